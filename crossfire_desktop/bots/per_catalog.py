"""Bot caches of what a card definition says, one dict per catalog.

A pack can give its own card a built-in card's id (catalog/packs.py), so a card id alone does not say
what the card is: a process that plays under two catalogs must not read one catalog's answers in the
other. Each catalog's dict is held beside a weak reference to it and dropped when it is freed, so a new
catalog given a freed one's address (its id) never finds the old answers.
"""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

from crossfire_desktop.catalog import Catalog

K = TypeVar("K")
V = TypeVar("V")


class PerCatalog(Generic[K, V]):
    def __init__(self) -> None:
        self._by_id: dict[int, tuple[weakref.ref[Catalog], dict[K, V]]] = {}

    def of(self, cat: Catalog) -> dict[K, V]:
        """The cache of `cat`, empty the first time."""
        found = self._by_id.get(id(cat))
        if found is not None and found[0]() is cat:
            return found[1]
        key = id(cat)

        def freed(ref: weakref.ref[Catalog]) -> None:
            held = self._by_id.get(key)
            if held is not None and held[0] is ref:  # (not a newer catalog's at the same address)
                del self._by_id[key]

        cache: dict[K, V] = {}
        self._by_id[key] = (weakref.ref(cat, freed), cache)
        return cache
