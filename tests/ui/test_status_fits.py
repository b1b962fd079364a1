"""The status line under the table's left edge is never cut (issue 28, item 4): where the full
words would not fit (984×500), the game's short form is shown whole instead."""

from __future__ import annotations

import pytest

from tabletop.ai.bots import RandomBot, bot_rng
from tabletop.catalog import CATALOG
from tabletop.core.match import Match, Seat
from tabletop.core.rules import MatchConfig
from tabletop.games import REGISTRY
from tabletop.ui.table.hud import fit_text

from .helpers import frames, make_app


def status_now(app, plugin, match):
    """The table of ``match`` from seat 0: its view, the status line's words, and whether
    they show whole in their box (None: no box)."""
    scene = app.mgr.make("table", plugin, match, CATALOG.table_for(plugin.meta.game_id), autoplay=False,
                         viewer=0)
    app.mgr.reset(scene)
    frames(app, 1)
    view, lay, hud = scene.current_view(), scene.layout, scene.hud
    words, r = hud.status_words(lay, view), hud.status_rect(lay, view)
    if not words or r is None:
        return view, words, None
    px = lay.metrics.font(15, 12)
    return view, words, fit_text(words, px, r.w - lay.metrics.px(16), bold=False) == words


@pytest.mark.parametrize("size", [(984, 500), (1280, 720)])
def test_ard_ri_status_is_whole_in_every_stage(size):
    app = make_app(size=size)
    plugin = REGISTRY["ard_ri"]
    match = Match(plugin.rules, MatchConfig("ard_ri", 3, 5, {}),
                  tuple(Seat("human" if i == 0 else "ai", n) for i, n in enumerate(("You", "Brian", "Orla"))))
    bot, stages, shown = RandomBot(), set(), 0
    for ply in range(160):
        if match.is_over:
            break
        if ply % 3 == 0:
            view, words, whole = status_now(app, plugin, match)
            if words and whole is not None:
                assert whole, words
                stages.add(view.info.get("stage"))
                shown += 1
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(5, match.to_act, len(match.records))))
    assert shown > 20 and {"cattle", "warriors", "pay", "act"} <= stages


@pytest.mark.parametrize("names", [("Aoife", "Dara (AI)", "Maximiliana-Theodora (AI)"),
                                   ("Aoife", "You", "Orla (AI)")])
def test_ard_ri_status_names_the_seat_acting_and_tells_the_viewer_nothing_to_do(names):
    """While another seat acts, the status line said "Raid: block an attacker?" or "Samhain:
    exile unproven?" as if to the viewer: it names that seat ("Winter: Dara (AI) is choosing a
    raid, hunt or céilsine"), a seat called "You" included ("You are …"), with no question
    and no possessive on a name; on the viewer's own turn it still asks them."""
    from tabletop.core.names import says
    from tabletop.games.ard_ri.table.scene import STAGE_WORD, ArdRiTable

    plugin = REGISTRY["ard_ri"]
    match = Match(plugin.rules, MatchConfig("ard_ri", 3, 5, {}),
                  tuple(Seat("human" if i == 0 else "ai", n) for i, n in enumerate(names)))
    game = ArdRiTable()
    game.names = list(names)
    bot, others, own = RandomBot(), set(), set()
    for _ in range(400):
        if match.is_over:
            break
        view = plugin.rules.view(match.state, 0)
        p, stage = view.to_act, view.info.get("stage")
        for line in (game.status_line(view), game.status_short(view)):
            if p == 0:
                own.add(stage)
                continue
            subject = says(names[p], "is")
            assert subject in line, (stage, line)
            assert "?" not in line and "'s" not in line, (stage, line)
            if names[p] != "You":
                assert "you" not in line.lower().replace(subject.lower(), ""), (stage, line)
            others.add(stage)
        if p == 0 and stage == "defence" and view.info.get("target", -1) >= 0:  # an enforcement
            assert game.status_line(view) == "Céilsine: block an enforcer?"
        elif p == 0 and stage in STAGE_WORD:
            assert game.status_line(view) == STAGE_WORD[stage].format(
                k=int(view.info.get("acting", 0)) + 1,
                need=5 * view.zones[f"roundhouse/{p}"].count)
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(5, match.to_act, len(match.records))))
    assert {"cattle", "warriors", "act"} <= others and {"cattle", "act"} <= own


@pytest.mark.parametrize("size", [(960, 540), (1240, 620)])
def test_treasure_status_names_the_seat_at_its_turn_and_is_whole(size):
    """During a computer's turn the line over the viewer's own plate read "Hand 1 of 12 ·
    Gathering", as if it were the viewer's phase: it names the seat acting, and stays whole
    whole (its short form where the window is narrow)."""
    app = make_app(size=size)
    plugin = REGISTRY["treasure"]
    names = ("You", "Ciara (AI)", "Dara (AI)", "Eimear (AI)")
    match = Match(plugin.rules, MatchConfig("treasure", 4, 5, {}),
                  tuple(Seat("human" if i == 0 else "ai", n) for i, n in enumerate(names)))
    bot, named = RandomBot(), 0
    for ply in range(60):
        if match.is_over:
            break
        if ply % 2 == 0:
            view, words, whole = status_now(app, plugin, match)
            assert words and whole, words
            if view.to_act not in (None, 0) and view.phase in ("draw", "meld", "gather"):
                assert names[view.to_act].split()[0] in words, words
                named += 1
        match.submit(bot.choose(plugin.rules, match.state, bot_rng(5, match.to_act, len(match.records))))
    assert named >= 5
