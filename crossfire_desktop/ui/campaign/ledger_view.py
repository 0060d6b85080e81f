"""The campaign's ledger, newest first, and an "Undo last" that asks first with an inline confirm
(not a modal dialog, so it can't hide behind the table and tests can drive it)."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import AwardEntry, LedgerEntry, PurchaseEntry, undo_last
from crossfire_desktop.catalog import Catalog

from ..look.plain import plain_tip
from ..look.wrapped_rows import WrappedRows
from ..words.names import elided
from ..words.save_words import local_time
from ..words.text import tr
from .book import CampaignBook
from .ledger_model import LedgerModel

SHORT_MAX = 38  # characters of the entry shown on the Undo button: it must fit a ~380 px panel
LAYOUT_BATCH = 200  # ledger rows measured per step of the event loop (a few ms each)


def result_word(result: str) -> str:
    return {"win": tr("win"), "abort": tr("abort"), "loss": tr("loss")}.get(result, result)


def challenge_name(catalog: Catalog | None, mission_id: str, challenge_id: str) -> str:
    """The challenge's printed name when the catalog knows it; else its id (the ledger keeps ids only)."""
    mission = catalog.missions.get(mission_id) if catalog is not None else None
    for challenge in mission.bonus_challenges if mission is not None else []:
        if challenge.id == challenge_id:
            return challenge.name
    return challenge_id


def mission_label(entry: AwardEntry) -> str:
    return tr("{mission} mission").format(mission=entry.mission_name or entry.mission_id)


def short_text(entry: LedgerEntry) -> str:
    """What the entry did, in a few words (the Undo button)."""
    if isinstance(entry, PurchaseEntry):
        return tr("{runner} bought {sticker}").format(runner=entry.runner_name, sticker=entry.sticker.name)
    return tr("{mission} — {result}").format(mission=mission_label(entry), result=result_word(entry.result))


def _describe(entry: LedgerEntry, catalog: Catalog | None) -> str:
    if isinstance(entry, PurchaseEntry):
        values = {"runner": entry.runner_name, "sticker": entry.sticker.name, "slot": entry.slot + 1,
                  "cost": entry.cost, "total": entry.total_after}
        if entry.covered is None:
            return tr("{runner} bought {sticker} in slot {slot} for {cost} Karma (total {total})").format(**values)
        return tr("{runner} bought {sticker} in slot {slot}, covering {covered}, for {cost} Karma (total {total})"
                  ).format(covered=entry.covered.name, **values)
    bonus = ""
    if entry.challenges:
        names = ", ".join(f"{challenge_name(catalog, entry.mission_id, cid)} ×{times}"
                          for cid, times in entry.challenges.items())
        bonus = tr(" (bonus: {challenges})").format(challenges=names)
    lines = []
    for line in entry.lines:
        text = tr("{runner} +{karma}").format(runner=line.runner_name, karma=line.karma)
        if line.penalty:
            text += tr(" (−{penalty} for Karma in upgrades)").format(penalty=line.penalty)
        lines.append(text)
    return tr("{mission} — {result}{bonus}: {lines}").format(
        mission=mission_label(entry), result=result_word(entry.result), bonus=bonus, lines=", ".join(lines))


def entry_text(entry: LedgerEntry, catalog: Catalog | None = None) -> str:
    """One line: number, local date and what the entry did."""
    return f"#{entry.seq} · {local_time(entry.at)} · {_describe(entry, catalog)}"


def entry_tooltip(entry: LedgerEntry, catalog: Catalog | None = None) -> str:
    """The full detail: how each runner's award was reached, or what the sticker cost and why."""
    rows = [entry_text(entry, catalog)]
    if entry.by:
        rows.append(tr("Recorded by {by}").format(by=entry.by))
    if isinstance(entry, PurchaseEntry):
        s = entry.sticker
        rows.append(tr("{sticker}: printed value {karma} Karma").format(sticker=s.name, karma=s.karma))
        if entry.covered is not None:
            rows.append(tr("It covers {covered} in slot {slot}; a covered sticker no longer counts.").format(
                covered=entry.covered.name, slot=entry.slot + 1))
        elif entry.new_slot:
            rows.append(tr("Put in a new slot: slot {slot}.").format(slot=entry.slot + 1))
        why = tr("the printed value") if entry.slot == 0 else tr("printed value + 10 outside the first slot")
        rows.append(tr("Value in that slot: {cost} Karma ({why})").format(cost=entry.cost, why=why))
        rows.append(elided(tr("{runner}'s upgrades total after: {total} Karma").format(
            runner=entry.runner_name, total=entry.total_after), [entry.runner_name]))
        return "\n".join(rows)
    for line in entry.lines:
        rows.append(tr("{runner}: base {base} + bonus {bonus}; Karma in upgrades {upgrades}, penalty −{penalty}; "
                       "awarded +{karma}").format(runner=line.runner_name, base=line.base, bonus=line.bonus,
                                                  upgrades=line.karma_in_upgrades, penalty=line.penalty,
                                                  karma=line.karma))
    return "\n".join(rows)


