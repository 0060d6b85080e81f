"""The table: every seat, the Black Market, the Crossfire event, the mission, the steps, the hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from crossfire_desktop.campaign import SaveError
from crossfire_desktop.engine import Kind
from crossfire_desktop.saves import game_save

from ..look.style import ui_scale
from ..session.controller import GameController
from ..session.log_keep import keep_log
from ..session.persist import Persist
from ..words.edition import edition_line
from ..words.save_words import save_why
from ..words.text import event_lines, step_name, tr
from .parts.a11y import name_table
from .parts.after_frame import AfterFrame
from .parts.ai_player import AiPlayer, is_ai
from .parts.fan import FanListView
from .parts.fit import fit_in_play, fit_log, fit_table
from .parts.flights import fly_cards
from .parts.hint import Hint
from .parts.hotseat import HotSeat
from .parts.interact import Interaction
from .parts.logview import LogView
from .parts.message_line import MessageLine
from .parts.models import HandModel, LogModel, MarketModel, ObstaclesModel, PlacementsModel, RunnersModel
from .parts.overlays import HandOff
from .parts.paint_ahead import PaintAhead
from .parts.panels import CrossfirePanel, StepsBar, mission_text
from .parts.pause_menu import PauseMenu
from .parts.prompt import DecisionPanel
from .parts.repaint import Repainter
from .parts.seat import SeatWidget
from .parts.stepmachine import StepMachine
from .parts.table_layout import lay_out, share_seat_room
from .parts.targeting import Targeting
from .parts.title_line import TitleLine
from .parts.views import CardDelegate, CardListView, CardZoom, Marks


class TableWidget(HotSeat):
    menuRequested = Signal()  # leave the game for the start screen (confirmed in the pause menu)
    rulesRequested = Signal()
    settingsRequested = Signal()
    quitRequested = Signal()
    finished = Signal(str)

    def __init__(self, ctl: GameController, persist: Persist, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table")
        self.ctl = ctl
        self.persist = persist
        self.game = ctl.game
        self.read_only = ctl.read_only  # a replay: shown, never played
        # a network table: seats played at other computers (never shown here) and whether this side plays the AI
        self.elsewhere = set(ctl.elsewhere)
        self.runs_ai = ctl.runs_ai
        self.can_save = ctl.can_save
        g = self.game
        self.marks = Marks()
        self.repaint_changed = Repainter(self.marks)
        self.after_frame = AfterFrame(self)  # what an action's first frame can do without (parts/after_frame.py)
        self.zoom = CardZoom(self)
        self.unit = 1.0
        # models ---------------------------------------------------------------------------
        self.runners_model = RunnersModel(g, self)
        self.market_model = MarketModel(g, self)
        self.placements_model = PlacementsModel(g, self)
        self.hand_model = HandModel(g, -1, self)
        self.obstacle_models = {seat: ObstaclesModel(g, seat, self) for seat in g.s.order}
        self.log_model = LogModel(self)

        self.targeting = Targeting(self)
        self.marks.glow = self.targeting.glow
        self.marks.dim = self.targeting.dim_reason

        def view(zone: str, fan: bool = False, **kw: Any) -> CardListView:  # each sizes its cards from its space
            d = CardDelegate(lambda: self.game, self.marks, lambda: QSize(140, 196), self)
            v = (FanListView if fan else CardListView)(zone, d, self.zoom, **kw)
            d.size = v.card_size
            d.face = v.face_size if isinstance(v, FanListView) else v.card_size
            return v

        # views ----------------------------------------------------------------------------
        self.hand_view = view("hand", fan=True, drag=True, accepts=("market",))
        self.hand_view.setModel(self.hand_model)
        self.market_view = view("market", drag=True, wrap=True)
        self.market_view.setModel(self.market_model)
        self.placed_view = view("placement", fan=True, drag=True, accepts=("hand", "placement"))
        self.placed_view.setModel(self.placements_model)
        self.placed_view.setToolTip(tr("In play: cards played with no target and cards placed on the table. "
                                       "Drop a card here to play it with no target."))
        self.seats: dict[int, SeatWidget] = {}
        for seat in g.s.order:
            v = view("obstacle", fan=True, accepts=("hand", "placement"))
            v.setModel(self.obstacle_models[seat])
            self.seats[seat] = SeatWidget(g, seat, v, self)
        self.log_view = LogView(self.log_model, self.after_frame, self)
        self.panel = DecisionPanel(self.submit, self)
        self.panel.mainClicked.connect(self.main_action)
        self.panel.room = self.panel_room
        self.panel.card_picked = lambda: self.targeting.active_card()
        self.panel.cardOffered.connect(lambda card: self.interact.pick_card(card))
        self.crossfire = CrossfirePanel(g, self)
        self.steps = StepsBar(self)
        self.mission = QLabel(self)
        self.mission.setObjectName("mission")
        self.mission.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.mission.setWordWrap(True)  # French at UI scale 150% is wider than the Black Market's column
        self.current = QLabel(self)
        self.current.setObjectName("currentRunner")
        self.message = MessageLine(self)
        self.message.resized.connect(self.message_resized)  # the panel's and the log's room is what it leaves
        self.market_label = QLabel(self)
        self.hand_label = TitleLine(self)
        self.hand_label.setObjectName("handLabel")
        self.hand_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.undo_btn = self._button(tr("Undo"), tr("Take back the last action (Ctrl+Z)"), self.undo)
        self.save_btn = self._button(tr("Save…"), tr("Save this game under a name (Ctrl+S); it is also autosaved"),
                                     self.ask_save)
        self.menu_btn = self._button(tr("Menu"), tr("Pause menu: save, rules, settings, leave (Esc)"), self.open_pause)
        self.assist_btn = self._button(tr("Assist…"), tr("Another runner plays an assist card (A)"), self.offer_assist)
        self.done_assist_btn = self._button(tr("Done assisting"), tr("Hand the screen back"), self.end_assist)
        self.handoff = HandOff(self)
        self.handoff.accepted.connect(self.accept_handoff)
        self.interact = Interaction(self)
        self.ai = AiPlayer(self)  # plays the AI seats (ui/table/parts/ai_player.py)
        self.hint = Hint(self)  # the Hint button and key H (ui/table/parts/hint.py)
        self.pause = PauseMenu(self)
        self.pause.resumed.connect(self.setFocus)
        self.pause.save.connect(self.ask_save)
        self.pause.rules.connect(self.rulesRequested)
        self.pause.settings.connect(self.settingsRequested)
        self.pause.leave.connect(self.menuRequested)
        self.pause.quit.connect(self.quitRequested)
        self.crossfire.zoom = self.zoom
        lay_out(self)
        # wiring ---------------------------------------------------------------------------
        for v in [self.hand_view, self.market_view, self.placed_view, *[s.obstacles for s in self.seats.values()]]:
            v.dropped.connect(lambda payload, target, v=v: self.interact.drop(v.zone, payload, target))
            v.cardClicked.connect(lambda payload, v=v: self.interact.click(v.zone, payload))
            v.backgroundClicked.connect(lambda v=v: self.interact.background(v.zone))
            v.hovered.connect(lambda card, dragging, v=v: self.targeting.hover(v.zone, card, dragging))
            v.dragStarted.connect(self.targeting.drag_started)
            v.dragEnded.connect(self.targeting.drag_ended)
        self.ahead = PaintAhead(self)  # a drop's target painted while the card rests over it
        ctl.changed.connect(self.refresh)
        ctl.logged.connect(self.log_model.append)  # a line logged with an action: in the view a frame later
        ctl.noticed.connect(self.notice)
        ctl.refused.connect(self.say_refused)
        ctl.events.connect(lambda _evs: self.message.clear_refusal())  # play moved on: an old refusal goes
        ctl.failed.connect(self.say_failed)
        ctl.events.connect(self.animate)
        ctl.finished.connect(self.finished)
        self.machine = StepMachine(self)
        ctl.stepEntered.connect(self.machine.go)
        self.machine.entered.connect(self.on_step)
        self.machine.start()
        self.destroyed.connect(ctl.let_go)  # else the lambdas above keep this table and its game alive
        self.shortcuts = [QShortcut(QKeySequence.StandardKey.Undo, self, self.undo),
                          QShortcut(QKeySequence.StandardKey.Save, self, self.ask_save)]
        # paused: the table's shortcuts rest (Ctrl+Z must not undo behind the menu)
        self.pause.opened.connect(lambda on: [sc.setEnabled(not on) for sc in self.shortcuts])
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # hot-seat -------------------------------------------------------------------------
        self.viewer: int | None = None
        self.assisting: int | None = None
        self.steps.labels["breather"].setVisible(g.setup.rules == "revised")  # the revised Breather only
        self.log(edition_line(g))  # the log's first line names the rules printing
        self.save_btn.setVisible(self.can_save)
        if self.read_only:
            for w in (self.panel, self.undo_btn, self.save_btn, self.menu_btn, self.hint.button, self.ai.bar,
                      self.assist_btn, self.done_assist_btn):
                w.hide()
        self.refresh()
        ctl.announce()

    def _button(self, text: str, tip: str, slot: Any) -> QPushButton:
        b = QPushButton(text, self)
        b.setToolTip(tip)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda _c=False: slot())
        return b

    # -- sizing ------------------------------------------------------------------------------
    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        self.fit()

    def showEvent(self, ev: Any) -> None:
        """Back from Settings: a new UI scale applies at once."""
        super().showEvent(ev)
        self.fit()

    def fit(self) -> None:
        scale = max(0.5, min(3.0, ui_scale()))  # the scale every screen reads (Settings applies it at once)
        self.unit = max(0.55, min(self.width() / 1280, self.height() / 720) * scale)
        fit_table(self, scale)
        self.panel.fit_row()  # the column's height just set: the choices' strip follows it
        if not self.handoff.isHidden():  # offered before the table was shown too (a game that opens on a hand)
            self.handoff.setGeometry(self.rect())
        if self.pause.isVisible():
            self.pause.setGeometry(self.rect())

    def panel_room(self) -> int:
        """The decision panel's most height: its column less the log's least and the message shown."""
        message = 0 if self.message.isHidden() else self.message.height()  # hidden while empty
        gaps = 2 * self.act.layout().spacing()  # panel, message, log
        return self.act.height() - self.log_view.minimumHeight() - message - gaps

    def message_resized(self) -> None:
        """A message came, went or changed its lines: the log and the prompt share what is left again."""
        fit_log(self)
        self.panel.fit_row()

    def card_views(self) -> list[CardListView]:
        return [self.hand_view, self.market_view, self.placed_view, *[s.obstacles for s in self.seats.values()]]

    # -- state -------------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.game
        self.targeting.refresh()
        for m in [self.runners_model, self.market_model, self.placements_model, *self.obstacle_models.values()]:
            m.sync()
        self.update_viewer()
        self.hand_model.sync()
        text, tip = mission_text(g)
        self.mission.setText(text)
        self.mission.setToolTip(tip)
        cur = g.s.runners[g.s.current]
        self.current.setText(tr("Turn: {name}").format(name=cur.name))
        self.market_label.setText(tr("Black Market · deck {d} · discard {x}").format(
            d=len(g.s.market_deck), x=len(g.s.market_discard)))
        for seat, w in self.seats.items():
            w.set_current(seat == g.s.current)
        self.show_hand_and_assist()
        if not self.read_only:  # a replay offers no keys to play with
            self.interact.update_hints()
        self.panel.show_decision(g, self.ctl.names, step_name(self.machine.current),
                                 self.hidden_here() if self.hides_decision() else None,
                                 elsewhere=g.pending is not None and g.pending.runner in self.elsewhere)
        if fit_log(self):  # the log lent its lines or took them back, or the prompt's words changed size
            self.panel.fit_row()
        # an AI seat's decision, or one taken at another computer, is shown, never answered here
        # (while another runner assists, the step's Finish is not theirs: Done assisting hands the screen back)
        self.panel.setEnabled(g.pending is None or (self.plays_here(g.pending.runner) and not self.assisting_now()))
        name_table(self)
        self.undo_btn.setEnabled(self.ctl.undo_refusal() is None)
        fit_in_play(self)
        share_seat_room(self)
        for v in self.card_views():
            v.refit()
        # only what changed: the models repaint changed rows, the highlights here; the seat headers and the
        # event panel once this frame is painted
        self.repaint_changed.cards(self.card_views())
        self.after_frame.run("headers", lambda: self.repaint_changed.headers(self))

    def on_step(self, name: str) -> None:
        self.steps.light(name)
        self.panel.main.setToolTip(step_name(name))
        self.interact.step = name
        self.interact.aim_at(None)
        if name == "over":
            self.panel.main.hide()

    def ask_save(self) -> None:
        if not self.can_save:
            self.say_refused(tr("At a network table the host keeps the game (and its saves)."))
            return
        name, ok = QInputDialog.getText(self, tr("Save the game"), tr("Name of the save:"))
        if ok and name.strip():
            self.save_as(name.strip())

    def save_as(self, name: str) -> bool:
        """A named save (Load lists it); a refusal (bad name, unreadable file of that name) is shown."""
        try:
            path = self.persist.save_named(name, game_save(self.game))
        except (ValueError, SaveError, OSError) as exc:
            self.say_refused(tr("Not saved: {why}").format(why=save_why(exc)))
            return False
        self.log(tr("Saved as {name} ({file}).").format(name=name, file=path))
        keep_log(self.persist, self.game, self.log_model.lines, save=name)  # Load shows the turns before too
        return True

    def log_opening(self) -> None:
        """A new game: what happened before anyone answered (the setup's flips, the first event and turn). Not
        for a game resumed, whose log was kept (its turn's start would be said twice)."""
        for line in event_lines(self.game.opening, self.ctl.names):
            self.log(line)

    def log(self, line: str) -> None:
        self.log_model.append(line)
        self.log_view.show_waiting()

    def notice(self, text: str) -> None:
        """A word of the program (a setting's effect, a save kept, saving off): on the message line, never in
        the game's log, which holds what happened in the game and is kept with it."""
        self.message.notice(text)

    def earlier_log(self, lines: list[str]) -> None:
        """A resumed game: its log from before, above one line saying where it went on and the printing line
        this table opened with (a long log's first line is far out of sight: it says which rules play on). The
        marker and printing line of each resume before go: they piled up at every Continue."""
        marker, printing = tr("— Resumed here —"), edition_line(self.game)
        lines = [line for i, line in enumerate(lines) if line != marker and (i == 0 or line != printing)]
        if lines:
            self.log_model.prepend([*lines, marker])
            self.log_view.scrollToBottom()

    def say_refused(self, text: str) -> None:
        """A refusal is said on the message line only: the log holds what happened in the game (a tester
        found the host's log full of "Refused: …" lines the guest's log never had)."""
        self.message.refusal(text)  # the controller's `refusal` signal adds the rule's link (TableExtras)

    def say_failed(self, text: str) -> None:
        """An ability failed and the engine took the action back (shown like a refusal, logged as is)."""
        self.say_refused(text)
        self.log(text)

    def submit(self, action: Any, *, by_ai: bool = False) -> bool:
        """An answer given at this table; a person's (not `by_ai`) only for a seat played here. A person's own
        answer clears the message line; an AI seat's move only a refusal or note about the move before (a word
        of the program, "Saving is off" said once, stays for the person to read)."""
        if by_ai:
            self.message.clear_refusal()
        else:
            self.message.setText("")
        return self.interact.submit(action, by_ai=by_ai)

    def plays_here(self, seat: int) -> bool:
        """A person at this computer answers for `seat`: not an AI seat, nor one played at another computer."""
        return seat not in self.elsewhere and not is_ai(self.game, seat)

    def say_not_here(self, seat: int) -> None:
        """Why this screen can't answer for `seat` (a person here behind the hand-off: theirs once they take it)."""
        name = self.game.s.runners[seat].name
        if seat in self.elsewhere:
            text = tr("{name} decides at another computer.")
        elif is_ai(self.game, seat):
            text = tr("{name} is played by the computer: it makes its own moves.")
        else:
            text = tr("{name} decides now.")
        self.message.note(text.format(name=name))

    def main_action(self) -> None:
        d = self.game.pending
        if d is None:
            return
        if not self.plays_here(d.runner):  # Space on an AI seat's (or another computer's) decision
            self.say_not_here(d.runner)
            return
        if self.assisting_now():  # the step is the current runner's to finish:
            self.end_assist()  # Space hands the screen back, as Done assisting does
            return
        if d.kind is Kind.CHOOSE_MANY:
            self.panel.confirm()
        elif self.panel.main_choice is not None:  # "Done" at the table
            self.panel.pick(self.panel.main_choice)
        elif d.kind is Kind.APPLY:
            self.interact.apply_all()
        elif d.kind in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE, Kind.PLAY_ONE):
            self.ctl.end_step()
        else:  # a question is open: a note under it, not the question again as a refusal in the log
            self.message.note(tr("Space doesn't answer this question: pick one of its answers."))

    # -- keyboard ----------------------------------------------------------------------------
    def open_pause(self) -> None:
        self.pause.open(in_progress=self.game.pending is not None)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        """Tab never leaves the table: it cycles the pause menu's buttons, or comes back to the table
        (whose own Tab cycles its targets: hand, market, obstacles)."""
        if self.pause.isVisible():
            self.pause.cycle(1 if next else -1)
        elif self.handoff.isVisible():
            self.handoff.button.setFocus()
        else:
            # Qt also calls this when a focused child hides: never move the table's target then
            self.setFocus()
        return True

    def event(self, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.KeyPress and isinstance(ev, QKeyEvent) and not self.read_only:
            if self.pause.isVisible():
                return self.pause.key(ev) or True
            if self.handoff.isVisible():
                if ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                    self.accept_handoff()
                    return True
                if ev.key() == Qt.Key.Key_Escape:
                    self.open_pause()
                    return True
                return super().event(ev)
            nothing_picked = self.marks.selected is None and self.marks.focused is None
            if ev.key() == Qt.Key.Key_Escape and (nothing_picked or self.game.pending is None):
                self.open_pause()
                return True
            if self.interact.key(ev):
                return True
            if ev.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                return True  # nothing to cycle (the mission is over): Tab stays on the table
        return super().event(ev)

    # -- animation ---------------------------------------------------------------------------
    def animate(self, evs: list[Any]) -> None:
        ms = int(self.persist.settings.animation_ms)
        if ms <= 0 or not self.isVisible():
            return
        if self.interact.last_source is not None:
            fly_cards(self, evs, self.interact.last_source, ms)
        self.interact.last_source = None

    def source_rect(self, view: CardListView, card: int) -> QRectF | None:
        rect = view.card_rect(card)
        if rect is None:
            return None
        return QRectF(self.mapFrom(self.window(), rect.topLeft().toPoint()), rect.size())
