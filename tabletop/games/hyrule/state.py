"""Hyrule's deck and its state record: what the rules, their words and the AI share
(``rules.py`` moves the game on)."""

from __future__ import annotations

from typing import NamedTuple

from ...core.decks import NICKNAMED_SUITS, standard_deck

#: named as the game names its cards ("Seven of Swords", "Tingle"), as the rules and the Hint say
DECK = standard_deck(jokers=2, deck_id="hyrule54", suit_names=NICKNAMED_SUITS, joker_name="Tingle")
JOKER_IDS = tuple(c.id for c in DECK.cards if c.kind == "joker")
#: the choice of a blind pick (``play random``): the card is drawn from the hand at random
RANDOM = "random"


class HyruleState(NamedTuple):
    """A NamedTuple: immutable, and much cheaper to copy than a frozen dataclass."""

    n: int
    seed: int
    variant: str
    blind: bool
    tie_rule: str
    rounds: int
    youngest: int
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[tuple[int, ...], ...]
    won: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    pot: tuple[int, ...]
    discard: tuple[int, ...]
    runoff: tuple[int, ...]
    runoff_seats: tuple[int, ...]
    order: tuple[int, ...]  # who plays this trick, in order
    turn_index: int  # index in ``order`` of the seat to act
    leader: int
    trick_no: int  # 1..7 in the current round
    round_no: int
    last_winner: int  # winner of the most recent trick, -1 if it was tied
    round_captured: tuple[tuple[int, ...], ...]  # per finished round, cards captured per seat
    round_winners: tuple[tuple[int, ...], ...]  # per finished round, who won it
    rng_counter: int
    over: bool
    #: this round's finished tricks, each flattened as (seat, card, seat, card, …) in play
    #: order: public (everyone watched them), and what the AI reads its opponents' play from
    tricks: tuple[tuple[int, ...], ...] = ()
    #: stacked card orders for the next shuffles (a round's deal, a run-off's flip), the next
    #: first: chance to come (``STACKS``), empty in every bot's world
    stacks: tuple[tuple[str, ...], ...] = ()
