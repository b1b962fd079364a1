"""The import graph of ``tabletop/ui`` has no cycle (issue 13, part 11).

Every import counts: at module level, inside functions (the lazy navigation imports scenes used
to make) and under ``TYPE_CHECKING``. Scenes reach each other by name through
``scenes/registry.py`` instead of importing each other.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tabletop

ROOT = Path(tabletop.__file__).parent
UI = "tabletop.ui"


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Every module ``module`` names in an import statement, anywhere in its source."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            target = node.module or ""
            if node.level:
                target = f"{base}.{target}" if target else base
            found.add(target)
            # ``from . import generic`` names a module, not an attribute
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def ui_graph() -> dict[str, set[str]]:
    """module -> the ``tabletop.ui`` modules it imports (package ``__init__``s are empty)."""
    files = {module_name(p): p for p in (ROOT / "ui").rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        names = imported(ast.parse(path.read_text()), name, path.name == "__init__.py")
        graph[name] = {n for n in names if n in files and n != name and not files[n].name == "__init__.py"}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


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
    the base classes, the dialog frame, the saves helpers, and the table scene as a type (and
    as the replay viewer's base class). The table scene itself imports no other scene."""
    graph = ui_graph()
    assert {t for t in graph[f"{UI}.scenes.table"] if ".scenes." in t} == {f"{UI}.scenes.base"}
    shared = {f"{UI}.scenes.{m}" for m in ("base", "dialog", "registry", "saved", "table")}
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
