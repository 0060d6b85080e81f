"""Load and validate the card and mission files once; report bad data by file, card and field."""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from .bosses import BossAspectCard, aspect_cards
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
from .problems import problem_text, short_repr
from .problems import texts as problem_texts

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
    """Bad card or mission data: says which file, which card and which field (one line)."""

    def __init__(
        self, file: Path, card: str | None, field: str | None, problem: str = "", *, root: Path | None = None,
        code: str = "", params: dict[str, Any] | None = None, more: Iterable[CatalogError] = (), total: int = 0,
    ) -> None:
        # the problem as a code and its values, for the program's words (catalog/problems.py); "" = only `problem`
        self.code, self.params = code, dict(params or {})
        problem = problem or problem_text(code, self.params)  # the English words of the code when none are given
        self.file, self.card, self.field, self.problem = file, card, field, problem
        self.more = list(more)  # the entry's other problems, each a CatalogError of its own (the first ones)
        self.total = max(total, 1 + len(self.more))  # how many problems the entry has in all
        where = _shown(file, root)
        if card:
            where += f", card {card!r}"
        if field:
            where += f", field {field!r}"
        super().__init__(" ".join(f"{where}: {problem}".split()))


def _shown(file: Path, root: Path | None) -> str:
    """The file as the user knows it: relative to the data folder when it is inside it."""
    if root is not None:
        try:
            return file.relative_to(root).as_posix()
        except ValueError:
            pass
    return str(file)


def data_root() -> Path:
    """The folder holding cards/ and missions/: the checkout, or the bundle when frozen."""
    from crossfire_desktop.bootcache import data_root as root

    return root()


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

    def boss_aspect(self, card_id: str) -> BossAspectCard:
        card = self.by_id[card_id]
        assert isinstance(card, BossAspectCard)
        return card

    def playable(self, deck: str) -> list[CardBase]:
        return [c for c in self.decks.get(deck, []) if c.complete]

    def role_by_color(self, color: str) -> Role:
        return next(r for r in self.roles.values() if r.color == color)


_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")


def _read_toml(path: Path, root: Path | None = None) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise CatalogError(path, None, None, "file is missing", root=root) from None
    except tomllib.TOMLDecodeError as exc:
        text = str(exc)
        pos = _TOML_POSITION.search(text)
        if pos:
            problem = f"not valid TOML at line {pos[1]}, column {pos[2]}: {text[: pos.start()]}"
        else:
            problem = f"not valid TOML: {text}"
        raise CatalogError(path, None, None, problem, root=root) from None
    except UnicodeDecodeError:
        raise CatalogError(path, None, None, "not valid UTF-8 text", root=root) from None
    except OSError as exc:
        raise CatalogError(path, None, None, f"can't be read: {exc.strerror or exc}", root=root) from None


def _field_path(loc: Iterable[int | str]) -> str:
    return ".".join(str(p) for p in loc)


def _label(entry: object, index: int) -> str:
    """How to name a card in a message: its name, else its id, else its position."""
    if isinstance(entry, dict):
        for key in ("name", "id"):
            value = entry.get(key)
            if isinstance(value, str) and value.strip():
                return value
    return f"#{index + 1}"


def _is_track_level(loc: tuple[int | str, ...]) -> bool:
    return len(loc) >= 2 and loc[-2] == "track" and isinstance(loc[-1], int)


