"""Build the standalone one-folder program with PyInstaller (Windows, macOS, Linux).

    python installer/build.py [--dist DIR] [--work DIR]

Writes installer/dist/crossfire/ (and installer/dist/Crossfire.app on macOS), then prints the
bundle size in MB and the path of the executable. Exit code 0 on success.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from slim_icu import slim_icu  # noqa: E402

ROOT = HERE.parent
SPEC = HERE / "crossfire.spec"
NAME = "crossfire"


def executable(dist: Path) -> Path:
    """The program players start, inside the built folder."""
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def folder_size(path: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for f in files:
            p = Path(dirpath, f)
            if not p.is_symlink():
                total += p.stat().st_size
    return total


def size_mb(path: Path) -> float:
    return folder_size(path) / 1_000_000


def build(dist: Path, work: Path, *, quiet: bool = False) -> Path:
    """Run PyInstaller on the spec; returns the executable path (raises on failure)."""
    cmd = [
        sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
        "--distpath", str(dist), "--workpath", str(work),
        "--log-level", "WARN" if quiet else "INFO",
    ]
    subprocess.run(cmd, cwd=ROOT, check=True)
    exe = executable(dist)
    if not exe.is_file():
        raise FileNotFoundError(f"PyInstaller finished but {exe} is missing")
    # data_root() is the folder holding the executable's support files (sys._MEIPASS)
    internal = exe.parent / "_internal"
    for folder in ("cards", "missions", "resources"):
        (internal / folder).mkdir(exist_ok=True)  # an empty data folder must still exist
    try:
        slim_icu(internal)
    except (OSError, subprocess.CalledProcessError) as exc:  # only saves space: the full library stays
        print(f"slim_icu: left as it is ({exc})")
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(HERE / "dist"), help="output folder (default installer/dist)")
    parser.add_argument("--work", default=str(HERE / "build"), help="PyInstaller work folder")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller warnings")
    args = parser.parse_args(argv)
    dist, work = Path(args.dist).resolve(), Path(args.work).resolve()
    started = time.perf_counter()
    try:
        exe = build(dist, work, quiet=args.quiet)
    except (subprocess.CalledProcessError, FileNotFoundError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    print(f"built in {time.perf_counter() - started:.0f} s")
    print(f"bundle: {exe.parent}  ({size_mb(exe.parent):.1f} MB)")
    app = dist / "Crossfire.app"
    if app.is_dir():
        print(f"app bundle: {app}  ({size_mb(app):.1f} MB)")
    print(f"executable: {exe}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
