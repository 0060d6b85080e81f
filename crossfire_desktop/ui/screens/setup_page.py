"""New mission: mission, bonus challenges, 1-4 runners (name, metatype, roles, main role), starting runner."""

from __future__ import annotations

import random
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.campaign import Campaign, new_game_id, runner_setup
from crossfire_desktop.catalog import Catalog, Mission
from crossfire_desktop.engine import GameSetup, default_roles

from ..look.plain import escape
from ..words.cardwords import card_text
from ..words.edition import rules_combo
from ..words.text import tr
from .advanced_box import AdvancedBox
from .ai_column import attach_ai_column
from .mission_odds import attach_odds

ROLES = ("Street Samurai", "Mage", "Decker", "Face")
METATYPES = ("Human", "Elf", "Dwarf", "Ork", "Troll")


def mission_about(m: Mission) -> str:
    """The mission sheet in a few lines: its job (the flavour), its goal, how hard it is."""
    return "<i>{job}</i><br>{goal}<br>{how}".format(
        job=escape(card_text(m.job)), goal=escape(card_text(m.goal)),
        how=escape(tr("Difficulty: {difficulty} · {upgrades}").format(
            difficulty=card_text(m.difficulty), upgrades=card_text(m.recommended_upgrades))))


def runner_count_note(m: Mission) -> str:
    """What the mission sheet says of its runners, when it allows fewer counts than 1 to 4 (the count box
    refuses the others without a word)."""
    least, most = m.runner_counts()
    if (least, most) == (1, 4):
        return ""
    if least == most:
        return tr("{mission} is played by %n runner(s) only.", None, least).format(mission=m.name)
    return tr("{mission} is played by {least} to {most} runners.").format(mission=m.name, least=least, most=most)


def setup_error_text(exc: ValidationError) -> str:
    lines = []
    for err in exc.errors():
        where = ".".join(str(x) for x in err.get("loc", ()))
        msg = str(err.get("msg", "")).removeprefix("Value error, ")
        lines.append(f"{where}: {msg}" if where else msg)
    return tr("This team can't start: {why}").format(why="; ".join(lines))


def new_seed() -> int:
    """A shuffle seed for a mission nobody chose the deal of."""
    return random.randint(1, 999999)


