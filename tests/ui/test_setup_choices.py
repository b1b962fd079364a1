"""Setup greys out the choices a player count does not allow, with the reason (issue 22,
item 2): Keltis' first player beyond the count, Treasure's one deck for 5–8 players, Hyrule's
youngest seat. The button never lands on them, and the match gets only allowed choices."""

from __future__ import annotations

from tabletop.games import REGISTRY
from tabletop.ui.scenes.setup import MatchSetupScene

from .helpers import click, frames, make_app


def scene_for(game: str, players: int):
    app = make_app((1280, 720))
    scene = MatchSetupScene(REGISTRY[game])
    app.mgr.reset(scene)
    frames(app)
    while scene.n != players:
        sign = "+" if scene.n < players else "−"
        click(app, next(w for w in scene.widgets if getattr(w, "label", None) == sign).rect.center)
    return app, scene


def button_for(scene: MatchSetupScene, label: str):
    row = next(r for text, r in scene.rows if text == label)
    return next(w for w in scene.widgets if hasattr(w, "enabled") and w.rect.y == row.y
                and w.rect.x > row.x)


def cycle(app, scene, label: str, times: int) -> list[str]:
    seen = []
    for _ in range(times):
        click(app, button_for(scene, label).rect.center)
        seen.append(button_for(scene, label).label)
    return seen


def greyed_text(scene: MatchSetupScene) -> str:
    return " ".join(" ".join(lines) for lines, _ in scene.greyed)


def test_keltis_first_player_skips_seats_beyond_the_count_and_says_why() -> None:
    app, scene = scene_for("keltis", 2)
    assert set(cycle(app, scene, "First player", 6)) == {"Random", "Seat 1", "Seat 2"}
    text = greyed_text(scene)
    assert text == "The first player must be one of the 2 players: Seats 3 and 4 are not at the table."
    scene.options["firstPlayer"] = 4  # chosen with 4 players, then two seats removed
    assert scene.effective_options()["firstPlayer"] == "random"


def test_treasure_one_deck_is_greyed_for_five_to_eight() -> None:
    app, scene = scene_for("treasure", 6)
    assert set(cycle(app, scene, "Decks", 4)) == {"Auto", "Two decks"}
    assert "One deck is not enough for 5–8 players" in greyed_text(scene)
    app, scene = scene_for("treasure", 3)
    assert set(cycle(app, scene, "Decks", 4)) == {"Auto", "One deck", "Two decks"}
    # the first dealer's seats beyond the table are greyed (said once), not a deck; the
    # second gods do not count with Auto's one deck at 3 players
    assert greyed_text(scene) == ("Only with Decks: Two decks. "
                                  "The first dealer must be one of the 3 players: Seats 4 to 8 are not "
                                  "at the table.")


def test_treasure_second_gods_count_only_with_two_decks_auto_included() -> None:
    """"Second gods" does something only with two decks: with "Auto" that is 5–8 players. At
    3–4 players on Auto (one deck) it was offered as if it counted; it is greyed with the
    reason until two decks are chosen, and at 2 players only its own reason shows."""
    app, scene = scene_for("treasure", 4)
    assert not button_for(scene, "Second gods").enabled
    assert "Only with Decks: Two decks." in greyed_text(scene)
    assert cycle(app, scene, "Decks", 2) == ["One deck", "Two decks"]
    assert button_for(scene, "Second gods").enabled
    assert "Only with Decks" not in greyed_text(scene)
    for players in (5, 8):  # Auto is two decks there
        app, scene = scene_for("treasure", players)
        assert scene.options["decks"] == "auto" and button_for(scene, "Second gods").enabled
        assert "Only with Decks" not in greyed_text(scene)
    app, scene = scene_for("treasure", 2)
    assert not button_for(scene, "Second gods").enabled
    assert "Only with Decks" not in greyed_text(scene)  # its own reason says it already


