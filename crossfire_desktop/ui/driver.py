"""A scripted player that drives the table only through its UI (drops, clicks, hand-offs)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Buy, Kind, PlayCard

from .models import CardRole

if TYPE_CHECKING:
    from .table import TableWidget
    from .views import CardListView


def drag_drop(source: CardListView, card_key: Any, target: CardListView, target_card: int | None) -> None:
    """Simulate a drag from `source` (its model's mimeData) dropped on `target` at a card (or blank space)."""
    model = source.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(CardRole) == card_key)
    mime = model.mimeData([model.index(row, 0)])
    pos = QPoint(2, 2)
    if target_card is not None:
        tm = target.model()
        for r in range(tm.rowCount()):
            idx = tm.index(r, 0)
            if idx.data(CardRole) == target_card:
                pos = target.visualRect(idx).center()
    else:
        last = target.model().rowCount()
        if last:
            r = target.visualRect(target.model().index(last - 1, 0))
            pos = QPoint(r.right() + 12, r.center().y())
            if pos.x() >= target.viewport().width():
                pos = QPoint(target.viewport().width() - 3, target.viewport().height() - 3)
    vp = target.viewport()
    acts = Qt.DropAction.MoveAction
    nob, nom = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for cls in (QDragEnterEvent, QDragMoveEvent):
        QApplication.sendEvent(vp, _drag_event(cls, pos, acts, mime, nob, nom))
    QApplication.sendEvent(vp, QDropEvent(QPointF(pos), acts, mime, nob, nom))


_POINT_KIND: list[type] = []  # the point type this PySide6 takes in drag events, once found


def _drag_event(cls: Any, pos: QPoint, *args: Any) -> Any:
    """PySide6 6.12 takes a QPointF; 6.11 (pinned on Python 3.11) only a QPoint. Which one is found once:
    a refused overload costs PySide6 about half a millisecond (its error path scans sys.modules), which
    the drop figures of bench/bench_ui.py counted twice per drop."""
    for kind in _POINT_KIND or [QPointF, QPoint]:
        try:
            event = cls(kind(pos), *args)
        except TypeError:
            continue
        if not _POINT_KIND:
            _POINT_KIND.append(kind)
        return event
    raise TypeError(f"{cls.__name__} takes neither a QPointF nor a QPoint")


class Driver:
    def __init__(self, table: TableWidget, *, buys_per_turn: int = 1) -> None:
        self.t = table
        self.buys_per_turn = buys_per_turn
        self.bought = 0
        self.turn_no = -1

    @property
    def g(self) -> Any:
        return self.t.game

    def obstacle_view(self, card: int) -> Any:
        ob = self.g.s.obstacle(card)
        return self.t.seats[ob.facing].obstacles

    def act(self) -> None:
        t, g = self.t, self.g
        QApplication.processEvents()
        if t.handoff.isVisible():
            t.handoff.button.click()
            return
        d = g.pending
        if d is None:
            return
        if g.s.turns != self.turn_no:
            self.turn_no, self.bought = g.s.turns, 0
        if d.kind is Kind.PLAY:
            viewer = t.viewer
            plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == viewer == d.runner]
            targeted = [a for a in plays if a.target is not None] or plays
            if targeted:
                a = targeted[0]
                target_view = t.placed_view if a.target is None else self.obstacle_view(a.target)
                drag_drop(t.hand_view, a.card, target_view, a.target)
            else:
                t.panel.main.click()
        elif d.kind is Kind.APPLY:
            t.panel.buttons[0].click()
        elif d.kind is Kind.BUY:
            buys = [a for a in g.legal_actions() if isinstance(a, Buy)]
            if buys and self.bought < self.buys_per_turn:
                self.bought += 1
                best = max(buys, key=lambda a: g.player_def(a.card).cost)
                drag_drop(t.market_view, best.card, t.hand_view, None)
            else:
                t.panel.main.click()
        elif d.kind is Kind.PLAY_ONE:
            a = next(a for a in g.legal_actions() if isinstance(a, PlayCard))
            t.submit(a)
        elif d.kind is Kind.CHOOSE:
            t.panel.buttons[0].click()
        elif d.kind is Kind.CHOOSE_MANY:
            for i in range(d.min):
                t.panel.pick(i)
            t.panel.main.click()
        else:
            t.panel.main.click()

    def play_turns(self, turns: int, limit: int = 5000) -> int:
        start = self.g.s.turns
        for _ in range(limit):
            if self.g.pending is None or self.g.s.turns - start >= turns:
                break
            self.act()
        return self.g.s.turns - start

    def play_to_end(self, limit: int = 20000) -> str | None:
        for _ in range(limit):
            if self.g.pending is None:
                break
            self.act()
        return self.g.result
