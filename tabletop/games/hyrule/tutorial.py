"""Hyrule's guided first game: two players, one stacked round that shows the suit circle, who
leads, a Tingle and a special card that beats it; the match then goes on for two more rounds.

The learner (seat 0, the youngest: leads the first trick) holds 9♠ 8♣ 4♥ A♠ JK K♦ 2♥; Ciara
holds 3♦ Q♥ 10♥ JK 7♠ 6♣ 5♦.
"""

from ...core.tutorial import Lesson, Tutorial

HAND = ("hand/{me}",)
TRICK = ("play/{me}", "play/{next}")

TUTORIAL = Tutorial(
    players=2, seed=7, options={"rounds": 3, "variant": "strategy"}, first=1,
    deck=("9S", "8C", "4H", "AS", "JK", "KD", "2H", "3D", "QH", "10H", "JK", "7S", "6C", "5D"),
    opponents=("Ciara",),
    steps=(
        Lesson("Hyrule is a trick game. Each trick, everyone plays one card and the best card "
               "captures them all. Whoever has captured the most cards after 7 tricks wins the round.",
               point=HAND, title="Welcome to Hyrule"),
        Lesson("You are the youngest, so you lead the first trick. Drag the 9♠ to the middle of the "
               "table (or press Tab to reach it and Enter to play it).",
               expect="play 9S", point=HAND, replies=("play 3D",), title="Lead a card"),
        Lesson("Ciara's 3♦ took your 9♠. Suits beat each other in a circle: ♦ Rupees beat ♣ Bombs and "
               "♠ Swords, ♣ beat ♠ and ♥ Hearts, ♠ beat ♥, and ♥ beat ♦. Between suits the rank does "
               "not matter.", point=("won/{next}",), replies=("play QH",), title="The suit circle"),
        Lesson("Whoever has captured the most cards leads next, so Ciara led the Q♥. Bombs beat "
               "Hearts: win the trick with your 8♣.",
               expect="play 8C", point=HAND + ("play/{next}",), replies=(), title="Beat a suit"),
        Lesson("You each have 2 cards now. When captures are level, whoever won the last trick "
               "leads: that is you. Lead the 4♥.",
               expect="play 4H", point=HAND + ("won/{me}", "won/{next}"), replies=("play 10H", "play JK"),
               title="Who leads"),
        Lesson("In the same suit the higher card wins, so Ciara's 10♥ took your 4♥, and she led a "
               "Tingle (a Joker). A Tingle beats every card except four special ones: 3♥, A♠ (the "
               "Master Sword), 5♣ and 5♦ (the Blue Rupee). Beat it with your A♠.",
               expect="play AS", point=HAND + ("play/{next}",), title="A Tingle"),
        Lesson("The Master Sword took the Tingle. With several special cards and a Tingle in one "
               "trick, 3♥ beats A♠, which beats 5♣, which beats 5♦. Now lead your own Tingle.",
               expect="play JK", point=HAND, replies=("play 7S",), title="Special cards"),
        Lesson("Your Tingle won, so you lead again. Lead the K♦: Rupees beat Bombs and Swords, "
               "so only Hearts or a Tingle can take it.",
               expect="play KD", point=HAND, replies=("play 6C",), title="Round the circle"),
        Lesson("Ciara's 6♣ could not take your K♦. Lead your last card, the 2♥: against anything "
               "but a Tingle the special cards are ordinary cards, so a Heart beats even the Blue "
               "Rupee.",
               expect="play 2H", point=HAND, replies=("play 5D",), title="The last trick"),
        Lesson("Your 2♥ took her 5♦, the Blue Rupee: Hearts beat Rupees. "
               "You captured 10 cards to Ciara's 4 and won round 1: your name plate counts it. "
               "A new hand is dealt; the match is the best of 3 rounds. In the Strictly chance "
               "variant (chosen at setup) everyone picks a card face down and all flip together.",
               point=HAND, title="Winning"),
    ),
    farewell="Rounds 2 and 3 are yours to play against an Easy Ciara. Good luck!",
)
