"""The scene stack: push/pop/replace, events top-down, draw bottom-up from the top opaque scene."""

from __future__ import annotations

from typing import Any

import pygame

from ..keynames import is_help_key
from . import registry
from .base import AppContext, Scene


class SceneManager:
    def __init__(self, ctx: AppContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.size = size
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def make(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """A new scene by its name in ``registry.SCENES`` (how scenes reach each other)."""
        return registry.factory(name)(*args, **kwargs)

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter(self)
        scene.resize(*self.size)

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or ``scene``, wherever it is) and resume the one below."""
        if not self.stack:
            return
        if scene is not None and scene in self.stack and scene is not self.stack[-1]:
            self.stack.remove(scene)
            scene.exit()
            return
        top = self.stack.pop()
        top.exit()
        if self.stack:
            self.stack[-1].resume()

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter(self)
        scene.resize(*self.size)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start over at ``scene`` (back to the main menu)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def resize(self, w: int, h: int) -> None:
        self.size = (w, h)
        for s in self.stack:
            s.resize(w, h)

    def handle(self, ev: pygame.event.Event) -> None:
        top = self.top
        if top is not None and self.ctx.keys:  # keys the player remapped (``keymap.translate``)
            from ..keymap import translate  # only then: start-up needs none of the keymap

            ev = translate(ev, top.shortcuts(), self.ctx.keys)
        self._dispatch(ev)
        if (is_help_key(ev) and top is not None and self.top is top and not top.taking_text()
                and not isinstance(top, registry.factory("shortcuts"))):
            # ? that the screen left alone: its list of keys (every screen has one)
            self.push(self.make("shortcuts", shortcuts=top.shortcuts()))

    def _dispatch(self, ev: pygame.event.Event) -> None:
        for scene in reversed(list(self.stack)):
            if scene.handle(ev):
                return
            if scene.modal:  # overlays and dialogs swallow input meant for those below
                return

    def update(self, dt: float) -> None:
        if not self.stack:
            return
        top = self.stack[-1]
        for scene in list(self.stack):
            if scene is top or scene.update_when_covered:
                scene.update(dt)

    def next_frame_in(self) -> float:
        """Seconds until a frame is needed without input: the least of the scenes ``update``
        reaches (one below them, not updated, cannot change on its own)."""
        if not self.stack:
            return 0.0
        top = self.stack[-1]
        return min(s.next_frame_in() for s in self.stack if s is top or s.update_when_covered)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def draw(self, surf: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surf)
