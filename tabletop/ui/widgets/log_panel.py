"""The move log: every move in words, with player names, grouped by trick or by turn.

``build_log`` turns a match's records into groups of lines using only the rules' public
narration (``rules.narrate`` on the state before each move, ``rules.notice_text`` for the
notices), so it never names a card the table cannot see and it says "Aoife", never "you"
(hot seat). Trick-taking games group by trick (a ``trick_*`` notice closes a group), other
games by turn (consecutive moves of one turn, ``rules.turn_of``: an answer out of turn is part
of the turn it answers). ``last_closed`` is the "last trick / last
play" review.

``LogPanel`` draws it: a collapsible column at the right edge (L toggles, PageUp/PageDown or
the wheel scroll, T shows the last trick or play), each line marked with the seat's symbol.
``side_tabs`` finds a free spot at the right edge for the small Rules / Log / Help tabs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...core.events import Notice

Rect = tuple[float, float, float, float]
MESSAGES_TITLE = "Latest messages"


@dataclass
class LogLine:
    text: str
    seat: int | None = None  # whose move (its symbol is drawn), None for a table notice


@dataclass
class LogGroup:
    title: str
    lines: list[LogLine] = field(default_factory=list)
    closed: bool = False  # a finished trick / turn (the review shows the last closed one)


def _is_trick_end(ev: object) -> bool:
    return isinstance(ev, Notice) and ev.key.startswith("trick_")


def build_log(rules: Any, records: Sequence[Any], states: Sequence[Any],
              names: Sequence[str]) -> list[LogGroup]:
    """Groups of public log lines for ``records`` (``states[i]`` is the state before record i)."""
    tricks = any(_is_trick_end(ev) for r in records for ev in r.events)
    groups: list[LogGroup] = []
    trick_no = 0
    turn_no = 0
    last_owner: int | None = None
    for i, rec in enumerate(records):
        player = rec.action.player
        # whose turn the move belongs to: an answer out of turn (a Dark card let happen, a
        # raid blocked) is part of the turn it answers, not a turn of its own
        owner = rules.turn_of(states[i])
        if owner is None:
            owner = player
        if tricks:
            if not groups or groups[-1].closed:
                trick_no += 1
                groups.append(LogGroup(f"Trick {trick_no}"))
        elif not groups or owner != last_owner:
            if groups:
                groups[-1].closed = True
            turn_no += 1
            who = names[owner] if 0 <= owner < len(names) else f"Player {owner + 1}"
            groups.append(LogGroup(f"Turn {turn_no} · {who}"))
        last_owner = owner
        group = groups[-1]
        said = rules.narrate(states[i], rec.action, names)
        if said:  # a game may leave a step unsaid (a hidden pick its commit tells)
            group.lines.append(LogLine(said, player))
        for ev in rec.events:
            if isinstance(ev, Notice):
                text = rules.notice_text(ev, names)
                if text:
                    group.lines.append(LogLine(text, ev.player))
                if tricks and _is_trick_end(ev):
                    group.closed = True
    return groups


def last_closed(groups: Sequence[LogGroup]) -> LogGroup | None:
    """The last finished trick (or the last finished turn in games without tricks)."""
    for g in reversed(groups):
        if g.closed:
            return g
    return None


def review_title(groups: Sequence[LogGroup]) -> str:
    return "Last trick" if any(g.title.startswith("Trick") for g in groups) else "Last play"


def side_tabs(obstacles: Sequence[Rect], w: int, h: int, tab_w: int, tab_h: int, n: int,
              gap: int, margin: int) -> list[Rect]:
    """``n`` tabs stacked at the right edge, in the tallest free gap between ``obstacles``
    (zones, plates, buttons). Falls back to the top-right corner when nothing is free."""
    x0 = w - margin - tab_w
    need = n * tab_h + (n - 1) * gap
    spans = sorted((r[1], r[1] + r[3]) for r in obstacles
                   if r[0] < w - margin and r[0] + r[2] > x0 - gap)
    best: tuple[float, float] | None = None
    y = float(margin)
    for top, bottom in [*spans, (h - margin, h - margin)]:
        if top - gap - y >= need and (best is None or top - y > best[1] - best[0]):
            best = (y, top - gap)
        y = max(y, bottom + gap)
    if best is None:
        start = float(margin)
    else:
        start = best[0] + (best[1] - best[0] - need) / 2
    return [(float(x0), start + i * (tab_h + gap), float(tab_w), float(tab_h)) for i in range(n)]


class LogPanel:
    """The collapsible log column (drawing and scrolling; the groups come from ``build_log``)."""

    def __init__(self, messages: Any = None) -> None:
        #: the table's ``Toasts``: its latest messages close the log ("Latest messages"), so a
        #: message that faded before it was read can still be read (issue 28, item 7)
        self.messages = messages
        self.keys = ("L", "T")  # the log's and the review's keys as the player set them
        self.open = False
        self.review = False  # showing only the last trick / play
        self.scroll = 0  # lines scrolled up from the newest
        self.groups: list[LogGroup] = []
        self._key: tuple | None = None
        self.rect: tuple[int, int, int, int] = (0, 0, 0, 0)

    def refresh(self, rules: Any, match: Any, names: Sequence[str]) -> None:
        """Rebuild when the match's records changed (a move, an undo)."""
        recs = match.records
        key = (len(recs), id(recs[-1]) if recs else None, getattr(match, "undo_count", 0),
               len(getattr(match, "redo_stack", ())))
        if key != self._key:
            self._key = key
            self.groups = build_log(rules, recs, match.states, names)
            self.scroll = 0

    def toggle(self) -> None:
        self.open = not self.open
        self.review = False
        self.scroll = 0

    def show_review(self) -> None:
        self.review = not self.review
        self.open = self.review or self.open

    def lines(self) -> list[tuple[str, LogLine | None]]:
        """("title", None) / ("line", LogLine) rows, oldest first."""
        groups = self.groups
        if self.review:
            last = last_closed(groups)
            groups = [last] if last is not None else []
        out: list[tuple[str, LogLine | None]] = []
        for g in groups:
            out.append((g.title, None))
            out.extend(("", ln) for ln in g.lines)
        recent = list(getattr(self.messages, "recent", ())) if not self.review else []
        if recent:
            out.append((MESSAGES_TITLE, None))
            out.extend(("", LogLine(m)) for m in recent)
        return out

    def draw(self, surf, theme, unit: float, seat_colour_fn, draw_symbol_fn,
             right: int | None = None, above: Sequence[Any] = ()) -> None:
        """The open panel, its right edge at ``right`` (left of the tabs) or the window's,
        stopping short of the rects in ``above`` it would reach down over (the table's Undo
        and Redo beside its action bar: the panel covered them)."""
        import pygame

        from ..render.fonts import text
        from .panel import draw_panel
        from .scroll_text import wrap

        if not self.open:
            return
        w, h = surf.get_size()
        pw = max(260, min(round(400 * unit), w // 3))
        margin = max(6, round(10 * unit))
        edge = w - margin if right is None else right
        r = pygame.Rect(edge - pw, margin, pw, round(h * 0.7))  # the hand stays in view
        for o in above:
            o = pygame.Rect(o)
            if r.colliderect(o) and o.top - margin > r.y + h // 3:
                r.h = o.top - margin - r.y
        title_px = max(14, round(20 * unit))
        body_px = max(12, round(16 * unit))
        head = (f"Last trick / last play ({self.keys[1]})" if self.review
                else f"Move log ({self.keys[0]} closes, PgUp/PgDn)")
        img = text(head, title_px, theme.text, bold=True)
        top = r.y + margin * 2 + img.get_height()
        line_h = round(body_px * 1.35)
        sym = round(body_px * 0.8)
        rows: list[tuple[str, bool, int | None]] = []
        for title, ln in self.lines():
            if ln is None:
                rows.append((title, True, None))
                continue
            for k, part in enumerate(wrap(ln.text, r.w - 3 * margin - sym, body_px)):
                rows.append((part, False, ln.seat if k == 0 else None))
        if not rows:
            rows = [("No moves yet", True, None)]
        if self.review:  # one trick or turn: as tall as its lines (it stood 70 % of the window
            r.h = min(r.h, top - r.y + len(rows) * line_h + margin)  # high, mostly empty, over the table)
        self.rect = (r.x, r.y, r.w, r.h)
        draw_panel(surf, r, theme.panel, 238, theme.panel_edge, radius=max(6, round(12 * unit)), width=2)
        surf.blit(img, (r.x + margin, r.y + margin))
        fit = max(1, (r.bottom - margin - top) // line_h)
        self.scroll = max(0, min(self.scroll, len(rows) - fit))
        end = len(rows) - self.scroll
        for i, (s, is_title, seat) in enumerate(rows[max(0, end - fit):end]):
            y = top + i * line_h
            x = r.x + margin
            if is_title:
                img = text(s, body_px, theme.highlight, bold=True)
            else:
                x += sym + margin // 2
                if seat is not None and seat >= 0:
                    colour, symbol = seat_colour_fn(theme, seat)
                    draw_symbol_fn(surf, symbol, (r.x + margin + sym / 2, y + line_h / 2), sym, colour)
                img = text(s, body_px, theme.text)
            surf.blit(img, (x, y))

    def handle_key(self, key: int) -> bool:
        import pygame

        if key == pygame.K_l:
            self.toggle()
            return True
        if key == pygame.K_t:
            self.show_review()
            return True
        if self.open and key == pygame.K_PAGEUP:
            self.scroll += 8
            return True
        if self.open and key == pygame.K_PAGEDOWN:
            self.scroll = max(0, self.scroll - 8)
            return True
        return False