def test_hyrule_youngest_seat_within_the_count() -> None:
    app, scene = scene_for("hyrule", 3)
    assert set(cycle(app, scene, "Youngest player", 6)) == {"1", "2", "3"}
    assert greyed_text(scene) == ("Only with Turns: Strictly chance. "  # Blind pick's
                                  "The youngest player must be one of the 3 players: Seats 4 and 5 are "
                                  "not at the table.")
    scene.options["youngest"] = 3
    click(app, next(w for w in scene.widgets if getattr(w, "label", None) == "−").rect.center)
    assert scene.n == 2 and scene.effective_options()["youngest"] == 1
    assert button_for(scene, "Youngest player").label == "1"


def test_house_rules_sit_collapsed_and_open_with_their_defaults_in_bold() -> None:
    """T-39: the rules file's configuration flags under a collapsed "House rules"."""
    app, scene = scene_for("treasure", 3)
    labels = [text for text, _ in scene.rows]
    assert "Decks" in labels and "Builder in a colour" not in labels  # collapsed
    house = next(w for w in scene.widgets if getattr(w, "label", "").startswith("House rules"))
    assert house.label == "House rules ▸"
    click(app, house.rect.center)
    assert scene.house_open and scene.title() == "House rules for Treasure"
    labels = [text for text, _ in scene.rows]
    specs = [o for o in REGISTRY["treasure"].meta.options if o.house_rule]
    assert labels == [o.label for o in specs]
    assert [line for line, _ in scene.defaults] == [f"Default: {o.label_for(o.default)}" for o in specs]
    assert cycle(app, scene, "Direction", 1) == ["Counter-clockwise"]
    for name, rect in scene.elements().items():  # everything on the screen
        assert app.mgr.size[0] >= rect.right and app.mgr.size[1] >= rect.bottom, name
    back = next(w for w in scene.widgets if getattr(w, "label", "") == "◂ Back to setup")
    click(app, back.rect.center)
    assert not scene.house_open
    assert next(w for w in scene.widgets
                if getattr(w, "label", "").startswith("House rules")).label == "House rules (1 changed) ▸"
    assert scene.effective_options()["playDirection"] == "counterclockwise"


def test_hyrule_options_of_the_other_turns_are_greyed_and_say_why() -> None:
    """"Blind pick" (chance turns only) could be switched on with strategy turns, where it does
    nothing, and "Youngest player" (strategy only) with chance turns: each is greyed out while
    the turns it needs are not chosen, saying which, and comes back when they are."""
    app, scene = scene_for("hyrule", 3)
    assert not button_for(scene, "Blind pick").enabled
    assert button_for(scene, "Youngest player").enabled
    assert "Only with Turns: Strictly chance." in greyed_text(scene)
    cycle(app, scene, "Turns", 1)
    assert scene.options["variant"] == "chance"
    assert button_for(scene, "Blind pick").enabled
    assert cycle(app, scene, "Blind pick", 1) == ["On"]
    assert not button_for(scene, "Youngest player").enabled
    text = greyed_text(scene)
    assert "Only with Turns: A bit of strategy." in text and "Strictly chance" not in text


def test_why_a_choice_is_off_is_readable() -> None:
    """The sentence under a greyed option ("Only with Decks: Two decks.") was drawn half-way
    between the help's colour and the panel's: 1.8:1 on the felt. It reaches WCAG AA (4.5:1)
    against the felt it is drawn on, measured on the rendered screen."""
    import pygame

    from tabletop.ui.render.contrast import contrast_ratio

    app, scene = scene_for("treasure", 3)
    frames(app, 2)
    surf = pygame.display.get_surface()
    lines, r = scene.greyed[0]
    assert lines[0].startswith("Only with Decks")
    colours = [surf.get_at((x, y))[:3] for x in range(r.x, r.right) for y in range(r.y, r.y + 19)]
    felt = max(set(colours), key=colours.count)
    ink = max(colours, key=lambda c: contrast_ratio(c, felt))
    assert contrast_ratio(ink, felt) >= 4.5, (ink, felt)
