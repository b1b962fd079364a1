"""A push button: a rounded panel with a label, hover and focus states, and a callback."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..render.fonts import text
from ..render.theme import Theme
from .panel import draw_panel, draw_shadow


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], *, enabled: bool = True,
                 primary: bool = False, key: int | None = None) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.key = key  # a keyboard shortcut (pygame key constant)
        #: the key that presses it, shown in a small key cap before the label ("1"); "" none
        self.hint = ""
        #: the key cap's room stays empty: its key means something else now (the table's
        #: number keys choose a held card's places)
        self.quiet = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        #: the mouse button went down on it: only then does a release on it press it
        self.armed = False

    def content_width(self, font_px: int) -> int:
        """The label's width, with the key cap and its gap when the button shows one."""
        width = text(self.label, font_px, (0, 0, 0), bold=True).get_width()
        if self.hint:
            width += self._cap_size(font_px)[0] + max(4, font_px // 2)
        return width

    @staticmethod
    def _cap_size(font_px: int) -> tuple[int, int]:
        side = round(font_px * 1.25)
        return side, side

    def handle(self, ev: pygame.event.Event) -> bool:
        """True if the event was this button's (a click on it, or its shortcut)."""
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            # a press is a press and a release on the same button: a release alone is not (a
            # click begun on a lesson's Next, hidden while cards flew, was released on the
            # claim button that had just appeared there, and made the learner's move; the
            # release of a card dragged over a button is the drop's)
            armed, self.armed = self.armed, False
            if armed and self.rect.collidepoint(ev.pos):
                self.on_click()
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.armed = self.rect.collidepoint(ev.pos)
            return self.armed  # consumed; fires on release
        if ev.type == pygame.KEYDOWN and self.key is not None and ev.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, surf: pygame.Surface, theme: Theme, font_px: int) -> None:
        """Primary: a gold plate; others: a dark panel with a thin gold-green edge. Hover
        lifts the colour; every button casts a soft shadow, so it stands on the table."""
        radius = max(6, self.rect.h // 4)
        if self.primary:
            fill = theme.highlight if self.hover else tuple(int(c * 0.85) for c in theme.highlight)
            ink = (20, 20, 20)
        else:
            fill = theme.panel_edge if self.hover else theme.panel
            ink = theme.text if self.enabled else theme.text_dim
        edge = theme.highlight if self.hover else (
            tuple(int(c * 0.6) for c in theme.highlight) if self.primary else theme.panel_edge)
        if self.enabled:
            draw_shadow(surf, self.rect, radius, 90)
        draw_panel(surf, self.rect, fill, 240 if self.enabled else 140, edge, radius=radius)
        label = text(self.label, font_px, ink if self.enabled else theme.text_dim, bold=True)
        if not self.hint:
            surf.blit(label, label.get_rect(center=self.rect.center))
            return
        cw, ch = self._cap_size(font_px)
        gap = max(4, font_px // 2)
        left = self.rect.centerx - (cw + gap + label.get_width()) // 2
        cap = pygame.Rect(left, self.rect.centery - ch // 2, cw, ch)
        if self.quiet:  # no cap: the label stays where it stands
            surf.blit(label, label.get_rect(midleft=(cap.right + gap, self.rect.centery)))
            return
        pygame.draw.rect(surf, ink, cap, width=max(1, font_px // 12), border_radius=max(2, cw // 5))
        key = text(self.hint, max(12, round(font_px * 0.8)), ink, bold=True)
        surf.blit(key, key.get_rect(center=cap.center))
        surf.blit(label, label.get_rect(midleft=(cap.right + gap, self.rect.centery)))


class AvatarButton(Button):
    """A seat's avatar medallion that changes to the next one when pressed (setup screen)."""

    def __init__(self, avatar: str, colour: tuple[int, int, int], on_click: Callable[[], None]) -> None:
        from ..render.avatars import LABELS

        super().__init__(LABELS.get(avatar, avatar), on_click)
        self.avatar = avatar
        self.colour = colour

    def draw(self, surf: pygame.Surface, theme: Theme, font_px: int) -> None:
        from ..render.avatars import avatar

        d = min(self.rect.w, self.rect.h)
        if self.hover:
            pygame.draw.circle(surf, theme.highlight, self.rect.center, d // 2 + 2)
        img = avatar(self.avatar, d, self.colour)
        surf.blit(img, img.get_rect(center=self.rect.center))


def stack(buttons: list[Button], cx: int, top: int, w: int, h: int, gap: int) -> None:
    """Lay buttons out in a centred column."""
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(cx - w // 2, top + i * (h + gap), w, h)


def row_width(buttons: list[Button], gap: int, pad: int, font_px: int, min_w: int = 0) -> int:
    """How wide ``row`` lays these buttons out."""
    widths = [max(min_w, b.content_width(font_px) + 2 * pad) for b in buttons]
    return sum(widths) + gap * (len(buttons) - 1)


def row(buttons: list[Button], cx: int, y: int, h: int, gap: int, pad: int, font_px: int,
        min_w: int = 0) -> None:
    """Lay buttons out in a centred row, each as wide as its label needs."""
    widths = [max(min_w, b.content_width(font_px) + 2 * pad) for b in buttons]
    total = sum(widths) + gap * (len(buttons) - 1)
    x = cx - total // 2
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, y, w, h)
        x += w + gap
