"""Building exact Keltis positions: stacked deals and hand-built tables from card codes."""

from __future__ import annotations

from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games.keltis.deck import COLOURS, DECK, PILES, STONE_OF
from tabletop.games.keltis.rules import DRAW, PLAY, RULES, KeltisState


def keltis_match(hands: list[str], draw: str = "", seed: int = 1, **options) -> Match:
    """A dealt match: seat i holds ``hands[i]`` (8 codes); ``draw`` lists the top of the draw
    pile, top card first. Seat 1 starts unless ``firstPlayer`` says otherwise."""
    options.setdefault("firstPlayer", 1)
    codes = " ".join(hands).split() + draw.split()
    cfg = MatchConfig("keltis", len(hands), seed, options)
    return Match(RULES, cfg, stacked=tuple(DECK.parse_cards(codes)))


def build(n: int, hands: list[str], rows: dict[tuple[int, str], str] | None = None,
          points: dict[int, str] | None = None, piles: dict[str, str] | None = None,
          draw_top: str = "", draw_size: int | None = None, stones: dict[int, str] | None = None,
          turn: int = 0, stage: int = PLAY, seed: int = 1, **options) -> KeltisState:
    """A hand-built table. Every card not named goes to the draw pile (under ``draw_top``,
    top card first), except that with two players 30 go to ``removed``; ``draw_size`` trims
    the draw pile to that many cards (the rest go to ``removed``). Card conservation holds."""
    used: set[int] = set()

    def take(text: str) -> tuple[int, ...]:
        out = []
        for code in text.split():
            free = [c for c in DECK.ids_for(code) if c not in used]
            assert free, f"no free copy of {code}"
            used.add(free[0])
            out.append(free[0])
        return tuple(out)

    hand_ids = tuple(tuple(sorted(take(h))) for h in hands)
    row_ids = [()] * (5 * n)
    for (p, colour), text in (rows or {}).items():
        row_ids[5 * p + COLOURS.index(colour)] = take(text)
    point_ids = tuple(take((points or {}).get(p, "")) for p in range(n))
    pile_ids = tuple(take((piles or {}).get(k, "")) for k in PILES)
    won = []
    for p in range(n):
        won.append(tuple(STONE_OF[int(x[1:])] for x in (stones or {}).get(p, "").split()))
    taken = {c for w in won for c in w}
    top = take(draw_top)
    rest = [c for c in range(101) if c not in used]
    removed: list[int] = []
    if n == 2 and draw_size is None:
        removed, rest = rest[-30:], rest[:-30]
    draw = list(reversed(top))  # bottom first
    draw = rest + draw
    if draw_size is not None:
        cut = len(draw) - draw_size
        removed, draw = removed + draw[:cut], draw[cut:]
    base = RULES.new_game(MatchConfig("keltis", n, seed, {"firstPlayer": turn + 1, **options}))
    return base._replace(
        hands=hand_ids, rows=tuple(row_ids), points=point_ids, piles=pile_ids,
        draw=tuple(draw), removed=tuple(sorted(removed)),
        stones=tuple(c for c in base.stones if c not in taken), won=tuple(won),
        turn=turn, stage=stage, pending=1 if stage == DRAW else 0)


def match_from(state: KeltisState) -> Match:
    """A Match whose starting position is ``state`` (for stepping through scenarios)."""
    m = Match(RULES, RULES.config(state))
    m.states[0] = state
    return m


def texts(state: KeltisState) -> list[str]:
    return [RULES.format_action(a) for a in RULES.legal_actions(state)]


def play(state: KeltisState, *moves: str) -> KeltisState:
    for move in moves:
        state = RULES.apply(state, RULES.parse_action(state, move)).state
    return state


def codes(cards) -> list[str]:
    return sorted(DECK.code(c) for c in cards)


def keltis_mid_game_states(count: int, seed: int) -> list[KeltisState]:
    """Seeded mid-game positions, 2–4 players in turn (AI tests)."""
    from tabletop.testing import positions

    def config(game: int, game_seed: int) -> MatchConfig:
        return MatchConfig("keltis", 2 + game % 3, game_seed)

    return positions.mid_game_states(RULES, config, count, seed, plies_per_player=40)


def final_plays(choose) -> tuple[list[str], KeltisState]:
    """A game whose last draw has just been made (seat 1 gains from two green plays, seat 0
    from two red ones), its final plays chosen by ``choose(state)``: (moves, end state)."""
    from tabletop.games.keltis.rules import FINAL

    s = build(2, ["R6 R7 B3 W5 W8 GE B1 B2", "P1 P2 P3 P4 W1 G4 G5 G6"],
              rows={(0, "R"): "R2 R4 R5", (1, "G"): "G3"}, draw_size=1)
    s = play(s, "discard B1", "draw deck")
    assert s.stage == FINAL and s.turn == 1
    moves = []
    while s.stage == FINAL:
        a = choose(s)
        moves.append(RULES.format_action(a))
        s = RULES.apply(s, a).state
    return moves, s


#: a rival's hand that fits nothing the stacked worlds below care about
FILL = "Y0 Y1 Y2 Y8 Y9 Y10 P0 P10"


def reds_world(reds_to_me: bool) -> KeltisState:
    """Seat 0 to play with a rising red row of two (R2 R3); the draw pile's top 12 cards
    alternate between seat 0's draws and the rival's, and the six reds that extend the row
    (R4-R9) come to seat 0 or to the rival: two worlds the same to any judge that does not
    read the draw order."""
    reds = ["R4", "R5", "R6", "R7", "R8", "R9"]
    junk = ["B0", "G10", "B10", "G0", "B4", "G6"]
    mine, theirs = (reds, junk) if reds_to_me else (junk, reds)
    top = " ".join(f"{a} {b}" for a, b in zip(mine, theirs, strict=True))
    return build(2, ["B1 B9 G2 G8 Y3 Y5 P7 PE", FILL], rows={(0, "R"): "R2 R3"}, draw_top=top,
                 draw_size=12)
