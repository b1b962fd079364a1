"""Kit's in-app rules (a test-only game: it exercises the table kit, it is not for play)."""

RULES_TEXT = """\
# Kit (test game)
A small game for 2 to 8 players that uses every part of the table kit: gathering cards in steps, answers out of turn, teams, groups that appear on the table and hidden cards of a known kind. It is not offered in the game picker.

# The cards
- 40 number cards, Ace to 10 in four suits.
- 12 court cards (Jack, Queen, King). Each player gets one face down as a guard; nobody else sees it, but everyone knows it is a court card. The other court cards stay out of play, unseen.

# Setup
Everyone gets 5 number cards (4 with 7 or 8 players). The rest of the number cards are the face-down stock.

# Your turn
- Draw the top card of the stock, or, when the stock is empty, pass.
- Or table a group, one card at a time: pick cards from your hand, then table them as a set (2 or more cards of one rank) or a run (3 or more consecutive ranks of one suit, Ace low). You may only pick a card that can still become part of a set or run with the cards you have; take cards back with Undo.

# Answers
When a group is tabled, the next player may answer it with a card of the same rank as one of the group's cards (it goes to the discard pile), or let it be. An answer may itself be answered, by the player who was answered, with a card of the answer's rank, and so on. When someone lets it be, everything is settled from the last answer back: an answer cancels what it answered. A group that stands scores one point per card for its owner; a group cancelled by an answer scores for the player who answered it. Every player is asked, whether or not they hold a matching card.

# End of the game
The game ends when a player's hand is empty at the end of a turn, or when everyone has passed in a row. Guards are turned up and score: Jack 1, Queen 2, King 3. Highest score wins; ties share.

# Options
- Teams (4, 6 or 8 players only): partners sit opposite each other and share one score.
"""
