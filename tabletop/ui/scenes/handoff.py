"""The hot-seat hand-off: an opaque screen with nothing private on it.

"Pass to Ciara — press to continue", under the seat's avatar with its symbol, the title in the
display face; the reason (an answer out of turn) and the recap of what happened since the
seat's last turn below. The table is not drawn at all while it is up (opaque),
so no card face of anyone can show; only after the press does the table switch to Ciara's
view. A mouse-up or a key press continues (the press that passed the device is ignored:
the screen waits for a fresh press after a short moment).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.ids import PlayerId
from ...core.names import is_you
from ..keymap import EVERYWHERE, Shortcut
from ..render.avatars import avatar, seat_avatar
from ..render.fonts import text
from ..render.theme import seat_colour
from ..table.hud import draw_symbol
from ..widgets.button import Button
from ..widgets.panel import draw_panel
from .base import Scene, frames_while

ARM_DELAY = 0.35  # ignore input this long, so a double click does not skip the screen


def _label_w(label: str, px: int) -> int:
    return text(label, px, (0, 0, 0), bold=True).get_width()


def show_cards_label(name: str) -> str:
    """The hand-off button: "I'm Ciara: show my cards"; a seat called "You" gets no "I'm You"."""
    return "Show my cards" if is_you(name) else f"I'm {name}: show my cards"


class HandoffScene(Scene):
    opaque = True

    def __init__(self, name: str, seat: PlayerId, on_continue: Callable[[], None],
                 recap: list[str] | None = None, reason: str = "",
                 heading: str = "Since your last move") -> None:
        super().__init__()
        self.recap = recap or []  # public narration since this player's last turn
        self.heading = heading  # the recap's title ("Before your first move" at the first)
        self.reason = reason  # why, when it is an answer out of turn: "Eimear: answer Dara's Púka"
        self.name = name
        self.seat = seat
        self.on_continue = on_continue
        self.age = 0.0
        self.button = Button(show_cards_label(name), self._go, primary=True)
        self.lines: list[str] = list(self.recap)  # the recap lines that fit the window
        self.rects: dict[str, pygame.Rect] = {}
        self.button_px = 24  # the button's words' size (``resize``)

    def _go(self) -> None:
        if self.age < ARM_DELAY or self.mgr is None:
            return
        mgr = self.mgr
        mgr.pop(self)
        self.on_continue()

    def update(self, dt: float) -> None:
        self.age += dt

    def resize(self, w: int, h: int) -> None:
        """One centred column: the seat's avatar, the title, the reason, the advice, the button,
        the hint, the recap on its own panel; shrunk from the recap up when it is too tall."""
        px = self.px
        self.lines = [ln for ln in self.recap]
        parts: list[tuple[str, int]] = [("avatar", px(120)), ("gap", px(12)), ("title", px(68)),
                                        ("rule", px(18))]
        if self.reason:
            parts.append(("reason", px(34, 18)))
        parts += [("sub", px(30, 17)), ("gap", px(22)), ("button", px(64)), ("gap", px(8)),
                  ("hint", px(24, 16))]
        line_h = px(24, 16)
        while True:
            recap = px(46) + line_h * len(self.lines) if self.lines else 0
            total = sum(hh for _, hh in parts) + (px(24) + recap if recap else 0)
            if total <= h - px(24) or not self.lines:
                break
            self.lines = self.lines[1:]  # the oldest lines go first
        y = max(px(12), (h - total) // 2)
        self.rects: dict[str, pygame.Rect] = {}
        for name, hh in parts:
            if name != "gap":
                self.rects[name] = pygame.Rect(0, y, w, hh)
            y += hh
        # as wide as its words ("I'm Maximiliana-Theodora: show my cards" ran past both ends
        # of the button), within the window; smaller words where even that is too narrow
        most = w - px(40)
        self.button_px = px(24, 14)
        while self.button_px > 12 and _label_w(self.button.label, self.button_px) + px(40) > most:
            self.button_px -= 1
        bw = min(most, max(px(420), _label_w(self.button.label, self.button_px) + px(48)))
        self.button.rect = pygame.Rect(w // 2 - bw // 2, self.rects["button"].y, bw, px(64))
        side = self.rects["avatar"].h
        self.rects["avatar"] = pygame.Rect(w // 2 - side // 2, self.rects["avatar"].y, side, side)
        if recap:
            rw = min(w - px(40), max(px(520), max(text(ln, px(16, 12), (0, 0, 0)).get_width()
                                                   for ln in self.lines) + px(48)))
            self.rects["recap"] = pygame.Rect(w // 2 - rw // 2, y + px(24), rw, recap)

    def _pause(self) -> None:
        """Esc: the table's pause menu, over this screen (the table stays hidden under it)."""
        mgr = self.mgr
        if mgr is None or self not in mgr.stack or mgr.stack.index(self) == 0:
            return
        open_pause = getattr(mgr.stack[mgr.stack.index(self) - 1], "open_pause", None)
        if open_pause is not None:
            open_pause()

    def shortcuts(self) -> list[Shortcut]:
        """The hand-off's keys (``handle``), for its ``?`` list."""
        return [Shortcut("Enter or Space", "Show the cards (the player named has the screen)"),
                Shortcut("Esc", "The pause menu"), *EVERYWHERE]

    def handle(self, ev: pygame.event.Event) -> bool:
        if self.button.handle(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self._pause()
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._go()
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._go()
            return True
        return True  # modal: nothing reaches the table

    def next_frame_in(self) -> float:
        return frames_while(self.age < ARM_DELAY)  # the clock that arms the button, then still

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.blit(self.ctx.art.felt((w, h)), (0, 0))  # the cloth, and nothing of the table
        colour, symbol = seat_colour(th, self.seat)
        r = self.rects
        face = r["avatar"]
        _halo(surf, face.center, face.w * 0.5, self.px(16), colour)
        surf.blit(avatar(seat_avatar(self.ctx, self.seat), face.w, colour), face)
        badge = self.px(34)
        draw_symbol(surf, symbol, (face.right - badge * 0.35, face.bottom - badge * 0.35), badge, colour)
        size = self.px(56, 24)  # a long name: smaller letters, within the window
        while size > 20 and text(f"Pass to {self.name}", size, th.highlight, display=True).get_width() > w - self.px(40):
            size -= 2
        title = text(f"Pass to {self.name}", size, th.highlight, display=True)
        surf.blit(title, title.get_rect(center=r["title"].center))
        cx, ry = w // 2, r["rule"].centery  # the ornament under the title, as on the results
        half = min(title.get_width() * 0.45, w * 0.4)
        pygame.draw.line(surf, th.highlight, (cx - half, ry), (cx - self.px(12), ry), max(1, self.px(2)))
        pygame.draw.line(surf, th.highlight, (cx + self.px(12), ry), (cx + half, ry), max(1, self.px(2)))
        d = self.px(6)
        pygame.draw.polygon(surf, th.highlight, [(cx, ry - d), (cx + d, ry), (cx, ry + d), (cx - d, ry)])
        if self.reason:  # an answer out of turn says so, and to what
            why = text(self.reason, self.px(26, 14), th.text, bold=True)
            surf.blit(why, why.get_rect(center=r["reason"].center))
        sub = text("Everyone else, look away. Nothing private is on screen.", self.px(22, 13), th.text_dim)
        surf.blit(sub, sub.get_rect(center=r["sub"].center))
        self.button.draw(surf, th, self.button_px)
        hint = text("Click, or press Enter or Space, to continue · Esc: menu", self.px(17, 12), th.text_dim)
        surf.blit(hint, hint.get_rect(center=r["hint"].center))
        box = r.get("recap")
        if box is not None and self.lines:
            draw_panel(surf, box, th.panel, 200, th.panel_edge, radius=self.px(12), width=1)
            head = text(self.heading, self.px(17, 12), th.highlight, bold=True)
            surf.blit(head, head.get_rect(midtop=(w // 2, box.y + self.px(10))))
            for i, line in enumerate(self.lines):
                img = text(line, self.px(16, 12), th.text)
                surf.blit(img, img.get_rect(midtop=(w // 2, box.y + self.px(36) + self.px(24, 16) * i)))


def _halo(surf: pygame.Surface, centre: tuple[int, int], radius: float, spread: int,
          colour: tuple[int, int, int]) -> None:
    """A soft round glow in the seat's colour around its avatar."""
    size = round(2 * (radius + spread))
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        alpha = round(150 * (1 - i / spread) ** 1.6)
        pygame.draw.circle(glow, (*colour, alpha), (size // 2, size // 2), round(radius + i))
    surf.blit(glow, glow.get_rect(center=centre))
