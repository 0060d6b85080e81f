"""`crossfire cards check [--json]`: validate every card file and print counts per deck.

Counts are per design (one per record); `copies` is the number of physical cards (a record's
`copies`, or 1 for decks whose records have none). Every ability's `effect` must be a name the
engine knows and its params must fit that effect's spec (`effect_params`, catalog data: the catalog
sits below the engine and never imports it).
"""

from __future__ import annotations

import json
import sys
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from .effect_params import known_effect, param_problem
from .loader import DECK_FILES, Catalog, CatalogError, data_root, load_catalog_from
from .models import CardBase, abilities_in
from .packs import apply_packs, check_together, read_pack

KnownEffect = Callable[[str], bool]


@dataclass(frozen=True)
class DeckCount:
    total: int
    playable: int
    incomplete: int
    copies: int

    def as_dict(self) -> dict[str, int]:
        return {
            "total": self.total,
            "playable": self.playable,
            "incomplete": self.incomplete,
            "copies": self.copies,
        }


def count_decks(catalog: Catalog) -> dict[str, DeckCount]:
    """Designs, playable designs, incomplete designs and physical cards, per deck, in DECK_FILES order."""
    counts: dict[str, DeckCount] = {}
    for deck in DECK_FILES:
        cards = catalog.decks.get(deck)
        if cards is None:
            continue
        playable = sum(1 for c in cards if c.complete)
        copies = sum(int(getattr(c, "copies", 1)) for c in cards)
        counts[deck] = DeckCount(len(cards), playable, len(cards) - playable, copies)
    return counts


def _mission_files(root: Path) -> dict[str, Path]:
    files: dict[str, Path] = {}
    for path in sorted((root / "missions").glob("*.toml")):
        try:
            mission_id = tomllib.loads(path.read_text(encoding="utf-8")).get("id", path.stem)
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            mission_id = path.stem
        files[str(mission_id)] = path
    return files


ParamProblem = Callable[[str, dict[str, Any]], "tuple[str, str] | None"]


def _owners(catalog: Catalog, root: Path) -> Iterator[tuple[Path, str, BaseModel]]:
    """Every card and mission, with its file and name (cards first, in DECK_FILES order)."""
    for deck, (filename, _model) in DECK_FILES.items():
        card: CardBase
        for card in catalog.decks.get(deck, []):
            yield root / "cards" / filename, card.name, card
    mission_files = _mission_files(root)
    for mission_id, mission in catalog.missions.items():
        yield mission_files.get(mission_id, root / "missions" / f"{mission_id}.toml"), mission.name, mission


def unknown_effects(catalog: Catalog, root: Path, known: KnownEffect) -> list[CatalogError]:
    """One error per ability whose effect the engine doesn't know (cards, then missions)."""
    errors: list[CatalogError] = []
    for path, name, owner in _owners(catalog, root):
        for field, ability in abilities_in(owner):
            if not known(ability.effect):
                problem = f"unknown effect {ability.effect!r} (the engine has no effect of that name)"
                errors.append(CatalogError(path, name, f"{field}.effect", problem, root=root))
    return errors


def bad_params(catalog: Catalog, root: Path, check: ParamProblem) -> list[CatalogError]:
    """One error per ability whose params don't fit its effect's spec (wrong type, unknown, missing)."""
    errors: list[CatalogError] = []
    for path, name, owner in _owners(catalog, root):
        for field, ability in abilities_in(owner):
            found = check(ability.effect, dict(ability.params))
            if found is not None:
                param, problem = found
                errors.append(CatalogError(path, name, f"{field}.params.{param}", problem, root=root))
    return errors


def data_errors(catalog: Catalog, root: Path) -> list[CatalogError]:
    """What is wrong with loaded card data: unknown effects, then params that don't fit their spec."""
    return unknown_effects(catalog, root, known_effect) + bad_params(catalog, root, param_problem)


def verify(catalog: Catalog, root: Path) -> Catalog:
    """The catalog if the engine accepts its data, else the first CatalogError (run at program start)."""
    errors = data_errors(catalog, root)
    if errors:
        raise errors[0]
    return catalog


def format_table(counts: dict[str, DeckCount]) -> str:
    header = ("deck", "total", "playable", "incomplete", "copies")
    rows = [
        (deck, str(c.total), str(c.playable), str(c.incomplete), str(c.copies)) for deck, c in counts.items()
    ]
    totals = [
        sum(getattr(c, f) for c in counts.values()) for f in ("total", "playable", "incomplete", "copies")
    ]
    footer = ("all decks", *(str(t) for t in totals))
    widths = [max(len(r[i]) for r in (header, *rows, footer)) for i in range(len(header))]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(
            cell.ljust(w) if i == 0 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True))
        )

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(header), rule, *(line(r) for r in rows), rule, line(footer)])


def main(as_json: bool, root: Path | None = None, packs: list[Path] | None = None) -> int:
    """Validate the card data under `root` (default: the game's data folder) and each pack laid over
    it; the counts include the packs' cards. 0 if everything is sound."""
    root = data_root() if root is None else root
    try:
        catalog = load_catalog_from(root)
        loaded = [read_pack(Path(p), catalog) for p in packs or []]
        check_together(loaded)
    except CatalogError as exc:
        print(exc, file=sys.stderr)
        return 1
    catalog = apply_packs(catalog, loaded)
    errors = data_errors(catalog, root)
    if errors:
        for error in errors:
            print(error, file=sys.stderr)
        return 1
    counts = count_decks(catalog)
    pack_info = [{"file": str(p.path), "name": p.info.name, "hash": p.hash, "cards": len(p.cards),
                  "table_resolved": len(p.table_resolved())} for p in loaded]
    if as_json:
        out: dict[str, object] = {"decks": {deck: c.as_dict() for deck, c in counts.items()}}
        if loaded:
            out["packs"] = pack_info
        print(json.dumps(out))
    else:
        for info in pack_info:
            print(f"pack {info['name']!r} ({info['file']}): {info['cards']} card{'' if info['cards'] == 1 else 's'}, "
                  f"{info['table_resolved']} with an ability resolved at the table")
        print(format_table(counts))
        print("playable = complete designs (dealt in games); copies = physical cards.")
    return 0
