"""The test-only Kit game: conformance at every player count, and scenarios of the kit's
parts (steps into a pending zone, a response window, a chain of answers, teams, hidden cards
of a known kind)."""

from __future__ import annotations

import pytest

from tabletop.core.actions import IllegalAction
from tabletop.core.effects import Window
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig, option_available
from tabletop.core.steps import follows_up, take_back
from tabletop.core.zones import card_fits
from tabletop.games import REGISTRY, listed
from tabletop.testing.conformance import check_game, seeded_configs
from tabletop.testing.kitgame.rules import DECK, META, RULES

from .helpers import ids, kit_match


@pytest.mark.parametrize("players", range(2, 9))
def test_conformance_every_player_count(players):
    report = check_game(RULES, seeded_configs("kit", [players], range(3)), replay_every=7)
    assert report.games == 3 and report.checked_determinize > 0


@pytest.mark.parametrize("players", [4, 6, 8])
def test_conformance_with_teams(players):
    report = check_game(RULES, seeded_configs("kit", [players], range(3, 6), {"teams": True}),
                        determinize_every=2)
    assert report.games == 3


def test_reachable_by_id_but_not_listed():
    assert REGISTRY["kit"].hidden
    assert "kit" not in [p.meta.game_id for p in listed()]
    assert {"hyrule", "keltis"} <= {p.meta.game_id for p in listed()}


def test_teams_only_with_4_6_or_8_players():
    assert option_available(META, "teams", 4) is None
    assert option_available(META, "teams", 3) == "Teams need 4, 6 or 8 players"
    with pytest.raises(ValueError, match="Teams need 4, 6 or 8 players"):
        RULES.new_game(MatchConfig("kit", 5, 1, {"teams": True}))
    RULES.new_game(MatchConfig("kit", 5, 1, {"teams": False}))  # the default is always allowed


def test_gathering_in_steps_then_commit_makes_a_new_group_zone():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    texts = sorted(RULES.format_action(a) for a in m.legal())
    assert texts == ["draw", "gather 7H", "gather 7S", "gather 8S", "gather 9S"]  # 2D fits nothing
    m.submit_text("gather 7S")
    assert RULES.phase(m.state) == "gather" and m.to_act == 0
    assert RULES.view(m.state, 1).zones["pending/0"].cards == (None,)  # the others see a count
    assert sorted(RULES.format_action(a) for a in m.legal()) == ["gather 7H", "gather 8S", "gather 9S"]
    m.submit_text("gather 7H")
    # a set now; nothing else can join it, and there is no drawing with cards pending
    assert [RULES.format_action(a) for a in m.legal()] == ["commit set"]
    with pytest.raises(IllegalAction):
        m.submit_text("gather 8S")
    assert "group/0/0" not in RULES.zones(m.state)
    m.submit_text("commit set")
    group = RULES.zones(m.state)["group/0/0"]
    assert sorted(group.cards) == sorted(ids("7S", "7H")) and group.owner == 0
    assert RULES.view(m.state, 1).zones["group/0/0"].cards == group.cards  # on the table, public


def test_follow_up_steps_are_told_apart_from_a_decisions_first():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    for text in ("gather 7S", "gather 7H", "commit set", "decline"):
        m.submit_text(text)
    acts = m.actions
    assert [follows_up(a, b) for a, b in zip([None, *acts], acts, strict=False)] == [False, True, True, False]


def test_take_back_is_undo_within_the_turn():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    start = m.state
    m.submit_text("gather 8S")
    m.submit_text("gather 9S")
    assert take_back(m, 0) == 1 and m.state.pending[0] == ids("8S")
    m.submit_text("gather 7S")
    assert take_back(m, 0, every=True) == 2 and m.state == start
    assert take_back(m, 0) == 0


def test_a_run_gathered_in_any_order():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"])
    for text in ("gather 9S", "gather 7S"):
        m.submit_text(text)
    assert [RULES.format_action(a) for a in m.legal()] == ["gather 8S"]  # the gap must be filled
    m.submit_text("gather 8S")
    assert [RULES.format_action(a) for a in m.legal()] == ["commit run"]


