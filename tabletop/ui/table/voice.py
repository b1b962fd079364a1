"""The table's words for spoken output (issue 28, item 2): the one place the table feeds
``AppContext.speech``.

Each frame (``TableVoice.update``, nothing while speech is off) it looks at what the table
shows and says what changed: the moves since it last spoke (the move log's public narration
and notices, so no hidden card is ever said), then, when the table waits on the person at
this screen, the answer window's situation, the prompt and the buttons; and the card, place
or button the keyboard is on (the words of the focused card's caption). Focus and prompt are
said latest-only (``speech.FOCUS``, ``speech.PROMPT``): moving on past a card drops it.
"""

from __future__ import annotations

from typing import Any

from ...core.events import Notice
from ...core.names import capital
from ..speech import FOCUS, PROMPT, TURN, spoken_lines


def step_lines(rules: Any, records: Any, states: Any, names: Any, start: int) -> list[str]:
    """The public words of ``records[start:]`` (``states[i]`` is the state before record i):
    what the move log says of each step, its narration and its notices."""
    lines: list[str] = []
    for i in range(start, len(records)):
        rec = records[i]
        said = rules.narrate(states[i], rec.action, names)
        if said:
            lines.append(said)
        for ev in rec.events:
            if isinstance(ev, Notice) and (words := rules.notice_text(ev, names)):
                lines.append(words)
    return lines


class TableVoice:
    """Says what the table shows as it changes (the scene calls ``update`` once a frame)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.told = len(scene.match.records)  # the steps already said (or there at the start)
        self.prompted = ""  # the prompt last said ("" while nobody here is asked)
        self.focused: tuple | None = None  # the focus last said

    def update(self) -> None:
        sc = self.scene
        speech = getattr(sc.ctx, "speech", None)
        records = sc.match.records
        if speech is None or not speech.enabled:
            self.told = len(records)
            self.prompted, self.focused = "", None
            return
        if len(records) < self.told:  # undone: the table went back, nothing to tell
            self.told = len(records)
        if len(records) > self.told:
            lines = step_lines(sc.rules, records, sc.match.states, sc.names, self.told)
            self.told = len(records)
            if lines:
                speech.say(spoken_lines(lines), TURN)
        self._prompt(speech)
        self._focus(speech)

    def _prompt(self, speech: Any) -> None:
        sc, board = self.scene, self.scene.board
        if board.index is None or board.busy:
            self.prompted = ""
            return
        view = board.view or sc.current_view()
        buttons = [b.label for b in sc.buttons if getattr(b, "enabled", True)]
        prompt = sc.game.prompt(view, bool(buttons))
        lines = [sc.game.situation(view), prompt if buttons else sc.keys.prompt(prompt)]
        if buttons:
            lines.append("Choices: " + ", ".join(buttons))
        words = spoken_lines(lines)
        if words != self.prompted:
            self.prompted = words
            speech.say(words, PROMPT)

    def _focus(self, speech: Any) -> None:
        keys, board = self.scene.keys, self.scene.board
        focus = keys.focus
        if not focus.shown or board.index is None or not board.interactive():
            self.focused = None
            return
        focus.sync(board.index, len(keys.bar.buttons))
        stop = focus.current()
        if stop is None:
            return
        sprite = keys.focused_sprite()
        if sprite is not None:
            lines = keys.words(sprite)
        elif stop.kind == "button" and 0 <= int(stop.target) < len(keys.bar.buttons):
            lines = [f"Button: {keys.bar.buttons[int(stop.target)].label}"]
        elif stop.kind == "zone" or (stop.kind == "dest" and isinstance(stop.target, str)):
            lines = [capital(keys._place(stop.target))]
        else:
            lines = []
        said = (stop, focus.held, tuple(lines))
        if not lines or said == self.focused:
            return
        if sprite is not None and focus.held is None:  # "Queen of hearts, in your hand"
            lines = [", ".join(lines)]
        elif focus.held is not None and self.focused is not None and self.focused[1] == focus.held:
            lines = [w for w in lines if w.startswith("Now on")] or lines  # the new place only
        self.focused = said
        speech.say(spoken_lines(lines).replace(" · ", ", "), FOCUS)
