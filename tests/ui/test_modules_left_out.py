"""Modules the shown screens never use stay out of the program (each is held for the program's life:
bench/bench_memory_real.py): multiprocessing (only a frozen bundle's start needs it, and the search at first use),
html (its entities table, ~0.6 MiB: rich text is escaped by ui/look/plain.escape), the heuristic bot (the New
mission page's odds are played by a child process: bots/odds.py)."""

from pathlib import Path

from tests.ui.loaded_modules import TABLE, modules_loaded

START = """
import runpy, sys
modules = sys.argv[2:]
sys.argv = ["crossfire", "--data-dir", sys.argv[1], "--quit-when-shown"]
try:
    runpy.run_module("crossfire_desktop", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    assert not exc.code, exc.code
print(" ".join(m for m in modules if m in sys.modules) or "none")
"""


def test_the_program_starts_without_multiprocessing_or_html(tmp_path: Path) -> None:
    assert modules_loaded(START, tmp_path, "multiprocessing", "html") == "none"


def test_a_table_shows_without_multiprocessing_html_or_the_bot(tmp_path: Path) -> None:
    assert modules_loaded(TABLE, tmp_path, "multiprocessing", "html", "crossfire_desktop.bots.heuristic") == "none"
