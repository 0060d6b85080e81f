"""A table with no AI seat opens without the search (bots/search and multiprocessing's pool: ~1-2 MiB,
bench/bench_memory.py); the first hint loads it (tests/ui/test_search_workers.py plays hints and AI seats)."""

from pathlib import Path

from tests.ui.loaded_modules import TABLE, modules_loaded


def test_a_table_without_ai_seats_opens_without_the_search(tmp_path: Path) -> None:
    assert modules_loaded(TABLE, tmp_path, "crossfire_desktop.bots.search", "multiprocessing.pool") == "none"
