"""The UI's one door to disk: autosave, named saves, settings, UI preferences (all atomic, via the Store)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from crossfire_desktop.campaign import (
    Campaign,
    CampaignSummary,
    SaveError,
    Settings,
    Store,
    list_campaigns,
    load_campaign,
    load_campaign_backup,
    load_settings,
    save_campaign,
)
from crossfire_desktop.campaign.atomic import write_bytes_atomic
from crossfire_desktop.campaign.settings import SETTINGS_NAME

from .text import tr

UI_PREFS = "ui-prefs.json"


def campaign_game_name(game_id: str) -> str:
    """The named save that keeps a campaign game until its result is recorded."""
    return f"campaign-{game_id}"


@dataclass
class Prefs:
    """What the UI remembers that the campaign Settings model has no field for (yet)."""

    ui_scale: float = 1.0
    one_player: bool = False
    last_setup: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class Persist:
    def __init__(self, data_dir: str | Path | None = None) -> None:
        self.store = Store(data_dir)
        self.settings_problem: str | None = None  # shown on the Settings page
        try:
            self.settings = load_settings(self.store)
        except SaveError as exc:
            self.settings = Settings()
            self.settings_problem = tr("Your settings file can't be read, so the defaults are in use: {why}").format(
                why=exc)
        self.prefs = self._load_prefs()

    # -- preferences -------------------------------------------------------------------------
    @property
    def _prefs_path(self) -> Path:
        return self.store.dirs.config / UI_PREFS

    def _load_prefs(self) -> Prefs:
        self._prefs_broken = False
        try:
            raw = json.loads(self._prefs_path.read_text("utf-8"))
            return Prefs(**{k: v for k, v in raw.items() if k in Prefs.__dataclass_fields__})
        except FileNotFoundError:
            return Prefs()
        except (OSError, ValueError, TypeError, AttributeError):
            self._prefs_broken = True  # kept: set aside before the first write
            return Prefs()

    def save_prefs(self) -> None:
        self._prefs_path.parent.mkdir(parents=True, exist_ok=True)
        if self._prefs_broken and self._prefs_path.exists():
            self.store.set_aside_file(self._prefs_path)
        self._prefs_broken = False
        write_bytes_atomic(self._prefs_path, json.dumps(asdict(self.prefs), indent=1).encode("utf-8"))

    def save_settings(self) -> str | None:
        """Save the settings; returns a notice for the player, or None. An unreadable settings file is
        set aside (renamed, bytes kept) before the new one is written."""
        try:
            kept = self.store.write_keeping("settings", SETTINGS_NAME, self.settings)
        except (OSError, SaveError) as exc:
            return tr("Settings not saved: {why}").format(why=exc)
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
        link = (save.get("setup") or {}).get("campaign")
        notice = None
        if link:
            try:
                self.store.write("game", campaign_game_name(link["game_id"]), save)
            except (SaveError, OSError, ValueError) as exc:
                notice = tr("The campaign game could not be saved under its own name: {why}").format(why=exc)
        return self._write_autosave(save) or notice

    def has_campaign_game(self, game_id: str) -> bool:
        return self.store.exists("game", campaign_game_name(game_id))

    def _write_autosave(self, save: dict[str, Any]) -> str | None:
        try:
            kept = self.store.write_autosave_keeping(save)
        except (OSError, SaveError) as exc:
            return tr("Autosave failed: {why}").format(why=exc)
        if kept is not None:
            return tr("The previous autosave couldn't be read; it was kept as {file}. Autosaving again.").format(
                file=kept.name)
        return None

    def has_autosave(self) -> bool:
        return self.store.has_autosave()

    def read_autosave(self) -> dict[str, Any]:
        """Raises SaveError (its `.backup` is set when the previous version can be loaded instead)."""
        return dict(self.store.read_autosave().data)

    def read_autosave_backup(self) -> dict[str, Any]:
        return dict(self.store.read_autosave_backup().data)

    def read_named_backup(self, name: str) -> dict[str, Any]:
        return dict(self.store.read_backup("game", name).data)

    def save_named(self, name: str, save: dict[str, Any]) -> Path:
        return self.store.write("game", name, save)

    def saves(self) -> list[str]:
        return self.store.names("game")

    def read_named(self, name: str) -> dict[str, Any]:
        return dict(self.store.read("game", name).data)

    # -- campaigns ---------------------------------------------------------------------------
    def campaigns(self) -> list[CampaignSummary]:
        return list_campaigns(self.store)

    def load_campaign(self, campaign_id: str) -> Campaign:
        """Raises SaveError (with `.backup` set when a readable backup exists)."""
        return load_campaign(self.store, campaign_id)

    def load_campaign_backup(self, campaign_id: str) -> Campaign:
        return load_campaign_backup(self.store, campaign_id)

    def save_campaign(self, campaign: Campaign) -> Path:
        return save_campaign(self.store, campaign)

    def save_campaign_keeping(self, campaign: Campaign) -> Path | None:
        """Save the campaign over a file that can't be read: that file is set aside (kept) first.
        Returns where it went, or None. Only on the player's request (restore a backup, rescue)."""
        return self.store.write_keeping("campaign", campaign.id, campaign)
