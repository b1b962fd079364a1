"""Big hands stay readable (issue 13, part 7): a crowded fan folds into two rows; Sort."""

from __future__ import annotations

import pygame

from tabletop.games.hyrule.rules import DECK
from tabletop.ui.table.bighand import BACK_ROW, MIN_SHOW, HandOrder, TwoRowFan, two_row_hands
from tabletop.ui.table.layout import ZoneLayout

from .helpers import frames, make_app, start_table


def _hand(lay) -> tuple[str, ZoneLayout]:
    zid = "hand/0"
    return zid, lay.zones[zid]


def test_a_crowded_fan_folds_into_two_readable_rows_that_stay_on_screen() -> None:
    app = make_app((1280, 720))
    table = start_table(app, "HA")
    frames(app, 2)
    zid, zl = _hand(table.layout)
    assert isinstance(zl, TwoRowFan)
    cw, ch = zl.card
    assert zl.rows(8) == 1 and zl.slot(3, 8) == ZoneLayout.slot(zl, 3, 8)  # Hyrule: as before
    n = 27
    assert zl.rows(n) == 2
    pts = [zl.slot(i, n) for i in range(n)]
    back, front = pts[:14], pts[14:]
    assert {round(y, 3) for _, y in back} != {round(y, 3) for _, y in front}
    assert min(y for _, y in front) - min(y for _, y in back) >= BACK_ROW * ch * 0.9  # index corners show
    for row in (back, front):
        xs = sorted(x for x, _ in row)
        assert min(b - a for a, b in zip(xs, xs[1:], strict=False)) >= MIN_SHOW * cw  # readable
    x, y, w, h = zl.extent(n)
    assert 0 <= x and x + w <= 1280 and 0 <= y and y + h <= 720
    one_row = ZoneLayout.slot(zl, 1, n)[0] - ZoneLayout.slot(zl, 0, n)[0]
    assert one_row < MIN_SHOW * cw  # one row would have shown slivers


def test_two_row_hands_leaves_other_zones_alone() -> None:
    from tabletop.ui.table.layout import TableLayout

    lay = TableLayout.__new__(TableLayout)
    lay.zones = {"hand/0": ZoneLayout("hand/0", "fan", 600, 650, (80, 112), 40, 700),
                 "hand/1": ZoneLayout("hand/1", "fan", 40, 300, (60, 84), 20, 400, vertical=True),
                 "trick": ZoneLayout("trick", "row", 600, 300, (80, 112), 90)}
    two_row_hands(lay)
    assert isinstance(lay.zones["hand/0"], TwoRowFan)
    assert type(lay.zones["hand/1"]) is ZoneLayout and type(lay.zones["trick"]) is ZoneLayout


def _rank(card: int) -> int:
    rank = DECK[card].rank
    return 99 if rank is None else rank  # Jokers (Tingles) last


def test_sorting_rearranges_only_the_viewers_hand_on_screen() -> None:
    order = HandOrder(DECK)
    cards = [c.id for c in DECK.cards][::-3][:10]
    assert order.arrange(cards) == list(range(10))[::-1]  # as dealt: the deck's order
    order.cycle()  # by suit
    suits = [DECK[cards[i]].suit for i in order.arrange(cards)]
    assert suits == sorted(suits, key=lambda s: [c.suit for c in DECK.cards].index(s))
    order.cycle()  # by rank
    ranks = [_rank(cards[i]) for i in order.arrange(cards)]
    assert ranks == sorted(ranks)

    app = make_app((1280, 720))
    table = start_table(app, "HA", seed=5)
    for _ in range(200):
        frames(app)
        if not table.board.busy:
            break
    before = [s.face for s in sorted(table.board.piles["hand/0"], key=lambda s: s.x)]
    opponent = [s.key for s in table.board.piles["hand/1"]]
    table.tools.sort()  # by suit
    table.tools.sort()  # by rank
    after = [s.face for s in sorted(table.board.piles["hand/0"], key=lambda s: s.x)]
    assert sorted(after) == sorted(before)
    assert [_rank(c) for c in after] == sorted(_rank(c) for c in after)
    assert [s.key for s in table.board.piles["hand/1"]] == opponent
    assert table.match.state == table.match.states[-1]  # the rules never saw it
    assert table.tools.sort_button.label == "Sort: by rank"
    pygame.event.clear()


def test_a_27_card_hand_at_1280x720_is_two_readable_rows_with_a_sort_button(tmp_path) -> None:
    """A hand-made kit position: Aoife holds 27 cards (the rest of the stock moved to her)."""
    import os

    from tabletop.core.match import Match, Seat
    from tabletop.core.rules import MatchConfig
    from tabletop.games import REGISTRY
    from tabletop.testing.kitgame.table import KitTable
    from tabletop.ui.scenes.table import TableScene

    plugin = REGISTRY["kit"]
    m = Match(plugin.rules, MatchConfig("kit", 2, 1, {}), (Seat("human", "Aoife"), Seat("ai", "Ciara")))
    s = m.state
    extra = s.stock[:27 - len(s.hands[0])]
    m.states[-1] = s._replace(hands=(tuple(sorted(s.hands[0] + extra)), s.hands[1]),
                              stock=s.stock[len(extra):])
    app = make_app((1280, 720))
    table = TableScene(plugin, m, KitTable())
    app.mgr.reset(table)
    for _ in range(300):
        frames(app)
        if table.board.index is not None and not table.board.busy:
            break
    hand = table.board.piles["hand/0"]
    zl = table.layout.zones["hand/0"]
    assert len(hand) == 27 and isinstance(zl, TwoRowFan) and zl.rows(27) == 2
    assert len({round(sp.y) for sp in hand}) >= 2
    for sp in hand:
        x, y, w, h = sp.rect()
        assert 0 <= x and x + w <= 1280 and 0 <= y and y + h <= 720
    assert table.tools.sort_shown()
    button = table.tools.sort_button.rect
    assert button.w > 0 and pygame.Rect(0, 0, 1280, 720).contains(button)
    assert not any(button.colliderect(pygame.Rect(sp.rect())) for sp in hand)
    assert table.buttons  # Draw a card: moved up above the folded hand
    for b in table.buttons:
        assert not any(b.rect.colliderect(pygame.Rect(sp.rect())) for sp in hand), b.label
        assert not b.rect.colliderect(button)
    surf = pygame.Surface((1280, 720))
    app.mgr.draw(surf)
    pygame.image.save(surf, os.path.join(os.environ.get("TABLETOP_SHOTS", str(tmp_path)),
                                         "bighand-27-1280x720.png"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0))
    frames(app)
    assert table.tools.order.mode == "suit" and table.tools.sort_button.label == "Sort: by suit"


def test_a_title_rises_over_a_fan_folded_into_two_rows():
    from tabletop.ui.table.hud import title_top

    fan = TwoRowFan("discard", "fan", 600, 300, (80, 112), 30, 400)
    base = fan.extent(3)[1]  # one row: the title sits where the kit put it, above the cards
    assert fan.rows(3) == 1 and title_top(fan, base - 20, 18, 3) == base - 20
    assert fan.rows(30) == 2
    top = fan.extent(30)[1]
    assert top < base - 2  # the back row rises above the place
    y = title_top(fan, base - 20, 18, 30)
    assert y + 18 <= top  # the title is above the back row, not over it
