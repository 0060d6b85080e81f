"""The UI's one door to disk: autosave, named saves, settings, UI preferences (all atomic, via the Store)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from crossfire_desktop.bootcache import UI_PREFS, UI_SCALES
from crossfire_desktop.campaign import (
    Campaign,
    CampaignSummary,
    SaveError,
    Settings,
    Store,
    list_campaigns,
    load_campaign_at,
    load_campaign_backup,
    load_settings,
    save_campaign,
    save_campaign_at,
)
from crossfire_desktop.campaign.atomic import clean_stale_temps, write_bytes_atomic
from crossfire_desktop.campaign.pack_files import keep_versions, packs_folder
from crossfire_desktop.campaign.safe_read import read_limited
from crossfire_desktop.campaign.settings import SETTINGS_NAME
from crossfire_desktop.catalog import Catalog, load_catalog
from crossfire_desktop.catalog.packs import PackRef
from crossfire_desktop.engine import Game, GameSetup
from crossfire_desktop.net import DEFAULT_PORT
from crossfire_desktop.saves import LoadedGame, game_check

from ..words.save_words import problem_words, save_why
from ..words.text import tr
from .writable import saving_problem

CAMPAIGN_SAVE = "campaign-"  # how a campaign game's own save name starts (Load lists it by the campaign's name)
READ_NOW_BYTES = 1_000_000  # a campaign file up to this size (~1,300 ledger entries) is read while listing;
# a longer one is read in the background the first time (0.6 s at the model's 20,000 entries)


def campaign_game_name(game_id: str) -> str:
    """The named save that keeps a campaign game until its result is recorded."""
    return f"{CAMPAIGN_SAVE}{game_id}"


PREFS_MAX_BYTES = 256 * 1024
CAMPAIGN_AI_KEPT = 200  # campaigns whose AI seats are remembered (the last played)


class JoinFields(BaseModel):
    """What network play's Join was last typed with, filled in again (this computer only)."""

    model_config = ConfigDict(extra="ignore")

    address: str = Field(default="", max_length=200)
    code: str = Field(default="", max_length=200)
    name: str = Field(default="", max_length=40)


SEATS_TEXT_MAX = 40  # the Host form's seat lists ("1,2"): its fields take no more, nor does HostFields
PATH_TEXT_MAX = 1000  # the Host form's certificate and key files