def _elide(text: str, limit: int = SHORT_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class LedgerView(QWidget):
    """The ledger of the campaign in a CampaignBook; follows `book.changed`.

    The Undo button only asks (`ask_undo`); the confirm button then calls `undo_last`."""

    def __init__(self, parent: QWidget | None = None, *, catalog: Catalog | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.book: CampaignBook | None = None
        lay = QVBoxLayout(self)
        title = QLabel(tr("Ledger"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        self.model = LedgerModel(lambda e: entry_text(e, self.catalog), lambda e: entry_tooltip(e, self.catalog), self)
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # rows are measured (wrapped) a batch at a time between events: a long ledger never freezes the window
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH)
        # long entries wrap inside the narrow panel instead of needing a horizontal scroll
        self.list.setWordWrap(True)
        self.list.setItemDelegate(WrappedRows(self.list))  # each row the list's width: sized as painted
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(3)
        lay.addWidget(self.list, 1)
        self.empty = QLabel(tr("Nothing recorded yet: mission awards and sticker purchases show here."), self)
        self.empty.setWordWrap(True)
        lay.addWidget(self.empty)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.hide()  # shown only with something to say, so it leaves no gap
        lay.addWidget(self.message)
        self.undo_button = QPushButton(tr("Undo last"), self)
        self.undo_button.clicked.connect(self.ask_undo)
        lay.addWidget(self.undo_button)
        # the inline confirmation: a question and a confirm/cancel pair, shown only while asking
        self.confirm_box = QWidget(self)
        box = QVBoxLayout(self.confirm_box)
        box.setContentsMargins(0, 0, 0, 0)
        self.confirm_text = QLabel(self.confirm_box)
        self.confirm_text.setWordWrap(True)
        box.addWidget(self.confirm_text)
        row = QHBoxLayout()
        box.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        self.confirm_button = QPushButton(tr("Yes, undo it"), self.confirm_box)
        self.confirm_button.setObjectName("primary")
        self.confirm_button.clicked.connect(self.undo_last)
        self.cancel_button = QPushButton(tr("Cancel"), self.confirm_box)
        self.cancel_button.clicked.connect(self.cancel_undo)
        row.addWidget(self.confirm_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        lay.addWidget(self.confirm_box)
        self.refresh()

    def set_book(self, book: CampaignBook) -> None:
        if self.book is not None:
            with contextlib.suppress(RuntimeError):  # the old book may be gone already
                self.book.changed.disconnect(self.refresh)
        self.book = book
        book.changed.connect(self.refresh)
        self._say("")
        self.refresh()

    def _last(self) -> LedgerEntry | None:
        ledger = self.book.campaign.ledger if self.book is not None else []
        return ledger[-1] if ledger else None

    def refresh(self) -> None:
        # a pending confirmation was about the entry that was last then; it may not be any more
        self.cancel_undo()
        entries = self.book.campaign.ledger if self.book is not None else []
        self.model.set_entries(entries)
        self.empty.setVisible(not entries)
        last = self._last()
        self.undo_button.setEnabled(last is not None)
        if last is None:
            self.undo_button.setText(tr("Undo last"))
            self.undo_button.setToolTip(tr("The ledger is empty: nothing to undo."))
        else:
            self.undo_button.setText(tr("Undo last: {what}").format(what=_elide(short_text(last))))
            self.undo_button.setToolTip(plain_tip(entry_text(last, self.catalog)))

    def ask_undo(self) -> None:
        """The Undo button: show what would be undone, with a confirm/cancel pair."""
        last = self._last()
        if last is None:
            return
        if isinstance(last, PurchaseEntry):
            effect = elided(tr("{sticker} comes off {runner}'s slot {slot}.").format(
                sticker=last.sticker.name, runner=last.runner_name, slot=last.slot + 1), [last.runner_name])
        else:
            effect = tr("The Karma it gave is taken back and it leaves each runner's history.")
        self.confirm_text.setText(tr("Undo #{seq} ({what})? {effect}").format(
            seq=last.seq, what=_describe(last, self.catalog), effect=effect))
        self.confirm_box.show()
        self.undo_button.setEnabled(False)

    def cancel_undo(self) -> None:
        self.confirm_box.hide()
        self.undo_button.setEnabled(self._last() is not None)

    def undo_last(self) -> bool:
        """Undo the last entry now (the confirm button); True when it was undone and saved."""
        last = self._last()
        if self.book is None or last is None:
            self.cancel_undo()
            return False
        problem = self.book.apply(undo_last)  # saves first; on success `changed` refreshes the list
        self.cancel_undo()
        if problem is not None:
            self._say(problem)
            return False
        self._say(tr("Undone: #{seq} {what}.").format(seq=last.seq, what=short_text(last)))
        return True

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
