"""Fuzz the catalog cache and the autosave journal: corrupted bytes (bit flips, cuts, garbage, deep JSON, FIFO,
link to /dev/zero, huge file) through the program's own code (catalog.cache.load_cached, autosave_journal.recover).

    QT_QPA_PLATFORM=offscreen python bench/fuzz_journal_cache.py [--cases 1000] [--seed 1]

A cache case is wrong when the catalog differs from the card files'; a journal case loses a save when the
autosave afterwards is neither the one before nor a replay of the journal (it must still load), and crashes on
any exception out of recover. A case blocking 20 s is a hang. Prints the counts; exit 1 unless all are 0."""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop import bootcache  # noqa: E402
from crossfire_desktop.catalog import load_catalog_from  # noqa: E402
from crossfire_desktop.catalog.cache import load_cached  # noqa: E402

KINDS = ("flip", "cut", "garbage", "deep", "fifo", "dev_zero", "huge", "swap_lines", "refused", "other_base")


def corrupt(path: Path, good: bytes, kind: str, rng: random.Random, huge: int) -> None:
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "flip":
        b = bytearray(good)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(b))
    elif kind == "cut":
        path.write_bytes(good[: rng.randrange(len(good))])
    elif kind == "garbage":
        path.write_bytes(rng.randbytes(rng.randint(0, 4000)))
    elif kind == "deep":
        path.write_bytes(b"[" * 100_000 + b"\n" + good)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with path.open("wb") as fh:
            fh.truncate(huge + 1)
    elif kind == "refused":
        lines = good.rstrip(b"\n").split(b"\n")
        path.write_bytes(b"\n".join([*lines, b'{"a":{"type":"Choose","option":999}}', lines[-1]]) + b"\n")
    elif kind == "other_base":
        path.write_bytes(b'{"base": "' + b"0" * 64 + b'"}\n' + good.split(b"\n", 1)[1])
    else:
        lines = good.split(b"\n")
        rng.shuffle(lines)
        path.write_bytes(b"\n".join(lines))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("hang")))
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.bots.random_policy import RandomPolicy
    from crossfire_desktop.engine import new_game, quick_setup
    from crossfire_desktop.ui.session.autosave_journal import (
        MAX_JOURNAL_BYTES,
        AutosaveJournal,
        journal_path,
        recover,
    )
    from crossfire_desktop.ui.session.persist import Persist

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the journal's timer needs one
    work = Path(tempfile.mkdtemp(prefix="fuzz-jc-"))
    root = bootcache.data_root()
    reference = load_catalog_from(root)
    folder = work / "cache"
    load_cached(root, folder)
    good_cache = (folder / bootcache.CATALOG_CACHE).read_bytes()
    # a journal of a few actions over a real autosave
    base = work / "base"
    persist = Persist(base)
    game = new_game(quick_setup("crossfire", 2, 5), load_catalog_from(root))
    journal = AutosaveJournal(persist, game)
    journal.start()
    policy = RandomPolicy(5)
    for _ in range(6):
        action = policy.choose(game)
        game.apply(action)
        journal.record(action)
    journal.timer.stop()
    print("journal lines:", len(journal_path(persist).read_bytes().splitlines()))
    good_journal = journal_path(persist).read_bytes()
    good_autosave = persist.store.autosave_path.read_bytes()
    counts = {"cases": 0, "crashes": 0, "hangs": 0, "wrong_catalog": 0, "lost": 0, "reported": 0}
    started = time.perf_counter()
    for i in range(args.cases):
        kind = rng.choice(KINDS)
        counts["cases"] += 1
        signal.alarm(20)
        try:
            if i % 2 == 0:
                corrupt(folder / bootcache.CATALOG_CACHE, good_cache, kind, rng, bootcache.MAX_CACHE_BYTES)
                if load_cached(root, folder) != reference:
                    counts["wrong_catalog"] += 1
            else:
                data = work / f"j{i}"
                shutil.copytree(base, data)
                p = Persist(data)
                corrupt(journal_path(p), good_journal, kind, rng, MAX_JOURNAL_BYTES)
                notice = recover(p)
                counts["reported"] += bool(notice)
                after = p.store.autosave_path.read_bytes()
                if after != good_autosave:
                    p.load_game("")  # a replay: it must load
                kept = [q for q in data.rglob("*") if q.is_file() and q.read_bytes() == good_autosave]
                if after != good_autosave and not kept:
                    counts["lost"] += 1
                shutil.rmtree(data)
        except TimeoutError:
            counts["hangs"] += 1
        except Exception as exc:  # noqa: BLE001 - counted
            counts["crashes"] += 1
            print("crash", kind, type(exc).__name__, str(exc)[:200])
        finally:
            signal.alarm(0)
    print(f"{counts['cases']} cases in {time.perf_counter() - started:.0f} s: " + ", ".join(
        f"{k} {v}" for k, v in counts.items() if k != "cases"))
    shutil.rmtree(work, ignore_errors=True)
    return 0 if counts["crashes"] == counts["hangs"] == counts["wrong_catalog"] == counts["lost"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
