"""Loading and saving the user settings through the store (beside it: the store validates with the model)."""

from __future__ import annotations

from pathlib import Path

from .settings import SETTINGS_NAME, Settings
from .store import Store


def load_settings(store: Store) -> Settings:
    """The saved settings, or the defaults when none were saved. A broken file raises SaveError."""
    if not store.exists("settings", SETTINGS_NAME):
        return Settings()
    value = store.read("settings", SETTINGS_NAME).data
    assert isinstance(value, Settings)
    return value


def save_settings(store: Store, settings: Settings) -> Path:
    return store.write("settings", SETTINGS_NAME, settings)
