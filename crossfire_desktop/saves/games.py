"""Load a game save through the engine: schema, setup, card ids, replay and state hash, all as SaveError."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from crossfire_desktop.campaign.errors import SaveError
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.catalog.packs import PackMissing, PackRef, catalog_for
from crossfire_desktop.engine import Game, GameSetup, load_game
from crossfire_desktop.engine.snapshot import digest

from .ai_names import old_ai_seats, without_ai_names
from .schema import GameSaveData


def game_save(game: Game) -> dict[str, Any]:
    """What the program writes: the engine's save plus the state hash, so a tampered save (an action
    removed, the snapshot edited) is found on load instead of loading as a different game; and the game
    hash, which covers the setup too (rules, runners, packs: an edit that replays to the same state)."""
    return {**game.save(), "state_hash": game.state_hash(), "game_hash": game_hash(game)}


def game_hash(game: Game) -> str:
    """The setup and the state hash together (saves of older builds have only the state hash)."""
    return digest({"setup": game.setup.model_dump(mode="json"), "state": game.state_hash()})


@dataclass(frozen=True)
class LoadedGame:
    """A game save that passed every check, with the game it rebuilt (so loading replays once)."""

    save: dict[str, Any]
    game: Game


def _where(exc: ValidationError, prefix: str) -> tuple[str, str]:
    err = exc.errors()[0]
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    loc = ".".join([prefix, *(str(p)[:40] for p in err["loc"])])[:200]
    return f"{err['msg']}{more}"[:300], loc


def with_packs(data: Any, path: Path, catalog: Catalog, folder: Path | None) -> Catalog:
    """The catalog the saved game was played with; a missing or changed pack is a SaveError in words."""
    setup = data.get("setup") if isinstance(data, dict) else None
    refs = setup.get("packs") if isinstance(setup, dict) else None
    if not refs or folder is None:
        return catalog
    try:
        return catalog_for([PackRef.model_validate(r) for r in refs], folder, catalog)
    except ValidationError as exc:
        what, where = _where(exc, "data.setup.packs")
        raise SaveError(path, "invalid", what, where) from None
    except PackMissing as exc:
        raise SaveError(path, "invalid", str(exc), "data.setup.packs") from None


def check_game(data: Any, path: Path, catalog: Catalog) -> LoadedGame:
    """Every check a game save gets on read; any failure is a SaveError saying what and where."""
    try:
        GameSaveData.model_validate(data)
    except ValidationError as exc:
        what, where = _where(exc, "data")
        raise SaveError(path, "invalid", what, where) from None
    try:
        GameSetup.model_validate(data["setup"], context={"catalog": catalog})
    except ValidationError as exc:
        what, where = _where(exc, "data.setup")
        raise SaveError(path, "invalid", what, where) from None
    snapshot = data.get("snapshot")
    if snapshot is not None:
        unknown = sorted({d for d in snapshot["state"]["defs"] if d not in catalog.by_id})
        if unknown:
            raise SaveError(path, "invalid", f"unknown card id {unknown[0][:60]!r}", "data.snapshot.state.defs")
    try:
        game = load_game(data, catalog)
    except RecursionError:
        raise SaveError(path, "no_game", "the game can't be rebuilt: the data is nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - replaying untrusted data: any failure means a broken save
        why = f"{type(exc).__name__}: {exc}"[:300]
        raise SaveError(path, "no_game", f"the game can't be rebuilt from its actions ({why})", "data.actions") from None
    expected = data.get("state_hash")
    if expected is not None and game.state_hash() != expected:
        raise SaveError(
            path, "no_game", "replaying the save gives another game than the one saved (state hash differs)",
            "data.state_hash",
        )
    expected = data.get("game_hash")
    if expected is not None and game_hash(game) != expected:
        raise SaveError(
            path, "no_game", "the save's setup is not the one the game was saved with (game hash differs)",
            "data.game_hash",
        )
    if old_ai_seats(data):
        return _without_ai_names(data, path, catalog)
    return LoadedGame(data, game)


def _without_ai_names(data: dict[str, Any], path: Path, catalog: Catalog) -> LoadedGame:
    """An old save, checked as written, read in the current form: AI seats marked, names as typed."""
    moved = without_ai_names(data)
    try:
        game = load_game(moved, catalog)
    except Exception as exc:  # noqa: BLE001 - e.g. a runner named only " (AI)": nothing is left of the name
        why = f"{type(exc).__name__}: {exc}"[:300]
        raise SaveError(path, "no_game", f"the AI runners' names can't be read ({why})", "data.setup.runners") from None
    return LoadedGame({**moved, "state_hash": game.state_hash(), "game_hash": game_hash(game)}, game)


def game_check(catalog: Catalog, packs: Path | None = None) -> Any:
    """The Store check for kind "game" (see Store(checks=...)); a game started with card packs is
    checked with those packs from the `packs` folder (the same content, by hash)."""

    def check(data: Any, path: Path) -> LoadedGame:
        return check_game(data, path, with_packs(data, path, catalog, packs))

    return check
