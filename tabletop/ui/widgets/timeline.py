"""The replay's timeline: a bar from the deal to the last move with the current position, and,
once the game was reviewed, a mark at each costly decision (a blunder tall, a mistake middling,
an inaccuracy short, each with its letter, so the colour is never the only sign).

A click on the bar seeks to that move; a click on (or near) a mark picks that mark."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..render.fonts import text

#: mark heights (share of the bar's height above it) and letters by grade
MARK = {"blunder": (1.0, "B"), "mistake": (0.7, "M"), "inaccuracy": (0.45, "I")}


@dataclass
class Timeline:
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    total: int = 0
    pos: int = 0
    marks: list[tuple[int, str]] = field(default_factory=list)  # (move index, grade)

    def x_of(self, ply: float) -> int:
        return round(self.rect.x + self.rect.w * (ply / max(1, self.total)))

    def mark_rects(self) -> list[pygame.Rect]:
        """Each mark's clickable rectangle (above the bar, at its move)."""
        h = self.rect.h
        out = []
        for ply, grade in self.marks:
            tall = round(h * 1.6 * MARK.get(grade, (0.45, ""))[0]) + h
            x = self.x_of(ply + 0.5)
            out.append(pygame.Rect(x - max(5, h // 2), self.rect.bottom - tall, max(10, h), tall))
        return out

    def hit(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """("mark", i) for a click on mark i, ("seek", move) on the bar, else None."""
        for i, r in enumerate(self.mark_rects()):
            if r.inflate(6, 6).collidepoint(pos):
                return "mark", i
        if self.rect.inflate(0, 10).collidepoint(pos) and self.total:
            share = (pos[0] - self.rect.x) / max(1, self.rect.w)
            return "seek", max(0, min(self.total, round(share * self.total)))
        return None

    def draw(self, surf: pygame.Surface, theme, font_px: int) -> None:
        if self.rect.w <= 0:
            return
        r = self.rect
        pygame.draw.rect(surf, theme.panel, r, border_radius=r.h // 2)
        done = r.copy()
        done.w = max(0, self.x_of(self.pos) - r.x)
        pygame.draw.rect(surf, theme.panel_edge, done, border_radius=r.h // 2)
        pygame.draw.rect(surf, theme.panel_edge, r, 1, border_radius=r.h // 2)
        cx = self.x_of(self.pos)  # the knob first: the marks stand over it (it hid one)
        pygame.draw.circle(surf, theme.highlight, (cx, r.centery), max(4, r.h))
        for (_ply, grade), m, cap in zip(self.marks, self.mark_rects(), self.cap_rects(font_px), strict=True):
            colour = theme.highlight if grade == "blunder" else theme.text
            pygame.draw.rect(surf, colour, pygame.Rect(m.centerx - 1, m.y, 3, m.h))
            letter = text(MARK.get(grade, (0, "?"))[1], font_px, theme.panel, bold=True)
            pygame.draw.rect(surf, colour, cap, border_radius=3)
            surf.blit(letter, letter.get_rect(center=cap.center))

    def cap_rects(self, font_px: int) -> list[pygame.Rect]:
        """Where each mark's letter stands: at its mark's top, and above the letters before it
        where two marks lie close ("M" and "B" a move apart read as one smudge)."""
        caps: list[pygame.Rect] = []
        for (_ply, grade), m in zip(self.marks, self.mark_rects(), strict=True):
            letter = text(MARK.get(grade, (0, "?"))[1], font_px, (0, 0, 0), bold=True)
            cap = letter.get_rect(midbottom=(m.centerx, m.y + letter.get_height())).inflate(4, 0)
            while (hit := cap.collidelist(caps)) >= 0:
                cap.bottom = caps[hit].top - 1
            caps.append(cap)
        return caps
