"""Seanchaí's 60 cards as one table of data (rules file S-1–S-5, decisions D-S1–D-S3).

Scoring, abilities, counters, the in-app rules and the card painter all read this module;
no rule elsewhere names a card. Every value the rules file marks as provisional (names,
human symbols, scéal membership, point values) lives here so it can be replaced if the
printed data is ever found.

Card ids are the row order below (0–59). Idents are the rules file's ids (``LEG-1``,
``SHM-3``, ``DRK-PUKA``, ``WLD-FAERY-2``); codes, the cards' names in the move notation, are
the same except that identical cards share one (``SHM``, ``WLD-FAERY``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import CardSpec, DeckSpec

# --- kinds (S-2) ---------------------------------------------------------------------------------
REGULAR, SHAMROCK, DARK, WILD = "regular", "shamrock", "dark", "wild"

#: the seven regular suits: code -> display name (S-1)
SUITS: dict[str, str] = {
    "LEG": "Legends", "TRE": "Treasures", "REL": "Religion", "LAN": "Landscapes",
    "STO": "Stonework", "WAR": "Warfare", "ROL": "Roles",
}

# --- point values (S-3, D-S3: configurable) ------------------------------------------------------
#: value of a card in a point field, by kind (a Dark card in a field counts -10)
FIELD_POINTS = {REGULAR: 5, WILD: 5, SHAMROCK: 5, DARK: -10}
GOING_OUT = 5  # S-15
SCEAL_BONUS = 40  # S-21, Scéalta variant


def hand_penalty(kind: str) -> int:
    """What a card left in a hand at the end of a hand costs (S-21, D-S4): its |points|."""
    return abs(FIELD_POINTS[kind])


# --- the nine scéalta (S-5, D-S2) ----------------------------------------------------------------
SCEALTA: dict[str, str] = {
    "S1": "Táin Bó Cúailnge",
    "S2": "Bradán an Fheasa",
    "S3": "Clann Lir",
    "S4": "Naomh Pádraig",
    "S5": "Brian Bóramha",
    "S6": "Leabhar Cheanannais",
    "S7": "Deirdre an Bhróin",
    "S8": "Gleann Dá Loch",
    "S9": "Teamhair",
}
#: English subtitles for the in-app rules
SCEAL_ENGLISH: dict[str, str] = {
    "S1": "The Cattle Raid of Cooley", "S2": "The Salmon of Knowledge", "S3": "The Children of Lir",
    "S4": "St. Patrick", "S5": "Brian Boru", "S6": "The Book of Kells",
    "S7": "Deirdre of the Sorrows", "S8": "St. Kevin of Glendalough", "S9": "The Hill of Tara",
}


@dataclass(frozen=True, slots=True)
class Power:
    """A Dark card's ability and counter (S-20 table, Dark Powers variant).

    ``targets``: which human cards of the receiver's point field the ability may take
    ("" none: Caorthánach skips a turn instead; "human" M or F; "male"); ``to``: where the
    taken card goes ("hand" the receiver's hand, "removed", "user" the user's point field);
    ``counters``: card codes that answer it from the receiver's hand (empty: no counter, no
    response window); ``skip``: the receiver loses their next turn.
    """

    text: str
    targets: str
    to: str
    counters: tuple[str, ...]
    counter_text: str
    skip: bool = False


FAERIES = ("WLD-FAERY-1", "WLD-FAERY-2", "WLD-FAERY-3")
STONEWORK = tuple(f"STO-{i}" for i in range(1, 7))
GOLD = ("TRE-4", "TRE-5")  # the two Au cards: Tara Brooch, Ardagh Chalice

POWERS: dict[str, Power] = {
    "DRK-PUKA": Power("Return a human card from the receiver's point field to their hand.",
                      "human", "hand", FAERIES, "a Faery"),
    "DRK-BANSHEE": Power("Remove a human card from the receiver's point field for this hand.",
                         "human", "removed", (), "none"),
    "DRK-CAORTHANACH": Power("The receiver loses their next turn.", "", "", ("REL-1",),
                             "St. Patrick", skip=True),
    "DRK-DEARGDUR": Power("Remove a male human card from the receiver's point field.",
                          "male", "removed", STONEWORK, "any Stonework card"),
    "DRK-DULLAHAN": Power("Remove a human card from the receiver's point field.",
                          "human", "removed", GOLD, "a gold (Au) Treasure: Ardagh Chalice or Tara Brooch"),
    "DRK-CHANGELING": Power("Take a human card from the receiver's point field into the user's; "
                            "the Changeling stays with the receiver.",
                            "human", "user", FAERIES,
                            "a Faery: the receiver then takes over the Changeling and must use it at once"),
}
CHANGELING = "DRK-CHANGELING"


@dataclass(frozen=True, slots=True)
class SCard:
    """One row of the card table (S-2)."""

    ident: str  # the rules file's id (SHM-3, WLD-FAERY-2): unique
    name: str
    kind: str
    suit: str = ""  # regular cards only: LEG, TRE, ...
    human: str = ""  # "", "M" or "F"
    gold: bool = False
    sceal: str = ""  # "", "S1".."S9"

    @property
    def code(self) -> str:
        """The card in the move notation: its id, but one shared code for identical cards
        (every Shamrock is ``SHM``, every Faery ``WLD-FAERY``), so they give one move."""
        if self.kind == SHAMROCK:
            return "SHM"
        return "WLD-FAERY" if self.ident in FAERIES else self.ident

    @property
    def points(self) -> int:
        return FIELD_POINTS[self.kind]


def _regular(code: str, name: str, human: str = "", sceal: str = "", gold: bool = False) -> SCard:
    return SCard(code, name, REGULAR, code[:3], human, gold, sceal)


#: the whole deck, in id order (S-4 and the special cards)
CARDS: tuple[SCard, ...] = (
    _regular("LEG-1", "Cú Chulainn", "M", "S1"),
    _regular("LEG-2", "Fionn mac Cumhaill", "M", "S2"),
    _regular("LEG-3", "Children of Lir", "", "S3"),
    _regular("LEG-4", "Deirdre of the Sorrows", "F", "S7"),
    _regular("LEG-5", "Oisín", "M"),
    _regular("LEG-6", "Niamh Chinn Óir", "F"),
    _regular("ROL-1", "Ard Rí", "M", "S5"),
    _regular("ROL-2", "Queen", "F", "S1"),
    _regular("ROL-3", "Druid", "M", "S7"),
    _regular("ROL-4", "Bard", "M", "S2"),
    _regular("ROL-5", "Brehon", "F"),
    _regular("ROL-6", "Seanchaí", "M"),
    _regular("WAR-1", "Gáe Bolg", "", "S1"),
    _regular("WAR-2", "Brian Boru", "M", "S5"),
    _regular("WAR-3", "War Chariot", "", "S7"),
    _regular("WAR-4", "Ráth", "", "S9"),
    _regular("WAR-5", "Gráinne Mhaol", "F"),
    _regular("WAR-6", "Claíomh Solais", ""),
    _regular("LAN-1", "River Boyne", "", "S2"),
    _regular("LAN-2", "Sea of Moyle", "", "S3"),
    _regular("LAN-3", "Croagh Patrick", "", "S4"),
    _regular("LAN-4", "Glendalough", "", "S8"),
    _regular("LAN-5", "Cliffs of Moher"),
    _regular("LAN-6", "Giant's Causeway"),
    _regular("REL-1", "St. Patrick", "M", "S4"),
    _regular("REL-2", "St. Colmcille", "M", "S6"),
    _regular("REL-3", "St. Kevin", "M", "S8"),
    _regular("REL-4", "St. Brigid", "F"),
    _regular("REL-5", "Brigid's Cross"),
    _regular("REL-6", "Holy Well"),
    _regular("TRE-1", "Bell Shrine of St. Patrick", "", "S3"),
    _regular("TRE-2", "Brian Boru Harp", "", "S5"),
    _regular("TRE-3", "Book of Kells", "", "S6"),
    _regular("TRE-4", "Tara Brooch", "", "S9", gold=True),
    _regular("TRE-5", "Ardagh Chalice", gold=True),
    _regular("TRE-6", "Cross of Cong"),
    _regular("STO-1", "Rock of Cashel", "", "S4"),
    _regular("STO-2", "High Cross", "", "S6"),
    _regular("STO-3", "Round Tower", "", "S8"),
    _regular("STO-4", "Lia Fáil", "", "S9"),
    _regular("STO-5", "Newgrange"),
    _regular("STO-6", "Poulnabrone Dolmen"),
    *(SCard(f"SHM-{i}", "Shamrock", SHAMROCK) for i in range(1, 9)),
    SCard("DRK-PUKA", "Púka", DARK),
    SCard("DRK-BANSHEE", "Banshee", DARK),
    SCard("DRK-CAORTHANACH", "Caorthánach", DARK),
    SCard("DRK-DEARGDUR", "Dearg Dur", DARK),
    SCard("DRK-DULLAHAN", "Dullahan", DARK),
    SCard(CHANGELING, "Changeling", DARK),
    *(SCard(code, "Faery", WILD) for code in FAERIES),
    SCard("WLD-LEPRECHAUN", "Leprechaun", WILD),
)

DECK = DeckSpec("seanchai60", tuple(
    CardSpec(i, c.code, c.kind, c.suit or None, None, c.name,
             frozenset(t for t in (c.human and f"human-{c.human}", c.sceal, "gold" if c.gold else "") if t))
    for i, c in enumerate(CARDS)))

ID = {c.ident: i for i, c in enumerate(CARDS)}
KIND = tuple(c.kind for c in CARDS)
SUIT = tuple(c.suit for c in CARDS)
HUMAN = tuple(c.human for c in CARDS)
SCEAL = tuple(c.sceal for c in CARDS)
POINTS = tuple(c.points for c in CARDS)
PENALTY = tuple(hand_penalty(c.kind) for c in CARDS)
SHAMROCK_IDS = frozenset(i for i, k in enumerate(KIND) if k == SHAMROCK)
#: scéal symbol -> its three card ids
SCEAL_CARDS: dict[str, tuple[int, ...]] = {
    sym: tuple(i for i, s in enumerate(SCEAL) if s == sym) for sym in SCEALTA}
#: Dark card id -> its power; counter card ids per Dark card id
POWER_OF: dict[int, Power] = {ID[code]: p for code, p in POWERS.items()}
COUNTER_IDS: dict[int, frozenset[int]] = {ID[code]: frozenset(ID[c] for c in p.counters)
                                         for code, p in POWERS.items()}
CHANGELING_ID = ID[CHANGELING]
#: each card id -> the lowest id of a card with its code: what words and notices name, so that
#: identical copies (the Faeries, the Shamrocks) are one card to anyone reading them
FIRST_COPY: tuple[int, ...] = tuple(min(j for j, o in enumerate(CARDS) if o.code == c.code)
                                    for c in CARDS)
#: every card that counters some Dark card (the painter marks them)
COUNTER_CARDS: frozenset[int] = frozenset().union(*COUNTER_IDS.values())


def is_human(card: int, targets: str) -> bool:
    """Whether ``card`` is a human an ability of this ``targets`` kind may take."""
    if targets == "male":
        return HUMAN[card] == "M"
    return targets == "human" and HUMAN[card] != ""


def can_pair(a: int, b: int) -> bool:
    """Two cards pair (S-13 A1, D-S9): same regular suit, or one wild and one regular."""
    ka, kb = KIND[a], KIND[b]
    if ka == REGULAR and kb == REGULAR:
        return SUIT[a] == SUIT[b]
    return (ka == WILD and kb == REGULAR) or (ka == REGULAR and kb == WILD)


#: PAIRS[a][b]: ``can_pair(a, b)`` for every two cards, and TWIN[c]: 1 for a Shamrock, 2 for
#: a Faery (identical cards that give one move), else 0 (hot paths of the search read these)
PAIRS: tuple[tuple[bool, ...], ...] = tuple(tuple(can_pair(a, b) for b in range(60)) for a in range(60))
TWIN: tuple[int, ...] = tuple(1 if c.kind == SHAMROCK else 2 if c.ident in FAERIES else 0 for c in CARDS)


def _check() -> None:
    """The constraints of S-4 hold for this table (run at import: a bad edit fails loudly)."""
    assert len(CARDS) == 60 and len(ID) == 60
    for suit in SUITS:
        assert sum(1 for c in CARDS if c.suit == suit) == 6
    assert sum(1 for c in CARDS if c.human == "M") == 11 and sum(1 for c in CARDS if c.human == "F") == 6
    for sym, ids in SCEAL_CARDS.items():
        assert len(ids) == 3 and len({SUIT[i] for i in ids}) == 3, sym
    assert [c.code for c in CARDS if c.gold] == ["TRE-4", "TRE-5"]
    assert sum(1 for k in KIND if k == SHAMROCK) == 8 and sum(1 for k in KIND if k == DARK) == 6
    assert sum(1 for k in KIND if k == WILD) == 4


_check()
