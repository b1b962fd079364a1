"""Hyrule's in-app rules, in our own words (seed + shared/rules/hyrule.md decisions)."""

RULES_TEXT = """\
# Hyrule
A quick trick game for 2 to 5 players with a standard deck and both Jokers, which are called Tingles.

# The deal
Everyone gets 7 cards. The rest of the deck stays face down and plays no part in the round.

# A trick
Strategy turns (A bit of strategy): the leader plays a card face up, then everyone else in turn, going counter-clockwise. The youngest player (chosen at setup) leads the first trick of each round. After that, whoever has captured the most cards leads. If several are level, the one of them who won the last trick leads; otherwise the first of them in play order from the previous leader.
Chance turns (Strictly chance): everyone picks a card face down. When all have picked, the cards flip together. In hot seat each pick happens behind its own hand-off screen. With Blind pick on, your card is picked at random from your hand.
The best card wins the whole trick and its owner captures every card in it.

# Which card wins
- Same suit: the higher card wins. Ace is 1, King is 13.
- Different suits: Rupees ♦ (Diamonds) beat Bombs ♣ (Clubs) and Swords ♠ (Spades). Bombs ♣ beat Swords ♠ and Hearts ♥. Swords ♠ beat Hearts ♥. Hearts ♥ beat Rupees ♦. It is a circle, so no suit is safe.
- A Tingle (Joker) beats every card, except four special cards that beat it when it is in the trick: Three Hearts (3♥) beats Master Sword (A♠), which beats the 5 of Bombs (5♣), which beats the Blue Rupee (5♦). Against anything but a Tingle these four are ordinary cards.
- Two Tingles against each other: neither wins.

# Tricks of three or more cards
- If a Tingle and a special card are both in the trick, the highest special card wins.
- Otherwise, a card that beats every other card wins.
- Otherwise, the card that beats the most other cards wins. If that is level, the higher rank wins (a Tingle counts as 14), then the suit order Rupees ♦, Bombs ♣, Swords ♠, Hearts ♥.
- If even that is level (only two Tingles can be), nobody wins the trick. Its cards stay in the middle and go to the winner of the next trick. If it was the last trick, they are set aside and count for nobody. The same holds for a Tingle against a Tingle in a two-player game.

# Winning
After 7 tricks the player with the most captured cards wins the round. The cards' values do not count.
A tied round is settled by a run-off (the default): the tied players are each dealt one card from the whole reshuffled deck, face up, until one card wins outright. With Accept tie, the tied players share the round.
A match can be 1, 3, 5 or 7 rounds. Whoever wins the most rounds wins the match; if that is level, the most cards captured over the match wins; if that is level too, the win is shared.

# Where the published rules are silent
- Captured cards go face down to a pile in front of you that shows only its count. Everybody saw them played, so they are no secret: the move log (L) lists every card played, and the computer players remember them too.
- The youngest player leads the first trick of every round.
- Writing moves down (the move log, saved games, the command line): play 7H, play 10D, play AS, play JK (both Jokers are JK), play random.
"""
