"""Damage-colour palettes for colour-blind play, and a simulation of colour-vision deficiencies.

The four damage colours (black, blue, green, red) also have a shape and a letter each (icons.py),
so no palette is ever the only cue; the palettes make the colours themselves stay apart for
players with deuteranopia, protanopia or tritanopia. `simulate` applies Machado, Oliveira &
Fernandes (2009) full-severity matrices in linear RGB; `delta_e` is CIE76 in CIELAB (D65).
Pure Python: the tests and the screenshot check use it without numpy.
"""

from __future__ import annotations

from .text import COLOR_HEX, tr

# The printed colours (the table's default look).
STANDARD = {"black": "#8a8f99", "blue": "#3d8bfd", "green": "#2fb36d", "red": "#e5484d"}
PALETTES: dict[str, dict[str, str]] = {
    "standard": STANDARD,
    # Okabe-Ito based: blue/orange/yellow axis stays apart without red-green cones.
    "deuteranopia": {"black": "#5b6170", "blue": "#56b4e9", "green": "#f0e442", "red": "#d55e00"},
    "protanopia": {"black": "#5b6170", "blue": "#56b4e9", "green": "#f0e442", "red": "#d55e00"},
    # Without blue cones: teal, pale sand and crimson stay apart on a lightness/red axis.
    "tritanopia": {"black": "#5b6170", "blue": "#0fa3b1", "green": "#f2f2f2", "red": "#d81b60"},
}


def palette_names() -> dict[str, str]:
    """The Settings labels, in the player's language."""
    return {"standard": tr("Standard"), "deuteranopia": tr("Deuteranopia (green-weak)"),
            "protanopia": tr("Protanopia (red-weak)"), "tritanopia": tr("Tritanopia (blue-weak)")}


def apply_palette(name: str) -> None:
    """Make `name` the colours every painter reads (text.COLOR_HEX is shared); drop cached paint."""
    COLOR_HEX.update(PALETTES.get(name, STANDARD))
    from . import icons
    from .cardcache import CACHE

    icons._PIXMAPS.clear()
    CACHE.clear()


# Machado et al. 2009, severity 1.0, linear RGB.
MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _lin(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _rgb(hexcolor: str) -> tuple[float, float, float]:
    h = hexcolor.lstrip("#")
    return int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255


def simulate_rgb(rgb: tuple[int, int, int], condition: str) -> tuple[int, int, int]:
    """How a 0-255 RGB colour looks with `condition` (a MATRICES key)."""
    m = MATRICES[condition]
    lin = [_lin(v / 255) for v in rgb]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    r, g, b = (round(_gamma(v) * 255) for v in out)
    return r, g, b


def simulate(hexcolor: str, condition: str) -> str:
    r, g, b = simulate_rgb(tuple(round(v * 255) for v in _rgb(hexcolor)), condition)  # type: ignore[arg-type]
    return f"#{r:02x}{g:02x}{b:02x}"


def _lab(hexcolor: str) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in _rgb(hexcolor))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: str, b: str) -> float:
    """CIE76 colour difference (about 2.3 is just noticeable; 20+ reads as another colour)."""
    la, lb = _lab(a), _lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5
