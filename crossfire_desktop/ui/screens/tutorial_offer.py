"""The first-launch offer of the guided first game, on the start screen. Light on purpose: it is built
before the start screen's first paint (where it stands, the menu's buttons never move under a click)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..words.tr import tr

WIDTH = 720  # the offer's widest (it stands above the menu's column of buttons)


class OfferBanner(QFrame):
    """The offer, sized for its words: again when the UI scale changes while it shows (Settings from the start
    screen), or its sentence was cut again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.text = QLabel(tr("New to Crossfire? A guided first game teaches a turn in about five minutes."), self)
        self.no = QPushButton(tr("No thanks"), self)
        self.yes = QPushButton(tr("Learn to play"), self)

    def fit(self) -> None:
        """Sized in the words and fonts shown: a wrapped label gets a guessed width and a height for it, so longer
        words (French at 150%) were cut; done before the first paint (growing later moved the menu's buttons)."""
        lay = self.layout()
        if lay is None:
            return
        self.ensurePolished()
        for w in (self.text, self.no, self.yes):
            w.ensurePolished()
        m, gap = lay.contentsMargins(), lay.spacing()
        room = WIDTH - m.left() - m.right() - 2 * gap - self.no.sizeHint().width() - self.yes.sizeHint().width() - 4
        width = max(120, min(room, self.text.fontMetrics().horizontalAdvance(self.text.text()) + 8))
        self.text.setFixedWidth(width)
        self.text.setMinimumHeight(self.text.heightForWidth(width))

    def changeEvent(self, ev: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(ev)
        if ev.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self.fit()


def offer_banner(parent: QWidget, on_yes: Callable[[], None], on_no: Callable[[], None]) -> QFrame:
    """The first-launch offer on the start screen."""
    box = OfferBanner(parent)
    box.setObjectName("tutorialOffer")
    box.setStyleSheet("#tutorialOffer { background: #1c2438; border: 2px solid #f5c451; border-radius: 10px; }"
                      " #tutorialOffer QLabel { background: transparent; }")
    lay = QHBoxLayout(box)
    box.text.setWordWrap(True)
    box.yes.setObjectName("primary")
    box.yes.clicked.connect(lambda _c=False: on_yes())
    box.no.clicked.connect(lambda _c=False: on_no())
    lay.addWidget(box.text, 1)
    lay.addWidget(box.no)
    lay.addWidget(box.yes)
    box.setMaximumWidth(WIDTH)
    box.fit()
    return box
