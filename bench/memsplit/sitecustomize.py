"""bench/bench_memory_real.py --split puts this folder on the program's path: at each SIGUSR1 the program writes
what it holds by its own count into $M9DUMP/dump-N.json (glibc's mallinfo2, the modules loaded, Python's objects,
the card pictures kept) and, when started with PYTHONTRACEMALLOC, a tracemalloc snapshot trace-N.bin."""

from __future__ import annotations

import ctypes
import gc
import json
import os
import signal
import sys
import tracemalloc
from typing import Any

_dumps = [0]


class _MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                "fsmblks", "uordblks", "fordblks", "keepcost")]


def _dump(*_: Any) -> None:
    folder = os.environ["M9DUMP"]
    out: dict[str, Any] = {}
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
        out["mallinfo2"] = {n: getattr(info, n) for n, _t in _MallInfo2._fields_}
    except (OSError, AttributeError) as exc:  # not glibc
        out["mallinfo2"] = str(exc)
    out["modules"] = sorted(sys.modules)
    out["gc_objects"] = len(gc.get_objects())
    out["blocks"] = sys.getallocatedblocks()
    cards = sys.modules.get("crossfire_desktop.ui.look.cardcache")
    if cards is not None:
        kept = list(cards.CACHE._items.values())
        out["card_pictures"] = {"bytes": cards.CACHE.bytes,
                                "sizes": [(pm.width(), pm.height(), pm.depth()) for pm in kept]}
    if tracemalloc.is_tracing():
        tracemalloc.take_snapshot().dump(os.path.join(folder, f"trace-{_dumps[0]}.bin"))
        out["traced"] = tracemalloc.get_traced_memory()
    with open(os.path.join(folder, f"dump-{_dumps[0]}.json"), "w", encoding="utf-8") as f:
        json.dump(out, f)
    _dumps[0] += 1


if os.environ.get("M9DUMP"):
    signal.signal(signal.SIGUSR1, _dump)
