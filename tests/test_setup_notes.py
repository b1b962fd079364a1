"""The setup screen's note under an option, for the choices a player count refuses, is one
clear sentence (a new player read "Not with 3 players: Seat 4. Seat 5. The first dealer is a
seat at the table." and "Not with 3 players: Seat 4. Seat 4 can be the first player only with
4 players."); and the options' words write a negative number with the minus sign, as the rest
of the app does (Seanchaí said "off: just -10")."""

from __future__ import annotations

import re

import pytest

from tabletop.core.rules import refused_choices, refused_note
from tabletop.games import REGISTRY

GAMES = sorted(g for g, p in REGISTRY.items() if not p.hidden)
HYPHEN_MINUS = re.compile(r"(?<![\w\d])-\d")


@pytest.mark.parametrize("game", GAMES)
def test_every_refused_choice_is_said_in_one_sentence(game):
    meta = REGISTRY[game].meta
    said = 0
    for n in range(meta.min_players, meta.max_players + 1):
        for spec in meta.options:
            refused = refused_choices(meta, spec.key, n)
            note = refused_note(meta, spec.key, n)
            assert bool(note) == bool(refused), (game, n, spec.key)
            if not note:
                continue
            said += 1
            assert note[0].isupper() and note.endswith(".") and not note.endswith(".."), note
            assert ". " not in note and "Not with" not in note, note  # one sentence
            seats = [v for v, limit in refused if limit.seat_of]
            if seats:
                assert f"must be one of the {n} players" in note, note
                numbers = {int(k) for k in re.findall(r"\d+", note.split(":", 1)[1])}
                if " to " in note:
                    lo, hi = sorted(numbers)
                    numbers = set(range(lo, hi + 1))
                assert numbers == {int(v) for v in seats}, note  # every seat beyond the table
    if any(spec.limits for spec in meta.options):
        assert said


def test_the_reported_notes_read_as_one_sentence():
    seanchai, keltis = REGISTRY["seanchai"].meta, REGISTRY["keltis"].meta
    assert refused_note(seanchai, "firstDealer", 3) == (
        "The first dealer must be one of the 3 players: Seats 4 and 5 are not at the table.")
    assert refused_note(keltis, "firstPlayer", 3) == (
        "The first player must be one of the 3 players: Seat 4 is not at the table.")
    assert refused_note(REGISTRY["hyrule"].meta, "youngest", 2) == (
        "The youngest player must be one of the 2 players: Seats 3 to 5 are not at the table.")
    assert refused_note(seanchai, "firstDealer", 5) == ""


@pytest.mark.parametrize("game", GAMES)
def test_option_words_use_the_minus_sign(game):
    for spec in REGISTRY[game].meta.options:
        for words in (spec.help, spec.players_reason, *(lim.reason for lim in spec.limits),
                      *spec.choice_labels):
            assert not HYPHEN_MINUS.search(str(words)), (game, spec.key, words)


@pytest.mark.parametrize("game", GAMES)
def test_every_games_rules_text_uses_the_minus_sign(game):
    """Seanchaí's "off: just -10" and Keltis' "1 card -4" used the hyphen."""
    assert not HYPHEN_MINUS.search(REGISTRY[game].rules_text)
