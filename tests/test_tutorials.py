"""Every game's Learn-to-play, headless (issue 25): its steps play to the end with their moves
and scripted replies, every zone a step points at is on the learner's table, its guided deal
is a legal game for the conformance harness, and ``tabletop tutorial GAME --check`` says so."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tabletop.cli import run_cli
from tabletop.cli import tutorial as tutorial_cmd
from tabletop.cli.tutorial import laid_out
from tabletop.core.tutorial import (
    LEARNER,
    Guide,
    Lesson,
    Tutorial,
    TutorialError,
    check,
    config_of,
    play_step,
    start,
)
from tabletop.games import REGISTRY, listed
from tabletop.testing.conformance import check_game

TAUGHT = [gid for gid in REGISTRY if REGISTRY[gid].tutorial is not None]


def test_every_listed_game_has_a_tutorial():
    assert {p.meta.game_id for p in listed()} <= set(TAUGHT)


@pytest.mark.parametrize("game_id", TAUGHT)
def test_the_tutorial_plays_to_its_end_on_the_table(game_id):
    plugin = REGISTRY[game_id]
    lines = check(plugin.tutorial, plugin.rules, zones_on_table=laid_out(game_id))
    assert len(lines) == len(plugin.tutorial.steps)


@pytest.mark.parametrize("game_id", TAUGHT)
def test_the_guided_deal_is_a_legal_game(game_id):
    plugin = REGISTRY[game_id]
    tutorial = plugin.tutorial
    match = start(tutorial, plugin.rules, "You")
    for k in range(len(tutorial.steps)):
        play_step(tutorial, plugin.rules, match, k)
    opening = [plugin.rules.format_action(a) for a in match.actions]
    report = check_game(plugin.rules, [config_of(tutorial, plugin.rules)], determinize_every=40,
                        replay_every=151, stacked=match.stacked, opening=opening)
    assert report.games == 1 and report.steps > len(opening)


@pytest.mark.parametrize("game_id", TAUGHT)
def test_the_command_line_check_passes(game_id, capsys):
    assert run_cli(["tutorial", game_id, "--check"]) == 0
    assert "played to the end" in capsys.readouterr().out



def _opening(words: str) -> list[str]:
    """The words of a heading or a step's text, lower case, leading articles left out."""
    out = re.findall(r"\w+", words.lower())
    while out and out[0] in ("a", "an", "the"):
        out = out[1:]
    return out


@pytest.mark.parametrize("game_id", TAUGHT)
def test_no_step_opens_by_repeating_its_title(game_id):
    """The panel reads "Step 20 of 20 · The count" and then the step's words: words that open
    with the title again ("The count: 5 for each…", "Draw" then "Draw.") say it twice."""
    doubled = []
    for k, lesson in enumerate(REGISTRY[game_id].tutorial.steps, 1):
        title, text = _opening(lesson.title), _opening(lesson.text)
        if title and text[:1] == title[:1]:
            doubled.append(f"step {k}: {lesson.title!r} then {lesson.text[:40]!r}")
    assert not doubled


def test_a_step_whose_move_is_not_legal_is_named(monkeypatch, capsys):
    plugin = REGISTRY["hyrule"]
    steps = list(plugin.tutorial.steps)
    steps[3] = replace(steps[3], expect="play 5D")  # Ciara's card, not the learner's
    broken = replace(plugin, tutorial=replace(plugin.tutorial, steps=tuple(steps)))
    monkeypatch.setattr(tutorial_cmd, "plugin_for", lambda game_id: broken)
    assert run_cli(["tutorial", "hyrule", "--check"]) == 1
    assert "step 4 of 10: 'play 5D' is not legal" in capsys.readouterr().out


def test_a_pointed_zone_that_is_not_on_the_table_is_named():
    plugin = REGISTRY["hyrule"]
    broken = replace(plugin.tutorial, steps=(Lesson("Look here.", point=("nowhere",)),))
    with pytest.raises(TutorialError, match="step 1 of 1: the pointed zone 'nowhere'"):
        check(broken, plugin.rules, zones_on_table=laid_out("hyrule"))


