"""Every game's pure half meets the typed contracts of ``core/protocols.py`` (issue 24, item 4):
its rules are a ``RulesEngine`` and ``RulesWords``, its AI hooks an ``AiHooks`` with the
optional parts declared, its bots a ``Bot`` (``begin`` and ``configure`` without discovery),
and its notation and narration live in its ``words.py``."""

from __future__ import annotations

import importlib
from typing import Generic, Protocol

import pytest

from tabletop.ai.bots import Bot, BotBase, GreedyBot, RandomBot, Ready, SearchBot
from tabletop.ai.levels import Level
from tabletop.ai.registry import BOT_NAMES, make_bot
from tabletop.core.protocols import AiHooks, AiHooksBase, GameRules, RulesEngine, RulesWords
from tabletop.core.refusals import Misplaced
from tabletop.core.rules import BaseRules
from tabletop.games import REGISTRY
from tabletop.testing.kitgame import PLUGIN as KIT

PLUGINS = {**{gid: REGISTRY[gid] for gid in REGISTRY}, "kit": KIT}
GAMES = sorted(PLUGINS)
PRODUCT = [g for g in GAMES if g != "kit"]


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_are_an_engine_and_words(game):
    rules = PLUGINS[game].rules
    assert isinstance(rules, RulesEngine)
    assert isinstance(rules, RulesWords)
    assert isinstance(rules, GameRules)


def test_base_rules_declares_every_part_of_both_protocols():
    """The base class itself carries every name the protocols ask for (a game fills in the
    engine's bodies; the words have defaults)."""
    for proto in (RulesEngine, RulesWords):
        missing = [name for name in _members(proto) if not hasattr(BaseRules, name)
                   and name not in BaseRules.__annotations__]
        assert not missing, f"{proto.__name__}: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_the_ai_hooks_declare_their_optional_parts(game):
    ai = PLUGINS[game].ai
    assert isinstance(ai, AiHooks)
    assert isinstance(ai, AiHooksBase)
    assert ai.round_over is None or callable(ai.round_over)
    assert all(isinstance(level, Level) for level in ai.levels.values())


def test_hooks_without_optional_parts_get_the_defaults():
    class Bare(AiHooksBase):
        def greedy(self, rules, state, rng): ...

        def rollout(self, rules, state, rng): ...

        def evaluate(self, rules, state): ...

    bare = Bare()
    assert isinstance(bare, AiHooks)
    assert bare.round_over is None and dict(bare.levels) == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_bot_of_the_game_begins_and_configures(game):
    plugin = PLUGINS[game]
    names = [*BOT_NAMES, *plugin.bots]
    for name in names:
        bot = make_bot(plugin, name, deterministic=True, iterations=5)
        assert isinstance(bot, Bot), name
        assert callable(bot.begin) and callable(bot.configure)


def test_decisions_say_whether_they_searched():
    assert Ready(None).iterations is None  # type: ignore[arg-type]
    for cls in (RandomBot, GreedyBot, SearchBot):
        assert issubclass(cls, BotBase)


@pytest.mark.parametrize("game", PRODUCT)
def test_notation_and_narration_live_in_the_games_words(game):
    """Each game's ``words.py`` holds its notation (``format_action``, ``NOTATION_RE``) and
    its narration; the rules class hands them on."""
    words = importlib.import_module(f"tabletop.games.{game}.words")
    rules = PLUGINS[game].rules
    assert callable(words.format_action)
    assert rules.notation_re is words.NOTATION_RE
    for a in rules.legal_actions(rules.new_game(_config(game))):
        assert rules.format_action(a) == words.format_action(a)


def test_the_rules_say_a_misplaced_card_in_neutral_words():
    """No screen wording in ``core``: a card that may go elsewhere is ``Misplaced``; the table
    adds where to drop it (``ui/table/refusals.py``), as it always has."""
    from tabletop.ui.table.refusals import refusal_text

    m = Misplaced()
    assert m == "That card can't go there." and m.subject == "That card"
    assert refusal_text(m) == "That card can't go there: drop it on a highlighted place."
    assert refusal_text(Misplaced("The Lady")) == "The Lady can't go there: drop it on a highlighted place."
    assert refusal_text("It is not your turn yet.") == "It is not your turn yet."


def _members(proto: type) -> set[str]:
    """The names a protocol declares (methods and attributes), its bases' included."""
    names: set[str] = set()
    for cls in proto.__mro__:
        if cls in (object, Protocol, Generic):
            continue
        names |= {n for n in vars(cls) if not n.startswith("_")}
        names |= set(getattr(cls, "__annotations__", {}))
    return names


def _config(game):
    from tabletop.core.rules import MatchConfig

    meta = PLUGINS[game].meta
    return MatchConfig(game, meta.min_players, 1)
