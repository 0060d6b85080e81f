"""The in-game pause menu (Esc or the Menu button): resume, save, rules, settings, leave or quit.

It covers the table while open and keeps the keyboard to itself: Tab / arrows move between its
buttons only, Enter or Space presses one, Esc resumes. Leaving or quitting a game still in
progress asks first (the game is autosaved, so Continue on the start screen brings it back)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ...words.text import tr

ANY = 16777215  # Qt's largest widget size (QWIDGETSIZE_MAX)


class PauseMenu(QWidget):
    resumed = Signal()
    save = Signal()
    rules = Signal()
    settings = Signal()
    leave = Signal()  # to the start screen, confirmed
    quit = Signal()  # close the program, confirmed
    opened = Signal(bool)  # shown / hidden

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("pauseMenu")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.box = QFrame(self)
        self.box.setObjectName("pauseBox")
        lay = QVBoxLayout(self.box)
        lay.setContentsMargins(18, 14, 18, 18)
        lay.setSpacing(8)
        self.title = QLabel(self.box)
        self.title.setObjectName("pauseTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # a long question in large French words goes on two lines, not cut at both ends
        self.detail = QLabel(self.box)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        self.save_btn = self._button(tr("Save…"), self._then(self.save))
        self.settings_btn = self._button(tr("Settings"), self._then(self.settings))
        self.leave_btn = self._button(tr("Leave the game"), lambda: self.ask("leave"))
        self.quit_btn = self._button(tr("Quit"), lambda: self.ask("quit"))
        self.menu_buttons = [
            self._button(tr("Resume (Esc)"), self.resume),
            self.save_btn,
            self._button(tr("Rules"), self._then(self.rules)),
            self.settings_btn,
            self.leave_btn,
            self.quit_btn,
        ]
        self.from_menu = True  # the question was asked from the menu (Stay goes back to it), not from the table
        self.left_out: set[QPushButton] = set()  # buttons a table leaves out (a network table: no Save…, Settings)
        self.confirm_btn = self._button("", self._confirmed)
        # staying is the safe answer: Enter presses it, so it is the one drawn as the default (gold)
        self.cancel_btn = self._button(tr("Stay in the game"), self.stay)
        self.cancel_btn.setObjectName("primary")
        for b in [*self.menu_buttons, self.confirm_btn, self.cancel_btn]:
            lay.addWidget(b)
        outer.addWidget(self.box, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.asking: str | None = None
        self.in_progress = True
        # what the menu says of the game kept, and of leaving it (a network table says its own: set_words)
        self.kept_words = tr("The game is autosaved after every action.")
        self.leave_words = tr("The game is autosaved: Continue on the start screen picks it up where you left it.")
        self.leave_question = tr("Leave this game?")
        self.hide()

    def set_words(self, kept: str, leave: str, question: str | None = None) -> None:
        """What the menu says of the game kept and of leaving it; `question`, Leave's own (a network table's)."""
        self.kept_words, self.leave_words = kept, leave
        if question is not None:
            self.leave_question = question

    def _button(self, text: str, slot: object) -> QPushButton:
        b = QPushButton(text, self.box)
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        b.setAutoDefault(False)
        b.clicked.connect(lambda _c=False: slot())  # type: ignore[operator]
        b.installEventFilter(self)
        return b

    def _then(self, signal: Signal) -> object:
        """Close the menu, then ask the table for what was picked."""
        def go() -> None:
            self.hide()
            signal.emit()  # type: ignore[attr-defined]
        return go

    # -- showing -----------------------------------------------------------------------------
    def open(self, in_progress: bool) -> None:
        self.in_progress = in_progress
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.show_menu()

    def show_menu(self) -> None:
        self.asking = None
        self.title.setText(tr("Paused"))
        self.detail.setText(self.kept_words)
        for b in self.menu_buttons:
            b.setVisible(b not in self.left_out)
        self.confirm_btn.hide()
        self.cancel_btn.hide()
        self.menu_buttons[0].setFocus()
        self._fit_words()

    def stay(self) -> None:
        """The question answered "stay": where it was asked from. Asked from the menu: the menu again, the keys
        on the button that asked it (a tester saw no focus ring after "Stay in the game", and Space did nothing).
        Asked from outside it (a network table's Leave): the table again (the menu in between put the keys on
        its Leave, and the next Enter asked again)."""
        if not self.from_menu:
            self.resume()
            return
        asked = self.leave_btn if self.asking == "leave" else self.quit_btn
        self.show_menu()
        asked.setFocus(Qt.FocusReason.OtherFocusReason)

    def ask(self, what: str, *, from_menu: bool = True) -> None:
        """Leave's or Quit's question; `from_menu` False when asked from outside the menu (Stay goes back there)."""
        self.from_menu = from_menu
        if not self.in_progress:  # the mission is over: nothing to lose
            self.hide()
            (self.leave if what == "leave" else self.quit).emit()
            return
        self.asking = what
        if what == "leave":
            self.title.setText(self.leave_question)
            self.confirm_btn.setText(tr("Leave to the start screen"))
        else:
            self.title.setText(tr("Quit Crossfire?"))
            self.confirm_btn.setText(tr("Quit the program"))
        self.detail.setText(self.leave_words)
        for b in self.menu_buttons:
            b.hide()
        self.confirm_btn.show()
        self.cancel_btn.show()
        self.cancel_btn.setFocus()  # the safe answer is the default one
        self._fit_words()

    def _fit_words(self) -> None:
        """The box as wide as its words in the table's font (which grows with the window and the UI scale) and
        exactly as tall as what it shows. A fixed 420 px cut the title in half, ran the question into the buttons
        and clipped "Leave to the start screen" at 1920x1080 and 150%; minimum heights left the menu stretched
        with gaps after a question (seen in play)."""
        lay = self.box.layout()
        m = lay.contentsMargins()
        shown = [w for w in (self.title, self.detail, *self.menu_buttons, self.confirm_btn, self.cancel_btn)
                 if not w.isHidden()]
        for w in shown:
            w.ensurePolished()
        buttons = [w for w in shown if isinstance(w, QPushButton)]
        title = QFontMetrics(self.title.font())
        line = QFontMetrics(self.detail.font()).averageCharWidth() * 36  # a comfortable line of the question
        words = max(line, title.horizontalAdvance(self.title.text()) + 8,
                    *(b.sizeHint().width() + 8 for b in buttons))  # (+8: the focus ring's wider border)
        room = max(200, self.width() - 48)  # the table's width, less a margin
        inner = min(words, room - m.left() - m.right())
        self.box.setFixedWidth(inner + m.left() + m.right())
        height = m.top() + m.bottom() + lay.spacing() * (len(shown) - 1)
        for w in shown:
            w.setMinimumHeight(0)  # a label's height for a width grows to its minimum: the last text's
            w.setMaximumHeight(ANY)  # fixed height would stay (the stretched menu after a question)
            h = w.heightForWidth(inner) if isinstance(w, QLabel) else -1  # (-1: no width yet)
            h = h if h > 0 else w.sizeHint().height()
            w.setFixedHeight(h)
            height += h
        self.box.setFixedHeight(height)

    def resizeEvent(self, ev: QResizeEvent) -> None:
        """A new window size is a new table font: the box follows."""
        super().resizeEvent(ev)
        self._fit_words()

    def resume(self) -> None:
        self.hide()
        self.resumed.emit()

    def _confirmed(self) -> None:
        what = self.asking
        self.hide()
        (self.leave if what == "leave" else self.quit).emit()

    # -- keyboard ----------------------------------------------------------------------------
    def shown_buttons(self) -> list[QPushButton]:
        return [b for b in [*self.menu_buttons, self.confirm_btn, self.cancel_btn] if b.isVisible()]

    def cycle(self, step: int) -> None:
        buttons = self.shown_buttons()
        if not buttons:
            return
        current = next((i for i, b in enumerate(buttons) if b.hasFocus()), -1)
        buttons[(current + step) % len(buttons)].setFocus()

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.KeyPress and isinstance(ev, QKeyEvent) and self.isVisible():
            return self.key(ev)
        return False

    def key(self, ev: QKeyEvent) -> bool:
        k = ev.key()
        if k in (Qt.Key.Key_Tab, Qt.Key.Key_Down, Qt.Key.Key_Right):
            self.cycle(1)
        elif k in (Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Left):
            self.cycle(-1)
        elif k == Qt.Key.Key_Escape:
            if self.asking is not None:
                self.stay()
            else:
                self.resume()
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            focused = next((b for b in self.shown_buttons() if b.hasFocus()), None)
            if focused is not None:
                focused.click()
        else:
            return False
        return True

    def showEvent(self, ev: object) -> None:
        super().showEvent(ev)  # type: ignore[arg-type]
        self.opened.emit(True)

    def hideEvent(self, ev: object) -> None:
        super().hideEvent(ev)  # type: ignore[arg-type]
        self.opened.emit(False)

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        if not self.key(ev):
            super().keyPressEvent(ev)
