"""Card packs for `crossfire simulate`: bots can't resolve abilities at the table, so a pack that has
such cards is refused unless the run is told to leave those cards out."""

from __future__ import annotations

import sys
from pathlib import Path

from crossfire_desktop.catalog import Catalog, CatalogError, load_catalog
from crossfire_desktop.catalog.packs import apply_packs, check_together, read_pack


def packs_catalog(files: list[str], skip_table: bool) -> tuple[Catalog | None, str]:
    """(catalog with the packs, "") or (None, why not). No packs: (None, "") -- the game's own cards."""
    if not files:
        return None, ""
    base = load_catalog()
    try:
        packs = [read_pack(Path(f), base) for f in files]
        check_together(packs)
    except CatalogError as exc:
        return None, str(exc)
    table = [(p, c) for p in packs for c in p.table_resolved()]
    if table and not skip_table:
        names = ", ".join(f"{c.name} ({p.info.name})" for p, c in table)
        return None, (f"bots can't resolve abilities at the table; these cards have one: {names}. "
                      "Run again with --skip-table-resolved to play without them.")
    if table:
        names = ", ".join(c.name for _p, c in table)
        print(f"left out {len(table)} card{'' if len(table) == 1 else 's'} whose ability is resolved at the table: {names}", file=sys.stderr)
    return apply_packs(base, packs, skip_table=skip_table), ""
