"""Hyrule in words: the move notation (``format_action``), button labels (``describe``),
log lines (``narrate``), notices and why a gesture is refused (``why_not``), with the seed's
names for the cards (``card_title``). Sentences are built with ``core/names.py``; a log line
never names a card picked face down."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...core.actions import Action
from ...core.decks import SUIT_SYMBOLS
from ...core.events import Notice
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.names import is_you, joined, not_your_turn, says, says_all, verb_for, whose
from .state import DECK, RANDOM, HyruleState

#: every well-formed Hyrule move (``BaseRules.notation_re``)
NOTATION_RE = re.compile(r"play (random|(10|[2-9ajqk])[shdc]|jk)")
SPECIAL_NAMES = {"3H": "Three Hearts", "AS": "Master Sword", "5C": "Bombs", "5D": "Blue Rupee"}


def card_title(card: CardId) -> str:
    """'the Ace of Swords ♠ (Master Sword)', 'the Seven of Bombs ♣', 'a Tingle (Joker)': the
    seed's nicknames with the suit symbol the card shows. A nickname the name already says is
    left out: "the Five of Bombs ♣ (Bombs)", "the Three of Hearts ♥ (Three Hearts)" read as
    slips."""
    spec = DECK[card]
    if spec.kind == "joker":
        return "a Tingle (Joker)"
    name = spec.name  # "Seven of Swords": the deck names the suits as the game does
    special = SPECIAL_NAMES.get(spec.code)
    if special and set(special.lower().split()) <= set(name.lower().split()):
        special = None
    return f"the {name} {SUIT_SYMBOLS[spec.suit or '']}" + (f" ({special})" if special else "")


def format_action(a: Action) -> str:
    if a.choice == RANDOM:
        return "play random"
    return f"play {DECK.code(a.cards[0])}"


def describe(s: HyruleState, a: Action) -> str:
    if a.choice == RANDOM:
        return "Pick a card at random"
    verb = "Commit" if s.variant == "chance" else "Play"
    return f"{verb} {card_title(a.cards[0])}"


def narrate(s: HyruleState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player]
    if s.variant == "chance":
        how = "a card at random, face down" if a.choice == RANDOM else "a card face down"
        return f"{says(who, 'picks')} {how}"
    return f"{says(who, 'plays')} {card_title(a.cards[0])}"


def notice_text(notice: Notice, names: Sequence[str]) -> str | None:
    args = notice.args
    key = notice.key
    if key == "trick_won":  # (winner, cards captured, winning card's code)
        who = names[int(args[0])]
        won = args[2] if len(args) > 2 else None
        cid = DECK.ids_for(won)[0] if isinstance(won, str) else won
        card = f" with {card_title(int(cid))}" if cid is not None else ""
        return f"{says(who, 'wins')} the trick{card} and {verb_for(who, 'captures')} {args[1]} cards"
    if key == "trick_tied":
        return f"Trick {args[0]} is tied: its cards wait in the middle for the next winner"
    if key == "pot_discarded":
        return f"The last trick was tied: its {args[0]} cards count for nobody"
    if key == "round_won":
        round_no, *winners = args
        return f"{says_all([names[int(w)] for w in winners], 'wins')} round {round_no}"
    if key == "runoff":
        return "Tied round: run-off between " + joined([names[int(p)] for p in args], start=False)
    if key == "runoff_won":
        return f"{says(names[int(args[0])], 'wins')} the run-off"
    if key == "runoff_tied":
        return "The run-off is tied: deal again"
    return None


def why_not(s: HyruleState, seat: PlayerId, card: CardId, zone: ZoneId | None,
            names: Sequence[str] = ()) -> str:
    """The rule a refused gesture ran into. Hyrule has no suit to follow: any card of
    your hand may be played, so only the turn, the place and blind pick can refuse it."""
    if s.over:
        return "The game is over."
    who = s.order[s.turn_index]
    if seat != who:
        if s.variant == "chance" and s.plays[seat]:
            return "You have picked for this trick: wait for the others."
        return not_your_turn(names[who] if who < len(names) else f"Player {who + 1}")
    if card not in s.hands[seat]:
        return "Play a card from your own hand."
    if s.blind:
        return "Blind pick is on: use the button to pick at random."
    mine = f"play/{seat}"
    if zone is None or zone == mine:
        return ""
    where = "on your own place"
    if zone.startswith("play/"):
        other = int(zone.partition("/")[2])
        owner = names[other] if other < len(names) else f"Player {other + 1}"
        place = "another player's place" if is_you(owner) else whose(owner, "place")
        return f"That is {place}: play {where}."
    if zone.startswith("won/"):
        return f"Captured piles only take won tricks: play {where}."
    return f"Drop it {where} (it glows)."
