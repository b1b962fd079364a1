"""The Hint's reason in each game's words (``core/advice.py``): it never tells what the seat
may not know, it reads as words, and it has something to say about most good moves."""

from __future__ import annotations

import re

import pytest

from tabletop.ai.bots import GreedyBot
from tabletop.core.advice import move_reason
from tabletop.core.match import MatchConfig
from tabletop.core.rng import Rng
from tabletop.games import REGISTRY

ADVISED = sorted(g for g, plugin in REGISTRY.items() if plugin.advice is not None)
PLAYERS = {"ard_ri": 3}


def positions(game: str, games: int = 3, every: int = 3):
    """(state, greedy's move, other legal moves) at every ``every``-th decision with a choice,
    over a few seeded greedy games."""
    plugin = REGISTRY[game]
    rules = plugin.rules
    bot = GreedyBot(plugin.ai)
    n = PLAYERS.get(game, 2)
    for g in range(games):
        s = rules.new_game(MatchConfig(game, n, 40 + g, {}))
        ply = 0
        while (seat := rules.to_act(s)) is not None and ply < 400:
            legal = rules.legal_actions(s)
            move = bot.choose(rules, s, Rng.derived(g, "advice-test", ply))
            if len(legal) > 1 and ply % every == 0:
                yield s, move, [a for a in legal if a != move][:3]
            s = rules.apply(s, move).state
            ply += 1
        assert seat is None or ply == 400


def test_every_game_gives_advice() -> None:
    assert ADVISED == sorted(g for g, p in REGISTRY.items() if not p.hidden)


@pytest.mark.parametrize("game", ADVISED)
def test_advice_never_tells_a_hidden_card(game: str) -> None:
    """Two different worlds sampled for the mover give the same words: the advice reads only
    what that seat may know (a game that looked at a hidden card would differ)."""
    plugin = REGISTRY[game]
    checked = 0
    for s, move, others in positions(game):
        for a in (move, *others):
            first = move_reason(plugin, s, a, seed=1, ply=0)
            second = move_reason(plugin, s, a, seed=2, ply=0)
            assert first == second, (game, plugin.rules.describe(s, a))
            checked += 1
    assert checked > 40


@pytest.mark.parametrize("game", ADVISED)
def test_advice_reads_as_words(game: str) -> None:
    """Said after "<the move>:", so it does not start as a sentence and ends without a full
    stop; and most of the greedy player's moves get a reason."""
    plugin = REGISTRY[game]
    said = total = 0
    for s, move, _ in positions(game):
        words = move_reason(plugin, s, move, seed=1, ply=0)
        total += 1
        if not words:
            continue
        said += 1
        assert not words.endswith((".", " ", ",")), words
        assert "{" not in words and "None" not in words and "  " not in words, words
        assert not words.startswith(("The ", "A ", "An ")), words  # mid-sentence
        # a negative number with a true minus, as on the plates and sheets ("−4", not "-4")
        assert not re.search(r"(^|[\s(])-\d", words), words
    assert said >= 0.6 * total, f"{game}: {said} of {total} moves have a reason"


def test_a_percentage_in_the_advice_is_written_as_the_app_writes_it() -> None:
    """Hyrule's advice said "about 64% that your opponent cannot beat it" beside the review's
    "accuracy 50 %": the app writes a space before the sign (Settings' "Volume 80 %")."""
    plugin = REGISTRY["hyrule"]
    said = [move_reason(plugin, s, a, seed=1, ply=0) for s, move, others in positions("hyrule", every=1)
            for a in (move, *others)]
    with_figures = [w for w in said if "%" in w]
    assert with_figures, "no Hyrule advice with a percentage: the check would prove nothing"
    assert not [w for w in with_figures if re.search(r"\d%", w)], with_figures[:3]
