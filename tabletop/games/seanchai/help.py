"""Seanchaí's in-app rules, in our own words (seed 000 + shared/rules/seanchai.md), built
from the card table so the text and the game can never disagree."""

from __future__ import annotations

from .cards import (
    CARDS,
    FIELD_POINTS,
    GOING_OUT,
    POWERS,
    REGULAR,
    SCEAL_BONUS,
    SCEAL_CARDS,
    SCEAL_ENGLISH,
    SCEALTA,
    SUITS,
)
from .rules import DEAL, HANDS, TABLEAU


def _suit_lines() -> str:
    out = []
    for code, suit in SUITS.items():
        names = []
        for c in CARDS:
            if c.kind == REGULAR and c.suit == code:
                marks = "".join(m for m in (c.human and {"M": " ♂", "F": " ♀"}[c.human], " Au" if c.gold else "",
                                            c.sceal and f" {c.sceal}") if m)
                names.append(c.name + marks)
        out.append(f"- {suit}: " + ", ".join(names) + ".")
    return "\n".join(out)


def _sceal_lines() -> str:
    return "\n".join(f"- {sym} {SCEALTA[sym]} ({SCEAL_ENGLISH[sym]}): "
                     + ", ".join(CARDS[i].name for i in ids) + "."
                     for sym, ids in SCEAL_CARDS.items())


def _dark_lines() -> str:
    """One line per Dark card: its own name, ability and counter (each looked up by the card,
    never by its place among the Dark cards)."""
    return "\n".join(f"- {c.name}: {POWERS[c.ident].text} Counter: {POWERS[c.ident].counter_text}."
                     for c in CARDS if c.ident in POWERS)


