"""Source trees a bench compares, alternated in one run (e.g. main's, from `git archive main | tar -x -C
/tmp/base`): each program is started from its tree (tests/e2e/harness.Program's `repo`)."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_tree_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("trees", nargs="*", type=Path, help="source trees to compare, alternated (default: this one)")
    ap.add_argument("--runs", type=int, default=1, help="rounds of the alternation")


def chosen_trees(args: argparse.Namespace, default: Path) -> list[Path]:
    return [t.resolve() for t in args.trees] or [default]
