"""Linux bundles: replace Qt's ICU data library (libicudata, 32 MB) by one holding only what a game in
English and French can reach. Qt keeps its own locale, number and date data (CLDR), its own Unicode tables,
its own text breaking (lines, words) and its own international domain names; Qt Core calls ICU only for
collation (sorting words), case mapping, code-page converters and time-zone names (`nm -D --undefined-only
libQt6Core.so.6 | grep _73` lists ucol_, u_strTo*, ucnv_ and ucal_ functions, nothing else).
Left out: names of languages, regions, currencies, units and zones in every language, spelled-out numbers,
transliteration, the locale data and collation tailorings of other languages (ICU falls back to its root
locale), the legacy code pages (UTF-8 and Latin-1 need no table), and what only ICU's own services that Qt
never calls read: the break rules and their word dictionaries (ubrk_, 3.4 MB), character names (u_charName),
IDNA and stringprep profiles (uidna_, usprep_) and the spoof checker's confusables (uspoof_).

Needs objcopy, gcc and icupkg (package icu-devtools) on the build machine; without them, or if anything
looks unexpected, the library is left as it is and the bundle is only larger.

    python installer/slim_icu.py BUNDLE_INTERNAL_DIR
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DROP_TREES = ("lang/", "region/", "curr/", "unit/", "zone/", "rbnf/", "translit/", "brkitr/")
DROP_ITEMS = re.compile(r"^(unames\.icu|confusables\w*\.cfu|uts46\.nrm|\w+\.spp)$")
KEEP_COLLATION = re.compile(r"^coll/(root\.res|ucadata\.icu|res_index\.res|pool\.res|(en|fr)(_\w+)?\.res)$")
LOCALE = re.compile(r"^[a-z]{2,3}(_\w+)?\.res$")  # de.res, zh_Hant_TW.res (not pool.res, root.res)
KEEP_LOCALE = re.compile(r"^(en|fr)(_\w+)?\.res$")
KEEP_CODEPAGE = re.compile(r"^ibm-53(4[6-9]|5[0-4])_")  # windows-1250 ... windows-1258


def dropped(item: str) -> bool:
    if item.startswith(DROP_TREES) or DROP_ITEMS.match(item):
        return True
    if item.startswith("coll/"):
        return not KEEP_COLLATION.match(item)
    if LOCALE.match(item):
        return not KEEP_LOCALE.match(item)
    return item.endswith(".cnv") and not KEEP_CODEPAGE.match(item)


def slim_icu(internal: Path) -> int:
    """Bytes saved (0: nothing done, and why is printed)."""
    libs = sorted(p for p in internal.rglob("libicudata.so.*") if p.is_file() and not p.is_symlink())
    tools = [shutil.which(t) for t in ("objcopy", "gcc", "icupkg")]
    if not sys.platform.startswith("linux") or len(libs) != 1 or not all(tools):
        print(f"slim_icu: left as it is (libraries {[str(p) for p in libs]}, tools {tools})")
        return 0
    lib = libs[0]
    symbol = subprocess.run(["nm", "-D", "--defined-only", str(lib)], capture_output=True, text=True,
                            check=True).stdout.split()
    names = [s for s in symbol if re.fullmatch(r"icudt\d+_dat", s)]
    if len(names) != 1:
        print(f"slim_icu: left as it is (no single icudt*_dat in {lib.name})")
        return 0
    name = names[0]
    with tempfile.TemporaryDirectory(prefix="slim-icu-") as tmp:
        work = Path(tmp)
        full = work / f"{name[:-4]}l.dat"
        subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", str(lib), str(full)], check=True)
        items = subprocess.run(["icupkg", "-l", str(full)], capture_output=True, text=True, check=True).stdout.split()
        drop = [i for i in items if dropped(i)]
        if not items or not drop:
            print("slim_icu: left as it is (nothing to leave out)")
            return 0
        (work / "drop.txt").write_text("\n".join(drop) + "\n", "ascii")
        slim = work / "slim.dat"
        subprocess.run(["icupkg", "-r", str(work / "drop.txt"), str(full), str(slim)], check=True)
        asm = work / "data.S"
        asm.write_text(f"""    .section .rodata
    .globl {name}
    .type {name}, @object
    .balign 16
{name}:
    .incbin "{slim}"
    .size {name}, . - {name}
    .section .note.GNU-stack,"",@progbits
""", "ascii")
        out = work / lib.name
        subprocess.run(["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{lib.name}", "-o", str(out), str(asm)],
                       check=True)
        before = lib.stat().st_size
        shutil.copyfile(out, lib)
    saved = before - lib.stat().st_size
    print(f"slim_icu: {lib.name} {before / 1e6:.1f} MB -> {lib.stat().st_size / 1e6:.1f} MB "
          f"({len(drop)} of {len(items)} data items left out)")
    return saved


if __name__ == "__main__":
    slim_icu(Path(sys.argv[1]))
