"""History: every game played, newest first, filtered by mission, printing, team size, result and campaign;
the chosen game's recap, its seed to copy, its replay and its log to export."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..words.edition import edition_name
from ..words.save_words import local_time
from ..words.text import result_title, tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.history.db import HistoryDB


def when(iso: str) -> str:
    """A stored UTC time on the player's clock (save_words.local_time); one that can't be read, as stored."""
    try:
        return local_time(datetime.fromisoformat(iso))
    except ValueError:
        return iso[:16]


def result_word(result: str) -> str:
    return {"win": tr("Win"), "abort": tr("Aborted"), "loss": tr("Loss")}.get(result, result)


def seed_text(catalog: Catalog, game: dict[str, Any]) -> str:
    """What "Copy seed" puts on the clipboard: enough for a friend to deal the same game."""
    m = catalog.missions.get(game["mission"])
    return tr("Shadowrun: Crossfire · {mission} · runners: {n} · {rules} · seed {seed}").format(
        mission=m.name if m else game["mission"], n=game["team_size"], rules=edition_name(game["rules"]),
        seed=game["seed"])


class HistoryPage(QWidget):
    back = Signal()
    stats = Signal()
    replay = Signal(int)  # a game's id in the history
    export = Signal(int)  # its log, as text or HTML

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.db: HistoryDB | None = None
        self.rows: list[dict[str, Any]] = []
        lay = QVBoxLayout(self)
        title = QLabel(tr("History"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        filters = QHBoxLayout()
        lay.addLayout(filters)  # empty, then filled: see ui/look/layouts.py
        self.filters: dict[str, QComboBox] = {}
        missions = [(m.id, m.name) for m in catalog.missions.values()]
        for key, label, items in (
            ("mission", tr("Mission"), missions),
            ("rules", tr("Rules"), [("first", edition_name("first")), ("revised", edition_name("revised"))]),
            ("team_size", tr("Runners"), [(n, str(n)) for n in range(1, 5)]),
            ("result", tr("Result"), [(r, result_word(r)) for r in ("win", "abort", "loss")]),
            ("campaign_id", tr("Campaign"), []),
        ):
            box = QComboBox(self)
            box.addItem(tr("All"), None)
            for data, text in items:
                box.addItem(text, data)
            box.currentIndexChanged.connect(lambda _i: self.fill())
            filters.addWidget(QLabel(label, self))
            filters.addWidget(box)
            self.filters[key] = box
        filters.addStretch(1)
        self.table = QTableWidget(0, 7, self)
        self.table.setHorizontalHeaderLabels([tr("Ended"), tr("Mission"), tr("Team"), tr("Rules"), tr("Result"),
                                              tr("Rounds"), tr("Karma")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._picked: int | None = None  # the id of the game the player picked in the list
        self._filling = False
        self.table.itemSelectionChanged.connect(self._on_pick)
        # a double click or Enter (keyPressEvent) watches a game, never `activated`: a style that opens items
        # on one click (KDE's) opened the replay when a player only picked a game to read its recap
        self.table.itemDoubleClicked.connect(lambda _item: self._replay())
        lay.addWidget(self.table, 3)
        self.setFocusProxy(self.table)  # the page takes the keyboard at its list (arrows, Enter), back from a replay too
        self.recap = QLabel(self)
        self.recap.setTextFormat(Qt.TextFormat.PlainText)  # runner names are the players' own text
        self.recap.setWordWrap(True)
        self.recap.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.recap, 2)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.message)
        row = QHBoxLayout()
        lay.addLayout(row)
        for text, slot in ((tr("Back"), self.back.emit), (tr("Statistics"), self.stats.emit)):
            b = QPushButton(text, self)
            b.clicked.connect(slot)
            row.addWidget(b)
        row.addStretch(1)
        self.copy_btn = QPushButton(tr("Copy seed"), self)
        self.copy_btn.setToolTip(tr("Copy this game's mission, team size and seed, to share with friends"))
        self.copy_btn.clicked.connect(self._copy_seed)
        self.export_btn = QPushButton(tr("Export log…"), self)
        self.export_btn.setToolTip(tr("Save the game's log as a text or HTML file"))
        self.export_btn.clicked.connect(lambda: self._with_game(self.export.emit))
        self.replay_btn = QPushButton(tr("Watch replay"), self)
        self.replay_btn.setObjectName("primary")
        self.replay_btn.clicked.connect(self._replay)
        for b in (self.copy_btn, self.export_btn, self.replay_btn):
            row.addWidget(b)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:  # as on every other screen
            self.back.emit()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table.hasFocus():  # the list ignores it
            self._replay()
        else:
            super().keyPressEvent(event)

    def set_db(self, db: HistoryDB | None, problem: str | None = None) -> None:
        if db is not self.db:  # another file (one set aside and refilled numbers its games anew)
            self._picked = None
        self.db = db
        self.message.setText(problem or "")
        box = self.filters["campaign_id"]
        keep = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(tr("All"), None)
        if db is not None:
            for cid, name in db.conn.execute("SELECT DISTINCT campaign_id, campaign_name FROM games"
                                             " WHERE campaign_id IS NOT NULL ORDER BY campaign_name"):
                box.addItem(name or cid, cid)
        box.setCurrentIndex(max(0, box.findData(keep)))
        box.blockSignals(False)
        self.fill()

    def fill(self) -> None:
        self._filling = True  # the selection changes below are not the player's
        try:
            self._fill()
        finally:
            self._filling = False
        self._enable()

    def _fill(self) -> None:
        chosen = {k: b.currentData() for k, b in self.filters.items()}
        self.rows = self.db.games(**chosen) if self.db is not None else []
        self.table.setRowCount(len(self.rows))
        for i, g in enumerate(self.rows):
            m = self.cat.missions.get(g["mission"])
            cells = [when(g["ended_at"]), m.name if m else g["mission"], g["team"] or "", edition_name(g["rules"]),
                     result_word(g["result"]), str(g["rounds"]), str(g["karma"])]
            for col, text in enumerate(cells):
                self.table.setItem(i, col, QTableWidgetItem(text))
        if self.rows:
            # filled again after a write: the game the player picked stays picked, else the newest
            self.table.selectRow(next((i for i, g in enumerate(self.rows) if g["id"] == self._picked), 0))
            self.show_recap()  # the row may have been the selected one already
        else:
            self.recap.setText(tr("No game played yet.") if not any(chosen.values()) else
                               tr("No game matches these filters."))

    def _on_pick(self) -> None:
        if not self._filling:
            self._picked = (self.selected() or {}).get("id")
        self.show_recap()

    def selected(self) -> dict[str, Any] | None:
        row = self.table.currentRow()
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def _enable(self) -> None:
        g = self.selected()
        self.copy_btn.setEnabled(g is not None and g["seed"] is not None)
        self.replay_btn.setEnabled(g is not None and bool(g["replayable"]))
        self.export_btn.setEnabled(g is not None and bool(g["replayable"]))

    def show_recap(self) -> None:
        g = self.selected()
        self._enable()
        if g is None or self.db is None:
            return
        m = self.cat.missions.get(g["mission"])
        mission, rules = m.name if m else g["mission"], edition_name(g["rules"])
        if g["source"] == "table":  # played with the box: no seed, no rounds counted ("seed None", "rounds: 0" read)
            lines = [tr("{result} · {mission} · {rules} · played at the table").format(
                result=result_title(g["result"]), mission=mission, rules=rules)]
        else:
            lines = [tr("{result} · {mission} · {rules} · rounds: {rounds}, turns: {turns} · seed {seed}").format(
                result=result_title(g["result"]), mission=mission, rules=rules, rounds=g["rounds"], turns=g["turns"],
                seed=g["seed"])]
        if g["campaign_name"]:
            lines.append(tr("Campaign: {name}").format(name=g["campaign_name"]))
        if g["ended_by"]:
            lines.append(tr("Ended by: {card}").format(card=self._card(g["ended_by"])))
        for r in self.db.runners_of(g["id"]):
            bought = [self._card(c) for (c,) in self.db.conn.execute(
                "SELECT card FROM bought WHERE game_id = ? AND seat = ?", (g["id"], r["seat"]))]
            lines.append(tr("{name}{ai} ({meta}): damage taken {taken}, levels cleared {levels}, "
                            "nuyen gained {gained}¥, spent {spent}¥; bought: {cards}").format(
                name=r["name"], ai=tr(" [AI]") if r["ai"] else "", meta=tr(r["metatype"]), taken=r["damage_taken"],
                levels=r["levels_cleared"], gained=r["nuyen_gained"], spent=r["nuyen_spent"],
                cards=", ".join(bought) or tr("nothing")))
        if not g["replayable"]:
            lines.append(tr("Recorded from a game at the table: no replay."))
        self.recap.setText("\n".join(lines))

    def _card(self, card_id: str) -> str:
        try:
            return self.cat.card(card_id).name
        except KeyError:
            return card_id

    def _with_game(self, emit: Any) -> None:
        g = self.selected()
        if g is not None:
            emit(int(g["id"]))

    def _replay(self) -> None:
        g = self.selected()
        if g is not None and g["replayable"]:
            self.replay.emit(int(g["id"]))

    def _copy_seed(self) -> None:
        g = self.selected()
        if g is not None:
            QGuiApplication.clipboard().setText(seed_text(self.cat, g))
            self.message.setText(tr("Copied: {text}").format(text=seed_text(self.cat, g)))
