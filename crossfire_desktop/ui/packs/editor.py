"""The card editor: pick a card of the pack (or complete a built-in one by its printed number, or
add a new one), edit its fields and abilities, see it painted as the table paints it, with the
`cards check` message for what is wrong as you type; undo/redo; Save writes the pack."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.catalog import CardBase, CatalogError
from crossfire_desktop.catalog.packs import text_not_played

from ..look.cardpaint import CARD_RATIO, paint_card
from ..words.text import tr
from .editor_doc import EditorDoc, base_card, incomplete_cards
from .editor_form import AbilityList, CardForm
from .editor_preview import face_for
from .problem_words import all_problems, pack_problem
from .view import PackShelf, deck_names


class CardPreview(QWidget):
    """The card as the table paints it (or a blank face while it can't be read)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: CardBase | None = None
        self.setMinimumSize(200, int(200 * CARD_RATIO))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, int(300 * CARD_RATIO))

    def show_card(self, card: CardBase | None) -> None:
        self.card = card
        self.update()

    def paintEvent(self, _ev: Any) -> None:
        w = min(self.width() - 8, (self.height() - 8) / CARD_RATIO)
        rect = QRectF((self.width() - w) / 2, 4, w, w * CARD_RATIO)
        p = QPainter(self)
        try:
            if self.card is not None:
                paint_card(p, rect, face_for(self.card))
            else:
                p.setPen(Qt.GlobalColor.gray)
                p.drawRoundedRect(rect, 6, 6)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                           tr("Fix the problem below to see the card"))
        finally:
            p.end()


