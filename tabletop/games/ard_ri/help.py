"""Ard Rí's in-app rules (our words; the basic game, with our decisions)."""

RULES_TEXT = """\
# Ard Rí
A card game of the early Celts for 2 to 5 players. Raise cattle, hide warriors, raid your neighbours and bind them to you as clients with gifts. The first to hold two clients (one in a 2-player game) is Ard Rí, the High King, and wins.

# The cards
- One 52-card deck for 2 players, two for 3 or 4, three for 5 (an option may change it). No Jokers.
- Ace to 10 are Cattle, worth 1 to 10. Jack, Queen and King are Noble Warriors; they have no cattle value. In a fight King beats Queen beats Jack.
- Suits: Spades (the Sword), Hearts (the Cauldron), Diamonds (the Stone), Clubs (the Spear).
- Reading our cards: a cream badge with a bull's head marks cattle (the Ace shows its value, 1); a dark badge with a shield and spears marks a warrior, with 1, 2 or 3 gold studs for Jack, Queen, King.

# Setup
Everyone gets 9 cards. Cattle Fields, Roundhouses, the Marches, the Wilderness and the Otherworld start empty.

# Wealth and the order of play
At the start of every season each player's wealth is counted: the two highest cattle of each suit in their Cattle Field, added up. The wealthiest acts first, then the next, and so on (not around the table). Ties keep last season's order; in the first season ties follow the seating from the dealer's left. Samhain keeps Autumn's order.

# The round
- Spring: play any number of cattle of one suit from your hand to your Cattle Field.
- Bealtaine: nothing happens in the basic game.
- Summer: play any number of warriors face down (unproven) into your Roundhouse.
- Autumn: the first player draws 1 card, the second 2, and so on: all from the Draw-Deck, or all from the Wilderness (you pick which; if it holds fewer, you take them all and nothing more).
- Samhain: first you may exile unproven warriors to the Wilderness (face up) and draw 2 cards for each. Then pay upkeep: discard cattle from your field worth at least 5 for each warrior left, with no change (you may not add a card you do not need). If you cannot pay, warriors desert to the Wilderness until you can, and you draw nothing for them.
- Winter: the order is counted again; each player takes one action or passes.
- End of Winter: warriors in the Marches go home face up (proven); stolen cattle join the raider's field.

# Winter actions
- Hunt: send any number of proven warriors to the Marches and draw 3 cards plus 1 for each.
- Raid: choose warriors (face up or down) and a target for each; they go to the Marches face up. Each target in turn (in the order you first named them) may block: each of their warriors at home may block one attacker aimed at them, one blocker per attacker. Blocked pairs fight: the higher rank kills the lower; equal ranks kill both; the dead go to the Otherworld for good. Each unblocked attacker then takes from its target's Cattle Field either all cattle of its own suit, or one cattle card of another suit (you choose the order and the card). If the target has none of its suit, it may only take one card of another suit; from an empty field it takes nothing. Blocked attackers take nothing, even if they won.
- Céilsine: choose an opponent who is not already your client and give a gift of exactly four cattle, one of each suit, from your hand and/or field. It is compared with the opponent's highest cattle card of each suit, from their field and their hand (the hand cards counted are shown). If the gift is greater, they become your client. If not, you may enforce it by sending warriors as in a raid: if at least one is not blocked, they become your client; otherwise (or if you do not enforce) the céilsine fails. Enforcers take no plunder. The opponent keeps the gift in their field in every case.

# Clients and victory
A player has at most one lord: a new lord replaces the old one, and if you make your own lord your client, you stop being theirs. Clients otherwise play on normally. The moment you hold two clients (one in a 2-player game) you are Ard Rí and win.

# The round limit
On by default: after 12 rounds (option: 6 to 30, or off) the most clients wins, then the highest wealth, then the most cards in the Cattle Field; remaining ties share the win. The score shows clients first, then wealth ("1 client · wealth 37").

# The Draw-Deck
When it runs out the Discard pile is shuffled into a new Draw-Deck; the Otherworld and the Wilderness never are. If both are empty, the rest of a draw is lost.

# At the table
- Drag a card to where it goes: Spring cattle to your Cattle Field, Summer warriors to your Roundhouse, exiles and deserters to the Wilderness, upkeep to the Discard pile, hunters to the Draw pile. Drag a raider onto the rival it raids, a blocker onto the attacker it blocks, gift cards onto the rival's field, a free raider onto the cattle it takes (onto the field: all of its suit). The cards you choose wait raised in "Chosen"; the button then says what happens to them, and dragging them on to where they go, or a click there, does it too. A click on a chosen card takes it back; Esc takes back the last one chosen.
- Your Cattle Field is grouped by suit; the two cards of each suit that count for wealth have a gold bar, with the suit's sum under them. Warriors you see face down are unproven (a closed eye), face up ones proven (an open eye).
- The season wheel shows the season and this season's order of play by wealth; a dashed gold line ties each client to their lord, its words on it ("Aoife's client").

# Where the published rules are silent
The reference sheet leaves these points open; this version plays them as follows:
- The order in which raid targets answer is the order in which the raider first named them.
- A card taken from the Wilderness, or shown for a céilsine, stays known to everyone while it is in a hand or face down in a Roundhouse.
- Where a face-down warrior lies in a Roundhouse row tells nothing: the others see the warriors they know first, then the backs; only the owner sees the row as laid.
- Desertion: exactly as many warriors as needed desert (the fewest that make the rest payable), of your choice, proven or not.
- Only the upkeep payer's Cattle Field pays upkeep; hand cards never do. A player who can pay may not let warriors desert instead.
- Every raided player is asked to block, even with no warriors at home: whose turn it is never gives away what a player holds.
- The dealer deals 9 cards to each player, starting with the player after the dealer.
- Round limit Off still stops after 100 rounds, so that every game ends.
- The céilsine gift is compared before it is put in the target's field.
- The published rules do not describe the court cards' special abilities, so this version plays without them (Bealtaine does nothing).

# House rules
The setup screen's "House rules" (closed at first) offer other readings of céilsine; the usual choice comes first.
- Gift from: your hand and your Cattle Field; or your hand only; or your field only.
- Gift must beat: the target's highest cattle of each suit in their field and their hand (the hand cards counted are shown); or in their field only (their hand stays hidden; a rival with few suits in the field is then easy to win, which is why this is not the usual choice).
"""
