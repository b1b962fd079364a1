"""Keys as the player sees them (issue 28, item 5): what each screen answers, for its ``?`` list,
and the table's commands a player may give other keys.

One declaration per screen: a screen lists its keys by ``Scene.shortcuts`` (``scenes/base.py``).
A screen whose keys are its buttons' keys (``Button.key``) and the keyboard navigation
(``ButtonNav``) needs to declare nothing: ``button_shortcuts`` reads them from the very objects
that answer them, so the list and the handling cannot drift. The table declares its keys here
(``table_shortcuts``, through its keyboard part ``table/keyplay.py``).

Remapping: ``TABLE_ACTIONS`` names the table's one-letter commands. The player's choices are kept
in ``Settings.keys`` (action -> key name, only where it differs from the default) and pushed into
``AppContext.keys``. The scene manager passes every key event through ``translate`` for the top
scene's declared actions: the chosen key reaches the handler as the default key it was written
for, and a default key given to another command no longer reaches it. So no handler changes when
a key is remapped, and the table's handlers keep their one spelling of each key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .keynames import key_label  # the screens that import the keymap read key names here too


@dataclass(frozen=True)
class Shortcut:
    """One line of a screen's ``?`` list."""

    keys: str  # as shown: "N", "Ctrl+Z", "Tab  ↓"
    what: str  # what it does, a short sentence
    action: str = ""  # a remappable table command (``TABLE_ACTIONS``); "" for a fixed key


@dataclass(frozen=True)
class KeyCommand:
    """A screen's key and what it does, declared once: the ``?`` line (``shortcut``) and the
    handling (``dispatch`` calls the scene's method ``run``) come from the same record."""

    keys: tuple[int, ...]
    shown: str
    what: str
    run: str  # the scene's method to call (no arguments)
    shift: bool | None = None  # True: only with Shift, False: only without, None: either

    @property
    def shortcut(self) -> Shortcut:
        return Shortcut(self.shown, self.what)

    def matches(self, ev: pygame.event.Event) -> bool:
        if ev.type != pygame.KEYDOWN or ev.key not in self.keys:
            return False
        return self.shift is None or self.shift == bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)


def dispatch(scene: Any, commands: Sequence[KeyCommand], ev: pygame.event.Event) -> bool:
    """Run the first declared command ``ev`` matches; False when none does."""
    for c in commands:
        if c.matches(ev):
            getattr(scene, c.run)()
            return True
    return False


#: the table's commands a player may give another key: id -> (default key name, what it does)
TABLE_ACTIONS: dict[str, tuple[str, str]] = {
    "hint": ("h", "Hint: what the Hard computer player would do now (from your cards only)"),
    "log": ("l", "Show or hide the move log and the latest messages (PgUp / PgDn scroll it)"),
    "trick": ("t", "Review the last trick or the last play"),
    "scores": ("m", "The score sheet: how the score stands, part by part or hand by hand"),
    "pile": ("v", "Look through the pile under the pointer (or the focus): all its cards"),
    "sort": ("s", "Sort a big hand: as dealt, by suit, by rank"),
    "gather": ("a", "Gather the card the focus is on (or holds): what a click on it does"),
}
#: the short names the settings screen shows
ACTION_LABELS: dict[str, str] = {
    "hint": "Hint", "log": "Move log", "trick": "Last trick", "scores": "Match score",
    "pile": "Look through a pile", "sort": "Sort the hand", "gather": "Gather a card",
}

def number_key(key: int) -> int | None:
    """The number (1–9) a number key means, the keypad's too; None for any other key."""
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_1 + 1
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


#: keys no command may take, and why (they move the focus, play, or open help everywhere)
FIXED: dict[int, str] = {
    **dict.fromkeys((pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT),
                    "it moves the keyboard focus"),
    **dict.fromkeys((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), "it plays or presses"),
    **dict.fromkeys((*range(pygame.K_1, pygame.K_9 + 1), *range(pygame.K_KP1, pygame.K_KP9 + 1)),
                    "it chooses a place or a button by number"),
    pygame.K_ESCAPE: "it puts a card back or opens the pause menu",
    pygame.K_BACKSPACE: "it takes back gathered cards",
    pygame.K_F1: "it opens the rules",
    pygame.K_F11: "it switches full screen",
    pygame.K_SLASH: "it opens the list of shortcuts (?)",
    pygame.K_PAGEUP: "it scrolls the move log",
    pygame.K_PAGEDOWN: "it scrolls the move log",
}
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
             pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK,
             pygame.K_MODE)
def key_code(name: str) -> int | None:
    """The pygame key of a remembered key name, or None for a name this pygame does not know."""
    try:
        return pygame.key.key_code(name)
    except (ValueError, TypeError):
        return None


def bindings(chosen: Mapping[str, str] | Sequence[tuple[str, str]] | None = None) -> dict[str, str]:
    """Every table command's key name: the player's choice where usable, else the default."""
    out = {a: default for a, (default, _) in TABLE_ACTIONS.items()}
    for action, name in dict(chosen or {}).items():
        if action in out and key_code(name) is not None:
            out[action] = name
    return out


