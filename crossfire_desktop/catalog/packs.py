"""Card packs: what an owner types in, one TOML file per pack, layered over the built-in cards.

A pack file holds a `[pack]` table (its name) and one array of tables per deck it touches:

    [pack]
    name = "My box"

    [[obstacles_normal]]
    number = "12/80"        # a built-in card's printed number (or `id`): completes or overrides it
    color = "blue"
    track = ["blue", 3, 2]

An entry naming a built-in card (same deck, same `number` or `id`) is laid over that card; any
other entry is a new card. Every card a pack touches gets the provenance "entered by the owner".
A pack is validated on its own (file, card and field named in one line) and a broken pack is
reported and skipped: it never stops the program and its file is never touched.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from crossfire_desktop.readlimit import read_bytes_limited

from .effect_params import LATER_PLAY_EFFECTS, known_effect, param_problem_code
from .loader import _TOML_POSITION, DECK_FILES, Catalog, CatalogError, _entries, _unknown_tables, _validate
from .models import BossCard, CardBase, Provenance, abilities_in

# Decks a pack may add to (runners' basic cards are fixed by the box).
PACK_DECKS = ("obstacles_normal", "obstacles_hard", "crossfire", "black_market", "upgrades", "bosses")
OWNER_SOURCE = "entered by the owner"
TABLE_EFFECT = "table"  # an ability the players resolve at the table (engine/effects/generic.py)
PACK_SUFFIX = ".toml"
MAX_PACK_BYTES = 2 * 1024 * 1024  # a pack of every card in the game is ~200 KB
MAX_PACK_CARDS = 1000  # entries in one pack: the box has about 300 designs
# moments a table-resolved ability can prompt the players at; lasting effects need a registered one
TABLE_TRIGGERS = ("flipped", "defeated", "attack", "start_of_turn", "end_of_turn", "before_draw", "reveal", "timebomb",
                  "play", "assist", "damage", "activated")
UNPROMPTED = ("static", "continuous", "buy")  # queried, never fired


class PackInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=60)
    author: str = ""
    notes: str = ""


class PackRef(BaseModel):
    """A pack a game was started with: its file name (no folder) and the hash of its content."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    file: str = Field(min_length=1)
    name: str = ""
    hash: str = Field(min_length=8)


@dataclass(frozen=True)
class PackCard:
    deck: str
    card: CardBase
    kind: str  # "completes" (an incomplete built-in), "overrides" (a complete built-in) or "new"


@dataclass(frozen=True)
class Pack:
    path: Path
    info: PackInfo
    hash: str
    cards: list[PackCard] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def file(self) -> str:
        return self.path.name

    @property
    def ref(self) -> PackRef:
        return PackRef(file=self.path.name, name=self.info.name, hash=self.hash)

    def table_resolved(self) -> list[CardBase]:
        """The pack's cards with an ability the players resolve at the table (bots can't)."""
        return [pc.card for pc in self.cards if has_table_ability(pc.card)]


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def has_table_ability(card: CardBase) -> bool:
    return any(ab.effect == TABLE_EFFECT for ab in getattr(card, "abilities", []))


PRINTED_TEXTS = ("text", "assist_text", "threshold_text", "timebomb_text")


def text_not_played(card: CardBase) -> bool:
    """A pack card with printed text and no ability: the program plays none of that text, so the table
    reminds the players to resolve it (docs/RULINGS.md, "A pack card's text without an ability")."""
    if not any(OWNER_SOURCE in s for s in card.provenance.source) or any(True for _ in abilities_in(card)):
        return False
    texts = [str(getattr(card, f, "") or "") for f in PRINTED_TEXTS]
    if getattr(card, "requires", None):  # "REQUIRES SPELL: ..." is played by the `requires` field
        texts = [t for t in texts if not t.upper().startswith("REQUIRES")]
    return any(t.strip() for t in texts)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_") or "card"


