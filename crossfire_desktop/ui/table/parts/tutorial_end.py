"""The tutorial's closing screen: what the guided game taught, and the way to a real mission."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...words.text import tr


def learned_points() -> list[str]:
    return [
        tr("A turn: play cards, apply damage, take damage, draw & buy, end."),
        tr("Damage tracks are cleared box by box, left to right; a coloured box needs damage of its colour."),
        tr("A defeated obstacle pays its reward in nuyen; spend it in the Black Market."),
        tr("Cards with an ASSIST box can be played on another runner's turn, or the Client's."),
        tr("The Crossfire level rises each round an event reaches the discard; clear the table to stop it."),
    ]


def tutorial_frame(frame: QFrame, name: str, radius: int) -> None:
    """The tutorial's look (callouts and this screen): dark, a gold border, light words."""
    frame.setObjectName(name)
    frame.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    frame.setStyleSheet(f"#{name} {{ background: #1c2438; border: 2px solid #f5c451; border-radius: {radius}px; }}"
                        f"#{name} QLabel {{ color: #e8ecf4; background: transparent; border: none; }}")


class TutorialEnd(QFrame):
    """Centred over the table once the last callout is closed; the game stays playable behind it."""

    realMission = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        tutorial_frame(self, "tutorialEnd", 12)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(22, 16, 22, 16)
        title = QLabel(tr("Tutorial complete"), self)
        title.setStyleSheet("color: #f5c451; font-weight: bold; font-size: 20px;")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        items = "".join(f"<li>{point}</li>" for point in learned_points())
        self.body.setText(tr("What you learned:") + f"<ul>{items}</ul>" + tr(
            "Next, a real mission: <b>Crossfire</b> is the standard one for 2 to 4 runners, <b>Extraction</b> "
            "can be played solo like this one. You can also finish this game first."))
        row = QHBoxLayout()
        self.keep = QPushButton(tr("Keep playing this game"), self)
        self.start = QPushButton(tr("Start a real mission"), self)
        self.start.setObjectName("primary")
        self.keep.clicked.connect(self.hide)
        self.start.clicked.connect(self._start)
        lay.addWidget(title)
        lay.addWidget(self.body)
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        row.addWidget(self.keep)
        row.addStretch(1)
        row.addWidget(self.start)
        self.hide()
        parent.installEventFilter(self)  # centred again when the window is resized

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 - Qt's name
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize and self.isVisible():
            self.open()
        return False

    def open(self) -> None:
        table = self.parentWidget()
        assert table is not None
        width = max(420, min(640, table.width() // 2))
        self.setFixedWidth(width)
        lay = self.layout()
        self.setFixedHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.sizeHint().height())
        self.move((table.width() - width) // 2, (table.height() - self.height()) // 2)
        self.show()
        self.raise_()

    def _start(self) -> None:
        self.hide()
        self.realMission.emit()
