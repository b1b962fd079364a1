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
