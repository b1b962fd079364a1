"""Spoken output (issue 28, item 2): what the table says with speech on, the queue that drops
stale utterances, silence without an engine, and the real pyttsx3 backend writing a WAV with
espeak-ng."""

from __future__ import annotations

import shutil
import threading
import time
import wave
from pathlib import Path

import pygame
import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.settings import Settings, settings_from_json
from tabletop.ui import speech
from tabletop.ui.scenes.table import TableScene

from .helpers import frames, key, make_app, settle

NAMES = ("Aoife", "Ciara", "Dara")


class Heard:
    """A fake voice for the table: keeps what it is asked to say (speech on)."""

    enabled = True

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def say(self, words: str, kind: str = speech.TURN) -> None:
        self.said.append((kind, words))

    def close(self) -> None:
        pass

    def of(self, kind: str) -> list[str]:
        return [w for k, w in self.said if k == kind]


def seated(app, game: str, players: int, seed: int, moves: int) -> TableScene:
    plugin = REGISTRY[game]
    seats = tuple(Seat("human" if i == 0 else "ai", NAMES[i], "random") for i in range(players))
    match = Match(plugin.rules, MatchConfig(game, players, seed, {}), seats)
    bot = RandomBot()
    for _ in range(moves):
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(seed, match.to_act, len(match.records))))
    scene = TableScene(plugin, match, CATALOG.table_for(game))
    app.mgr.reset(scene)
    settle(app, scene)
    frames(app)  # the voice hears the table once it waits
    return scene


def test_focus_moves_are_said_with_the_cards_name_and_place():
    app = make_app(speed="off")
    heard = app.ctx.speech = Heard()
    scene = seated(app, "hyrule", 2, 3, 0)
    assert scene.board.index is not None and scene.match.to_act == 0
    heard.said.clear()
    key(app, pygame.K_TAB)
    frames(app)
    said = heard.of(speech.FOCUS)
    assert len(said) == 1, heard.said
    sprite = scene.keys.focused_sprite()
    name = scene.deck.cards[sprite.face].name
    assert said[0].startswith(name) and "in your hand" in said[0], said[0]
    key(app, pygame.K_TAB)
    frames(app, 3)  # a frame with no move says nothing more
    said = heard.of(speech.FOCUS)
    assert len(said) == 2 and said[1] != said[0]


def test_a_turn_is_said_in_the_logs_words_and_the_prompt_after_it():
    app = make_app(speed="off")
    heard = app.ctx.speech = Heard()
    scene = seated(app, "hyrule", 2, 3, 0)
    prompts = heard.of(speech.PROMPT)
    assert prompts and "Your turn" in prompts[-1], heard.said
    heard.said.clear()
    rules, match = scene.rules, scene.match
    before = match.state
    action = match.legal()[0]
    scene.submit(action)
    settle(app, scene)  # the computer answers; the table waits on Aoife again
    frames(app)
    turns = heard.of(speech.TURN)
    assert turns and turns[0].startswith(rules.narrate(before, action, scene.names)), turns
    assert any("Ciara" in t for t in turns), "the computer's move is said"
    assert heard.of(speech.PROMPT), "the prompt is said again when the table waits again"


def test_an_answer_window_says_its_situation_and_the_choices():
    """Seanchaí, seed 1: after 77 moves Aoife answers a Dark card out of turn."""
    app = make_app(speed="off")
    heard = app.ctx.speech = Heard()
    scene = seated(app, "seanchai", 3, 1, 77)
    assert scene.rules.phase(scene.match.state) == "answer" and scene.match.to_act == 0
    situation = scene.game.situation(scene.board.view or scene.current_view())
    assert situation
    said = heard.of(speech.PROMPT)[-1]
    assert said.startswith(situation.rstrip(".")), said
    assert "Choices: " in said and all(b.label in said for b in scene.buttons)


