"""Load and validate the card and mission files once; report bad data by file, card and field."""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .missions import Mission
from .models import (
    BossCard,
    CardBase,
    CrossfireCard,
    DeckInfo,
    Metatype,
    ObstacleCard,
    PlayerCard,
    Role,
    UpgradeCard,
)

M = TypeVar("M", bound=BaseModel)

DECK_FILES: dict[str, tuple[str, type[CardBase]]] = {
    "basic": ("basic.toml", PlayerCard),
    "black_market": ("black_market.toml", PlayerCard),
    "obstacles_normal": ("obstacles_normal.toml", ObstacleCard),
    "obstacles_hard": ("obstacles_hard.toml", ObstacleCard),
    "crossfire": ("crossfire.toml", CrossfireCard),
    "upgrades": ("upgrades.toml", UpgradeCard),
    "bosses": ("bosses.toml", BossCard),
}


class CatalogError(Exception):
    """Bad card or mission data: says which file, which card and which field."""

    def __init__(self, file: Path, card: str | None, field: str | None, problem: str) -> None:
        self.file, self.card, self.field, self.problem = file, card, field, problem
        where = str(file)
        if card:
            where += f", card {card!r}"
        if field:
            where += f", field {field!r}"
        super().__init__(f"{where}: {problem}")


def data_root() -> Path:
    """The folder holding cards/ and missions/: the checkout, or the bundle when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Catalog:
    decks: dict[str, list[CardBase]]
    metatypes: dict[str, Metatype]
    roles: dict[str, Role]
    missions: dict[str, Mission]
    by_id: dict[str, CardBase] = field(default_factory=dict)

    def card(self, card_id: str) -> CardBase:
        return self.by_id[card_id]

    def player_card(self, card_id: str) -> PlayerCard:
        card = self.by_id[card_id]
        assert isinstance(card, PlayerCard)
        return card

    def obstacle(self, card_id: str) -> ObstacleCard:
        card = self.by_id[card_id]
        assert isinstance(card, ObstacleCard)
        return card

    def crossfire(self, card_id: str) -> CrossfireCard:
        card = self.by_id[card_id]
        assert isinstance(card, CrossfireCard)
        return card

    def upgrade(self, card_id: str) -> UpgradeCard:
        card = self.by_id[card_id]
        assert isinstance(card, UpgradeCard)
        return card

    def boss(self, card_id: str) -> BossCard:
        card = self.by_id[card_id]
        assert isinstance(card, BossCard)
        return card

    def playable(self, deck: str) -> list[CardBase]:
        return [c for c in self.decks.get(deck, []) if c.complete]

    def role_by_color(self, color: str) -> Role:
        return next(r for r in self.roles.values() if r.color == color)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise CatalogError(path, None, None, "file is missing") from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(path, None, None, f"not valid TOML: {exc}") from None


def _field_path(loc: Iterable[int | str]) -> str:
    return ".".join(str(p) for p in loc)


def _validate(model: type[M], raw: Any, path: Path, card: str | None, prefix: tuple[int | str, ...] = ()) -> M:
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise CatalogError(path, card, _field_path(prefix + tuple(err["loc"])) or None, err["msg"]) from None


def _load_deck(path: Path, deck: str, model: type[CardBase]) -> list[CardBase]:
    raw = _read_toml(path)
    unknown = set(raw) - {"deck", "cards"}
    if unknown:
        raise CatalogError(path, None, sorted(unknown)[0], "unknown top-level table")
    info = _validate(DeckInfo, raw.get("deck", {}), path, None, ("deck",))
    if info.name != deck:
        raise CatalogError(path, None, "deck.name", f"expected {deck!r}, found {info.name!r}")
    cards: list[CardBase] = []
    for i, entry in enumerate(raw.get("cards", [])):
        label = entry.get("name") or entry.get("id") or f"#{i + 1}" if isinstance(entry, dict) else f"#{i + 1}"
        cards.append(_validate(model, entry, path, str(label)))
    return cards


def _load_runners(path: Path) -> tuple[dict[str, Metatype], dict[str, Role]]:
    raw = _read_toml(path)
    unknown = set(raw) - {"metatypes", "roles"}
    if unknown:
        raise CatalogError(path, None, sorted(unknown)[0], "unknown top-level table")
    metatypes = {}
    for i, entry in enumerate(raw.get("metatypes", [])):
        m = _validate(Metatype, entry, path, str(entry.get("name", f"#{i + 1}")))
        metatypes[m.name] = m
    roles = {}
    for i, entry in enumerate(raw.get("roles", [])):
        r = _validate(Role, entry, path, str(entry.get("name", f"#{i + 1}")))
        roles[r.name] = r
    return metatypes, roles


def load_catalog_from(root: Path) -> Catalog:
    decks: dict[str, list[CardBase]] = {}
    by_id: dict[str, CardBase] = {}
    for deck, (filename, model) in DECK_FILES.items():
        path = root / "cards" / filename
        cards = _load_deck(path, deck, model)
        for card in cards:
            if card.id in by_id:
                raise CatalogError(path, card.name, "id", f"id {card.id!r} is used twice")
            by_id[card.id] = card
        decks[deck] = cards
    metatypes, roles = _load_runners(root / "cards" / "runners.toml")
    for role in roles.values():
        for basic_id in role.starting_deck:
            if basic_id not in by_id:
                raise CatalogError(root / "cards" / "runners.toml", role.name, "starting_deck", f"no card {basic_id!r}")
    missions: dict[str, Mission] = {}
    for path in sorted((root / "missions").glob("*.toml")):
        mission = _validate(Mission, _read_toml(path), path, path.stem)
        missions[mission.id] = mission
    return Catalog(decks=decks, metatypes=metatypes, roles=roles, missions=missions, by_id=by_id)


@cache
def load_catalog() -> Catalog:
    """The game's catalog, loaded once per process."""
    return load_catalog_from(data_root())