class SetupPage(QWidget):
    start = Signal(object)  # GameSetup
    back = Signal()

    def __init__(self, catalog: Catalog, last: dict[str, Any] | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.last = last  # the last guest team, put back after a campaign game is set up
        lay = QVBoxLayout(self)
        title = QLabel(tr("New mission"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        # the form scrolls; the error and the Back / Start buttons below it always stay in the window
        scroll = QScrollArea(self)
        scroll.setObjectName("setupScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget(scroll)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        scroll.setWidget(body)
        self.scroll = scroll
        # campaign games: the campaign's runners keep their names and metatypes and bring their stickers
        self.campaign: Campaign | None = None
        self.campaign_ids: list[str] = []
        self.campaign_label = QLabel(self)
        self.campaign_label.setWordWrap(True)
        self.campaign_label.setObjectName("goodNote")
        self.campaign_label.hide()
        inner.addWidget(self.campaign_label)
        form = QFormLayout()
        inner.addLayout(form)  # empty, then filled: see ui/look/layouts.py
        self.mission = QComboBox(self)
        for m in catalog.missions.values():
            self.mission.addItem(m.name, m.id)
        self.mission.currentIndexChanged.connect(self._mission_changed)
        form.addRow(tr("Mission"), self.mission)
        self.about = QLabel(self)  # the mission sheet's job, goal and difficulty, in a few lines
        self.about.setObjectName("missionAbout")
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.about.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens the page
        self.rules = rules_combo(self, (last or {}).get("rules", "first"))
        form.addRow(tr("Rules"), self.rules)
        self.count = QSpinBox(self)
        self.count.setRange(1, 4)
        self.count.setAccessibleName(tr("Runners"))  # its form row holds a layout (with the note): not named by it
        self.count.valueChanged.connect(self._count_changed)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count)
        self.count_note = QLabel(self)  # a count the mission doesn't allow is refused: this says why
        self.count_note.setObjectName("countNote")
        self.count_note.setWordWrap(True)
        count_row.addWidget(self.count_note, 1)
        # the box keeps its own width: with the note hidden (Extraction) it stretched across the page
        self.count.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        count_row.addStretch(0)
        form.addRow(tr("Runners"), count_row)
        self.starting = QComboBox(self)
        form.addRow(tr("Starting runner"), self.starting)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 999999)
        self.seed.setValue(new_seed())
        self.seed.setToolTip(tr("The same seed deals the same cards: replay a game, or play the same deal as a friend"))
        self.daily = QPushButton(tr("Today's seed"), self)
        self.daily.setToolTip(tr("The same deal for everyone today, for this mission: compare runs with friends"))
        self.daily.clicked.connect(self.use_daily_seed)
        inner.addWidget(self.about)  # below the form: a form row would size its wrapped lines wrongly
        self.bonus_box = QGroupBox(tr("Bonus challenges"), self)
        self.bonus_lay = QVBoxLayout(self.bonus_box)
        inner.addWidget(self.bonus_box)
        self.bonus: dict[str, QSpinBox | QCheckBox] = {}
        self.bonus_rows: list[QWidget] = []
        team = QGroupBox(tr("Team (each role held exactly once; the first role listed is the main role)"), self)
        self.grid = QGridLayout(team)
        for col, head in enumerate([tr("Name"), tr("Metatype"), *[tr(r) for r in ROLES], tr("Main role")]):
            self.grid.addWidget(QLabel(head, team), 0, col)
        self.rows: list[dict[str, Any]] = []
        for i in range(4):
            row: dict[str, Any] = {"name": QLineEdit(f"Runner {i + 1}", team), "meta": QComboBox(team), "roles": {},
                                   "main": QComboBox(team)}
            for m in METATYPES:
                row["meta"].addItem(tr(m), m)
            row["meta"].setCurrentIndex(i % 4)
            self.grid.addWidget(row["name"], i + 1, 0)
            self.grid.addWidget(row["meta"], i + 1, 1)
            for j, role in enumerate(ROLES):
                box = QCheckBox(team)
                box.setToolTip(tr("{runner} holds {role}").format(runner=f"#{i + 1}", role=tr(role)))
                box.toggled.connect(lambda _on, i=i: self._roles_changed(i))
                row["roles"][role] = box
                self.grid.addWidget(box, i + 1, 2 + j)
            self.grid.addWidget(row["main"], i + 1, 6)
            row["name"].textChanged.connect(self._names_changed)
            self.rows.append(row)
        inner.addWidget(team)
        self.advanced = AdvancedBox(self)  # the seed and the bots' odds: there, but not on the first screen
        self.advanced.form.addRow(tr("Shuffle seed"), self.seed)
        self.advanced.form.addRow("", self.daily)
        inner.addWidget(self.advanced)
        inner.addStretch(1)
        lay.addWidget(scroll, 1)
        self.error = QLabel(self)
        self.error.setObjectName("message")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QHBoxLayout()
        lay.addLayout(buttons)
        back = QPushButton(tr("Back"), self)
        back.clicked.connect(self.back)
        go = self.go = QPushButton(tr("Start the mission"), self)
        go.setObjectName("primary")
        go.clicked.connect(self._start)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(go)
        self._mission_changed()
        attach_ai_column(self)  # an "AI" box per runner (ui/screens/ai_column.py)
        self.odds = attach_odds(self.advanced, lambda: self.setup_dict())  # "Estimated odds: ..." (ui/screens/mission_odds.py)
        self.count.setValue(2)
        self._deal_roles()
        if last:
            self.restore(last)

    def use_daily_seed(self) -> None:
        from datetime import date

        from crossfire_desktop.history.seeds import daily_seed

        self.seed.setValue(daily_seed(str(self.mission.currentData()), date.today()))

    def _mission_changed(self) -> None:
        m = self.cat.missions.get(self.mission.currentData())
        for w in self.bonus_rows:
            self.bonus_lay.removeWidget(w)
            w.hide()  # gone from the form now, freed on the next event-loop turn
            w.deleteLater()
        self.bonus, self.bonus_rows = {}, []
        if m is None:
            self.about.setText("")
            return
        self.about.setText(mission_about(m))
        least, most = m.runner_counts()
        if self.campaign is not None:  # the team is fixed: keep it, the setup check names a misfit
            n = len(self.campaign_ids)
            least, most = min(least, n), max(most, n)
        self.count.setRange(least, most)
        self.count_note.setText(runner_count_note(m))
        self.count_note.setVisible(bool(self.count_note.text()))
        for b in m.bonus_challenges:
            # the control carries the name; the rule text wraps beside it (a long one never widens the page)
            holder = QWidget(self.bonus_box)
            row_lay = QHBoxLayout(holder)
            row_lay.setContentsMargins(0, 0, 0, 0)
            head = tr("{name} (+{k} Karma)").format(name=b.name, k=b.karma)
            if b.per_runner:
                w: QSpinBox | QCheckBox = QSpinBox(holder)
                w.setRange(0, 4)
                w.setPrefix(head + "  ×")
            else:
                w = QCheckBox(head, holder)
            w.setToolTip(card_text(b.text))
            text = QLabel(card_text(b.text), holder)
            text.setWordWrap(True)
            text.setObjectName("bonusText")
            text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            text.setMinimumWidth(120)
            row_lay.addWidget(w, 0, Qt.AlignmentFlag.AlignTop)
            row_lay.addWidget(text, 1)
            self.bonus_lay.addWidget(holder)
            self.bonus_rows.append(holder)
            self.bonus[b.id] = w

    def _count_changed(self) -> None:
        n = self.count.value()
        for i, row in enumerate(self.rows):
            for w in [row["name"], row["meta"], row["main"], *row["roles"].values()]:
                w.setVisible(i < n)
        for w in self.bonus.values():
            if isinstance(w, QSpinBox):
                w.setMaximum(n)
        self._deal_roles()
        self._names_changed()

    def _deal_roles(self) -> None:
        n = self.count.value()
        dealt = default_roles(n)
        for i, row in enumerate(self.rows):
            for role, box in row["roles"].items():
                box.blockSignals(True)
                box.setChecked(i < n and role in dealt[i])
                box.blockSignals(False)
            self._roles_changed(i)

    def _roles_changed(self, i: int) -> None:
        row = self.rows[i]
        held = [r for r, b in row["roles"].items() if b.isChecked()]
        current = row["main"].currentData()
        row["main"].clear()
        for r in held:
            row["main"].addItem(tr(r), r)
        if current in held:
            row["main"].setCurrentIndex(held.index(current))

    def _names_changed(self) -> None:
        cur = self.starting.currentIndex()
        self.starting.clear()
        for row in self.rows[: self.count.value()]:
            self.starting.addItem(row["name"].text() or "?")
        self.starting.setCurrentIndex(max(0, min(cur, self.starting.count() - 1)))

    def setup_dict(self) -> dict[str, Any]:
        runners = []
        for row in self.rows[: self.count.value()]:
            held = [r for r, b in row["roles"].items() if b.isChecked()]
            main = row["main"].currentData()
            roles = ([main] if main in held else []) + [r for r in held if r != main]
            runners.append({"name": row["name"].text().strip(), "metatype": row["meta"].currentData(), "roles": roles})
        bonus: list[str] = []
        for bid, w in self.bonus.items():
            bonus += [bid] * (w.value() if isinstance(w, QSpinBox) else int(w.isChecked()))
        out = {"mission": self.mission.currentData(), "runners": runners, "starting": max(0, self.starting.currentIndex()),
               "seed": self.seed.value(), "bonus": bonus, "rules": self.rules.currentData()}
        if self.campaign is not None:
            for r, rid in zip(runners, self.campaign_ids, strict=True):
                r.update(runner_setup(self.campaign.runner(rid)))
            out["campaign"] = {"campaign_id": self.campaign.id, "game_id": new_game_id()}
        return out

    # -- campaign games ----------------------------------------------------------------------
    def use_campaign(self, campaign: Campaign, runner_ids: list[str], ai: list[str]) -> None:
        """Set up a game for these campaign runners (names and metatypes fixed, stickers brought along); the
        computer plays the runners in `ai` (the campaign's last mission's, not the last guest team's)."""
        self.campaign, self.campaign_ids = campaign, list(runner_ids)
        self._guest_rules = self.rules.currentData()
        self.rules.setCurrentIndex(max(0, self.rules.findData(campaign.rules)))  # the campaign keeps its edition
        self.rules.setEnabled(False)
        self._mission_changed()
        self.count.setValue(len(runner_ids))
        self.count.setEnabled(False)
        lines = [tr("Campaign {name}: Karma and stickers are recorded after the mission.").format(name=campaign.name)]
        for row, rid in zip(self.rows, runner_ids, strict=False):
            runner = campaign.runner(rid)
            row["name"].setText(runner.name)
            row["name"].setReadOnly(True)
            row["meta"].setCurrentIndex(max(0, row["meta"].findData(runner.metatype)))
            row["meta"].setEnabled(False)
            row["ai"].setChecked(rid in ai)
            stickers = ", ".join(s.name for s in runner.stickers) or tr("no stickers")
            lines.append(tr("{name} brings: {stickers}").format(name=runner.name, stickers=stickers))
        self.campaign_label.setText("\n".join(lines))
        self.campaign_label.show()
        self._names_changed()
        self.error.setText("")

    def leave_campaign(self) -> None:
        """Back to a one-off game with guest runners."""
        self.campaign, self.campaign_ids = None, []
        self.count.setEnabled(True)
        self.rules.setEnabled(True)
        self.rules.setCurrentIndex(max(0, self.rules.findData(getattr(self, "_guest_rules", "first"))))
        for row in self.rows:
            row["name"].setReadOnly(False)
            row["meta"].setEnabled(True)
        self.campaign_label.hide()
        self._mission_changed()
        self._count_changed()
        if self.last:
            self.restore(self.last)
        else:
            for i, row in enumerate(self.rows):
                row["name"].setText(f"Runner {i + 1}")

    def restore(self, last: dict[str, Any]) -> None:
        idx = self.mission.findData(last.get("mission"))
        if idx >= 0:
            self.mission.setCurrentIndex(idx)
        if last.get("rules") in ("first", "revised"):
            self.rules.setCurrentIndex(self.rules.findData(last["rules"]))
        runners = last.get("runners") or []
        if 1 <= len(runners) <= 4:
            self.count.setValue(len(runners))
        for row, r in zip(self.rows, runners, strict=False):
            row["name"].setText(r.get("name", ""))
            row["meta"].setCurrentIndex(max(0, row["meta"].findData(r.get("metatype", "Human"))))
            for role, box in row["roles"].items():
                box.blockSignals(True)
                box.setChecked(role in r.get("roles", []))
                box.blockSignals(False)
            self._roles_changed(self.rows.index(row))
            if r.get("roles"):
                row["main"].setCurrentIndex(max(0, row["main"].findData(r["roles"][0])))
        for bid, w in self.bonus.items():
            k = list(last.get("bonus", [])).count(bid)
            if isinstance(w, QSpinBox):
                w.setValue(k)
            else:
                w.setChecked(k > 0)
        self._names_changed()
        self.starting.setCurrentIndex(min(int(last.get("starting", 0)), self.starting.count() - 1))

    def _start(self) -> None:
        try:
            setup = GameSetup.model_validate(self.setup_dict())
        except ValidationError as exc:
            self.error.setText(setup_error_text(exc))
            return
        self.error.setText("")
        self.start.emit(setup)
