"""Treasure's metadata and constants: the options (T14's house rules among them), the hand
size, T-37's quiet rounds, T-26's rebuilds, T12's target, the stage names, and the options
resolved for a match (T-34's deck count). Pure data; the state record (``state.py``) takes
its defaults from here, ``rules.py`` plays it."""

from __future__ import annotations

from typing import Any

from ...core.rules import ChoiceLimit, GameMeta, MatchConfig, OptionSpec, check_config, seat_limits
from . import gods as gd

HAND_CARDS = 9
QUIET_ROUNDS = 3  # T-37: a hand ends after 3 × players turns in a row without progress
MAX_REBUILDS = 2  # T-26
TARGET = 100  # T12
MANY = (5, 6, 7, 8)
ONE_DECK_REASON = ("One deck is not enough for 5–8 players: nine cards each would leave almost "
                   "no draw pile, so play with two decks")

META = GameMeta(
    game_id="treasure",
    title="Treasure",
    min_players=2,
    max_players=8,
    pitch="Table sets, runs and colours of the Viashi deck; 27 god effects change the scoring.",
    rules_version=2,  # 2: T-37's no-progress end replaces the 40-turn cap
    options=(
        OptionSpec("decks", "Decks", "Auto: one deck for 2–4 players, two for 5–8; 3 or 4 players "
                   "may choose two.", ("auto", 1, 2), "auto", ("Auto", "One deck", "Two decks"),
                   limits=(ChoiceLimit(1, (2, 3, 4), ONE_DECK_REASON),
                           ChoiceLimit(2, (3, 4, *MANY), "Two players always use one deck")),
                   stands_for=(("auto", (2, 3, 4), 1), ("auto", MANY, 2))),
        OptionSpec("second_gods", "Second gods", "With two decks, the second deck's god cards "
                   "are shuffled in too.", (True, False), True, ("In", "Out"), players=(3, 4, *MANY),
                   players_reason="The second gods need two decks (3–8 players)",
                   applies=(("decks", (2,)),)),
        OptionSpec("hands", "Hands", "The match ends at ±100 points (or the house rule's target) "
                   "or after this many hands; 1 is a single-hand game.", (12, 1, 3, 6), 12),
        OptionSpec("firstDealer", "First dealer", "Who deals the first hand: chosen at random, or "
                   "a given seat; the deal then passes on in the direction of play.",
                   ("random", *range(1, 9)), "random", ("Random", *(f"Seat {k}" for k in range(1, 9))),
                   limits=seat_limits(range(3, 9), 8, "the first dealer",
                                     "The first dealer is a seat at the table")),
        # house rules: the rules file's configuration flags (T14, T-39)
        OptionSpec("builderColorEffect", "Builder in a colour",
                   "The Builder in a colour lets runs of three be tabled (our reading), sets of "
                   "two, or does nothing (the text taken literally).",
                   ("runsOf3", "setsOf2", "literalNoop"), "runsOf3",
                   ("Runs of three", "Sets of two", "Nothing"), house_rule=True),
        OptionSpec("colorRunDoubleMembership", "Runs in colours",
                   "A card in a run inside a colour scores twice (colour and run), or once with "
                   "both multipliers.", (True, False), True, ("Scores twice", "Scores once"),
                   house_rule=True),
        OptionSpec("godsInMixedRuns", "Gods in runs",
                   "Gods join runs of ordinary cards at their equivalent rank, or only runs made "
                   "of gods.", (True, False), True, ("With any cards", "Gods only"),
                   house_rule=True),
        OptionSpec("multipliersApplyToHand", "Multipliers in hand",
                   "The gods' suit and Fool multipliers count on the table only, or on cards "
                   "left in hand too (rounded toward zero).", (False, True), False,
                   ("Table only", "Hand too"), house_rule=True),
        OptionSpec("maxRebuilds", "Rebuilds",
                   "How often a hand may shuffle the discard pile into a new draw pile; after "
                   "that an empty draw pile ends the hand.", (2, 0, 1, 3), 2, house_rule=True),
        OptionSpec("matchTarget", "Match target",
                   "The match ends after a hand in which someone has this many points or minus "
                   "as many.", (100, 50, 150, 200), 100, house_rule=True),
        OptionSpec("playDirection", "Direction",
                   "Turns, the deal and the Builder's draw go clockwise (to the left), or "
                   "counter-clockwise as in the elves' Viashi game.",
                   ("clockwise", "counterclockwise"), "clockwise",
                   ("Clockwise", "Counter-clockwise"), house_rule=True),
    ),
    notation="draw, take, take all, gather 5W, gather 3S as 7S, commit set|run|colour (or color), "
             "add 7F to 2/1 (seat 2's first group), discard 7F, deal (the next hand)",
)

DRAW, MELD, SCORED, OVER = "draw", "meld", "scored", "over"

#: the house-rule options that set bits of ``TState.house``: (key, value, bit)
_HOUSE_BITS = (("builderColorEffect", "setsOf2", gd.HOUSE_BUILDER_SETS_OF_2),
               ("builderColorEffect", "literalNoop", gd.HOUSE_BUILDER_NOOP),
               ("multipliersApplyToHand", True, gd.HOUSE_HAND_MULTIPLIERS),
               ("colorRunDoubleMembership", False, gd.HOUSE_SINGLE_MEMBERSHIP),
               ("godsInMixedRuns", False, gd.HOUSE_GODS_APART))


def auto_decks(players: int) -> int:
    """T-34: "Auto" is one deck for 2–4 players and two for 5–8 (the option's ``stands_for``,
    which the setup screen reads too)."""
    return META.option("decks").meaning("auto", players)


def resolved(cfg: MatchConfig) -> dict[str, Any]:
    """The options with T-34 applied: ``decks`` "auto" is one deck for 2–4 players and two
    for 5–8; one deck asked for with 5–8 players is refused with the reason, two decks with
    two players by the option's player counts."""
    opts = check_config(META, cfg)
    if opts["decks"] == "auto":
        opts["decks"] = auto_decks(cfg.num_players)
    return opts