def test_a_reply_on_the_learners_turn_is_refused():
    plugin = REGISTRY["hyrule"]
    broken = replace(plugin.tutorial, steps=(Lesson("Wait.", replies=("play 9S",)),))
    with pytest.raises(TutorialError, match="falls on the learner's turn"):
        check(broken, plugin.rules)


def test_a_game_without_a_tutorial_is_a_usage_error(capsys):
    assert run_cli(["tutorial", "kit", "--check"]) == 2
    assert "has no tutorial" in capsys.readouterr().err


# --- the guide's bookkeeping --------------------------------------------------------------
TOY = Tutorial(players=2, seed=1, steps=(
    Lesson("Read me."),                              # 0: starts at 0, no moves
    Lesson("Play.", expect="a", replies=("b",)),     # 1: starts at 0, two moves
    Lesson("Read, then they move.", replies=("c",)),  # 2: starts at 2
    Lesson("Play again.", expect="d"),               # 3: starts at 3
))


class _Rules:
    """Moves named by letters: the guide only parses and compares them."""

    def parse_action(self, state, text):
        return text

    def describe(self, state, action):
        return f"move {action}"


def test_steps_follow_moves_and_next():
    guide = Guide(TOY, _Rules())
    assert TOY.starts() == [0, 0, 2, 3, 4]
    assert guide.step_at(0) == 0 and guide.waiting_for_learner(0) and guide.scripted(None, 0) is None
    assert guide.next_pressed(0) and guide.step_at(0) == 1
    assert guide.expected(None, 0) == "a" and guide.allows(None, 0, "a") and not guide.allows(None, 0, "x")
    assert guide.correction(None, 0) == "That move is allowed, but this step teaches another: move a."
    assert guide.scripted(None, 1) == "b" and not guide.waiting_for_learner(1)
    assert guide.step_at(2) == 2 and guide.waiting_for_learner(2) and guide.scripted(None, 2) is None
    assert guide.next_pressed(2) and guide.scripted(None, 2) == "c"
    assert guide.step_at(3) == 3 and guide.expected(None, 3) == "d"
    assert guide.step_at(4) == 4 == guide.length and guide.allows(None, 4, "anything")


def test_back_goes_to_the_previous_steps_start_and_shows_it_again():
    guide = Guide(TOY, _Rules(), read=3)
    assert guide.step_at(3) == 3
    assert guide.rewind_target(3) == 2 and guide.step_at(2) == 2 and guide.waiting_for_learner(2)
    assert guide.rewind_target(2) == 0 and guide.step_at(0) == 1  # step 1 starts at 0 too
    assert guide.rewind_target(0) == 0 and guide.step_at(0) == 0


def test_hyrule_tutorial_says_what_happens():
    """The steps' words are true of the stacked deal: who wins which trick."""
    plugin = REGISTRY["hyrule"]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    won = []
    for k in range(len(tutorial.steps) - 1):
        play_step(tutorial, rules, match, k)
        view = rules.view(match.state, LEARNER)
        won.append((len(view.zones["won/0"].cards), len(view.zones["won/1"].cards)))
    assert won[1] == (0, 2)  # Ciara's 3♦ took the 9♠
    assert won[3] == (2, 2)  # the 8♣ took the Q♥: level, and the learner leads
    assert won[5] == (4, 4)  # the Master Sword took the Tingle
    assert won[-2] == (8, 4)  # before the last trick, which the 2♥ takes from the 5♦
    notices = [rules.notice_text(e, ["You", "Ciara"]) for r in match.records[-2:] for e in r.events
               if type(e).__name__ == "Notice"]
    assert "You win the trick with the Two of Hearts ♥ and capture 2 cards" in notices
    assert "You win round 1" in notices  # "You captured 10 cards to Ciara's 4 and won round 1"


