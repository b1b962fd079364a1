"""Treasure's in-app rules, in our own words (seed 004 + shared/rules/treasure.md decisions)."""

RULES_TEXT = """\
# Treasure
A game of the Viashi deck for 2 to 8 players (two decks from 5 players). Table sets, runs and colours; the god cards you table change how everything scores. A match lasts until someone reaches +100 or −100 points, or 12 hands.

# The cards
- Five suits of nine cards: Winds (white), Flames (red), Stones (purple), Waves (blue), Leaves (green). Ranks 1 Queen, 2 King, 3 Prince, 4 Princess, 5 Warrior, 6 Merchant, 7 Worker, 8 Magician, 9 Fool.
- Nine god cards, a sixth suit, each at its equivalent rank: 1 Lady, 2 Dark Lord, 3 Builder, 4 Thief, 5 Protectress, 6 Seductress, 7 Minion, 8 Friend, 9 Changeling.
- With two decks every card appears twice; the second deck's gods may be left out (option).
- Every suit has its own sign as well as its colour: Winds a gust, Flames a flame, Stones a cut stone, Waves a breaking wave, Leaves a leaf; gods are night-blue cards with a gold star. The big number in the corner is the rank (a god's equivalent rank).
- Cards a god can let change carry that god's badge in two corners: the Thief's mask or the Changeling's butterfly, with a colour wheel (may change colour) or an up-down arrow (may change rank). The badge is printed on the card; the card is a changing card only while that god's effect is active.

# A hand
Everyone gets 9 cards; one card starts the face-up discard pile, the rest is the draw pile. The player left of the dealer starts; play goes clockwise; the dealer moves one seat each hand.

# Your turn
- Draw: the top card of the draw pile, the top discard, or the whole discard pile.
- Meld, as often as you like: table a new group, or add one card at a time to one of your groups. A group is built one card at a time: pick cards from your hand (only cards that can still complete a group), then table them as a set, a run or a colour. Changing cards get their new identity as you pick them.
- Discard one card. A card you took from the discard pile stays known to everyone while you hold it.

# Groups
- Set: 3 or more cards of one rank (gods count at their equivalent rank).
- Run: 4 or more consecutive ranks, any suits, gods mixed in at their rank; no wrap from 9 to 1. A run grows only at its ends.
- Colour: 4 or more cards of one suit (3 while the Builder is in a set). A colour whose ranks hold 4 or more consecutive ranks also contains a run: those cards (the first placed of each rank) count for the colour and for the run, and score twice.
- Tabled cards never move. You choose the type when several fit.

# The gods
A god's effect starts the moment it is on the table in that kind of group and lasts the whole hand.
- Lady: in a set, runs score double; in a run, anyone may add to other players' runs; in a colour, wind cards score double.
- Dark Lord: in a set, runs score half; in a run, he cancels all the Lady's effects (cards already added stay); in a colour, wind cards score half.
- Builder: in a set, colours of 3 may be tabled; in a run, every player draws 3 cards, starting with the player who tabled it (once a hand); in a colour, runs of 3 may be tabled.
- Thief: in a set, Warriors may change colour; in a run, stone cards may change rank; in a colour, cards left in hand score 0.
- Protectress: in a set, leaf cards score double; in a run, colours score double; in a colour, anyone may add to other players' colours.
- Seductress: in a set, leaf cards score half; in a run, colours score half; in a colour, she cancels all the Protectress's effects.
- Minion: in a set, he cancels all the Friend's effects; in a run, flame cards score half; in a colour, sets score half.
- Friend: in a set, anyone may add to other players' sets; in a run, flame cards score double; in a colour, sets score double.
- Changeling: in a set, wave cards may change rank; in a run, Fools (the Changeling too) score double; in a colour, Queens may change colour.
- Double and half together make no change. Two identical gods in the same place count once; with two decks an even number of cancelling gods cancels nothing.

# Adding to other players' groups
While the Lady (runs), the Protectress (colours) or the Friend (sets) allows it, you may add cards to other players' groups of that kind, one at a time. The card scores for you. A run inside someone's colour cannot be extended this way.

# End of a hand
The hand ends when a player's hand is empty after tabling (no discard needed; a Builder draw that refills it means they are not out) or after their discard; when the draw pile is empty at a draw and cannot be rebuilt (the discard pile, all but its top card, is shuffled into a new draw pile at most twice a hand, unless a house rule says otherwise); or when three rounds of turns in a row (3 × the number of players) have made no progress (below).

# Scoring a hand
- Every table card scores 4 for the player who placed it, per group it counts for, times the type's factor (set, run, colour), the suit's factor (wind, leaf, flame) and 2 for a Fool while the Changeling is in a run.
- Every card left in hand: minus its rank; gods and changing cards minus 9; everything 0 while the Thief is in a colour.
- The hand lies open until the next dealer deals.

# End of the match
After a hand in which someone has +100 or more or −100 or less, or after the last hand (12 by default), the highest total wins; ties share.

# Options
- Decks: one deck for 2–4 players, two for 5–8 (one deck is refused there: nine cards each would leave almost no draw pile); 3 or 4 players may choose two decks; 2 players always use one.
- Second gods: with two decks, the second deck's god cards may be left out (99 cards instead of 108).
- Hands: the match ends at ±100 points or after 12 hands (or 1, 3 or 6; 1 is a single-hand game).

# House rules
The published rules leave some points open; we play them as below, and the setup screen's "House rules" (closed at first) lets you choose another reading. The usual choice comes first.
- Builder in a colour: runs of three cards may be tabled; or sets of two; or nothing (the text read literally says "sets of three", which sets already are).
- Runs in colours: a card in a run inside a colour scores twice (once for the colour, once for the run); or once, with both multipliers (then half a point can occur: each player's table total is rounded toward zero).
- Gods in runs: gods join runs of ordinary cards at their equivalent rank (the Builder is a 3); or a run holds only gods or only ordinary cards.
- Multipliers in hand: the gods' suit and Fool multipliers count on the table only; or on cards left in hand too (a Wind 5 in hand is −10 while the Lady is in a colour; the total is rounded toward zero).
- Rebuilds: the discard pile may be shuffled into a new draw pile twice a hand; or 0, 1 or 3 times.
- Match target: ±100 points; or 50, 150 or 200.
- Direction: clockwise (the player to the dealer's left starts, the deal passes left, the Builder's draw goes left); or counter-clockwise, as in the elves' Viashi game.
- Runs never wrap around from 9 to 1: the published rules define no wrap-around, so there is no such choice.

# At the table
- Draw: click the draw pile; click the top discard (or drag it to your hand); click any other card of the discard pile to take all of it. The buttons say the same.
- Start a group: click cards in your hand; they rise into your gathering place. A card that may change asks which card it should be. Table them with "Table them as a set / run / colour" (only the types they make), by dragging them onto the empty place beside your groups or by clicking that place. A click on a chosen card takes it back; Esc takes the last one back.
- Add a card: drag it onto a group; the groups it may join glow (another player's too while a god allows it). A card that cannot go there flies back and says why.
- Discard: drag a card onto the discard pile. V over a pile, or a click on it when it means no move, lets you look through it.
- Under each group, a badge says what its gods do and which changed cards count as another ("7 of Stones as 6"). Scores (M) shows the match; when a hand is scored it opens by itself with every group, its multipliers and why, and the cards left in hand, for each player (click a name).

# Where the published rules are silent
- No progress: a turn makes progress if its player draws from the draw pile (the Builder's draw counts) or tables at least one card (a new group or a card added to any group). When 3 × the number of players turns in a row make no progress, the hand ends at once after that turn and is scored normally; nobody went out. Taking from the discard pile never empties the draw pile, so without this players could pass cards back and forth for ever. A hand that keeps making progress is never cut short, however long.
- After a hand is scored its cards stay open until the next dealer deals (a separate move), so everyone can check the scoring.
- The Builder's text names "in a set" twice: the second means "in a run", and his colour effect allows runs of 3. A colour's run scores its cards twice. A changing card is declared when it is placed and stays so.
"""
