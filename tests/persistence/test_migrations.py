"""Old formats load through the migration chain; newer ones are refused with a reason."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.persistence.migrations import CURRENT, detect_format, upgrade
from tabletop.persistence.saves import LoadedSave, LoadProblem, SaveRecord, open_save, save_match

FIXTURE = Path(__file__).parent / "fixtures" / "hyrule_format0.json"


def test_format0_fixture_upgrades_and_loads():
    data = json.loads(FIXTURE.read_text())
    assert detect_format(data) == 0
    new = upgrade(data, 0)
    assert new["format"] == CURRENT and new["config"]["players"] == 2
    loaded = open_save(FIXTURE)
    assert isinstance(loaded, LoadedSave), loaded
    rec = loaded.record
    assert rec.ply == 10 and len(rec.redo) == 2  # actions past the cursor became redo
    assert rec.config.options == {"variant": "chance", "tie": "accept"}
    assert loaded.match.seats[0].name == "Aoife" and loaded.match.seats[1].level == "medium"  # format 0 said "normal"
    assert loaded.match.state_hash() == data["state_hash"]
    assert loaded.match.can_redo()
    loaded.match.redo()
    assert loaded.match.actions[-1].to_json() == data["actions"][10]


def test_upgraded_save_writes_back_as_current_format(tmp_path):
    loaded = open_save(FIXTURE)
    assert isinstance(loaded, LoadedSave)
    record = save_match(loaded.match, tmp_path / "new.json")
    data = json.loads((tmp_path / "new.json").read_text())
    assert data["format"] == CURRENT and data["kind"] == "tabletop-save"
    assert SaveRecord.from_json(data) == record


def test_future_format_is_refused_clearly(tmp_path):
    data = json.loads(FIXTURE.read_text())
    data = upgrade(data, 0)
    data["format"] = CURRENT + 1
    path = tmp_path / "future.json"
    path.write_text(json.dumps(data))
    problem = open_save(path)
    assert isinstance(problem, LoadProblem)
    assert "newer Tabletop" in problem.reason
    assert path.exists()


def test_bad_format0_cursor_is_a_clear_problem(tmp_path):
    data = json.loads(FIXTURE.read_text())
    data["cursor"] = 999
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    problem = open_save(path)
    assert isinstance(problem, LoadProblem)
    assert "cannot upgrade from format 0" in problem.reason