def _owner_provenance(pack: PackInfo) -> dict[str, Any]:
    return Provenance(source=[f"{OWNER_SOURCE} (pack {pack.name!r})"], confidence="high").model_dump()


def _find(base: Catalog, deck: str, entry: dict[str, Any]) -> CardBase | None:
    for card in base.decks.get(deck, []):
        if "id" in entry and card.id == entry["id"]:
            return card
        if "number" in entry and card.number is not None and card.number == entry["number"]:
            return card
    return None


def _label(entry: dict[str, Any], index: int, found: CardBase | None) -> str:
    for key in ("name", "number", "id"):
        value = entry.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return found.name if found is not None else f"#{index + 1}"


def _error(path: Path, card: str | None, field: str | None, code: str, **params: Any) -> CatalogError:
    """A problem with its code and values (catalog/problems.py), for the program to say in words."""
    return CatalogError(path, card, field, code=code, params=params)


def _merged(deck: str, entry: dict[str, Any], found: CardBase | None, info: PackInfo, path: Path) -> dict[str, Any]:
    if "provenance" in entry:
        raise _error(path, _label(entry, 0, found), "provenance", "provenance")
    data: dict[str, Any] = found.model_dump(exclude={"provenance"}) if found is not None else {}
    data.update(entry)
    if found is None:
        data.setdefault("id", slug(str(entry.get("name", ""))))
        if deck.startswith("obstacles_"):
            data.setdefault("deck", deck.removeprefix("obstacles_"))
    if "complete" not in entry:
        data["complete"] = True  # an owner enters a card to play it
    data["provenance"] = _owner_provenance(info)
    return data


def _parse(path: Path, blob: bytes) -> dict[str, Any]:
    try:
        return tomllib.loads(blob.decode("utf-8"))
    except UnicodeDecodeError:
        raise _error(path, None, None, "not_utf8") from None
    except tomllib.TOMLDecodeError as exc:
        text = str(exc)
        pos = _TOML_POSITION.search(text)
        if pos:
            raise _error(path, None, None, "bad_toml_at", line=pos[1], column=pos[2], why=text[: pos.start()]) from None
        raise _error(path, None, None, "bad_toml", why=text) from None
    except (ValueError, RecursionError, MemoryError) as exc:  # a 5,000-digit number, arrays nested too deep
        raise _error(path, None, None, "bad_toml", why=str(exc)[:200] or type(exc).__name__) from None


def read_pack(path: Path, base: Catalog, blob: bytes | None = None) -> Pack:
    """One pack (the file, or `blob` named as that file), validated against the built-in catalog;
    raises CatalogError naming file, card and field."""
    if blob is None:
        try:
            blob = read_bytes_limited(path, MAX_PACK_BYTES)  # never a FIFO, a device, or a huge file
        except OSError as exc:
            raise _error(path, None, None, "unreadable", why=exc.strerror or str(exc)) from None
    if len(blob) > MAX_PACK_BYTES:  # text from the editor or an import: what is written must read back
        raise _error(path, None, None, "too_big", size=f"{len(blob):,}", limit=f"{MAX_PACK_BYTES:,}")
    raw = _parse(path, blob)
    _unknown_tables(raw, {"pack", *PACK_DECKS}, path, None)
    if "pack" not in raw:
        raise _error(path, None, "pack", "no_pack_table")
    info = _validate(PackInfo, raw["pack"], path, None, ("pack",))
    cards: list[PackCard] = []
    seen: dict[str, str] = {}
    ids = set(base.by_id)
    entries = {deck: _entries(raw, deck, path, None) for deck in PACK_DECKS}
    if sum(len(e) for e in entries.values()) > MAX_PACK_CARDS:
        raise _error(path, None, None, "too_many_cards", limit=MAX_PACK_CARDS,
                     n=sum(len(e) for e in entries.values()))
    for deck in PACK_DECKS:
        model = DECK_FILES[deck][1]
        for i, entry in enumerate(entries[deck]):
            found = _find(base, deck, entry)
            label = _label(entry, i, found)
            if found is None and not any(k in entry for k in ("number", "id", "name")):  # not "missing name"
                raise _error(path, label, "number", "no_card")
            card = _validate(model, _merged(deck, entry, found, info, path), path, label, (), None)
            if card.id in seen:
                raise _error(path, label, "number" if "number" in entry else "id", "same_card_twice",
                             first=seen[card.id])
            seen[card.id] = f"[[{deck}]] #{i + 1}"
            if found is None and card.id in ids:
                raise _error(path, label, "id", "id_taken", id=repr(card.id), name=repr(base.by_id[card.id].name))
            kind = "new" if found is None else ("completes" if not found.complete else "overrides")
            cards.append(PackCard(deck, card, kind))
    _check_effects(path, cards)
    return Pack(path=path, info=info, hash=content_hash(blob), cards=cards, raw=raw)


