"""Key names as a player reads them, and the help key: the part of ``keymap.py`` the first
menu frame needs (its buttons' key hints; the scene manager's ``?``), in a module of its own so
that start-up does not build the keymap's tables and records (issue 27)."""

from __future__ import annotations

import re

import pygame

_WORDS = {"return": "Enter", "escape": "Esc", "space": "Space", "backspace": "Backspace",
          "delete": "Delete", "tab": "Tab", "page up": "PgUp", "page down": "PgDn"}


def key_label(key: int | str) -> str:
    """A key as a player reads it: "H", "F1", "Enter", "Esc"."""
    name = pygame.key.name(key) if isinstance(key, int) else key
    if name in _WORDS:
        return _WORDS[name]
    if len(name) == 1 or re.fullmatch(r"f\d+", name):
        return name.upper()
    return name.title()


def is_help_key(ev: pygame.event.Event) -> bool:
    """``?`` pressed (however the keyboard spells it)."""
    return ev.type == pygame.KEYDOWN and getattr(ev, "unicode", "") == "?"
