"""Names in sentences (issue 17 item 5): the shared helper, and every game's narration
grammatical for "You" and for any other name."""

import re

import pytest

from tabletop.core.events import Notice
from tabletop.core.match import Match
from tabletop.core.names import (
    capital,
    command,
    count_of,
    joined,
    marked_as_you,
    not_your_turn,
    plain,
    possessive,
    says,
    says_all,
    their,
)
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games.ard_ri.rules import RULES as ARD_RI
from tabletop.games.hyrule.rules import RULES as HYRULE
from tabletop.games.keltis.rules import RULES as KELTIS
from tabletop.games.seanchai.rules import RULES as SEANCHAI
from tabletop.games.treasure.rules import RULES as TREASURE


@pytest.mark.parametrize(("verb", "base"), [
    ("wins", "win"), ("draws", "draw"), ("takes", "take"), ("is", "are"), ("has", "have"),
    ("carries", "carry"), ("watches", "watch"), ("passes", "pass"), ("goes", "go"),
    ("drew", "drew"), ("plays", "play"), ("closes", "close"), ("shares", "share")])
def test_plain_form(verb, base):
    assert plain(verb) == base


def test_capital_and_command_start_a_sentence():
    assert capital(possessive("You")) == "Your" and capital("McCoy's gift") == "McCoy's gift"
    assert capital("") == ""
    assert command("draws") + " a card" == "Draw a card" and command("carries") == "Carry"


@pytest.mark.parametrize("name", ["You", "you", " YOU "])
def test_you_takes_the_second_person(name):
    assert says(name, "wins") == "You win"
    assert their(name) == "your"
    assert possessive(name) == "your"
    assert marked_as_you(name) == name  # never "You (you)"
    assert not_your_turn(name) == "It is not your turn yet."


@pytest.mark.parametrize("name", ["Aoife", "Seamus", "Youssef", "Yours Truly", "Player 2"])
def test_other_names_take_the_third_person(name):
    assert says(name, "wins") == f"{name} wins"
    assert their(name) == "their"
    assert marked_as_you(name) == f"{name} (you)"
    assert possessive("Seamus") == "Seamus'" and possessive("Aoife") == "Aoife's"


def test_several_names():
    assert joined(["Aoife", "You"]) == "Aoife and you"
    assert joined(["You", "Aoife"]) == "You and Aoife"
    assert joined(["You", "Aoife"], start=False) == "you and Aoife"
    assert joined(["Aoife", "Brian", "Ciara"]) == "Aoife, Brian and Ciara"
    assert says_all(["Aoife", "You"], "wins") == "Aoife and you win"
    assert says_all(["You"], "wins") == "You win"
    assert says_all(["Aoife"], "shares") == "Aoife shares"


#: a name followed by a third-person verb is wrong for "You"
_BAD_YOU = re.compile(r"\b[Yy]ou (\w+(?<!s)s|is|has)\b|[Yy]ou\w* \(you\)|\byou .* their\b", re.IGNORECASE)
_NAMES = (["You", "Aoife", "Brian", "Ciara"], ["Aoife", "You", "Brian", "Ciara"], ["Aoife", "Brian", "Ciara", "Dara"])


def _lines(rules, cfg: MatchConfig, names: list[str]) -> list[str]:
    m = Match(rules, cfg)
    rng = Rng(cfg.seed)
    out = []
    while not m.is_over:
        state = m.state
        record = m.submit(rng.choice(m.legal()))
        out.append(rules.narrate(state, record.action, names))
        out += [t for e in record.events if isinstance(e, Notice) and (t := rules.notice_text(e, names))]
    return out


@pytest.mark.parametrize("names", _NAMES)
@pytest.mark.parametrize(("rules", "cfg"), [
    (HYRULE, MatchConfig("hyrule", 4, 2, {"rounds": 3, "tie": "runoff"})),
    (HYRULE, MatchConfig("hyrule", 3, 5, {"variant": "chance", "rounds": 3})),
    (KELTIS, MatchConfig("keltis", 4, 3)),
    (KELTIS, MatchConfig("keltis", 2, 8)),
    (SEANCHAI, MatchConfig("seanchai", 4, 3, {"teams": "on"})),
    (TREASURE, MatchConfig("treasure", 3, 4, {"hands": 1})),
    (ARD_RI, MatchConfig("ard_ri", 3, 6, {"rounds": 6})),
])
def test_narration_is_grammatical_for_every_name(rules, cfg, names):
    lines = _lines(rules, cfg, names[:cfg.num_players])
    bad = [line for line in lines if _BAD_YOU.search(line)]
    assert not bad, bad[:5]
    if "You" in names[:cfg.num_players]:
        assert any(line.startswith("You ") for line in lines)
    if names[0] == "Aoife":
        assert any(re.match(r"Aoife \w+s\b", line) for line in lines)


