"""AI seats: runners the search policy plays, with paced moves and "skip to my turn".

Which seats the computer plays is part of the game's setup (`RunnerSetup.ai`), so saves and
campaign games keep it and the runner keeps the name the player typed. The search runs on a clone of
the game, its playouts in worker processes (the table's game is never touched there); its answer is submitted
through the controller like a player's, after a pause so the table can be followed.
"""

from __future__ import annotations

import time
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from crossfire_desktop.bots.workers import window_workers
from crossfire_desktop.engine import Action, Game, Kind, PlayCard

from ...session.search_thread import Searches
from ...words.names import Namer
from ...words.text import tr
from .client_turn import assist_seats

if TYPE_CHECKING:
    from crossfire_desktop.bots.search import SearchPolicy

    from .surface import TableSurface

# the least time between two AI moves, thinking included: "normal" lets a player read each move
PACE_MS = {"slow": 2400, "normal": 1200, "fast": 300}
# search time per AI decision at the table (within the pace) when the player's cores share the playouts,
# with at least the playing time one core gave it in THINK_CPU_MS
THINK_MS = 200
THINK_CPU_MS = 400


def is_ai(game: Game, seat: int) -> bool:
    return seat in game.setup.ai_seats()


def ai_seats(game: Game) -> set[int]:
    return game.setup.ai_seats()


# ---- At the table: the AI plays its seats ---------------------------------------------------

