"""Core parts of the table kit on their own: option limits by player count, dealing unseen
cards by kind, the effect stack, and every game's real ``max_steps``."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.cards import CardSpec, DeckSpec
from tabletop.core.effects import Effect, Window, push, resolve, stack_from_json
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import (
    GameMeta,
    MatchConfig,
    OptionSpec,
    deal_unseen,
    option_available,
    resolve_options,
)
from tabletop.core.zones import card_fits
from tabletop.games import REGISTRY

META = GameMeta("g", "G", 2, 8, "", 1, options=(
    OptionSpec("decks", "Two decks", "", (1, 2), 1, players=(3, 4, 5, 6, 7, 8)),
    OptionSpec("teams", "Teams", "", (False, True), False, players=(4,), players_reason="Teams need 4 players"),
    OptionSpec("speed", "Speed", "", ("slow", "fast"), "slow"),
))


def test_option_available_names_the_player_counts():
    assert option_available(META, "speed", 2) is None
    assert option_available(META, "decks", 3) is None
    assert option_available(META, "decks", 2) == "Two decks needs 3, 4, 5, 6, 7 or 8 players"
    assert option_available(META, "teams", 5) == "Teams need 4 players"


def test_resolve_options_refuses_an_unavailable_option_but_not_its_default():
    assert resolve_options(META, {"teams": True}, 4)["teams"] is True
    with pytest.raises(ValueError, match="^Teams need 4 players$"):
        resolve_options(META, {"teams": "true"}, 5)
    assert resolve_options(META, {"teams": False, "decks": 1}, 2) == {"decks": 1, "teams": False, "speed": "slow"}
    assert resolve_options(META, {"teams": True})["teams"] is True  # no player count: no limit


DECK = DeckSpec("t", tuple(CardSpec(i, f"C{i}", "court" if i >= 6 else "number", tags=frozenset({"odd"}) if i % 2 else frozenset())
                           for i in range(9)))
COURT, NUMBER, ODD = frozenset({"court"}), frozenset({"number"}), frozenset({"odd"})


def test_card_fits_by_kind_or_tag():
    assert card_fits(DECK[6], COURT) and not card_fits(DECK[5], COURT)
    assert card_fits(DECK[5], ODD) and not card_fits(DECK[4], ODD)
    assert card_fits(DECK[4], None)


def test_deal_unseen_puts_every_card_in_a_slot_that_may_hold_it():
    slots = [None, COURT, NUMBER, COURT, None, NUMBER, NUMBER, COURT, NUMBER]
    for seed in range(100):
        pool = list(range(9))
        Rng(seed).shuffle(pool)
        out = deal_unseen(pool, slots, DECK)
        assert sorted(out) == list(range(9))
        assert all(card_fits(DECK[c], k) for c, k in zip(out, slots, strict=True))


def test_deal_unseen_is_canonical_and_keeps_shuffled_order_within_a_kind():
    pool = [8, 0, 7, 1, 6, 2, 3, 4, 5]
    slots = [COURT, None, COURT, None, None, COURT, None, None, None]
    assert deal_unseen(pool, slots, DECK) == [8, 0, 7, 1, 2, 6, 3, 4, 5]
    assert deal_unseen(list(pool), slots, DECK) == deal_unseen(list(pool), slots, DECK)


def test_deal_unseen_refuses_kinds_that_cannot_fit():
    with pytest.raises(ValueError, match="may hold"):
        deal_unseen([0, 1], [COURT, None], DECK)


def test_the_stack_resolves_top_first_and_cannot_grow():
    stack = push(push(push((), Effect("raid", 0, (3,))), Effect("block", 1, (7,))), Effect("counter", 0))
    seen = []

    def handler(log, eff, rest):
        seen.append(eff.kind)
        return log + (eff.kind,), rest

    assert resolve(stack, (), handler) == ("counter", "block", "raid") and seen == ["counter", "block", "raid"]
    with pytest.raises(ValueError, match="must not grow"):
        resolve(stack, 0, lambda st, eff, rest: (st, rest + (eff, eff)))
    assert stack_from_json([["raid", 0, [3]], ["block", 1, []]]) == (Effect("raid", 0, (3,)), Effect("block", 1))
    for bad in ([["raid", 0]], [["raid", "0", []]], [["raid", 0, 3]], [["raid", 0, ["x"]]], [7]):
        with pytest.raises(ValueError, match="an effect is"):
            stack_from_json(bad)


def test_window_prompt_names_both_seats():
    w = Window(answerer=2, about=0, what="Púka")
    assert w.prompt(["Dara", "Aoife", "Eimear"]) == "Eimear: answer Dara's Púka"


def _play(game: str, n: int, seed: int, options: dict) -> tuple[int, int]:
    plugin = REGISTRY[game]
    cfg = MatchConfig(game, n, seed, options)
    m = Match(plugin.rules, cfg)
    bot = RandomBot()
    while not m.is_over:
        m.submit(bot.choose(plugin.rules, m.state, bot_rng(seed, m.to_act, len(m.records))))
    return len(m.records), plugin.rules.max_steps(cfg)


@pytest.mark.parametrize(("n", "rounds"), [(2, 1), (5, 1), (3, 7)])
def test_hyrule_games_end_within_max_steps(n, rounds):
    steps, bound = _play("hyrule", n, 4, {"rounds": rounds})
    assert steps == 7 * n * rounds <= bound  # a round is seven plays per seat; at most 7 rounds


@pytest.mark.parametrize("n", [2, 3, 4])
def test_keltis_games_end_within_max_steps(n):
    steps, bound = _play("keltis", n, 6, {})
    assert steps <= bound
