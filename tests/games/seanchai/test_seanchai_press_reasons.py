"""A press on any face-up Seanchaí card that cannot move now is told a reason true of where
the card lies and of the step of the turn (the table asks ``why_not`` with no place for a
press on any face-up card). The reason read the card as if it were in the hand: a tableau
card pressed in the action was told "No Religion card or wild card is on the tableau to pair
with", a Dark card lying in a point field "drag it onto their point field", a Shamrock in a
point field "play it to your point field"."""

from __future__ import annotations

import pytest

from tabletop.core.names import addressed
from tabletop.core.refusals import Misplaced
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.seanchai.cards import CARDS, ID, KIND, PAIRS
from tabletop.games.seanchai.rules import RULES

from .helpers import play, table

#: the seats' names, told to the seat to act (its own is "You")
NAMES = ["Aoife", "Ciara", "Dara (AI)", "James", "Brian (AI)"]
GENERIC = "That card cannot be played now."
#: words only a card in the hand of the seat to act may be told
HAND_ONLY = ("in your hand", "Play your Shamrock", "your discard", "on the tableau to pair with",
             "none is on the tableau", "You discard after")


def positions(n: int, options: dict, seed: int, every: int = 3):
    """Positions of a match played at random, every ``every``-th step (all stages occur)."""
    s = RULES.new_game(MatchConfig("seanchai", n, seed, options))
    rng = Rng.derived(seed, "press-reasons")
    step = 0
    while not s.over and step < 400:
        if step % every == 0:
            yield s
        moves = RULES.legal_actions(s)
        s = RULES.apply(s, rng.choice(moves)).state
        step += 1


def face_up(s, p):
    zones = RULES.zones(s)
    for zid, z in zones.items():
        if zid == "draw":
            continue
        for c in z.cards:
            if zid.startswith("hand/") and zid != f"hand/{p}" and c not in z.face_up:
                continue
            yield zid, c


def check(s, p, zid, c, names):
    legal = RULES.legal_actions(s)
    moves = [a for a in legal if c in a.cards]
    if moves and zid != "tableau":
        return  # it moves (a drag or a click): a press is no refusal
    said = RULES.why_not(s, p, c, None, addressed(names[:s.n], p))
    name = CARDS[c].name
    where = f"{name} in {zid} at {s.stage}: {said!r}"
    assert said and said != GENERIC and not isinstance(said, Misplaced), where
    assert "You's" not in said and "you's" not in said and ")'s" not in said, where
    if zid != f"hand/{p}":
        assert not any(w in said for w in HAND_ONLY), where
    if zid.startswith("field/"):
        assert " point field" in said and (" is in " in said or " is no " in said), where
        assert "pair " not in said.split(".")[0], where
    if zid == "removed":
        assert "out of play" in said, where
    if zid.startswith("hand/") and zid != f"hand/{p}":
        assert f"{name} is in " in said and " hand" in said, where
    kinds = {a.kind for a in legal}
    acting = s.stage == "act" and any(a.kind in ("pair", "flip") or a.src == "tableau" for a in legal)
    if zid == "tableau":
        pairs = [h for h in s.hands[p] if PAIRS[h][c]]
        if acting and KIND[c] in ("regular", "wild"):
            if pairs:
                assert said.startswith("To pair ") and "from your hand onto it" in said, where
            else:
                assert said.startswith("None of your cards pairs with"), where
        else:
            assert not said.startswith("To pair"), where
    # every move the reason offers is legal now
    offers = {"flip a card": "flip", "pair a hand card": "pair",
              "discard a card": "discard", "let it happen": "decline", "play a Shamrock": "shamrock",
              "deal the next hand": "next"}
    for words, kind in offers.items():
        if words in said:
            assert kind in kinds or (kind == "discard" and "use" in kinds), where
    for d in {c for c in s.tableau if KIND[c] == "dark"}:
        if f"action: use the {CARDS[d].name}" in said or f", use the {CARDS[d].name}" in said:
            assert any(a.kind == "use" and a.src == "tableau" and a.cards == (d,) for a in legal), where
    if "take a Shamrock" in said:
        assert any(a.kind == "shamrock" and a.src == "tableau" for a in legal), where


@pytest.mark.parametrize("n,options", [
    (2, {"scealta": True, "dark": True, "shamrocks": True}),
    (3, {"scealta": True, "dark": True, "shamrocks": False}),
    (4, {"scealta": True, "dark": True, "shamrocks": True, "teams": True}),
    (4, {"scealta": False, "dark": False, "shamrocks": True}),
    (5, {"scealta": True, "dark": True, "shamrocks": True}),
])
def test_every_face_up_card_pressed_is_told_a_true_reason(n, options):
    stages = set()
    for seed in (1, 2, 3):
        for s in positions(n, options, seed):
            p = RULES.to_act(s)
            stages.add(s.stage)
            for zid, c in face_up(s, p):
                check(s, p, zid, c, NAMES)
                check(s, p, zid, c, list(reversed(NAMES)))
    assert {"act", "flipped", "discard"} <= stages


def test_the_cards_that_misled():
    names = ["You", "Dara (AI)"]
    on = {"scealta": True, "dark": True, "shamrocks": True}
    s = table(2, {0: ["LEG-1", "ROL-1"], 1: ["WAR-1"]}, ["REL-6", "TRE-6"], ["LAN-1"],
              fields={0: ["DRK-PUKA", "SHM-1"], 1: ["STO-5"]}, options=on)
    assert RULES.why_not(s, 0, ID["REL-6"], None, names) == (
        "None of your cards pairs with the Holy Well (a Religion card or a wild card would). "
        "First your one action: flip a card.")
    assert RULES.why_not(s, 0, ID["DRK-PUKA"], None, names) == (
        "The Púka is in your point field, kept for the count. "
        "First your one action: flip a card.")
    assert RULES.why_not(s, 0, ID["SHM-1"], None, names).startswith(
        "The Shamrock is in your point field, kept for the count.")
    assert RULES.why_not(s, 0, ID["STO-5"], None, names).startswith(
        "Newgrange is in the point field of Dara (AI), kept for the count.")
    pairs = table(2, {0: ["REL-1", "ROL-1"], 1: ["WAR-1"]}, ["REL-6", "TRE-6"], ["LAN-1"], options=on)
    assert RULES.why_not(pairs, 0, ID["REL-6"], None, names) == (
        "To pair the Holy Well, drag a Religion card or a wild card from your hand onto it.")
    # after the action the tableau is not taken: the discard
    after = play(pairs, "pair REL-1 REL-6")
    assert RULES.why_not(after, 0, ID["TRE-6"], None, names) == (
        "The Cross of Cong is paired only as the turn's action. Now discard a card from your hand "
        "to the tableau (a Dark card: use it on an opponent).")


def test_a_flipped_wild_card_is_not_said_to_pair_with_its_suit():
    s = table(2, {0: ["LEG-1", "DRK-PUKA"], 1: ["WAR-1"]}, ["TRE-6"], ["WLD-LEPRECHAUN"],
              options={"scealta": True, "dark": False, "shamrocks": False})
    s = play(s, "flip")
    assert RULES.why_not(s, 0, ID["DRK-PUKA"], None, ["You", "Dara"]) == (
        "Only the flipped Leprechaun may pair now: with a regular card.")
