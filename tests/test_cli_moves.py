"""A move the command line cannot take says why (issue 23, item 8): text that names no card of
the deck is "not a Seanchaí move", with the right article ("not an Ard Rí move"); a well-formed
move that is not legal gives the game's own ``why_not`` sentence for the card it names, or what
that card or the seat may do now; ``commit color`` and ``commit colour`` are one move; the
notation summaries name ``next`` and ``deal``."""

from __future__ import annotations

import pytest

from tabletop.__main__ import main
from tabletop.core.actions import IllegalAction
from tabletop.core.match import Match
from tabletop.core.notation import move_noun
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY


def run_line(tmp_path, capsys, game: str, line: str, *extra: str) -> str:
    moves = tmp_path / "moves.txt"
    moves.write_text(line + "\n")
    assert main(["run", game, "--moves", str(moves), *extra]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    return err


def test_articles():
    assert move_noun("Ard Rí") == "an Ard Rí move"
    assert move_noun("Seanchaí") == "a Seanchaí move"
    assert move_noun("Hyrule") == "a Hyrule move"


def test_an_unknown_card_is_not_a_move_of_the_game(tmp_path, capsys):
    err = run_line(tmp_path, capsys, "seanchai", "pair LEG-99 LEG-3")
    assert err == "tabletop run: line 1: 'pair LEG-99 LEG-3' is not a Seanchaí move: no card is called LEG-99"
    err = run_line(tmp_path, capsys, "treasure", "gather ZZ")
    assert err.endswith("'gather ZZ' is not a Treasure move: no card is called ZZ")


def test_text_that_is_no_move_names_the_game_with_its_article(tmp_path, capsys):
    err = run_line(tmp_path, capsys, "ard_ri", "bogus")
    assert "'bogus' is not an Ard Rí move (" in err


def test_a_well_formed_illegal_move_names_the_rule_it_broke(tmp_path, capsys):
    """Keltis after a play: the turn's draw is due, so a card in hand has no move; the sentence
    is the table's own (``why_not``) for that card."""
    rules = REGISTRY["keltis"].rules
    m = Match(rules, MatchConfig("keltis", 2, 1, {"firstPlayer": "1"}))
    play = next(a for a in m.legal() if rules.format_action(a).startswith("play "))
    m.submit(play)
    held = next(c for c in m.state.hands[0])
    code = rules.deck(m.config).code(held)
    why = rules.why_not(m.state, 0, held, None)
    assert why.startswith("Now draw")
    err = run_line(tmp_path, capsys, "keltis", f"{rules.format_action(play)}\nplay {code}",
                   "--option", "firstPlayer=1")
    assert err == f"tabletop run: line 2: 'play {code}' is not legal now. {why}"


def test_a_card_with_other_moves_lists_them(tmp_path, capsys):
    rules = REGISTRY["keltis"].rules
    m = Match(rules, MatchConfig("keltis", 2, 1, {"firstPlayer": "1"}))
    discard = next(a for a in m.legal() if rules.format_action(a).startswith("discard "))
    code = rules.format_action(discard).split()[1]
    with pytest.raises(IllegalAction) as refused:
        rules.parse_action(m.state, f"claim {code} {code}")
    said = str(refused.value)
    assert f"With {code} you may: " in said and f"discard {code}" in said


def test_a_card_nowhere_in_sight_is_said_so(tmp_path, capsys):
    rules = REGISTRY["hyrule"].rules
    m = Match(rules, MatchConfig("hyrule", 2, 1, {}))
    hand = {rules.deck(m.config).code(c) for c in m.state.hands[0]}
    missing = next(c for c in ("7H", "8H", "9H", "10H", "7S", "8S", "9S") if c not in hand)
    err = run_line(tmp_path, capsys, "hyrule", f"play {missing}")
    assert err.endswith(f"'play {missing}' is not legal now. No {missing} is where you could use it.")


def test_commit_color_and_commit_colour_are_one_move():
    rules = REGISTRY["treasure"].rules
    rng = Rng(5)
    for seed in range(1, 40):
        m = Match(rules, MatchConfig("treasure", 2, seed, {}))
        for _ in range(400):
            if m.is_over:
                break
            colour = [a for a in m.legal() if rules.format_action(a) == "commit colour"]
            if colour:
                assert rules.parse_action(m.state, "commit color") == colour[0]
                assert rules.parse_action(m.state, "Commit  COLOUR") == colour[0]
                return
            legal = m.legal()
            gathers = [a for a in legal if rules.format_action(a).startswith("gather")]
            m.submit(rng.choice(gathers or legal))
    raise AssertionError("no position with a colour to table was found")


def test_the_notation_summaries_name_next_and_deal(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    treasure = next(line for line in out.split("\n") if "notation:" in line and "gather 5W" in line)
    seanchai = next(line for line in out.split("\n") if "notation:" in line and "pair LEG-1" in line)
    assert "deal" in treasure and "color" in treasure
    assert "next" in seanchai
