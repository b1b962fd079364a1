"""The import graph of the ``tabletop`` package, read from the source (no module is imported).

Every import counts: at module level, inside functions (the lazy imports that keep start-up
fast) and under ``TYPE_CHECKING``. Used by the layer contract (``tests/test_layers.py``) and
the UI's own rules (``tests/ui/test_imports.py``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop

ROOT = Path(tabletop.__file__).parent


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


def files(under: str = "") -> dict[str, Path]:
    """Module name -> source file, for every module of ``tabletop`` (or of ``under`` inside it)."""
    base = ROOT / under if under else ROOT
    return {module_name(p): p for p in base.rglob("*.py") if "__pycache__" not in p.parts}


def graph(under: str = "") -> dict[str, set[str]]:
    """module -> the ``tabletop`` modules it imports. An import of a module's own ancestor
    package is left out: Python runs a package's ``__init__`` before any module in it anyway."""
    every = files()
    mods = files(under)
    out: dict[str, set[str]] = {}
    for name, path in mods.items():
        names = imported(ast.parse(path.read_text()), name, path.name == "__init__.py")
        out[name] = {n for n in names if n in every and n != name and not name.startswith(n + ".")}
    return out


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
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
        for w in sorted(g.get(v, ())):
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

    for v in sorted(g):
        if v not in index:
            visit(v)
    return found