def _check_effects(path: Path, cards: list[PackCard]) -> None:
    """Effect names and each effect's params, as `cards check` checks the built-in cards."""
    for pc in cards:
        for where, ability in abilities_in(pc.card):
            if not known_effect(ability.effect):
                raise _error(path, pc.card.name, f"{where}.effect", "unknown_effect", effect=repr(ability.effect))
            if ability.when == "later_play" and ability.effect not in LATER_PLAY_EFFECTS:
                raise _error(path, pc.card.name, f"{where}.when", "later_play_effect", effect=repr(ability.effect),
                             effects=", ".join(LATER_PLAY_EFFECTS))
            if ability.effect == TABLE_EFFECT and ability.when in UNPROMPTED:
                raise _error(path, pc.card.name, f"{where}.when", "table_when", when=repr(ability.when),
                             choices=", ".join(TABLE_TRIGGERS))
            found = param_problem_code(ability.effect, dict(ability.params))
            if found is not None:
                raise _error(path, pc.card.name, f"{where}.params.{found[0]}", found[1], **found[2])


def apply_packs(base: Catalog, packs: list[Pack], *, skip_table: bool = False) -> Catalog:
    """The catalog with the packs laid over it, in order (a later pack wins). `skip_table` leaves out
    (never deals) the cards whose ability must be resolved at the table."""
    if not packs:
        return base
    # by id, in deck order (a dict keeps the place of a replaced card): linear in the cards, a big pack too
    decks = {deck: {c.id: c for c in cards} for deck, cards in base.decks.items()}
    where = {cid: deck for deck, cards in decks.items() for cid in cards}
    by_id = dict(base.by_id)
    for pack in packs:
        for pc in pack.cards:
            card = pc.card
            if skip_table and has_table_ability(card):
                card = card.model_copy(update={"complete": False})
            earlier = where.get(card.id)
            if earlier is not None and earlier != pc.deck:  # an earlier pack's card of another deck: the later wins
                del decks[earlier][card.id]
            decks.setdefault(pc.deck, {})[card.id] = card
            where[card.id] = pc.deck
            by_id[card.id] = card
            if isinstance(card, BossCard):
                from .bosses import aspect_cards  # noqa: PLC0415

                for aspect in aspect_cards(card):
                    by_id[aspect.id] = aspect
    return replace(base, decks={deck: list(cards.values()) for deck, cards in decks.items()}, by_id=by_id)


# ---- the packs folder ------------------------------------------------------------------------


@dataclass(frozen=True)
class PackScan:
    packs: list[Pack]
    broken: list[CatalogError]


def scan_folder(folder: Path, base: Catalog) -> PackScan:
    """Every pack in the folder: the sound ones, and one error per broken one (skipped, kept on disk)."""
    packs: list[Pack] = []
    broken: list[CatalogError] = []
    if not folder.is_dir():
        return PackScan(packs, broken)
    for path in sorted(folder.glob(f"*{PACK_SUFFIX}")):
        if path.name.startswith("."):
            continue
        try:
            pack = read_pack(path, base)
            check_together([*packs, pack])
        except CatalogError as exc:
            broken.append(exc)
        else:
            packs.append(pack)
    return PackScan(packs, broken)


