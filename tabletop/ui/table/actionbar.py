"""What a decision offers besides the cards to drag: the action bar, one button per label of
its button gestures (several actions under one label ask which), numbered for the keyboard,
laid out in the layout's ``actions`` area clear of Undo/Redo (which sit beside it); the
answers lit in a response window; the chooser a game opens by itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core.actions import Action
from ...core.ids import PlayerId
from ...core.views import TableView
from ..widgets.button import Button, row
from .board import TableBoard
from .comfort import fit_rows
from .gamescene import GameTable
from .interaction import InteractionIndex
from .keeping import TableKeeping
from .layout import Metrics, Rect, TableLayout, overlap


def action_buttons(index: InteractionIndex, choose: Callable[[list[Action]], None]) -> list[Button]:
    shared: dict[str, list[Action]] = {}  # one button per label: several ask which
    for g, a in index.buttons:
        shared.setdefault(g.label, []).append(a)
    buttons = [Button(label, lambda acts=acts: choose(acts), primary=True)
               for label, acts in shared.items()]
    for number, b in enumerate(buttons[:9], start=1):
        b.hint = str(number)  # the number key that presses it (``KeyFocus.digit``)
    return buttons


def place_actions(buttons: list[Button], lay: TableLayout | None, keeping: TableKeeping,
                  fixed: Sequence[pygame.Rect] = ()) -> None:
    """In a row centred in the ``actions`` area. A row wider than the area goes where it
    covers none of the table (``table_rects``: places at their fullest, names, plates) nor
    the ``fixed`` buttons (the side tabs): centred as before, else grown to the right from the
    area's left edge, else to the left from its right edge, else broken into even rows over
    the area and the room to its right short of the tabs (Keltis' four stone claims ran over
    the Blue row and "Your stones"; Treasure's three draw buttons with eight players under the
    Log and Hint tabs); in rows when too many for the window."""
    if not buttons or lay is None:
        return
    m = lay.metrics
    x, y, w, h = lay.areas.get("actions", (m.w / 2, m.h / 2, 0, m.px(44)))
    row(buttons, round(x + w / 2), round(y), round(h), m.px(12), m.px(18), m.font(17, 13))
    span = buttons[-1].rect.right - buttons[0].rect.x
    if "actions" in lay.areas and span > w:
        taken = table_rects(lay) + [tuple(r) for r in fixed]
        margin = m.px(8)

        def clear(shift: int) -> bool:
            return all(margin <= b.rect.x + shift and b.rect.right + shift <= m.w - margin
                       and not any(overlap((b.rect.x + shift, b.rect.y, b.rect.w, b.rect.h), t) for t in taken)
                       for b in buttons)

        first = buttons[0].rect.x
        shifts = [0, round(x) - first, round(x + w) - span - first]
        shift = next((d for d in shifts if clear(d)), None)
        if shift is not None:
            for b in buttons:
                b.rect.x += shift
        else:  # in rows, a little tighter (the labels keep their size)
            left, right = round(x), m.w - margin
            band = (round(y) - 3 * round(h), round(y + h))  # the bar's height, rows above it too
            for r in fixed:
                if r.left > left and r.top < band[1] and band[0] < r.bottom:
                    right = min(right, r.left - m.px(12))
            fit_rows(buttons, right - left, (left + right) // 2, round(y), round(h), m.px(8), m.px(10),
                     m.font(17, 13), 0)
    clear_of_keeping(buttons, m, keeping)
    if any(b.rect.x < 0 or b.rect.right > m.w for b in buttons):  # too many for a row
        fit_rows(buttons, m.w, m.w // 2, round(y), round(h), m.px(12), m.px(18),
                 m.font(17, 13), m.px(8))


def table_rects(lay: TableLayout, counts: dict[str, int] | None = None) -> list[Rect]:
    """What of the table an action bar must not cover: every place at its fullest (as the
    layout test counts it; with ``counts``, cards per zone, at least as many as it holds),
    its name, and the name plates."""
    out: list[Rect] = []
    for zid, zl in lay.zones.items():
        if zid not in lay.overlays:
            held = counts.get(zid, 0) if counts is not None else 0
            out.append(zl.extent(max(1, held, zl.extra.get("full", 1))))
    out += [tuple(r) for k, r in lay.labels.items() if k.startswith("title/")]
    out += [tuple(r) for r in lay.plates.values()]
    return out


def clear_of_keeping(buttons: list[Button], m: Metrics, keeping: TableKeeping) -> None:
    """Action buttons wider than their bar ran under Undo/Redo (which sit beside the bar):
    slide the row clear of them, else break it into rows beside them."""
    if not keeping.buttons or not keeping.visible():
        return
    keeping.layout()
    taken = [b.rect for b in keeping.buttons]
    if not any(b.rect.colliderect(t) for b in buttons for t in taken):
        return
    lo, hi = min(b.rect.x for b in buttons), max(b.rect.right for b in buttons)
    gap = m.px(12)
    for shift in (min(t.x for t in taken) - gap - hi, max(t.right for t in taken) + gap - lo):
        if m.px(8) <= lo + shift and hi + shift <= m.w - m.px(8):
            for b in buttons:
                b.rect.x += shift
            return
    y, h = buttons[0].rect.y, buttons[0].rect.h
    room_left = min(t.x for t in taken) - gap
    room_right = m.w - max(t.right for t in taken) - gap
    if room_left >= room_right:
        fit_rows(buttons, room_left, room_left // 2, y, h, m.px(12), m.px(18),
                 m.font(17, 13), m.px(8))
    else:
        fit_rows(buttons, room_right, m.w - room_right // 2, y, h, m.px(12), m.px(18),
                 m.font(17, 13), m.px(8))


def light_answers(board: TableBoard, view: TableView | None, viewer: PlayerId) -> None:
    """In a response window the cards that answer glow at rest (the counters in a hand),
    so the player sees at once which they hold; other turns light a card on hover."""
    window = (view.info.get("window") if view is not None else None) or {}
    if window.get("answerer") != viewer or board.index is None:
        return
    active = board.index.active_cards()
    for pile in board.piles.values():
        for s in pile:
            if s.face is not None and s.face in active:
                s.glow, s.lift = True, s.h * 0.12  # lit and raised out of the fan


def opening_choice(game: GameTable, buttons: list[Button]) -> Button | None:
    """The button whose chooser the game opens by itself at this decision (``open_choice``:
    cards to choose among that lie too small on the table), if any."""
    view = game.view
    label = game.open_choice(view) if view is not None else ""
    return next((b for b in buttons if b.label == label), None) if label else None
