"""bootcache repeats a few facts of the store and the loader so start-up needs no pydantic: they must agree."""

from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop import bootcache
from crossfire_desktop.campaign import Store
from crossfire_desktop.campaign.paths import APP_NAME, ENV_VAR
from crossfire_desktop.catalog import data_root


@pytest.mark.parametrize("how", ["base", "env", "platform"])
def test_autosave_path_is_the_stores(how: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    base = None
    if how == "base":
        base = tmp_path / "data"
    elif how == "env":
        monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert bootcache.autosave_path(base) == Store(base).autosave_path


def test_same_app_name_and_data_root() -> None:
    assert bootcache.APP_NAME == APP_NAME
    assert bootcache.data_root() == data_root() == Path(__file__).resolve().parents[1]


def test_start_up_imports_no_pydantic_before_the_window_shows(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    code = """
import sys
from crossfire_desktop.ui.shell.app import make_app
from crossfire_desktop.ui.shell.window import MainWindow
app = make_app()
never = lambda: 1 / 0  # the catalog and the store are not needed to show the start screen
win = MainWindow(never, never, has_autosave=False)
win.show()
app.processEvents()
print(sorted(m for m in sys.modules if m.startswith(('pydantic', 'crossfire_desktop.engine',
      'crossfire_desktop.campaign', 'crossfire_desktop.catalog'))))
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True,
                         env=env, cwd=Path(__file__).resolve().parents[1])
    assert out.stdout.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("language", ["fr", "en", "system", None, "broken"])
def test_saved_language_is_the_settings(language: str | None, tmp_path: Path) -> None:
    from crossfire_desktop.campaign.settings import Settings
    from crossfire_desktop.campaign.settings_file import save_settings
    from crossfire_desktop.ui.words.i18n import saved_choice

    base = tmp_path / "data"
    if language == "broken":
        (base / "config").mkdir(parents=True)
        (base / "config" / "settings.json").write_text('{"format": "crossfire-desktop", "da', "utf-8")
    elif language is not None:
        save_settings(Store(base), Settings(language=language))
    assert bootcache.saved_language(base) == saved_choice(base)


@pytest.mark.parametrize("offered", [True, False, None, "broken"])
def test_the_tutorial_offer_due_is_the_settings(offered: bool | str | None, tmp_path: Path) -> None:
    """Read from the file itself at start, as the store reads it (no file or an unreadable one: due, as
    the store's defaults say)."""
    from crossfire_desktop.campaign.settings import Settings
    from crossfire_desktop.campaign.settings_file import load_settings, save_settings

    base = tmp_path / "data"
    if offered == "broken":
        (base / "config").mkdir(parents=True)
        (base / "config" / "settings.json").write_text('{"format": "crossfire-desktop", "da', "utf-8")
        assert bootcache.tutorial_offer_due(base)  # the store reports the file and starts from the defaults
        return
    if offered is not None:
        save_settings(Store(base), Settings(tutorial_offered=offered))
    assert bootcache.tutorial_offer_due(base) is (not load_settings(Store(base)).tutorial_offered)


@pytest.mark.parametrize("xdg, home", [(None, "/home/ann"), ("/tmp/xdg-cache", "/home/ann"), ("relative/cache", "/home/ann"),
                                       ("", "/home/ann/"), (None, "/"), ("/c", None)])
def test_user_cache_dir_is_platformdirs(monkeypatch: pytest.MonkeyPatch, xdg: str | None, home: str | None) -> None:
    """The start-up's own answer for Linux is the one platformdirs gives (no platformdirs import at start)."""
    from platformdirs import user_cache_dir

    for name, value in (("XDG_CACHE_HOME", xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert bootcache.user_cache_dir() == user_cache_dir(bootcache.APP_NAME, appauthor=False)
