"""The results say how a game ended where the title alone does not: an Ard Rí year that ran
out of rounds with no High King ("Dara (AI) wins!" and nothing said of the round limit), and
which of Keltis' two ends it was."""

from __future__ import annotations

import pytest

from .helpers import finished_table, frames


@pytest.mark.parametrize(("gid", "n", "options", "said"), [
    ("ard_ri", 3, {"rounds": 6}, "No Ard Rí after 6 rounds: most clients, then most wealth, wins"),
    ("keltis", 2, None, "The game ended when an End card closed the fifth row"),
    ("hyrule", 2, None, ""),
])
def test_the_results_say_how_the_game_ended(gid, n, options, said, monkeypatch):
    app, scene = finished_table(gid, n, options)
    results = app.mgr.make("results", scene)
    assert results.ending == said
    drawn: list[str] = []
    from tabletop.ui.scenes import results as module

    real = module.text
    monkeypatch.setattr(module, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
    app.mgr.push(results)
    frames(app, 2)
    assert (said in drawn) if said else not any("ended" in w or "after" in w for w in drawn), drawn
