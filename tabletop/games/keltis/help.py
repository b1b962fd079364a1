"""Keltis' in-app rules, in our own words (seed + shared/rules/keltis.md decisions)."""

RULES_TEXT = """\
# Keltis
A card game for 2 to 4 players. Build long rows of one colour, each going up or down, collect wishing stones, and avoid short rows: a row of one to three cards costs points.

# The cards
- 80 number cards in five colours (Green, Yellow, Red, Pink, Blue). Each colour has one each of 0, 1, 2, 8, 9 and 10 and two each of 3, 4, 5, 6 and 7.
- 10 End cards, two per colour. They have no value.
- 11 Point cards with grey values 0 to 10.
- 9 Wishing Stones numbered 1 to 9. They lie face up in the middle and are never shuffled in.

# Setup
The 101 number, End and Point cards are shuffled. With two players, 30 of them are set aside unseen for the whole game. Everyone gets 8 cards and the rest is the face-down draw pile (55 cards with two players, 77 with three, 69 with four). There are six discard piles: one per colour and one for Point cards. The first player is picked at random, or chosen at setup; play goes clockwise.

# Your turn
First make exactly one play, then draw back up to 8.
- Discard one card onto its discard pile.
- Claim a wishing stone: discard two number cards of the same value (any colours, even the same colour) and take the stone with that number, if it is still there. 0s and 10s have no stone. Point cards and End cards cannot be used. After a claim you draw two cards.
- Play a number card to your row of its colour (you have at most one row per colour). Any card starts a row. The row's direction is fixed by the first card whose value differs from the row's first card: up if it is higher, down if it is lower. After that every card must be equal or higher (up) or equal or lower (down). So after 5, 5 a 3 is allowed, and then only 3 or lower.
- Play an End card to your row of its colour, at any time, even as the row's first card. The row is then closed: only the second End card of that colour may follow.
- Play a Point card to your own Point row (1 point each, in any order), or onto one of your colour rows whose last number card has the Point card's grey value and which has no End card. There it counts as a card of that row.
Then draw, one card at a time: from the draw pile, or the top card of any discard pile. You may never take back a card you discarded this turn. A card taken from a discard pile stays known to everyone while it is in your hand.

# End of the game
The game ends at once:
- when an End card makes the fifth row, counting every player's rows, that holds an End card (a second End card in the same row does not count again). The player who played it does not draw.
- when someone draws the last card of the draw pile. If they had a second card to draw, it is lost.
Then every player, starting with the next player and ending with the one who ended the game, may make up to two more plays to their rows or Point row: no discards, no stones, no drawing. By default these plays may only go on rows that already hold a card.

# Scoring
Each colour row scores by its number of cards, End and Point cards included: 1 card −4, 2 cards −3, 3 cards −2, 4 cards 1, 5 cards 2, 6 cards 3, 7 cards 6, 8 cards 7, 9 or more 10. A colour you never started scores 0.
Each card in your Point row scores 1.
Wishing stones: none −4, one −1, two 0, three 4, four 6, five or more 10.
The highest total wins; tied players share the win.

# Options
- Final plays: existing rows only (default, as the published rules say), or they may also start new rows.
- End by End cards: five ended rows across all players (default), or End cards in all five colours.
- First player: random (default) or a chosen seat.

# Where the published rules are silent
- Only two number cards of equal value 1 to 9 can claim a stone. Two Point cards never share a value, and a number card never pairs with a Point card.
- With a stone claim and one card left in the draw pile, you may take a discard first and then the last card, ending the game with 8 cards; taking the last card first ends it with 7.
- The End-card trigger counts rows (player and colour), not colours, unless the option says otherwise.
- Final plays go clockwise from the player after the one who ended the game; a player may stop early with 'done'.
- No endless stalling: if nobody has drawn from the draw pile for four full rounds (four turns each), the player about to draw must take at least one card from the draw pile this turn. This keeps the end of the game coming even if everyone keeps swapping discards.
- With two players, the 30 set-aside cards are taken from the bottom of the shuffled deck and nobody ever sees them.
- Writing moves down (the move log, saved games, the command line): discard R5, claim R5 G5, play R5, play RE, play W6 R (Point card onto your Red row), play W6 points, draw deck, draw R, draw W, done.
"""
