"""The start screen's menu: New mission, Learn to play, Continue, Load, Campaigns, History, Your cards, Rules
reference, Settings, Quit.

Shown first, so it is built from widgets and layouts only: importing PySide6's `Qt` namespace alone
costs about a tenth of the start-up time, so items are centred with stretches rather than alignment flags."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..words.tr import tr

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent


# the menu's buttons where the window is short: 6 px less padding above and below (style.qss has 8 px)
COMPACT = "QPushButton#menuButton { padding: 2px 20px; } QPushButton#menuButton:focus { padding: 1px 19px; }"
COMPACT_SAVES = 12  # px a button is shorter for it


def _centred(lay: QVBoxLayout, widget: QWidget) -> None:
    row = QHBoxLayout()
    lay.addLayout(row)  # empty: see ui/look/layouts.py
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)


class MenuPage(QWidget):
    chosen = Signal(str)

    def __init__(self, has_autosave: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # in a scroll area: at a large UI scale on a small screen the column is taller than the window (it grew
        # the window past a 1280x720 screen, Quit out of reach); it scrolls instead
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setObjectName("menuScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(scroll.focusPolicy().NoFocus)  # Tab goes from button to button, never to the (unseen) area
        scroll.setStyleSheet("#menuScroll, #menuColumn { background: transparent; }")
        outer.addWidget(scroll)
        column = QWidget(scroll)
        column.setObjectName("menuColumn")
        scroll.setWidget(column)
        self.column = lay = QVBoxLayout(column)
        lay.addStretch(2)
        title = QLabel(tr("SHADOWRUN: CROSSFIRE"), self)
        title.setObjectName("bigTitle")
        sub = QLabel(tr("The cooperative deck-builder, for 1-4 runners at one desk"), self)
        _centred(lay, title)
        _centred(lay, sub)
        lay.addSpacing(20)
        self.buttons: dict[str, QPushButton] = {}
        for key, text in [("new", tr("New mission")), ("learn", tr("Learn to play")), ("continue", tr("Continue")), ("load", tr("Load")),
                          ("campaigns", tr("Campaigns")), ("network", tr("Play over the network")), ("history", tr("History")), ("cards", tr("Your cards")), ("rules", tr("Rules reference")), ("settings", tr("Settings")), ("quit", tr("Quit"))]:
            b = QPushButton(text, self)
            b.setObjectName("menuButton")
            b.setMinimumWidth(280)
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does (off outside a dialog)
            b.clicked.connect(lambda _c=False, k=key: self.chosen.emit(k))
            _centred(lay, b)
            self.buttons[key] = b
            if key == "continue":  # what Continue resumes: mission, runners, round (filled once the save is read)
                self.continue_note = QLabel(self)
                self.continue_note.setObjectName("continueNote")
                self.continue_note.hide()
                _centred(lay, self.continue_note)
        self.buttons["continue"].setEnabled(has_autosave)
        self.buttons["continue"].setToolTip(tr("Go on with the autosaved game"))
        lay.addSpacing(12)
        self.message = QLabel(self)  # files set aside at start, saving off: what the player must know
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setContentsMargins(40, 0, 40, 0)
        self.message.hide()
        lay.addWidget(self.message)  # full width: a centred word-wrapped label gets too narrow and is cut
        lay.addStretch(3)
        self.compact = False  # slimmer buttons for a short window (fit_height)
        self.gap: QSpacerItem | None = None  # a declined offer's place, held on this visit (hold_place)

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self.fit_height()

    def showEvent(self, ev: QShowEvent) -> None:
        super().showEvent(ev)
        self.fit_height()

    def changeEvent(self, ev: QEvent) -> None:
        super().changeEvent(ev)
        if ev.type() == QEvent.Type.StyleChange:  # a new UI scale: larger buttons may no longer fit
            self.fit_height()

    def fit_height(self) -> None:
        """Slimmer buttons where the column is taller than the window (UI scale 150% at 1280x720: Settings cut,
        Quit reached only by scrolling, seen in play); the scroll area stays for what even that can't fit."""
        if not self.isVisible():  # not laid out yet: its height says nothing (showEvent fits it)
            return
        buttons = [b for b in self.buttons.values() if not b.isHidden()]
        natural = self.column.sizeHint().height() + (COMPACT_SAVES * len(buttons) if self.compact else 0)
        compact = natural > self.height()
        if compact != self.compact:
            self.compact = compact
            self.setStyleSheet(COMPACT if compact else "")

    def hold_place(self, gone: QWidget) -> None:
        """`gone` (the tutorial offer, above the buttons) leaves this visit's menu: its height goes above the
        title, so the buttons stay under the pointer (a click aimed at New mission landed on Learn to play when
        the menu closed up) and the title comes down to them (a hole was left between them, seen at 1280x720)."""
        self.release_place()
        self.gap = QSpacerItem(0, gone.height() + self.column.spacing(), QSizePolicy.Policy.Minimum,
                               QSizePolicy.Policy.Fixed)
        self.column.insertItem(1, self.gap)  # after the top stretch
        self.column.removeWidget(gone)
        gone.hide()

    def release_place(self) -> None:
        """The next visit: the menu centred again, without the tutorial offer declined on an earlier visit."""
        for box in self.findChildren(QWidget, "tutorialOffer"):
            if box.isHidden():
                box.deleteLater()
        if self.gap is not None:
            self.column.removeItem(self.gap)
            self.gap = None
            self.column.invalidate()

    def set_continue_note(self, text: str) -> None:
        self.continue_note.setText(text)
        self.continue_note.setVisible(bool(text))
        self.fit_height()
        self.buttons["continue"].setToolTip(text or tr("Go on with the autosaved game"))

    def set_notices(self, notices: list[str]) -> None:
        if notices:  # rare: the Qt namespace is paid for only then
            from PySide6.QtCore import Qt

            self.message.setTextFormat(Qt.TextFormat.PlainText)
            self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setText("\n".join(notices))
        self.message.setVisible(bool(notices))
        self.fit_height()
