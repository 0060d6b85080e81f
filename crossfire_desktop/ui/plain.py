"""Names typed by players (or found in a friend's campaign file) are shown as plain text, never as HTML.

QLabel and tool tips guess "rich text" from the text itself, so a runner called "<b>x</b>" would render
bold (or a huge table). No label of this program is meant to hold rich text: every one is made plain.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_labels(root: QWidget) -> None:
    """Make every QLabel under `root` (and `root` itself) show its text literally."""
    labels = root.findChildren(QLabel)
    if isinstance(root, QLabel):
        labels.append(root)
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)


def plain_tip(text: str) -> str:
    """A tool tip showing `text` literally (tool tips have no plain-text switch: escape it)."""
    return "<p style='white-space:pre'>" + html.escape(text).replace("\n", "<br>") + "</p>"