def test_keltis_tutorial_says_what_happens():
    """The red row goes up, takes the grey 5, ends with 5 cards; the 7s claim Stone 7."""
    plugin = REGISTRY["keltis"]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    deck = rules.deck(match.config)
    for k in range(len(tutorial.steps)):
        play_step(tutorial, rules, match, k)
        if k == 2:  # "You drew the Red 8"
            assert "R8" in [deck.code(c) for c in rules.view(match.state, LEARNER).zones["hand/0"].cards]
    view = rules.view(match.state, LEARNER)
    assert [deck.code(c) for c in view.zones["row/0/R"].cards] == ["R3", "R5", "W5", "R8", "RE"]
    assert [deck.code(c) for c in view.zones["stones/0"].cards] == ["S7"]
    assert [deck.code(c) for c in view.zones["discard/P"].cards] == ["P3"]  # "Niamh discarded a Pink 3"


def test_seanchai_tutorial_says_what_happens():
    """The Púka is countered and gone, St. Patrick removed by the Banshee, the count 105 to 15."""
    plugin = REGISTRY["seanchai"]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    for k in range(len(tutorial.steps)):
        play_step(tutorial, rules, match, k)
    deck = rules.deck(match.config)
    view = rules.view(match.state, LEARNER)
    assert {deck.code(c) for c in view.zones["removed"].cards} == {"DRK-PUKA", "REL-1"}
    field = {deck.code(c) for c in view.zones["field/0"].cards}
    assert {"LEG-1", "ROL-2", "WAR-1", "WLD-FAERY", "SHM"} <= field and len(field) == 12
    notices = [rules.notice_text(e, ["You", "Fiachra"]) for e in match.records[-1].events
               if type(e).__name__ == "Notice"]
    assert notices == ["You go out: +5", "Hand 1: You +105, Fiachra +15"]


def test_treasure_tutorial_says_what_happens():
    """The Lady doubles runs, the Dark Lord halves them (no change together), the learner goes
    out with a colour: 48 to −12, as the last step says."""
    plugin = REGISTRY["treasure"]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    effects = []
    for k in range(len(tutorial.steps)):
        play_step(tutorial, rules, match, k)
        effects.append(list(rules.view(match.state, LEARNER).info["effects"]))
    assert effects[4] == ["runs score double"]  # "the Lady in a set makes every run score double"
    assert effects[13] == ["runs score double", "runs score half"]  # the Dark Lord's set
    info = rules.view(match.state, LEARNER).info
    assert info["scores"] == [48, -12]
    assert [g["type"] for k, g in sorted(info["groups"].items()) if k.startswith("group/0/")] == \
        ["set", "run", "colour"]


def test_ard_ri_tutorial_says_what_happens():
    """Wealth 17 in Spring, Brian and Orla ahead in Summer, the King kills the Jack, the gift of
    18 falls short of 27, the enforced céilsine makes Brian the learner's client."""
    plugin = REGISTRY["ard_ri"]
    tutorial, rules = plugin.tutorial, plugin.rules
    match = start(tutorial, rules, "You")
    infos, notices = [], []
    for k in range(len(tutorial.steps)):
        before = len(match.records)
        play_step(tutorial, rules, match, k)
        infos.append(rules.view(match.state, LEARNER).info)
        notices += [rules.notice_text(e, ["You", "Brian", "Orla"]) for r in match.records[before:]
                    for e in r.events if type(e).__name__ == "Notice"]
    assert infos[3]["wealth"][0] == 17 and infos[3]["season"] == "summer"
    assert infos[3]["order"][:2] == [1, 2]  # "Brian and Orla (19 each) were wealthier"
    deck = rules.deck(match.config)
    view = rules.view(match.state, LEARNER)
    assert [deck.code(c) for c in view.zones["otherworld"].cards] == ["JS"]  # the King killed the Jack
    # the cards the 27 counts are named: the 3♠, 6♥ and 8♣ turned up from his hand beside the
    # 10♦ in his field (the hand showed only its top card, so the sum could not be checked)
    assert "Your gift of 18 is not more than Brian's 27 (3♠ + 6♥ + 10♦ + 8♣)" in notices
    assert "You make Brian a client" in notices
    assert view.info["lord"][1] == 0 and view.info["clients"][0] == 1 and view.info["winner"] == -1
