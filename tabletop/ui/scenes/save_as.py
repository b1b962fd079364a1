"""Save as… (from the pause menu): a named save of the game in progress.

The player types any name; the file name is sanitised by ``SaveStore.save_named`` (the name
as typed is kept in the save's label and shown in the Load list). The same name again
overwrites that save. A disk error is reported on the dialog, never raised. "Saved as …" goes
to ``on_saved`` (the pause menu shows it over itself), or to the table's toasts.

The key that opened the dialog (S, or the digit of its button) is not typed into the name: its
text arrives after the dialog is up, in the same frame, so text counts only once a key was
pressed here or the dialog has had a frame (issue 28).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ...persistence.saves import sanitize_name
from ..keymap import Shortcut
from ..render.fonts import text
from ..table.hud import fit_text
from ..widgets.button import Button
from ..widgets.field import TextField
from ..widgets.scroll_text import wrap_even
from .dialog import PAD, DialogScene

if TYPE_CHECKING:
    from .table import TableScene

NAME_LIMIT = 60


class SaveAsScene(DialogScene):
    def __init__(self, table: TableScene, on_saved: Callable[[str], None] | None = None) -> None:
        self.table = table
        self.on_saved = on_saved or (lambda message: table.toasts.show(message, 3.0))
        self.field = TextField("", max_len=NAME_LIMIT, placeholder="a name for this save")
        self.field.focus = True
        #: text counts once a key was pressed here or a frame has passed: the text of the key
        #: that opened the dialog comes with that key, before the dialog's first frame
        self.armed = False
        self.error = ""
        save = Button("Save", self.save, primary=True)
        cancel = Button("Cancel", self.close)
        #: blank lines: the room for the name box and the note under it (two lines at most)
        super().__init__("Save as…", [save, cancel], ["", "", ""], cancel=cancel)

    def resize(self, w: int, h: int) -> None:
        super().resize(w, h)
        self.field.rect = pygame.Rect(self.box.x + self.px(40), self.lines_top - self.px(6),
                                      self.box.w - self.px(80), self.px(42))

    def note(self) -> tuple[list[str], bool]:
        """The line under the name box (the file name, or why it was not saved), wrapped
        inside the box: two lines at most, the second cut if it must be; and whether it warns."""
        value = " ".join(self.field.value.split())
        note = self.error or (f"File: {sanitize_name(value)}.json" if value else "")
        if not note:
            return [], False
        room, px = self.box.w - 2 * self.px(PAD), self.px(15, 11)
        lines = wrap_even(note, room, px)
        if len(lines) > 2:
            lines = [lines[0], fit_text(" ".join(lines[1:]), px, room, bold=False)]
        return [fit_text(line, px, room, bold=False) for line in lines], bool(self.error)

    def note_rects(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        """The note's lines where ``draw`` puts them, under the name box."""
        out = []
        lines, _ = self.note()
        px, y = self.px(15, 11), self.field.rect.bottom + self.px(4)
        for line in lines:
            img = text(line, px, (0, 0, 0))
            out.append((line, px, False, img.get_rect(midtop=(self.box.centerx, y))))
            y += img.get_height()
        return out

    def text_rects(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        return super().text_rects() + self.note_rects()

    def save(self) -> None:
        name = " ".join(self.field.value.split())
        prefs = self.ctx.prefs
        if not name:
            self.error = "Type a name first"
            return
        if prefs is None or prefs.paths is None:
            self.error = "Saving is off (no save folder)"
            return
        saver = self.table.control.saver
        match_id = saver.match_id if saver is not None else ""
        try:
            path = prefs.store.save_named(self.table.match, name, match_id)
        except (OSError, ValueError) as exc:
            self.error = f"Not saved: {getattr(exc, 'strerror', None) or exc}"
            return
        self.close()
        self.on_saved(f"Saved as “{name}” ({path.name})")

    def update(self, dt: float) -> None:
        self.armed = True

    def taking_text(self) -> bool:
        return True  # the name box always has the typing: ? is a character of the name

    def shortcuts(self) -> Sequence[Shortcut]:
        return [Shortcut("Enter", "Save under the name typed"), Shortcut("Esc", "Cancel"),
                Shortcut("Backspace", "Delete the last character")]

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            self.armed = True
        elif ev.type == pygame.TEXTINPUT and not self.armed:
            return True  # the text of the key that opened the dialog
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.field.handle(ev):
            self.error = ""
            return True
        return super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.field.draw(surf, self.theme, self.px(19, 13))
        _, warn = self.note()
        colour = self.theme.invalid if warn else self.theme.text_dim
        for line, px, _, rect in self.note_rects():
            surf.blit(text(line, px, colour), rect)
