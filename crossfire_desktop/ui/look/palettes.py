"""Damage colour palettes: the standard one and one per colour-vision deficiency (Settings > Colours).

Each palette keeps the four damage colours apart for the condition it is made for: tests/ui/test_palettes.py
simulates the condition (ui/look/cvd.py, Machado 2009) on painted icons and checks their colour distance.
Colour is never the only clue: every damage colour also has its letter and shape (ui/look/icons.py)."""

from __future__ import annotations

from ..words.names import COLOR_HEX
from ..words.text import tr
from ..words.tr import QT_TR_NOOP

STANDARD = dict(COLOR_HEX)
PALETTES: dict[str, dict[str, str]] = {
    "standard": STANDARD,
    # red/green confusions: green moves to yellow-green, red to a deep vermilion, black to a light grey
    "protanopia": {"black": "#b0b4bd", "blue": "#3d8bfd", "green": "#b8d84a", "red": "#cc3311"},
    "deuteranopia": {"black": "#d0d3da", "blue": "#3d8bfd", "green": "#117733", "red": "#e69f00"},
    # blue/yellow confusion: a light cyan blue, a yellow-green, a dark grey for black
    "tritanopia": {"black": "#5a5f6b", "blue": "#66ccee", "green": "#b8d84a", "red": "#e5484d"},
}
NAMES = {
    "standard": QT_TR_NOOP("Standard colours"),
    "protanopia": QT_TR_NOOP("Protanopia (red-blind)"),
    "deuteranopia": QT_TR_NOOP("Deuteranopia (green-blind)"),
    "tritanopia": QT_TR_NOOP("Tritanopia (blue-blind)"),
}


def palette_label(name: str) -> str:
    return tr(NAMES.get(name, name))


def apply_palette(name: str) -> str:
    """Use a palette everywhere (COLOR_HEX is shared by the icons and the card painter); returns its name."""
    from .cardcache import CACHE
    from .icons import _PIXMAPS

    name = name if name in PALETTES else "standard"
    COLOR_HEX.clear()
    COLOR_HEX.update(PALETTES[name])
    CACHE.clear()  # painted cards and icons hold the old colours
    _PIXMAPS.clear()
    return name


def apply_display(prefs: object) -> None:
    """The saved display preferences, applied once the settings are read: palette and text size."""
    from .style import apply_scale

    apply_palette(str(getattr(prefs, "palette", "standard")))
    apply_scale(float(getattr(prefs, "ui_scale", 1.0)))  # (start-up applied it already, from the file: ui/shell/app.py)
