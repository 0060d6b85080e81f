"""The first-launch offer of the guided first game, on the start screen. Light on purpose: it is built
before the start screen's first paint (where it stands, the menu's buttons never move under a click)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..words.tr import tr

WIDTH = 720  # the offer's widest (it stands above the menu's column of buttons)


def offer_banner(parent: QWidget, on_yes: Callable[[], None], on_no: Callable[[], None]) -> QFrame:
    """The first-launch offer on the start screen."""
    box = QFrame(parent)
    box.setObjectName("tutorialOffer")
    box.setStyleSheet("#tutorialOffer { background: #1c2438; border: 2px solid #f5c451; border-radius: 10px; }"
                      " #tutorialOffer QLabel { background: transparent; }")
    lay = QHBoxLayout(box)
    text = QLabel(tr("New to Crossfire? A guided first game teaches a turn in about five minutes."), box)
    text.setWordWrap(True)
    yes = QPushButton(tr("Learn to play"), box)
    yes.setObjectName("primary")
    no = QPushButton(tr("No thanks"), box)
    yes.clicked.connect(lambda _c=False: on_yes())
    no.clicked.connect(lambda _c=False: on_no())
    lay.addWidget(text, 1)
    lay.addWidget(no)
    lay.addWidget(yes)
    box.setMaximumWidth(WIDTH)
    # Sized now, in the words and fonts of the first paint: a wrapped label gets a guessed width and a
    # height for it, so longer words (French at 150%) were cut; growing later would move the menu's buttons.
    box.ensurePolished()
    for w in (text, no, yes):
        w.ensurePolished()
    m, gap = lay.contentsMargins(), lay.spacing()
    room = WIDTH - m.left() - m.right() - 2 * gap - no.sizeHint().width() - yes.sizeHint().width() - 4
    width = min(room, text.fontMetrics().horizontalAdvance(text.text()) + 8)
    text.setFixedWidth(max(120, width))
    text.setMinimumHeight(text.heightForWidth(text.width()))
    return box
