"""The table's message line: plain text always, a refusal with a link to the rule behind it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ...look.plain import escape
from ...look.shrink import shrink_words
from ...look.whole_lines import whole_lines
from ...words.text import rule_section, tr
from .fit import READ_PX

LINK_COLOR = "#7ab8ff"


class MessageLine(QLabel):
    """Texts are shown as typed (an apostrophe or a '<' in a card name is never read as HTML); only
    a refusal's own "Rules (F1)" link is rich text. `section` is the rule F1 opens while it shows."""

    resized = Signal()  # a longer or shorter message: the decision panel above fits its choices again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # a cut, if any, at the end
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setOpenExternalLinks(False)
        self.section: str | None = None
        self.plain = ""  # the words on screen, without the link's markup
        self.fleeting = False  # a note about the decision now (`note`): it goes when play moves on
        self.noticing = False  # a word of the program shows (`notice`): another one goes beside it
        self.hide()  # shown with words only (setText)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name: every caller gets plain text
        self.section = None
        self.plain = text
        self.fleeting = False
        self.noticing = False
        self._mark_error(False)
        self.fit_text()
        if self.isHidden() == bool(text):  # an empty line leaves its room to the log (1280x720 at 150%: a line)
            self.setHidden(not text)
            self.resized.emit()

    def clear(self) -> None:  # noqa: D102 - Qt's name, kept in step with `plain`
        self.setText("")

    def refusal(self, text: str, ref: Any = None) -> None:
        """Why something can't be done, in the error colour, with a link to its rule when one stands behind it."""
        sid = rule_section(ref)
        self.setText(text)
        self._mark_error(True)
        if sid is not None:
            self.link_rule(sid)

    def link_rule(self, sid: str) -> None:
        """Add the Rules (F1) link to the refusal on screen."""
        self.section = sid
        self.fit_text()

    def natural_font(self) -> QFont:
        """The table's word size here, whatever smaller size a long text took (`fit_text`)."""
        parent = self.parentWidget()
        return QFont(parent.font() if parent is not None else self.font())

    def fit_text(self) -> None:
        """The words in the lines the label's most height holds: at the table's size, or smaller down to READ_PX
        when that keeps them whole (a play preview read while dragging, no tooltip to hover then); else whole
        lines, the last ended in "…" (its whole in the tooltip), never a line cut through its letters."""
        frame = self.height() - self.contentsRect().height()
        width = max(1, self.contentsRect().width() - 2 * self.margin())
        link = tr("Rules (F1)")
        natural = QFontInfo(self.natural_font()).pixelSize()

        def shown_at(px: int) -> str:
            font = self.natural_font()
            font.setPixelSize(px)
            fm = QFontMetrics(font)
            most = max(1, (self.maximumHeight() - frame) // max(1, fm.lineSpacing()))
            reserve = fm.horizontalAdvance(" " + link) if self.section else 0
            return whole_lines(self.plain, font, width, most, reserve)

        shown = shown_at(shrink_words(self, natural, min(natural, READ_PX), lambda px: shown_at(px) == self.plain))
        cut = shown != self.plain
        self.setToolTip(self.plain if cut else "")
        self.setAccessibleName(self.plain if cut else "")  # a screen reader reads it whole (else: the label's text)
        if self.section is None:
            self.setTextFormat(Qt.TextFormat.PlainText)
            words = shown
        else:
            self.setTextFormat(Qt.TextFormat.RichText)
            html = escape(shown, quote=False).replace("\n", "<br>")
            words = f"{html} <a href='rules:{self.section}' style='color:{LINK_COLOR}'>{escape(link)}</a>"
        if super().text() != words:
            super().setText(words)

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        if ev.size().width() != ev.oldSize().width():
            self.fit_text()
        self.resized.emit()

    def note(self, text: str) -> None:
        """Words about the decision on the table now (who decides it): gone once play moves on."""
        self.setText(text)
        self.fleeting = True

    def notice(self, text: str) -> None:
        """A word of the program (not about the game): beside the one showing (a recovered save and saving
        off are said together), else in place of what shows."""
        joined = f"{self.plain} {text}" if self.noticing and self.plain else text
        self.setText(joined)
        self.noticing = True

    def is_refusal(self) -> bool:
        return bool(self.property("error"))

    def clear_refusal(self) -> None:
        """Play moved on: a refusal or a note about the move before goes (other messages stay)."""
        if self.is_refusal() or self.fleeting:
            self.setText("")

    def _mark_error(self, on: bool) -> None:
        if bool(self.property("error")) == on:
            return
        self.setProperty("error", on)
        self.style().unpolish(self)
        self.style().polish(self)
