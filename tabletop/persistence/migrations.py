"""Save-format versions and the chain of upgrades between them.

Each migration turns a save of format ``n`` (already parsed JSON) into format ``n + 1``; loading
runs the chain up to ``CURRENT``. Migrations work on plain data only and never import a game,
so an old file always upgrades the same way. A migration that meets an unexpected shape raises
``MigrationError`` with a one-line reason.

Format 0 is the sketch from the first design note (``docs/saves.md`` describes it): no ``kind``
marker, ``config`` with ``num_players`` and ``variant``, and a ``cursor`` into the action list
(actions past it were undone). Format 2 is the current one: format 1 with Ard Rí's automatic
deck count named "auto" (format 1 wrote 0).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

KIND = "tabletop-save"
CURRENT = 2


class MigrationError(ValueError):
    pass


def detect_format(data: Any) -> int | None:
    """The format of parsed JSON, or None if it is not a Tabletop save at all."""
    if not isinstance(data, dict):
        return None
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        return None
    if data.get("kind") == KIND:
        return fmt
    if fmt == 0 and {"game", "config", "actions"} <= data.keys():
        return 0  # format 0 had no marker: recognised by its shape
    return None


#: format 0 named the middle AI level "normal"; format 1 calls it "medium"
_V0_LEVELS = {"normal": "medium"}


def _v0_seat(seat: Any) -> Any:
    if isinstance(seat, dict) and isinstance(seat.get("level"), str):
        return {**seat, "level": _V0_LEVELS.get(seat["level"], seat["level"])}
    return seat


def _v0_to_v1(old: dict[str, Any]) -> dict[str, Any]:
    cfg = old["config"]
    if not isinstance(cfg, dict):
        raise MigrationError("config is not an object")
    actions = old["actions"]
    if not isinstance(actions, list):
        raise MigrationError("actions is not a list")
    cursor = old.get("cursor", len(actions))
    if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(actions):
        raise MigrationError("cursor is not a position in the action list")
    return {
        "kind": KIND,
        "format": 1,
        "app": old.get("app", "0"),
        "game": old["game"],
        "rules_version": old.get("rules_version", 1),
        "config": {"game": old["game"], "players": cfg.get("num_players"),
                   "seed": cfg.get("seed"), "options": cfg.get("variant", {})},
        "seats": ([_v0_seat(s) for s in old["seats"]] if isinstance(old.get("seats"), list)
                  else old.get("seats", [])),
        "stacked": [],
        "actions": actions[:cursor],
        "redo": actions[cursor:],  # next action first, like format 1
        "undo_count": 0,
        "ply": cursor,
        "finished": False,  # recomputed from the replay on load
        "state_hash": old.get("state_hash"),
        "saved_at": old.get("saved_at", ""),
        "label": "",
        "match_id": "",
    }


def _v1_to_v2(old: dict[str, Any]) -> dict[str, Any]:
    """Ard Rí's ``decks`` option: 0 ("by players") became "auto" (issue 22, item 12)."""
    new = {**old, "format": 2}
    cfg = old.get("config")
    options = cfg.get("options") if isinstance(cfg, dict) else None
    if old.get("game") == "ard_ri" and isinstance(options, dict) and type(options.get("decks")) is int \
            and options["decks"] == 0:
        new["config"] = {**cfg, "options": {**options, "decks": "auto"}}
    return new


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1, 1: _v1_to_v2}


def upgrade(data: dict[str, Any], fmt: int) -> dict[str, Any]:
    """Run the chain from ``fmt`` to ``CURRENT`` (``fmt`` must not be newer than CURRENT)."""
    while fmt < CURRENT:
        step = MIGRATIONS.get(fmt)
        if step is None:
            raise MigrationError(f"format {fmt} is too old to upgrade")
        try:
            data = step(data)
        except MigrationError as exc:
            raise MigrationError(f"cannot upgrade from format {fmt}: {exc}") from None
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise MigrationError(f"cannot upgrade from format {fmt}: bad field {exc}") from None
        fmt += 1
    return data
