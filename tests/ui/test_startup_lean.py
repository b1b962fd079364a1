"""Issue 27, start-up: what the first menu frame no longer pays for.

* no rules core: the catalog, the game registry and the menu name games by their titles, so
  ``core.plugin``/``core.rules``/``core.events`` wait for the warm-up after the first frame;
* no argparse for a plain ``tabletop``: with no flags the app takes ``DEFAULTS``, which must be
  exactly what the flag parser gives;
* the felt read whole from the art cache is the painted felt, pixel for pixel; so are the
  logo and the fan's card faces, kept as raw bytes (no drawing, no PNG to decode);
* nor the animator (the settings read its speeds from ``ui/table/speeds.py``), ``datetime``,
  the confirm dialog (only a quit with a game in progress asks) or the keymap (the menu's key
  hints and ``?`` come from ``ui/keynames.py``); the window's icon is read back raw;
* nor compiled dataclass methods: the first frame's dataclasses are ``core/lean.py``'s, each
  compared here with the ``dataclass`` made from the same source (fields, repr, equality,
  hashing, frozenness, ``replace``), and the themes' cache keys are the same;
* nor platformdirs, once its answer is kept (``persistence/paths.py``'s memo): the folders
  are platformdirs' own, whatever the environment, with or without the memo.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from tabletop.app import DEFAULTS, _parse, _parser
from tabletop.cli import startup
from tabletop.ui.render import felt, logo
from tabletop.ui.render.art import CardArt
from tabletop.ui.render.theme import THEMES
from tabletop.ui.scenes.menu import FAN_DECK
from tabletop.ui.window import set_icon

LATER = ("tabletop.core.plugin", "tabletop.core.rules", "tabletop.core.events",
         "tabletop.core.protocols", "argparse", "tabletop.cli", "tabletop.ui.table.animator",
         "datetime", "tabletop.ui.scenes.confirm", "tabletop.ui.keymap", "platformdirs")


def test_no_flags_means_the_parsers_defaults():
    assert vars(_parser().parse_args([])) == DEFAULTS
    assert vars(_parse([])) == DEFAULTS
    assert vars(_parse(["--frames", "3"]))["frames"] == 3


def test_the_first_frame_imports_neither_the_rules_core_nor_argparse(tmp_path):
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", **{
        var: str(tmp_path / var.lower()) for var in startup.XDG})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for _ in range(2):  # the second start finds the art cache warm, as a player's does
        out = subprocess.run([sys.executable, "-X", "importtime", "-m", "tabletop"], env=env,
                             capture_output=True, text=True, timeout=60, cwd=startup.ROOT)
        assert "FIRST-FRAME" in out.stdout, out.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in out.stderr.splitlines()
                if line.startswith("import time:")}
    assert "tabletop.ui.scenes.menu" in imported
    assert not [m for m in LATER if m in imported], sorted(m for m in LATER if m in imported)


def test_the_felt_read_whole_from_the_cache_is_the_painted_felt(tmp_path):
    if pygame.display.get_surface() is None:
        pygame.display.init()
    theme = THEMES["classic"]
    painted = pygame.image.tobytes(felt.paint_felt((321, 187), theme), "RGB")
    first = felt.cached_felt((321, 187), theme, tmp_path)  # painted, then kept
    assert (tmp_path / "whole-321x187.rgb").is_file()
    again = felt.cached_felt((321, 187), theme, tmp_path)  # read back
    assert pygame.image.tobytes(first, "RGB") == painted == pygame.image.tobytes(again, "RGB")
    for w in range(300, 300 + 2 * felt._WHOLE_KEPT):  # only the latest few sizes stay
        felt.cached_felt((w, 60), theme, tmp_path)
    assert len(list(tmp_path.glob("whole-*"))) == felt._WHOLE_KEPT


def _display() -> None:
    if pygame.display.get_surface() is None:
        pygame.display.init()


def test_the_logo_read_from_the_cache_is_the_drawn_logo(tmp_path, monkeypatch):
    _display()
    theme = THEMES["classic"]
    drawn = logo.logo(41, theme)
    draws = []
    real = logo.logo
    monkeypatch.setattr(logo, "logo", lambda *a: draws.append(a) or real(*a))
    first = logo.cached_logo.__wrapped__(41, theme, tmp_path)  # drawn, then kept
    assert len(list(tmp_path.glob("logo-41-*.rgba"))) == 1 and len(draws) == 1
    again = logo.cached_logo.__wrapped__(41, theme, tmp_path)  # read back, not drawn
    assert len(draws) == 1
    assert again.get_size() == drawn.get_size()
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(drawn, "RGBA") \
        == pygame.image.tobytes(again, "RGBA")
    for px in range(20, 20 + 2 * logo.LOGO_KEPT):  # only the latest few sizes stay
        logo.cached_logo.__wrapped__(px, theme, tmp_path)
    assert len(list(tmp_path.glob("logo-*"))) == logo.LOGO_KEPT


def test_raw_card_faces_are_the_png_faces_and_skip_the_png(tmp_path, monkeypatch):
    _display()
    card, size = FAN_DECK.ids_for("QD")[0], (61, 85)
    png = CardArt(cache_dir=tmp_path).face(FAN_DECK, card, size)  # painted, kept as a PNG
    first = CardArt(cache_dir=tmp_path).face(FAN_DECK, card, size, raw=True)  # the PNG, kept raw
    assert len(list(tmp_path.rglob("*.rgba"))) == 1
    loads = []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a: loads.append(a) or real_load(*a))
    art = CardArt(cache_dir=tmp_path)
    again = art.face(FAN_DECK, card, size, raw=True)
    assert not loads and art.stats == {"painted": 0, "disk_hits": 1, "memory_hits": 0}
    assert pygame.image.tobytes(png, "RGBA") == pygame.image.tobytes(first, "RGBA") \
        == pygame.image.tobytes(again, "RGBA")


def test_the_icon_kept_raw_is_the_png_icon(tmp_path, monkeypatch):
    _display()
    icons, loads = [], []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    monkeypatch.setattr(pygame.image, "load", lambda *a: loads.append(a) or real_load(*a))
    set_icon()  # no cache: the PNG
    set_icon(tmp_path)  # the PNG, then kept
    set_icon(tmp_path)  # read back
    assert len(loads) == 2 and len(icons) == 3 and len(list(tmp_path.glob("icon-*.rgba"))) == 1
    png, _, raw = (pygame.image.tobytes(i, "RGBA") for i in icons)
    assert raw == png and icons[2].get_size() == (256, 256)


# --- lean_dataclass: the first frame's dataclasses, made without compiling code ------------

LEAN = [("tabletop.ui.render.theme", "Theme"), ("tabletop.persistence.settings", "Settings"),
        ("tabletop.persistence.paths", "Paths"), ("tabletop.ui.prefs", "Prefs"),
        ("tabletop.ui.speech", "Utterance"), ("tabletop.ui.catalog", "GameEntry"),
        ("tabletop.ui.scenes.base", "AppContext"), ("tabletop.ui.widgets.toast", "Toast"),
        ("tabletop.ui.render.art", "DeckFamily"), ("tabletop.persistence.peek", "Peek"),
        ("tabletop.core.cards", "CardSpec"), ("tabletop.core.cards", "DeckSpec")]


def _twin(cls):
    """``cls`` made again from its own source by ``dataclasses.dataclass``."""
    import dataclasses
    import inspect
    import re
    import textwrap

    frozen = cls.__setattr__ is not object.__setattr__
    slots = "__slots__" in vars(cls)
    source = textwrap.dedent(inspect.getsource(cls))
    source = re.sub(r"^@lean_dataclass[^\n]*\n", "", source)
    assert source.startswith("class "), source[:80]
    namespace = dict(vars(sys.modules[cls.__module__]))
    exec(source, namespace)  # noqa: S102 - the class's own source, to compare with
    return dataclasses.dataclass(frozen=frozen, slots=slots)(namespace[cls.__name__])


def _sample(cls):
    """An instance with every field given (the defaults, or a stand-in where none is)."""
    import dataclasses

    values = {}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            values[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            values[f.name] = f.default_factory()
        else:
            values[f.name] = f"<{f.name}>"
    if cls.__name__ == "DeckSpec":  # its cards must be numbered
        from tabletop.core.decks import standard_deck

        values["cards"] = standard_deck().cards[:5]
    return cls(**values), values


def _field_list(cls):
    import dataclasses

    return [(f.name, f.default, getattr(f.default_factory, "__qualname__", f.default_factory),
             f.repr, f.compare, f.hash) for f in dataclasses.fields(cls)]


def test_lean_dataclasses_behave_as_their_dataclass_twins():
    import dataclasses
    import importlib

    import pytest

    for module, name in LEAN:
        cls = getattr(importlib.import_module(module), name)
        twin = _twin(cls)
        assert _field_list(cls) == _field_list(twin), name
        obj, values = _sample(cls)
        other = twin(**values)
        assert repr(obj) == repr(other), name
        if name != "AppContext":  # (its deque and Speech cannot be deep-copied)
            assert dataclasses.asdict(obj) == dataclasses.asdict(other), name
        assert obj == cls(**values) and not (obj != cls(**values)), name
        assert obj != other  # another class: not equal, as between two dataclasses
        first = dataclasses.fields(cls)[0].name
        if twin.__dataclass_params__.frozen:
            assert hash(obj) == hash(other), name
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(obj, first, None)
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(obj, first)
        else:
            with pytest.raises(TypeError):
                hash(obj)
        changed = dataclasses.replace(obj, **{first: "changed"})
        assert getattr(changed, first) == "changed" and changed != obj
        assert repr(changed) == repr(dataclasses.replace(other, **{first: "changed"}))
        assert hasattr(obj, "__dict__") == hasattr(other, "__dict__"), name  # slots or not
        if twin.__dataclass_params__.frozen and name not in ("DeckFamily", "GameEntry"):
            import pickle  # (those two hold lambdas)

            again = pickle.loads(pickle.dumps(obj))
            assert again == obj and repr(again) == repr(obj), name


def test_the_themes_keys_are_unchanged():
    """The art cache is keyed on a theme's repr: every theme, cloth and back keeps its files."""
    import dataclasses

    from tabletop.ui.render.theme import BACK_STYLES, FELTS, styled

    twin = _twin(type(THEMES["classic"]))
    for theme in THEMES.values():
        for felt_name in FELTS:
            for back in BACK_STYLES:
                ours = styled(theme, felt_name, back)
                theirs = twin(**{f.name: getattr(ours, f.name) for f in dataclasses.fields(ours)})
                assert ours.key == theirs.key and ours.face_key == theirs.face_key
                assert repr(ours) == repr(theirs) and hash(ours) == hash(theirs)


