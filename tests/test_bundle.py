"""Build the standalone bundle with installer/build.py and run installer/smoke_test.py on it.

Slow (a PyInstaller build) but never skipped: CI runs it with the rest of the suite.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"


def _archived_modules(exe: Path) -> set[str]:
    """The Python modules in the bundle's archive (the executable's PYZ)."""
    from PyInstaller.archive.readers import CArchiveReader

    return set(CArchiveReader(str(exe)).open_embedded_archive("PYZ.pyz").toc)


def test_slim_icu_keeps_what_qt_asks_icu_for() -> None:
    """Qt Core calls ICU for collation, case mapping, converters and zone names only: their data stays."""
    sys.path.insert(0, str(INSTALLER))
    from slim_icu import dropped

    for kept in ("coll/root.res", "coll/ucadata.icu", "coll/fr.res", "cnvalias.icu", "zoneinfo64.res",
                 "metaZones.res", "en.res", "fr_CA.res", "root.res", "likelySubtags.res", "nfkc.nrm"):
        assert not dropped(kept), kept
    for gone in ("brkitr/cjdict.dict", "brkitr/line.brk", "unames.icu", "uts46.nrm", "rfc3491.spp",
                 "confusables.cfu", "de.res", "coll/de.res", "lang/fr.res", "translit/root.res"):
        assert dropped(gone), gone


def _assert_runs_at_OO(exe: Path) -> None:  # noqa: N802 - Python's own flag
    """The bundle's modules are compiled without docstrings and run at -OO (installer/crossfire.spec: ~1.7 MiB
    less held while playing)."""
    from PyInstaller.archive.readers import CArchiveReader

    import crossfire_desktop.engine.game as game_module

    archive = CArchiveReader(str(exe))
    assert archive.options.count("O") == 2, archive.options
    code = archive.open_embedded_archive("PYZ.pyz").extract("crossfire_desktop.engine.game")
    assert game_module.__doc__ and game_module.__doc__ not in code.co_consts


@pytest.mark.slow
def test_built_bundle_passes_its_smoke_test(tmp_path: Path) -> None:
    started = time.perf_counter()
    dist, work = tmp_path / "dist", tmp_path / "work"
    built = subprocess.run(
        [sys.executable, str(INSTALLER / "build.py"), "--dist", str(dist), "--work", str(work), "--quiet"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200, check=False)
    build_s = time.perf_counter() - started
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-6000:]
    exe_line = next(line for line in built.stdout.splitlines() if line.startswith("executable: "))
    exe = Path(exe_line.removeprefix("executable: "))
    assert exe.is_file()
    for folder in ("cards", "missions", "resources"):
        assert (exe.parent / "_internal" / folder).is_dir(), f"{folder}/ missing from the bundle"
    if sys.platform.startswith("linux"):  # what the target has, or the game never loads, stays out
        shipped = {p.name for p in (exe.parent / "_internal").rglob("*.so*")}
        left_out = {"libstdc++.so.6", "libX11.so.6", "libxcb.so.1", "libfontconfig.so.1", "libfreetype.so.6",
                    "libqgtk3.so", "libcairo.so.2", "libpango-1.0.so.0", "libpulse.so.0", "libpng16.so.16",
                    "libXau.so.6", "libQt6Charts.so.6", "libQt6OpenGL.so.6", "libqt-plugin-wayland-egl.so",
                    "libqjpeg.so", "libivi-shell.so", "libQt6FFmpegStub-ssl.so.3", "libbz2.so.1.0",
                    "libdbus-1.so.3", "libsystemd.so.0", "libgcrypt.so.20", "libQt6StateMachine.so.6"}
        left_out |= {f"_codecs_jp.cpython-{sys.version_info.major}{sys.version_info.minor}-x86_64-linux-gnu.so"}
        assert not shipped & left_out, sorted(shipped & left_out)
        kept = {"libQt6Multimedia.so.6", "libQt6WebSockets.so.6", "libqopensslbackend.so", "libssl.so.3",
                "libqwayland.so", "libqxcb.so", "libxdg-shell.so"}  # sounds, network play (wss), both displays
        assert kept <= shipped, sorted(kept - shipped)
    modules = _archived_modules(exe)
    assert {"crossfire_desktop.ui.history.charts", "pydantic", "sqlite3", "ssl"} <= modules
    assert not {m for m in modules if m.split(".")[0] in ("rich", "pygments", "pydoc", "xml", "tkinter")}
    _assert_runs_at_OO(exe)

    smoke = subprocess.run([sys.executable, str(INSTALLER / "smoke_test.py"), "--exe", str(exe)],
                           cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    total_s = time.perf_counter() - started
    print(built.stdout.strip())
    print(smoke.stdout.strip())
    print(f"bundle test: build {build_s:.1f} s, smoke test {total_s - build_s:.1f} s, total {total_s:.1f} s")
    assert smoke.returncode == 0, smoke.stdout[-4000:] + smoke.stderr[-4000:]
