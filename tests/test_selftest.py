"""`tabletop --selftest` (what CI runs on the frozen build) passes from source, headless."""

import subprocess
import sys


def test_selftest_passes_headless(tmp_path):
    out = subprocess.run([sys.executable, "-m", "tabletop", "--selftest"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=300)
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 0, out.stdout + out.stderr
    assert lines[-1].startswith("selftest: ") and lines[-1].endswith(" passed, 0 failed")
    checks = [line for line in lines if line.startswith("ok   ")]
    assert any("hyrule: table frame" in line for line in checks)
    assert any("keltis: save and reload" in line for line in checks)
    assert len(checks) == int(lines[-1].split()[1])


def test_a_game_without_a_table_is_skipped_not_failed(monkeypatch):
    """A game registered before its table (hidden, rules only) gets a skip line, exit 0."""
    from tabletop import selftest
    from tabletop.games import TITLES
    from tabletop.ui.catalog import Catalog

    monkeypatch.setattr("tabletop.catalog.CATALOG", Catalog(TITLES))  # the kit: rules, no table
    frames = dict(c for c in selftest._games_checks() if c[0].endswith(": table frame"))
    lines: list[str] = []
    code = selftest.run_selftest(lines.append, [("kit: table frame", frames["kit: table frame"])])
    assert code == 0, lines
    assert lines[0].startswith("skip kit: table frame: ") and "no table yet" in lines[0]
    assert lines[-1] == "selftest: 0 passed, 0 failed"