def test_speech_off_says_nothing_and_starts_no_thread():
    app = make_app(speed="off")
    assert isinstance(app.ctx.speech, speech.Speech) and not app.ctx.speech.enabled
    scene = seated(app, "hyrule", 2, 3, 0)
    key(app, pygame.K_TAB)
    frames(app, 2)
    assert app.ctx.speech.queue.waiting() == [] and app.ctx.speech._thread is None
    assert scene.comfort.voice.focused is None


class Slow:
    """A fake backend: each utterance takes a while, as a real engine's does."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.go = threading.Event()

    def speak(self, words: str) -> None:
        self.go.wait(5)
        self.said.append(words)

    def close(self) -> None:
        pass


def test_stale_focus_is_dropped_and_turns_kept_in_order():
    backend = Slow()
    voice = speech.Speech(lambda: backend)
    voice.enable(True)
    voice.say("Ciara plays the 7 ♥", speech.TURN)
    time.sleep(0.2)  # the thread is saying the first; the rest wait
    for card in ("Ace of spades", "King of spades", "Queen of spades"):
        voice.say(card, speech.FOCUS)
    voice.say("Dara plays the 2 ♣", speech.TURN)
    voice.say("Your turn", speech.PROMPT)
    voice.say("Your turn: choose below", speech.PROMPT)
    assert [u.words for u in voice.queue.waiting()] == [
        "Queen of spades", "Dara plays the 2 ♣", "Your turn: choose below"]
    backend.go.set()
    for _ in range(100):
        if len(backend.said) == 4:
            break
        time.sleep(0.02)
    voice.close()
    assert backend.said == ["Ciara plays the 7 ♥", "Queen of spades", "Dara plays the 2 ♣",
                            "Your turn: choose below"]


def test_without_an_engine_speech_is_silent(monkeypatch):
    """No pyttsx3 (or an engine that fails to start): the platform speaker is the null one,
    and a backend that raises while speaking makes the voice silent, never the app fail."""
    import builtins

    real_import = builtins.__import__

    def no_speech(name, *args, **kwargs):
        if name.startswith(("pyttsx3", "accessible_output2")):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_speech)
    assert isinstance(speech.platform_speaker(), speech.NullSpeaker)

    class Broken:
        def speak(self, words: str) -> None:
            raise RuntimeError("the engine died")

        def close(self) -> None:
            pass

    voice = speech.Speech(Broken)
    voice.enable(True)
    voice.say("one")
    for _ in range(100):
        if voice.failed:
            break
        time.sleep(0.02)
    assert voice.failed
    voice.say("two")
    assert voice.queue.waiting() == []
    voice.close()


def test_the_setting_is_off_by_default_and_remembered():
    assert Settings().speech is False
    s, notice = settings_from_json({"kind": "tabletop-settings", "version": 1, "speech": True})
    assert s.speech is True and notice is None
    s, notice = settings_from_json({"kind": "tabletop-settings", "version": 1, "speech": "yes"})
    assert s.speech is False and "speech" in notice


def _espeak() -> bool:
    try:
        import pyttsx3  # noqa: F401
    except ImportError:
        return False
    return shutil.which("espeak-ng") is not None or shutil.which("espeak") is not None


@pytest.mark.skipif(not _espeak(), reason="needs pyttsx3 and espeak-ng "
                    "(pip install pyttsx3; apt-get install espeak-ng)")
def test_pyttsx3_backend_writes_speech_to_a_wav(tmp_path: Path):
    """The real backend, through espeak-ng: the words become a WAV file of speech."""
    backend = speech.Pyttsx3Speaker()
    out = tmp_path / "said.wav"
    backend.save("Queen of hearts, in your hand", str(out))
    backend.close()
    with wave.open(str(out)) as w:
        seconds = w.getnframes() / w.getframerate()
        frames_ = w.readframes(w.getnframes())
    assert 0.5 < seconds < 10, seconds
    assert any(b not in (0, 255) for b in frames_[:: max(1, len(frames_) // 500)]), "silence"
