"""Collect every text a player can read on screen, and find English words left in a French game."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QTextEdit,
    QWidget,
)

# Common English words that are not French: one of them in a French screen means a string was missed.
ENGLISH = set(["the", "and", "with", "you", "your", "for", "from", "this", "that", "then", "when", "each", "not", "can", "cannot", "can't", "card", "cards", "turn", "turns", "play", "plays", "played", "damage", "draw", "draws", "drew", "buy", "buys", "bought", "hand", "discard", "discards", "discarded", "level", "levels", "step", "steps", "end", "ends", "back", "save", "saved", "load", "loaded", "settings", "new", "quit", "apply", "applied", "take", "takes", "taken", "finish", "finished", "undo", "choose", "chosen", "pick", "picked", "heals", "heal", "healed", "loses", "lose", "lost", "pay", "attack", "attacks", "staggered", "critical", "black", "blue", "green", "red", "market", "team", "scene", "scenes", "upgrade", "upgrades", "sticker", "stickers", "campaign", "campaigns", "rules", "reference", "learn", "skip", "next", "yes", "off", "of", "in", "is", "it", "its", "be", "by", "at", "has", "have", "was", "will", "what", "who", "which", "there", "here", "won", "loss", "failed", "abort", "aborted", "accomplished", "player", "players", "shuffle", "shuffled", "seed", "starting", "role", "roles", "metatype", "begins", "begin", "round's", "runner's", "nobody", "someone", "nothing", "none", "everyone", "only", "also", "more", "less", "than", "any", "all", "one", "two", "three", "four", "five", "seven", "first", "last", "left", "right", "still", "yet", "now", "again", "ready", "done", "cancel", "open", "close", "help", "keys", "key", "press", "click", "drag", "drop", "target", "targets", "placed", "move", "moves", "show", "hide", "mute", "sound", "sounds", "language", "system", "english", "fast", "slow", "hard", "track", "client's", "while", "until", "before", "after", "about", "into", "over", "under", "free", "earned", "recorded", "ledger", "shop", "slot", "slots", "value", "effect", "status", "selected", "filter", "challenges", "challenge", "award", "scaling", "result", "results", "mission's", "crossfire's", "event", "events", "obstacle's", "discard's", "markets", "dragon's", "boss's", "start", "starts", "obstacles'", "elf", "dwarf"])
GLOSS = re.compile(r"\((?:[A-Z][a-z]+(?: [A-Z]?[a-z]+)?|[A-Z]+)\)")  # "Sonné (Staggered)": the summary's glosses
WORD = re.compile(r"[A-Za-zÀ-ÿ’']+")
TAG = re.compile(r"<[^>]+>")


def _columns(model, parent) -> int:
    try:
        return int(model.columnCount(parent))
    except TypeError:  # list models keep columnCount private
        return 1


def _rows(model, parent) -> int:
    try:
        return int(model.rowCount(parent))
    except TypeError:  # a list model's rowCount(parent) for a child index
        return 0


def _model_texts(view: QAbstractItemView, limit: int = 300) -> Iterable[str]:
    model = view.model()
    if model is None:
        return
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole,
             Qt.ItemDataRole.AccessibleDescriptionRole)
    stack = [QModelIndex()]
    seen = 0
    while stack and seen < limit:
        parent = stack.pop()
        for r in range(model.rowCount(parent)):
            for c in range(max(1, _columns(model, parent))):
                idx = model.index(r, c, parent)
                seen += 1
                for role in roles:
                    value = idx.data(role)
                    if isinstance(value, str):
                        yield value
                if c == 0 and parent == QModelIndex() and _rows(model, idx):
                    stack.append(idx)


def visible_texts(root: QWidget) -> list[str]:
    out: list[str] = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        if isinstance(w, QAbstractItemView):
            out += list(_model_texts(w))
            header = getattr(w, "headerItem", None)
            if callable(header) and header() is not None:
                out += [header().text(i) for i in range(header().columnCount())]
    return [t for t in out if t]


def english_left(texts: Iterable[str], names: Iterable[str]) -> dict[str, str]:
    """{english word: the text it was found in}, after removing proper names (cards, runners, missions)."""
    found: dict[str, str] = {}
    names = sorted({n for n in names if n}, key=len, reverse=True)
    for text in set(texts):
        plain = TAG.sub(" ", text)
        for n in names:
            plain = plain.replace(n, " ")
        plain = GLOSS.sub(" ", plain)
        for w in WORD.findall(plain):
            if w.lower().replace("’", "'") in ENGLISH:
                found.setdefault(w, text)
    return found
