"""Canonical JSON for states: encode a flat frozen dataclass, decode it back, hash it.

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


def encode_dataclass(state: Any) -> dict[str, Any]:
    return {f.name: _to_json(getattr(state, f.name)) for f in dataclasses.fields(state)}


def decode_dataclass(cls: type[S], data: Any) -> S:
    """Rebuild ``cls`` from ``encode_dataclass`` output; raises ``ValueError`` on a bad shape."""
    if not isinstance(data, dict):
        raise ValueError(f"{cls.__name__}: snapshot is not an object")
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    missing = [n for n in names if n not in data]
    if missing:
        raise ValueError(f"{cls.__name__}: snapshot lacks {', '.join(missing)}")
    return cls(**{n: _to_tuple(data[n]) for n in names})


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def hash_json(data: Any) -> str:
    return "sha256:" + hashlib.sha256(canonical_json(data).encode()).hexdigest()
