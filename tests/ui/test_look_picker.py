"""Picker tiles open promptly: each table picture is drawn in small steps over several frames
(``thumbs.render_steps``), stored like before, and fades in over the cloth."""

from __future__ import annotations

import pygame

from tabletop.ui.render import thumbs
from tabletop.ui.scenes.picker import FADE, GamePickerScene

from .test_look_screens import _manager


def test_a_picture_is_drawn_in_many_small_steps_and_is_the_same_picture(tmp_path):
    mgr = _manager()
    mgr.ctx.art.cache_dir = tmp_path
    steps = list(thumbs.render_steps(mgr.ctx, "hyrule"))
    assert len(steps) > 10 and all(s is None for s in steps[:-1])
    final = steps[-1]
    assert isinstance(final, pygame.Surface) and final.get_size() == thumbs.RENDER_SIZE
    again = thumbs.render_table(mgr.ctx, "hyrule")  # the one-go path draws the same table
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(final, "RGB")
    assert list(thumbs.render_steps(mgr.ctx, "no-such-game")) == []


def test_the_picker_draws_nothing_heavy_before_its_first_frame_and_fades_pictures_in(tmp_path, monkeypatch):
    monkeypatch.setattr(thumbs, "_mem", {})  # no picture another test left in memory
    mgr = _manager()
    mgr.ctx.art.cache_dir = tmp_path
    picker = GamePickerScene()
    mgr.push(picker)
    surf = pygame.Surface((1280, 720))
    mgr.draw(surf)  # the first frame: tiles on the cloth, no picture yet
    assert picker.drawing and not picker._ready_at
    for _ in range(5000):
        picker.update(0.0)  # time stands still: a finished picture stays at the fade's start
        if picker._ready_at:
            break
    gid = next(iter(picker._ready_at))
    r = next(r for r, p, _, _ in picker.cards if p.meta.game_id == gid)
    tr = picker._thumb_rect(r)
    pic = thumbs.cached(mgr.ctx, gid, tr.size)
    cloth = mgr.ctx.art.felt(tr.size)
    points = [(x, y) for x in range(4, tr.w - 4, 7) for y in range(4, tr.h - 4, 7)]  # not the frame

    def shown() -> list:
        mgr.draw(surf)
        return [surf.get_at((tr.x + x, tr.y + y))[:3] for x, y in points]

    start = shown()
    assert start == [cloth.get_at(p)[:3] for p in points]  # faded out: only the cloth
    picker.update(FADE / 2)
    half = shown()
    final = [pic.get_at(p)[:3] for p in points]
    differ = [i for i, p in enumerate(points) if sum(abs(a - b) for a, b in zip(start[i], final[i], strict=True)) > 60]
    assert differ
    for i in differ:  # halfway between the cloth and the picture
        assert half[i] != start[i] and half[i] != final[i]
    picker.update(FADE)
    assert shown() == final


def test_a_tile_whose_picture_is_not_drawn_yet_says_so(tmp_path, monkeypatch):
    """On a first visit each tile is empty cloth for a few seconds while its table picture
    is drawn: the tile says what is happening instead of showing an empty frame."""
    monkeypatch.setattr(thumbs, "_mem", {})
    mgr = _manager()
    mgr.ctx.art.cache_dir = tmp_path
    picker = GamePickerScene()
    mgr.push(picker)
    surf = pygame.Surface((1280, 720))
    mgr.draw(surf)
    assert not picker._ready_at
    r = picker.cards[0][0]
    tr = picker._thumb_rect(r)
    cloth = mgr.ctx.art.felt(tr.size)
    band = [(x, tr.h // 2 + dy) for x in range(tr.w // 4, 3 * tr.w // 4, 3) for dy in (-4, 0, 4)]
    assert any(surf.get_at((tr.x + x, tr.y + y))[:3] != cloth.get_at((x, y))[:3] for x, y in band)


def test_the_note_on_an_empty_tile_stays_inside_its_frame():
    """At 1280×720 a tile's picture frame is about 200 px wide: the note is wrapped to it
    (one line at the title's size ran into the neighbouring tile)."""
    mgr = _manager()
    picker = GamePickerScene()
    mgr.push(picker)
    tr = picker._thumb_rect(picker.cards[0][0])
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    picker._draw_note(surf, tr, "Setting out the table…")
    lit = [(x, y) for x in range(0, 1280, 2) for y in range(0, 720, 2) if surf.get_at((x, y))[:3] != (0, 0, 0)]
    assert lit and all(tr.collidepoint(p) for p in lit)