class HostFields(BaseModel):
    """What network play's Host form was last hosted with, filled in again (this computer only)."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(default="", max_length=40)
    mission: str = Field(default="", max_length=80)
    runners: int = Field(default=4, ge=1, le=4)
    rules: str = Field(default="first", max_length=20)
    here: str = Field(default="1", max_length=SEATS_TEXT_MAX)
    ai: str = Field(default="", max_length=SEATS_TEXT_MAX)
    open_hands: bool = False
    ai_for_away: bool = False
    port: int = Field(default=DEFAULT_PORT, ge=1024, le=65535)
    cert: str = Field(default="", max_length=PATH_TEXT_MAX)
    key: str = Field(default="", max_length=PATH_TEXT_MAX)


class Prefs(BaseModel):
    """What the UI remembers that the campaign Settings model has no field for (yet). Unknown keys are
    dropped (an older or newer build's); a value of the wrong type makes the whole file unreadable."""

    model_config = ConfigDict(extra="ignore")

    ui_scale: float = Field(default=1.0, ge=UI_SCALES[0], le=UI_SCALES[1])
    one_player: StrictBool = False
    palette: Literal["standard", "protanopia", "deuteranopia", "tritanopia"] = "standard"  # ui/look/palettes.py
    last_setup: dict[str, Any] | None = None
    # campaign id -> the campaign runners the computer played in its last mission (New mission ticks them again)
    campaign_ai: dict[Annotated[str, Field(max_length=80)],
                      Annotated[list[Annotated[str, Field(max_length=80)]], Field(max_length=8)]] = Field(
        default_factory=dict, max_length=CAMPAIGN_AI_KEPT)
    last_join: JoinFields | None = None
    last_host: HostFields | None = None
    extra: dict[str, Any] = Field(default_factory=dict)

    @field_validator("last_host", mode="wrap")
    @classmethod
    def _host_or_none(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> HostFields | None:
        """A Host form that can't be read is forgotten alone (the other preferences are kept)."""
        try:
            return handler(value)  # type: ignore[no-any-return]
        except ValidationError:
            return None

    @field_validator("last_setup")
    @classmethod
    def _a_setup(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is not None:
            GameSetup.model_validate(value)  # the setup page restores it field by field
        return value


class Persist:
    def __init__(self, data_dir: str | Path | None = None, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or load_catalog()
        self.packs = packs_folder(data_dir)
        self.store = Store(data_dir, checks={"game": game_check(self.catalog, self.packs)})
        self.notices: list[str] = []  # for the start screen: files set aside, saving off
        self._loaded: dict[str, tuple[Campaign, str]] = {}  # campaign id -> the campaign last opened, its revision
        self.saving_off = saving_problem(self.store.dirs)  # why nothing can be saved, or None
        if self.saving_off:
            self.notices.append(self.saving_off)
        self._told_saving_off = False
        self.settings_problem: str | None = None  # shown on the Settings page
        self.settings = self._load_settings()
        self.prefs = self._load_prefs()

    def _set_aside_notice(self, path: Path, what: str, why: object) -> str:
        """Rename an unreadable file (bytes kept) so the defaults can be saved; the sentence for the player."""
        try:
            kept = self.store.set_aside_file(path)
            self.store.keep_backup(path)  # the next saves rotate the backup: keep this last good one
        except OSError:
            return tr("Your {what} file can't be read, so the defaults are in use: {why}").format(what=what, why=why)
        return tr("Your {what} file can't be read ({why}); it was kept as {file} and the defaults are in use.").format(
            what=what, why=why, file=kept.name)

    def _load_settings(self) -> Settings:
        try:
            return load_settings(self.store)
        except SaveError as exc:
            why = problem_words(exc) + (tr(" (at {where})").format(where=exc.where) if exc.where else "")
            self.settings_problem = self._set_aside_notice(exc.path, tr("settings"), why)
            self.notices.append(self.settings_problem)
            return Settings()

    # -- preferences -------------------------------------------------------------------------
    @property
    def _prefs_path(self) -> Path:
        return self.store.dirs.config / UI_PREFS

    def _load_prefs(self) -> Prefs:
        path = self._prefs_path
        try:
            raw, _ = read_limited(path, PREFS_MAX_BYTES)
        except SaveError as exc:
            if exc.problem == "missing":
                return Prefs()
            self.notices.append(self._set_aside_notice(path, tr("display preferences"), problem_words(exc)))
            return Prefs()
        try:
            return Prefs.model_validate(json.loads(raw.decode("utf-8")))
        except ValidationError as exc:
            err = exc.errors()[0]
            why: object = f"{'.'.join(str(p)[:40] for p in err['loc'])}: {err['msg']}"[:200]
        except Exception as exc:  # noqa: BLE001 - deep nesting, huge numbers, bad UTF-8 ...: all "unreadable"
            why = f"{type(exc).__name__}"
        self.notices.append(self._set_aside_notice(path, tr("display preferences"), why))
        return Prefs()

    def save_prefs(self) -> str | None:
        """Write the UI preferences; returns a notice for the player when they couldn't be saved."""
        if self.saving_off:
            return self.saving_off
        path = self._prefs_path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            clean_stale_temps(path)
            payload = json.dumps(self.prefs.model_dump(mode="json"), indent=1).encode("utf-8")
            if len(payload) > PREFS_MAX_BYTES:  # never written bigger than the start reads back
                return tr("Display preferences not saved: they would be over {n} bytes.").format(n=PREFS_MAX_BYTES)
            write_bytes_atomic(path, payload)
        except OSError as exc:
            return tr("Display preferences not saved: {why}").format(why=exc.strerror or exc)
        return None

    def save_settings(self) -> str | None:
        """Save the settings; returns a notice for the player, or None. An unreadable settings file is
        set aside (renamed, bytes kept) before the new one is written."""
        if self.saving_off:
            return self.saving_off
        try:
            kept = self.store.write_keeping("settings", SETTINGS_NAME, self.settings)
        except (OSError, SaveError) as exc:
            return tr("Settings not saved: {why}").format(why=save_why(exc))
        self.settings_problem = None
        if kept is not None:
            return tr("Settings saved. The unreadable settings file was kept as {file}.").format(file=kept.name)
        return None

    # -- games -------------------------------------------------------------------------------
    def autosave(self, save: dict[str, Any]) -> str | None:
        """Write the autosave; returns a notice for the player when something went wrong (else None).

        A campaign game is also kept under its own name, so starting another game never loses it before
        its result is recorded. An autosave file that can't be read is never written over: it is set
        aside (renamed, bytes kept) and the new autosave goes in its place, so play goes on."""
        if self.saving_off:
            if self._told_saving_off:
                return None
            self._told_saving_off = True
            return self.saving_off
        self.keep_pack_versions(save)
        link = (save.get("setup") or {}).get("campaign")
        notice = None
        if link:
            try:
                kept = self.store.write_keeping("game", campaign_game_name(link["game_id"]), save)
            except (SaveError, OSError, ValueError) as exc:
                notice = tr("The campaign game could not be saved under its own name: {why}").format(why=save_why(exc))
            else:
                if kept is not None:
                    notice = tr("The campaign game's save couldn't be read; it was kept as {file}.").format(
                        file=kept.name)
        return self._write_autosave(save) or notice

    def has_campaign_game(self, game_id: str) -> bool:
        return self.store.exists("game", campaign_game_name(game_id))

    def _write_autosave(self, save: dict[str, Any]) -> str | None:
        try:
            kept = self.store.write_autosave_keeping(save)
        except (OSError, SaveError) as exc:
            return tr("Autosave failed: {why}").format(why=save_why(exc))
        if kept is not None:
            return tr("The previous autosave couldn't be read; it was kept as {file}. Autosaving again.").format(
                file=kept.name)
        return None

    def has_autosave(self) -> bool:
        return self.store.has_autosave()

    def load_game(self, name: str = "", *, backup: bool = False) -> Game:
        """The saved game `name` ("" is the autosave), rebuilt and checked; `backup`: its previous version.
        Any failure is a SaveError (its `.backup` is set when the previous version can be loaded instead);
        the file that failed is then never written over nor rotated away (see Store)."""
        store = self.store
        try:
            if backup:
                doc = store.read_autosave_backup() if not name else store.read_backup("game", name)
            else:
                doc = store.read_autosave() if not name else store.read("game", name)
        except ValueError as exc:  # a name that can't be a file name
            raise SaveError(Path(name), "missing", str(exc)) from None
        loaded = doc.data
        assert isinstance(loaded, LoadedGame)
        return loaded.game

    def read_autosave(self) -> dict[str, Any]:
        """Raises SaveError (its `.backup` is set when the previous version can be loaded instead)."""
        return self._save_of(self.store.read_autosave().data)

    def read_autosave_backup(self) -> dict[str, Any]:
        return self._save_of(self.store.read_autosave_backup().data)

    def read_named_backup(self, name: str) -> dict[str, Any]:
        return self._save_of(self.store.read_backup("game", name).data)

    @staticmethod
    def _save_of(data: Any) -> dict[str, Any]:
        return dict(data.save if isinstance(data, LoadedGame) else data)

    def save_named(self, name: str, save: dict[str, Any]) -> Path:
        self.keep_pack_versions(save)
        return self.store.write("game", name, save)

    def keep_pack_versions(self, save: dict[str, Any]) -> None:
        """The card packs a game was started with are kept by content hash, so editing or replacing one
        later never makes this game unloadable."""
        refs = (save.get("setup") or {}).get("packs") or []
        with contextlib.suppress(OSError, ValueError):  # the save matters here; a load names a missing pack
            keep_versions(self.packs, [PackRef.model_validate(r) for r in refs])

    def saves(self) -> list[str]:
        return self.store.names("game")

    def backup_only_saves(self) -> list[str]:
        """Saved games set aside whose backup is left ("" is the autosave's): still offered to load."""
        autosave = [""] if self.store.has_autosave_backup() and not self.has_autosave() else []
        return autosave + self.store.backup_only_names("game")

    def set_aside_save(self, name: str) -> tuple[Path, Path | None] | None:
        """Set aside the damaged saved game `name` ("" is the autosave): see Store.set_aside_damaged."""
        path = self.store.autosave_path if not name else self.store.path("game", name)
        return self.store.set_aside_damaged("game", path)

    def read_named(self, name: str) -> dict[str, Any]:
        return self._save_of(self.store.read("game", name).data)

    # -- campaigns ---------------------------------------------------------------------------
    def campaigns(self, decode_max: int | None = None) -> list[CampaignSummary]:
        """With `decode_max`: a long campaign not read yet is listed with `later` set, not decoded here."""
        return list_campaigns(self.store, decode_max)

    def load_campaign(self, campaign_id: str) -> Campaign:
        """Raises SaveError (with `.backup` set when a readable backup exists)."""
        return self.opened_campaign(*load_campaign_at(self.store, campaign_id))

    def opened_campaign(self, campaign: Campaign, revision: str) -> Campaign:
        """A campaign just read (by `load_campaign_at`, maybe in another thread) becomes the one opened:
        `loaded_revision` then knows it without reading the file again."""
        self._loaded[campaign.id] = (campaign, revision)
        return campaign

    def loaded_revision(self, campaign: Campaign) -> str | None:
        """The revision `campaign` was read at, if it is the very object `load_campaign` last returned."""
        loaded = self._loaded.get(campaign.id)
        return loaded[1] if loaded is not None and loaded[0] is campaign else None

    def load_campaign_at(self, campaign_id: str) -> tuple[Campaign, str]:
        """The campaign and its revision on disk (SaveError as `load_campaign`)."""
        return load_campaign_at(self.store, campaign_id)

    def save_campaign_at(self, campaign: Campaign, base: str | None) -> str:
        """Save a change to the campaign read at revision `base`; SaveError "changed_on_disk" when another
        copy of the program saved it since (nothing written). Returns the new revision."""
        return save_campaign_at(self.store, campaign, base)

    def load_campaign_backup(self, campaign_id: str) -> Campaign:
        return load_campaign_backup(self.store, campaign_id)

    def save_campaign(self, campaign: Campaign) -> Path:
        return save_campaign(self.store, campaign)

    def save_campaign_keeping(self, campaign: Campaign) -> Path | None:
        """Save the campaign over a file that can't be read: that file is set aside (kept) first.
        Returns where it went, or None. Only on the player's request (restore a backup, rescue)."""
        return self.store.write_keeping("campaign", campaign.id, campaign)