def overrides(bound: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """What ``Settings.keys`` keeps: only the commands whose key differs from the default."""
    return tuple(sorted((a, k) for a, k in bound.items()
                        if a in TABLE_ACTIONS and k != TABLE_ACTIONS[a][0]))


def refusal(bound: Mapping[str, str], action: str, key: int) -> str | None:
    """Why ``key`` cannot be given to ``action`` (a sentence to show), or None when it can."""
    label = key_label(key)
    if key in MODIFIERS or key == pygame.K_UNKNOWN:
        return f"{label} cannot be a shortcut on its own. Press a letter or another key."
    if key in FIXED:
        return f"{label} is not free: {FIXED[key]}. Choose another key."
    name = pygame.key.name(key)
    for other, taken in bound.items():
        if other != action and taken == name:
            return (f"{label} is already the key for {ACTION_LABELS[other]}. Choose another key, "
                    f"or give {ACTION_LABELS[other]} a different key first.")
    return None


def translate(ev: pygame.event.Event, declared: Sequence[Shortcut],
              chosen: Mapping[str, str]) -> pygame.event.Event:
    """``ev`` as the top scene's handlers expect it: a key the player chose for one of the
    scene's declared commands arrives as that command's default key; a default key the player
    gave away arrives as no key at all. Keys with Ctrl, Alt or the system key pass unchanged."""
    if not chosen or ev.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return ev
    if getattr(ev, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI):
        return ev
    actions = {s.action for s in declared if s.action in TABLE_ACTIONS}
    if not actions:
        return ev
    bound = bindings(chosen)
    for action in actions:
        if key_code(bound[action]) == ev.key:
            default = TABLE_ACTIONS[action][0]
            if bound[action] == default:
                return ev
            return pygame.event.Event(ev.type, {**ev.dict, "key": key_code(default),
                                                "unicode": default})
    if any(key_code(TABLE_ACTIONS[a][0]) == ev.key for a in actions):
        return pygame.event.Event(ev.type, {**ev.dict, "key": pygame.K_UNKNOWN, "unicode": ""})
    return ev


#: the keys every screen answers (the window's own)
EVERYWHERE = (Shortcut("?", "This list of shortcuts"),
              Shortcut("F11 or Alt+Enter", "Full screen on / off"))


def button_shortcuts(scene: Any, enter: str = "") -> list[Shortcut]:
    """A screen's keys read from its buttons (``buttons``, ``back``: each ``Button.key``) and
    its keyboard navigation (``nav``, a ``ButtonNav``), then the window's own keys.
    ``enter``: what Enter does while no button is chosen, said in Enter's one row (the
    results screen listed "Enter" twice, Play again and the chosen button)."""
    out: list[Shortcut] = []
    nav = getattr(scene, "nav", None)
    if nav is not None:
        out += [Shortcut("Tab", "Next button"), Shortcut("Shift+Tab", "Previous button"),
                Shortcut("↑  ↓  ←  →", "The nearest button that way")]
        if enter:
            out += [Shortcut("Enter", f"Press the chosen button; with none chosen, {enter}"),
                    Shortcut("Space", "Press the chosen button")]
        else:
            out.append(Shortcut("Enter or Space", "Press the chosen button"))
        if getattr(nav, "digits", False):
            out.append(Shortcut("1 … 9", "Press the first … ninth button"))
    buttons = list(getattr(scene, "buttons", None) or [])
    back = getattr(scene, "back", None)
    if back is not None and back not in buttons:
        buttons.append(back)
    seen: set[int] = set()
    for b in buttons:
        key = getattr(b, "key", None)
        if key is not None and key not in seen and getattr(b, "label", ""):
            seen.add(key)
            out.append(Shortcut(key_label(key), b.label))
    return out + list(EVERYWHERE)


def table_shortcuts(chosen: Mapping[str, str] | None = None) -> list[Shortcut]:
    """The table's keys, with the player's chosen keys for the remappable commands."""
    bound = bindings(chosen)

    def mine(action: str) -> Shortcut:
        return Shortcut(key_label(bound[action]), TABLE_ACTIONS[action][1], action)

    return [
        Shortcut("Tab  →  ↓", "Next card, pile or button"),
        Shortcut("Shift+Tab  ←  ↑", "Previous card, pile or button"),
        Shortcut("Enter or Space", "Play the card, or pick it up; click the pile; press the button"),
        Shortcut("1 … 9", "Drop the held card on place 1…9 (or press button 1…9)"),
        mine("gather"),
        Shortcut("Esc", "Put the picked-up card back, or take back a gathered card; else the pause menu"),
        mine("pile"), mine("sort"), mine("log"), mine("trick"), mine("scores"),
        Shortcut("F1", "The rules of this game"),
        mine("hint"),
        Shortcut("?", "This list of shortcuts"),
        Shortcut("Ctrl+Z  Ctrl+Y", "Undo / redo, where the game allows it"),
        Shortcut("F11 or Alt+Enter", "Full screen on / off"),
    ]
