"""Where the store keeps its files: platformdirs by default, or one explicit base folder."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP_NAME = "CrossfireDesktop"
ENV_VAR = "CROSSFIRE_DATA_DIR"


@dataclass(frozen=True)
class StoreDirs:
    """`data` holds campaigns, saved games and the autosave; `config` holds settings."""

    data: Path
    config: Path


def resolve_dirs(base: Path | str | None = None, *, environ: dict[str, str] | None = None) -> StoreDirs:
    """An explicit base (CLI `--data-dir`, tests) wins, then $CROSSFIRE_DATA_DIR, then platformdirs.

    With a base folder everything (settings included) lives under it, so a portable copy is one folder.
    """
    env = os.environ if environ is None else environ
    chosen: Path | str | None = base if base not in (None, "") else env.get(ENV_VAR) or None
    if chosen is not None:
        root = Path(chosen).expanduser().resolve()
        return StoreDirs(data=root, config=root / "config")
    return StoreDirs(
        data=Path(user_data_dir(APP_NAME, appauthor=False)),
        config=Path(user_config_dir(APP_NAME, appauthor=False)),
    )
