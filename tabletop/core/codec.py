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


def encode_record(state: Any) -> dict[str, Any]:
    return {name: _to_json(getattr(state, name)) for name in _field_names(state)}


def decode_record(cls: type[S], data: Any) -> S:
    """Rebuild ``cls`` from ``encode_record`` output; raises ``ValueError`` on a bad shape."""
    if not isinstance(data, dict):
        raise ValueError(f"{cls.__name__}: snapshot is not an object")
    names = _field_names(cls)
    missing = [n for n in names if n not in data]
    if missing:
        raise ValueError(f"{cls.__name__}: snapshot lacks {', '.join(missing)}")
    return cls(**{n: _to_tuple(data[n]) for n in names})


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_json(data: Any) -> str:
    return "sha256:" + hashlib.sha256(canonical_json(data).encode()).hexdigest()