RULES_TEXT = f"""\
# Seanchaí
A card game of Irish stories for 2 to 5 players (or two teams of two). Pair cards from your hand with cards on the table into your point field. After {HANDS} hands the highest total wins; tied players share the win.

# The cards (60)
- 42 regular cards: seven suits of six. ♂/♀ marks a human card, Au a gold card, S1–S9 a story symbol (a story is a scéal, plural scéalta: the Scéalta variant and the count's Scéalta line score them).
- Small cards (another player's hand and point field) show a long name by its short form (Clann Lir for Children of Lir, Dolmen for Poulnabrone Dolmen) and a story by its number on the badge; a larger card (hover over it) shows the full name.
{_suit_lines()}
- 8 Shamrocks, 6 Dark cards (Púka, Banshee, Caorthánach, Dearg Dur, Dullahan, Changeling) and 4 wild cards (3 Faeries and the Leprechaun). St. Patrick is a Religion card, not a wild card.

# Setup of a hand
Deal {DEAL[2]} cards each with 2 players, {DEAL[3]} with 3, {DEAL[4]} with 4, {DEAL[5]} with 5, and turn {TABLEAU} cards face up: the tableau. The rest is the face-down draw pile. Any card may lie on the tableau, even a Dark card or a Shamrock. Without the Shamrocks variant, everyone (from the dealer's left) puts the Shamrocks they were dealt in their point field and draws replacements until they hold none. The first dealer is random; the deal passes to the left each hand. The player left of the dealer starts; play goes clockwise.

# Your turn
First exactly one action, if any is possible (otherwise go straight to the discard):
- Pair: a card from your hand with a tableau card of the same suit, or a wild card with a regular card (either way round). Both go to your point field. Two wild cards never pair; Dark cards and Shamrocks never pair.
- Flip the top card of the draw pile. A Shamrock goes to your point field and you flip again. A Dark card must be used at once on an opponent, and the flipping ends. Any other card may be paired, and only it: with a card of its suit or a wild card from your hand or the tableau (a flipped wild card: with any regular card). If you do not pair it, it goes to the tableau.
- Take a Dark card from the tableau and use it on an opponent.
- Move a Shamrock from the tableau to your point field.
Then discard one card: a regular or wild card goes face up to the tableau; a Dark card is discarded by using it on an opponent. Shamrocks cannot be discarded.

# At the table
- Pair: drag a card of your hand onto a tableau card it pairs with (or onto your point field). A flipped card: drag it onto its partner in your hand or the tableau, or the partner onto it.
- Flip: click the draw pile.
- Take a tableau Shamrock: drag it to your point field, or click it. Play a Shamrock from your hand the same way, after your action.
- Use a Dark card (from the tableau, flipped, or as your discard): drag it onto an opponent's point field (or their hand). A team's field belongs to two players: you are asked which of them receives it.
- Discard: drag a card onto the tableau.
- Keys: Tab moves between cards, piles and buttons; Enter plays the card or picks it up, and 1–9 put a held card on a numbered place; H gives a hint; ? lists every key.
- A card that cannot be played now says why when you press it.

# Going out
When a player's hand is empty, at any moment, the hand ends as soon as the card being played has finished its effect. That player (their team) scores +{GOING_OUT}. Someone who empties their hand by the action does not discard.

# Scoring each hand
- Each card in your point field: +{FIELD_POINTS['regular']} (regular, wild or Shamrock); a Dark card there: −{-FIELD_POINTS['dark']}.
- Scéalta variant: +{SCEAL_BONUS} for each story whose three cards are all in your point field, however they got there.
- Going out: +{GOING_OUT}.
- Each card left in your hand: −{FIELD_POINTS['regular']}, a Dark card −{-FIELD_POINTS['dark']}.
At the end of a hand every hand is turned up for the count, and the table shows each side's lines; the player who starts the next hand then deals it. The name plates list each hand's result (the match score across the hands).

# Scéalta (variant)
Cards still pair by suit, never by story symbol.
{_sceal_lines()}

# Shamrocks (variant)
Dealt Shamrocks stay in your hand. After your action, before the discard, you may play any number of them: each goes to your point field and you flip a card as in the Flip action (with an empty draw pile, no flip). A hand that holds only Shamrocks at the discard plays them instead (a Shamrock is never discarded). A Shamrock left in your hand at the end of the hand costs −5.

# Dark Powers (variant)
Without it, a used Dark card simply goes into the receiver's point field: −10, no abilities, no counters. With it, the user picks the receiver, then the receiver may counter with a card from their own hand. The answer window opens for every Dark card that has a counter, whether or not the receiver holds one, and letting it happen is always allowed. A counter goes to the receiver's point field (it scores, and counts for stories); the Dark card is removed from play: no −10, no ability. Not countered, the Dark card goes into the receiver's point field (−10) and its ability acts if it can (the user chooses the card); if it cannot, it is just −10. Effects last for the current hand only.
{_dark_lines()}
A countered Changeling is not removed: the player who countered it becomes its user and must use it at once on one of their own opponents, who may counter it with another Faery, and so on while Faeries last.

# Teams (4 players)
Partners sit opposite (players 1 and 3 against 2 and 4) and share one point field and one score; on the table your team's point field lies before you, and the other team's at the place of its first player. Each keeps their own hand and turn; no table talk. Dark cards target a player of the other team; abilities act on that team's field, and a Changeling's human goes to the user's team field. Counters come only from the targeted player's hand; the Caorthánach skips only that player. When anyone goes out the hand ends: their team gets +5 and the cards in every other hand, the partner's included, count against their teams.

# Where the published rules are silent
- The published rules do not list every card's name, human and story marks or point value, so this version names them as above: every card is worth 5, a Dark card −10.
- The action is compulsory when one is possible; pairing a flipped card is optional.
- A flipped Dark card ends the flipping; only a flipped Shamrock gives another flip.
- A card the Púka returns to a hand stays face up there: everyone saw it in the point field.
- A Changeling chain resolves completely, abilities included, before anyone goes out (a Faery counter may be the counterer's last card).
- If your last card is a Shamrock, playing it still flips: the flipped card may be paired (with a tableau card), left on the tableau, or, if it is a Dark card, used. Then the hand ends and you score +5 for going out.
- If two hands are empty when an effect ends (a last-card Dark discard answered by a last-card counter), only the player whose hand emptied first goes out (+5).
- The Caorthánach's skip is forgotten when the hand ends.
- A Dark card taken from the tableau or flipped leaves your turn going on (the discard follows); a Dark card used from your hand is your discard and ends your turn. A Caorthánach used as the discard on the next player makes them lose the turn that follows at once.
- The Leprechaun has no power beyond being wild.
- Identical cards (the Shamrocks, the Faeries) are one choice: playing "a Shamrock" or "a Faery".
"""
