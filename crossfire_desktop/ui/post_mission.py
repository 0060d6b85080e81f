"""After a mission: each runner's Karma (mission, bonus, scaling), recorded once in the campaign's ledger.

`show_game` follows a game of the app (everything fixed, recorded with the game check);
`show_manual` records a mission played at a physical table (the inputs are chosen here).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
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

from crossfire_desktop.campaign import (
    AwardEntry,
    Refused,
    award_mission,
    compute_awards,
    record_game,
    record_problem,
)
from crossfire_desktop.catalog import Catalog, KarmaScaling, Mission

from .campaign_book import CampaignBook
from .text import tr

MINUS = "\u2212"
RESULT_WORDS = {"win": "Mission accomplished", "abort": "Abort run", "loss": "Mission failed"}
RESULT_CHOICES = {"win": "Win", "abort": "Abort run", "loss": "Loss"}
COLUMNS = ("Runner", "Mission Karma", "Bonus", "Karma in upgrades", "Scaling", "Award", "Karma earned after")
# style.qss has no table rules and styles a disabled #primary like an enabled one.
LOCAL_STYLE = """
QTableWidget { background: #0d1119; border: 1px solid #2f3b55; gridline-color: #222b3d; }
QHeaderView::section { background: #1b2232; color: #9fb3d9; border: none; padding: 4px 6px; }
QPushButton#primary:disabled { background: #25304a; border-color: #2a3246; color: #5d6780; }
"""


def band_text(scaling: KarmaScaling, karma: int) -> str:
    """The scaling band `karma` (in upgrades) falls in, e.g. "31–50"; past the last band, its `step` slice."""
    low = 0
    for band in scaling.bands:
        if karma <= band.up_to:
            return f"{low}–{band.up_to}"
        low = band.up_to + 1
    last = scaling.bands[-1].up_to
    n = (karma - last + scaling.step - 1) // scaling.step
    return f"{last + (n - 1) * scaling.step + 1}–{last + n * scaling.step}"


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

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.book: CampaignBook | None = None
        self.game_id: str | None = None  # None: a mission played at a physical table
        self.fixed: tuple[str, str, dict[str, int], list[str]] = ("", "win", {}, [])
        self.done = False
        self.setStyleSheet(LOCAL_STYLE)
        lay = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("pageTitle")
        lay.addWidget(self.title)
        self.inputs = self._build_inputs()
        lay.addWidget(self.inputs)
        self.result_line = QLabel(self)
        self.result_line.setObjectName("mission")
        self.challenge_line = QLabel(self)
        self.challenge_line.setWordWrap(True)
        lay.addWidget(self.result_line)
        lay.addWidget(self.challenge_line)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        self.rule = QLabel(self)
        self.rule.setWordWrap(True)
        lay.addWidget(self.rule)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.shop_row = QHBoxLayout()
        lay.addLayout(self.shop_row)
        row = QHBoxLayout()
        self.skip_button = QPushButton(self)
        self.skip_button.clicked.connect(self.finished)
        self.back_button = QPushButton(tr("Back to the campaign"), self)
        self.back_button.clicked.connect(self.finished)
        self.record_button = QPushButton(tr("Record Karma"), self)
        self.record_button.setObjectName("primary")
        self.record_button.clicked.connect(self.record)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.record_button)
        lay.addLayout(row)

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

    def show_manual(self, book: CampaignBook) -> None:
        self._reset(book, None)
        self.inputs.show()
        self.skip_button.setText(tr("Cancel"))
        self.skip_button.setToolTip(tr("Back to the campaign without recording anything."))
        while self.runner_grid.count():
            self.runner_grid.takeAt(0).widget().deleteLater()
        self.runner_checks = {}
        for i, r in enumerate(book.campaign.runners):
            check = QCheckBox(f"{r.name} ({tr(r.metatype)})", self.runner_box)
            if r.in_game is not None:
                check.setText(tr("{name}: in a mission in progress").format(name=r.name))
                check.setToolTip(tr("Record or release that mission first (from the campaign page)."))
                check.setEnabled(False)
            check.toggled.connect(self._refresh)
            self.runner_checks[r.id] = check
            self.runner_grid.addWidget(check, i // 2, i % 2)
        self._mission_changed()

    def _reset(self, book: CampaignBook, game_id: str | None) -> None:
        self.book, self.game_id, self.done = book, game_id, False
        self.message.setText("")
        while self.shop_row.count():
            old = self.shop_row.takeAt(0).widget()  # None for the stretch
            if old is not None:
                old.deleteLater()
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
                self.result_combo.addItem(tr(RESULT_CHOICES[res]), res)
        self.result_combo.setCurrentIndex(max(0, self.result_combo.findData(keep)))
        self.result_combo.blockSignals(False)
        for old in self.bonus.values():
            old.hide()
            old.deleteLater()
        self.bonus = {}
        for c in m.bonus_challenges:
            label = tr("{name} (+{k} Karma)").format(name=c.name, k=c.karma)
            w: QCheckBox | QSpinBox
            if c.per_runner or c.max_times > 1:
                w = QSpinBox(self.bonus_box)
                # per runner: up to the mission's largest team; compute_awards refuses more than who played
                w.setRange(0, m.max_runners if c.per_runner else c.max_times)
                w.setPrefix(label + ": ")
                w.setSuffix(tr(" time(s)"))
                w.valueChanged.connect(self._refresh)
            else:
                w = QCheckBox(label, self.bonus_box)
                w.toggled.connect(self._refresh)
            w.setToolTip(c.text)
            self.bonus[c.id] = w
            self.bonus_lay.addWidget(w)
        self.bonus_box.setVisible(bool(m.bonus_challenges))
        self._refresh()

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
        m = self.cat.missions.get(mission_id)
        self.table.setRowCount(0)
        if m is None:
            self.title.setText(tr("Post-mission"))
            return self._refuse(tr("There is no mission {id!r} in the card data.").format(id=mission_id))
        self.title.setText(tr("Post-mission: {mission}").format(mission=m.name))
        self.result_line.setText(tr(RESULT_WORDS.get(result, result)))
        self.challenge_line.setText(self._challenge_text(m, result, challenges))
        self.rule.setText(scaling_rule(m))
        campaign = self.book.campaign
        if self.game_id is not None:
            problem = record_problem(campaign, ids, self.game_id)
            if problem is not None:
                seq = self._show_recorded()
                done = "" if seq is None else " " + tr("It was recorded as ledger entry #{n}.").format(n=seq)
                return self._refuse(tr(problem.message()) + done)
        try:
            awards = compute_awards(m, result, challenges, [campaign.runner(rid) for rid in ids])
        except Refused as exc:
            return self._refuse(tr(exc.refusal.message()))
        for a in awards:
            r = campaign.runner(a.runner_id)
            self._add_row(m, r.name, a, r.karma_earned, result)
        self.message.setText("")
        self.record_button.setEnabled(True)

    def _challenge_text(self, m: Mission, result: str, challenges: Mapping[str, int]) -> str:
        names = {c.id: c for c in m.bonus_challenges}
        taken = [tr("{name} ×{n} (+{k} Karma)").format(name=names[cid].name, n=n, k=names[cid].karma * n)
                 if n > 1 else tr("{name} (+{k} Karma)").format(name=names[cid].name, k=names[cid].karma)
                 for cid, n in challenges.items() if cid in names and n > 0]
        if not taken:
            return tr("No bonus challenges taken.")
        text = tr("Bonus challenges: {list}.").format(list=", ".join(taken))
        if result != "win":
            text += " " + tr("Bonus challenges only pay on a win.")
        return text

    def _add_row(self, m: Mission, name: str, a: Any, karma_earned: int | None, result: str) -> None:
        """One runner's row; `a` is a RunnerAward or a recorded AwardLine (same fields)."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        after = "—" if karma_earned is None else str(karma_earned + a.karma)
        cells = [name, str(a.base), f"+{a.bonus}", str(a.karma_in_upgrades),
                 f"{MINUS}{a.penalty}" if a.penalty else "0", str(a.karma), after]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, col, item)
        if result == "loss":
            tip = tr("A loss earns no Karma, so there is nothing to scale.")
        else:
            tip = tr("{mission} Karma scaling: {band} Karma in upgrades gives {cut}.").format(
                mission=m.name, band=band_text(m.scaling, a.karma_in_upgrades),
                cut=f"{MINUS}{a.penalty}" if a.penalty else tr("the full award"))
        self.table.item(row, 4).setToolTip(tip)
        if karma_earned is not None:
            self.table.item(row, 6).setToolTip(f"{karma_earned} + {a.karma}")

    def _show_recorded(self) -> int | None:
        """A game already recorded: show its ledger lines rather than numbers it would get now."""
        assert self.book is not None
        for entry in reversed(self.book.campaign.ledger):
            if isinstance(entry, AwardEntry) and any(line.was_in_game == self.game_id for line in entry.lines):
                m = self.cat.missions[self.fixed[0]]
                for line in entry.lines:
                    self._add_row(m, line.runner_name, line, None, entry.result)
                return entry.seq
        return None

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
        self.message.setText(tr("Recorded in {campaign} (ledger entry #{n}) — undo it from the campaign's ledger.")
                             .format(campaign=campaign.name, n=campaign.ledger[-1].seq))
        self.record_button.setEnabled(False)
        self.inputs.setEnabled(False)
        self.skip_button.hide()
        self.back_button.show()
        for rid in ids:
            b = QPushButton(tr("Upgrade shop: {name}").format(name=campaign.runner(rid).name), self)
            b.clicked.connect(lambda _=False, rid=rid: self.shop.emit(rid))
            self.shop_row.addWidget(b)
        self.shop_row.addStretch(1)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.record_button.isEnabled():
            self.record()
            return
        super().keyPressEvent(event)
