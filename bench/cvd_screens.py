"""Colour-blind check of real table screenshots: each palette's table at 1280x720, simulated with its
condition (Machado 2009) and saved beside it to look at; prints the four damage colours' smallest ΔE.

    QT_QPA_PLATFORM=offscreen python bench/cvd_screens.py [out_dir]
"""

from __future__ import annotations

import itertools
import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QImage

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def simulate_image(img: QImage, condition: str) -> QImage:
    """`img` as seen with `condition` (distinct colours simulated once each)."""
    from crossfire_desktop.ui.palettes import simulate_rgb

    src = img.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = src.width(), src.height(), src.bytesPerLine()
    data = bytearray(bytes(src.constBits()))
    seen: dict[bytes, bytes] = {}
    for y in range(h):
        row = y * stride
        for x in range(row, row + 3 * w, 3):
            px = bytes(data[x:x + 3])
            out = seen.get(px)
            if out is None:
                out = seen[px] = bytes(simulate_rgb((px[0], px[1], px[2]), condition))
            data[x:x + 3] = out
    return QImage(bytes(data), w, h, stride, QImage.Format.Format_RGB888).copy()


def main() -> None:
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.app import make_app
    from crossfire_desktop.ui.palettes import MATRICES, PALETTES, delta_e, simulate
    from crossfire_desktop.ui.persist import Persist
    from crossfire_desktop.ui.window import MainWindow

    out = Path(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="cvd-"))
    out.mkdir(parents=True, exist_ok=True)
    app = make_app()
    cat = load_catalog()
    for name in ("standard", *MATRICES):
        persist = Persist(tempfile.mkdtemp())
        persist.settings.animation_ms = 0
        persist.prefs.palette = name  # type: ignore[assignment]
        win = MainWindow(cat, persist)
        win.resize(1280, 720)
        win.show()
        win.start_game(quick_setup("crossfire", 2, 7))
        for _ in range(5):
            app.processEvents()
        shot = win.grab().toImage()
        win.close()
        for condition in MATRICES if name == "standard" else [name]:
            simulate_image(shot, condition).save(str(out / f"table-{name}-as-{condition}.png"))
            pal = PALETTES[name]
            sim = {k: simulate(v, condition) for k, v in pal.items()}
            low = min(delta_e(sim[a], sim[b]) for a, b in itertools.combinations(sim, 2))
            print(f"palette {name:13} seen with {condition:13} smallest ΔE {low:5.1f}")
        shot.save(str(out / f"table-{name}.png"))
    print("screenshots in", out)


if __name__ == "__main__":
    main()
