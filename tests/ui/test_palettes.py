"""Colour-blind palettes: the four damage colours, painted as icons and seen through a simulation of each
condition (Machado 2009), stay apart by CIE76 ΔE; each colour keeps its letter (never colour alone)."""

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from crossfire_desktop.ui.look import cvd
from crossfire_desktop.ui.look.icons import paint_icon
from crossfire_desktop.ui.look.palettes import PALETTES, apply_palette
from crossfire_desktop.ui.words.names import COLOR_HEX, COLOR_LETTER

COLORS = ("black", "blue", "green", "red")
BACKGROUND = QColor("#1b2130")
MIN_DELTA_E = 30  # clearly different at a glance (ΔE 2.3 is "just noticeable")


def painted_fill(color: str, kind: str | None) -> tuple[float, float, float]:
    """The icon's fill as painted on a card background, then seen with the deficiency `kind`."""
    img = QImage(48, 48, QImage.Format.Format_RGB32)
    img.fill(BACKGROUND)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(p, QPointF(24, 24), 20, color)
    p.end()
    if kind is not None:
        img = cvd.simulate_image(img, kind)
    bg = cvd.simulate((BACKGROUND.red(), BACKGROUND.green(), BACKGROUND.blue()), kind)
    counts = Counter(img.pixel(x, y) for x in range(48) for y in range(48))
    for rgb, _n in counts.most_common():
        c = QColor.fromRgb(rgb)
        value = (float(c.red()), float(c.green()), float(c.blue()))
        if cvd.delta_e(value, bg) > 5:
            return value
    raise AssertionError(f"{color} icon not painted")


@pytest.fixture
def palette(qapp):
    yield apply_palette
    apply_palette("standard")


@pytest.mark.parametrize("kind", ["protanopia", "deuteranopia", "tritanopia"])
def test_each_palette_keeps_damage_colours_apart_for_its_condition(palette, kind):
    palette(kind)
    for seen in (kind, None):  # for the player it is made for, and for everyone else at the table
        fills = {c: painted_fill(c, seen) for c in COLORS}
        for a, b in itertools.combinations(COLORS, 2):
            d = cvd.delta_e(fills[a], fills[b])
            assert d >= MIN_DELTA_E, f"{kind} palette seen as {seen}: {a}/{b} ΔE {d:.1f}"


def test_standard_palette_figures(palette, capsys):
    """The standard palette under each condition, for the record (the palettes exist for the low ones)."""
    palette("standard")
    for kind in (None, *cvd.MATRICES):
        fills = {c: painted_fill(c, kind) for c in COLORS}
        low = min(cvd.delta_e(fills[a], fills[b]) for a, b in itertools.combinations(COLORS, 2))
        print(f"standard palette, {kind or 'normal vision'}: min ΔE {low:.1f}")
    assert PALETTES["standard"] == COLOR_HEX


def test_palette_switch_reaches_the_painters(palette):
    palette("deuteranopia")
    assert COLOR_HEX["red"] == PALETTES["deuteranopia"]["red"]
    assert painted_fill("red", None) != pytest.approx(cvd.rgb_of(PALETTES["standard"]["red"]), abs=8)
    assert set(COLOR_LETTER) == set(COLORS) and len(set(COLOR_LETTER.values())) == 4  # never colour alone


def test_simulation_matches_known_values():
    # pure red looks dark yellow-brown to a protanope, and white stays white for every condition
    r, g, b = cvd.simulate((255, 0, 0), "protanopia")
    assert r < 130 and g < 130 and b < 20 and abs(r - g) < 40
    for kind in cvd.MATRICES:
        assert cvd.simulate((255, 255, 255), kind) == pytest.approx((255, 255, 255), abs=2)


def test_ui_scale_scales_every_screens_text():
    from crossfire_desktop.ui.look.style import style_sheet

    assert "font-size: 13px" in style_sheet()
    big = style_sheet(1.5)
    assert "font-size: 20px" in big and "font-size: 13px" not in big
    assert "font-size: 11px" in style_sheet(0.8) or "font-size: 12px" not in style_sheet(0.8)


def test_every_damage_letter_reads_on_its_colour_in_every_palette():
    """The colour-blind palettes' light grey "black" carried a white B (contrast 1.5:1, seen in play): each
    letter is inked dark or white, whichever reads better, at least WCAG AA's 4.5:1."""
    from PySide6.QtGui import QColor

    from crossfire_desktop.ui.look.icons import contrast, letter_ink
    from crossfire_desktop.ui.look.palettes import PALETTES

    for name, palette in PALETTES.items():
        for colour, hex_ in palette.items():
            fill = QColor(hex_)
            assert contrast(letter_ink(fill), fill) >= 4.5, (name, colour)