def _problem(err: ErrorDetails) -> tuple[str, dict[str, Any]]:
    """One pydantic error as a problem code and its values (catalog/problems.py has the words)."""
    kind, msg, loc = err["type"], err["msg"], tuple(err["loc"])
    found = short_repr(err.get("input"))
    ctx = dict(err.get("ctx") or {})
    simple = {"extra_forbidden": "unknown_field", "missing": "missing", "string_too_short": "empty",
              "int_type": "whole_number", "int_parsing": "whole_number", "int_from_float": "whole_number",
              "string_type": "text", "bool_type": "bool", "bool_parsing": "bool", "list_type": "list",
              "tuple_type": "list", "set_type": "list", "model_type": "table", "dict_type": "table",
              "model_attributes_type": "table", "string_pattern_mismatch": "slug"}
    if _is_track_level(loc) and kind in {"model_type", "dict_type", "model_attributes_type"}:
        return "track_level", {"found": found}
    if kind == "literal_error":
        return "choice", {"choices": ctx.get("expected", ""), "found": found}
    if kind in simple:
        return simple[kind], {"found": found}
    bounds = {"greater_than": ("more_than", "gt"), "greater_than_equal": ("at_least", "ge"),
              "less_than_equal": ("at_most", "le"), "less_than": ("less_than", "lt"),
              "string_too_long": ("too_long", "max_length"), "too_long": ("too_many", "max_length")}
    if kind in bounds:
        code, key = bounds[kind]
        return code, {"bound": ctx.get(key), "found": found}
    if kind in problem_texts:  # the models' own checks (PydanticCustomError): code and values
        return kind, ctx
    if kind == "value_error":
        return "", {"text": msg.removeprefix("Value error, ")}
    return "", {"text": f"{msg} (found {found})" if "input" in err else msg}


# Whole-card (model-level) checks name no field; these say which field they are about.
_MODEL_ERROR_FIELDS = {"track_empty": "track", "type_color": "color"}


def _model_error_field(code: str, params: dict[str, Any]) -> str | None:
    if code == "complete_needs":
        return str(params["fields"]).split(",")[0]
    return _MODEL_ERROR_FIELDS.get(code)


def _did_you_mean(
    name: str, parent: tuple[int | str, ...], errors: list[ErrorDetails], model: type[BaseModel]
) -> str:
    """'color' when a missing or known field at the same place is spelt alike."""
    candidates = [
        str(e["loc"][-1]) for e in errors if e["type"] == "missing" and tuple(e["loc"][:-1]) == parent
    ]
    if not parent:
        candidates += list(model.model_fields)
    close = difflib.get_close_matches(name, candidates, n=1)
    return close[0] if close else ""


def _validate(
    model: type[M],
    raw: Any,
    path: Path,
    card: str | None,
    prefix: tuple[int | str, ...] = (),
    root: Path | None = None,
) -> M:
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        # A misspelt field shows up as "unknown" plus "missing": report the unknown one first.
        errors = sorted(exc.errors(), key=lambda e: e["type"] != "extra_forbidden")
        found = [_error_of(err, errors, model, path, card, prefix, root) for err in errors[:MAX_PROBLEMS_KEPT]]
        first = found[0]
        if len(errors) > 1:
            more = len(errors) - 1
            first = CatalogError(path, card, first.field, f"{first.problem} (and {more} more problem{'s' if more > 1 else ''})",
                                 root=root, code=first.code, params=first.params, more=found[1:], total=len(errors))
        raise first from None


MAX_PROBLEMS_KEPT = 20  # the problems of one entry kept for the details view (a file may hold thousands)


def _error_of(err: ErrorDetails, errors: list[ErrorDetails], model: type[BaseModel], path: Path,
              card: str | None, prefix: tuple[int | str, ...], root: Path | None) -> CatalogError:
    code, params = _problem(err)
    loc = tuple(err["loc"])
    if err["type"] == "extra_forbidden" and loc:
        close = _did_you_mean(str(loc[-1]), loc[:-1], errors, model)
        if close:
            code, params = "unknown_field_close", {"close": repr(close)}
    field = _field_path(prefix + loc) if loc else None
    if not loc:
        hint = _model_error_field(code, params)
        field = _field_path((*prefix, hint)) if hint else _field_path(prefix) or None
    return CatalogError(path, card, field, root=root, code=code, params=params)


def _unknown_tables(raw: dict[str, Any], allowed: set[str], path: Path, root: Path | None) -> None:
    unknown = sorted(set(raw) - allowed)
    if unknown:
        expected = ", ".join(f"[{a}]" for a in sorted(allowed))
        raise CatalogError(
            path, None, unknown[0], f"unknown top-level table (expected {expected})", root=root
        )


def _entries(raw: dict[str, Any], key: str, path: Path, root: Path | None) -> list[Any]:
    entries = raw.get(key, [])
    if not isinstance(entries, list):
        raise CatalogError(path, None, key, f"expected [[{key}]] tables, found {short_repr(entries)}", root=root)
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise CatalogError(
                path, f"#{i + 1}", None, f"expected a [[{key}]] table, found {short_repr(entry)}", root=root
            )
    return entries


