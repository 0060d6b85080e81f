"""Bot caches per catalog: a card id means what its own catalog says."""

import gc
from dataclasses import replace

from crossfire_desktop.bots.per_catalog import PerCatalog
from crossfire_desktop.catalog import load_catalog


def test_each_catalog_has_its_own_cache_and_a_freed_one_is_dropped() -> None:
    cache: PerCatalog[str, int] = PerCatalog()
    base = load_catalog()
    other = replace(base, by_id=dict(base.by_id))
    cache.of(base)["katana"] = 2
    cache.of(other)["katana"] = 4
    assert cache.of(base) == {"katana": 2} and cache.of(other) == {"katana": 4}
    del other
    gc.collect()
    assert len(cache._by_id) == 1  # the freed catalog's answers went with it
    assert cache.of(base) == {"katana": 2}
