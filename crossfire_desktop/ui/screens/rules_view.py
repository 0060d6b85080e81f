"""The rules reference screen: a search field over the rules sections and the keyword glossary."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.rules_reference import Reference, Section, load_reference

from ..look.plain import escape
from ..words.text import tr

ROLE = Qt.ItemDataRole.UserRole


class RulesView(QWidget):
    back = Signal()

    def __init__(self, edition: Callable[[], str] = lambda: "first", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesView")
        self.edition = edition
        self.loaded_edition = ""
        self.loaded_lang = ""
        self.ref = Reference()
        lay = QVBoxLayout(self)
        head = QHBoxLayout()
        lay.addLayout(head)  # empty, then filled: see ui/look/layouts.py
        t = QLabel(tr("Rules reference"), self)
        t.setObjectName("pageTitle")
        head.addWidget(t)
        head.addStretch(1)
        self.search = QLineEdit(self)
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText(tr("Search rules and keywords (e.g. staggered, assist, timebomb)"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(360)
        self.search.textChanged.connect(self.filter)
        head.addWidget(self.search, 2)
        row = QHBoxLayout()
        lay.addLayout(row, 1)
        left = QVBoxLayout()
        left.addWidget(QLabel(tr("Sections"), self))
        self.sections = QListWidget(self)
        self.sections.setObjectName("rulesSections")
        self.sections.setWordWrap(True)
        self.sections.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.addWidget(self.sections, 3)
        left.addWidget(QLabel(tr("Keywords"), self))
        self.terms = QListWidget(self)
        self.terms.setObjectName("rulesTerms")
        left.addWidget(self.terms, 2)
        box = QWidget(self)
        box.setLayout(left)
        box.setFixedWidth(300)
        left.setContentsMargins(0, 0, 0, 0)
        self.text = QTextBrowser(self)
        self.text.setObjectName("rulesText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self.open_section(url.toString().removeprefix("section:")))
        row.addWidget(box)
        row.addWidget(self.text, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("message")
        lay.addWidget(self.empty)
        back = QPushButton(tr("Back (Esc)"), self)
        back.clicked.connect(self.back)
        lay.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        self.sections.currentItemChanged.connect(self._section_picked)
        self.terms.currentItemChanged.connect(self._term_picked)
        self.reload()

    def reload(self) -> None:
        """Read the reference again when the rules edition changed (Settings)."""
        from ..words.i18n import current

        edition = self.edition()
        if edition == self.loaded_edition and current() == self.loaded_lang:
            return
        self.loaded_edition, self.loaded_lang = edition, current()
        self.ref = load_reference(edition, lang=current())
        self.filter(self.search.text())

    def keyPressEvent(self, ev: object) -> None:
        if getattr(ev, "key", lambda: None)() == Qt.Key.Key_Escape:
            self.back.emit()
            return
        super().keyPressEvent(ev)  # type: ignore[arg-type]

    # -- filtering -------------------------------------------------------------------------------
    def filter(self, query: str) -> None:
        sections, terms = self.ref.search(query)
        self.sections.blockSignals(True)
        self.terms.blockSignals(True)
        self.sections.clear()
        self.terms.clear()
        for s in sections:
            item = QListWidgetItem(f"{s.title}  ·  {s.page}")
            item.setData(ROLE, s.id)
            self.sections.addItem(item)
        for term in sorted(terms, key=lambda t: t.term.lower()):
            item = QListWidgetItem(term.term)
            item.setData(ROLE, term.see)
            item.setToolTip(term.text)
            self.terms.addItem(item)
        self.sections.blockSignals(False)
        self.terms.blockSignals(False)
        self.empty.setText("" if sections or terms else tr("Nothing matches \u201c{q}\u201d.").format(q=query))
        if sections:
            self.sections.setCurrentRow(0)
        elif terms:
            self.terms.setCurrentRow(0)
        else:
            self.text.clear()

    def visible_sections(self) -> list[str]:
        return [self.sections.item(i).data(ROLE) for i in range(self.sections.count())]

    def visible_terms(self) -> list[str]:
        return [self.terms.item(i).text() for i in range(self.terms.count())]

    # -- showing ---------------------------------------------------------------------------------
    def open_section(self, section_id: str) -> None:
        """Show one section (from a refusal's Rules link, F1 or a glossary link), clearing the search."""
        self.reload()
        if self.ref.section(section_id) is None:
            return
        if self.search.text():
            self.search.setText("")
        for i in range(self.sections.count()):
            if self.sections.item(i).data(ROLE) == section_id:
                self.sections.setCurrentRow(i)
                return

    def current_section(self) -> str | None:
        item = self.sections.currentItem()
        return None if item is None else str(item.data(ROLE))

    def _section_picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(self.ref.section(str(item.data(ROLE))))

    def _term_picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        term = next((t for t in self.ref.terms if t.term == item.text()), None)
        self._show(self.ref.section(str(item.data(ROLE))), term.text if term else "", item.text())

    def _show(self, s: Section | None, note: str = "", term: str = "") -> None:
        if s is None:
            self.text.clear()
            return
        words = self.search.text().lower().split()
        parts = []
        if note:
            parts.append(f"<p style='font-size:large'><b>{escape(term)}</b>: {escape(note)}</p><hr>")
        parts.append(f"<h2>{escape(s.title)}</h2>")
        parts.append(f"<p><i>{escape(tr('Rulebook, {page}').format(page=s.page))}</i></p>")
        parts.append(f"<p style='font-size:large; line-height:140%'>{_highlight(s.text, words)}</p>")
        related = [t for t in self.ref.terms if t.see == s.id]
        if related:
            items = "".join(f"<li><b>{escape(t.term)}</b>: {escape(t.text)}</li>" for t in related)
            parts.append(f"<h3>{escape(tr('Keywords'))}</h3><ul>{items}</ul>")
        if s.keywords:
            see = f"{escape(tr('See also'))}: {escape(', '.join(s.keywords))}"
            parts.append(f"<p style='color:#8d96a8'>{see}</p>")  # muted, not <small>: never below the body size
        self.text.setHtml("".join(parts))


def _highlight(text: str, words: list[str]) -> str:
    """Escape the text, marking the searched words (matched on the raw text, so entities stay whole)."""
    if not words:
        return escape(text)
    pattern = re.compile("|".join(re.escape(w) for w in words), re.IGNORECASE)
    out, last = [], 0
    for m in pattern.finditer(text):
        out.append(escape(text[last:m.start()]))
        out.append(f"<b><u>{escape(m.group(0))}</u></b>")
        last = m.end()
    out.append(escape(text[last:]))
    return "".join(out)
