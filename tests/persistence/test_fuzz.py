"""Mutated save files: every one gives a clear one-line message (or loads), none crashes, none is
deleted or changed by loading."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.rng import Rng
from tabletop.persistence.migrations import CURRENT
from tabletop.persistence.paths import Paths
from tabletop.persistence.saves import LoadedSave, LoadProblem, SaveStore, demo_dir, open_save

FIXTURES = Path(__file__).parent / "fixtures"


def _sources() -> list[bytes]:
    folder = demo_dir()
    assert folder is not None
    files = sorted(folder.glob("*.json")) + [FIXTURES / "hyrule_format0.json"]
    return [f.read_bytes() for f in files]


_ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1.5, 10**30, -(10**30), 2**64, "", "x" * 500,
                          [], {}, [1, 2, 3], {"k": "play"}, "hyrule", "sha256:" + "0" * 64,
                          float("1e308"), [[[]]], CURRENT + 1]


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every key/index path inside parsed JSON."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            out.append(prefix + (k,))
            out += _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append(prefix + (i,))
            out += _paths(v, prefix + (i,))
    return out


def _parent(data: Any, path: tuple) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


def _json_mutation(raw: bytes, rng: Rng) -> tuple[str, bytes]:
    data = json.loads(raw)
    kind = rng.choice(["wrong_type", "missing_key", "huge_number", "wrong_game",
                       "future_version", "tamper_action", "shuffle_list", "negative"])
    paths = _paths(data)
    if kind == "wrong_type" or kind == "huge_number" or kind == "negative":
        path = rng.choice(paths)
        value = {"wrong_type": rng.choice(_ODD_VALUES), "huge_number": 10 ** (19 + rng.randrange(380)),
                 "negative": -1 - rng.randrange(10**6)}[kind]
        _parent(data, path)[path[-1]] = value
    elif kind == "missing_key":
        keyed = [p for p in paths if isinstance(p[-1], str)]
        path = rng.choice(keyed)
        del _parent(data, path)[path[-1]]
    elif kind == "wrong_game":
        data["game"] = rng.choice([g for g in ("chess", "keltis", "hyrule", "ard_ri", "", "HYRULE")
                                   if g != data["game"]])
    elif kind == "future_version":
        data["format"] = CURRENT + 1 + rng.randrange(100)
    elif kind == "tamper_action":
        act = rng.choice(data["actions"])
        act["c"] = [rng.randrange(60)]
    elif kind == "shuffle_list":
        rng.shuffle(data["actions"])
    return kind, json.dumps(data).encode()


def _byte_mutation(raw: bytes, rng: Rng) -> tuple[str, bytes]:
    kind = rng.choice(["truncate", "bit_flip", "delete_bytes", "insert_bytes", "empty", "garbage"])
    b = bytearray(raw)
    if kind == "truncate":
        del b[rng.randrange(len(raw.rstrip())):]  # always cuts into the JSON itself
    elif kind == "bit_flip":
        for _ in range(1 + rng.randrange(3)):
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
    elif kind == "delete_bytes":
        at = rng.randrange(len(b))
        del b[at:at + 1 + rng.randrange(20)]
    elif kind == "insert_bytes":
        at = rng.randrange(len(b))
        b[at:at] = bytes(rng.randrange(256) for _ in range(1 + rng.randrange(8)))
    elif kind == "empty":
        b = bytearray(b" \n" * rng.randrange(3))
    else:
        b = bytearray(rng.randrange(256) for _ in range(1 + rng.randrange(2000)))
    return kind, bytes(b)


MUTATORS: list[Callable[[bytes, Rng], tuple[str, bytes]]] = [_json_mutation, _byte_mutation]
#: mutations that can never leave a save valid
ALWAYS_BAD = {"truncate", "wrong_game", "future_version", "empty", "huge_number"}


def run_fuzz(tmp_path: Path, count: int, seed: int = 6) -> Counter:
    rng = Rng.derived(seed, "fuzz")
    sources = _sources()
    tally: Counter = Counter()
    folder = tmp_path / "data" / "saves" / "named"
    folder.mkdir(parents=True)
    for i in range(count):
        source = rng.choice(sources)
        kind, raw = rng.choice(MUTATORS)(source, rng)
        path = folder / f"m{i:05d}.json"
        path.write_bytes(raw)
        result = open_save(path)
        assert path.read_bytes() == raw, "loading changed the file"
        if isinstance(result, LoadProblem):
            assert result.reason and "\n" not in result.reason and len(result.reason) <= 160
            tally["problem"] += 1
            tally[f"problem:{kind}"] += 1
        else:
            assert isinstance(result, LoadedSave)
            assert kind not in ALWAYS_BAD or (kind == "huge_number" and raw == source), kind
            tally["loaded"] += 1
        if kind == "tamper_action" and isinstance(result, LoadedSave):
            # a changed card must be caught (replay or hash) unless it was the same card
            assert json.loads(raw)["actions"] == json.loads(source)["actions"]
        tally["total"] += 1
    # the Load list survives the whole folder of mutants, and deletes nothing
    store = SaveStore(Paths.at(tmp_path), demos=False)
    entries = store.entries()
    assert len(entries) == tally["total"] == len(list(folder.iterdir()))
    return tally


def test_fuzz_mutated_saves(tmp_path):
    tally = run_fuzz(tmp_path, 1000)
    print(f"fuzz: {tally['total']} mutated files, {tally['problem']} refused with a reason, "
          f"{tally['loaded']} harmless mutations loaded")
    assert tally["total"] >= 990 and tally["problem"] >= 0.8 * tally["total"]


@pytest.mark.slow
def test_fuzz_mutated_saves_many(tmp_path):
    tally = run_fuzz(tmp_path, 10_000, seed=7)
    print(f"fuzz: {tally['total']} mutated files, {tally['problem']} refused, {tally['loaded']} loaded")
    print(dict(sorted(tally.items())))
    assert tally["problem"] >= 0.8 * tally["total"]
