"""What the Ard Rí table paints besides the fields: on the felt the season wheel with this
season's order of play, the words under the cards in the Marches (whom each raider is aimed
at, who blocks, whose loot) and under raiders being chosen, the Roundhouses' proven/unproven
counts; over the cards the unproven/proven marks. (The lines from each client to their lord:
``clients.py``.)
Public information from the view, or what the cards on screen already show.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ....core.decks import with_symbol
from ....core.names import joined, mid, owned
from ....core.views import TableView
from ....ui.render.contrast import ink_on
from ....ui.render.fonts import px_to_fit, text
from ....ui.render.theme import Theme
from ....ui.table.hud import fit_text
from ....ui.table.layout import TableLayout
from ....ui.table.sprites import LAYER_TABLE, CardSprite
from ....ui.widgets.panel import draw_panel
from ..cards import CODE, IS_WARRIOR
from .faces import overlay_proven, overlay_unproven

WHEEL = ("spring", "summer", "autumn", "samhain", "winter")
SEASON_WORD = {"spring": "Spring", "summer": "Summer", "autumn": "Autumn", "samhain": "Samhain",
               "winter": "Winter", "over": "Game over"}


INK = (0, 0, 0)  # (text measured, not drawn)


def season_wheel(surf: pygame.Surface, lay: TableLayout, view: TableView, names: Sequence[str],
                 theme: Theme) -> None:
    """The aid box ``aid/season``: a wheel of the five seasons with the current one lit, the
    round, and this season's order of play with the seat acting now marked."""
    rect = lay.labels.get("aid/season")
    if rect is None:
        return
    info = view.info
    m = lay.metrics
    u = m.unit
    x, y, w, h = rect
    box = pygame.Rect(round(x), round(y), round(w), round(h))
    draw_panel(surf, box, theme.panel, 170, theme.panel_edge, radius=m.px(10), width=1)
    season = str(info.get("season", "spring"))
    r = min(h * 0.36, w * 0.16)
    # the letters (12 px at least) must stand apart: neighbours sit 2 sin 36° × 0.62 r apart,
    # centre to centre; a small window's wheel grows to that (it touched "WiSp" at 984×500)
    widest = max(text(n[:2].capitalize(), m.font(10, 12), theme.text, bold=True).get_width()
                 for n in WHEEL)
    r = min(max(r, (widest + 4 * u + 2) / (2 * math.sin(math.pi / 5) * 0.62)), h * 0.46, w * 0.2)
    cx, cy = x + 8 * u + r, y + h / 2
    for k, name in enumerate(WHEEL):  # five arcs, the current one lit
        a0 = -math.pi / 2 + k * 2 * math.pi / 5 + 0.06
        a1 = a0 + 2 * math.pi / 5 - 0.12
        pts = [(cx, cy)] + [(cx + r * math.cos(a0 + (a1 - a0) * t / 8), cy + r * math.sin(a0 + (a1 - a0) * t / 8))
                            for t in range(9)]
        fill = theme.highlight if name == season else theme.panel_edge
        pygame.draw.polygon(surf, fill, pts)
        mid = (a0 + a1) / 2
        # the letters take the ink that reads on their segment (white on white vanished in
        # High contrast, light on grey-green was 2.9:1)
        letter = text(name[:2].capitalize(), m.font(10, 12), ink_on(fill), bold=True)
        surf.blit(letter, letter.get_rect(center=(round(cx + r * 0.62 * math.cos(mid)),
                                                  round(cy + r * 0.62 * math.sin(mid)))))
    pygame.draw.circle(surf, theme.panel, (round(cx), round(cy)), round(r * 0.22))
    tx = cx + r + 8 * u
    room = round(x + w - tx - 6 * u)
    px = m.font(13, 12)
    word = text(fit_text(SEASON_WORD.get(season, season), px, room), px, theme.highlight, bold=True)
    rounds = int(info.get("rounds", 12))
    now = info.get('round', 1)
    counts = [f"Round {now} of {rounds}", f"Round {now}/{rounds}"] if rounds < 100 else [f"Round {now}"]
    count = next((c for c in counts if text(c, m.font(12, 12), theme.text_dim).get_width() <= room),
                 counts[-1])  # Off: no limit; the short form where the long one has no room
    small = text(fit_text(count, m.font(12, 12), room, bold=False), m.font(12, 12), theme.text_dim)
    ty = y + 4 * u
    surf.blit(word, (round(tx), round(ty)))
    ty += word.get_height()
    surf.blit(small, (round(tx), round(ty)))
    ty += small.get_height() + 2 * u
    order = info.get("order", [])
    acting = int(info.get("acting", -1)) if season != "over" else -1
    wealth = info.get("wealth", [])
    if season == "over":  # the final standing (D-A23): clients, then wealth
        clients = info.get("clients", [0] * len(wealth))
        order = sorted(order, key=lambda p: (-clients[p], -wealth[p]))
    line_px = m.font(12, 12)
    step = (y + h - 4 * u - ty) / max(1, len(order))
    for k, p in enumerate(order):
        now = k == acting
        who = names[p] if p < len(names) else f"Player {p + 1}"
        words = f"{k + 1}. {who}"
        colour = theme.text if now else theme.text_dim
        worth = str(wealth[p]) if p < len(wealth) else ""
        px = px_to_fit(lambda q, words=words, worth=worth, now=now: text(words, q, INK, bold=now).get_width()
                       + text(worth, q, INK).get_width() + 6 * u, line_px, room)  # ("1. Aoi…" at 150 %)
        w_img = text(worth, px, colour)
        img = text(fit_text(words, px, room - w_img.get_width() - 6 * u, bold=now), px, colour, bold=now)
        row_y = round(ty + k * step)
        if now:
            mark = pygame.Rect(round(tx - 4 * u), row_y, room + round(8 * u), round(min(step, img.get_height())))
            draw_panel(surf, mark, theme.highlight, 70, None, radius=m.px(5))
        surf.blit(img, (round(tx), row_y))
        surf.blit(w_img, (round(tx + room - w_img.get_width()), row_y))


