"""A read-only geometry probe for the end-to-end tests (tests/e2e): where on screen a player would aim.

Enabled only by the environment variable CROSSFIRE_E2E_PROBE=/path/to/probe.json. After each repaint
settles it writes that file atomically (when what it holds changed): the screen's name, the decision's
kind and prompt, and the global screen rectangles [x, y, w, h] of the hand cards, obstacles, runners,
Black Market cards, placed cards and every visible button by its text; and when the screen was last
painted. It reads widgets, never changes them: the tests drive the program only by X input.

It watches the top-level windows only (their update requests start each round of painting), never every
object's events: a filter on the whole application had PySide wrap each object an event reaches, ~2.5 MiB
the bench of memory as the program runs (bench/bench_memory_real.py) counted though a player never has it."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

if TYPE_CHECKING:
    from ..table.parts.views import CardListView
    from .window import MainWindow

ENV = "CROSSFIRE_E2E_PROBE"
PAINTS = (QEvent.Type.UpdateRequest, QEvent.Type.Expose, QEvent.Type.Paint)  # a window's round of painting
HEARTBEAT = 0.05  # seconds between two writes of an unchanged snapshot while painting goes on


def _rect(w: QWidget, r: QRect | None = None) -> list[int]:
    r = w.rect() if r is None else r
    top_left = w.mapToGlobal(r.topLeft())
    return [top_left.x(), top_left.y(), r.width(), r.height()]


def _cards(view: CardListView) -> list[dict[str, Any]]:
    """The cards a view shows, with the part of each that is in sight."""
    model = view.model()
    vp = view.viewport()
    if model is None or not view.isVisible():
        return []
    game = getattr(model, "game", None)
    out = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        payload = model.payload(model.key_at(row)) if hasattr(model, "payload") else {}
        card = payload.get("card")
        seen = view.visualRect(index).intersected(vp.rect())
        if card is None or seen.isEmpty():
            continue
        name = game.card_def(card).name if game is not None else str(card)
        out.append({**payload, "name": name, "rect": _rect(vp, seen)})
    return out


def _buttons(top: QWidget) -> list[dict[str, Any]]:
    """Buttons in sight: the part of each a click can reach (a scrolled-away choice is left out)."""
    out = []
    for b in top.findChildren(QAbstractButton):
        seen = b.visibleRegion().boundingRect()
        if b.isVisible() and b.text() and not seen.isEmpty():
            out.append({"text": b.text(), "rect": _rect(b, seen), "enabled": b.isEnabled(), "checked": b.isChecked()})
    return out


def _fields(top: QWidget) -> list[dict[str, Any]]:
    """Input fields by the label of their form row (the label's buddy)."""
    return [{"label": lab.text(), "rect": _rect(field)} for lab in top.findChildren(QLabel)
            if (field := lab.buddy()) is not None and lab.isVisible() and field.isVisible()]


def _screen(win: MainWindow) -> str:
    current = win.stack.currentWidget()
    if current is win.menu:
        return "menu"
    if current is win.table and win.table is not None:
        return "table"
    return next((name for name, page in win._pages.items() if page is current), type(current).__name__)


def _table(win: MainWindow) -> dict[str, Any]:
    t = win.table
    assert t is not None
    g = t.game
    d = g.pending
    tut = win.tutorial
    return {
        "decision": None if d is None else {"kind": d.kind.name, "runner": d.runner, "prompt": d.prompt},
        "prompt": t.panel.prompt.text(),
        "message": t.message.text(),
        "turn": g.s.current,
        "viewer": t.viewer,
        "hand": _cards(t.hand_view),
        "market": _cards(t.market_view),
        "placed": _cards(t.placed_view),
        "obstacles": [c | {"seat": seat} for seat, w in t.seats.items() for c in _cards(w.obstacles)],
        "counts": {"hand": t.hand_model.rowCount() if t.hand_view.isVisible() else 0,  # in sight or scrolled
                   "market": t.market_model.rowCount(), "placed": t.placements_model.rowCount(),
                   "obstacles": sum(m.rowCount() for m in t.obstacle_models.values())},
        "runners": [{"seat": seat, "name": g.s.runners[seat].name, "rect": _rect(w)} for seat, w in t.seats.items()],
        "zones": {"hand": _rect(t.hand_view.viewport()), "placed": _rect(t.placed_view.viewport()),
                  "market": _rect(t.market_view.viewport()),
                  "obstacles": {str(s): _rect(w.obstacles.viewport()) for s, w in t.seats.items()}},
        "handoff": t.handoff.isVisible(),
        "pause": t.pause.isVisible(),
        "tutorial": None if tut is None or tut.step is None else tut.step.key,
    }


class Probe(QObject):
    def __init__(self, win: MainWindow, path: Path) -> None:
        super().__init__(win)
        self.win = win
        self.path = path
        self.tmp = path.with_name(path.name + ".tmp")
        self.last = ""
        self.seq = 0
        self.painted_at = self.written_at = self.paint_seen = 0.0
        self.trailing = False
        self.queued = False
        self.page_painted: QWidget | None = None
        self._watch(win)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusWindowChanged.connect(self._focus_moved)

    def _watch(self, top: QWidget) -> None:
        """Hear a top-level widget and its window (once each: Qt moves an installed filter, never doubles it)."""
        top.installEventFilter(self)
        if (handle := top.windowHandle()) is not None:
            handle.installEventFilter(self)  # an expose paints without the widget's update request

    def _focus_moved(self) -> None:
        """A dialog or menu of the window took the keyboard, or gave it back: hear it too, and write."""
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and self._ours(top):
                self._watch(top)
        self._queue()

    def _ours(self, top: QWidget) -> bool:
        """`top` is the window or one of its dialogs or menus (never another window's: tests make many)."""
        w: QWidget | None = top
        while w is not None and w is not self.win:
            w = w.parentWidget()
        return w is not None

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        kind = ev.type()
        if kind == QEvent.Type.Show and isinstance(obj, QWidget) and (handle := obj.windowHandle()) is not None:
            handle.installEventFilter(self)  # its window exists now
        elif kind in PAINTS:  # the window paints what changed in it, right after this
            if obj is self.win or obj is self.win.windowHandle():
                self.page_painted = self.win.stack.currentWidget()  # the screen in view is painted in this round
            self._queue()
        return False

    def _queue(self) -> None:
        if not self.queued:
            self.queued = True
            QTimer.singleShot(0, self.write)  # after this round of painting has reached the screen

    def snapshot(self) -> dict[str, Any]:
        win = self.win
        tops = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        labels = [lab.text() for top in tops if top is not win for lab in top.findChildren(QLabel) if lab.isVisible()]
        snap: dict[str, Any] = {
            "screen": _screen(win),
            "window": {"id": int(win.winId()), "rect": _rect(win), "title": win.windowTitle()},
            "warmed": win.warmed,  # the start screen's late parts are in (the tutorial offer moves its buttons)
            "buttons": [b for top in tops for b in _buttons(top)],
            "fields": [f for top in tops for f in _fields(top)],
            "dialogs": labels,  # message boxes and input dialogs: what they say
            "focus": QApplication.focusWidget().objectName() if QApplication.focusWidget() else "",
        }
        if win.table is not None and snap["screen"] == "table":
            snap["table"] = _table(win)
        return snap

    def write(self) -> None:
        """After a round of painting: the snapshot if it changed (`seq` counts the changes, `painted_at` is
        the paint that first showed this one). An unchanged one is written again at most every HEARTBEAT
        seconds (and once after the last paint) with `last_paint` moved on: a reader can tell when the
        screen stopped changing."""
        now = time.monotonic()  # the round of painting is over: stamped before the snapshot's own cost
        self.queued = False
        self.paint_seen = now
        if self.win.stack.currentWidget() is not self.page_painted:
            return  # the new screen is not on the glass yet (only another widget was painted)
        try:
            text = json.dumps(self.snapshot(), sort_keys=True)
        except RuntimeError:  # a widget deleted while it was read: the next paint writes again
            return
        if text != self.last:
            self.last, self.seq, self.painted_at = text, self.seq + 1, now
            self._flush()
            return
        wait = HEARTBEAT - (now - self.written_at)
        if wait <= 0:
            self._flush()
        elif not self.trailing:
            self.trailing = True
            QTimer.singleShot(int(wait * 1000) + 1, self._trail)

    def _trail(self) -> None:
        self.trailing = False
        self._flush()

    def _flush(self) -> None:
        self.written_at = time.monotonic()
        stamps = f', "seq": {self.seq}, "painted_at": {self.painted_at!r}, "last_paint": {self.paint_seen!r}}}'
        self.tmp.write_text(self.last[:-1] + stamps, "utf-8")
        os.replace(self.tmp, self.path)  # a reader never sees half a file


def install(win: MainWindow) -> Probe | None:
    """The probe, if CROSSFIRE_E2E_PROBE names a file (else nothing happens)."""
    path = os.environ.get(ENV)
    return Probe(win, Path(path)) if path else None
