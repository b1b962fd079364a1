"""The table scene: one match on the felt, for humans and AI seats, hot seat included.

The match, who looks and whose turn it is belong to ``TableController`` (no pygame); this
scene is its ``Presenter``: it routes input, lays the table out for the viewer and draws it
from ``rules.view(state, viewer)`` only, animating events redacted for the viewer. Its parts:
``KeyPlay`` (keyboard focus, rings), ``DrawLayers`` (cached felt and resting cards),
``Reactions`` (sounds, toasts, banners), ``TableKeeping`` (Undo/Redo, autosave),
``TableComfort`` (tabs, log, help, tour), ``TableTools`` (Sort, big hands, piles, selection),
``SheetPanel`` (the match score) and ``TableTutor`` (a Learn-to-play step).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.actions import Action
from ...core.events import Event
from ...core.ids import CardId, PlayerId, ZoneId
from ...core.match import Match
from ...core.plugin import GamePlugin
from ...core.views import TableView
from ...persistence.settings import Settings
from ..keymap import bindings
from ..keynames import key_label
from ..render.avatars import seat_avatar
from ..table.actionbar import action_buttons, light_answers, opening_choice, place_actions
from ..table.animator import SPEEDS, Animator
from ..table.board import CLICKED, TableBoard
from ..table.comfort import TableComfort, layout_fits
from ..table.controller import TableController
from ..table.declare import zone_key
from ..table.gamescene import GameTable
from ..table.hinting import ask_hint, drop_stale_hint, explain_hint, show_hint
from ..table.hud import Hud
from ..table.interaction import InteractionIndex
from ..table.keeping import TableKeeping
from ..table.keyplay import KeyPlay
from ..table.lastlook import LastLook
from ..table.layers import DrawLayers
from ..table.layout import TableLayout, metrics_for
from ..table.painter import CardPainter
from ..table.pointer import PointerPlay
from ..table.reactions import Reactions
from ..table.refusals import refusal_text
from ..table.resting import table_next_frame
from ..table.scoresheet import SheetPanel
from ..table.teams import teams_of
from ..table.titles import covered
from ..table.tools import SORT_FROM, TableTools
from ..table.turns import turn_word
from ..table.tutoring import TableTutor
from ..widgets.button import Button
from ..widgets.toast import Toasts
from .base import Scene


class TableScene(Scene):
    def __init__(self, plugin: GamePlugin, match: Match, game: GameTable, *,
                 autoplay: bool = True, viewer: PlayerId | None = None) -> None:
        super().__init__()
        self.control = TableController(plugin, match, self, autoplay=autoplay, viewer=viewer)
        self.plugin, self.rules, self.match, self.game = plugin, plugin.rules, match, game
        self.names, self.humans = self.control.names, self.control.humans
        game.names = self.names  # for words a game paints on the felt (the season's order)
        self.deck = self.rules.deck(match.config)
        self.board = TableBoard(Animator())
        self.board.hold_before, self.board.taker = game.hold_before, game.taker
        self.board.trick_zones = game.trick_zones  # a finished trick is told while it is seen
        self.painter: CardPainter | None = None
        self.hud = Hud(game, self.names, None)  # type: ignore[arg-type]  # theme set on enter
        self.hud.teams = teams_of(self.rules, match.config)  # "Team 1" on the plates
        self.board.teams = self.hud.teams  # a drop on a partner means their team's place
        self.toasts = Toasts()
        self.toast_box: pygame.Rect | None = None  # where the message on show was last drawn
        self.prompt_box: pygame.Rect | None = None  # where the prompt was last drawn (None: not shown)
        self.titles_pending = False  # a place's name to hide or show again on the next frame
        self.buttons: list[Button] = []  # the action bar's
        self.layout: TableLayout | None = None
        self._zone_key: tuple | None = None  # the zones ``layout`` was made for (and its game's key)
        self.size = (1280, 720)
        self.on_game_over: Callable[[TableScene], None] | None = None
        self.resume_id = ""  # the autosave a resumed game goes on writing
        self._choice_opened = -1  # the step whose chooser opened by itself (``_open_choice``)
        self.keys = KeyPlay(self.board, self, self.choose, self.play)  # keyboard play
        self.focus = self.keys.focus
        self.board.place_rect = self.keys.place_outline  # a click within it clicks the place
        self.pointer = PointerPlay(self.board, self.keys, self.toasts, self.why_not, self.choose,
                                   self.play)  # mouse play
        self.reactions = Reactions(self.control, game, self.hud, self.toasts, self.play,
                                   lambda: self.layout, lambda: self.ctx.speed != "off")
        self.board.on_event = self.reactions
        self.board.on_told, self.board.on_taken = self.reactions.told, self.reactions.taken
        self.keeping = TableKeeping(self)  # autosave, undo/redo
        self.comfort = TableComfort(self, self.keeping.buttons)  # log panel, help, tabs, tour
        self.tools = TableTools(self, self.keeping.undo)  # big hands, Sort, look through a pile
        self.sheet = SheetPanel(self, self.comfort)  # the running match score: Scores tab, M
        self.last_look = LastLook(self)  # the last hand read before the results
        self.layers = DrawLayers(self.hud, lambda size: self.ctx.art.felt(size))
        self.tutor = TableTutor(self)  # a Learn-to-play step: outlines and its panel

    @property
    def viewer(self) -> PlayerId:
        """Who is looking (``TableController``'s policy)."""
        return self.control.viewer

    @property
    def bottom(self) -> PlayerId:
        """The seat drawn at the bottom of the table."""
        return self.control.bottom

    @property
    def mouse(self) -> tuple[int, int]:
        return self.pointer.mouse

    # --- lifecycle ----------------------------------------------------------------------------
    def enter(self, mgr) -> None:
        super().enter(mgr)
        ctx, c = self.ctx, self.control
        self.board.animator.speed = ctx.speed
        self.board.pause_scale = float(self.remembered().trick_hold)  # "Finished trick stays"
        self.hud.theme = self.theme
        self.hud.avatars = [seat_avatar(ctx, i) for i in range(len(self.names))]
        self.painter = CardPainter(ctx.art, self.deck, self.theme.highlight)
        c.connect(ctx.thinker)
        self.keeping.start(ctx.prefs, self.resume_id)
        c.begin()
        self.resize(*mgr.size)
        if not c.autoplay and c.viewer >= 0 and self.match.to_act == c.viewer:
            self._build_index()  # a still picture of the viewer's turn shows their prompt
        if c.autoplay and not self.match.records:
            self.board.deal_in(self.game.deal_source, self.game.hand_prefix)
            ctx.play("shuffle")
        if c.autoplay and len(self.humans) < self.match.config.num_players:
            ctx.thinker()  # start the AI worker now: it loads while the cards are dealt

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
        self._zone_key = (zone_key(view), self.game.layout_key(view))
        bottom, n = self.control.bottom, self.match.config.num_players
        self.layout = self.game.layout(m, view, bottom, n)
        if factor > 1 and not layout_fits(self.layout, w, h):  # large cards only where they fit
            self.layout = self.game.layout(metrics_for(w, h, size_for), view, bottom, n)
        self.tools.adapt(self.layout)
        if self.painter is not None:
            self.painter.sizes = sorted({zl.card for zl in self.layout.zones.values()})
        if not animate:
            self.board.animator.fast_forward()
            self.board.reconcile(view, self.layout)
        self.layout_buttons()
        self.comfort.layout()
        self.sheet.layout()

    def remembered(self) -> Settings:
        """The settings in force: the remembered ones, else their defaults (no settings read:
        tests, screenshots). One default each: the trick hold took 1× here, 2× from a file."""
        settings = getattr(getattr(self.ctx, "prefs", None), "settings", None)
        return settings if settings is not None else Settings()

    def _card_size(self) -> float:
        """The 'card size' setting (a card height factor)."""
        return float(self.ctx.settings.get("card_size", self.remembered().card_size))

    def current_view(self) -> TableView:
        return self.control.view()

    def words_under(self) -> dict[str, pygame.Rect]:
        """The words the game writes under its places now, by zone (``GameTable.words_under``)."""
        if self.layout is None:
            return {}
        return {z: pygame.Rect(*map(round, r))
                for z, r in self.game.words_under(self.layout, self.current_view()).items()}

    def table_words(self) -> list[pygame.Rect]:
        """The words on the table the dashed outlines drawn over it pass under: the places'
        names the table writes (``hud.title_rects``) and the game's words on the felt
        (``GameTable.felt_words``), as drawn."""
        lay = self.layout
        if lay is None:
            return []
        names = list(self.hud.title_rects(lay, self.board.spans()).values())
        return names + [pygame.Rect(*map(round, r)) for r in self.game.felt_words(lay, self.current_view())]

    def title_pills(self) -> dict[str, pygame.Rect]:
        """Each place's name, by zone, where the table draws it now: the pill of a title the
        table writes (``hud.title_rects``), else the title's whole room (a name the game writes
        itself, Ard Rí's "Cattle Field · wealth 2", or one not shown while its place is
        empty). What an outline round a place takes in to leave its name readable."""
        lay = self.layout
        if lay is None:
            return {}
        counts = self.board.spans()
        rooms = {k.removeprefix("title/"): pygame.Rect(r) for k, r in lay.labels.items() if k.startswith("title/")}
        return rooms | self.hud.title_rects(lay, counts)

    def set_viewer(self, viewer: PlayerId) -> None:
        """Change who is looking: finish animations, then redraw the table from their seat."""
        self.control.look(viewer)

    def pause(self) -> None:
        self.board.clear_pointer()

    def exit(self) -> None:
        self.control.close()  # no AI thinks on; the last autosave reaches the disk

    def play(self, sound: str) -> None:
        self.ctx.play(sound)

    # --- what the controller asks (``Presenter``) ---------------------------------------------
    def leaving_view(self) -> None:
        self.board.animator.fast_forward()
        self.board.clear_pointer()

    def view_changed(self) -> None:
        self.toasts.moved_on()  # (Undo, a lesson's Back, another viewer) what was refused is gone
        self.board.index = None
        self.buttons = []
        self._relayout()

    def your_turn(self, seat: PlayerId) -> None:
        if self.board.index is None:
            self._build_index()

    def ai_turn(self, seat: PlayerId) -> None:
        self.board.index = None
        self.buttons = []

    def thinking(self, seat: PlayerId | None) -> None:
        self.hud.thinking = seat

    def hand_off(self, seat: PlayerId, reason: str) -> None:
        assert self.mgr is not None

        def go(p: PlayerId = seat) -> None:
            self.control.handed_over(p)
            self.hud.show_banner(f"{turn_word(self.board.view, p)}, {self.names[p]}")

        # the messages were said to the player before ("Aoife wins the trick", to Dara; their
        # Hint, naming their cards): the recap tells the next one, in their own words, so none
        # waits under the screen nor stays in the log's latest messages
        self.toasts.forget()
        reason = reason or self.game.handoff_reason(self.current_view(), seat, self.names)
        self.mgr.push(self.mgr.make("handoff", self.names[seat], seat, go, self.control.recap(seat),
                                    reason=reason, heading=self.control.recap_heading(seat)))

    def stepped(self, events: list[Event], view: TableView) -> None:
        self.toasts.moved_on()  # a refusal or a Hint about the decision before goes with it
        self.hud.turn_taken()
        self.board.index = None
        self.buttons = []
        if (zone_key(view), self.game.layout_key(view)) != self._zone_key:
            self._relayout(animate=True)  # zones appeared or went: the table re-flows
        self.board.play_events(events, view, self.layout)

    def tell(self, words: str) -> None:
        """A passing message: a key that did nothing says why (``KeyPlay``)."""
        self.toasts.show(words, warn=True, passing=True)

    def untell(self, words: str) -> None:
        self.toasts.withdraw(words)

    def refused(self, message: str) -> None:
        self.toasts.show(message, warn=True, passing=True)
        self.board.fly_home()  # a dropped card goes back to its place

    def game_over(self) -> None:
        self.ctx.play("end")
        if self.on_game_over:
            self.on_game_over(self)
        else:
            assert self.mgr is not None
            self.mgr.push(self.mgr.make("results", self))

    def holding(self) -> bool:
        self.sheet.notice()  # a hand just scored: its sheet opens (asked before each move)
        last = self.last_look.held()  # (asked every time: it puts up its button)
        return self.sheet.holding or last

    def read(self) -> None:
        """The last hand was read ("See the results"): a sheet that opened by itself goes."""
        self.sheet.acted()

    def pace(self) -> float:
        return SPEEDS.get(self.ctx.speed, 1.0)

    def ai_delay(self) -> float:
        return self.ctx.ai_delay

    # --- the loop -----------------------------------------------------------------------------
    next_frame_in = table_next_frame  # rests while it waits on a person (``table/resting.py``)
    def update(self, dt: float) -> None:
        board = self.board
        self.reactions.sounded.clear()
        board.animator.speed = self.ctx.speed
        board.animator.update(dt)
        self.hud.update(dt)
        self.toasts.update(dt)
        self.keeping.update()
        if board.hover is not None:
            board.hover_time += dt
            if board.drag is None and board.sprite_at(*self.pointer.mouse) is not board.hover:
                # the card went from under a still pointer (a refused drop flew home): its
                # preview goes with it, or comes for the card under the pointer now
                board.update_hover(*self.pointer.mouse)
        self.comfort.update(dt)
        self.tutor.update()
        if (hint := self.control.poll_hint()) is not None:
            show_hint(self.control, self.toasts, hint)
        explain_hint(self.control, self.toasts)  # its reason, a moment later
        drop_stale_hint(self.control, self.toasts)  # the position moved on: its hint goes
        self.control.update(dt, board.busy)

    # --- acting -------------------------------------------------------------------------------
    def _build_index(self) -> None:
        state = self.match.state
        self.game.view = self.current_view()
        self.board.index = InteractionIndex.build(
            self.match.legal(), lambda a: self.game.describe(a, self.rules.describe(state, a)),
            self.game.gesture, self.tools.selection.carry())
        self.board.index.twins_of({z: [(s.face, self.deck.code(s.face) if s.face is not None else "")
                                       for s in pile] for z, pile in self.board.piles.items()})
        self.buttons = action_buttons(self.board.index, self.choose)
        self.place_actions()
        light_answers(self.board, self.game.view, self.viewer)
        self._open_choice()
        self._carry_on()

    def _carry_on(self) -> None:
        """The second half of a drop that started a move without its card."""
        action = self.pointer.carry_on(self.match.to_act == self.viewer)
        if action is not None:
            self.submit(action)

    def _open_choice(self) -> None:
        """Open the chooser the game asks for at the start of this decision (once per step:
        after Cancel the button and the cards on the table stay)."""
        button, ply = opening_choice(self.game, self.buttons), len(self.match.records)
        if (button is None or self._choice_opened == ply or self.mgr is None
                or self.match.to_act != self.viewer or self.mgr.top is not self):
            return
        self._choice_opened = ply
        button.on_click()

    def place_actions(self) -> None:
        """The action bar's buttons in their area (a replay puts its controls there)."""
        place_actions(self.buttons, self.layout, self.keeping, [b.rect for b in self.comfort.tabs])

    def strip_buttons(self) -> list[pygame.Rect]:
        """The action buttons that grew up into the message strip (a bar broken into rows):
        the banner goes above them."""
        areas = self.layout.areas if self.layout is not None else {}
        strip, bar = areas.get("messages"), areas.get("actions")
        if strip is None or bar is None:
            return []
        return [pygame.Rect(b.rect) for b in self.buttons  # rows above the bar's own
                if b.rect.top < bar[1] - 1 or b.rect.colliderect(pygame.Rect(strip))]

    def layout_buttons(self) -> None:
        """The action bar, then Undo/Redo beside it."""
        self.place_actions()
        self.keeping.layout()

    def fixed_buttons(self) -> list[Button]:
        """Undo/Redo and the side tabs (the Sort button keeps clear of them)."""
        return self.keeping.buttons + self.comfort.tabs

    def shown_buttons(self) -> list[pygame.Rect]:
        """Every button on show: the action bar's, Undo/Redo while they are, the side tabs,
        the score sheet's and Sort (what a preview, a caption or a message must never cover)."""
        fixed = self.comfort.tabs + (self.keeping.buttons if self.keeping.visible() else [])
        fixed += [self.sheet.tab] if self.sheet.tab is not None else []
        sort = self.tools.sort_button  # a hand card's preview hid its "S" (Seanchaí, 1240x620)
        fixed += [sort] if self.tools.sort_shown() and sort.rect.w else []
        return [pygame.Rect(b.rect) for b in self.buttons + fixed]

    def felt_marks(self) -> list[pygame.Rect]:
        """The boxes the game paints on the felt now (``GameTable.felt_rects``: Treasure's
        badges under groups, Ard Rí's sums under the Cattle Field)."""
        if self.layout is None:
            return []
        return [pygame.Rect(*map(round, r)) for r in self.game.felt_rects(self.layout, self.current_view()).values()]

    def status_box(self) -> pygame.Rect | None:
        """Where the status line is drawn ("Hand 1 of 12 · Meld"; None: none is shown)."""
        return None if self.layout is None else self.hud.status_rect(self.layout, self.current_view())

    def panels_on_top(self) -> list[pygame.Rect]:
        """The panels drawn over the table after the previews (a lesson's, the log, the Scores
        sheet): a preview under one was hidden, its caption too (Hyrule's lesson at 1920×1080,
        step 5)."""
        panel = self.tutor.panel
        out = [pygame.Rect(panel)] if self.tutor.active and panel.w and panel.h else []
        # the move log and the Scores sheet a player opened: the preview went under the log
        # (Ard Rí at 1280x720, the log open: 8 of 9 hand cards' previews)
        log = pygame.Rect(self.comfort.log.rect)
        out += [log] if self.comfort.log.open and log.w and log.h else []
        sheet = self.sheet.rect
        out += [pygame.Rect(sheet)] if self.sheet.open and sheet.w and sheet.h else []
        return out

    def submit(self, action: Action) -> bool:
        """Submit the player's legal action and animate its events for the current viewer (a
        score sheet that opened by itself goes away: the player has moved on, and the
        computers waited under it for 12 s and more after a player's deal)."""
        done = self.control.submit(action)
        if done:
            self.sheet.acted()
        return done

    def why_not(self, refused: tuple[CardId, ZoneId | None] | None, onto: CardId | None = None) -> str:
        """The rules' reason for a refused gesture, told to the seat at this screen; a drop
        over a card (``onto``) gets the rules' reason about that card where they have one."""
        if refused is None:
            return ""
        card, zone = refused
        if zone == CLICKED:  # a click that means nothing: why not where a click would put it
            zone = self.game.click_place(card)
            if zone is None:
                return ""
        state = self.match.state
        reason = self.rules.why_not(state, self.viewer, card, zone, self.names)
        if reason and onto is not None:
            reason = self.rules.why_not_onto(state, self.viewer, card, onto, self.names) or reason
        return refusal_text(reason)

    def choose(self, actions: list[Action], toward: PlayerId | None = None) -> None:
        """Several actions fit one gesture: ask which one (starting on the one for the seat
        ``toward``, the seat a card was dropped on, where the choices are seats)."""
        if len(actions) == 1:
            self.submit(actions[0])
            return
        state = self.match.state
        first = next((i for i, a in enumerate(actions)
                      if toward is not None and self.game.choice_seat(a) == toward), 0)
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("chooser", [(self.game.describe(a, self.rules.describe(state, a)), a)
                                                for a in actions],
                                    self.submit, self.deck, self.game.choice_title(actions), first))

    # --- input --------------------------------------------------------------------------------
    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.focus.pointer_used()  # any click, on a card or a button: no keyboard ring
        if self.keeping.handle(ev) or self.tutor.handle(ev):
            return True  # Undo/Redo buttons, Ctrl+Z / Ctrl+Y; a lesson's Back/Skip/Next/Leave
        if self.last_look.handle(ev):
            return True  # Enter at the end of a match: "See the results"
        if self.sheet.handle(ev):
            return True  # M, a click on the open score sheet
        if self.comfort.handle(ev):
            return True  # Rules / Log / Help tabs, L, T, ?, log scrolling
        if self.tools.handle(ev):
            return True  # Sort, V or a click on a public pile: look through it
        if ev.type == pygame.KEYDOWN:
            if self.keys.key(ev):
                return True
            if ev.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if ev.key == pygame.K_F1:
                self.open_rules()
                return True
            if (why := self._why_no_command(ev)) is not None:
                self.tell(why)  # a listed key that does nothing here says why
                return True
        for b in self.buttons:
            if b.handle(ev):
                return True
        return self.pointer.handle(ev)

    def _why_no_command(self, ev: pygame.event.Event) -> str | None:
        """Why a key the ``?`` list names did nothing at this table (its own handler passed
        it on): M, S and V were silent in a one-round Hyrule, a small hand, a face-down pile."""
        if ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI):
            return None
        if ev.key == pygame.K_m and self.sheet.tab is None:
            return "No score sheet in this game: each player's score is on their plate"
        if ev.key == pygame.K_s and not self.tools.sort_shown():
            return f"Sort is for a hand of {SORT_FROM} cards or more"
        if ev.key == pygame.K_v:
            pile = key_label(bindings(self.ctx.keys)["pile"])
            return f"To look through a pile, point at one whose cards lie face up (or Tab to it), then press {pile}"
        return None

    def ask_hint(self) -> None:
        """H or the Hint tab: ask what Hard would play from the acting human's own view."""
        ask_hint(self.control, self.toasts, self.board.index is not None)

    def open_pause(self) -> None:
        assert self.mgr is not None
        self.board.clear_pointer()
        self.mgr.push(self.mgr.make("pause", self))

    def open_rules(self) -> None:
        assert self.mgr is not None
        self.mgr.push(self.mgr.make("rules", self.plugin))

    # --- drawing ------------------------------------------------------------------------------
    def _words_box(self, lay: TableLayout, view, asking: bool, situation: str) -> pygame.Rect | None:
        """Where what to do now will stand this frame: the prompt, else the situation."""
        if asking and not self.buttons:
            spot = self.hud.prompt_rect(lay, self.keys.prompt(self.game.prompt(view, False)))
            return None if spot is None else pygame.Rect(spot)
        box = self.hud.situation_box(lay, situation) if situation else None
        return None if box is None else pygame.Rect(box[0])

    def _toast_place(self, lay: TableLayout, counts: dict[str, int], situation: str, hint: Action | None,
                     words: pygame.Rect | None = None, said: str = "") -> tuple[pygame.Rect, bool, tuple] | None:
        """Where the message on show goes this frame: its box, whether it grew down over the
        prompt, and ``Toasts.draw``'s place arguments (None: no message). A message that
        wraps stands above ``said`` too (what to do, written over the buttons) and keeps off
        ``words`` (the prompt or that) where a place clear of the table allows: a lesson's
        farewell stood six seconds over the prompt (a long Hint still grows down over it
        rather than over a place); one line goes just above ``said`` where that hides nothing,
        else it may cover it for a moment, in the strip."""
        toast = self.toasts.current
        self.sheet.no_message()
        if toast is None:
            return None
        hud = self.hud
        px = hud.toast_font(lay, toast.message)
        if self.sheet.open:  # in the open sheet's title line: over the table it lay on the
            # sheet's figures, under the sheet on the hand or the groups (``message_spot``)
            spot = self.sheet.message_spot(self.toasts, px)
            if spot is not None:
                cx, y, span, down = spot
                (box,) = self.toasts.rects(cx, y, px, lay.metrics.w, span, down)
                return box, False, (cx, y, px, span, down)
        def held(words: str) -> list[pygame.Rect]:  # the strip's words, and what a scene keeps there
            return hud.strip_taken(lay, words) + self.strip_held()

        spots = hud.toast_spots(lay, hud.toast_anchor(lay, held(situation)))
        cx, y, span, _ = spots[0]
        buttons = self.shown_buttons()
        marks = buttons + self.keys.hint_extent(hint)
        taken = hud.toast_taken(lay, counts) + marks
        if len(Toasts._lines(toast, px, cx, lay.metrics.w, span)) == 1:
            if said and words is not None:  # above what to do where that hides nothing: a
                # rival's move told as the turn began stood over it ("Dara (AI) takes Wishing
                # Stone 3" on "Drag a card to a row…", Keltis at 1280x800)
                above = hud.toast_spots(lay, hud.toast_anchor(lay, held(said)))
                (here,) = self.toasts.rects(cx, y, px, lay.metrics.w, span)
                (there,) = self.toasts.rects(*above[0][:2], px, lay.metrics.w, above[0][2])
                if here.colliderect(words) and there.collidelist(taken + [words]) < 0:
                    spots = above
            words = None  # one line: in the strip laid out for it (or just above the words)
        elif said:
            spots = hud.toast_spots(lay, hud.toast_anchor(lay, held(said)))
        if strip := self.strip_held():  # never over what the scene keeps in the strip (a
            # wrapped message grew down over the replay's caption, as a Hint does the prompt)
            clear = [sp for sp in spots
                     if self.toasts.rects(sp[0], sp[1], px, lay.metrics.w, sp[2], sp[3])[0].collidelist(strip) < 0]
            spots = clear or spots
        kept = [words] if words else []
        # off the words first; then (not a Hint, which points at a place) off the words
        # rather than the places; else as before
        tiers = [taken + kept] + ([marks + kept] if kept and hint is None else []) + [taken]
        for keep in tiers:
            cx, y, span, down = self.toasts.spot(spots, px, lay.metrics.w, keep, buttons)
            (box,) = self.toasts.rects(cx, y, px, lay.metrics.w, span, down)
            if box.collidelist(keep) < 0:
                break
        return box, down, (cx, y, px, span, down)

    def _give_way(self, lay: TableLayout) -> None:
        """The places' names that give way (``TableLayout.give_way``) are left out under the
        message on show and the first-run tour's words, from the next frame on (the under
        layer is keyed on the titles it draws; ``titles_pending`` asks for that frame)."""
        covers = [] if self.toast_box is None else [self.toast_box]
        top = None if self.mgr is None else self.mgr.top
        if top is not None and top is not self:  # (the tour over the table)
            covers += top.covers()
        hidden = covered(lay, covers)
        self.titles_pending = hidden != self.hud.hidden_titles
        self.hud.hidden_titles = hidden

    def strip_held(self) -> list[pygame.Rect]:
        """What a scene draws in the message strip itself, which a message stands above (the
        replay's caption: the J key's words lay over it)."""
        return []

    def strip_words(self) -> str | None:
        """Words that take the message strip's place instead of the table's situation and
        prompt (a reviewed moment's line); None: the table's own."""
        return None

    def draw(self, surf: pygame.Surface) -> None:
        lay, painter, board, hud = self.layout, self.painter, self.board, self.hud
        if lay is None or painter is None:
            return
        painter.begin_frame()
        view = board.view or self.current_view()
        turn_zone = None
        if view.to_act is not None and not board.busy:
            turn_zone = self.game.turn_zone(view.to_act)
        hud.settling = board.busy  # no "Your turn" while a step is being resolved
        held = board.sprite_for(board.raised) if board.raised is not None else None
        hud.held_top = (held.zone, held.y - held.h / 2 - held.lift) if held is not None and held.lift else None
        sprites, counts = self.layers.draw(surf, lay, view, board, turn_zone, painter)
        self.game.draw_over(surf, lay, sprites, self.theme)
        hud.draw_zones_over(surf, lay, view, counts)
        self.tools.layout()  # a hand folded into two rows pushes the buttons up before they show
        hud.strip_buttons = self.strip_buttons()
        held = self.keys.focus.held is not None  # the numbers choose the held card's places now
        for b in self.buttons:
            b.quiet = held
            b.draw(surf, self.theme, lay.metrics.font(17, 13))
        self.keeping.draw(surf)
        self.tools.draw(surf)
        asking = board.index is not None and not board.busy and board.drag is None
        situation = self.game.situation(view) if asking else ""
        hint = self.tutor.hinted(self.board.index is not None)
        told = situation
        idx = board.index
        if asking and self.buttons and not situation and idx is not None and (
                idx.drags or idx.card_clicks or idx.zone_clicks):
            # cards to move as well as buttons: the buttons do not say it (Ard Rí's "Pass"
            # stood alone all year), so what to do goes above them, where a message of one
            # line may cover it for a moment (a longer one goes above it: ``_toast_place``)
            situation = self.keys.prompt(self.game.prompt(view, False))
        if (own := self.strip_words()) is not None:
            situation = told = own
        toast_at = self._toast_place(lay, counts, told, hint, self._words_box(lay, view, asking, situation),
                                     situation if situation != told else "")
        self.toast_box = None if toast_at is None else toast_at[0]  # the tour's labels keep off it
        self._give_way(lay)
        self.prompt_box = None
        if asking and not self.buttons:  # with buttons, their labels say what to do
            prompt = self.keys.prompt(self.game.prompt(view, False))
            spot = hud.prompt_rect(lay, prompt)
            # a Hint grown down over the prompt hides it whole, not its top line only
            if toast_at is None or not toast_at[1] or spot is None or not toast_at[0].colliderect(spot):
                hud.draw_prompt(surf, lay, prompt)
                self.prompt_box = None if spot is None else pygame.Rect(spot)  # the keyboard's caption keeps off it
        hud.draw_situation(surf, lay, situation)
        if self.prompt_box is None and situation and not hud.banner:  # the caption keeps off it
            box = hud.situation_box(lay, situation)
            self.prompt_box = None if box is None else pygame.Rect(box[0])
        self.keys.draw(surf, self.theme.highlight)
        self.tutor.draw_marks(surf, self.theme)  # a lesson's outlines (its panel comes last)
        self.keys.draw_hint(surf, hint, self.theme.highlight)
        # the cards in the air over everything on the table: the marks over its cards (a
        # folded field's bars), the badges, the buttons and the places' outlines
        self.layers.draw_airborne(surf, sprites, painter)
        # the hovered card, or the focused one with its words: under the panels a player opens
        # over the table (the Scores sheet, the log), which it covered ("Ciara (AI)" and half the
        # sheet under a preview of the focused hand card)
        self.keys.draw_zoom(surf)
        self.comfort.draw(surf)
        self.sheet.draw(surf)
        hud.draw_effects(surf, lay)
        self.tutor.draw_panel(surf, self.theme)
        if toast_at is not None:
            self.toasts.draw(surf, self.theme, *toast_at[2])
