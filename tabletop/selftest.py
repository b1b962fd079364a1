"""``tabletop --selftest``: prove a build works, with no display and no sound card.

Loads every game, plays a short seeded game of each with bots, renders one table frame of
each with the dummy video driver, saves and reloads in a temporary directory, and checks the
assets and the fail-safe sound. One line per check, then ``selftest: N passed, M failed``;
the exit code is non-zero on any failure. A game registered before its table exists (hidden,
rules only) has no frame to draw: that check is skipped with a line saying so, not failed.
"""

from __future__ import annotations

import os
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

Check = tuple[str, Callable[[], str]]


class Skipped(Exception):
    """A check that does not apply to this build (its message says why)."""


def _games_checks() -> list[Check]:
    from .ai.bots import bot_rng
    from .ai.registry import make_bot
    from .core.match import Match
    from .core.rules import MatchConfig
    from .games import REGISTRY

    checks: list[Check] = []
    for game_id, plugin in REGISTRY.items():

        def load(plugin=plugin) -> str:
            meta = plugin.meta
            assert plugin.rules_text.strip(), "no rules text"
            return f"{meta.title}, {meta.min_players}-{meta.max_players} players, {len(meta.options)} options"

        def play(plugin=plugin, game_id=game_id) -> str:
            cfg = MatchConfig(game_id, plugin.meta.min_players, 7)
            match = Match(plugin.rules, cfg)
            bot = make_bot(plugin, "random")
            while not match.is_over:
                seat = match.to_act
                match.submit(bot.choose(plugin.rules, match.state, bot_rng(7, seat, len(match.records))))
            again = Match.replay(plugin.rules, cfg, match.actions)
            assert again.state_hash() == match.state_hash(), "replay differs"
            return f"{len(match.records)} actions, scores {list(plugin.rules.scores(match.state))}"

        def save(plugin=plugin, game_id=game_id) -> str:
            from .persistence.saves import load_match, save_match

            cfg = MatchConfig(game_id, plugin.meta.min_players, 11)
            match = Match(plugin.rules, cfg)
            for _ in range(5):
                if match.is_over:
                    break
                match.submit(match.legal()[0])
            with tempfile.TemporaryDirectory() as tmp:
                path = Path(tmp) / "selftest.json"
                save_match(match, path)
                loaded = load_match(path)
                assert not isinstance(loaded, str) and hasattr(loaded, "state_hash"), str(loaded)
                assert loaded.state_hash() == match.state_hash(), "hash differs after reload"
            return f"saved and reloaded after {len(match.records)} actions"

        def frame(plugin=plugin, game_id=game_id) -> str:
            import pygame

            from .catalog import CATALOG
            from .cli.screenshot import render

            if game_id not in CATALOG:
                raise Skipped(f"{plugin.meta.title} has no table yet (rules only): no frame to draw")
            pygame.display.init()  # idempotent; run_selftest quits pygame once at the end
            pygame.font.init()
            pygame.display.set_mode((1280, 720))
            surface, _made = render(game_id, plugin.meta.min_players, 3, 4, (1280, 720), 0)
            assert surface.get_size() == (1280, 720)
            colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 89)}
            assert len(colours) > 8, "the frame is blank"
            return "1280x720 table frame rendered"

        checks += [(f"{game_id}: loads", load), (f"{game_id}: seeded bot game", play),
                   (f"{game_id}: save and reload", save), (f"{game_id}: table frame", frame)]
    return checks


def _asset_checks() -> list[Check]:
    def assets() -> str:
        from .resources import asset_path

        fonts = list(asset_path("fonts").glob("*.ttf"))
        sounds = list(asset_path("sounds").glob("*.*"))
        assert fonts, "no bundled font"
        assert sounds, "no sounds"
        return f"{len(fonts)} fonts, {len(sounds)} sounds in {asset_path()}"

    def audio() -> str:
        from .ui.audio import Audio

        sound = Audio(enabled=True)
        sound.play("flip")
        return "mixer available" if sound.available else "no audio device: running silently"

    return [("assets found", assets), ("sound fails safe", audio)]


def run_selftest(out: Callable[[str], None] = print, checks: list[Check] | None = None) -> int:
    """Run ``checks`` (default: the assets', then every game's) and report each on a line."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    passed = failed = 0
    for name, check in _asset_checks() + _games_checks() if checks is None else checks:
        try:
            detail = check()
        except Skipped as why:
            out(f"skip {name}: {why}")
        except Exception as exc:  # report every failure, keep going
            failed += 1
            where = traceback.extract_tb(exc.__traceback__)[-1]
            out(f"FAIL {name}: {type(exc).__name__}: {exc} ({Path(where.filename).name}:{where.lineno})")
        else:
            passed += 1
            out(f"ok   {name}: {detail}")
    from .ui.render.fonts import quit_pygame

    quit_pygame()
    out(f"selftest: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
