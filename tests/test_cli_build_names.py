"""The one-file and the folder builds have different names, so both can stand in dist/ (a
one-file "Tabletop" replaced the dist/Tabletop/ folder); README and the CI smoke script name
the same paths (issue 17, item 18)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_onefile_and_onedir_builds_have_different_output_names():
    spec = (ROOT / "build.spec").read_text()
    onedir = re.search(r'COLLECT\(.*name="([^"]+)"', spec).group(1)
    exe = re.search(r'name="([^"]+)",\s*\n\s*console', spec).group(1)
    onefile = re.search(r'ONEFILE_NAME = "([^"]+)"', spec).group(1)
    assert "**{**exe_options, \"name\": ONEFILE_NAME}" in spec  # the one-file EXE uses it
    assert onefile not in (onedir, exe) and not onedir.startswith(onefile + "/")
    readme = (ROOT / "README.md").read_text()
    assert f"dist/{onedir}/" in readme and f"dist/{onefile}" in readme
    smoke = (ROOT / "tools" / "frozen_smoke.sh").read_text()
    assert f"dist/{onedir}/{exe}" in smoke
