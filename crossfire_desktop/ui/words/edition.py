"""The rules printing in the UI: its name, the "Rules:" chooser, and the lines that show it."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from crossfire_desktop.engine import Game

from .text import tr

EDITION_NAMES = {"first": "First printing", "revised": "Revised printing"}


def edition_name(rules: str) -> str:
    return tr(EDITION_NAMES.get(rules, rules))


def edition_line(game: Game) -> str:
    """The game log's first line."""
    return tr("Rules: {edition}").format(edition=edition_name(game.setup.rules))


def rules_combo(parent: QWidget, current: str = "first") -> QComboBox:
    """"Rules: First printing / Revised printing", its data the engine's edition id."""
    box = QComboBox(parent)
    box.setObjectName("rulesCombo")
    for key in EDITION_NAMES:
        box.addItem(edition_name(key), key)
    box.setCurrentIndex(max(0, box.findData(current)))
    box.setToolTip(tr("The revised printing adds the Exhausted token, Breathers between Scenes, a starting "
                      "Crossfire level below 0 for small teams and an Icon Grab in 2-role decks."))
    return box


def crossfire_wait_line(game: Game) -> str | None:
    n = game.s.crossfire_wait
    if n <= 0:
        return None
    return tr("No Crossfire card for %n more round(s)", None, n)

