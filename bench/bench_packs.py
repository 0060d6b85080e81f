"""Card packs: time to read and validate a pack, to lay it over the catalog, and the editor's
validation as you type (one card checked on its own). Prints figures; asserts nothing."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.catalog.packs import apply_packs, read_pack
from crossfire_desktop.ui.packs.editor_doc import EditorDoc

BOX = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "packs" / "test_only_box.toml"


def ms(fn: object, n: int = 50) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    base = load_catalog()
    read_pack(BOX, base)  # warm the effect registry
    pack = read_pack(BOX, base)
    doc = EditorDoc(base, BOX.parent)
    doc.open(BOX)
    print(f"read + validate a 3-card pack: {ms(lambda: read_pack(BOX, base)):.2f} ms (median of 50)")
    print(f"lay it over the catalog:       {ms(lambda: apply_packs(base, [pack])):.2f} ms")
    print(f"editor check of one card:      {ms(lambda: doc.check_entry(0)):.2f} ms")
    print(f"editor check of the whole pack: {ms(doc.problem):.2f} ms")
    big = big_pack(Path(tempfile.mkdtemp()) / "big.toml", 9000)
    t = time.perf_counter()
    many = read_pack(big, base)
    print(f"read + validate a 9,000-card pack ({big.stat().st_size:,} bytes): {time.perf_counter() - t:.2f} s")
    print(f"lay it over the catalog:       {ms(lambda: apply_packs(base, [many]), 5):.2f} ms")


def big_pack(path: Path, n: int) -> Path:
    """A pack of n new market cards, just under the size limit (was 9.1 s to lay over the catalog)."""
    entry = ('[[black_market]]\nid = "zz{i}"\nname = "Gun {i}"\ntype = "WEAPON"\ncolor = "black"\ncost = 2\n'
             'copies = 3\ndamage = {{ colors = ["black"] }}\ntext = "x"\n')
    path.write_text('[pack]\nname = "Many"\n' + "".join(entry.format(i=i) for i in range(n)), "utf-8")
    return path


if __name__ == "__main__":
    main()