def marches_words(surf: pygame.Surface, lay: TableLayout, view: TableView, names: Sequence[str],
                  theme: Theme) -> None:
    """Under the cards in the Marches, words: a raider's target ("at Dara"), "blocks", whose
    loot ("Aoife's"), else the owner; cards in a row that share their words share one label."""
    for img, x, row_y in marches_rows(lay, view, names, theme):
        surf.blit(img, (x, row_y))


def marches_rows(lay: TableLayout, view: TableView, names: Sequence[str], theme: Theme
                 ) -> list[tuple[pygame.Surface, int, int]]:
    """The words ``marches_words`` writes under the Marches and where (``word_rows``)."""
    zl, zv = lay.zones.get("marches"), view.zones.get("marches")
    if zl is None or zv is None or not zv.cards:
        return []
    info = view.info
    # public info names the raid's warriors by their place (["marches", i]), not by card id
    aims = {i: t for (zid, i), t in info.get("attack", []) if zid == "marches"}
    # each blocker and the attacker it stands against (both face up in the Marches)
    blocks = {i: j for (zid, i), (zj, j) in info.get("blocks", []) if zid == "marches" == zj}
    owners = info.get("marches_owner", [])
    runs: list[tuple[list[str], bool, int, int]] = []  # words, bold, first and last card
    for i, c in enumerate(zv.cards):
        if i in aims:
            choices, bold = [f"at {mid(names[aims[i]])}", f"→{mid(names[aims[i]])}"], True  # "at you"
        elif i in blocks:  # which attacker: "blocks" alone did not say (two raiders, two blockers)
            foe = zv.cards[blocks[i]] if blocks[i] < len(zv.cards) else None
            choices, bold = ([f"blocks {with_symbol(CODE[foe])}"] if foe is not None else []) + ["blocks"], False
        elif c is not None and not IS_WARRIOR[c] and i < len(owners):
            choices, bold = [owned(names[owners[i]]), names[owners[i]]], False
        elif i < len(owners):
            choices, bold = [names[owners[i]]], False
        else:
            continue
        if runs and runs[-1][0] == choices and runs[-1][3] == i - 1:
            runs[-1] = (choices, bold, runs[-1][2], i)
        else:
            runs.append((choices, bold, i, i))
    m = lay.metrics
    n = len(zv.cards)
    cw, ch = zl.card
    labels = []
    for choices, bold, first, last in runs:
        left = zl.slot(first, n)[0] - cw / 2
        right = zl.slot(last + 1, n)[0] - cw / 2 if last + 1 < n else zl.slot(last, n)[0] + cw / 2
        labels.append((choices, bold, left, right))
    y = zl.slot(0, n)[1] + ch / 2 + 2 * m.unit
    return word_rows(labels, y, m, theme)


