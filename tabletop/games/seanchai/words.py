"""Seanchaí in words: the move notation, button labels, log lines, notices and why a
gesture is refused.

Sentences are built with ``core/names.py`` so any name, "You" included, reads right. Only
cards the whole table can see are named (every card these lines name lies face up: pairs,
discards, counters and Dark cards are played in the open; a flip is "flips a card").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.events import Notice
from ...core.ids import CardId, ZoneId
from ...core.names import capital, command, joined, mid, possessive, says, signed, their, verb_for
from ...core.names import whose as names_whose
from .cards import (
    CARDS,
    CHANGELING_ID,
    COUNTER_IDS,
    DARK,
    DECK,
    GOING_OUT,
    KIND,
    PAIRS,
    POWER_OF,
    POWERS,
    SHAMROCK,
    SUIT,
    SUITS,
    WILD,
)
from .state import seats_of, side_of

if TYPE_CHECKING:
    from .state import SState

#: cards named without "the": people (not the roles: the Ard Rí, the Queen) and places whose
#: names stand alone ("counters with St. Patrick", "pairs Glendalough with …")
BARE_NAMES = frozenset({"Glendalough", "Croagh Patrick", "Newgrange", "Brigid's Cross"})


def the_card(card: CardId) -> str:
    """A card's name as it stands in a sentence: "the Púka", "the Book of Kells", but
    "St. Patrick", "Cú Chulainn", "Glendalough"."""
    c = CARDS[card]
    bare = (c.human and c.suit != "ROL") or c.name in BARE_NAMES
    return c.name if bare else f"the {c.name}"


#: the log line of each move: verb (third person) and what follows ({0}, {1}: the cards, each
#: with its article: ``the_card``)
NARRATION = {
    "pair": ("pairs", "{0} with {1}"), "flip": ("flips", "a card"),
    "leave": ("puts", "{0} on the tableau"), "shamrock": ("plays", "a Shamrock"),
    "discard": ("discards", "{0}"), "counter": ("counters", "with {0}"),
    "decline": ("lets", "it happen"), "target": ("takes", "{0}"), "next": ("deals", "the next hand"),
}
#: the button label of each move, for the seat taking it: the log line as a command
#: ("Pair the {0} with the {1}"), except where the seat taking it is told more
LABELS = {kind: f"{command(verb)} {rest}" for kind, (verb, rest) in NARRATION.items()} | {
    "flip": "Flip the top card of the draw pile", "shamrock": "Put a Shamrock in your point field",
    "use": "Use {0} on {2}",
}


def say(a: Action, names: Sequence[str], label: bool, answering: CardId | None = None,
        receiver: int | None = None) -> str:
    """``a`` as a button label for the seat taking it (``label``) or as a log line;
    ``answering``: the Dark card a "let it happen" lets through, named in the log line (the
    only line that says so: the rules' "declined" notice stays silent), or the Dark card whose
    ability takes the ``target`` card from ``receiver``'s point field: the log says what the
    ability did with it ("Ciara sends the Seanchaí back to your hand with the Púka")."""
    cards = [the_card(c) for c in a.cards] + ["", ""]
    if a.kind == "use":
        r = int(a.choice or 0)
        receiver = mid(names[r]) if r < len(names) else f"player {r + 1}"
        if label:
            return LABELS["use"].format(cards[0], "", receiver)
        return f"{says(names[a.player], 'uses')} {cards[0]} on {receiver}"
    if label:
        text = LABELS[a.kind].format(*cards)
        if a.kind == "pair" and a.choice == "hand":
            text += " from your hand"
        if a.kind == "shamrock" and a.src != "tableau":
            text += " and flip"
        return text
    if a.kind == "target" and answering is not None and receiver is not None:
        verb, rest = ABILITY_DONE[POWER_OF[answering].to]
        name = names[receiver] if receiver < len(names) else f"player {receiver + 1}"
        return f"{says(names[a.player], verb)} " + rest.format(
            card=cards[0], hand=whose(name, "hand"), field=whose(name, "point field"),
            dark=the_card(answering))
    if a.kind == "shamrock" and a.src == "tableau":  # A4: taken, not played (no flip)
        return f"{says(names[a.player], 'takes')} a Shamrock from the tableau"
    if a.kind == "counter" and answering is not None:
        return f"{says(names[a.player], 'counters')} {the_card(answering)} with {cards[0]}"
    if a.kind == "decline" and answering is not None:
        return f"{says(names[a.player], 'lets')} {the_card(answering)} happen"
    verb, rest = NARRATION[a.kind]
    return f"{says(names[a.player], verb)} {rest.format(*cards)}"


def dealt_words(hand: int, dealer: int, names: Sequence[str]) -> str:
    """The log line of the ``next`` move: the seat that presses it plays first in the new hand
    and is not its dealer ("Aoife deals the next hand" named the wrong seat): "Hand 2 is dealt
    by Eimear", "… by you"."""
    who = names[dealer] if dealer < len(names) else f"player {dealer + 1}"
    return f"Hand {hand} is dealt by {mid(who)}"


def notice_words(notice: Notice, names: Sequence[str]) -> str | None:
    args = notice.args
    who = names[int(args[0])] if args and notice.key != "hand_score" else ""
    if notice.key == "skipped":
        return f"{says(who, 'loses')} {their(who)} turn (Caorthánach)"
    if notice.key == "will_skip":
        return f"{says(who, 'will lose')} {their(who)} next turn"
    if notice.key == "no_target":
        return f"The {CARDS[int(args[1])].name} finds no human: just −10"
    if notice.key == "out":
        return f"{says(who, 'goes')} out: +{GOING_OUT}"
    if notice.key == "countered":  # the move's own line names both cards ("Dara counters the
        d = int(args[2])  # Púka with the Faery"): this one says what came of it (S-20.2)
        if d == CHANGELING_ID:
            return f"{says(who, 'takes')} over the Changeling and must use it at once"
        return f"{capital(the_card(d))} is countered and removed: no −10"
    if notice.key == "declined":
        return None  # the move's own line names the card ("Dara lets the Púka happen")
    if notice.key == "hand_score":  # (hand, seats a side, each side's score in side order)
        per, scores = int(args[1]), [int(v) for v in args[2:]]
        sides = len(scores)  # side k holds seats k, k + sides, … (``state.seats_of``)
        parts = [f"{joined([names[k + j * sides] for j in range(per)], start=k == 0)} {signed(v)}"
                 for k, v in enumerate(scores)]
        return f"Hand {int(args[0]) + 1}: " + ("; " if per > 1 else ", ").join(parts)
    return None


def _partner_text(card: CardId) -> str:
    """What ``card`` pairs with: "a Legends card or a wild card", "a regular card"."""
    if KIND[card] == WILD:
        return "a regular card"
    return f"a {SUITS[SUIT[card]]} card or a wild card"


def counter_name(dark: CardId) -> str:
    """The card that counters ``dark``, inside a sentence: "a Faery", "any Stonework card",
    "a gold (Au) Treasure (the Ardagh Chalice or the Tara Brooch)"."""
    text = POWER_OF[dark].counter_text
    head, _, rest = text.partition(":")
    return f"{head} (the {rest.strip().replace(' or ', ' or the ')})" if "Treasure" in head and rest else head


def _name_of(names: Sequence[str], q: int) -> str:
    return names[q] if q < len(names) else f"Player {q + 1}"


def _field_name(s: SState, side: int, p: int, names: Sequence[str]) -> str:
    """A point field inside a sentence, said to seat ``p``: "your point field", "your team's
    point field", "Dara's point field", "the point field of Brian and Dara (AI)"."""
    if side == side_of(s, p):
        return "your team's point field" if s.teams else "your point field"
    seats = seats_of(s, side)
    if len(seats) == 1:
        return names_whose(_name_of(names, seats[0]), "point field")
    return f"the point field of {joined([_name_of(names, q) for q in seats], start=False)}"


def _acting(legal: Sequence[Action]) -> list[Action]:
    """The turn's actions among the legal moves (S-13): none when only the discard is left."""
    return [a for a in legal if a.kind in ("pair", "flip") or a.src == "tableau"]


def _now(s: SState, p: int, legal: Sequence[Action], names: Sequence[str]) -> str:
    """What seat ``p`` is asked to do now, as a sentence without its full stop; only moves
    that are legal now are named."""
    stage = s.stage
    if stage == "answer":
        d = s.stack[-1].args[0]
        return f"First answer the {CARDS[d].name}: counter it with {counter_name(d)}, or let it happen"
    if stage == "ability":
        d, r = s.stack[-1].args
        male = "male " if POWER_OF[d].targets == "male" else ""
        return (f"Choose the {male}human card the {CARDS[d].name} takes from "
                f"{_field_name(s, side_of(s, r), p, names)}")
    if stage == "redirect":
        return "Use the Changeling on one of your opponents: drag it onto their point field"
    if stage == "flipped":
        c = s.flip[0]
        if KIND[c] == DARK:
            return f"Use the flipped {CARDS[c].name} on an opponent: drag it onto their point field"
        return (f"Pair the flipped {CARDS[c].name} with {_partner_text(c)} from your hand or the "
                "tableau, or put it on the tableau")
    if stage == "scored":
        return "This hand is over: deal the next hand"
    acts = _acting(legal) if stage == "act" else []
    if acts:
        kinds = {a.kind for a in acts}
        options = ["pair a hand card with the tableau"] if "pair" in kinds else []
        if "flip" in kinds:
            options.append("flip a card")
        darks = sorted({a.cards[0] for a in acts if a.kind == "use"})
        if darks:
            options.append(f"use {the_card(darks[0])}" if len(darks) == 1 else "use a Dark card")
        if "shamrock" in kinds:
            options.append("take a Shamrock")
        return "First your one action: " + _either(options)
    first = "No action is possible: " if stage == "act" else "Now "
    rock = any(a.kind == "shamrock" for a in legal)
    if rock and not any(a.kind in ("discard", "use") for a in legal):
        return f"{first}play your Shamrock to your point field (a Shamrock is never discarded)"
    return (f"{first}discard a card from your hand to the tableau (a Dark card: use it on an "
            f"opponent){', or play a Shamrock first' if rock else ''}")


def _either(options: Sequence[str]) -> str:
    if len(options) <= 1:
        return "".join(options)
    return ", ".join(options[:-1]) + " or " + options[-1]


def refusal(s: SState, p: int, card: CardId, zone: ZoneId | None, legal: Sequence[Action],
            names: Sequence[str] = ()) -> str:
    """Why seat ``p``, the seat to act, may not put ``card`` on ``zone`` now (``zone`` None: a
    press on the card where it lies), the generic check having found the move illegal;
    ``legal``: the legal moves. Every reason is true of where the card lies (the hand, the
    tableau, a point field, the removed pile, the flipped or Dark place) and of the step of
    the turn, and names only moves that are legal now."""
    k, name = KIND[card], CARDS[card].name
    the = capital(the_card(card))
    stage = s.stage
    now = _now(s, p, legal, names)
    in_hand = card in s.hands[p]
    moves = [a for a in legal if card in a.cards]
    # --- where the card lies, if not in the hand of the seat to act ----------------------------
    for side, fld in enumerate(s.fields):
        if card in fld:
            if stage == "ability" and side == side_of(s, s.stack[-1].args[1]):
                d = s.stack[-1].args[0]
                male = POWER_OF[d].targets == "male"
                what = "no male human card" if male and CARDS[card].human else "no human card"
                return f"{the} is {what}: {now[0].lower()}{now[1:]}."
            return f"{the} is in {_field_name(s, side, p, names)}, kept for the count. {now}."
    if card in s.removed:
        return f"{the} is out of play for the rest of this hand. {now}."
    for q in range(s.n):
        if q != p and card in s.hands[q]:
            return f"{the} is in {names_whose(_name_of(names, q), 'hand')}. {now}."
    if card in s.dark_zone:
        if stage == "redirect":
            return "The Changeling is used on one of your opponents: drag it onto their point field."
        return f"{now}."
    if card in s.flip:
        if k == DARK:
            return f"The {name} is used on an opponent: drag it onto their point field."
        return f"{now}."
    on_tableau = card in s.tableau
    # --- steps that ask one thing, whatever the card -----------------------------------------
    if stage == "answer":
        d = s.stack[-1].args[0]
        if in_hand and card not in COUNTER_IDS[d]:
            if not COUNTER_IDS[d]:
                return f"Nothing counters the {CARDS[d].name}."
            return f"Only {counter_name(d)} counters the {CARDS[d].name}: counter with it, or let it happen."
        if in_hand:
            return f"To counter the {CARDS[d].name}, drag {the_card(card)} to your point field."
        return f"{now}."
    if stage in ("ability", "redirect", "scored"):
        return f"{now}."
    if stage == "flipped":
        c = s.flip[0]
        if KIND[c] == DARK:
            return f"The flipped {CARDS[c].name} must be used on an opponent first: drag it onto their point field."
        if moves:
            return f"Drag {the_card(card)} onto the flipped {CARDS[c].name} to pair them."
        return f"Only the flipped {CARDS[c].name} may pair now: with {_partner_text(c)}."
    acting = stage == "act" and bool(_acting(legal))
    # --- the tableau --------------------------------------------------------------------------
    if on_tableau:
        if k == DARK:
            if acting and moves:
                return f"The {name} is used on an opponent: drag it onto their point field."
            return f"Dark cards never pair; the {name} is taken only as the turn's action. {now}."
        if k == SHAMROCK:
            if acting and moves:
                return "The Shamrock goes to your point field: drag it there or click it."
            return f"The Shamrock never pairs; it is taken only as the turn's action. {now}."
        if not acting:
            return f"{the} is paired only as the turn's action. {now}."
        if any(PAIRS[h][card] for h in s.hands[p]):  # (of two Faeries one gives the moves)
            return f"To pair {the_card(card)}, drag {_partner_text(card)} from your hand onto it."
        return f"None of your cards pairs with {the_card(card)} ({_partner_text(card)} would). {now}."
    # --- the hand of the seat to act ------------------------------------------------------------
    if not in_hand:
        return f"{now}."
    if acting and k in (SHAMROCK, DARK):
        # the action comes first: a Shamrock is played after it (S-16), a Dark card in the
        # hand is used as the discard (S-17)
        if k == SHAMROCK:
            return f"Play your Shamrock after your action. {now}."
        return f"The {name} in your hand is your discard, used on an opponent after your action. {now}."
    if k == SHAMROCK:
        return "A Shamrock is never paired or discarded: play it to your point field."
    if k == DARK:
        return f"The {name} is used on an opponent: drag it onto their point field."
    if acting:
        if not any(PAIRS[card][t] for t in s.tableau):
            if k == WILD:
                return f"The {name} pairs only with a regular card: none is on the tableau. {now}."
            return f"No {SUITS[SUIT[card]]} card or wild card is on the tableau to pair with. {now}."
        if zone == "tableau":
            return f"You discard after your action. {now}."
        return f"{now}."
    return f"{now}."


def refusal_onto(s: SState, card: CardId, onto: CardId) -> str:
    """Why ``card`` (from the hand in the action, or the flipped card) does not pair with the
    tableau card ``onto`` it was dropped on (S-13 A1, S-14): same suit, or a wild card with a
    regular card; "" when it would pair or another reason comes first (``refusal``)."""
    mine = card in s.hands[s.turn] if s.stage == "act" else card in s.flip if s.stage == "flipped" else False
    if not mine or onto not in s.tableau or KIND[card] in (DARK, SHAMROCK):
        return ""
    kind, them = KIND[onto], capital(the_card(onto))
    if kind in (DARK, SHAMROCK):
        take = "" if s.stage != "act" else (
            ": to take it as your action, drag it onto an opponent's point field" if kind == DARK
            else ": to take it as your action, drag it to your point field")
        return f"{them} never pairs{take}."
    if kind == WILD and KIND[card] == WILD:
        return f"Two wild cards never pair: {the_card(card)} pairs with a regular card."
    if KIND[card] == WILD or kind == WILD or SUIT[card] == SUIT[onto]:
        return ""
    return (f"{them} is a {SUITS[SUIT[onto]]} card; {the_card(card)} pairs only with a "
            f"{SUITS[SUIT[card]]} card or a wild card.")


#: what each Dark ability does to the player it is used on, said to that player; the user
#: makes every choice (S-20), so the user is named: {who} (the user inside a sentence),
#: {chooses} (its verb agreeing)
LET_IT_HAPPEN: dict[str, str] = {
    "DRK-PUKA": "{who} {chooses} a human card to go back from your point field to your hand",
    "DRK-BANSHEE": "{who} {chooses} a human card to leave your point field for this hand",
    "DRK-CAORTHANACH": "you lose your next turn",
    "DRK-DEARGDUR": "{who} {chooses} a male human card to leave your point field",
    "DRK-DULLAHAN": "{who} {chooses} a human card to leave your point field",
    "DRK-CHANGELING": "{who} {chooses} a human card in your point field to take; the Changeling "
                      "stays with you",
}


def let_it_happen(user: str, dark: str) -> str:
    """What letting ``dark`` happen does, its user named as the one who chooses ("Ciara (AI)
    chooses a human card to go back …", "you choose a human card to leave …"): the chooser
    first, as the subject of its own verb ("a male human card Player 2 chooses leaves your
    point field" read awkwardly)."""
    return LET_IT_HAPPEN[dark].format(who=mid(user), chooses=verb_for(user, "chooses"))


#: what a Dark ability did with the card its user chose, in the log: (verb, what follows);
#: {card}, {hand} and {field} (the receiver's: "your hand"), {dark}: the Dark card
ABILITY_DONE: dict[str, tuple[str, str]] = {
    "hand": ("sends", "{card} back to {hand} with {dark}"),
    "removed": ("removes", "{card} from {field} for this hand with {dark}"),
    "user": ("takes", "{card} from {field} with {dark}"),
}


def whose(name: str, thing: str) -> str:
    """``name``'s ``thing`` inside a sentence: "your hand", "Aoife's hand", but "the hand of
    Dara (AI)" (a name ending in a bracket takes no "'s")."""
    if name.endswith(")"):
        return f"the {thing} of {name}"
    return f"{possessive(name)} {thing}"


def answer_situation(user: str, dark: str, counters_held: int) -> str:
    """The answer window, said to the player a Dark card was used on: who used which card,
    what letting it happen does, and what counters it ("Ciara used the Púka on you. Let it
    happen: −10 in your point field, and a human card … Counter with a Faery: you hold one,
    lit in your hand.")."""
    card = next(c for c in CARDS if c.ident == dark)
    power = POWERS[dark]
    used = f"{says(user, 'uses')} the {card.name} on you."
    let = f"Let it happen: −10 in your point field, and {let_it_happen(user, dark)}."
    if not power.counters:
        return f"{used} {let} Nothing counters it."
    held = ("you hold none" if counters_held == 0 else
            "you hold one, lit in your hand" if counters_held == 1 else
            f"you hold {counters_held}, lit in your hand")
    return f"{used} {let} Counter with {power.counter_text.split(':')[0]}: {held}."


# --- notation -----------------------------------------------------------------------------------
#: every well-formed Seanchaí move (``BaseRules.notation_re``)
NOTATION_RE = re.compile(
    r"flip|leave|decline|next|pair [a-z0-9-]+ [a-z0-9-]+( hand| tableau)?|use [a-z0-9-]+ on \d+"
    r"|(shamrock|discard|counter|target) [a-z0-9-]+")


def format_action(a: Action) -> str:
    if a.kind == "pair":  # a flipped card names where its partner comes from
        return f"pair {DECK.code(a.cards[0])} {DECK.code(a.cards[1])}" + (f" {a.choice}" if a.choice else "")
    if a.kind == "use":
        return f"use {DECK.code(a.cards[0])} on {int(a.choice or 0) + 1}"
    if a.kind in ("shamrock", "discard", "counter", "target"):
        return f"{a.kind} {DECK.code(a.cards[0])}"
    return a.kind
