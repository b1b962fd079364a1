"""The layer contract of the whole ``tabletop`` package, read from the source (issue 24).

    core  ->  games' pure halves and ai  ->  persistence  ->  ui  ->  games' table halves
          ->  the composition (catalog, context)  ->  app and cli

A module may import its own layer and the layers before it, never a later one, and no import
circle exists anywhere: function-level and ``TYPE_CHECKING`` imports count like the others
(``tests/import_graph.py``). On top of that, the UI never names a game or the test package
(it is handed the catalog), and a game's folder never reaches into another game's.
"""

from __future__ import annotations

import re

import pytest

from .import_graph import cycles, graph

LAYERS = ("core", "pure games and ai", "persistence", "ui", "table halves", "composition",
          "app and cli")
TABLE_HALF = re.compile(r"^tabletop\.(games\.\w+|testing\.kitgame)\.table(\.|$)")
TOP = {"tabletop.app", "tabletop.cli", "tabletop.selftest", "tabletop.__main__", "tabletop._frozen_entry"}


def layer_of(module: str) -> int:
    if TABLE_HALF.match(module):
        return LAYERS.index("table halves")
    parts = module.split(".")
    head = ".".join(parts[:2])
    if module in ("tabletop", "tabletop.resources") or head == "tabletop.core":
        return LAYERS.index("core")
    if head in ("tabletop.ai", "tabletop.games", "tabletop.testing"):
        return LAYERS.index("pure games and ai")
    if head == "tabletop.persistence":
        return LAYERS.index("persistence")
    if head == "tabletop.ui":
        return LAYERS.index("ui")
    if head in ("tabletop.catalog", "tabletop.context"):
        return LAYERS.index("composition")
    if head in TOP:
        return LAYERS.index("app and cli")
    raise AssertionError(f"{module} belongs to no layer: place it in tests/test_layers.py")


def upward(g: dict[str, set[str]]) -> list[str]:
    """Every import of a later layer, as 'importer (layer) -> imported (layer)'."""
    out = []
    for module, targets in sorted(g.items()):
        for target in sorted(targets):
            if layer_of(target) > layer_of(module):
                out.append(f"{module} ({LAYERS[layer_of(module)]}) -> {target} ({LAYERS[layer_of(target)]})")
    return out


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


GRAPH = graph()


def test_every_module_has_a_layer_and_imports_none_above_it() -> None:
    assert len(GRAPH) > 150 and "tabletop.games.keltis.table.scene" in GRAPH
    assert upward(GRAPH) == []


def test_there_is_no_import_circle_anywhere() -> None:
    assert cycles(GRAPH) == []


def test_the_ui_names_no_game_and_no_test_code() -> None:
    """The UI is handed the catalog (``AppContext.catalog``); it never imports a game."""
    bad = [f"{m} -> {t}" for m, targets in GRAPH.items() if m.startswith("tabletop.ui.")
           for t in targets if t.startswith(("tabletop.games", "tabletop.testing"))]
    assert bad == []


def test_a_game_reaches_into_no_other_game() -> None:
    bad = [f"{m} -> {t}" for m, targets in GRAPH.items() if game_of(m)
           for t in targets if game_of(t) and game_of(t) != game_of(m)]
    assert bad == []


def test_the_product_does_not_register_the_test_game() -> None:
    """The kit game is registered by the tests (``tests/conftest.py``), never by the product."""
    bad = [m for m, targets in GRAPH.items() if not m.startswith("tabletop.testing")
           and any(t.startswith("tabletop.testing.kitgame") for t in targets)]
    assert bad == []


@pytest.mark.parametrize("edges, expected", [
    ({"tabletop.core.rules": {"tabletop.ui.table.board"}}, 1),  # core reaching up into the UI
    ({"tabletop.ui.scenes.menu": {"tabletop.app"}}, 1),
    ({"tabletop.games.keltis.rules": {"tabletop.games.keltis.table.scene"}}, 1),  # pure -> table half
    ({"tabletop.games.keltis.table.scene": {"tabletop.ui.table.kit", "tabletop.games.keltis.rules"}}, 0),
    ({"tabletop.cli.screenshot": {"tabletop.context", "tabletop.catalog"}}, 0),
])
def test_the_contract_sees_an_upward_import(edges, expected) -> None:
    assert len(upward(edges)) == expected


def test_the_graph_counts_function_level_imports_and_finds_circles() -> None:
    """The checker is not vacuous: ``app.main`` imports the CLI inside a function and
    ``settings`` its window helpers inside a method; both are seen, and a circle is found."""
    assert "tabletop.cli" in GRAPH["tabletop.__main__"] or "tabletop.cli" in GRAPH["tabletop.app"]
    assert "tabletop.ui.window" in GRAPH["tabletop.ui.scenes.settings"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
