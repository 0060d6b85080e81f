"""After a mission: each runner's Karma (mission, bonus, scaling), recorded once in the campaign's ledger.
`show_game` follows a game of the app (all fixed, recorded with the game check); `show_manual` records a
mission played at a physical table (chosen here)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import Refused, award_mission, compute_awards, record_game, record_problem
from crossfire_desktop.campaign.awards import RunnerAward
from crossfire_desktop.catalog import Catalog, KarmaScaling, Mission

from ..look.layouts import clear_layout
from ..words.cardwords import card_text
from ..words.text import result_title, tr
from .book import CampaignBook

MINUS = "\u2212"
COLUMNS = ("Runner", "Mission Karma", "Bonus", "Karma in upgrades", "Scaling", "Award", "Karma earned after")
TABLE_ROWS = 8  # more runners scroll


def band_text(scaling: KarmaScaling, karma: int) -> str:
    """The scaling band `karma` (in upgrades) falls in, e.g. "31–50"."""
    low, high = scaling.band(karma)
    return f"{low}–{high}"


def scaling_rule(mission: Mission) -> str:
    low, parts = 0, []
    for band in mission.scaling.bands:
        cut = tr("full award") if band.penalty == 0 else f"{MINUS}{band.penalty}"
        parts.append(f"{low}–{band.up_to}: {cut}")
        low = band.up_to + 1
    return tr("Karma scaling for {mission}, by Karma in upgrades: {bands}; each further {step} (or part of it): "
              "another {minus}1. It cuts mission and bonus Karma together, never below 0. Karma in upgrades "
              "counts the top stickers, +10 outside the first slot.").format(
        mission=mission.name, bands="; ".join(parts), step=mission.scaling.step, minus=MINUS)


class PostMissionPage(QWidget):
    finished = Signal()  # back to the campaign (after recording, or skipping)
    shop = Signal(str)  # open the upgrade shop for this runner id
    tableRecorded = Signal(object)  # a mission played with the box was recorded: its ledger entry (the history)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.book: CampaignBook | None = None
        self.game_id: str | None = None  # None: a mission played at a physical table
        self.fixed: tuple[str, str, dict[str, int], list[str]] = ("", "win", {}, [])
        self.done = False
        lay = QVBoxLayout(self)
        self.title, self.result_line, self.challenge_line, self.rule, self.message = (
            self._label(name) for name in ("pageTitle", "mission", "", "", "message"))
        self.inputs = self._build_inputs()
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for w in (self.title, self.inputs, self.result_line, self.challenge_line, self.table, self.rule,
                  self.message):
            lay.addWidget(w)
        self.shop_row = QHBoxLayout()
        lay.addLayout(self.shop_row)  # empty, then filled: see ui/look/layouts.py
        self.shop_buttons: list[QPushButton] = []
        self.shop_row.addStretch(1)
        lay.addStretch(1)
        self.skip_button = self._button("", self.finished)
        self.back_button = self._button(tr("Back to the campaign"), self.finished)
        self.record_button = self._button(tr("Record Karma"), self.record)
        self.record_button.setObjectName("primary")
        row = QHBoxLayout()
        lay.addLayout(row)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.record_button)

    def _button(self, text: str, slot: Any) -> QPushButton:
        button = QPushButton(text, self)
        button.clicked.connect(slot)
        return button

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        return label

    def _build_inputs(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        what = QGroupBox(tr("Mission"), box)
        form = QFormLayout(what)
        self.mission_combo = QComboBox(what)
        for m in self.cat.missions.values():
            self.mission_combo.addItem(m.name, m.id)
        self.mission_combo.currentIndexChanged.connect(self._mission_changed)
        self.result_combo = QComboBox(what)
        self.result_combo.currentIndexChanged.connect(self._refresh)
        form.addRow(tr("Mission"), self.mission_combo)
        form.addRow(tr("Result"), self.result_combo)
        self.bonus_box = QGroupBox(tr("Bonus challenges taken"), box)
        self.bonus_lay = QVBoxLayout(self.bonus_box)
        self.bonus: dict[str, QCheckBox | QSpinBox] = {}
        self.runner_box = QGroupBox(tr("Runners who played"), box)
        self.runner_grid = QGridLayout(self.runner_box)
        self.runner_checks: dict[str, QCheckBox] = {}
        row.addWidget(what, 2)
        row.addWidget(self.bonus_box, 3)
        row.addWidget(self.runner_box, 3)
        return box

    # -- showing -----------------------------------------------------------------------------
    def show_game(self, book: CampaignBook, mission_id: str, result: str, challenges: dict[str, int],
                  runner_ids: list[str], game_id: str) -> None:
        self._reset(book, game_id)
        self.fixed = (mission_id, result, dict(challenges), list(runner_ids))
        self.inputs.hide()
        self.skip_button.setText(tr("Skip for now"))
        self.skip_button.setToolTip(tr("Back to the campaign without recording: the runners keep waiting for this "
                                       "result (no stickers) until it is recorded or they are released."))
        self._refresh()
        self.record_button.setFocus()

    def show_manual(self, book: CampaignBook, chosen: list[str] | None = None) -> None:
        """Record a mission played with the box: the runners `chosen` on the campaign page come ticked."""
        self._reset(book, None)
        self.inputs.show()
        self.skip_button.setText(tr("Cancel"))
        self.skip_button.setToolTip(tr("Back to the campaign without recording anything."))
        clear_layout(self.runner_grid)
        self.runner_checks = {}
        for i, r in enumerate(book.campaign.runners):
            check = QCheckBox(f"{r.name} ({tr(r.metatype)})", self.runner_box)
            if r.in_game is not None:
                check.setText(tr("{name}: in a mission in progress").format(name=r.name))
                check.setToolTip(tr("Record or release that mission first (from the campaign page)."))
                check.setEnabled(False)
            else:
                check.setChecked(r.id in (chosen or []))
            check.toggled.connect(self._refresh)
            self.runner_checks[r.id] = check
            self.runner_grid.addWidget(check, i // 2, i % 2)
        self._mission_changed()

    def _reset(self, book: CampaignBook, game_id: str | None) -> None:
        self.book, self.game_id, self.done = book, game_id, False
        self.message.setText("")
        for old in self.shop_buttons:
            old.deleteLater()
        self.shop_buttons = []
        self.inputs.setEnabled(True)
        self.skip_button.show()
        self.back_button.hide()

    def _mission_changed(self) -> None:
        m = self.cat.missions[self.mission_combo.currentData()]
        keep = self.result_combo.currentData()
        self.result_combo.blockSignals(True)
        self.result_combo.clear()
        for res in ("win", "abort", "loss"):
            if res != "abort" or m.karma_abort is not None:
                self.result_combo.addItem(result_title(res), res)
        self.result_combo.setCurrentIndex(max(0, self.result_combo.findData(keep)))
        self.result_combo.blockSignals(False)
        clear_layout(self.bonus_lay)
        self.bonus = {}
        for c in m.bonus_challenges:
            label = tr("{name} (+{k} Karma)").format(name=c.name, k=c.karma)
            if c.per_runner or c.max_times > 1:
                self.bonus[c.id] = w = self._counter(label, m.max_runners if c.per_runner else c.max_times)
            else:
                self.bonus[c.id] = w = QCheckBox(label, self.bonus_box)
                w.toggled.connect(self._refresh)
                self.bonus_lay.addWidget(w)
            w.setToolTip(card_text(c.text))
        self.bonus_box.setVisible(bool(m.bonus_challenges))
        self._refresh()

    def _counter(self, label: str, most: int) -> QSpinBox:
        """Per runner: up to the largest team, so compute_awards names the problem when more are taken
        than runners played (a smaller maximum would silently lower the value)."""
        holder = QWidget(self.bonus_box)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        spin = QSpinBox(holder)
        spin.setRange(0, most)
        spin.setPrefix("×")
        spin.setMinimumWidth(70)
        spin.valueChanged.connect(self._refresh)
        row.addWidget(QLabel(label, holder))
        row.addWidget(spin)
        row.addStretch(1)
        self.bonus_lay.addWidget(holder)
        return spin

    def _choice(self) -> tuple[str, str, dict[str, int], list[str]]:
        """Mission id, result, challenges and runner ids: fixed by the game, or read from the inputs."""
        if self.game_id is not None:
            return self.fixed
        chosen = {cid: (w.value() if isinstance(w, QSpinBox) else int(w.isChecked())) for cid, w in self.bonus.items()}
        runners = [rid for rid, c in self.runner_checks.items() if c.isChecked() and c.isEnabled()]
        return (self.mission_combo.currentData(), self.result_combo.currentData() or "win",
                {k: v for k, v in chosen.items() if v}, runners)

    def _refresh(self) -> None:
        if self.book is None or self.done:  # after recording, the table keeps what was recorded
            return
        mission_id, result, challenges, ids = self._choice()
        m = self.cat.missions[mission_id]  # a game's mission comes from this catalog
        self.table.setRowCount(0)
        self._fit_table()
        self.title.setText(tr("Post-mission: {mission}").format(mission=m.name))
        self.result_line.setText(result_title(result))
        self.challenge_line.setText(self._challenge_text(m, result, challenges))
        self.rule.setText(scaling_rule(m))
        campaign = self.book.campaign
        if self.game_id is not None:
            problem = record_problem(campaign, ids, self.game_id)
            if problem is not None:  # no rows: today's numbers would not be what was (or will be) recorded
                return self._refuse(problem.message(tr))
        try:
            awards = compute_awards(m, result, challenges, [campaign.runner(rid) for rid in ids])
        except Refused as exc:
            return self._refuse(exc.refusal.message(tr))
        for a in awards:
            r = campaign.runner(a.runner_id)
            self._add_row(m, r.name, a, r.karma_earned, result)
        self.message.setText("")
        self.record_button.setEnabled(True)

    def _challenge_text(self, m: Mission, result: str, challenges: Mapping[str, int]) -> str:
        names = {c.id: c for c in m.bonus_challenges}
        taken = [tr("{name}{times} (+{k} Karma)").format(name=names[cid].name, times=f" ×{n}" if n > 1 else "",
                                                         k=names[cid].karma * n)
                 for cid, n in challenges.items() if cid in names and n > 0]
        if not taken:
            return tr("No bonus challenges.")
        text = tr("Bonus challenges: {list}.").format(list=", ".join(taken))
        return text if result == "win" else text + " " + tr("Bonus challenges only pay on a win.")

    def _add_row(self, m: Mission, name: str, a: RunnerAward, karma_earned: int, result: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        cells = [name, str(a.base), f"+{a.bonus}", str(a.karma_in_upgrades),
                 f"{MINUS}{a.penalty}" if a.penalty else "0", str(a.karma), str(karma_earned + a.karma)]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, col, item)
        tip = tr("{mission} Karma scaling: {band} Karma in upgrades gives {cut}.").format(
            mission=m.name, band=band_text(m.scaling, a.karma_in_upgrades),
            cut=f"{MINUS}{a.penalty}" if a.penalty else tr("the full award"))
        self.table.item(row, 4).setToolTip(tr("A loss earns no Karma: nothing to scale.") if result == "loss" else tip)
        self.table.item(row, 6).setToolTip(f"{karma_earned} + {a.karma}")
        self._fit_table()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_table()  # the header's height is only known once the style sheet is applied
        super().showEvent(event)

    def _fit_table(self) -> None:
        """As tall as its rows (no empty block under a 4-runner team), up to TABLE_ROWS."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(min(t.rowCount(), TABLE_ROWS)))
        t.setFixedHeight(t.horizontalHeader().sizeHint().height() + rows + 2 * t.frameWidth())

    def _refuse(self, text: str) -> None:
        self.message.setText(text)
        self.record_button.setEnabled(False)

    # -- recording ---------------------------------------------------------------------------
    def record(self) -> bool:
        """Record the Karma shown (one ledger entry, saved); False if refused or the save failed."""
        if self.book is None or self.done or not self.record_button.isEnabled():
            return False
        mission_id, result, challenges, ids = self._choice()
        m, game_id = self.cat.missions[mission_id], self.game_id
        if game_id is None:
            err = self.book.apply(lambda c: award_mission(c, m, result, challenges, ids))
        else:
            err = self.book.apply(lambda c: record_game(c, m, result, challenges, ids, game_id))
        if err is not None:
            self.message.setText(err)  # Record stays enabled: a failed save can be tried again
            return False
        self.done = True
        campaign = self.book.campaign
        if game_id is None:
            self.tableRecorded.emit(campaign)
        self.message.setText(tr("Recorded in {campaign} (ledger entry #{n}) — undo it from the campaign's ledger.")
                             .format(campaign=campaign.name, n=campaign.ledger[-1].seq))
        self.record_button.setEnabled(False)
        self.inputs.setEnabled(False)
        self.skip_button.hide()
        self.back_button.show()
        for rid in ids:
            b = self._button(tr("Upgrade shop: {name}").format(name=campaign.runner(rid).name),
                             lambda _=False, rid=rid: self.shop.emit(rid))
            self.shop_row.insertWidget(len(self.shop_buttons), b)  # before the stretch
            b.show()
            self.shop_buttons.append(b)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return presses the focused button, else records (a page has no dialog default button)."""
        focus = self.focusWidget()
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)
        elif isinstance(focus, QPushButton) and focus.isVisible():
            focus.click()
        else:
            self.record()