def check_together(packs: list[Pack]) -> None:
    """Packs used together may change the same card, but a new id can't be a card of two decks (the engine
    would deal one deck's card as the other's): CatalogError naming the later pack's file, card and field."""
    decks: dict[str, tuple[str, Pack]] = {}
    for pack in packs:
        for pc in pack.cards:
            earlier = decks.get(pc.card.id)
            if earlier is not None and earlier[0] != pc.deck:
                raise CatalogError(pack.path, pc.card.name, "id",
                                   f"id {pc.card.id!r} is already a [[{earlier[0]}]] card of the pack "
                                   f"{earlier[1].info.name!r} ({earlier[1].path.name}); give this card its own id")
            decks[pc.card.id] = (pc.deck, pack)


class PackMissing(ValueError):
    """A saved game needs a pack that is not in the packs folder (or has changed since)."""


VERSIONS_FOLDER = ".versions"
"""In the packs folder: every version of a pack a game was started with, or that was replaced, named by
its content hash (`<hash>.toml`), so a game can always be replayed with the cards it was played with."""


def version_path(folder: Path, pack_hash: str) -> Path:
    return folder / VERSIONS_FOLDER / f"{pack_hash}{PACK_SUFFIX}"


def _kept_version(ref: PackRef, folder: Path, base: Catalog) -> Pack | None:
    """The version of the pack the game was started with, from the versions folder (None: not there)."""
    if not re.fullmatch(r"[0-9a-f]{8,64}", ref.hash):
        return None
    try:
        blob = read_bytes_limited(version_path(folder, ref.hash), MAX_PACK_BYTES)
    except OSError:
        return None
    if content_hash(blob) != ref.hash:
        return None
    try:
        return read_pack(folder / Path(ref.file).name, base, blob)
    except CatalogError:
        return None


def packs_for(refs: list[PackRef], folder: Path, base: Catalog) -> list[Pack]:
    """The packs a game was started with, as they were then (the file, or else its kept version);
    PackMissing says what is missing in words."""
    found: list[Pack] = []
    for ref in refs:
        kept = _kept_version(ref, folder, base)
        if kept is not None:
            found.append(kept)
            continue
        path = folder / ref.file
        title = ref.name or ref.file
        if Path(ref.file).name != ref.file or ref.file in (".", ".."):  # only a file of the packs folder
            raise PackMissing(f"This game names the card pack file {ref.file!r}, which is not a file name of "
                              "your packs folder: it can't be loaded.")
        if not path.is_file():
            raise PackMissing(
                f"This game was started with the card pack {title!r} ({ref.file}), which is not in your "
                f"packs folder ({folder}). Import that pack, then load the game again.")
        try:
            pack = read_pack(path, base)
        except CatalogError as exc:
            raise PackMissing(f"This game needs the card pack {title!r}, which can't be read now: {exc}") from None
        if pack.hash != ref.hash:
            raise PackMissing(
                f"The card pack {title!r} ({ref.file}) has changed since this game was started, so the game "
                "can't be replayed as it was played. Put back the version it was started with to load it.")
        found.append(pack)
    return found


def catalog_for(refs: list[PackRef], folder: Path, base: Catalog) -> Catalog:
    return apply_packs(base, packs_for(refs, folder, base))


def describe(pack: Pack) -> str:
    """One line per card for an import preview."""
    lines = [f"{pack.info.name} ({pack.file}): {len(pack.cards)} card{'' if len(pack.cards) == 1 else 's'}"]
    for pc in pack.cards:
        number = f" {pc.card.number}" if pc.card.number else ""
        lines.append(f"  {pc.kind:<9} {pc.deck}{number} {pc.card.name}")
    return "\n".join(lines)

