"""User settings: one small document of kind `settings` in the config folder.

The model only: the store validates settings files with it (`kinds.py`), so loading and saving them
lives beside the store, in `settings_file.py`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SETTINGS_NAME = "settings"


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    language: Literal["system", "en", "fr"] = "system"  # read at start (ui/words/i18n.py)
    autosave: bool = True  # the game window saves to the autosave slot at each turn boundary
    hand_off_screen: bool = True  # hot-seat: hide hands between runners
    animation_ms: int = Field(default=200, ge=0, le=2000)
    last_campaign: str | None = None  # campaign id
    window_geometry: str | None = None  # Qt saveGeometry(), base64
    ui_scale: float = Field(default=1.0, ge=0.5, le=3.0)
    one_player: bool = False
    last_setup: dict[str, Any] | None = None  # the new-game dialog's last choices (JSON)
    rules: Literal["first", "revised"] = "first"  # the rules printing chosen last (New mission's default)
    # the revised 2-role 20+ Karma table as [Karma from, card cost] rows; None: the built-in reconstruction
    karma_table: list[tuple[int, int]] | None = None
    volume: int = Field(default=70, ge=0, le=100)  # table sounds, percent
    mute: bool = False
    tutorial_offered: bool = False  # the start screen offered the guided first game once

