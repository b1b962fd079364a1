"""Seanchaí's guided first game: two players, the first hand of four with Scéalta, Shamrocks and
Dark Powers on. The learner pairs from hand and from a flip, leaves a flip on the tableau,
counters the Púka with a Faery, completes the Táin for +40, plays a Shamrock, uses the Banshee,
goes out and sees the count; then the match goes on.

The learner (seat 0, left of the dealer: starts) holds Cú Chulainn, the Queen, Gáe Bolg, a
Shamrock, a Faery, the Banshee, Cliffs of Moher, Giant's Causeway, Brigid's Cross, Poulnabrone
Dolmen, Ardagh Chalice, Seanchaí and Niamh Chinn Óir. Fiachra holds the Púka and twelve cards;
the tableau is Oisín, War Chariot, Newgrange, Holy Well and Cross of Cong.
"""

from ...core.tutorial import Lesson, Tutorial

HAND, FIELD, TABLEAU = "hand/{me}", "field/{me}", "tableau"

TUTORIAL = Tutorial(
    players=2, seed=5, first=2, opponents=("Fiachra",),
    deck=("LEG-1", "ROL-2", "WAR-1", "SHM", "WLD-FAERY", "DRK-BANSHEE", "LAN-5", "LAN-6", "REL-5",
          "STO-6", "TRE-5", "ROL-6", "LEG-6",                              # the learner's hand
          "DRK-PUKA", "LAN-1", "LAN-2", "LAN-3", "REL-1", "REL-2", "TRE-1", "TRE-2", "STO-1",
          "STO-2", "WAR-2", "WAR-4", "ROL-1",                              # Fiachra's hand
          "LEG-5", "WAR-3", "STO-5", "REL-6", "TRE-6",                     # the tableau
          "ROL-5", "LEG-3", "WAR-5", "TRE-3", "LAN-4", "REL-3", "STO-3", "ROL-3", "LEG-2"),  # the flips
    steps=(
        Lesson("Pair cards from your hand with cards of the same suit on the table (the tableau) "
               "into your point field. Each card there scores 5 at the end of the hand, a Dark card "
               "−10. After 4 hands the highest total wins.", point=(HAND, TABLEAU),
               title="Welcome to Seanchaí"),
        Lesson("Each turn starts with one action. Pair: your Cú Chulainn is a Legend, like Oisín on "
               "the tableau. Drag Cú Chulainn onto Oisín: both go to your point field.",
               expect="pair LEG-1 LEG-5", point=(HAND, TABLEAU), title="Pair from your hand"),
        Lesson("Then discard one card face up to the tableau: the Cliffs of Moher.",
               expect="discard LAN-5", point=(HAND, TABLEAU),
               replies=("pair LAN-1 LAN-5", "discard LAN-2"), title="Discard"),
        Lesson("Fiachra paired his River Boyne with your Cliffs of Moher. Instead of pairing from "
               "your hand you may flip the top card of the draw pile: click it.",
               expect="flip", point=("draw",), title="Flip"),
        Lesson("You flipped the Brehon, a Role. A flipped card may pair with a card of its suit "
               "from your hand or the tableau: pair it with your Queen.",
               expect="pair ROL-5 ROL-2 hand", point=("flip", HAND), title="A flip that pairs"),
        Lesson("End your turn with a discard: the Giant's Causeway.", expect="discard LAN-6", point=(HAND, TABLEAU),
               replies=("pair REL-1 REL-6", "discard LAN-3"), title="Discard"),
        Lesson("Fiachra paired St. Patrick with the Holy Well. Flip again.", expect="flip",
               point=("draw",), title="Flip"),
        Lesson("The Children of Lir could pair with your Niamh Chinn Óir or your Faery, but keep "
               "those. Choose “Put it on the tableau”: a flipped card you do not pair goes there.",
               expect="leave", point=("flip", TABLEAU), title="A flip to the tableau"),
        Lesson("End your turn by discarding Brigid's Cross.", expect="discard REL-5", point=(HAND, TABLEAU),
               replies=("flip", "pair WAR-5 WAR-4 hand", "use DRK-PUKA on 1"), title="Discard"),
        Lesson("Fiachra used a Dark card on you, the Púka: it would send a human card from your "
               "point field back to your hand. A Faery counters it: choose “Counter with the "
               "Faery”. Your Faery goes to your point field and the Púka is gone.",
               expect="counter WLD-FAERY", point=(HAND, FIELD, "dark"), title="Counter a Dark card"),
        Lesson("Three cards of one story (a scéal; plural scéalta) in your point field score +40 "
               "at the count. Cú Chulainn, the Queen and Gáe Bolg tell the Táin (story 1): pair "
               "your Gáe Bolg with the War Chariot to complete it.", expect="pair WAR-1 WAR-3", point=(HAND, TABLEAU, FIELD),
               title="A story"),
        Lesson("After your action you may play Shamrocks from your hand. Each goes to your point "
               "field and flips a card. Play your Shamrock.", expect="shamrock SHM",
               point=(HAND, FIELD), title="A Shamrock"),
        Lesson("The Book of Kells could pair with your Ardagh Chalice; choose “Put it on the "
               "tableau” again.", expect="leave", point=("flip", TABLEAU), title="Not every pair"),
        Lesson("Now your discard. A Dark card is discarded by using it on an opponent: use the "
               "Banshee on Fiachra.", expect="use DRK-BANSHEE on 2", point=(HAND, "field/{next}"),
               title="Use a Dark card"),
        Lesson("Nothing counters the Banshee: it goes to Fiachra's point field (−10) and takes a "
               "human card out of it for this hand. Choose St. Patrick.", expect="target REL-1",
               point=("field/{next}",),
               replies=("flip", "pair LAN-4 LAN-2 tableau", "discard TRE-1"), title="Its ability"),
        Lesson("Your Poulnabrone Dolmen is Stonework, like Newgrange: pair them.", expect="pair STO-6 STO-5",
               point=(HAND, TABLEAU), title="Pair"),
        Lesson("Discard the Seanchaí. When your hand is empty the hand ends at once and you score "
               "+5 for going out.", expect="discard ROL-6", point=(HAND, TABLEAU),
               replies=("flip", "pair REL-3 REL-2 hand", "discard TRE-2"), title="Going out"),
        Lesson("Your Ardagh Chalice is a Treasure, like the Cross of Cong: pair them.", expect="pair TRE-5 TRE-6",
               point=(HAND, TABLEAU), title="Pair"),
        Lesson("Discard your last card and go out.", expect="discard LEG-6", point=(HAND, TABLEAU),
               title="Go out"),
        Lesson("Your 12 cards score 5 each; +40 for the Táin (the Scéalta line) and +5 for "
               "going out make 105. Fiachra loses 10 for the Banshee and 5 for each card left "
               "in his hand. Three more hands follow.", point=(FIELD, "field/{next}"), title="The count"),
    ),
    farewell="Three more hands against an Easy Fiachra. The Rules tab (F1) lists every story and "
             "Dark card.",
)
