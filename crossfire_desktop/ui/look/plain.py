"""Names typed by players (or found in a friend's campaign file) are shown as plain text, never as HTML.

QLabel and tool tips guess "rich text" from the text itself, so a runner called "<b>x</b>" would render
bold (or a huge table). Labels left guessing are made plain; tool tips with names are escaped.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_labels(root: QWidget) -> None:
    """Make every QLabel under `root` (and `root` itself) that guesses its format show its text literally.
    A label set to RichText on purpose (the tutorial's own text, which holds no player's name) keeps it."""
    labels = root.findChildren(QLabel)
    if isinstance(root, QLabel):
        labels.append(root)
    for label in labels:
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def plain_tip(text: str) -> str:
    """A tool tip showing `text` literally (tool tips have no plain-text switch: escape it)."""
    return "<p style='white-space:pre'>" + html.escape(text).replace("\n", "<br>") + "</p>"
