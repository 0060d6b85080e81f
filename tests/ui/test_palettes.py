"""Colour-blind palettes: the four damage colours stay apart under each simulated condition, the
setting reaches every painter, and colour is never the only cue."""

import itertools

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from crossfire_desktop.ui import icons
from crossfire_desktop.ui.palettes import MATRICES, PALETTES, STANDARD, apply_palette, delta_e, simulate
from crossfire_desktop.ui.text import COLOR_HEX, COLOR_LETTER, COLOR_SHAPE

THRESHOLD = 25.0  # CIE76: well above "another shade of the same colour"


def min_distance(palette, condition):
    sim = {k: simulate(v, condition) if condition else v for k, v in palette.items()}
    return min(delta_e(sim[a], sim[b]) for a, b in itertools.combinations(sim, 2))


@pytest.mark.parametrize("condition", sorted(MATRICES))
def test_each_palette_keeps_the_four_colours_apart_for_its_condition(condition):
    assert min_distance(PALETTES[condition], condition) > THRESHOLD
    assert min_distance(PALETTES[condition], None) > THRESHOLD  # and for everyone else at the table


def test_simulation_matches_known_confusions():
    # red and green are the classic deuteranopia confusion: far apart normally, close when simulated
    assert delta_e("#ff0000", "#00a000") > 80
    assert delta_e(simulate("#d03030", "deuteranopia"), simulate("#5a8a20", "deuteranopia")) < 20
    assert simulate("#808080", "protanopia") in ("#808080", "#7f7f7f", "#818181")  # greys stay grey


def test_every_colour_has_a_shape_and_a_letter_of_its_own():
    assert len(set(COLOR_SHAPE.values())) == 4 and len(set(COLOR_LETTER.values())) == 4


def _icon_colour(name):
    img = QImage(40, 40, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    icons.color_icon(p, QPointF(20, 20), 14, name, letter=False)
    p.end()
    return img.pixelColor(20, 24).name()


def test_the_setting_repaints_the_icons(qapp):
    try:
        apply_palette("tritanopia")
        assert COLOR_HEX["green"] == PALETTES["tritanopia"]["green"]
        assert _icon_colour("red") == QColor(PALETTES["tritanopia"]["red"]).name()
    finally:
        apply_palette("standard")
    assert COLOR_HEX == STANDARD
    assert _icon_colour("red") == QColor(STANDARD["red"]).name()


def test_target_glows_differ_by_line_not_only_by_colour():
    from crossfire_desktop.ui.cardpaint import GLOW_LINES, GLOWS

    assert set(GLOW_LINES) == set(GLOWS) and len(set(GLOW_LINES.values())) == len(GLOWS)