def test_a_stone_claim_is_logged_once():
    m = Match(KELTIS, MatchConfig("keltis", 3, 1))
    rng = Rng(1)
    while True:
        claims = [a for a in m.legal() if a.kind == "claim"]
        if claims:
            break
        m.submit(rng.choice(m.legal()))
    state = m.state
    record = m.submit(claims[0])
    names = ["You", "Aoife", "Brian"]
    lines = [KELTIS.narrate(state, record.action, names)] + [
        t for e in record.events if isinstance(e, Notice) and (t := KELTIS.notice_text(e, names))]
    assert sum("Wishing Stone" in line for line in lines) == 1, lines


def test_names_addressed_to_the_player_at_this_screen():
    from tabletop.core.ids import ALL, PUBLIC
    from tabletop.core.names import addressed

    names = ["Aoife", "Dara", "Ciara"]
    assert addressed(names, 1) == ["Aoife", "You", "Ciara"]
    assert addressed(names, PUBLIC) == names and addressed(names, ALL) == names
    said = HYRULE.notice_text(Notice("trick_won", (1, 3, 0), 1), addressed(names, 1))
    assert said.startswith("You win the trick") and "capture 3 cards" in said


def test_a_count_agrees_with_its_noun():
    assert count_of(1, "card") == "1 card"
    assert count_of(3, "card") == "3 cards"
    assert count_of(0, "client") == "0 clients"
    assert count_of(2, "earlier line") == "2 earlier lines"
    assert count_of(2, "mouse", "mice") == "2 mice"


def test_treasure_sheet_counts_one_card_in_hand_in_the_singular():
    from tabletop.games.treasure.table import sheet as table_sheet

    lines = []
    for seed in range(1, 40):  # seeded hands until one ends with exactly one card in a hand
        m = Match(TREASURE, MatchConfig("treasure", 2, seed, {"hands": 1}))
        rng = Rng(seed)
        while not m.is_over:
            m.submit(rng.choice(m.legal()))
        view = TREASURE.view(m.state, 0)
        for seat in range(2):
            lines += table_sheet.detail_lines(view, seat, ["Aoife", "Brian"])
        if any(line.startswith("In hand, 1 ") for line in lines):
            break
    assert any(line.startswith("In hand, 1 card = ") for line in lines)
    assert not any(" 1 cards" in line for line in lines)


#: a possessive glued to a name that ends in a bracket, or to "You"
_BAD_POSSESSIVE = re.compile(r"\)'|\byou's\b", re.IGNORECASE)
_ODD_NAMES = ["You", "Dara (AI)", "James", "Maximiliana-Theodora (AI)"]


@pytest.mark.parametrize("name", _ODD_NAMES)
def test_whose_thing_reads_for_every_kind_of_name(name):
    """Ard Rí said "Dara (AI)'s gift": a name ending in a bracket has no 's form; "You" has
    "your". One helper (``whose``) says whose a thing is, and every sentence uses it."""
    from tabletop.core.effects import Window
    from tabletop.core.names import owned, seats_named, whose

    said = [whose(name, "gift", "from"), capital(whose(name, "gift", "from")), not_your_turn(name),
            owned(name), seats_named("Add the Fool of Winds to player 1's run", [name]),
            seats_named("Player 1's run is long", [name]),
            Window(1, 0, "Púka").prompt([name, "Aoife"])]
    bad = [s for s in said if _BAD_POSSESSIVE.search(s)]
    assert not bad, bad
    expected = {"You": "your gift", "James": "James' gift", "Dara (AI)": "the gift from Dara (AI)",
                "Maximiliana-Theodora (AI)": "the gift from Maximiliana-Theodora (AI)"}
    assert whose(name, "gift", "from") == expected[name]
    assert seats_named("Add 5S to player 1's run", [name]) == "Add 5S to " + whose(name, "run")


