"""The import graph of ``tabletop/ui`` has no cycle (issue 13, part 11); the whole package's
layers are ``tests/test_layers.py``.

Every import counts: at module level, inside functions (the lazy navigation imports scenes used
to make) and under ``TYPE_CHECKING``. Scenes reach each other by name through
``scenes/registry.py`` instead of importing each other.
"""

from __future__ import annotations

import ast

import pytest

from ..import_graph import cycles, graph, imported

UI = "tabletop.ui"


def ui_graph() -> dict[str, set[str]]:
    """module -> the ``tabletop.ui`` modules it imports."""
    return {m: {t for t in targets if t.startswith(UI + ".")} for m, targets in graph("ui").items()}


def test_the_ui_import_graph_has_no_cycle() -> None:
    graph = ui_graph()
    assert f"{UI}.scenes.table" in graph and f"{UI}.scenes.manager" in graph
    assert cycles(graph) == []


def test_the_cycle_finder_sees_lazy_and_type_only_imports() -> None:
    """The checker is not vacuous: the imports it must count are counted, and a loop is found."""
    src = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .manager import SceneManager\n"
        "def go():\n    from ..table import board\n    from . import menu\n"
    )
    names = imported(ast.parse(src), "tabletop.ui.scenes.base", False)
    assert {"tabletop.ui.scenes.manager", "tabletop.ui.table.board", "tabletop.ui.scenes.menu"} <= names
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_scenes_do_not_import_each_other_to_navigate() -> None:
    """Scene modules name other screens through the registry; they import only shared parts:
    the base classes, the dialog and text-page frames, the saves helpers, and the table scene as
    a type (and as the replay viewer's base class). The table scene itself imports no other
    scene."""
    graph = ui_graph()
    assert {t for t in graph[f"{UI}.scenes.table"] if ".scenes." in t} == {f"{UI}.scenes.base"}
    shared = {f"{UI}.scenes.{m}" for m in ("base", "dialog", "page", "registry", "saved", "table")}
    for module, targets in graph.items():
        if module.startswith(f"{UI}.scenes."):
            others = {t for t in targets if t.startswith(f"{UI}.scenes.")} - shared
            assert not others, f"{module} imports {sorted(others)}"


def test_every_registered_scene_resolves() -> None:
    from tabletop.ui.scenes.base import Scene
    from tabletop.ui.scenes.registry import SCENES, factory

    for name in SCENES:
        built = factory(name)
        assert callable(built)
        if isinstance(built, type):
            assert issubclass(built, Scene), name
    with pytest.raises(KeyError, match="no scene called 'nowhere'"):
        factory("nowhere")