def word_rows(labels: Sequence[tuple[list[str], bool, float, float]], y: float, m, theme: Theme
              ) -> list[tuple[pygame.Surface, int, int]]:
    """Labels under overlapping cards, each whole ("→Ciar…" and "blo…" were cut to a card's
    visible sliver): the first wording that fits its cards' width, else the shortest, centred
    under them and moved to a second or third line where it would meet a neighbour."""
    px = m.font(11, 12)
    line_h = text("Ag", px, theme.text, bold=True).get_height()
    gap = max(3, m.px(6))
    rows: list[list[tuple[int, int]]] = []
    out = []
    for choices, bold, left, right in labels:
        room = right - left - 2
        words = next((w for w in choices if text(w, px, theme.text, bold=True).get_width() <= room),
                     min(choices, key=len))
        img = text(words, px, theme.text, bold=bold)
        w = img.get_width()
        x = round(min(max((left + right - w) / 2, m.px(4)), m.w - m.px(4) - w))
        for r, row in enumerate([*rows, []]):
            if all(x + w + gap <= a or b + gap <= x for a, b in row):
                if r == len(rows):
                    rows.append([])
                rows[r].append((x, x + w))
                out.append((img, x, round(y + r * line_h)))
                break
    return out


def pending_words(surf: pygame.Surface, lay: TableLayout, view: TableView, names: Sequence[str],
                  theme: Theme) -> list[pygame.Rect]:
    """Under the cards being chosen for a raid, whom they are aimed at ("at Orla (AI)" once
    under the raiders that share a target); for blockers, "blocks" (the view's public
    ``aims``, in the order the cards were chosen). The words lie on one line in the room
    under the place (its caption), below its outline: at 1240×620 four raiders' words went
    into the rows under the cards and the outline's edge. Returns where they went."""
    drawn = []
    for img, x, row_y in pending_rows(lay, view, names, theme):
        surf.blit(img, (x, row_y))
        drawn.append(pygame.Rect(x, row_y, img.get_width(), img.get_height()))
    return drawn


def pending_rows(lay: TableLayout, view: TableView, names: Sequence[str], theme: Theme
                 ) -> list[tuple[pygame.Surface, int, int]]:
    """The words ``pending_words`` writes under the chosen cards and where (``word_rows``)."""
    info = view.info
    stage, aims = info.get("stage"), info.get("aims", [])
    acting = view.to_act
    if stage not in ("raid", "defence") or not aims or acting is None:
        return []
    zl, zv = lay.zones.get(f"pending/{acting}"), view.zones.get(f"pending/{acting}")
    if zl is None or zv is None or len(zv.cards) != len(aims):
        return []
    m = lay.metrics
    n = len(zv.cards)
    cw, ch = zl.card
    words = [aim_words(stage, aim, names) for aim in aims]
    labels = []
    for choices, first, last in _runs(words):
        left = zl.slot(first, n)[0] - cw / 2
        right = zl.slot(last + 1, n)[0] - cw / 2 if last + 1 < n else zl.slot(last, n)[0] + cw / 2
        labels.append((choices, True, left, right))
    if not labels:
        return []
    # below the place's outline (the cards' resting extent grown by 4 px each side, ``Hud``)
    y = zl.slot(0, n)[1] + ch / 2 + m.px(4) + m.px(1)
    rows = word_rows(labels, y, m, theme)
    if len({row_y for _, _, row_y in rows}) > 1:
        # several targets whose raiders alternate: one line names them all, under the place
        left, right = zl.slot(0, n)[0] - cw / 2, zl.slot(n - 1, n)[0] + cw / 2
        whom = [names[a] for a in dict.fromkeys(aims) if a < len(names)]
        together = [f"at {joined(whom, start=False)}", "→" + ", ".join(whom)]
        rows = word_rows([(together, True, left, right)], y, m, theme)
    return rows


