"""The table: every seat, the Black Market, the Crossfire event, the mission, the steps, the hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import SaveError
from crossfire_desktop.engine import Kind

from .ai_seats import AiPlayer, is_ai
from .cardpaint import face_of
from .controller import GameController
from .hint import Hint
from .interact import Interaction
from .models import HandModel, LogModel, MarketModel, ObstaclesModel, PlacementsModel, RunnersModel
from .overlays import Flyer, HandOff
from .panels import CrossfirePanel, StepsBar, mission_text
from .persist import Persist
from .prompt import DecisionPanel
from .seat import SeatWidget
from .stepmachine import StepMachine
from .text import step_name, tr
from .views import CardDelegate, CardListView, CardZoom, Marks


class TableWidget(QWidget):
    menuRequested = Signal()
    finished = Signal(str)

    def __init__(self, ctl: GameController, persist: Persist, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table")
        self.ctl = ctl
        self.persist = persist
        self.game = ctl.game
        g = self.game
        self.marks = Marks()
        self.zoom = CardZoom(self)
        self.unit = 1.0
        # models ---------------------------------------------------------------------------
        self.runners_model = RunnersModel(g, self)
        self.market_model = MarketModel(g, self)
        self.placements_model = PlacementsModel(g, self)
        self.hand_model = HandModel(g, -1, self)
        self.obstacle_models = {seat: ObstaclesModel(g, seat, self) for seat in g.s.order}
        self.log_model = LogModel(self)

        def size(w: float, h: float):  # noqa: ANN202
            return lambda: QSize(int(w * self.unit), int(h * self.unit))

        game_of = lambda: self.game  # noqa: E731
        self.d_obstacle = CardDelegate(game_of, self.marks, size(100, 140), self)
        self.d_hand = CardDelegate(game_of, self.marks, size(96, 134), self)
        self.d_market = CardDelegate(game_of, self.marks, size(84, 118), self)
        self.d_placed = CardDelegate(game_of, self.marks, size(64, 90), self)
        # views ----------------------------------------------------------------------------
        self.hand_view = CardListView("hand", self.d_hand, self.zoom, drag=True, accepts=("market",))
        self.hand_view.setModel(self.hand_model)
        self.market_view = CardListView("market", self.d_market, self.zoom, drag=True, wrap=True)
        self.market_view.setModel(self.market_model)
        self.placed_view = CardListView("placement", self.d_placed, self.zoom, drag=True, accepts=("hand", "placement"))
        self.placed_view.setModel(self.placements_model)
        self.placed_view.setToolTip(tr("The table: drop a card here to play it with no target."))
        self.seats: dict[int, SeatWidget] = {}
        for seat in g.s.order:
            v = CardListView("obstacle", self.d_obstacle, self.zoom, wrap=True, accepts=("hand", "placement"))
            v.setModel(self.obstacle_models[seat])
            self.seats[seat] = SeatWidget(g, seat, v, self)
        self.log_view = QListView(self)
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel = DecisionPanel(self.submit, self)
        self.panel.mainClicked.connect(self.main_action)
        self.crossfire = CrossfirePanel(g, self)
        self.steps = StepsBar(self)
        self.mission = QLabel(self)
        self.mission.setObjectName("mission")
        self.mission.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.current = QLabel(self)
        self.current.setObjectName("currentRunner")
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.market_label = QLabel(self)
        self.hand_label = QLabel(self)
        self.hand_label.setObjectName("handLabel")
        self.hand_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.undo_btn = self._button(tr("Undo"), tr("Take back the last action (Ctrl+Z)"), self.ctl.undo)
        self.save_btn = self._button(tr("Save…"), tr("Save this game under a name (Ctrl+S); it is also autosaved"),
                                     self.ask_save)
        self.menu_btn = self._button(tr("Menu"), tr("Back to the start screen (the game is autosaved)"), self.menuRequested.emit)
        self.assist_btn = self._button(tr("Assist…"), tr("Another runner plays an assist card (A)"), self.offer_assist)
        self.done_assist_btn = self._button(tr("Done assisting"), tr("Hand the screen back"), self.end_assist)
        self.handoff = HandOff(self)
        self.handoff.accepted.connect(self.accept_handoff)
        self.interact = Interaction(self)
        self.ai = AiPlayer(self)  # plays the AI seats (ui/ai_seats.py)
        self.hint = Hint(self)  # the Hint button and key H (ui/hint.py)
        self._layout()
        # wiring ---------------------------------------------------------------------------
        for v in [self.hand_view, self.market_view, self.placed_view, *[s.obstacles for s in self.seats.values()]]:
            v.dropped.connect(lambda payload, target, v=v: self.interact.drop(v.zone, payload, target))
            v.cardClicked.connect(lambda payload, v=v: self.interact.click(v.zone, payload))
            v.backgroundClicked.connect(lambda v=v: self.interact.background(v.zone))
        ctl.changed.connect(self.refresh)
        ctl.logged.connect(self.log)
        ctl.refused.connect(self.say_refused)
        ctl.events.connect(self.animate)
        ctl.finished.connect(self.finished)
        self.machine = StepMachine(self)
        ctl.stepEntered.connect(self.machine.go)
        self.machine.entered.connect(self.on_step)
        self.machine.start()
        QShortcut(QKeySequence.StandardKey.Undo, self, self.ctl.undo)
        QShortcut(QKeySequence.StandardKey.Save, self, self.ask_save)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # hot-seat -------------------------------------------------------------------------
        self.viewer: int | None = None
        self.assisting: int | None = None
        self.refresh()
        ctl.announce()

    def _button(self, text: str, tip: str, slot: Any) -> QPushButton:
        b = QPushButton(text, self)
        b.setToolTip(tip)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda _c=False: slot())
        return b

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.steps, 1)
        top.addWidget(self.current)
        top.addWidget(self.ai.bar)
        top.addWidget(self.hint.button)
        top.addWidget(self.undo_btn)
        top.addWidget(self.save_btn)
        top.addWidget(self.menu_btn)
        self.seat_grid = QGridLayout()
        self.seat_grid.setSpacing(4)
        n = len(self.seats)
        cols = 1 if n == 1 else 2
        for i, seat in enumerate(self.game.s.order):
            self.seat_grid.addWidget(self.seats[seat], i // cols, i % cols)
        right = QVBoxLayout()
        right.setSpacing(3)
        right.addWidget(self.mission)
        right.addWidget(self.crossfire)
        right.addWidget(self.market_label)
        right.addWidget(self.market_view)
        right.addWidget(self.log_view, 1)
        self.right = QWidget(self)
        self.right.setLayout(right)
        right.setContentsMargins(0, 0, 0, 0)
        middle = QHBoxLayout()
        middle.addLayout(self.seat_grid, 1)
        middle.addWidget(self.right)
        hand_box = QVBoxLayout()
        hand_box.setSpacing(1)
        hand_box.addWidget(self.hand_label)
        hand_box.addWidget(self.hand_view)
        placed_box = QVBoxLayout()
        placed_box.setSpacing(1)
        self.placed_label = QLabel(tr("Table (no target) and placed cards"), self)
        placed_box.addWidget(self.placed_label)
        placed_box.addWidget(self.placed_view)
        act = QVBoxLayout()
        act.addWidget(self.panel)
        act.addWidget(self.message)
        assist = QHBoxLayout()
        assist.addWidget(self.assist_btn)
        assist.addWidget(self.done_assist_btn)
        assist.addStretch(1)
        act.addLayout(assist)
        bottom = QHBoxLayout()
        bottom.addLayout(hand_box, 5)
        bottom.addLayout(placed_box, 2)
        bottom.addLayout(act, 3)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(4)
        lay.addLayout(top)
        lay.addLayout(middle, 1)
        lay.addLayout(bottom)

    # -- sizing ------------------------------------------------------------------------------
    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        scale = max(0.5, min(3.0, float(self.persist.prefs.ui_scale)))
        self.unit = max(0.55, min(self.width() / 1280, self.height() / 720) * scale)
        u = self.unit
        self.hand_view.setFixedHeight(int(134 * u) + 8)
        self.placed_view.setFixedHeight(int(134 * u) + 8)
        mw = int(84 * u) + 6
        self.right.setFixedWidth(3 * mw + 22)
        self.market_view.setFixedHeight(2 * (int(118 * u) + 6) + 6)
        self.crossfire.set_card_height(int(84 * u))
        for v in [self.hand_view, self.market_view, self.placed_view, *[s.obstacles for s in self.seats.values()]]:
            v.doItemsLayout()
        if self.handoff.isVisible():
            self.handoff.setGeometry(self.rect())

    # -- state -------------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.game
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
        viewer = self.viewer
        if viewer is not None and 0 <= viewer < len(g.s.runners):
            r = g.s.runners[viewer]
            role = tr(" (assisting)") if self.assisting is not None else ""
            self.hand_label.setText(tr("{name}'s hand{role} · keys 1-9 pick, Tab targets, Enter plays").format(
                name=r.name, role=role))
        self.interact.update_hints()
        self.panel.show_decision(g, self.ctl.names, step_name(self.machine.current))
        d = g.pending
        can_assist = d is not None and d.kind is Kind.PLAY and len(self.human_seats()) > 1
        self.assist_btn.setVisible(can_assist and self.assisting is None)
        self.done_assist_btn.setVisible(self.assisting is not None)
        self.crossfire.update()
        for w in self.seats.values():
            w.header.update()
        self.undo_btn.setEnabled(g.undo_refusal() is None)
        for v in [self.hand_view, self.market_view, self.placed_view, *[s.obstacles for s in self.seats.values()]]:
            v.viewport().update()

    def on_step(self, name: str) -> None:
        self.steps.light(name)
        self.panel.main.setToolTip(step_name(name))
        self.interact.step = name
        self.marks.focused = None
        if name == "over":
            self.panel.main.hide()

    def ask_save(self) -> None:
        name, ok = QInputDialog.getText(self, tr("Save the game"), tr("Name of the save:"))
        if ok and name.strip():
            self.save_as(name.strip())

    def save_as(self, name: str) -> bool:
        """A named save (Load lists it); a refusal (bad name, unreadable file of that name) is shown."""
        try:
            path = self.persist.save_named(name, self.game.save())
        except (ValueError, SaveError, OSError) as exc:
            self.say_refused(tr("Not saved: {why}").format(why=exc))
            return False
        self.log(tr("Saved as {name} ({file}).").format(name=name, file=path))
        return True

    def log(self, line: str) -> None:
        self.log_model.append(line)
        self.log_view.scrollToBottom()

    def say_refused(self, text: str) -> None:
        self.message.setText(text)
        self.message.setProperty("error", True)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.log(tr("Refused: {text}").format(text=text))

    def submit(self, action: Any) -> bool:
        self.message.setText("")
        return self.interact.submit(action)

    def main_action(self) -> None:
        d = self.game.pending
        if d is None:
            return
        if d.kind is Kind.CHOOSE_MANY:
            self.panel.confirm()
        elif d.kind is Kind.APPLY:
            self.interact.apply_all()
        else:
            self.ctl.end_step()

    # -- hot-seat ----------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [s for s in self.game.s.order if not self.game.s.runners[s].client and not is_ai(self.game, s)]

    def hand_offs(self) -> bool:
        s = self.persist.settings
        return bool(s.hand_off_screen) and not self.persist.prefs.one_player and len(self.human_seats()) > 1

    def wanted_viewer(self) -> int | None:
        g = self.game
        if self.assisting is not None:
            return self.assisting
        if g.pending is None:
            return self.viewer
        if is_ai(g, g.pending.runner):  # no hand-off to an AI seat: a human's hand stays shown
            return self.viewer if self.viewer is not None else next(iter(self.human_seats()), None)
        return g.pending.runner

    def update_viewer(self) -> None:
        want = self.wanted_viewer()
        if self.handoff.isVisible():
            if want is not None and want != self.handoff.seat:
                self.show_handoff(want)
            return
        if want is None or want == self.viewer:
            return
        if self.hand_offs() and self.viewer is not None:
            self.show_handoff(want)
        else:
            self.set_viewer(want)

    def show_handoff(self, seat: int) -> None:
        self.set_viewer(None)
        why = tr("{name} decides now.").format(name=self.game.s.runners[seat].name)
        if self.assisting is not None:
            why = tr("{name} may play an assist card.").format(name=self.game.s.runners[seat].name)
        self.handoff.offer(seat, self.game.s.runners[seat].name, why)

    def accept_handoff(self) -> None:
        seat = self.handoff.seat
        self.handoff.hide()
        if seat is not None:
            self.set_viewer(seat)
        self.refresh()
        self.setFocus()

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.hand_view.setVisible(seat is not None)
        self.hand_model.set_seat(-1 if seat is None else seat)
        self.marks.selected = None

    def offer_assist(self) -> None:
        d = self.game.pending
        if d is None or d.kind is not Kind.PLAY:
            return
        menu = QMenu(self)
        for seat in self.human_seats():
            r = self.game.s.runners[seat]
            if seat == self.game.s.current or r.critical:
                continue
            menu.addAction(tr("{name} assists").format(name=r.name), lambda s=seat: self.start_assist(s))
        if not menu.isEmpty():
            menu.popup(self.assist_btn.mapToGlobal(self.assist_btn.rect().bottomLeft()))
        self.assist_menu = menu

    def start_assist(self, seat: int) -> None:
        self.assisting = seat
        self.refresh()

    def end_assist(self) -> None:
        self.assisting = None
        self.refresh()

    # -- keyboard ----------------------------------------------------------------------------
    def event(self, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.KeyPress and isinstance(ev, QKeyEvent):
            if self.handoff.isVisible():
                if ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                    self.accept_handoff()
                    return True
                return super().event(ev)
            if self.interact.key(ev):
                return True
        return super().event(ev)

    # -- animation ---------------------------------------------------------------------------
    def animate(self, evs: list[Any]) -> None:
        ms = int(self.persist.settings.animation_ms)
        if ms <= 0 or not self.isVisible():
            return
        for ev in evs:
            if ev.code == "card_played" and self.interact.last_source is not None:
                card = ev.params.get("card")
                target = ev.params.get("target")
                dest = self.rect_of_target(target)
                if dest is not None:
                    Flyer(self, face_of(self.game, card), self.interact.last_source, dest, ms)
            elif ev.code == "bought" and self.interact.last_source is not None:
                dest = QRectF(self.hand_view.geometry())
                dest.setWidth(dest.height() / 1.4)
                Flyer(self, face_of(self.game, ev.params.get("card")), self.interact.last_source, dest, ms)
        self.interact.last_source = None

    def rect_of_target(self, target: int | None) -> QRectF | None:
        if target is None:
            r = self.placed_view.geometry()
            return QRectF(r.x(), r.y(), r.height() / 1.4, r.height())
        for w in self.seats.values():
            rect = w.obstacles.card_rect(target)
            if rect is not None:
                return QRectF(self.mapFrom(self.window(), rect.topLeft().toPoint()), rect.size())
        return None

    def source_rect(self, view: CardListView, card: int) -> QRectF | None:
        rect = view.card_rect(card)
        if rect is None:
            return None
        return QRectF(self.mapFrom(self.window(), rect.topLeft().toPoint()), rect.size())
