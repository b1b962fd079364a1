"""Canonical JSON for states: encode a flat record (NamedTuple or frozen dataclass), decode
it back, hash it.

States hold only ints, strs, bools, None and (nested) tuples of those, so lists in JSON map
back to tuples exactly and ``decode(encode(s)) == s``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any, TypeVar

S = TypeVar("S")


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(_to_json(v) for v in value)
    return value


def _to_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


def _field_names(cls_or_obj: Any) -> list[str]:
    fields = getattr(cls_or_obj, "_fields", None)  # NamedTuple
    if fields is not None:
        return list(fields)
    return [f.name for f in dataclasses.fields(cls_or_obj)]


def _defaults(cls_or_obj: Any) -> dict[str, Any]:
    """The fields that have a default, with it: fields added to a state after saves existed."""
    found = getattr(cls_or_obj, "_field_defaults", None)  # NamedTuple
    if found is not None:
        return found
    return {f.name: f.default for f in dataclasses.fields(cls_or_obj)
            if f.default is not dataclasses.MISSING}


def encode_record(state: Any) -> dict[str, Any]:
    """The record as JSON. A field that has a default and holds it is left out, so a field
    added later (with its default) changes neither old states' encoding nor their hash."""
    defaults = _defaults(state)
    out: dict[str, Any] = {}
    for name in _field_names(state):
        value = getattr(state, name)
        if name in defaults and type(value) is type(defaults[name]) and value == defaults[name]:
            continue
        out[name] = _to_json(value)
    return out


def decode_record(cls: type[S], data: Any) -> S:
    """Rebuild ``cls`` from ``encode_record`` output (a field left out takes its default);
    raises ``ValueError`` on a bad shape."""
    if not isinstance(data, dict):
        raise ValueError(f"{cls.__name__}: snapshot is not an object")
    names = _field_names(cls)
    defaults = _defaults(cls)
    missing = [n for n in names if n not in data and n not in defaults]
    if missing:
        raise ValueError(f"{cls.__name__}: snapshot lacks {', '.join(missing)}")
    return cls(**{n: _to_tuple(data[n]) if n in data else defaults[n] for n in names})


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_json(data: Any) -> str:
    return "sha256:" + hashlib.sha256(canonical_json(data).encode()).hexdigest()
