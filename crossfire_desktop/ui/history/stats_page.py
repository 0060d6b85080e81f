"""Statistics drawn from the history: results by mission and team size, results over time, rounds survived,
the most dangerous obstacles, the cards bought and how often their games were won, and each campaign
runner's Karma and HP over the missions. Charts use the damage palette the player chose (Settings > Colours),
and every bar carries its number, so colour is never the only clue."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from crossfire_desktop.history import stats

from ..words.edition import edition_name
from ..words.names import COLOR_HEX
from ..words.text import tr
from .charts import Chart, Series
from .page import result_word

if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.history.db import HistoryDB

RESULT_COLOR = {"win": "green", "abort": "blue", "loss": "red"}  # palette keys: they follow Settings > Colours
RUNNER_COLORS = ("blue", "green", "red", "black")  # one palette colour per campaign runner


def _runner_colour(i: int) -> str:
    return COLOR_HEX[RUNNER_COLORS[i % len(RUNNER_COLORS)]]


class StatsPage(QWidget):
    back = Signal()
    exportCsv = Signal(object)  # the Filter of the games shown

    def __init__(self, catalog: Catalog, campaign: Callable[[str], Campaign | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.campaign = campaign  # reads a campaign's ledger (Karma earned and spent); None if unreadable
        self.db: HistoryDB | None = None
        lay = QVBoxLayout(self)
        title = QLabel(tr("Statistics"), self)
        title.setObjectName("pageTitle")
        lay.addWidget(title)
        row = QHBoxLayout()
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        self.mission = QComboBox(self)
        self.mission.addItem(tr("All missions"), None)
        for m in catalog.missions.values():
            self.mission.addItem(m.name, m.id)
        self.team = QComboBox(self)
        self.team.addItem(tr("Any team size"), None)
        for n in range(1, 5):
            self.team.addItem(tr("Runners: {n}").format(n=n), n)
        self.rules = QComboBox(self)
        self.rules.addItem(tr("Both printings"), None)
        for r in ("first", "revised"):
            self.rules.addItem(edition_name(r), r)
        self.campaign_box = QComboBox(self)
        for box in (self.mission, self.team, self.rules, self.campaign_box):
            box.currentIndexChanged.connect(lambda _i: self.draw())
            row.addWidget(box)
        row.addStretch(1)
        self.tabs = QTabWidget(self)
        lay.addWidget(self.tabs, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("message")
        lay.addWidget(self.empty)
        bottom = QHBoxLayout()
        lay.addLayout(bottom)
        b = QPushButton(tr("Back"), self)
        b.clicked.connect(self.back)
        bottom.addWidget(b)
        bottom.addStretch(1)
        csv_btn = QPushButton(tr("Export CSV…"), self)
        csv_btn.setToolTip(tr("Save the games shown, one row per runner, for a spreadsheet"))
        csv_btn.clicked.connect(lambda: self.exportCsv.emit(self.filter()))
        bottom.addWidget(csv_btn)

    def filter(self) -> stats.Filter:
        return stats.Filter(mission=self.mission.currentData(), team_size=self.team.currentData(),
                            rules=self.rules.currentData(), campaign_id=self.campaign_box.currentData())

    def set_db(self, db: HistoryDB | None) -> None:
        self.db = db
        box = self.campaign_box
        box.blockSignals(True)
        box.clear()
        box.addItem(tr("All games"), None)  # ("No campaign" read as "games outside campaigns": it counted them all)
        if db is not None:
            for cid, name in db.conn.execute("SELECT DISTINCT campaign_id, campaign_name FROM games"
                                             " WHERE campaign_id IS NOT NULL ORDER BY campaign_name"):
                box.addItem(tr("Campaign: {name}").format(name=name or cid), cid)
        box.setVisible(box.count() > 1)
        box.blockSignals(False)
        self.draw()

    def draw(self) -> None:
        keep = self.tabs.currentIndex()
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            w.deleteLater()
        if self.db is None:
            self.empty.setText(tr("The game history can't be read."))
            return
        f = self.filter()
        conn = self.db.conn
        n = conn.execute("SELECT count(*) FROM games g" + f.where()[0], f.where()[1]).fetchone()[0]
        self.empty.setText(tr("Games counted: {n}").format(n=n))
        self.tabs.addTab(self._results(stats.outcomes(conn, f)), tr("Results"))
        self.tabs.addTab(self._over_time(stats.outcomes_by_month(conn, f)), tr("Over time"))
        self.tabs.addTab(self._rounds(stats.rounds_survived(conn, f)), tr("Rounds survived"))
        self.tabs.addTab(self._obstacles(stats.dangerous_obstacles(conn, f)), tr("Dangerous obstacles"))
        self.tabs.addTab(self._cards(stats.cards_bought(conn, f)), tr("Cards bought"))
        cid = self.campaign_box.currentData()
        if cid is not None:
            self.tabs.addTab(self._campaign(cid), tr("Campaign runners"))
        self.tabs.setCurrentIndex(max(0, min(keep, self.tabs.count() - 1)))

    def _name(self, card_id: str) -> str:
        try:
            return self.cat.card(card_id).name
        except KeyError:
            return card_id

    def _results(self, rows: list[tuple[str, int, str, int]]) -> Chart:
        cats: list[tuple[str, int]] = sorted({(m, t) for m, t, _r, _n in rows})
        counts = {(m, t, r): n for m, t, r, n in rows}
        series = [Series(result_word(r), [counts.get((m, t, r), 0) for m, t in cats], COLOR_HEX[RESULT_COLOR[r]])
                  for r in stats.RESULTS]
        names = [tr("{mission} · {n}").format(mission=self.cat.missions[m].name if m in self.cat.missions else m, n=t)
                 for m, t in cats]
        return Chart(tr("Results by mission and team size"), names, series, kind="stacked")

    def _over_time(self, months: list[tuple[str, dict[str, int]]]) -> Chart:
        series = [Series(result_word(r), [m[1][r] for m in months], COLOR_HEX[RESULT_COLOR[r]]) for r in stats.RESULTS]
        return Chart(tr("Share of wins, aborts and losses by month"), [m[0] for m in months], series, kind="percent")

    def _rounds(self, rows: list[tuple[int, int]]) -> Chart:
        series = [Series(tr("Games"), [n for _r, n in rows], COLOR_HEX["blue"])]
        return Chart(tr("How many rounds the games lasted"), [str(r) for r, _n in rows], series, legend=False)

    def _obstacles(self, rows: list[tuple[str, int, int]]) -> Chart:
        return self._card_bars(tr("Damage dealt to runners, by obstacle"), rows,
                               (tr("Damage dealt"), "red"), (tr("Games it ended"), "black"))

    def _cards(self, rows: list[tuple[str, int, int]]) -> Chart:
        return self._card_bars(tr("Cards bought: games they were bought in, and of those won"), rows,
                               (tr("Games bought in"), "blue"), (tr("Of those won"), "green"))

    def _card_bars(self, title: str, rows: list[tuple[str, int, int]], *sets: tuple[str, str]) -> Chart:
        """Two figures per card, the first card on top; each set a (label, palette colour)."""
        series = [Series(label, [int(row[i]) for row in rows], COLOR_HEX[colour])
                  for i, (label, colour) in enumerate(sets, start=1)]
        return Chart(title, [self._name(row[0]) for row in rows], series, horizontal=True)

    def _campaign(self, campaign_id: str) -> QWidget:
        """Karma earned and spent (the campaign's ledger) and HP lost (the history), mission by mission."""
        box = QWidget(self)
        lay = QHBoxLayout(box)
        camp = self.campaign(campaign_id)
        lines: list[Series] = []
        missions = 0
        if camp is not None:
            names = {r.id: r.name for r in camp.runners}
            earned: dict[str, list[int]] = {rid: [0] for rid in names}
            spent: dict[str, list[int]] = {rid: [0] for rid in names}
            for entry in camp.ledger:
                for rid in names:
                    gain = sum(line.karma for line in getattr(entry, "lines", []) if line.runner_id == rid)
                    cost = entry.cost if getattr(entry, "runner_id", None) == rid else 0  # type: ignore[union-attr]
                    earned[rid].append(earned[rid][-1] + gain)
                    spent[rid].append(spent[rid][-1] + cost)
            missions = len(camp.ledger) + 1
            for i, (rid, name) in enumerate(names.items()):
                lines.append(Series(tr("{name}: earned").format(name=name), earned[rid], _runner_colour(i)))
                lines.append(Series(tr("{name}: spent").format(name=name), spent[rid], _runner_colour(i), dashed=True))
        lay.addWidget(Chart(tr("Karma earned and spent over the missions"), [str(i) for i in range(missions)], lines,
                            kind="lines"), 1)
        assert self.db is not None
        per_runner = stats.campaign_runners(self.db.conn, campaign_id)
        longest = max((len(v) for v in per_runner.values()), default=0)
        names_by_id = {r.id: r.name for r in camp.runners} if camp is not None else {}
        bars = [Series(names_by_id.get(rid, rid), [m[3] for m in runs] + [0] * (longest - len(runs)), _runner_colour(i))
                for i, (rid, runs) in enumerate(per_runner.items())]
        lay.addWidget(Chart(tr("HP lost, mission by mission"), [str(i + 1) for i in range(longest)], bars), 1)
        return box