class AiPlayer(QObject):
    """Plays the AI seats of a table; a small bar shows what it does and lets humans hurry it."""

    def __init__(self, table: TableSurface) -> None:
        super().__init__(table)
        self.t = table
        self.pace = "normal"
        self.pace_ms: int | None = None  # overrides the pace (tests use 0)
        self.workers = window_workers()
        self.budget_ms = max(THINK_MS, THINK_CPU_MS / self.workers)
        self.playouts: int | None = None  # a playout budget instead of time (tests)
        self.skip = False
        self.moves = 0
        self._searches = Searches("ai-seat")
        self._future: Future[Action] | None = None
        self._asked: Any = None  # the position (version) the running search answers
        self._version = 0  # counts the table's changes: an answer to an older position is dropped
        self._weighed = -1  # the position whose assists were last weighed (each is weighed once)
        self.assists = 0  # assists played on humans' turns (tests read it)
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.timeout.connect(self._think)
        self._shown = time.monotonic()  # when the table last changed: the pace counts from there
        self._ready: Action | None = None  # an AI move found before its pause is over
        self._hold = QTimer(self)  # the rest of that pause
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._play_ready)
        self._poll = QTimer(self)
        self._poll.setInterval(20)
        self._poll.timeout.connect(self._collect)
        self.bar = self._make_bar(table)
        table.destroyed.connect(lambda *_: self._searches.cancel_all())
        app = QCoreApplication.instance()
        if app is not None:  # Quit: no search goes on while the program ends
            app.aboutToQuit.connect(self._searches.cancel_all)
        if ai_seats(table.game) and not table.read_only and table.runs_ai:  # seats never change: without AI seats, nothing to watch
            table.ctl.changed.connect(self._changed)
            QTimer.singleShot(0, self.schedule)

    def _make_bar(self, table: TableSurface) -> QWidget:
        bar = QWidget(table)
        lay = QHBoxLayout(bar)
        lay.setContentsMargins(0, 0, 0, 0)
        self.speed = QComboBox(bar)
        for key, label in (("slow", tr("AI slow")), ("normal", tr("AI normal")), ("fast", tr("AI fast"))):
            self.speed.addItem(label, key)
        self.speed.setCurrentIndex(1)
        self.speed.setToolTip(tr("How fast the AI runners play"))
        self.speed.currentIndexChanged.connect(lambda _i: setattr(self, "pace", self.speed.currentData()))
        self.skip_btn = QPushButton(tr("Skip to me"), bar)
        self.skip_btn.setToolTip(tr("Skip to my turn: the AI runners play without pauses until a human decides"))
        self.skip_btn.clicked.connect(self.skip_to_human)
        lay.addWidget(self.speed)
        lay.addWidget(self.skip_btn)
        for w in (self.speed, self.skip_btn):  # like the table's buttons: keys stay with the table
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar.setVisible(bool(ai_seats(table.game)) and table.runs_ai)
        return bar

    def ai_to_move(self) -> bool:
        d = self.t.game.pending
        return d is not None and is_ai(self.t.game, d.runner)

    def may_assist(self) -> bool:
        """A human's Play Cards step (or the Client's turn a human runs) where an AI seat holds an
        assist it could play now, and the AI has not yet weighed this very position."""
        g = self.t.game
        d = g.pending
        if d is None or d.kind is not Kind.PLAY or is_ai(g, d.runner) or self._weighed == self._version:
            return False
        seats = ai_seats(g)
        return any(s in seats for s in assist_seats(g))

    def skip_to_human(self) -> None:
        self.skip = True
        if self._hold.isActive():
            self._hold.start(0)

    def _changed(self) -> None:
        self._version += 1
        self._shown = time.monotonic()
        self._hold.stop()
        self._ready = None  # found for the position before this change
        self.schedule()

    def pause_ms(self) -> int:
        return 0 if self.skip else self.pace_ms if self.pace_ms is not None else PACE_MS[self.pace]

    def schedule(self) -> None:
        if not self.ai_to_move():
            self.skip = False
            if self.may_assist() and self._future is None and not self._wait.isActive():
                self._wait.start(0)  # weigh an assist at once: the human may end the step soon
            return
        if self._future is not None or self._wait.isActive() or self._hold.isActive():
            return
        self._wait.start(0)  # think at once: the pause is kept when the move is played

    def _think(self) -> None:
        if self._future is not None:
            return
        game = self.t.game
        seats = ai_seats(game)
        # imported at the first move: a table without AI seats never loads the search
        from crossfire_desktop.bots.search import SearchPolicy

        policy = SearchPolicy(game.s.turns * 1000 + self.moves, budget_ms=self.budget_ms, playouts=self.playouts,
                              workers=self.workers)
        twin = game.clone()
        if self.ai_to_move():
            self._future = self._searches.start(policy, lambda: policy.search_in_worker(twin, seats).action)
        elif self.may_assist():
            self._weighed = self._version
            self._future = self._searches.start(policy, lambda: _assist_action(policy, twin, seats))
        else:
            return
        self._asked = self._version
        self._poll.start()

    def _collect(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._poll.stop()
        self._future = None
        from crossfire_desktop.bots.search import SearchCancelled

        try:
            action = future.result()
        except SearchCancelled:
            return
        if action is not None and self._version == self._asked:  # nobody acted meanwhile (undo, a human's play)
            if self.ai_to_move():
                left = self.pause_ms() - (time.monotonic() - self._shown) * 1000
                if left > 0:  # the table shows the last move a little longer
                    self._ready = action
                    self._hold.start(int(left))
                    return
                self.moves += 1
                self.t.submit(action, by_ai=True)
            else:
                self.moves += 1
                self._play_assist(action)
        self.schedule()

    def _play_ready(self) -> None:
        action, self._ready = self._ready, None
        if action is not None and self.ai_to_move():
            self.moves += 1
            self.t.submit(action, by_ai=True)
        self.schedule()

    def _play_assist(self, action: Action) -> None:
        """An AI seat assists a human: said in the log, then played like a human's assist."""
        names = Namer(self.t.game)
        assert isinstance(action, PlayCard)
        line = tr("{runner} assists with {card} at {target}").format(
            runner=names.runner(action.runner), card=names.card(action.card), target=names.target(action.target))
        self.assists += 1
        self.t.log(line)
        if self.t.submit(action, by_ai=True):
            self.t.message.setText(line)


def _assist_action(policy: SearchPolicy, game: Game, seats: set[int]) -> Action | None:
    found = policy.assist_in_worker(game, seats)
    return None if found is None else found.action
