"""Mouse input as a player gives it, sent through Qt's event dispatch (QApplication.sendEvent): presses,
moves with the button held, releases. For the scripted player (driver.py), the self-test and the tests;
nothing here calls a widget's handler."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from .models import CardRole

if TYPE_CHECKING:
    from .views import CardListView

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton
DRAG_STEPS = 6  # moves between press and release, as a hand makes them


_pointer = [QPoint()]  # where the last event put the pointer (global): moves go on from there


def send_mouse(widget: QWidget, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
               held: Qt.MouseButton) -> None:
    """One mouse event at `pos` (widget coordinates); `held`: the buttons down once it is done."""
    glob = widget.mapToGlobal(pos)
    _pointer[0] = glob
    event = QMouseEvent(kind, QPointF(pos), QPointF(glob), button, held, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def click(widget: QWidget, pos: QPoint) -> None:
    send_mouse(widget, QEvent.Type.MouseButtonPress, pos, LEFT, LEFT)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, pos, LEFT, NONE)


def click_widget(widget: QWidget) -> None:
    """A left click in the middle of a widget (a button, a runner card), as a player gives it."""
    click(widget, widget.rect().center())


def hover(widget: QWidget, pos: QPoint) -> None:
    """The pointer moves over `pos`, no button held."""
    send_mouse(widget, QEvent.Type.MouseMove, pos, NONE, NONE)


def drag(source: QWidget, start: QPoint, target: QWidget, end: QPoint, steps: int = DRAG_STEPS) -> None:
    """Press at `start` in `source`, move with the left button held to `end` in `target` in a few steps (the
    first one past the drag distance), release there. As with a real mouse, every event goes to the widget
    that was pressed (Qt's implicit grab), at positions relative to it."""
    press_and_move(source, start, target, end, steps)
    release(source, target, end)


def press_and_move(source: QWidget, start: QPoint, target: QWidget, end: QPoint, steps: int = DRAG_STEPS) -> None:
    """The first part of `drag`: the button is still held over `end` when it returns."""
    send_mouse(source, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    move_held(source, source, start + QPoint(QApplication.startDragDistance() + 2, 0), 1)
    move_held(source, target, end, steps)


def move_held(source: QWidget, target: QWidget, end: QPoint, steps: int = DRAG_STEPS) -> None:
    """Moves the pointer, the left button held since a press on `source`, to `end` of `target` in steps."""
    g0, g1 = _pointer[0], target.mapToGlobal(end)
    for i in range(1, steps + 1):
        send_mouse(source, QEvent.Type.MouseMove, source.mapFromGlobal(g0 + (g1 - g0) * (i / steps)), NONE, LEFT)
        QApplication.processEvents()  # the window paints the glow and the card following the pointer


def release(source: QWidget, target: QWidget, end: QPoint) -> None:
    """The last part of `drag`: the button comes up over `end` of `target` (sent to the pressed `source`)."""
    send_mouse(source, QEvent.Type.MouseButtonRelease, source.mapFromGlobal(target.mapToGlobal(end)), LEFT, NONE)


def card_point(view: CardListView, card: Any) -> QPoint:
    """The centre of a card in a card view's viewport (scrolled into view first, as a player would)."""
    model = view.model()
    idx = next(model.index(r, 0) for r in range(model.rowCount()) if model.index(r, 0).data(CardRole) == card)
    view.scrollTo(idx)
    return view.visualRect(idx).center()


def blank_point(view: CardListView) -> QPoint:
    """A point of a card view's viewport with no card: after its last card, or its bottom-right corner."""
    vp = view.viewport()
    last = view.model().rowCount()
    if last:
        r = view.visualRect(view.model().index(last - 1, 0))
        pos = QPoint(r.right() + 12, r.center().y())
        if vp.rect().contains(pos) and not view.indexAt(pos).isValid():
            return pos
    return QPoint(vp.width() - 3, vp.height() - 3)


def drag_card(source: CardListView, card: Any, target: CardListView, target_card: int | None) -> None:
    """Drags a card of `source` onto a card of `target`, or onto its blank space (target_card None)."""
    start = card_point(source, card)
    end = card_point(target, target_card) if target_card is not None else blank_point(target)
    drag(source.viewport(), start, target.viewport(), end)


def click_card(view: CardListView, card: Any) -> None:
    click(view.viewport(), card_point(view, card))


def hover_card(view: CardListView, card: Any) -> None:
    hover(view.viewport(), card_point(view, card))
