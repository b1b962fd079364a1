"""The in-app rules speak to players, not to us (issue 22, item 16): no rules-file ids, no
"seed", no tests or stacked decks, no "pamphlet we do not have"."""

from __future__ import annotations

import re

import pytest

from tabletop.games import listed

DEVELOPER_WORDS = [r"rules file", r"\bthe seed\b", r"\bseed is\b", r"stacked deck", r"\btests?\b",
                   r"pamphlet", r"we do not have", r"\bour decisions?\b", r"\b[ADKHST]-S?\d+\b",
                   r"shared/", r"\.md\b", r"\bissue \d+"]


@pytest.mark.parametrize("plugin", listed(), ids=lambda p: p.meta.game_id)
def test_the_rules_screen_speaks_to_players(plugin):
    text = plugin.rules_text
    for pattern in DEVELOPER_WORDS:
        found = re.search(pattern, text, flags=re.IGNORECASE)
        assert found is None, f"{plugin.meta.game_id}: {found.group(0)!r} in the rules screen"