def test_lean_dataclass_arguments():
    import dataclasses

    import pytest

    from tabletop.core.lean import lean_dataclass

    made = []

    @lean_dataclass
    class Box:
        """A test box."""

        a: int
        b: list = dataclasses.field(default_factory=list)
        c: str = "c"

        def __post_init__(self):
            made.append(self.a)

    one, two = Box(1), Box(2, c="x")
    assert made == [1, 2] and one.b == [] and one.b is not two.b and two.c == "x"
    assert Box(1, [3], "d") == Box(a=1, b=[3], c="d") and repr(Box(1)).endswith("Box(a=1, b=[], c='c')")
    one.a = 5  # not frozen
    assert one.a == 5
    for args, kwargs in (((), {}), ((1, 2, 3, 4), {}), ((1,), {"a": 2}), ((), {"a": 1, "z": 2})):
        with pytest.raises(TypeError):
            Box(*args, **kwargs)
    with pytest.raises(TypeError):
        lean_dataclass(type("Bad", (), {"__annotations__": {"a": "int"},
                                        "a": dataclasses.field(init=False, default=1)}))


# --- the user folders: platformdirs' answer, kept for later starts ------------------------

def _platformdirs_paths():
    from platformdirs import PlatformDirs

    from tabletop.persistence.paths import APP_AUTHOR, APP_NAME, Paths

    dirs = PlatformDirs(APP_NAME, APP_AUTHOR)
    return Paths(dirs.user_data_path, dirs.user_config_path, dirs.user_cache_path, dirs.user_log_path)


