"""Screen readers: accessible names for widgets that have none, card descriptions for the item
models, and the current decision announced to assistive technology."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

from .text import tr

INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView, QAbstractSlider, QAbstractSpinBox,
               QTextEdit, QPlainTextEdit)
_TAGS = re.compile(r"<[^>]+>")


def plain_words(text: str) -> str:
    """Rich text or a button label as words: no tags, no & mnemonics, one line."""
    return " ".join(_TAGS.sub(" ", text).replace("&&", "\0").replace("&", "").replace("\0", "&").split())


def spoken_name(w: QWidget) -> str:
    """What a screen reader says for `w` (Qt's own name: explicit, else the widget's text)."""
    iface = QAccessible.queryAccessibleInterface(w)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else w.accessibleName().strip()


def _form_label(w: QWidget) -> str:
    parent = w.parentWidget()
    lay = parent.layout() if parent is not None else None
    if isinstance(lay, QFormLayout):
        label = lay.labelForField(w)
        if isinstance(label, QLabel):
            return plain_words(label.text())
    for label in (parent.findChildren(QLabel) if parent is not None else []):
        if label.buddy() is w:
            return plain_words(label.text())
    if lay is not None and isinstance(w, QAbstractItemView):  # a list under its heading
        i = lay.indexOf(w)
        for j in range(i - 1, -1, -1):
            item = lay.itemAt(j)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel) and label.text().strip():
                return plain_words(label.text())
    return ""


def fallback_name(w: QWidget) -> str:
    """A name from what the player sees: the form label, the tooltip, the placeholder, the object name."""
    name = _form_label(w) or plain_words(w.toolTip())
    if not name and isinstance(w, QLineEdit):
        name = w.placeholderText()
    if not name and w.objectName() and not w.objectName().startswith("qt_"):
        name = re.sub(r"(?<!^)(?=[A-Z])", " ", w.objectName()).capitalize()
    return name


def _part_of_another(w: QWidget) -> bool:
    """Scroll bars, a combo box's list, a spin box's editor: read as part of their owner."""
    if isinstance(w, QScrollBar) or w.objectName().startswith("qt_"):
        return True
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, (QComboBox, QAbstractSpinBox)) or p.windowFlags() & Qt.WindowType.Popup == Qt.WindowType.Popup:
            return True
        p = p.parentWidget()
    return False


def interactive(root: QWidget) -> list[QWidget]:
    """The widgets under `root` a player acts on (parts of other widgets left out)."""
    return [w for w in [root, *root.findChildren(QWidget)] if isinstance(w, INTERACTIVE) and not _part_of_another(w)]


def name_widgets(root: QWidget) -> None:
    """Gives every interactive widget under `root` that Qt can't name a name and a description."""
    for w in interactive(root):
        if not w.accessibleDescription() and w.toolTip():
            w.setAccessibleDescription(plain_words(w.toolTip()))
        if not spoken_name(w):
            name = fallback_name(w)
            if name:
                w.setAccessibleName(name)


def unnamed(root: QWidget) -> list[QWidget]:
    """The interactive widgets under `root` a screen reader would read without a name."""
    return [w for w in interactive(root) if not spoken_name(w)]


def card_description(game: Any, card: int | None, state: str = "") -> str:
    """A card for the ear: its rules text in words, then its state on the table."""
    if card is None:
        return state
    from .cardpaint import card_text, face_of
    from .cardtext import plain

    face = face_of(game, card)
    words = plain(card_text(face))
    if face.kind == "obstacle" and face.track:
        words = tr("Levels cleared: {a} of {b}.").format(a=face.cleared, b=len(face.track)) + " " + words
    return " ".join(x for x in (words, state) if x)


def announce(w: QWidget, text: str) -> None:
    """Puts `text` in `w`'s accessible name and tells assistive technology it changed."""
    text = plain_words(text)
    if w.accessibleName() == text:
        return
    w.setAccessibleName(text)
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(w, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(w, QAccessible.Event.Alert))