class CardEditorPage(QWidget):
    back = Signal()
    saved = Signal(str)

    def __init__(self, shelf: PackShelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shelf = shelf
        self.doc = EditorDoc(shelf.base, shelf.folder)
        self.doc.new(tr("My cards"))
        self.index = -1
        outer = QVBoxLayout(self)
        head = QHBoxLayout()
        outer.addLayout(head)  # empty, then filled: see ui/look/layouts.py
        title = QLabel(tr("Card editor"), self)
        title.setObjectName("pageTitle")
        head.addWidget(title)
        head.addWidget(QLabel(tr("Pack name"), self))
        self.pack_name = QLineEdit(self)
        self.pack_name.setObjectName("packName")
        self.pack_name.textEdited.connect(self._pack_renamed)
        head.addWidget(self.pack_name, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text in (("undo", tr("Undo")), ("redo", tr("Redo")), ("save", tr("Save pack")), ("back", tr("Back"))):
            b = QPushButton(text, self)
            b.setObjectName(f"editor_{key}")
            if key in TIPS:
                b.setToolTip(TIPS[key]())
            head.addWidget(b)
            self.buttons[key] = b
        split = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(split, 1)
        # left: the pack's cards, adding and completing
        left = QWidget(split)
        ll = QVBoxLayout(left)
        ll.addWidget(QLabel(tr("Cards in this pack"), left))
        self.cards = QListWidget(left)
        self.cards.setObjectName("packCards")
        self.cards.currentRowChanged.connect(self._select)
        ll.addWidget(self.cards, 1)
        ll.addWidget(QLabel(tr("Complete a card from your box (by printed number)"), left))
        self.incomplete = QComboBox(left)
        self.incomplete.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.incomplete.setObjectName("incompleteCards")
        self._incomplete = incomplete_cards(shelf.base)
        for deck, card in self._incomplete:
            self.incomplete.addItem(f"{_deck_word(deck)} {card.number or '--/--'} {card.name}")
        ll.addWidget(self.incomplete)
        self.complete_button = QPushButton(tr("Complete this card"), left)
        self.complete_button.setObjectName("completeCard")
        ll.addWidget(self.complete_button)
        ll.addWidget(QLabel(tr("Or add a new card (promo, fan card)"), left))
        self.kind = QComboBox(left)
        self.kind.setObjectName("newKind")
        for deck, kind in deck_names().items():
            self.kind.addItem(kind, deck)
        ll.addWidget(self.kind)
        self.new_name = QLineEdit(left)
        self.new_name.setObjectName("newName")
        self.new_name.setPlaceholderText(tr("Name of the new card"))
        ll.addWidget(self.new_name)
        self.add_button = QPushButton(tr("Add new card"), left)
        self.add_button.setObjectName("addCard")
        ll.addWidget(self.add_button)
        self.remove_button = QPushButton(tr("Remove from pack"), left)
        ll.addWidget(self.remove_button)
        # middle: the form and the abilities
        scroll = QScrollArea(split)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        middle = QWidget(scroll)
        ml = QVBoxLayout(middle)
        self.form = CardForm(middle)
        self.form.edited.connect(self._field)
        ml.addWidget(self.form)
        self.abilities_title = QLabel(tr("Abilities (pick an effect, or leave it to be resolved at the table)"), middle)
        self.abilities_title.setWordWrap(True)
        ml.addWidget(self.abilities_title)
        self.abilities = AbilityList(middle)
        self.abilities.edited.connect(lambda abs_: self._field("abilities", abs_))
        ml.addWidget(self.abilities)
        ml.addStretch(1)
        scroll.setWidget(middle)
        # right: the preview and what is wrong
        right = QWidget(split)
        rl = QVBoxLayout(right)
        self.preview = CardPreview(right)
        rl.addWidget(self.preview, 1)
        self.problem = QLabel(right)
        self.problem.setObjectName("editorProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        rl.addWidget(self.problem)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 5)
        split.setStretchFactor(2, 3)
        split.setSizes([260, 620, 400])
        self.buttons["undo"].clicked.connect(self.undo)
        self.buttons["redo"].clicked.connect(self.redo)
        self.buttons["save"].clicked.connect(self.save)
        self.buttons["back"].clicked.connect(self.back)
        self.complete_button.clicked.connect(self.complete_selected)
        self.add_button.clicked.connect(self.add_new)
        self.remove_button.clicked.connect(self.remove_current)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        QShortcut(QKeySequence.StandardKey.Redo, self, self.redo)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save)
        self.refresh()

    # ---- the pack ----------------------------------------------------------------------------
    def open_pack(self, pack_file: str) -> None:
        """Open a pack file ("" starts a new pack)."""
        why = None
        if pack_file:
            try:
                self.doc.open(Path(pack_file))
            except (OSError, ValueError) as exc:
                self.doc.new(tr("My cards"))
                why = tr("Can't open that pack: {why}").format(why=exc)
        else:
            self.doc.new(tr("My cards"))
        self.index = 0 if self.doc.entries else -1
        self.refresh()
        if why:  # after refresh, which would put its own hint over it
            self.problem.setText(why)

    def _pack_renamed(self, name: str) -> None:
        self.doc.info["name"] = name
        self.doc.changed(typing="pack name")
        self._check()

    def complete_selected(self) -> None:
        i = self.incomplete.currentIndex()
        if 0 <= i < len(self._incomplete):
            deck, card = self._incomplete[i]
            self.index = self.doc.add_completion(deck, card)
            self.refresh()

    def add_new(self) -> None:
        name = self.new_name.text().strip() or tr("New card")
        self.index = self.doc.add_new(str(self.kind.currentData()), name)
        self.new_name.clear()
        self.refresh()

    def remove_current(self) -> None:
        if 0 <= self.index < len(self.doc.entries):
            self.doc.remove(self.index)
            self.index = min(self.index, len(self.doc.entries) - 1)
            self.refresh()

    def save(self) -> CatalogError | Path:
        result = self.doc.save()
        if isinstance(result, CatalogError):
            self.problem.setText(tr("Not saved: {error}").format(error=pack_problem(result)))
        else:
            self.problem.setText(tr("Saved {file}: its cards are dealt in new games with this pack on.")
                                 .format(file=result.name))
            self.shelf.rescan()
            self.saved.emit(str(result))
        return result

    def undo(self) -> None:
        self.doc.undo()
        self.refresh()

    def redo(self) -> None:
        self.doc.redo()
        self.refresh()

    # ---- showing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Everything from the document (after opening, adding, undo/redo)."""
        self.pack_name.setText(str(self.doc.info.get("name", "")))
        self.cards.blockSignals(True)
        self.cards.clear()
        for e in self.doc.entries:
            found = base_card(self.doc.base, e.deck, e.data)
            name = e.data.get("name") or (found.name if found else "?")
            number = e.data.get("number") or (found.number if found else "") or ""
            self.cards.addItem(f"{_deck_word(e.deck)} {number} {name}".replace("  ", " "))
        self.index = min(self.index, len(self.doc.entries) - 1)
        if self.index < 0 and self.doc.entries:
            self.index = 0
        self.cards.setCurrentRow(self.index)
        self.cards.blockSignals(False)
        self._show_entry()
        self.buttons["undo"].setEnabled(self.doc.can_undo())
        self.buttons["redo"].setEnabled(self.doc.can_redo())

    def _select(self, row: int) -> None:
        self.index = row
        self._show_entry()

    def _show_entry(self) -> None:
        has = 0 <= self.index < len(self.doc.entries)
        self.form.setVisible(has)
        self.abilities.setVisible(has)
        self.abilities_title.setVisible(has)
        self.remove_button.setEnabled(has)
        if not has:
            self.preview.show_card(None)
            self.problem.setText(tr("Complete a card from your box or add a new one."))
            return
        entry = self.doc.entries[self.index]
        if self.form.property("deck") != entry.deck:
            self.form.build(entry.deck)
            self.form.setProperty("deck", entry.deck)
        shown = self.doc.merged(self.index)
        self.form.fill(shown)
        self.abilities.blockSignals(True)
        self.abilities.fill(list(shown.get("abilities", [])))
        self.abilities.blockSignals(False)
        self._check()

    def _field(self, name: str, value: Any) -> None:
        if not 0 <= self.index < len(self.doc.entries):
            return
        typing = isinstance(self.form.widgets.get(name), (QLineEdit, QPlainTextEdit))
        if "." in name:  # a field of a sub-table (damage.colors): the whole table is written
            outer, inner = name.split(".", 1)
            sub = dict(self.doc.merged(self.index).get(outer) or {})
            if value in (None, "", []):
                sub.pop(inner, None)
            else:
                sub[inner] = value
            name, value = outer, {k: v for k, v in sub.items() if v not in (None, [], 0, False)} or None
        self.doc.set_field(self.index, name, value, typing=typing)
        self.buttons["undo"].setEnabled(self.doc.can_undo())
        self.buttons["redo"].setEnabled(False)
        item = self.cards.item(self.index)
        if name in ("name", "number") and item is not None:
            e = self.doc.entries[self.index]
            found = base_card(self.doc.base, e.deck, e.data)
            label = f"{_deck_word(e.deck)} {e.data.get('number') or (found.number if found else '') or ''} "
            item.setText(label + str(e.data.get("name") or (found.name if found else "?")))
        self._check()

    def _check(self) -> None:
        if not 0 <= self.index < len(self.doc.entries):
            return
        card, err = self.doc.check_entry(self.index)
        self.preview.show_card(card)
        syntax = self.form.syntax_problems()
        if syntax:  # text that isn't TOML yet: say where, before the schema's "expected a list"
            self.problem.setText("\n".join(syntax))
            self.problem.setProperty("bad", True)
        elif err is not None:
            self.problem.setText("\n".join(all_problems(err, self.doc.entries[self.index].deck)))
            self.problem.setProperty("bad", True)
        else:
            table = any(getattr(a, "effect", "") == "table" for a in getattr(card, "abilities", []))
            note = tr(" One ability is resolved at the table (bots can't play it).") if table else ""
            if card is not None and text_not_played(card):
                note = tr(" Its text is not played by the program: the table reminds the players to resolve it. "
                          "Add an ability below to have it played (or prompted at the right moment).")
            self.problem.setText(tr("This card is sound.") + note)
            self.problem.setProperty("bad", False)


TIPS = {
    "undo": lambda: tr("Undo the last change to this pack (Ctrl+Z). Typing in one box is one change; "
                       "Ctrl+Z while the cursor is in a box undoes the typing in that box."),
    "redo": lambda: tr("Redo the change you undid (Ctrl+Shift+Z or Ctrl+Y)."),
}


def _deck_word(deck: str) -> str:
    return {"obstacles_normal": tr("Normal"), "obstacles_hard": tr("Hard"), "crossfire": tr("Crossfire"),
            "black_market": tr("Black Market"), "upgrades": tr("Sticker"), "bosses": tr("Boss")}.get(deck, deck)