TomlReader = Callable[[Path, Path | None], dict[str, Any]]


def _load_deck(
    path: Path, deck: str, model: type[CardBase], root: Path | None = None, read: TomlReader = _read_toml
) -> list[CardBase]:
    raw = read(path, root)
    _unknown_tables(raw, {"deck", "cards"}, path, root)
    if "deck" not in raw:
        raise CatalogError(path, None, "deck", f"missing [deck] table (with name = {deck!r})", root=root)
    info = _validate(DeckInfo, raw["deck"], path, None, ("deck",), root)
    if info.name != deck:
        raise CatalogError(path, None, "deck.name", f"expected {deck!r}, found {info.name!r}", root=root)
    return [
        _validate(model, entry, path, _label(entry, i), (), root)
        for i, entry in enumerate(_entries(raw, "cards", path, root))
    ]


def _load_runners(
    path: Path, root: Path | None = None, read: TomlReader = _read_toml
) -> tuple[dict[str, Metatype], dict[str, Role]]:
    raw = read(path, root)
    _unknown_tables(raw, {"metatypes", "roles"}, path, root)
    metatypes: dict[str, Metatype] = {}
    for i, entry in enumerate(_entries(raw, "metatypes", path, root)):
        m = _validate(Metatype, entry, path, _label(entry, i), (), root)
        metatypes[m.name] = m
    roles: dict[str, Role] = {}
    for i, entry in enumerate(_entries(raw, "roles", path, root)):
        r = _validate(Role, entry, path, _label(entry, i), (), root)
        roles[r.name] = r
    return metatypes, roles


def catalog_files(root: Path) -> list[Path]:
    """Every file the catalog is read from, in reading order."""
    files = [root / "cards" / filename for filename, _model in DECK_FILES.values()]
    files.append(root / "cards" / "runners.toml")
    return files + sorted((root / "missions").glob("*.toml"))


def load_catalog_from(root: Path, read: TomlReader = _read_toml) -> Catalog:
    """Validate every file under `root`; `read` parses one file (the cache hands over parsed data)."""
    decks: dict[str, list[CardBase]] = {}
    by_id: dict[str, CardBase] = {}
    where: dict[str, Path] = {}
    for deck, (filename, model) in DECK_FILES.items():
        path = root / "cards" / filename
        cards = _load_deck(path, deck, model, root, read)
        for card in cards:
            if card.id in by_id:
                first = by_id[card.id]
                problem = (
                    f"id {card.id!r} is used twice: also by {first.name!r} in {_shown(where[card.id], root)}"
                )
                raise CatalogError(path, card.name, "id", problem, root=root)
            by_id[card.id] = card
            where[card.id] = path
        decks[deck] = cards
    for boss in decks.get("bosses", []):  # each boss aspect is a card of its own (not in any deck)
        assert isinstance(boss, BossCard)
        for aspect in aspect_cards(boss):
            if aspect.id in by_id:
                raise CatalogError(where[boss.id], boss.name, "sides",
                                   f"aspect id {aspect.id!r} is also used by {by_id[aspect.id].name!r}", root=root)
            by_id[aspect.id] = aspect
            where[aspect.id] = where[boss.id]
    runners = root / "cards" / "runners.toml"
    metatypes, roles = _load_runners(runners, root, read)
    for role in roles.values():
        for basic_id in role.starting_deck:
            if basic_id not in by_id:
                raise CatalogError(
                    runners, role.name, f"starting_deck.{basic_id}", f"no card {basic_id!r}", root=root
                )
    missions: dict[str, Mission] = {}
    for path in sorted((root / "missions").glob("*.toml")):
        raw = read(path, root)
        label = _label(raw, 0)
        mission = _validate(Mission, raw, path, path.stem if label.startswith("#") else label, (), root)
        if mission.id in missions:
            raise CatalogError(
                path, mission.name, "id", f"mission id {mission.id!r} is used twice", root=root
            )
        missions[mission.id] = mission
    return Catalog(decks=decks, metatypes=metatypes, roles=roles, missions=missions, by_id=by_id)
