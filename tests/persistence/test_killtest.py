"""Kill test: a child process autosaves after every action and is SIGKILLed at random moments.

After every kill the save file must load (hash checked) and be exactly a position the game
really passed through. Run with ``python -m pytest -m killtest tests/persistence -s``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match
from tabletop.core.rng import Rng
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.atomic import is_temp
from tabletop.persistence.saves import LoadedSave, open_save

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys
from pathlib import Path
from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.core.match import Match
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.persistence.saves import LoadedSave, open_save, save_match

path = Path(sys.argv[1])
rules = REGISTRY["hyrule"].rules
loaded = open_save(path) if path.exists() else None
if loaded is not None and not isinstance(loaded, LoadedSave):
    print("bad save:", loaded.reason, flush=True)
    sys.exit(3)
match = loaded.match if loaded else Match(rules, MatchConfig("hyrule", 2, 0, {}))
print("ready", flush=True)
bot = RandomBot()
while True:
    if match.is_over:
        match = Match(rules, MatchConfig("hyrule", 2, match.config.seed + 1, {}))
    seat = match.to_act
    match.submit(bot.choose(rules, match.state, bot_rng(match.config.seed, seat, len(match.records))))
    save_match(match, path)
"""


def reference_hashes(seed: int) -> list[str]:
    """The state hash after each prefix of the seeded game the child plays."""
    rules = REGISTRY["hyrule"].rules
    match = Match(rules, MatchConfig("hyrule", 2, seed, {}))
    hashes = [match.state_hash()]
    bot = RandomBot()
    while not match.is_over:
        seat = match.to_act
        match.submit(bot.choose(rules, match.state, bot_rng(seed, seat, len(match.records))))
        hashes.append(match.state_hash())
    return hashes


def run_kills(folder: Path, kills: int, seed: int = 11) -> dict[str, int]:
    rng = Rng.derived(seed, "kill moments")
    path = folder / "auto.json"
    refs: dict[int, list[str]] = {}
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = {"kills": 0, "interrupted_writes": 0, "games_seen": 0, "max_ply": 0}
    for _ in range(kills):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        line = child.stdout.readline().strip()
        assert line == "ready", f"child did not start: {line!r}"
        time.sleep(rng.random() * 0.08)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        child.stdout.close()
        out["kills"] += 1
        temps = [p for p in folder.iterdir() if is_temp(p)]
        out["interrupted_writes"] += len(temps)
        for t in temps:  # what the app's sweep_temp does at start-up
            t.unlink()
        if not path.exists():
            continue  # killed before its first save
        loaded = open_save(path)
        assert isinstance(loaded, LoadedSave), f"after kill {out['kills']}: {loaded}"
        seed_ = loaded.record.config.seed
        if seed_ not in refs:
            refs[seed_] = reference_hashes(seed_)
        ply = loaded.record.ply
        assert loaded.match.state_hash() == refs[seed_][ply], "a state the game never passed through"
        out["max_ply"] = max(out["max_ply"], ply)
    out["games_seen"] = len(refs)
    return out


@pytest.mark.killtest
def test_sigkill_during_autosave_never_loses_the_save(tmp_path):
    result = run_kills(tmp_path, 120)
    print(f"kill test: {result['kills']} SIGKILLs, {result['interrupted_writes']} interrupted "
          f"writes left a temp file, {result['games_seen']} games reached; every save loaded and "
          "matched a real position")
    assert result["kills"] >= 100 and result["games_seen"] >= 2