def aim_words(stage: str, aim: int, names: Sequence[str]) -> list[str]:
    """The words under one chosen card, longest first: "at Orla (AI)", "→Orla (AI)";
    "at you" where the raid is aimed at the viewer; "blocks" for a blocker."""
    if stage != "raid":
        return ["blocks"]
    if aim >= len(names):
        return []
    return [f"at {mid(names[aim])}", f"→{mid(names[aim])}"]


def _runs(words: Sequence[list[str]]) -> list[tuple[list[str], int, int]]:
    """Neighbouring cards that share their words, as (words, first, last): one label each."""
    runs: list[tuple[list[str], int, int]] = []
    for i, choices in enumerate(words):
        if not choices:
            continue
        if runs and runs[-1][0] == choices and runs[-1][2] == i - 1:
            runs[-1] = (choices, runs[-1][1], i)
        else:
            runs.append((choices, i, i))
    return runs


def house_words(surf: pygame.Surface, lay: TableLayout, view: TableView, seat: int,
                theme: Theme) -> None:
    """Under a Roundhouse: how many warriors are unproven (face down) and proven."""
    said = house_caption(lay, view, seat, theme)
    if said is not None:
        surf.blit(*said)


def house_caption(lay: TableLayout, view: TableView, seat: int, theme: Theme
                  ) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The words under ``seat``'s Roundhouse ("2 unproven · 1 proven") and where they go,
    centred in its caption's room; None while it is empty."""
    zid = f"roundhouse/{seat}"
    rect, zv = lay.labels.get(f"caption/{zid}"), view.zones.get(zid)
    if rect is None or zv is None or not zv.cards:
        return None
    down = sum(1 for up in zv.face_up if not up)
    up = len(zv.cards) - down
    parts = ([f"{down} unproven"] if down else []) + ([f"{up} proven"] if up else [])
    m = lay.metrics
    x, y, w, h = rect
    px = m.font(12, 12)
    img = text(fit_text(" · ".join(parts), px, round(w)), px, theme.text_dim, bold=True)
    return img, img.get_rect(center=(round(x + w / 2), round(y + h / 2)))


def warrior_marks(surf: pygame.Surface, lay: TableLayout, sprites: list[CardSprite]) -> None:
    """Over the cards: warriors in a Roundhouse whose face this screen shows, unproven (lying
    face down, drawn dimmed) with the card art's closed eye, proven ones beside them with the
    open eye; each mark kept to the part of its card the next card leaves visible."""
    houses: dict[str, list[CardSprite]] = {}
    for s in sprites:
        if s.zone.startswith("roundhouse/") and s.face is not None and s.layer == LAYER_TABLE:
            houses.setdefault(s.zone, []).append(s)
    for pile in houses.values():
        if not any(s.tint for s in pile):
            continue  # all proven: nothing to tell apart
        pile.sort(key=lambda s: s.x)
        for k, s in enumerate(pile):
            x, y, w, h = s.rect()
            right = pile[k + 1].rect()[0] if k + 1 < len(pile) else x + w
            clip = surf.get_clip()
            surf.set_clip(pygame.Rect(round(x), round(y) - 2 * round(h), max(1, round(right - x)),
                                      4 * round(h)))
            mark = overlay_unproven if s.tint else overlay_proven
            # inside the card's top: straddling it, the eye lay on "Roundhouse" above
            mark(surf, (round(x), round(y), round(w), round(h)), lay.metrics.unit, "inside")
            surf.set_clip(clip)
