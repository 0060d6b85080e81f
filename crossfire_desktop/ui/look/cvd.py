"""Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1) and CIE76 ΔE,
to check the palettes on painted images: tests and `python -m crossfire_desktop.ui.look.cvd in.png kind out.png`."""

from __future__ import annotations

import math
import sys

from PySide6.QtGui import QColor, QImage

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
RGB = tuple[float, float, float]


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _unlin(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, kind: str | None) -> RGB:
    """How a colour looks with a colour-vision deficiency (None: unchanged)."""
    if kind is None:
        return rgb
    m, lin = MATRICES[kind], [_lin(c) for c in rgb]
    r, g, b = (_unlin(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(rgb: RGB) -> RGB:
    r, g, b = (_lin(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: RGB, b: RGB) -> float:
    return math.dist(lab(a), lab(b))


def rgb_of(hex_color: str) -> RGB:
    c = QColor(hex_color)
    return float(c.red()), float(c.green()), float(c.blue())


def simulate_image(img: QImage, kind: str) -> QImage:
    """A copy of the image as seen with the deficiency (slow: for tests and screenshots)."""
    out = img.convertToFormat(QImage.Format.Format_RGB32)
    cache: dict[int, int] = {}
    for y in range(out.height()):
        for x in range(out.width()):
            px = out.pixel(x, y)
            if px not in cache:
                c = QColor.fromRgb(px)
                r, g, b = simulate((c.red(), c.green(), c.blue()), kind)
                cache[px] = QColor(round(r), round(g), round(b)).rgb()
            out.setPixel(x, y, cache[px])
    return out


if __name__ == "__main__":
    simulate_image(QImage(sys.argv[1]), sys.argv[2]).save(sys.argv[3])
