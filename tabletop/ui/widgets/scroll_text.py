"""Scrollable rich-ish text: '# ' headings, '- ' bullets, paragraphs wrapped to the width."""

from __future__ import annotations

import re

import pygame

from ..render.fonts import font, text
from ..render.theme import Theme

#: a word that is a number or a multiplier ("2", "×2", "×½", "+3", "12,"): it never starts a
#: line alone, so a badge reads "runs ×2", never "runs" over a lone "×2"
NUMBER = re.compile(r"[×+−-]?(\d+|½)([.,/]\d+)?½?[%)]?[.,;:!?]*")
#: a percent sign standing after its number ("about 64 % to win"): it never begins a line
SIGN = re.compile(r"%[)]?[.,;:!?]*")


def wrap(line: str, width: int, size: int, bold: bool = False, *, display: bool = False) -> list[str]:
    """``line`` in lines no wider than ``width`` (a single word wider than it stands alone),
    broken between words; a number that would begin a line takes the word before it along
    ("score" / "×2" becomes "score ×2") where the two fit, and so does a percent sign ("64" /
    "% to win" becomes "64 %" / "to win"). ``display``: in the titles' face."""
    f = font(size, bold, display=display)
    words = line.split()
    out: list[str] = []
    cur = ""
    for w in words:
        cand = f"{cur} {w}" if cur else w
        if f.size(cand)[0] <= width or not cur:
            cur = cand
            continue
        head, _, last = cur.rpartition(" ")
        if head and (NUMBER.fullmatch(w) or SIGN.fullmatch(w)) and f.size(f"{last} {w}")[0] <= width:
            out.append(head)
            cur = f"{last} {w}"
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    return out or [""]


def wrap_items(line: str, width: int, size: int, bold: bool = False, sep: str = " · ") -> list[str]:
    """``wrap`` for a list joined by ``sep``: broken between items where they fit, so an item
    stays whole on its line (a held card's places read "… in the Tableau · 2" / "onto the
    Brian Boru …", the number parted from its place); an item wider than ``width`` is
    wrapped between its words, in lines as even as they can be (``wrap_even``)."""
    f = font(size, bold)
    out: list[str] = []
    cur = ""
    for item in line.split(sep):
        cand = f"{cur}{sep}{item}" if cur else item
        if f.size(cand)[0] <= width:
            cur = cand
            continue
        if cur:
            out.append(cur)
        parts = wrap_even(item, width, size, bold)  # (no word left alone: "Tableau")
        out.extend(parts[:-1])
        cur = parts[-1]
    if cur:
        out.append(cur)
    return out or [""]


def wrap_even(line: str, width: int, size: int, bold: bool = False, *, display: bool = False) -> list[str]:
    """``wrap`` to as few lines as at ``width``, made as even as they can be: wrapped at the
    narrowest width that keeps that many lines, so no word is left alone on the last line
    ("… (keys: Tab," / "Enter)")."""
    lines = wrap(line, width, size, bold, display=display)
    if len(lines) < 2:
        return lines
    lo, hi = 1, width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(line, mid, size, bold, display=display)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(line, lo, size, bold, display=display)


class ScrollText:
    def __init__(self, source: str) -> None:
        self.source = source
        self.scroll = 0
        self.lines: list[tuple[str, int, bool, int]] = []  # text, size, bold, indent
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = 16
        self._built_for: tuple[int, int] | None = None

    def layout(self, rect: pygame.Rect, body_px: int) -> None:
        self.rect = pygame.Rect(rect)
        if self._built_for == (self.rect.w, body_px):
            return
        self._built_for = (self.rect.w, body_px)
        self.body = body_px
        self.lines = []
        head = round(body_px * 1.35)
        bullet_in = body_px
        for raw in self.source.splitlines():
            raw = raw.rstrip()
            if not raw:
                self.lines.append(("", body_px // 2, False, 0))
            elif raw.startswith("#"):
                self.lines.append(("", body_px // 2, False, 0))
                for part in wrap(raw.lstrip("#").strip(), self.rect.w, head, True):
                    self.lines.append((part, head, True, 0))
            elif raw.startswith("- "):
                parts = wrap(raw[2:], self.rect.w - 2 * bullet_in, body_px)
                for i, part in enumerate(parts):
                    self.lines.append((("• " if i == 0 else "") + part, body_px, False,
                                       bullet_in if i == 0 else 2 * bullet_in))
            else:
                for part in wrap(raw, self.rect.w, body_px):
                    self.lines.append((part, body_px, False, 0))
        self.scroll = min(self.scroll, self.max_scroll())

    def content_height(self) -> int:
        return sum(int(size * 1.45) for _, size, _, _ in self.lines)

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.rect.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * self.body * 3)
            return True
        if ev.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: self.body * 2, pygame.K_UP: -self.body * 2,
                    pygame.K_PAGEDOWN: self.rect.h - self.body * 2,
                    pygame.K_PAGEUP: -(self.rect.h - self.body * 2),
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(ev.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return False

    def draw(self, surf: pygame.Surface, theme: Theme) -> None:
        clip = surf.get_clip()
        surf.set_clip(self.rect)
        y = self.rect.y - self.scroll
        for line, size, bold, indent in self.lines:
            h = int(size * 1.45)
            if y + h >= self.rect.y and y <= self.rect.bottom and line:
                colour = theme.highlight if bold else theme.text
                surf.blit(text(line, size, colour, bold), (self.rect.x + indent, y))
            y += h
        surf.set_clip(clip)
        if self.max_scroll() > 0:  # a scroll bar
            track = pygame.Rect(self.rect.right + 6, self.rect.y, 5, self.rect.h)
            pygame.draw.rect(surf, theme.panel_edge, track, border_radius=2)
            frac = self.rect.h / self.content_height()
            th = max(20, int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / self.max_scroll())
            pygame.draw.rect(surf, theme.highlight, (track.x, ty, track.w, th), border_radius=2)
