"""The upgrade shop: one runner's card, the stickers with what each would cost them, and the Buy button."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import CampaignRunner, Quote, buy_options, buy_sticker
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.catalog.models import UpgradeCard

from ..look.style import ui_scale
from ..words.cardwords import card_text
from ..words.text import tr
from .book import CampaignBook
from .runner_card import RunnerCard

NAME, VALUE, STATUS, EFFECT = range(4)  # the list's columns
CAN, CANT = QColor("#7bd88f"), QColor("#e0a070")


def best_option(options: list[Quote]) -> Quote | None:
    """The placement offered first: a new slot when allowed (nothing bought is lost), else the cheapest
    allowed cover. None when nothing is allowed."""
    allowed = [q for q in options if q.allowed]
    return min(allowed, key=lambda q: (q.covers is not None, q.cost, q.total_after), default=None)


def closest_refusal(options: list[Quote]) -> Quote:
    """The refused placement needing the least Karma: its reason is the one worth showing."""
    return min(options, key=lambda q: (q.total_after, q.cost))


def cost_text(q: Quote) -> str:
    assert q.sticker is not None
    if q.cost == q.sticker.karma:
        return tr("{n} Karma").format(n=q.cost)
    return tr("{n} Karma ({karma} + {extra})").format(n=q.cost, karma=q.sticker.karma, extra=q.cost - q.sticker.karma)


def placement_text(q: Quote, sep: str = " ") -> str:
    """ "Slot 2 (new): 15 Karma (5 + 10) → 20 of 25 earned"; the radio buttons break it after the colon."""
    where = (tr("Slot {n} (new)").format(n=q.slot + 1) if q.covers is None
             else tr("Slot {n}, covering {name}").format(n=q.slot + 1, name=q.covers.name))
    return tr("{where}:{sep}{cost} → {after} of {karma} earned").format(
        where=where, sep=sep, cost=cost_text(q), after=q.total_after, karma=q.karma)


def refusal_text(q: Quote) -> str:
    return q.refusal.message(tr) if q.refusal is not None else ""


def status_text(options: list[Quote]) -> str:
    """The status column: what buying costs at best, or in short why it can't be bought."""
    best = best_option(options)
    if best is not None and best.covers is not None:
        return tr("can buy: costs {n} (covers slot {slot})").format(n=best.cost, slot=best.slot + 1)
    if best is not None:
        return tr("can buy: costs {n}").format(n=best.cost)
    refused = closest_refusal(options)
    assert refused.refusal is not None
    code, p = refused.refusal.code, refused.refusal.params
    if code == "over_karma":
        return tr("needs {needed} Karma, has {karma}").format(**p)
    if code == "same_name":
        return tr("has it already (slot {slot_number})").format(**p)
    return tr("in a mission") if code == "in_game" else refusal_text(refused)


def label(parent: QWidget, text: str = "", name: str = "") -> QLabel:
    """A word-wrapped label; `name` is its objectName for the style sheet."""
    w = QLabel(text, parent)
    w.setObjectName(name)
    w.setWordWrap(True)
    return w


