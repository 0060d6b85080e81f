"""Loads the game's translation (resources/i18n/crossfire_<lang>.qm) and Qt's own (qtbase_<lang>.qm).

The language is read once at start (Settings > Language: System, English, Français): screens are
built with their words, so a change applies on the next start (the Settings page says so).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from crossfire_desktop.bootcache import data_root  # as catalog.loader's, without pydantic (start-up)

LANGUAGES = {"en": "English", "fr": "Français"}  # each name in its own language, never translated
_installed: list[QTranslator] = []


def i18n_dir() -> str:
    return str(data_root() / "resources" / "i18n")


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language to use for a Settings choice ("system", "en", "fr")."""
    if choice in LANGUAGES:
        return choice
    name = (system or QLocale.system()).name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install(choice: str) -> str:
    """Install the translators for `choice` (replacing any installed before); returns the language used."""
    app = QCoreApplication.instance()
    lang = resolve(choice)
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    if app is None:
        return lang
    english = QTranslator(app)  # English plurals ("1 card", "2 cards"): under any other language, too
    if english.load("crossfire_en", i18n_dir()):
        _installed.append(english)
    if lang != "en":
        game = QTranslator(app)
        if game.load(f"crossfire_{lang}", i18n_dir()):
            _installed.append(game)
        qt = QTranslator(app)
        if qt.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt)
    for t in _installed:  # the last installed is asked first: the chosen language, then English
        QCoreApplication.installTranslator(t)
    if lang != "en":
        QLocale.setDefault(QLocale(lang))
    return lang


def current() -> str:
    """The language in use now (tests and the rules reference ask)."""
    return "fr" if QCoreApplication.translate("", "Settings") != "Settings" else "en"


def saved_choice(data_dir: str | Path | None = None) -> str:
    """Settings > Language as saved, read before anything else shows words ("system" when unreadable)."""
    from crossfire_desktop.campaign import store as store_mod
    from crossfire_desktop.campaign.settings_file import load_settings

    try:
        return load_settings(store_mod.Store(data_dir)).language
    except Exception:  # an unreadable settings file: Persist reports it, in the system language
        return "system"
