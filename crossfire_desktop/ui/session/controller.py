"""The one object that talks to the engine: submits actions, says why one is refused, autosaves."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMetaMethod, QObject, Signal

from crossfire_desktop.engine import AbilityFailed, ActionRefused, Game, Kind
from crossfire_desktop.engine.actions import Action, EndStep
from crossfire_desktop.engine.messages import Event, Refusal
from crossfire_desktop.saves import game_save

from ..words.names import Namer
from ..words.text import event_lines, prompt_text, refusal_text, tr
from .errorlog import log_failure

if TYPE_CHECKING:
    from .autosave_journal import AutosaveJournal


class GameController(QObject):
    events = Signal(list)  # list[Event] just applied
    changed = Signal()  # state changed (after events)
    refused = Signal(str)  # a sentence saying why
    refusal = Signal(object)  # the engine's Refusal behind it (after `refused`), for a link to its rule
    failed = Signal(str)  # an ability failed and the action was taken back (a sentence)
    stepEntered = Signal(str)  # play, apply, take_damage, draw_buy, end, crossfire, over
    logged = Signal(str)
    noticed = Signal(str)  # a word of the program (an autosave that failed): for the message line, not the log
    finished = Signal(str)
    # what kind of table this door serves (a replay and the network controllers say otherwise)
    read_only = False  # a replay: shown, never played
    runs_ai = True  # this computer plays the AI seats
    can_save = True  # a network player's copy: the host keeps the game
    elsewhere: frozenset[int] | set[int] = frozenset()  # seats played at other computers (never shown here)
    open_hands = False  # a network table where everybody sees every hand
    withheld = False  # a network player's copy: the host kept the pending decision's cards from this player

    def __init__(self, game: Game, autosave: Callable[[dict[str, Any]], str | None] | None = None,
                 log_dir: Path | None = None, journal: AutosaveJournal | None = None) -> None:
        """`journal` (write-ahead, full save coalesced) replaces `autosave` (a full save after every action)."""
        super().__init__()
        self.game = game
        self.log_dir = log_dir  # where the error log goes (the user's data folder)
        self.names = Namer(game)
        self._autosave = autosave
        self.journal = journal
        self.step = self._current_step()

    def let_go(self) -> None:
        """Its table is gone: drop every connection to this controller's signals. The table's lambdas
        connected here hold the table, which holds this controller, through Qt where Python's collector
        can't see the cycle: each game of a session stayed in memory (bench/bench_memory.py)."""
        meta = self.metaObject()
        for i in range(QObject.staticMetaObject.methodCount(), meta.methodCount()):
            method = meta.method(i)
            if method.methodType() == QMetaMethod.MethodType.Signal and self.isSignalConnected(method):
                getattr(self, method.name().data().decode()).disconnect()

    def set_autosave(self, autosave: Callable[[dict[str, Any]], str | None] | None) -> None:
        self._autosave = autosave

    def _current_step(self) -> str:
        if self.game.pending is None:
            return "over"
        if self.game.s.breather is not None:
            return "breather"
        turn = self.game.s.turn
        if turn is None or turn.step == "start":
            return "crossfire"
        return turn.step

    # -- acting ----------------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        try:
            evs = self.game.apply(action)
        except ActionRefused as exc:
            self.refused.emit(refusal_text(exc.refusal, self.names))
            self.refusal.emit(exc.refusal)
            return False
        except AbilityFailed as exc:
            self._failed(exc)
            return False
        self._after(evs, action)
        return True

    def _failed(self, exc: AbilityFailed) -> None:
        """The engine took the action back: say so, log the traceback; no autosave, no end screen."""
        if exc.effect:
            name = self.names.card_id(exc.card)
            what = tr("{card} ({ability})").format(card=name, ability=exc.effect)
        else:
            what = tr("the rules engine")
        text = tr("This card's ability failed: {what}, the action was taken back.").format(what=what)
        path = log_failure(self.log_dir, str(exc), exc) if self.log_dir is not None else None
        self.failed.emit(text)
        if path is not None:
            self.logged.emit(tr("Details are in {file}.").format(file=path))
        self.changed.emit()  # views that moved a card ahead of the engine go back to the state

    def check(self, action: Action) -> str | None:
        ref = self.game.check(action)
        return None if ref is None else refusal_text(ref, self.names)

    def undo_refusal(self) -> Refusal | None:
        """Why Undo can't be pressed now (a network table also refuses another computer's action)."""
        return self.game.undo_refusal()

    def undo(self) -> bool:
        ref = self.undo_refusal()
        if ref is not None:
            self.refused.emit(refusal_text(ref, self.names))
            self.refusal.emit(ref)
            return False
        evs = self.game.undo()
        self._after(evs, None)
        return True

    def end_step(self) -> bool:
        d = self.game.pending
        if d is None:
            return False
        if d.kind not in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE, Kind.PLAY_ONE):
            what = prompt_text(d.prompt, d.params, self.names, d.runner)
            self.refused.emit(tr("Finish this decision first: {what}").format(what=what))
            return False
        return self.submit(EndStep(d.runner))

    def _after(self, evs: list[Event], action: Action | None) -> None:
        """After `action` was applied (None: after an undo)."""
        # write-ahead: the action is on disk before anything else happens (a crash while painting loses nothing)
        journal_notice = self.journal.record(action) if self.journal is not None else None
        for line in event_lines(evs, self.names):
            self.logged.emit(line)
        self.events.emit(evs)
        self.changed.emit()
        if journal_notice:
            self.noticed.emit(journal_notice)
        elif self.journal is None and self._autosave is not None:
            notice = self._autosave(game_save(self.game))
            if notice:
                self.noticed.emit(notice)
        self._sync_step(evs)
        if self.game.pending is None:
            self.finished.emit(self.game.result or "loss")

    def _sync_step(self, evs: list[Event]) -> None:
        step = self._current_step()
        last = self.step
        # The engine reports steps as events; after undo or at the end, re-read the state.
        for ev in evs:
            name = "crossfire" if ev.code == "round_started" else "breather" if ev.code == "breather_started" else (
                str(ev.params.get("step")) if ev.code == "step" else None)
            if name is not None:
                self.stepEntered.emit(name)
                last = name
        if step != last or any(ev.code == "undone" for ev in evs):
            self.stepEntered.emit(step)
        self.step = step

    def announce(self) -> None:
        """Tell listeners the current step (at start or after loading)."""
        self.step = self._current_step()
        self.stepEntered.emit(self.step)
