"""The animation speeds: each name's factor on every duration (0: no animation). Its own small
module so that the settings (``ui/prefs.py``) read it before the first frame without the
animator."""

from __future__ import annotations

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
