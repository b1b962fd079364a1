"""Keltis' guided first game: two players; the learner starts a Red row, fixes its direction,
lays a Point card on it, claims a wishing stone with a pair and closes the row with an End card;
the game ending and the scoring table are told; then the game goes on.

The learner (seat 0, first to play) holds R3 R5 W5 G7 Y7 RE B9 P2 and draws R8 first; Niamh
holds B2 B4 B6 B7 G0 Y10 P3 W1.
"""

from ...core.tutorial import Lesson, Tutorial

HAND = ("hand/{me}",)
RED = ("row/{me}/R",)
DRAW = ("draw",)

TUTORIAL = Tutorial(
    players=2, seed=11, first=1, opponents=("Niamh",),
    deck=("R3", "R5", "W5", "G7", "Y7", "RE", "B9", "P2",     # the learner's hand
          "B2", "B4", "B6", "B7", "G0", "Y10", "P3", "W1",    # Niamh's hand
          "R8", "G9", "B10", "P6", "Y1", "Y8", "G4", "P10", "B0", "R1", "G10", "Y9", "P1"),
    steps=(
        Lesson("Keltis is about long rows. Each colour you play makes a row in front of you that "
               "goes up or down. Long rows score, short ones cost points. Each turn you make one "
               "play, then draw back up to 8 cards.", point=HAND, title="Welcome to Keltis"),
        Lesson("Any card starts a row. Drag your Red 3 up to your Red row, or click it and then "
               "the row (keys: Tab to it, Enter, and Enter again on the row).", expect="play R3",
               point=HAND + RED, title="Start a row"),
        Lesson("Now draw back up to 8: click the draw pile. You could also take the top card of "
               "any discard pile.", expect="draw deck", point=DRAW,
               replies=("play B2", "draw deck"), title="Draw"),
        Lesson("You drew the Red 8. The second card that differs from the first fixes a row's "
               "direction: play the Red 5 and your Red row goes up. After it, only 5 or higher.",
               expect="play R5", point=HAND + RED, title="Up or down"),
        Lesson("Click the draw pile again: back up to 8 cards.", expect="draw deck", point=DRAW, replies=("play B4", "draw deck"),
               title="Draw"),
        Lesson("Grey Point cards go to your Point row (1 point each), or onto a colour row whose "
               "last number card has the same value. Your Red row ends in a 5: lay the grey 5 on it, "
               "and it counts as a Red card.", expect="play W5 R", point=HAND + RED,
               title="A Point card"),
        Lesson("Click the draw pile.", expect="draw deck", point=DRAW, replies=("play B6", "draw deck"), title="Draw"),
        Lesson("Two number cards of the same value claim the wishing stone of that value. You hold "
               "two 7s: discard them together to take Wishing Stone 7 (drag one 7 onto the other, "
               "or onto the stone).", expect="claim G7 Y7", point=HAND + ("stones",),
               title="A wishing stone"),
        Lesson("After a claim you draw two cards. Draw the first.", expect="draw deck", point=DRAW,
               title="Draw two"),
        Lesson("And the second.", expect="draw deck", point=DRAW,
               replies=("discard P3", "draw deck"), title="Draw two"),
        Lesson("Stones score at the end: none costs 4 points, three or more earn. Niamh "
               "discarded a Pink 3. Now add your Red 8: the row goes up, so 8 fits after the 5.",
               expect="play R8", point=HAND + RED + ("stones/{me}",), title="Keep building"),
        Lesson("Click the draw pile.", expect="draw deck", point=DRAW, replies=("play B7", "draw deck"), title="Draw"),
        Lesson("An End card closes a row of its colour: play the Red End card. The game ends at "
               "once when the fifth row in play gets an End card, or when the draw pile runs out.",
               expect="play RE", point=HAND + RED, title="Close a row"),
        Lesson("Click the draw pile once more.", expect="draw deck", point=DRAW, title="Draw"),
        Lesson("Each colour row scores by its number of cards: 1 card −4, 2 cards −3, 3 cards −2, 4 cards 1, "
               "5 cards 2, 6 cards 3, 7 cards 6, 8 cards 7, 9 or more 10. Your Red row of 5 scores 2. "
               "Wishing stones: none −4, one −1, two 0, three 4, four 6, five or more 10.",
               point=RED + ("stones/{me}",), title="Scoring"),
    ),
    farewell="Play on against an Easy Niamh: build long rows and gather stones. The scores tab (M) "
             "counts as you go.",
)
