"""Why a gesture is not legal (issue 17 item 6): each game's rules name the rule the player
ran into, purely from the state; a legal gesture gets no reason."""

from tabletop.core.rules import MatchConfig
from tabletop.games.hyrule.rules import RULES as HYRULE
from tabletop.games.keltis.deck import DECK as KDECK
from tabletop.games.keltis.rules import DRAW, FINAL
from tabletop.games.keltis.rules import RULES as KELTIS

from .hyrule.helpers import hyrule_match, play
from .keltis.helpers import build

NAMES = ["You", "Dara", "Ciara"]
H1 = "2D 3D 4D 5D 6D 7D 8D"
H2 = "2C 3C 4C 5C 6C 7C 8C"
H3 = "2S 3S 4S 5S 6S 7S 8S"


def _hy(code: str) -> int:
    return HYRULE.deck(None).parse_cards([code])[0]


def _k(state, seat: int, code: str) -> int:
    return next(c for c in state.hands[seat] if KDECK[c].code == code)


# --- the default --------------------------------------------------------------------------------
def test_the_default_knows_the_turn_and_the_legal_places():
    from tabletop.core.rules import BaseRules

    m = hyrule_match([H1, H2, H3])
    s = m.state
    card = _hy("2D")
    assert BaseRules.why_not(HYRULE, s, 1, _hy("2C"), "play/1", NAMES) == "It is not your turn yet."
    assert BaseRules.why_not(HYRULE, s, 0, card, "play/0", NAMES) == ""
    assert "can't go there" in BaseRules.why_not(HYRULE, s, 0, card, "won/0", NAMES)


# --- Hyrule -----------------------------------------------------------------------------------------
def test_hyrule_turn_place_and_blind_pick():
    m = hyrule_match([H1, H2, H3])
    s = m.state
    assert HYRULE.why_not(s, 0, _hy("2D"), "play/0", NAMES) == ""
    assert HYRULE.why_not(s, 1, _hy("2C"), "play/1", NAMES) == "It is not your turn yet."
    assert HYRULE.why_not(s, 0, _hy("2D"), "play/1", NAMES) == \
        "That is Dara's place: play on your own place."
    assert HYRULE.why_not(s, 0, _hy("2D"), "won/0", NAMES).startswith("Captured piles only take won tricks")
    play(m, "play 2D")
    who = HYRULE.to_act(m.state)
    other = 3 - who
    card = _hy(("2C", "2S")[other - 1])
    assert HYRULE.why_not(m.state, other, card, f"play/{other}", NAMES) == f"It is {NAMES[who]}'s turn."
    chance = hyrule_match([H1, H2, H3], variant="chance")
    play(chance, "play 2D")
    assert HYRULE.why_not(chance.state, 0, _hy("3D"), "play/0", NAMES).startswith("You have picked for this trick")
    blind = hyrule_match([H1, H2, H3], variant="chance", blind_pick=True)
    assert "Blind pick" in HYRULE.why_not(blind.state, 0, _hy("2D"), "play/0", NAMES)


def test_hyrule_game_over():
    m = hyrule_match([H1, H2])
    while not m.is_over:
        m.submit(m.legal()[0])
    assert HYRULE.why_not(m.state, 0, _hy("2D"), "play/0", NAMES) == "The game is over."


# --- Keltis -----------------------------------------------------------------------------------------
def test_keltis_row_direction_colour_and_owner():
    s = build(2, ["R4 R6 G2 B3 W5 W9 RE P1", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8"],
              rows={(0, "R"): "R7 R5", (0, "G"): "G3 G6", (0, "P"): "P2 PE"})
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "row/0/R", NAMES) == ""
    assert KELTIS.why_not(s, 0, _k(s, 0, "R6"), "row/0/R", NAMES) == \
        "Your Red row runs downward: play 5 or lower."
    assert KELTIS.why_not(s, 0, _k(s, 0, "G2"), "row/0/G", NAMES) == \
        "Your Green row runs upward: play 6 or higher."
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "row/0/G", NAMES) == \
        "That is your Green row: a Red card goes on your Red row."
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "row/1/R", NAMES) == "Drop it on your own row."
    assert KELTIS.why_not(s, 0, _k(s, 0, "P1"), "row/0/P", NAMES) == "Your Pink row is closed by its End card."
    assert KELTIS.why_not(s, 0, _k(s, 0, "W5"), "row/0/R", NAMES) == ""  # R5 ends the Red row
    assert KELTIS.why_not(s, 0, _k(s, 0, "W9"), "row/0/R", NAMES) == \
        "Point card 9 needs a row ending in 9: your Red row ends in 5."
    assert KELTIS.why_not(s, 0, _k(s, 0, "B3"), "points/0", NAMES) == "Only Point cards go on your Point row."
    assert KELTIS.why_not(s, 1, _k(s, 1, "Y1"), "row/1/Y", NAMES) == "It is not your turn yet."


