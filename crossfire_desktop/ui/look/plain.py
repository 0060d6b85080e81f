"""Names typed by players (or found in a friend's campaign file) are shown as plain text, never as HTML.

QLabel and tool tips guess "rich text" from the text itself, so a runner called "<b>x</b>" would render
bold (or a huge table). Labels left guessing are made plain; tool tips with names are escaped.
"""

from __future__ import annotations

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


# html.escape's replacements, without the html package: importing it loads html.entities' table of every named
# character (~0.6 MiB held for the program's life) that the game never reads
_ESCAPED = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})
_ESCAPED_NO_QUOTES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape(text: str, quote: bool = True) -> str:
    """`text` shown literally inside rich text (as html.escape)."""
    return text.translate(_ESCAPED if quote else _ESCAPED_NO_QUOTES)


def plain_tip(text: str) -> str:
    """A tool tip showing `text` literally (tool tips have no plain-text switch: escape it)."""
    return "<p style='white-space:pre'>" + escape(text).replace("\n", "<br>") + "</p>"
