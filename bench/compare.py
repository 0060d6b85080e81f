"""What the real-program benches share: the source trees they compare, alternated in one run (e.g. main's,
from `git archive main | tar -x -C /tmp/base`; each program is started from its tree: tests/e2e/harness.Program's
`repo`), and the X server they play on."""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.harness import XServer, missing_tools


def add_tree_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("trees", nargs="*", type=Path, help="source trees to compare, alternated (default: this one)")
    ap.add_argument("--runs", type=int, default=1, help="rounds of the alternation")


def chosen_trees(args: argparse.Namespace, default: Path) -> list[Path]:
    return [t.resolve() for t in args.trees] or [default]


@contextmanager
def display(prefix: str) -> Iterator[tuple[Path, XServer]]:
    """A new folder for the programs' files and an Xvfb at 1920x1080, stopped after."""
    if missing_tools():
        raise SystemExit(f"needs {', '.join(missing_tools())}")
    root = Path(tempfile.mkdtemp(prefix=prefix))
    x = XServer(1920, 1080, root / "xvfb.log")
    try:
        yield root, x
    finally:
        x.stop()
