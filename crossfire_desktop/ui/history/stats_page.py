"""Statistics drawn from the history: results by mission and team size, results over time, rounds survived,
the most dangerous obstacles, the cards bought and how often their games were won, and each campaign
runner's Karma and HP over the missions. Charts use the damage palette the player chose (Settings > Colours),
and every bar carries its number, so colour is never the only clue."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QPercentBarSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from crossfire_desktop.history import stats

from ..words.edition import edition_name
from ..words.names import COLOR_HEX
from ..words.text import tr
from .page import result_word

if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.history.db import HistoryDB

RESULT_COLOR = {"win": "green", "abort": "blue", "loss": "red"}  # palette keys: they follow Settings > Colours


def _chart(title: str) -> tuple[QChart, QChartView]:
    chart = QChart()
    chart.setTheme(QChart.ChartTheme.ChartThemeDark)  # the game's dark screens; series colours set after
    chart.setBackgroundBrush(QColor("#151a24"))
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    return chart, view


def _bar_set(label: str, values: list[float], color: str | None = None) -> QBarSet:
    s = QBarSet(label)
    s.append(values)
    if color is not None:
        s.setProperty("colour", color)  # applied once the series is in the chart (the theme paints it first)
    return s


def _axes(chart: QChart, series: Any, categories: list[str], *, horizontal: bool = False,
          percent: bool = False) -> None:
    chart.addSeries(series)
    for bar_set in series.barSets():
        colour = bar_set.property("colour")
        if colour:
            bar_set.setColor(QColor(colour))
            bar_set.setLabelColor(QColor("#0d1017"))
    cats = QBarCategoryAxis()
    cats.append(categories)
    values = QValueAxis()
    values.setLabelFormat("%d%%" if percent else "%d")
    if percent:
        values.setRange(0, 100)
    else:  # counts: whole numbers, one tick per step
        top = max([max([bar_set.at(i) for i in range(bar_set.count())], default=0)
                   for bar_set in series.barSets()] or [0])
        if isinstance(series, QStackedBarSeries):
            top = max([sum(b.at(i) for b in series.barSets()) for i in range(len(categories))] or [0])
        step = max(1, -(-int(top) // 8))
        values.setRange(0, max(step, step * -(-int(top) // step)))
        values.setTickType(QValueAxis.TickType.TicksDynamic)
        values.setTickAnchor(0)
        values.setTickInterval(step)
    chart.addAxis(cats, Qt.AlignmentFlag.AlignLeft if horizontal else Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(values, Qt.AlignmentFlag.AlignBottom if horizontal else Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(cats)
    series.attachAxis(values)


def _labels_on(series: Any) -> None:
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value")


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
                            rules=self.rules.currentData())

    def set_db(self, db: HistoryDB | None) -> None:
        self.db = db
        box = self.campaign_box
        box.blockSignals(True)
        box.clear()
        box.addItem(tr("No campaign"), None)
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

    def _results(self, rows: list[tuple[str, int, str, int]]) -> QChartView:
        chart, view = _chart(tr("Results by mission and team size"))
        cats: list[tuple[str, int]] = sorted({(m, t) for m, t, _r, _n in rows})
        counts = {(m, t, r): n for m, t, r, n in rows}
        series = QStackedBarSeries()
        for r in stats.RESULTS:
            series.append(_bar_set(result_word(r), [counts.get((m, t, r), 0) for m, t in cats],
                                   COLOR_HEX[RESULT_COLOR[r]]))
        _labels_on(series)
        names = [tr("{mission} · {n}").format(mission=self.cat.missions[m].name if m in self.cat.missions else m, n=t)
                 for m, t in cats]
        _axes(chart, series, names)
        return view

    def _over_time(self, months: list[tuple[str, dict[str, int]]]) -> QChartView:
        chart, view = _chart(tr("Share of wins, aborts and losses by month"))
        series = QPercentBarSeries()
        for r in stats.RESULTS:
            series.append(_bar_set(result_word(r), [m[1][r] for m in months], COLOR_HEX[RESULT_COLOR[r]]))
        _labels_on(series)
        _axes(chart, series, [m[0] for m in months], percent=True)
        return view

    def _rounds(self, rows: list[tuple[int, int]]) -> QChartView:
        chart, view = _chart(tr("How many rounds the games lasted"))
        series = QBarSeries()
        series.append(_bar_set(tr("Games"), [n for _r, n in rows], COLOR_HEX["blue"]))
        _labels_on(series)
        chart.legend().hide()
        _axes(chart, series, [str(r) for r, _n in rows])
        return view

    def _obstacles(self, rows: list[tuple[str, int, int]]) -> QChartView:
        return self._card_bars(tr("Damage dealt to runners, by obstacle"), rows,
                               (tr("Damage dealt"), "red"), (tr("Games it ended"), "black"))

    def _cards(self, rows: list[tuple[str, int, int]]) -> QChartView:
        return self._card_bars(tr("Cards bought: games they were bought in, and of those won"), rows,
                               (tr("Games bought in"), "blue"), (tr("Of those won"), "green"))

    def _card_bars(self, title: str, rows: list[tuple[str, int, int]], *sets: tuple[str, str]) -> QChartView:
        """Two figures per card, the first card on top; each set a (label, palette colour)."""
        chart, view = _chart(title)
        rows = list(reversed(rows))
        series = QHorizontalBarSeries()
        for i, (label, colour) in enumerate(sets, start=1):
            series.append(_bar_set(label, [row[i] for row in rows], COLOR_HEX[colour]))
        _labels_on(series)
        _axes(chart, series, [self._name(row[0]) for row in rows], horizontal=True)
        return view

    def _campaign(self, campaign_id: str) -> QWidget:
        """Karma earned and spent (the campaign's ledger) and HP lost (the history), mission by mission."""
        box = QWidget(self)
        lay = QHBoxLayout(box)
        karma, karma_view = _chart(tr("Karma earned and spent over the missions"))
        camp = self.campaign(campaign_id)
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
            for rid, name in names.items():
                for label, points, dashed in ((tr("{name}: earned"), earned[rid], False),
                                              (tr("{name}: spent"), spent[rid], True)):
                    line = QLineSeries()
                    line.setName(label.format(name=name))
                    for i, v in enumerate(points):
                        line.append(i, v)
                    if dashed:
                        pen = line.pen()
                        pen.setStyle(Qt.PenStyle.DashLine)
                        line.setPen(pen)
                    karma.addSeries(line)
            karma.createDefaultAxes()
            for axis in karma.axes():
                if isinstance(axis, QValueAxis):
                    axis.setLabelFormat("%d")
        lay.addWidget(karma_view, 1)
        hp, hp_view = _chart(tr("HP lost, mission by mission"))
        assert self.db is not None
        per_runner = stats.campaign_runners(self.db.conn, campaign_id)
        series = QBarSeries()
        longest = max((len(v) for v in per_runner.values()), default=0)
        names_by_id = {r.id: r.name for r in camp.runners} if camp is not None else {}
        for rid, missions in per_runner.items():
            series.append(_bar_set(names_by_id.get(rid, rid), [m[3] for m in missions] + [0] * (longest - len(missions))))
        _labels_on(series)
        _axes(hp, series, [str(i + 1) for i in range(longest)])
        lay.addWidget(hp_view, 1)
        return box