def _commit_sevens(humans: int = 2):
    m = kit_match([["7S", "7H", "7D", "8S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "QH"],
                  names=("Dara", "Eimear"), humans=humans)
    for text in ("gather 7S", "gather 7H", "commit set"):
        m.submit_text(text)
    return m


def test_a_commit_opens_a_window_for_the_next_seat():
    m = _commit_sevens()
    assert m.to_act == 1 and RULES.phase(m.state) == "answer"
    window = RULES.window(m.state)
    assert window == Window(1, 0, "set of Sevens")
    assert window.prompt(["Dara", "Eimear"]) == "Eimear: answer Dara's set of Sevens"
    assert m.window == window
    assert RULES.view(m.state, 0).info["window"] == {"answerer": 1, "about": 0, "what": "set of Sevens"}
    assert sorted(RULES.format_action(a) for a in m.legal()) == ["answer 7C", "decline"]
    m.submit_text("decline")
    assert m.to_act == 1 and RULES.phase(m.state) == "play" and RULES.scores(m.state) == (2, 0)
    assert "window" not in RULES.view(m.state, 0).info and m.window is None


def test_the_window_opens_even_without_a_matching_card():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["3C", "4C", "5H", "9H", "10D"]], ["JS", "QH"])
    for text in ("gather 7S", "gather 7H", "commit set"):
        m.submit_text(text)
    assert m.to_act == 1 and [RULES.format_action(a) for a in m.legal()] == ["decline"]


def test_an_unanswered_answer_takes_the_group():
    m = _commit_sevens()
    m.submit_text("answer 7C")
    assert m.to_act == 0 and RULES.window(m.state) == Window(0, 1, "answer (Seven of Clubs)")
    m.submit_text("decline")
    assert RULES.scores(m.state) == (0, 2) and m.to_act == 1


def test_a_chain_resolves_from_the_top():
    m = _commit_sevens()
    m.submit_text("answer 7C")
    m.submit_text("answer 7D")  # Dara answers the answer: it cancels Eimear's
    assert m.to_act == 1 and len(m.state.stack) == 3
    assert [RULES.format_action(a) for a in m.legal()] == ["decline"]  # no seven left: still asked
    m.submit_text("decline")
    assert RULES.scores(m.state) == (2, 0) and m.state.stack == () and m.to_act == 1
    assert RULES.zones(m.state)["discard"].cards == ids("7C", "7D")


def test_undo_never_crosses_an_answer_given_by_another_seat():
    m = _commit_sevens(humans=1)  # Dara human, Eimear a computer seat
    assert m.can_undo(0)  # the commit (nobody answered yet)
    m.submit_text("answer 7C")
    assert not m.can_undo(0)  # Eimear answered Dara's set: Dara cannot take the set back
    m.submit_text("decline")
    assert m.can_undo(0) and m.undo_target(0) == 4  # her own decline, yes, but no further


def test_partners_share_one_score():
    hands = [["7S", "7H", "2D", "3D"], ["9C", "3C", "4C", "5H"], ["8S", "2S", "4H", "6D"],
             ["10C", "10H", "10D", "AH"], ["AS", "AC", "2H", "8D"], ["6S", "6C", "6H", "9D"],
             ["5C", "5D", "4S", "8H"], ["9S", "9H", "AD", "2C"]]
    m = kit_match(hands, ["JS", "QS", "KS", "JH", "QH", "KH", "JD", "QD"], teams=True)
    cfg = m.config
    assert [RULES.team_of(cfg, p) for p in range(8)] == [0, 1, 2, 3, 0, 1, 2, 3]
    for text in ("gather 7S", "gather 7H", "commit set", "decline"):
        m.submit_text(text)
    assert RULES.scores(m.state) == (2, 0, 0, 0, 2, 0, 0, 0)


def test_guards_are_court_cards_in_every_determinization():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"],
                   ["AS", "2S", "3S", "4S", "5S"]], ["JS", "QH", "KD"])
    s = m.state
    for seed in range(200):
        world = RULES.determinize(s, 0, Rng(seed))
        for zid, zone in RULES.zones(world).items():
            assert all(card_fits(DECK[c], zone.may_hold) for c in zone.cards), (seed, zid)
        assert world.guards[0] == s.guards[0] and world.hands[0] == s.hands[0]
    guard = RULES.view(s, 0).zones["guard/1"]
    assert guard.cards == (None,) and guard.may_hold == frozenset({"court"})  # a back of a known kind
    seen = {RULES.determinize(s, 0, Rng(seed)).guards[1][0] for seed in range(200)}
    assert len(seen) > 5 and all(DECK[c].kind == "court" for c in seen)  # re-dealt, of its kind


def test_the_guards_turn_up_and_score_at_the_end():
    m = kit_match([["7S", "7H", "8S", "9S", "2D"], ["7C", "3C", "4C", "5H", "9H"]], ["JS", "KH"])
    rng = Rng(3)
    while not m.is_over:
        m.submit(rng.choice(m.legal()))
    view = RULES.view(m.state, 1)
    assert view.zones["guard/0"].cards == ids("JS")
    breakdown = RULES.score_breakdown(m.state)
    assert breakdown[0][-1] == ("Guard", 1) and breakdown[1][-1] == ("Guard", 3)
    assert len(m.actions) <= RULES.max_steps(m.config)
