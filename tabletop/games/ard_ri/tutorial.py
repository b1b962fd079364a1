"""Ard Rí's guided first game: three players, the first year. The learner puts cattle in the
field (wealth orders the play), hides warriors, draws, pays upkeep, blocks Brian's raid (the
King kills the Jack), offers Brian a gift that falls short and enforces it: Brian becomes the
learner's client. What wins is told; then the game goes on.

Orla deals, so the learner (seat 0) acts first while all wealth is level. The learner holds
9♥ 8♥ 5♥ 2♠ 3♦ 4♣ K♠ Q♦ 6♠; Brian 10♦ 9♦ 7♦ J♠ 4♥ 2♣ 6♥ 3♠ 8♣; Orla 10♣ 9♣ 5♣ Q♥ 2♦ 3♥ 4♠ 6♦ 7♠.
"""

from ...core.tutorial import Lesson, Tutorial

HAND, FIELD, HOUSE, CHOSEN = "hand/{me}", "field/{me}", "roundhouse/{me}", "pending/{me}"

TUTORIAL = Tutorial(
    players=3, seed=2, first=3, opponents=("Brian", "Orla"),
    deck=("9H", "8H", "5H", "2S", "3D", "4C", "KS", "QD", "6S",      # the learner's hand
          "10D", "9D", "7D", "JS", "4H", "2C", "6H", "3S", "8C",     # Brian's
          "10C", "9C", "5C", "QH", "2D", "3H", "4S", "6D", "7S",     # Orla's
          "2D", "3C", "4D", "7C", "6D", "AS"),                       # the autumn draws
    steps=(
        Lesson("Ard Rí is a year of seasons. Raise cattle, hide warriors, raid, and bind rivals to "
               "you as clients with gifts: with three players, the first to hold two clients is the "
               "High King and wins. Spring: put cattle of one suit from your hand in your field. "
               "Drag the 9♥ up to your Cattle Field.", expect="gather 9H", point=(HAND, FIELD),
               title="Spring: cattle"),
        Lesson("It waits, raised, among your Chosen cards. Add the 8♥.", expect="gather 8H",
               point=(HAND, CHOSEN), title="Spring: cattle"),
        Lesson("And the 5♥: any number, all of one suit.", expect="gather 5H", point=(HAND, CHOSEN),
               title="Spring: cattle"),
        Lesson("Put them in your field (the button, or drag the Chosen cards onto it). Wealth is "
               "the two highest cattle of each suit in your field: 9 + 8 = 17. The wealthiest acts "
               "first in each season.", expect="commit cattle", point=(CHOSEN, FIELD),
               replies=("gather 10D", "gather 9D", "gather 7D", "commit cattle",
                        "gather 10C", "gather 9C", "gather 5C", "commit cattle",
                        "gather JS", "commit warriors", "gather QH", "commit warriors"),
               title="Wealth"),
        Lesson("Bealtaine, the May feast between Spring and Summer, asks nothing of anyone in this "
               "game. Brian and Orla (19 each) were wealthier, so they hid warriors first this "
               "Summer. Warriors are Jacks, Queens and Kings. Choose your King of Spades for your "
               "Roundhouse.",
               expect="gather KS", point=(HAND, HOUSE), title="Summer: warriors"),
        Lesson("And the Queen of Diamonds.", expect="gather QD", point=(HAND, CHOSEN),
               title="Summer: warriors"),
        Lesson("Hide them face down in your Roundhouse: nobody else knows what they are. A hidden "
               "warrior is unproven; once it goes out to raid or to block, it is turned face up: "
               "proven.",
               expect="commit warriors", point=(CHOSEN, HOUSE), replies=("draw", "draw"),
               title="Summer: warriors"),
        Lesson("The first player draws 1 card, the second 2, the third 3. You are third: "
               "draw your 3 from the Draw-Deck.", expect="draw", point=("deck",),
               replies=("keep", "gather 7D", "commit pay", "keep", "gather 5C", "commit pay"),
               title="Autumn: draw"),
        Lesson("Each warrior costs cattle worth 5 or more in upkeep. You could first "
               "exile unproven warriors to the Wilderness and draw 2 for each; keep both.",
               expect="keep", point=(HOUSE,), title="Samhain: upkeep"),
        Lesson("Two warriors cost at least 10, paid from your field with no change. Choose the 8♥.",
               expect="gather 8H", point=(FIELD, CHOSEN), title="Samhain: upkeep"),
        Lesson("And the 5♥: 13, and neither card could be left out.", expect="gather 5H",
               point=(FIELD, CHOSEN), title="Samhain: upkeep"),
        Lesson("Pay them to the Discard pile.", expect="commit pay", point=(CHOSEN, "discard"),
               replies=("gather JS at 1", "commit raid"), title="Samhain: upkeep"),
        Lesson("One action each. Brian raids you with a warrior, now face up in the "
               "Marches: unblocked, it would take your cattle. Block it: drag your King onto his "
               "Jack.", expect="gather KS on JS", point=(HOUSE, "marches"), title="Winter: a raid"),
        Lesson("Blocked pairs fight: the higher rank kills the lower, and a blocked raider takes "
               "nothing. Press “Block with it”.", expect="commit block", point=(CHOSEN, "marches"),
               replies=("pass",), title="Winter: a raid"),
        Lesson("Your King sent Brian's Jack to the Otherworld for good. Now your action: seek "
               "céilsine over Brian, to make him your client: offer him a gift. Drag a cattle card onto "
               "his field, or press “Offer a gift…” and choose him.", expect="ceilsine 2", point=(HAND, "field/{next}"),
               title="Winter: céilsine"),
        Lesson("Exactly four cattle, one of each suit, from your hand or field. Choose "
               "the 2♠.", expect="gather 2S", point=(HAND, CHOSEN), title="A gift"),
        Lesson("The 3♦.", expect="gather 3D", point=(HAND, CHOSEN), title="A gift"),
        Lesson("The 4♣.", expect="gather 4C", point=(HAND, CHOSEN), title="A gift"),
        Lesson("And the 9♥ from your field.", expect="gather 9H field", point=(FIELD, CHOSEN),
               title="A gift"),
        Lesson("Press “Give the gift”. It must be worth more than Brian's highest cattle of each suit, from his "
               "field and hand: the hand cards that count are turned up, and the message adds them all up. "
               "Your 18 falls short of his 27.",
               expect="commit gift", point=(CHOSEN, "field/{next}"), title="A gift"),
        Lesson("A gift that falls short can be enforced: send warriors as in a raid. If one gets "
               "through unblocked, Brian is your client. Choose your Queen.", expect="gather QD",
               point=(HOUSE, CHOSEN), title="Enforce it"),
        Lesson("Press “Send it to enforce the gift”: Brian has no warrior left at home to block.", expect="commit enforce",
               point=(CHOSEN, "marches"), replies=("decline",), title="Enforce it"),
        Lesson("Brian is your client: a dashed gold line ties him to you. He keeps your gift in his "
               "field, so he is wealthier now. One more client and you are Ard Rí. After 12 rounds, "
               "the most clients wins, then the greatest wealth.", point=("field/{next}",),
               title="What wins"),
    ),
    farewell="The year goes on against Easy rivals: one more client makes you the High King.",
)