def test_keltis_discard_piles_stones_and_stages():
    s = build(3, ["R4 R4 G2 B3 W5 W9 B9 P1", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8", "G1 G3 G4 G5 G6 G7 G8 G9"],
              stones={1: "S2"})
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "discard/R", NAMES) == ""
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "discard/G", NAMES) == \
        "Discard it on the Red pile, the pile of its colour."
    assert KELTIS.why_not(s, 0, _k(s, 0, "W5"), "discard/R", NAMES) == \
        "Point cards are discarded on the Point-card pile."
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), "stones", NAMES) == ""  # a pair of 4s
    assert KELTIS.why_not(s, 0, _k(s, 0, "B3"), "stones", NAMES) == \
        "Wishing Stone 3 needs two 3s: you hold only one."
    assert KELTIS.why_not(s, 0, _k(s, 0, "G2"), "stones", NAMES) == "Wishing Stone 2 is already taken."
    assert KELTIS.why_not(s, 0, _k(s, 0, "W9"), "stones", NAMES).startswith("A Wishing Stone takes a pair")
    drawing = s._replace(stage=DRAW, pending=2)
    assert KELTIS.why_not(drawing, 0, _k(s, 0, "R4"), "row/0/R", NAMES) == \
        "Now draw two cards: click the draw pile or a discard pile."
    final = s._replace(stage=FINAL, start_rows=False)
    assert KELTIS.why_not(final, 0, _k(s, 0, "R4"), "discard/R", NAMES).startswith("No discarding in the final plays")
    assert KELTIS.why_not(final, 0, _k(s, 0, "R4"), "row/0/R", NAMES).startswith(
        "Final plays may not start a new row")
    assert KELTIS.why_not(s, 1, _k(s, 1, "Y1"), "row/1/Y", ["Aoife", "Brian", "Ciara"]) == "It is Aoife's turn."


def test_every_refusal_in_random_keltis_games_has_a_reason_and_legal_drops_none():
    """Over random positions: every (hand card, zone) pair of the seat to act is either legal
    (empty reason) or refused with a sentence."""
    from tabletop.core.match import Match
    from tabletop.core.rng import Rng

    m = Match(KELTIS, MatchConfig("keltis", 3, 9))
    rng = Rng(9)
    checked = 0
    while not m.is_over and checked < 4000:
        s = m.state
        p = KELTIS.to_act(s)
        legal = KELTIS.legal_actions(s)
        for c in set(s.hands[p]):
            for zone in KELTIS.zones(s):
                reason = KELTIS.why_not(s, p, c, zone, NAMES)
                fits = any(a.dst == zone and KDECK[a.cards[0]].code == KDECK[c].code
                           for a in legal if a.kind in ("play", "discard"))
                if fits:
                    assert reason == "", (zone, KDECK[c].code, reason)
                elif not zone.startswith(("stones", "hand/")):
                    assert reason.endswith("."), (zone, KDECK[c].code, reason)
                assert len(reason) <= 70, reason  # one line in the message strip at 1280x720
                checked += 1
        m.submit(rng.choice(legal))


def test_keltis_a_card_that_cannot_move_in_the_final_plays_says_why():
    s = build(2, ["R4 G2 W5 B9 P1 Y3 Y4 Y5", "Y1 Y2 Y6 Y7 Y8 Y9 B1 B2"],
              rows={(0, "G"): "G3 G6"}, stage=FINAL, finalPlaysMayStartRows=False)
    assert KELTIS.why_not(s, 0, _k(s, 0, "R4"), None, NAMES) == "Final plays may not start a new row (table rule)."
    assert KELTIS.why_not(s, 0, _k(s, 0, "G2"), None, NAMES) == "Your Green row runs upward: play 6 or higher."
    assert KELTIS.why_not(s, 0, _k(s, 0, "W5"), None, NAMES) == \
        "Final plays may not start your Point row (table rule)."