@pytest.mark.parametrize("giver,target", [(0, 1), (1, 3), (3, 2), (2, 0)])
def test_ard_ri_gift_and_plunder_words_for_every_kind_of_name(giver, target):
    from tabletop.core.actions import Action
    from tabletop.games.ard_ri.words import describe, notice_words

    line = notice_words(Notice("gift", (giver, target, 20, 19)), _ODD_NAMES)
    assert line is not None and not _BAD_POSSESSIVE.search(line), line
    assert line[0].isupper()
    s = ARD_RI.new_game(MatchConfig("ard_ri", 4, 1, {}))
    plunder = Action("plunder", giver, (0,), f"field/{target}", f"field/{giver}", "")
    words = describe(s, plunder, _ODD_NAMES)
    assert not _BAD_POSSESSIVE.search(words), words
    assert notice_words(Notice("gift", (0, 1, 20, 19)), ["You", "Dara"]) == "Your gift of 20 is more than Dara's 19"
    assert notice_words(Notice("gift", (1, 0, 20, 19)), ["You", "Dara (AI)"]) == \
        "The gift of 20 from Dara (AI) is more than your 19"


def test_places_sheets_and_refusals_for_a_bracketed_name():
    """The caption of a held card's place, Treasure's sheet line for another's group, Hyrule's
    refusal of a drop on another's place."""
    from tabletop.ui.table.placewords import place_words

    deck = ARD_RI.deck(MatchConfig("ard_ri", 2, 1, {}))
    assert place_words("field/1", "Cattle Field", 1, 0, ["You", "Dara (AI)"], deck) \
        == "the Cattle Field of Dara (AI)"
    s = HYRULE.new_game(MatchConfig("hyrule", 2, 1, {}))
    seat = HYRULE.to_act(s)
    card = s.hands[seat][0]
    refusal = HYRULE.why_not(s, seat, card, f"play/{1 - seat}", _ODD_NAMES[1:3] if seat == 1 else _ODD_NAMES[1::-1])
    assert refusal and not _BAD_POSSESSIVE.search(refusal), refusal


@pytest.mark.parametrize(("rules", "cfg"), [
    (HYRULE, MatchConfig("hyrule", 4, 2, {"rounds": 3, "tie": "runoff"})),
    (KELTIS, MatchConfig("keltis", 4, 3)),
    (SEANCHAI, MatchConfig("seanchai", 4, 3, {"teams": "on"})),
    (TREASURE, MatchConfig("treasure", 4, 4, {"hands": 1})),
    (ARD_RI, MatchConfig("ard_ri", 4, 6, {"rounds": 6})),
])
def test_no_narration_glues_a_possessive_to_a_bracket_or_to_you(rules, cfg):
    for names in (_ODD_NAMES, _ODD_NAMES[::-1]):
        lines = _lines(rules, cfg, names)
        bad = [line for line in lines if _BAD_POSSESSIVE.search(line)]
        assert not bad, bad[:5]


@pytest.mark.parametrize("owner", _ODD_NAMES)
def test_treasure_sheet_names_another_players_group_for_every_kind_of_name(owner):
    """Another's group on a seat's sheet read "Run 3–6 (Dara (AI)'s)", or "(You's)"."""
    from tabletop.core.ids import ALL
    from tabletop.games.treasure.deck import CODE
    from tabletop.games.treasure.gods import flags
    from tabletop.games.treasure.table.score import seat_sheet

    card = CODE.index  # one deck: each code once

    s = TREASURE.new_game(MatchConfig("treasure", 2, 4, {}))
    run = ("run", (card("3F"), card("4F"), card("5F"), card("6F")), (13, 14, 15, 16), (0, 0, 0, 1))
    s = s._replace(groups=((run,), ()), hands=((), ()), stage="scored", flags=flags((run,)))
    (title,) = [g.title for g in seat_sheet(TREASURE.view(s, ALL), 1, [owner, "Ciara"]).groups]
    assert not _BAD_POSSESSIVE.search(title), title
    assert title == {"You": "Your run 3–6", "James": "James' run 3–6", "Dara (AI)": "The run 3–6 of Dara (AI)",
                     "Maximiliana-Theodora (AI)": "The run 3–6 of Maximiliana-Theodora (AI)"}[owner]
    # and the log line and button of a card added to that run
    from tabletop.core.actions import Action
    from tabletop.core.names import seats_named
    from tabletop.games.treasure.words import describe, narrate

    add = Action("add", 1, (card("7F"),), "hand/1", "group/0/0", None)
    line = narrate(s, add, [owner, "Ciara"])
    label = seats_named(describe(s, add), [owner, "Ciara"])
    assert not _BAD_POSSESSIVE.search(line) and not _BAD_POSSESSIVE.search(label), (line, label)
    from tabletop.core.names import whose

    assert line.endswith(" to " + whose(owner, "run")) and label.endswith(" to " + whose(owner, "run"))
