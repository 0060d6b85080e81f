"""The Statistics screen's own charts (ui/history/charts.py): what a player sees is painted, in the colours
asked for and in proportion to the numbers."""

from __future__ import annotations

from PySide6.QtGui import QColor

from crossfire_desktop.ui.history.charts import Chart, Series

GREEN, RED, BLUE = "#2fb36d", "#e5484d", "#3d8bfd"


def _pixels(chart: Chart, qtbot, colour: str) -> int:
    qtbot.addWidget(chart)
    chart.resize(640, 400)
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.grab().toImage()
    want = QColor(colour)
    return sum(1 for x in range(image.width()) for y in range(image.height()) if QColor(image.pixel(x, y)) == want)


def test_stacked_bars_paint_each_result_in_proportion_to_its_count(qtbot):
    chart = Chart("Results", ["Extraction · 1"], [Series("Win", [3], GREEN), Series("Loss", [1], RED)],
                  kind="stacked")
    wins, losses = _pixels(chart, qtbot, GREEN), _pixels(chart, qtbot, RED)
    assert losses > 500
    assert 2.6 < wins / losses < 3.4  # the legend's swatches aside, areas follow the counts


def test_percent_bars_fill_the_axis_whatever_the_counts(qtbot):
    few = Chart("Share", ["2026-01"], [Series("Win", [1], GREEN), Series("Loss", [1], RED)], kind="percent")
    many = Chart("Share", ["2026-01"], [Series("Win", [40], GREEN), Series("Loss", [40], RED)], kind="percent")
    a, b = _pixels(few, qtbot, GREEN), _pixels(many, qtbot, GREEN)
    assert a > 500 and abs(a - b) < a / 100  # the same half of the bar (the numbers on it differ)


def test_side_by_side_and_lying_bars_and_lines_paint_every_series(qtbot):
    lying = Chart("Cards", ["Katana", "Backdoor"], [Series("Bought", [5, 2], BLUE), Series("Won", [1, 0], GREEN)],
                  horizontal=True)
    assert _pixels(lying, qtbot, BLUE) > 5 * _pixels(lying, qtbot, GREEN) > 0
    lines = Chart("Karma", ["0", "1", "2"], [Series("Ana: earned", [0, 4, 9], BLUE),
                                             Series("Ana: spent", [0, 0, 6], RED, dashed=True)], kind="lines")
    assert _pixels(lines, qtbot, BLUE) > 100 and _pixels(lines, qtbot, RED) > 50


def test_an_empty_history_draws_an_empty_chart_without_error(qtbot):
    assert _pixels(Chart("Results", [], [Series("Win", [], GREEN)], kind="stacked"), qtbot, GREEN) >= 0


def test_the_value_axis_counts_in_steps_of_one_two_or_five_times_ten():
    from crossfire_desktop.ui.history.charts import nice_top

    assert nice_top(0) == (1.0, 1.0) and nice_top(8) == (8.0, 1.0)
    assert nice_top(65) == (70.0, 10.0)  # 0, 10 ... 70, not 0, 9 ... 72
    assert nice_top(17) == (20.0, 5.0) and nice_top(150) == (160.0, 20.0)
