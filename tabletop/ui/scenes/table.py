"""The table scene: one match on the felt, for humans and AI seats, hot seat included.

It owns the ``Match`` and decides *who is looking* (architecture B7):

* exactly one human: that human, always (``ALL`` once the game is over);
* two or more humans: the human who must act. When the next decision belongs to another
  human, the view turns ``PUBLIC`` (AI moves in between animate in public view) and an opaque
  hand-off scene is pushed; only after Continue does the new human's view appear;
* no human: ``PUBLIC``.

Every step is drawn from ``rules.view(state, viewer)`` only; its events are redacted for the
viewer and animated by the board, which then settles on the view.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.actions import Action, IllegalAction
from ...core.events import (
    CardsFlipped,
    CardsMoved,
    Event,
    Notice,
    PhaseChanged,
    TurnChanged,
    ZoneShuffled,
    redact,
)
from ...core.ids import ALL, PUBLIC, CardId, PlayerId, ZoneId
from ...core.match import Match
from ...core.names import addressed
from ...core.plugin import GamePlugin
from ...core.views import TableView
from ..render.avatars import seat_avatar
from ..table.ai_driver import AIDriver
from ..table.animator import SPEEDS, Animator
from ..table.board import HOVER_LIFT, TableBoard
from ..table.comfort import TableComfort, fit_rows, layout_fits
from ..table.focus import PLAY_HERE, KeyFocus, Result, Stop, draw_focus, draw_targets
from ..table.gamescene import GameTable
from ..table.hint import Hinter
from ..table.hud import Hud
from ..table.interaction import InteractionIndex
from ..table.kit import zone_key
from ..table.layout import TableLayout, metrics_for
from ..table.painter import CardPainter
from ..table.scoresheet import SheetPanel
from ..table.sprites import CardSprite
from ..table.tools import TableTools
from ..table.turns import handoff_reason, turn_word
from ..widgets.button import Button, row
from ..widgets.toast import Toasts
from .base import Scene

HINT_WAIT = "Thinking of a hint…"
ZOOM_DELAY = 0.45  # seconds of hovering before the zoomed preview appears


class TableScene(Scene):
    def __init__(self, plugin: GamePlugin, match: Match, game: GameTable, *,
                 autoplay: bool = True, viewer: PlayerId | None = None) -> None:
        super().__init__()
        self.plugin = plugin
        self.rules = plugin.rules
        self.match = match
        self.game = game
        self.autoplay = autoplay  # False: a still table (screenshots)
        self.fixed_viewer = viewer
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self._choice_opened = -1  # the step whose chooser opened by itself (``_open_choice``)
        self._carried: tuple[CardId, ZoneId | CardId] | None = None  # a drop's card to place next (``_carry_on``)
        self.names = [match.name(i) for i in range(match.config.num_players)]
        game.names = self.names  # for words a game paints on the felt (the season's order)
        self.deck = self.rules.deck(match.config)
        self.viewer: PlayerId = PUBLIC
        self.bottom: PlayerId = self.humans[0] if self.humans else 0
        self.board = TableBoard(Animator())
        self.board.on_event = self._on_event
        self.board.hold_before, self.board.taker = game.hold_before, game.taker
        self.board.hand_prefix = game.hand_prefix  # the board knows no game's zone names
        self.painter: CardPainter | None = None
        self.hud = Hud(game, self.names, None)  # type: ignore[arg-type]  # theme set on enter
        self.toasts = Toasts()
        self.ai = AIDriver(plugin)
        self.hinter: Hinter | None = None  # the Hint (H): what Hard would play now
        self.buttons: list[Button] = []
        self.layout: TableLayout | None = None
        self.size = (1280, 720)
        self.handoff_up = False
        self.finished = False
        self.results_wait = 0.0
        self.mouse = (0, 0)
        self.on_game_over: Callable[[TableScene], None] | None = None
        self.focus = KeyFocus(order=self._place)  # keyboard play (ui/table/focus.py)
        self._focused_card = None  # the card the focus raised a little
        self.comfort = TableComfort(self)  # log panel, help, tabs, first-run tour (ui/table/comfort.py)
        self.tools = TableTools(self)  # two-row big hands, Sort, look through a pile (ui/table/tools.py)
        self.sheet = SheetPanel(self)  # the running match score: Scores tab, M (ui/table/scoresheet.py)
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple | None = None
        self._rest: pygame.Surface | None = None
        self._sounded: set[str] = set()
        self._rest_key: tuple | None = None

    # --- lifecycle ----------------------------------------------------------------------------
    def enter(self, mgr) -> None:
        super().enter(mgr)
        self.board.animator.speed = self.ctx.speed
        settings = getattr(getattr(self.ctx, "prefs", None), "settings", None)
        self.board.pause_scale = float(getattr(settings, "trick_hold", 1.0))  # "Finished trick stays"
        self.hud.theme = self.theme
        self.hud.avatars = [seat_avatar(self.ctx, i) for i in range(len(self.names))]
        self.painter = CardPainter(self.ctx.art, self.deck, self.theme.highlight)
        self.ai = AIDriver(self.plugin, self.ctx.thinker)
        self.hinter = Hinter(self.plugin, self.ctx.thinker)
        from ..table.keeping import TableKeeping

        self.keeping = TableKeeping(self)  # autosave, undo/redo (ui/table/keeping.py)
        self.keeping.start(getattr(self, "resume_id", ""))
        self.viewer = self._initial_viewer()
        if self.viewer >= 0:
            self.bottom = self.viewer
        self.resize(*mgr.size)
        if not self.autoplay and self.viewer >= 0 and self.match.to_act == self.viewer:
            self._build_index()  # a still picture of the viewer's turn shows their prompt
        if self.autoplay and not self.match.records:
            self.board.deal_in(self.game.deal_source, self.game.hand_prefix)
            self.ctx.play("shuffle")
        if self.autoplay and len(self.humans) < self.match.config.num_players:
            self.ctx.thinker()  # start the AI worker now: it loads while the cards are dealt

    def _initial_viewer(self) -> PlayerId:
        if self.fixed_viewer is not None:
            return self.fixed_viewer
        if self.match.is_over:
            return ALL
        if len(self.humans) == 1:
            return self.humans[0]
        if len(self.humans) >= 2:
            return PUBLIC  # the first hand-off appears on the first update
        return PUBLIC

    def resize(self, w: int, h: int) -> None:
        if (w, h) == self.size and self.layout is not None:
            return  # the manager resizes every pushed scene: nothing changed
        self.size = (w, h)
        self._relayout()

    def _relayout(self, animate: bool = False) -> None:
        """Lay the table out for the window, the viewer and the zones in the view. With
        ``animate`` (zones appeared or went during play) the cards glide to their new places
        after the step's own animation instead of snapping now."""
        w, h = self.size
        size_for = self.ctx.art.size_for_height if self.ctx.art is not None else None
        factor = self._card_size()
        m = metrics_for(w, h, size_for, card_frac=0.2 * factor)
        view = self.current_view()
        self._zone_key = zone_key(view)
        self.layout = self.game.layout(m, view, self.bottom, self.match.config.num_players)
        if factor > 1 and not layout_fits(self.layout, w, h):  # large cards only where they fit
            m = metrics_for(w, h, size_for)
            self.layout = self.game.layout(m, view, self.bottom, self.match.config.num_players)
        self.tools.adapt(self.layout)
        if self.painter is not None:
            self.painter.sizes = sorted({zl.card for zl in self.layout.zones.values()})
        if not animate:
            self.board.animator.fast_forward()
            self.board.reconcile(view, self.layout)
        self._layout_buttons()
        if hasattr(self, "keeping"):
            self.keeping.layout()
        self.comfort.layout()
        self.sheet.layout()

    def _card_size(self) -> float:
        """The 'card size' setting (a card height factor; 1.0 without remembered settings)."""
        prefs = getattr(self.ctx, "prefs", None)
        factor = getattr(getattr(prefs, "settings", None), "card_size", 1.0)
        return float(self.ctx.settings.get("card_size", factor))

    def current_view(self) -> TableView:
        return self.rules.view(self.match.state, self.viewer)

    def set_viewer(self, viewer: PlayerId) -> None:
        """Change who is looking: finish animations, then redraw the table from their seat."""
        self.board.animator.fast_forward()
        self.board.clear_pointer()
        self.viewer = viewer
        if viewer >= 0:
            self.bottom = viewer
        self.board.index = None
        self.buttons = []
        self._relayout()

    def pause(self) -> None:
        self.board.clear_pointer()

    def exit(self) -> None:
        self.ai.cancel()
        if hasattr(self, "keeping"):
            self.keeping.close()  # the last autosave reaches the disk

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._sounded.clear()
        self.board.animator.speed = self.ctx.speed
        self.board.animator.update(dt)
        self.hud.update(dt)
        self.toasts.update(dt)
        if hasattr(self, "keeping"):
            self.keeping.update()
        if self.board.hover is not None:
            self.board.hover_time += dt
        self.comfort.update(dt)
        if self.hinter is not None and (hint := self.hinter.update(self.match)) is not None:
            self._show_hint(hint)
        if not self.autoplay or self.board.busy:
            return
        if self.match.is_over:
            self._game_over(dt)
            return
        p = self.match.to_act
        assert p is not None
        seat = self.match.seats[p]
        self.sheet.notice()
        if self.sheet.holding and not seat.is_human and self.humans:
            return  # a hand just scored: its sheet is read before a computer deals the next
        if seat.is_human:
            self.hud.thinking = None
            self._human_turn(p)
        else:
            self._ai_turn(p, dt)

    def _human_turn(self, p: PlayerId) -> None:
        if self.viewer != p:
            if len(self.humans) >= 2:
                if not self.handoff_up:
                    self._handoff(p)
                return
            self.set_viewer(p)
        if self.board.index is None:
            self._build_index()

    def _handoff(self, p: PlayerId) -> None:
        if self.viewer != PUBLIC:
            self.set_viewer(PUBLIC)
        self.handoff_up = True
        assert self.mgr is not None

        def go(p: PlayerId = p) -> None:
            self.handoff_up = False
            self.set_viewer(p)
            self.hud.show_banner(f"{turn_word(self.board.view, p)}, {self.names[p]}")

        reason = handoff_reason(self.current_view(), p, self.names)  # an answer out of turn
        self.mgr.push(self.mgr.make("handoff", self.names[p], p, go, self.since_last_turn(p),
                                    reason=reason))

    def since_last_turn(self, seat: PlayerId, limit: int = 8) -> list[str]:
        """What happened since ``seat`` last acted, in public words (the rules' narration
        never names a card the table cannot see; outcomes are kept before older moves)."""
        from ..recap import recap_lines

        return recap_lines(self.rules, self.match.records, self.match.states, self.names, seat, limit)

    def _ai_turn(self, p: PlayerId, dt: float) -> None:
        self.board.index = None
        self.buttons = []
        if len(self.humans) >= 2 and self.viewer not in (PUBLIC,):
            self.set_viewer(PUBLIC)
        if not self.ai.busy:
            factor = SPEEDS.get(self.ctx.speed, 1.0)
            self.ai.start(self.match, p, self.match.seats[p].level, self.ctx.ai_delay * factor)
            self.hud.thinking = p
        action = self.ai.poll(self.match, dt)
        if action is not None:
            self.hud.thinking = None
            self.submit(action)

    def _game_over(self, dt: float) -> None:
        if self.viewer != ALL:
            self.set_viewer(ALL)
            self.results_wait = 0.9 * SPEEDS.get(self.ctx.speed, 1.0)
            return
        if self.finished:
            return
        self.results_wait -= dt
        if self.results_wait <= 0:
            self.finished = True
            self.ctx.play("end")
            if self.on_game_over:
                self.on_game_over(self)
            else:
                assert self.mgr is not None
                self.mgr.push(self.mgr.make("results", self))

    # --- acting -------------------------------------------------------------------------------
    def _build_index(self) -> None:
        state = self.match.state
        self.game.view = self.current_view()
        self.board.index = InteractionIndex.build(
            self.match.legal(), lambda a: self.game.describe(a, self.rules.describe(state, a)),
            self.game.gesture, self.tools.selection.carry())
        shared: dict[str, list[Action]] = {}  # one button per label: several ask which
        for g, a in self.board.index.buttons:
            shared.setdefault(g.label, []).append(a)
        self.buttons = [Button(label, lambda acts=acts: self.choose(acts), primary=True)
                        for label, acts in shared.items()]
        for number, b in enumerate(self.buttons[:9], start=1):
            b.hint = str(number)  # the number key that presses it (``KeyFocus.digit``)
        self._layout_buttons()
        self._light_answers()
        self._open_choice()
        self._carry_on()

    def _carry_on(self) -> None:
        """The second half of a drop that started a move without its card: the card goes
        where it was dropped if that is now a move of its own (one, not a choice)."""
        carried, self._carried = self._carried, None
        if carried is None or self.board.index is None or self.match.to_act != self.viewer:
            return
        acts = self.board.index.drop(*carried)
        if len(acts) == 1:
            self.submit(acts[0])

    def _open_choice(self) -> None:
        """Open the chooser the game asks for at the start of this decision (once per step:
        after Cancel the button and the cards on the table stay)."""
        view = self.game.view
        label = self.game.open_choice(view) if view is not None else ""
        if not label or self._choice_opened == len(self.match.records) or self.mgr is None:
            return
        if self.match.to_act != self.viewer or self.mgr.top is not self:
            return
        for b in self.buttons:
            if b.label == label:
                self._choice_opened = len(self.match.records)
                b.on_click()
                return

    def _light_answers(self) -> None:
        """In a response window the cards that answer glow at rest (the counters in a hand),
        so the player sees at once which they hold; other turns light a card on hover."""
        window = (self.game.view.info.get("window") if self.game.view is not None else None) or {}
        if window.get("answerer") != self.viewer or self.board.index is None:
            return
        active = self.board.index.active_cards()
        for pile in self.board.piles.values():
            for s in pile:
                if s.face is not None and s.face in active:
                    s.glow, s.lift = True, s.h * 0.12  # lit and raised out of the fan

    def _layout_buttons(self) -> None:
        if not self.buttons or self.layout is None:
            return
        m = self.layout.metrics
        x, y, w, h = self.layout.areas.get("actions", (m.w / 2, m.h / 2, 0, m.px(44)))
        row(self.buttons, round(x + w / 2), round(y), round(h), m.px(12), m.px(18), m.font(17, 13))
        self._clear_of_keeping(m)
        if any(b.rect.x < 0 or b.rect.right > m.w for b in self.buttons):  # too many for a row
            fit_rows(self.buttons, m.w, m.w // 2, round(y), round(h), m.px(12), m.px(18),
                     m.font(17, 13), m.px(8))

    def _clear_of_keeping(self, m) -> None:
        """Action buttons wider than their bar ran under Undo/Redo (which sit beside the bar):
        slide the row clear of them, else break it into rows beside them."""
        keeping = getattr(self, "keeping", None)
        if keeping is None or not keeping.buttons or not keeping.visible():
            return
        keeping.layout()
        taken = [b.rect for b in keeping.buttons]
        if not any(b.rect.colliderect(t) for b in self.buttons for t in taken):
            return
        lo, hi = min(b.rect.x for b in self.buttons), max(b.rect.right for b in self.buttons)
        gap = m.px(12)
        for shift in (min(t.x for t in taken) - gap - hi, max(t.right for t in taken) + gap - lo):
            if m.px(8) <= lo + shift and hi + shift <= m.w - m.px(8):
                for b in self.buttons:
                    b.rect.x += shift
                return
        y, h = self.buttons[0].rect.y, self.buttons[0].rect.h
        room_left = min(t.x for t in taken) - gap
        room_right = m.w - max(t.right for t in taken) - gap
        if room_left >= room_right:
            fit_rows(self.buttons, room_left, room_left // 2, y, h, m.px(12), m.px(18),
                     m.font(17, 13), m.px(8))
        else:
            fit_rows(self.buttons, room_right, m.w - room_right // 2, y, h, m.px(12), m.px(18),
                     m.font(17, 13), m.px(8))

    def submit(self, action: Action) -> bool:
        """Submit a legal action and animate its events for the current viewer."""
        before = self.rules.zones(self.match.state)
        try:
            record = self.match.submit(action)
        except IllegalAction as exc:  # should not happen: actions come from legal_actions
            self.toasts.show(str(exc), warn=True)
            return False
        if hasattr(self, "keeping"):
            self.keeping.after_action()
        self.hud.turn_taken()
        after = self.rules.zones(self.match.state)
        viewer = self.viewer
        events = redact(record.events, before, after, viewer)
        self.board.index = None
        self.buttons = []
        view = self.current_view()
        if zone_key(view) != getattr(self, "_zone_key", None):
            self._relayout(animate=True)  # zones appeared or went: the table re-flows
        self.board.play_events(events, view, self.layout)
        return True

    def why_not(self, refused: tuple[CardId, ZoneId | None] | None) -> str:
        """The rules' reason for a refused gesture, told to the seat at this screen."""
        if refused is None:
            return ""
        card, zone = refused
        return self.rules.why_not(self.match.state, self.viewer, card, zone, self.names)

    def choose(self, actions: list[Action]) -> None:
        """Several actions fit one gesture: ask which one."""
        if len(actions) == 1:
            self.submit(actions[0])
            return
        state = self.match.state
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("chooser", [(self.game.describe(a, self.rules.describe(state, a)), a)
                                                for a in actions],
                                    self.submit, self.deck, self.game.choice_title(actions)))

    # --- events from the animation ------------------------------------------------------------
    def _sound(self, name: str) -> None:
        """Play a sound once per frame at most (a gathered trick is five moves at once)."""
        if name not in self._sounded:
            self._sounded.add(name)
            self.ctx.play(name)

    def _on_event(self, ev: Event) -> None:
        if isinstance(ev, CardsMoved):
            self._sound("slide")
        elif isinstance(ev, CardsFlipped):
            self._sound("flip")
        elif isinstance(ev, ZoneShuffled):
            self._sound("shuffle")
        elif isinstance(ev, Notice):
            msg = self.rules.notice_text(ev, addressed(self.names, self.viewer))  # "You win…"
            if msg:
                self.toasts.show(msg, 2.8)
            if ev.key.startswith("trick_won"):
                self._sound("trick")
            pop = self.game.pop_for(ev)
            if pop and self.layout and pop[0] in self.layout.zones and self.ctx.speed != "off":
                self.hud.pop_zone(self.layout, *pop)
        elif isinstance(ev, TurnChanged):
            # only when the turn is still theirs once the step is over: a raid's commit passes
            # the turn on to the defender's answer within the same step ("Your turn" stayed up
            # while another seat blocked)
            if (ev.player == self.viewer and ev.player in self.humans
                    and self.match.to_act == ev.player):
                self.hud.show_banner(turn_word(self.current_view(), ev.player))
        elif isinstance(ev, PhaseChanged) and ev.phase.startswith("round"):
            self.hud.show_banner(ev.phase.capitalize())

    # --- input --------------------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.focus.pointer_used()  # any click, on a card or a button: no keyboard ring
        if hasattr(self, "keeping") and self.keeping.handle(ev):
            return True  # Undo/Redo buttons, Ctrl+Z / Ctrl+Y
        if self.sheet.handle(ev):
            return True  # M, a click on the open score sheet
        if self.comfort.handle(ev):
            return True  # Rules / Log / Help tabs, L, T, ?, log scrolling
        if self.tools.handle(ev):
            return True  # Sort, V or a click on a public pile: look through it
        if ev.type == pygame.KEYDOWN:
            if self._focus_key(ev):
                return True
            if ev.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if ev.key == pygame.K_F1:
                self.open_rules()
                return True
        for b in self.buttons:
            if b.handle(ev):
                return True
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.board.pointer_move(*ev.pos)
            self.board.update_hover(*ev.pos)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._drop_held()
            self.focus.shown = False  # the pointer took over: no keyboard ring
            down = self.board.pointer_down(*ev.pos)
            if down is not None and (reason := self.why_not(down.refused)):
                self.toasts.show(reason, warn=True)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            out = self.board.pointer_up(*ev.pos)
            if out is not None:
                if out.actions:
                    self.ctx.play("drop")
                    # a drop that started a move without its card (a gift card dropped on a
                    # rival offers the gift): the card goes on there once it may
                    carried = out.dropped
                    self._carried = carried if carried and not any(
                        carried[0] in a.cards for a in out.actions) else None
                    self.choose(out.actions)
                elif out.message:
                    self.toasts.show(self.why_not(out.refused) or out.message, warn=True)
                    self.ctx.play("invalid")
            self.board.update_hover(*ev.pos)
            return True
        return False

    # --- keyboard play (the focus walks the same index the pointer uses) ----------------------
    def _place(self, target) -> tuple[float, float]:
        """Screen order of a focus stop: hand cards first (left to right), then the table."""
        if isinstance(target, str):
            zl = self.layout.zones.get(target) if self.layout else None
            return (2.0, 0.0) if zl is None else (1.0 + zl.cy / 100000, zl.cx)
        s = self.board._sprite_for(target)
        if s is None:
            return (3.0, 0.0)
        zl = self.board.zone_layout(s.zone)
        return (0.0 if zl is not None and zl.kind == "fan" else 1.0 + s.y / 100000, s.x)

    def _focus_key(self, ev: pygame.event.Event) -> bool:
        """Tab/arrows/Enter/Space/digits/Esc over the legal gestures; False: not ours."""
        k = ev.key
        board = self.board
        if board.busy:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                board.animator.fast_forward()
                return True
            return False
        if board.index is None or board.drag is not None:
            return False
        self.focus.sync(board.index, len(self.buttons))
        result: Result | None = None
        if k == pygame.K_ESCAPE:
            was = self.focus.held
            if not self.focus.cancel():
                return False
            self._lift(was, False)
            return True
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
            self.focus.move(-1 if back else 1)
            self._show_focus()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            held = self.focus.held
            result = self.focus.activate()
            if self.focus.held is not None and held is None:
                self._lift(self.focus.held, True)
        elif pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            base = pygame.K_1 if pygame.K_1 <= k <= pygame.K_9 else pygame.K_KP1
            held = self.focus.held
            result = self.focus.number(k - base + 1)
            if held is not None and self.focus.held is None:
                self._lift(held, False)
        if result is None:
            return False
        digit = k not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if digit and not result.actions and result.button is None:
            self.ctx.play("invalid")  # a number with nothing behind it
        if result.button is not None and 0 <= result.button < len(self.buttons):
            self.buttons[result.button].on_click()
        elif result.actions:
            self.ctx.play("drop")
            self.choose(result.actions)
        return True

    def _show_focus(self) -> None:
        """The focused card rises a little (as under the pointer): seen by place, not colour."""
        stop = self.focus.current()
        card = stop.target if stop is not None and stop.kind == "card" else None
        prev = self._focused_card
        if prev is not None and prev != card and prev != self.focus.held:
            s = self.board._sprite_for(prev)
            if s is not None:
                s.lift = 0.0
        if card is not None and card != self.focus.held:
            s = self.board._sprite_for(card)
            if s is not None:
                s.lift = s.h * HOVER_LIFT * 0.6
        self._focused_card = card

    def _lift(self, card, up: bool) -> None:
        """A card picked up by the keyboard is lifted (and glows) until it is put down."""
        s = self.board._sprite_for(card) if card is not None else None
        if s is not None:
            s.lift = s.h * HOVER_LIFT if up else 0.0
            s.glow = up

    def _drop_held(self) -> None:
        held = self.focus.held
        if held is not None:
            self.focus.cancel()
            self._lift(held, False)

    def _stop_rect(self, stop: Stop | object) -> tuple[float, float, float, float] | None:
        target = getattr(stop, "target", stop)
        kind = getattr(stop, "kind", "dest")
        if kind == "button":
            i = int(target)
            return tuple(self.buttons[i].rect) if i < len(self.buttons) else None
        if target == PLAY_HERE:
            target = self.focus.held
        if isinstance(target, str):
            zl = self.layout.zones.get(target) if self.layout else None
            if zl is None:
                return None
            return zl.extent(max(1, len(self.board.piles.get(target, []))))
        s = self.board._sprite_for(target) if target is not None else None
        return None if s is None else s.rect()

    def _draw_keyboard(self, surf: pygame.Surface) -> None:
        """Drop targets during a drag, and the keyboard focus ring (dashed, arrowed, numbered)."""
        lay = self.layout
        assert lay is not None
        colour = self.theme.highlight
        d = self.board.drag
        if d is not None and d.moved:
            targets = sorted(d.targets, key=str)
            hot = self.board.drop_target()
            rects = [self._stop_rect(t) for t in targets]
            hot_i = targets.index(hot) if hot in targets else None
            draw_targets(surf, [r for r in rects if r is not None], colour, lay.metrics.unit,
                         hot_i if all(r is not None for r in rects) else None)
            return
        idx = self.board.index
        if idx is not None and idx.zone_clicks and self.board.interactive() and self.focus.held is None:
            piles = [self._stop_rect(Stop("zone", z)) for z in sorted(idx.zone_clicks)]
            draw_targets(surf, [r for r in piles if r is not None], colour, lay.metrics.unit)
        if not self.focus.shown or not self.board.interactive():
            return
        self.focus.sync(self.board.index, len(self.buttons))
        if self.focus.held is not None:
            dests = self.focus.destinations()
            rects = [self._stop_rect(t) for t in dests]
            draw_targets(surf, [r for r in rects if r is not None], colour, lay.metrics.unit,
                         numbers=all(r is not None for r in rects))
        stop = self.focus.current()
        rect = self._stop_rect(stop) if stop is not None else None
        if rect is not None:
            draw_focus(surf, rect, colour, lay.metrics.unit)

    def ask_hint(self) -> None:
        """H or the Hint tab: ask what Hard would play from the acting human's own view."""
        p = self.match.to_act
        if (self.hinter is None or p is None or not self.match.seats[p].is_human
                or self.viewer != p or self.board.index is None):
            self.toasts.show("A hint is for your own turn.")
            return
        if self.hinter.action is not None:
            self._show_hint(self.hinter.action)
        elif self.hinter.request(self.match, p):
            self.toasts.show(HINT_WAIT, 3.0)

    def _show_hint(self, action) -> None:
        self.toasts.items = [t for t in self.toasts.items if t.message != HINT_WAIT]
        self.toasts.show("Hint: " + self.rules.describe(self.match.state, action), 4.0)

    def _draw_hint(self, surf: pygame.Surface) -> None:
        """The hinted card(s) and destination: dashed outlines (never colour alone)."""
        hint = self.hinter.action if self.hinter is not None else None
        if hint is None or self.layout is None or self.board.busy:
            return
        rects = [self._stop_rect(Stop("card", c)) for c in hint.cards]
        if hint.dst is not None and hint.dst in self.layout.zones:
            rects.append(self._stop_rect(Stop("zone", hint.dst)))
        elif not hint.cards and hint.src is not None and hint.src in self.layout.zones:
            rects.append(self._stop_rect(Stop("zone", hint.src)))
        rects = [r for r in rects if r is not None]
        if rects:
            draw_targets(surf, rects, self.theme.highlight, self.layout.metrics.unit)
            draw_focus(surf, rects[0], self.theme.highlight, self.layout.metrics.unit, "Hint")

    def open_pause(self) -> None:
        assert self.mgr is not None
        self.board.clear_pointer()
        self.mgr.push(self.mgr.make("pause", self))

    def open_rules(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("rules", self.plugin))

    # --- drawing ------------------------------------------------------------------------------
    def _background(self, size: tuple[int, int], view: TableView, counts: dict[str, int],
                    targets: set[str], hot: str | None, turn_zone: str | None) -> pygame.Surface:
        """Felt, slot outlines, name plates and status: redrawn only when they change (the
        layout keeps plates clear of cards, so they can sit under the card layer)."""
        lay = self.layout
        assert lay is not None
        key = (size, id(view), tuple(sorted(counts.items())), frozenset(targets), hot, turn_zone,
               self.hud.thinking, self.hud.settling, id(lay))
        if self._bg is not None and self._bg_key == key:
            return self._bg
        bg = self._bg if self._bg is not None and self._bg.get_size() == size else None
        if bg is None:
            bg = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
        bg.blit(self.ctx.art.felt(size), (0, 0))
        self.hud.draw_zones_under(bg, lay, view, counts, targets, hot, turn_zone)
        self.hud.draw_plates(bg, lay, view)
        self.hud.draw_status(bg, lay, view)
        self._bg, self._bg_key = bg, key
        return bg

    def _resting_layer(self, bg: pygame.Surface, resting: list[CardSprite]) -> pygame.Surface:
        """The background plus every card at rest, redrawn only when one of them changes:
        a frame then costs one full-screen blit plus the cards that move."""
        key = (self._bg_key, tuple((s.key, s.face, s.tint, s.dim, s.x, s.y, s.w) for s in resting))
        if self._rest is not None and self._rest_key == key and self._rest.get_size() == bg.get_size():
            return self._rest
        if self._rest is None or self._rest.get_size() != bg.get_size():
            self._rest = bg.copy()
        else:
            self._rest.blit(bg, (0, 0))
        assert self.painter is not None
        on_screen = self.painter.on_screen
        self.painter.draw(self._rest, resting)
        self.painter.on_screen = on_screen  # counted by the caller, every frame
        faces = self.painter.faces_drawn
        del faces[len(faces) - sum(1 for s in resting if s.face is not None):]
        self._rest_key = key
        return self._rest

    def draw(self, surf: pygame.Surface) -> None:
        lay = self.layout
        painter = self.painter
        if lay is None or painter is None:
            return
        painter.begin_frame()
        view = self.board.view or self.current_view()
        counts = {zid: len(p) for zid, p in self.board.piles.items()}
        targets: set[str] = set()
        hot = None
        if self.board.drag is not None and self.board.drag.moved:
            targets = set(self.board.drag.targets)
            hot = self.board.drop_target()
        turn_zone = None
        if view.to_act is not None and not self.board.busy:
            turn_zone = self.game.turn_zone(view.to_act)
        self.hud.settling = self.board.busy  # no "Your turn" while a step is being resolved
        bg = self._background(surf.get_size(), view, counts, targets, hot, turn_zone)
        still = self.board.still_zones()
        sprites = self.board.draw_list()
        resting = [s for s in sprites if s.zone in still]
        surf.blit(self._resting_layer(bg, resting), (0, 0))
        painter.faces_drawn.extend(s.face for s in resting if s.face is not None)
        painter.on_screen += len(resting)
        painter.draw(surf, [s for s in sprites if s.zone not in still])
        self.game.draw_over(surf, lay, sprites, self.theme)
        self.hud.draw_zones_over(surf, lay, view, counts)
        m = lay.metrics
        self.tools.layout()  # a hand folded into two rows pushes the buttons up before they show
        for b in self.buttons:
            b.draw(surf, self.theme, m.font(17, 13))
        if hasattr(self, "keeping"):
            self.keeping.draw(surf)
        self.tools.draw(surf)
        if (self.board.index is not None and not self.board.busy and self.board.drag is None
                and not self.buttons):  # with buttons, their labels say what to do
            self.hud.draw_prompt(surf, lay, self.game.prompt(view, False))
        situation = (self.game.situation(view) if self.board.index is not None
                     and not self.board.busy and self.board.drag is None else "")
        self.hud.draw_situation(surf, lay, situation)
        self._draw_keyboard(surf)
        self._draw_hint(surf)
        self.comfort.draw(surf)
        self.sheet.draw(surf)
        self.hud.draw_effects(surf, lay)
        toast = self.toasts.current
        self.toasts.draw(surf, self.theme, *self.hud.toast_anchor(lay, self.hud.strip_taken(lay, situation)),
                         self.hud.toast_font(lay, toast.message if toast else ""))
        hover = self.board.hover
        if (hover is not None and hover.face is not None and self.board.drag is None
                and self.board.hover_time >= ZOOM_DELAY and not self.board.busy):
            x, y, zw, zh = self.hud.zoom_rect(lay, hover.rect(), hover.zone)
            painter.zoom(surf, hover.face, (round(x + zw / 2), round(y + zh / 2)), round(zh))
