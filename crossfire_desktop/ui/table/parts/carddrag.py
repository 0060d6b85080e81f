"""Dragging a card with the mouse, inside the window: a picture of the card follows the pointer, the card
view under it says whether it takes the card (its targets glow, the play preview shows), and the release
drops it there, or nowhere (then nothing happens).

Qt's own drag (QDrag) is not used: item views start it only from selected items (the card views select
nothing), it runs a nested event loop, and the offscreen platform the tests run on has no drag at all.
Every move a card makes stays inside this window, so ordinary mouse events are all it takes; they are read
by an application event filter, which sees them wherever Qt delivers them (to the pressed view, as a real
mouse's implicit grab does, or to the view under the pointer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QWidget

GHOST_OPACITY = 0.85  # the card under the pointer stays readable, and so does what it covers


class DropTarget(Protocol):
    """What a card view does as a drop target (CardListView)."""

    def drag_over(self, payload: dict[str, Any], global_pos: QPoint) -> None: ...

    def drag_left(self) -> None: ...

    def drop_at(self, payload: dict[str, Any], global_pos: QPoint) -> None: ...


def ghost_picture(card: QPixmap) -> QPixmap:
    pm = QPixmap(card.size())
    pm.setDevicePixelRatio(card.devicePixelRatio())
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setOpacity(GHOST_OPACITY)
    p.drawPixmap(0, 0, card)
    p.end()
    return pm


class CardDrag(QObject):
    """One drag, from its start (the pointer moved past the drag distance) to the release or Escape."""

    def __init__(self, window: QWidget, payload: dict[str, Any], picture: QPixmap, grab: QPoint, start: QPoint,
                 find: Callable[[QPoint, dict[str, Any]], DropTarget | None], done: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.payload = payload
        self.grab = grab  # where in the card the pointer holds it
        self.find = find
        self.done = done
        self.over: DropTarget | None = None
        self.ghost = QLabel(window)
        self.ghost.setObjectName("dragGhost")
        self.ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.ghost.setPixmap(ghost_picture(picture))
        self.ghost.adjustSize()
        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.ClosedHandCursor))
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self.move(start)
        self.ghost.show()
        self.ghost.raise_()

    def move(self, global_pos: QPoint) -> None:
        self.ghost.move(self.window.mapFromGlobal(global_pos) - self.grab)
        target = self.find(global_pos, self.payload)
        if target is not self.over:
            if self.over is not None:
                self.over.drag_left()
            self.over = target
            shape = Qt.CursorShape.ClosedHandCursor if target is not None else Qt.CursorShape.ForbiddenCursor
            QApplication.changeOverrideCursor(QCursor(shape))
        if target is not None:
            target.drag_over(self.payload, global_pos)

    def release(self, global_pos: QPoint) -> None:
        target = self.find(global_pos, self.payload)
        self.end()
        if target is not None:
            target.drop_at(self.payload, global_pos)

    def end(self) -> None:
        """Over, dropped or not: the glow and the preview go first, so that the drop's answer stays shown."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        QApplication.restoreOverrideCursor()
        if self.over is not None:
            self.over.drag_left()
            self.over = None
        self.ghost.hide()
        self.ghost.deleteLater()
        self.done()
        self.deleteLater()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not isinstance(obj, QWidget):  # the window's own copy of a mouse event: Qt hands it on to a widget
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            if not event.buttons() & Qt.MouseButton.LeftButton:  # the release went elsewhere (another program)
                self.end()
                return False
            self.move(event.globalPosition().toPoint())
            return True
        if kind == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            if event.button() == Qt.MouseButton.LeftButton:
                self.release(event.globalPosition().toPoint())
            return True
        if kind == QEvent.Type.MouseButtonPress:  # another button: the drag is called off
            self.end()
            return True
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Escape:  # Escape calls the drag off, and does nothing else
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self.end()
            return True
        return False