class StickerShopPage(QWidget):
    back = Signal()

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book: CampaignBook | None = None
        self.runner_id = ""
        self.runner: CampaignRunner | None = None
        self.card: UpgradeCard | None = None  # the sticker shown on the right
        self.options: list[Quote] = []
        # incomplete stickers (value or effect unknown) are never offered, so not listed; cheapest first
        self.cards = sorted((c for c in catalog.decks["upgrades"] if isinstance(c, UpgradeCard) and c.complete),
                            key=lambda c: (c.karma or 0, c.name.casefold()))
        self.buyable = [False] * len(self.cards)

        lay = QVBoxLayout(self)
        self.title = label(self, name="pageTitle")
        lay.addWidget(self.title)
        lay.addWidget(label(self, tr("A sticker is worth its printed Karma in slot 1 and 10 more in any other "
                                     "slot. Only the top sticker of a slot counts, and the total never exceeds "
                                     "the Karma earned.")))
        body = QHBoxLayout()
        lay.addLayout(body, 1)
        self.runner_card = RunnerCard(catalog, self)
        self.runner_card.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # shown here, not chosen: keep Tab for the list
        body.addWidget(self.runner_card, 0, Qt.AlignmentFlag.AlignTop)

        middle = QVBoxLayout()
        body.addLayout(middle, 5)  # empty, then filled: see ui/look/layouts.py
        filters = QHBoxLayout()
        middle.addLayout(filters)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(tr("Filter by name or effect (Ctrl+F)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        self.only = QCheckBox(self)
        self.only.toggled.connect(self._filter_changed)
        filters.addWidget(self.filter, 1)
        filters.addWidget(self.only)
        self.list = QTreeWidget(self)
        self.list.setHeaderLabels([tr("Name"), tr("Value"), tr("Status"), tr("Effect")])
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setAlternatingRowColors(True)
        stripes = self.list.palette()  # style.qss has no item view stripes rule: keep them dark
        stripes.setColor(QPalette.ColorRole.AlternateBase, QColor("#171d2b"))
        self.list.setPalette(stripes)
        for card in self.cards:
            item = QTreeWidgetItem([card.name, str(card.karma), "", card_text(card.text)])
            item.setTextAlignment(VALUE, Qt.AlignmentFlag.AlignCenter)
            item.setToolTip(EFFECT, card_text(card.text))
            self.list.addTopLevelItem(item)
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setSectionResizeMode(EFFECT, QHeaderView.ResizeMode.Stretch)
        self.list.currentItemChanged.connect(self._row_changed)
        middle.addWidget(self.list, 1)

        self.details = QGroupBox(tr("Selected sticker"), self)
        self.details.setMinimumWidth(320)
        side = QVBoxLayout(self.details)
        self.name, self.effect = label(self.details, name="stickerName"), label(self.details)
        self.group = QButtonGroup(self)  # one radio per placement, rebuilt for each sticker
        self.group.idToggled.connect(self._placement_changed)
        self.radios: list[QRadioButton] = []
        self.radio_box = QVBoxLayout()
        self.reasons = label(self.details, name="refusal")  # why the other placements are refused
        self.buy_btn = QPushButton(tr("Buy"), self.details)
        self.buy_btn.setObjectName("primary")
        self.buy_btn.clicked.connect(self.buy)
        for w in (self.name, self.effect, label(self.details, tr("Where to put it:")), self.radio_box,
                  self.reasons, None, self.buy_btn):
            if w is None:
                side.addStretch(1)
            elif isinstance(w, QVBoxLayout):
                side.addLayout(w)
            else:
                side.addWidget(w)
        body.addWidget(self.details, 2)

        bottom = QHBoxLayout()
        lay.addLayout(bottom)
        back = QPushButton(tr("Back"), self)
        back.setToolTip(tr("Back to the campaign (Esc)"))
        back.clicked.connect(self.back)
        self.message = label(self, name="message")
        bottom.addWidget(back)
        bottom.addWidget(self.message, 1)

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._fit_card()

    def showEvent(self, ev: QShowEvent) -> None:
        super().showEvent(ev)
        self._fit_card()  # the UI scale may have changed since the last visit, the window's size not

    def _fit_card(self) -> None:
        # a bigger card on a bigger window (it keeps its proportions through heightForWidth)
        s = ui_scale()  # (the card's words grow with the UI scale: its least width too)
        self.runner_card.setFixedWidth(max(round(260 * s), min(round(380 * s), self.width() // 5)))

    # -- showing -----------------------------------------------------------------------------------
    def open(self, book: CampaignBook, runner_id: str) -> None:
        if self.book is not None:
            self.book.changed.disconnect(self.refresh)
        self.book, self.runner_id = book, runner_id
        book.changed.connect(self.refresh)  # another screen may change the campaign while we show it
        self.message.setText("")
        self.filter.clear()
        self.refresh()
        self.list.setFocus()

    def refresh(self) -> None:
        if self.book is None:
            return
        try:
            self.runner = self.book.campaign.runner(self.runner_id)
        except KeyError:
            self.runner = None
            self.message.setText(tr("This runner is no longer in the campaign."))
            self.buy_btn.setEnabled(False)
            return
        name = self.runner.name
        self.title.setText(tr("Upgrade shop — {name}").format(name=name))
        self.only.setText(tr("Only what {name} can buy now").format(name=name))
        self.runner_card.set_runner(self.runner)
        for row, card in enumerate(self.cards):
            options = buy_options(self.runner, card)
            best = best_option(options)
            self.buyable[row] = best is not None
            item = self.list.topLevelItem(row)
            item.setText(STATUS, status_text(options))
            item.setForeground(STATUS, CAN if best else CANT)
            item.setToolTip(STATUS, placement_text(best) if best else refusal_text(closest_refusal(options)))
        self._filter_changed()  # what the runner can buy has changed
        self._show_card(self.card)

    def visible_rows(self) -> list[int]:
        return [row for row in range(len(self.cards)) if not self.list.topLevelItem(row).isHidden()]

    def _filter_changed(self) -> None:
        """Hide the rows the filter word or the checkbox leave out; keep a shown row current."""
        words, only = self.filter.text().strip().casefold(), self.only.isChecked()
        for row, card in enumerate(self.cards):
            match = words in card.name.casefold() or words in card_text(card.text).casefold()
            self.list.topLevelItem(row).setHidden(not match or (only and not self.buyable[row]))
        current, rows = self.list.currentItem(), self.visible_rows()
        if current is None or current.isHidden():
            if rows:
                self.list.setCurrentItem(self.list.topLevelItem(rows[0]))
            else:
                self.list.setCurrentIndex(QModelIndex())

    def _row_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self._show_card(self.cards[self.list.indexOfTopLevelItem(current)] if current is not None else None)

    def _show_card(self, card: UpgradeCard | None) -> None:
        """The right side for one sticker: its text and one radio per placement; keeps the chosen
        placement across refreshes when it is still allowed."""
        keep = self.chosen() if card is not None and card is self.card else None
        self.card = card
        for radio in self.radios:
            self.group.removeButton(radio)
            radio.hide()  # at once: deleteLater waits for the event loop
            radio.deleteLater()
        self.radios = []
        self.options = buy_options(self.runner, card) if card is not None and self.runner is not None else []
        self.name.setText(tr("{name} — {karma} Karma").format(name=card.name, karma=card.karma) if card
                          else tr("Choose a sticker in the list."))
        self.effect.setText(card_text(card.text) if card else "")
        for i, q in enumerate(self.options):
            radio = QRadioButton(placement_text(q, "\n"), self.details)
            radio.setEnabled(q.allowed)
            radio.setToolTip(refusal_text(q))
            self.group.addButton(radio, i)
            self.radio_box.addWidget(radio)
            self.radios.append(radio)
        reasons = dict.fromkeys(refusal_text(q) for q in self.options if q.refusal is not None)
        self.reasons.setText("\n".join(reasons))
        kept = [q for q in self.options if keep and q.allowed and (q.slot, q.new_slot) == (keep.slot, keep.new_slot)]
        pick = kept[0] if kept else best_option(self.options)
        if pick is not None:
            self.radios[self.options.index(pick)].setChecked(True)
        self._placement_changed()

    def chosen(self) -> Quote | None:
        """The placement whose radio is checked (only allowed ones can be)."""
        i = self.group.checkedId()
        return self.options[i] if 0 <= i < len(self.options) else None

    def _placement_changed(self, *_args: Any) -> None:
        q = self.chosen()
        if q is None and self.options:  # nothing allowed: preview the closest placement, refused
            closest = closest_refusal(self.options)
            # a refusal of the sticker itself (in a mission, already on the card) is said beside: no placement shows
            whole = closest.refusal is not None and closest.refusal.code in ("in_game", "same_name")
            self.runner_card.set_preview(None if whole else closest)
        else:
            self.runner_card.set_preview(q)
        self.buy_btn.setEnabled(q is not None and q.allowed)
        self.buy_btn.setText(tr("Buy for {n} Karma").format(n=q.cost) if q is not None else tr("Buy"))

    # -- buying ------------------------------------------------------------------------------------
    def buy(self) -> None:
        q, card, book = self.chosen(), self.card, self.book
        if q is None or not q.allowed or card is None or book is None:
            return
        rid, slot = self.runner_id, None if q.new_slot else q.slot
        error = book.apply(lambda c: buy_sticker(c, rid, card, slot))  # on success book.changed refreshes
        self.message.setText(error or tr("Bought {sticker} for {n} Karma (undo it from the campaign's ledger)")
                             .format(sticker=card.name, n=q.cost))

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        """Keys the children leave unhandled: Escape goes back, Ctrl+F goes to the filter, Return buys (in
        the filter: goes to the list). Handled here rather than by QShortcuts so the keys work wherever the
        focus is on this page, and only while the page is shown."""
        if ev.matches(QKeySequence.StandardKey.Find):
            self.filter.setFocus()
            self.filter.selectAll()
        elif ev.key() == Qt.Key.Key_Escape:
            self.back.emit()
        elif ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.focusWidget() is self.filter:
                self.list.setFocus()
            else:
                self.buy()
        else:
            super().keyPressEvent(ev)