def test_the_user_folders_are_platformdirs_with_or_without_the_memo(tmp_path, monkeypatch):
    import pytest

    from tabletop.persistence import paths as paths_mod
    from tabletop.persistence.paths import MEMO, Paths

    if sys.platform in ("win32", "darwin"):
        pytest.skip("the memo is kept on XDG systems only")
    home = tmp_path / "home"
    envs = [{}, {"XDG_CACHE_HOME": str(tmp_path / "c")},
            {"XDG_DATA_HOME": str(tmp_path / "d"), "XDG_CONFIG_HOME": str(tmp_path / "f"),
             "XDG_CACHE_HOME": str(tmp_path / "c2"), "XDG_STATE_HOME": str(tmp_path / "s")},
            {"XDG_CACHE_HOME": "relative/cache", "XDG_CONFIG_HOME": ""}]  # ignored by the XDG rules
    for env in envs:
        monkeypatch.setenv("HOME", str(home))
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            monkeypatch.delenv(var, raising=False)
        for var, value in env.items():
            monkeypatch.setenv(var, value)
        truth = _platformdirs_paths()
        memo = truth.cache / MEMO
        assert paths_mod._memo_file() == memo
        assert Paths.user() == truth and memo.is_file()  # asked, and kept
        with monkeypatch.context() as m:  # read back: platformdirs is not asked
            m.setitem(sys.modules, "platformdirs", None)
            assert Paths.user() == truth
        kept = memo.read_text()
        for broken in ("{", "[]", kept.replace(str(truth.data), str(tmp_path / "elsewhere")).replace(
                '"key": [', '"key": ["other", ')):
            memo.write_text(broken)  # damaged, or kept for another environment: asked again
            assert Paths.user() == truth and memo.read_text() == kept
    # a memo beside another platformdirs (upgraded since) is not used
    memo.write_text(kept.replace('"platformdirs": [', '"platformdirs": ["/nowhere/platformdirs.py", '))
    with monkeypatch.context() as m:
        m.setitem(sys.modules, "platformdirs", None)
        with pytest.raises(ImportError):
            Paths.user()


