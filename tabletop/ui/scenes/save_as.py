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
from ..widgets.button import Button
from ..widgets.field import TextField
from .dialog import DialogScene

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
        super().__init__("Save as…", [save, cancel], ["", ""], cancel=cancel)

    def resize(self, w: int, h: int) -> None:
        super().resize(w, h)
        self.field.rect = pygame.Rect(self.box.x + self.px(40), self.box.y + self.px(64),
                                      self.box.w - self.px(80), self.px(42))

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
        value = " ".join(self.field.value.split())
        note = self.error or (f"File: {sanitize_name(value)}.json" if value else "")
        if note:
            colour = self.theme.invalid if self.error else self.theme.text_dim
            img = text(note, self.px(15, 11), colour)
            surf.blit(img, img.get_rect(midtop=(self.box.centerx, self.field.rect.bottom + self.px(4))))
