"""Treasure's guided first game: two players, one hand. The learner tables a set with the Lady
(runs score double), takes the whole discard pile, tables a run and adds to it, sees Sadhbh's
Dark Lord cancel the Lady, goes out with a colour and reads the hand's score sheet; then the
match goes on.

The learner (seat 0, left of the dealer: starts) holds 1W 1F Lady 4S 5V 6L 2L 8L 9F; Sadhbh
holds DarkLord 2W 2F 3S 8W 3V 8V 1S 6F; the Wind 7 starts the discard pile.
"""

from ...core.tutorial import Lesson, Tutorial

HAND, GATHER = "hand/{me}", "pending/{me}"

TUTORIAL = Tutorial(
    players=2, seed=3, first=2, opponents=("Sadhbh",),
    deck=("1W", "1F", "Lady", "4S", "5V", "6L", "2L", "8L", "9F",          # the learner's hand
          "DarkLord", "2W", "2F", "3S", "8W", "3V", "8V", "1S", "6F",      # Sadhbh's hand
          "7W",                                                            # the discard pile
          "3L", "7V", "4F", "5L"),                                         # the draws
    steps=(
        Lesson("Make groups of cards on the table: sets, runs and colours. Each turn: draw, meld "
               "as much as you like, then discard. Start by drawing: click the draw pile.",
               expect="draw", point=("stock",), title="Welcome to Treasure"),
        Lesson("A set is 3 or more cards of one rank. Your two Queens (rank 1) and the Lady, a god "
               "of rank 1, make one. Click the Wind Queen: it rises into your gathering place.",
               expect="gather 1W", point=(HAND, GATHER), title="Gather a set"),
        Lesson("Now the Flame Queen.", expect="gather 1F", point=(HAND, GATHER), title="Gather a set"),
        Lesson("And the Lady: gods are night-blue cards with a gold star.", expect="gather Lady",
               point=(HAND, GATHER), title="Gather a set"),
        Lesson("Press “Table them as a set”. A god acts from the moment it is on the table: the Lady in a "
               "set makes every run score double this hand, as the badge under the set says.",
               expect="commit set", point=(GATHER,), title="Table a set"),
        Lesson("End your turn with a discard: drag the Flame Fool onto the discard pile.",
               expect="discard 9F", point=(HAND, "discard"), replies=("draw", "discard 8W"),
               title="Discard"),
        Lesson("The discard pile holds the Wind 7, your Fool and Sadhbh's Wind 8. You may take "
               "its top card, or the whole pile: click a card under the top one (or choose "
               "“Take the whole discard pile”) to take all three.", expect="take all", point=("discard",),
               title="Take the whole pile"),
        Lesson("A run is 4 or more consecutive ranks in any suits. Gather 4, 5, 6 and 7: first the "
               "Stones 4.", expect="gather 4S", point=(HAND, GATHER), title="Gather a run"),
        Lesson("The Waves 5.", expect="gather 5V", point=(HAND, GATHER), title="Gather a run"),
        Lesson("The Leaves 6.", expect="gather 6L", point=(HAND, GATHER), title="Gather a run"),
        Lesson("The Wind 7.", expect="gather 7W", point=(HAND, GATHER), title="Gather a run"),
        Lesson("Press “Table them as a run”. With the Lady in your set, it scores double.",
               expect="commit run", point=(GATHER,), title="Table a run"),
        Lesson("You may add cards to your groups one at a time. Drag the Wind 8 onto your run: "
               "a run grows at its ends.", expect="add 8W to 1/2", point=(HAND, "group/{me}/1"),
               title="Add to a group"),
        Lesson("Drag the Fool onto the discard pile again.", expect="discard 9F", point=(HAND, "discard"),
               replies=("draw", "gather DarkLord", "gather 2W", "gather 2F", "commit set",
                        "discard 8V"), title="Discard"),
        Lesson("Sadhbh tabled the Dark Lord in a set: runs score half. Half and double together "
               "make no change, so your run scores as usual again. Draw.", expect="draw",
               point=("group/{next}/0", "stock"), title="A god cancels a god"),
        Lesson("A colour is 4 or more cards of one suit. You hold four Leaves: gather the 2.",
               expect="gather 2L", point=(HAND, GATHER), title="Gather a colour"),
        Lesson("The Leaves 3.", expect="gather 3L", point=(HAND, GATHER), title="Gather a colour"),
        Lesson("The Leaves 5.", expect="gather 5L", point=(HAND, GATHER), title="Gather a colour"),
        Lesson("The Leaves 8.", expect="gather 8L", point=(HAND, GATHER), title="Gather a colour"),
        Lesson("Press “Table them as a colour”. Your hand is then empty: you go out and the hand ends at "
               "once, with no discard.", expect="commit colour", point=(GATHER,),
               title="Go out"),
        Lesson("Every table card scores 4 per group, times the gods' multipliers; each card left "
               "in hand costs its rank (a god 9). You made 48; Sadhbh's set made 12, less 24 for "
               "the six cards in her hand.",
               title="The score sheet"),
    ),
    farewell="Play on against an Easy Sadhbh: the match ends after a hand that takes anyone to 100 "
             "points or to −100, or after 12 hands, and the highest total wins. Scores (M) shows the "
             "match.",
)