def test_the_art_cache_is_in_platformdirs_cache(monkeypatch, tmp_path):
    import platformdirs

    from tabletop.persistence.paths import APP_AUTHOR, APP_NAME
    from tabletop.ui.render import art

    monkeypatch.undo()  # the ui tests' own art cache is set by an autouse fixture
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    expected = Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR)) / "art"
    assert art.default_cache_dir() == expected
    assert art.default_cache_dir() == expected  # read back from the memo


def test_the_text_checks_without_their_patterns_agree_with_them():
    """ASCII text skips the guards' patterns (compiled only when text needs them): the same
    answers for every character, alone and amid text."""
    import re

    from tabletop.persistence import guard
    from tabletop.ui.render import fonts

    unprintable = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
    undrawable = re.compile("[\x00\ud800-\udfff]")
    samples = ["", "You", "Player 2", "Séan", "Ciara — 3 players", "\ud800", "a\udc80b", "\udfff"]
    samples += [chr(c) for c in range(0x3000)] + [f"ab{chr(c)}cd" for c in range(0, 0x3000, 7)]
    for s in samples:
        assert (guard.text_problem(s, 99) is None) == (not unprintable.search(s)), repr(s)
        assert guard.clean_text(s, 3) == unprintable.sub("", s)[:3], repr(s)
        assert fonts.drawable(s) == undrawable.sub("\ufffd", s), repr(s)


def test_the_felt_is_converted_from_its_second_use(tmp_path):
    """The first frame blits the felt as read from the cache (its conversion, ~3 ms, waits
    for the next frame): the same pixels either way."""
    _display()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 48))
    CardArt(cache_dir=tmp_path).felt((200, 120))  # painted and kept
    art = CardArt(cache_dir=tmp_path)
    first = art.felt((200, 120))
    second = art.felt((200, 120))
    screen = pygame.display.get_surface()
    assert first.get_bitsize() == 24 and second.get_bitsize() == screen.get_bitsize()
    assert art.felt((200, 120)) is second
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
