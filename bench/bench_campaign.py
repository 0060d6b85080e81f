"""Campaign figures: a long campaign (6 runners, 300 ledger entries) saved and loaded, and the UI's
response when a sticker is bought in the shop (click to repainted shop), p50/p95.

    QT_QPA_PLATFORM=offscreen python bench/bench_campaign.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def long_campaign(cat):  # noqa: ANN001, ANN201
    from crossfire_desktop.campaign import add_runner, award_mission, new_campaign

    c = new_campaign("Long haul")
    ids = [f"r{i}" for i in range(6)]
    for rid in ids:
        c = add_runner(c, rid.upper(), "Human", runner_id=rid)
    crossfire = cat.missions["crossfire"]
    for n in range(300):
        c = award_mission(c, crossfire, "win", {}, ids[n % 3: n % 3 + 4])
    return c


def save_load(cat, rounds: int = 50) -> tuple[float, float, int]:  # noqa: ANN001
    from crossfire_desktop.campaign import Store, load_campaign, save_campaign

    c = long_campaign(cat)
    with tempfile.TemporaryDirectory() as d:
        store = Store(d)
        saves, loads = [], []
        for _ in range(rounds):
            t = time.perf_counter()
            path = save_campaign(store, c)
            saves.append(time.perf_counter() - t)
            t = time.perf_counter()
            load_campaign(store, c.id)
            loads.append(time.perf_counter() - t)
        size = path.stat().st_size
    return statistics.median(saves), statistics.median(loads), size


def buy_latency(cat, samples: int = 40) -> tuple[float, float]:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.campaign import add_runner, new_campaign, undo_last
    from crossfire_desktop.ui.app import make_app
    from crossfire_desktop.ui.campaign_book import CampaignBook
    from crossfire_desktop.ui.persist import Persist
    from crossfire_desktop.ui.sticker_shop import StickerShopPage

    make_app()
    times = []
    with tempfile.TemporaryDirectory() as d:
        persist = Persist(d)
        c = add_runner(new_campaign("Shop"), "Ana", "Elf", karma_earned=200, runner_id="ana")
        persist.save_campaign(c)
        book = CampaignBook(persist, c)
        shop = StickerShopPage(cat)
        shop.resize(1280, 720)
        shop.show()
        shop.open(book, "ana")
        for _ in range(samples):
            start = time.perf_counter()
            shop.buy()
            shop.repaint()
            QApplication.processEvents()
            times.append(time.perf_counter() - start)
            assert len(book.campaign.ledger) == 1, shop.message.text()  # the click really bought
            book.apply(undo_last)
            QApplication.processEvents()
        shop.close()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def main() -> None:
    from crossfire_desktop.catalog import load_catalog

    cat = load_catalog()
    save, load, size = save_load(cat)
    print(f"campaign of 6 runners and 300 ledger entries ({size / 1024:.0f} KiB): "
          f"save {save * 1000:.1f} ms, load {load * 1000:.1f} ms (medians of 50)")
    p50, p95 = buy_latency(cat)
    print(f"shop: buy click to repainted page (saved to disk): p50 {p50 * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms")


if __name__ == "__main__":
    main()
