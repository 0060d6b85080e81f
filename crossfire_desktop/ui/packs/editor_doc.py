"""The card editor's document: one pack (its [pack] table and its card entries as they will be
written), undo/redo over whole snapshots, validation of one card with the same messages as
`crossfire cards check --pack`, and Save. No Qt here."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign.pack_files import check_text, pack_bytes, write_pack
from crossfire_desktop.catalog import CardBase, Catalog, CatalogError
from crossfire_desktop.catalog.packs import MAX_PACK_BYTES, PACK_DECKS, PACK_SUFFIX, read_pack, slug
from crossfire_desktop.catalog.toml_write import dump_pack


@dataclass
class Entry:
    deck: str
    data: dict[str, Any] = field(default_factory=dict)


def base_card(base: Catalog, deck: str, data: dict[str, Any]) -> CardBase | None:
    """The built-in card an entry completes or overrides (same deck, same id or number)."""
    for card in base.decks.get(deck, []):
        if data.get("id") == card.id or (data.get("number") and data.get("number") == card.number):
            return card
    return None


def incomplete_cards(base: Catalog) -> list[tuple[str, CardBase]]:
    """Built-in cards never dealt yet, by deck then printed number (unnumbered last)."""
    out = [(deck, c) for deck in PACK_DECKS for c in base.decks.get(deck, []) if not c.complete]
    return sorted(out, key=lambda dc: (PACK_DECKS.index(dc[0]), dc[1].number is None, dc[1].number or "", dc[1].name))


class EditorDoc:
    def __init__(self, base: Catalog, folder: Path) -> None:
        self.base, self.folder = base, folder
        self.path: Path | None = None
        self.info: dict[str, Any] = {"name": "My cards"}
        self.entries: list[Entry] = []
        self._undo: list[str] = []
        self._redo: list[str] = []
        self._last = self._snapshot()
        self._typing: object = None  # the field being typed in: its keystrokes make one undo step

    # ---- loading and saving ------------------------------------------------------------------
    def new(self, name: str = "My cards") -> None:
        self.path, self.info, self.entries = None, {"name": name}, []
        self._undo, self._redo, self._last = [], [], self._snapshot()

    def open(self, path: Path) -> None:
        """Open a pack file (even a broken one: the editor is where it gets fixed)."""
        import tomllib  # noqa: PLC0415

        from crossfire_desktop.readlimit import read_bytes_limited  # noqa: PLC0415

        try:  # never a FIFO or a huge file; nesting too deep is bad TOML like any other
            raw = tomllib.loads(read_bytes_limited(path, MAX_PACK_BYTES).decode("utf-8"))
        except RecursionError:
            raise ValueError("the TOML is nested too deep") from None
        self.path = path
        info = raw.get("pack")
        self.info = dict(info) if isinstance(info, dict) else {"name": path.stem}
        self.entries = [Entry(deck, dict(e)) for deck in PACK_DECKS for e in _listed(raw.get(deck))
                        if isinstance(e, dict)]
        self._undo, self._redo, self._last = [], [], self._snapshot()

    def text(self) -> str:
        decks: dict[str, list[dict[str, Any]]] = {}
        for e in self.entries:
            decks.setdefault(e.deck, []).append(e.data)
        return dump_pack(self.info, decks)

    def target(self) -> Path:
        return self.path or self._free(slug(str(self.info.get("name", "my_cards"))))

    def _free(self, stem: str) -> Path:
        path, n = self.folder / f"{stem}{PACK_SUFFIX}", 2
        while path.exists():
            path, n = self.folder / f"{stem}_{n}{PACK_SUFFIX}", n + 1
        return path

    def problem(self) -> CatalogError | None:
        return check_text(self.target(), self.text(), self.base)

    def save(self) -> CatalogError | Path:
        """Write the pack if it loads; else the first problem (nothing written)."""
        err = self.problem()
        if err is not None:
            return err
        try:
            self.path = write_pack(self.target(), self.text())
        except OSError as exc:  # a read-only or full folder; the document is kept as it is
            return CatalogError(self.target(), None, None, code="unwritable", params={"why": exc.strerror or str(exc)})
        return self.path

    # ---- one card ----------------------------------------------------------------------------
    def check_entry(self, index: int) -> tuple[CardBase | None, CatalogError | None]:
        """The card as the game will see it, or the problem, checked on its own in this pack."""
        entry = self.entries[index]
        text = dump_pack(self.info, {entry.deck: [entry.data]})
        try:
            pack = read_pack(self.target(), self.base, pack_bytes(self.target(), text))
        except CatalogError as exc:
            return None, exc
        return pack.cards[0].card, None

    def add_new(self, deck: str, name: str) -> int:
        taken = {c.id for c in self.base.by_id.values()} | {str(e.data.get("id")) for e in self.entries}
        ident, n = slug(name), 2
        while ident in taken:
            ident, n = f"{slug(name)}_{n}", n + 1
        self.entries.append(Entry(deck, {"id": ident, "name": name}))
        self.changed()
        return len(self.entries) - 1

    def add_completion(self, deck: str, card: CardBase) -> int:
        """Complete (or override) a built-in card: the entry names it by number (else id)."""
        for i, e in enumerate(self.entries):
            if e.deck == deck and base_card(self.base, deck, e.data) is card:
                return i
        key = {"number": card.number} if card.number else {"id": card.id}
        self.entries.append(Entry(deck, key))
        self.changed()
        return len(self.entries) - 1

    def remove(self, index: int) -> None:
        del self.entries[index]
        self.changed()

    def set_field(self, index: int, name: str, value: Any, *, typing: bool = False) -> None:
        """Set a field (None or "" removes it: a completed card keeps the built-in value).
        `typing`: a keystroke in a text box; the keystrokes in one box make one undo step."""
        data = self.entries[index].data
        if value is None or value == "" or value == []:
            data.pop(name, None)
        else:
            data[name] = value
        self.changed((index, name) if typing else None)

    def merged(self, index: int) -> dict[str, Any]:
        """What the form shows: the built-in card's values under the entry's."""
        e = self.entries[index]
        found = base_card(self.base, e.deck, e.data)
        shown = found.model_dump(exclude={"provenance"}) if found is not None else {}
        if "track" in shown and shown["track"] is not None:
            shown["track"] = [lv["color"] or lv["amount"] for lv in shown["track"]]
        shown.update(e.data)
        shown.setdefault("complete", True)
        if "complete" not in e.data:
            shown["complete"] = True  # a pack's card is dealt unless it says otherwise
        return shown

    # ---- undo / redo -------------------------------------------------------------------------
    def _snapshot(self) -> str:
        return json.dumps({"info": self.info, "entries": [[e.deck, e.data] for e in self.entries]})

    def _restore(self, snap: str) -> None:
        data = json.loads(snap)
        self.info = data["info"]
        self.entries = [Entry(deck, d) for deck, d in data["entries"]]
        self._last = snap

    def changed(self, typing: object = None) -> None:
        """Record a step for undo; steps with the same `typing` key in a row are merged into one."""
        snap = self._snapshot()
        if snap != self._last:
            if typing is None or typing != self._typing or not self._undo:
                self._undo.append(self._last)
            elif snap == self._undo[-1]:  # typed (or Ctrl+Z'd in the box) back to where it began: no step
                self._undo.pop()
                typing = None
            self._redo.clear()
            self._last = snap
        self._typing = typing

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        if self._undo:
            self._redo.append(self._last)
            self._restore(self._undo.pop())
        self._typing = None

    def redo(self) -> None:
        if self._redo:
            self._undo.append(self._last)
            self._restore(self._redo.pop())
        self._typing = None

    def copy_entry(self, index: int) -> dict[str, Any]:
        return copy.deepcopy(self.entries[index].data)


def _listed(value: Any) -> list[Any]:
    """A deck's entries as written; a deck that isn't an array of tables (`black_market = 5`) holds none."""
    return value if isinstance(value, list) else []
