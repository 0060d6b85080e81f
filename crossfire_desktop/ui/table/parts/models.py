"""Qt item models over engine state. `sync()` diffs the state and emits row and dataChanged signals."""

from __future__ import annotations

import difflib
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QTextDocumentFragment

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from ...look.cardtext import plain
from ...words.names import Namer, color_name
from ...words.text import tr

CardRole = Qt.ItemDataRole.UserRole + 1
KindRole = Qt.ItemDataRole.UserRole + 2
SnapRole = Qt.ItemDataRole.UserRole + 3
Index = QModelIndex | QPersistentModelIndex


class SyncListModel(QAbstractListModel):
    kind = "card"
    draggable = False

    def __init__(self, game: Game, parent: Any = None) -> None:
        super().__init__(parent)
        self.game = game
        self.names = Namer(game)
        self._keys: list[Any] = []
        self._snaps: list[Any] = []
        self._keys = self.keys()
        self._snaps = [self.snapshot(k) for k in self._keys]

    # -- to implement ------------------------------------------------------------------------
    def keys(self) -> list[Any]:
        raise NotImplementedError

    def snapshot(self, key: Any) -> Any:
        return key

    def display(self, key: Any) -> str:
        return self.names.card(key)

    def card_of(self, key: Any) -> int | None:
        return key if isinstance(key, int) else None

    def payload(self, key: Any) -> dict[str, Any]:
        return {"zone": self.kind, "card": self.card_of(key)}

    # -- Qt ------------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._keys)

    def key_at(self, row: int) -> Any:
        return self._keys[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._keys) or index.column() != 0:
            return None
        key = self._keys[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(key)
        if role == CardRole:
            return self.card_of(key)
        if role == KindRole:
            return self.kind
        if role == SnapRole:
            return self._snaps[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(key)
        if role == Qt.ItemDataRole.AccessibleTextRole:  # screen readers: the painted card's name
            return self.display(key)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:  # ... and what is painted on it
            return QTextDocumentFragment.fromHtml(self.tooltip(key)).toPlainText()
        return None

    def tooltip(self, key: Any) -> str:
        return self.display(key)

    def flags(self, index: Index) -> Qt.ItemFlag:
        f = super().flags(index)
        if index.isValid() and self.draggable and self.card_of(self._keys[index.row()]) is not None:
            f |= Qt.ItemFlag.ItemIsDragEnabled
        return f

    # -- syncing -------------------------------------------------------------------------------
    def sync(self) -> None:
        new = self.keys()
        if new != self._keys:
            ops = difflib.SequenceMatcher(a=self._keys, b=new, autojunk=False).get_opcodes()
            for tag, i1, i2, j1, j2 in reversed(ops):
                if tag in ("delete", "replace"):
                    self.beginRemoveRows(QModelIndex(), i1, i2 - 1)
                    del self._keys[i1:i2]
                    del self._snaps[i1:i2]
                    self.endRemoveRows()
                if tag in ("insert", "replace"):
                    self.beginInsertRows(QModelIndex(), i1, i1 + (j2 - j1) - 1)
                    self._keys[i1:i1] = new[j1:j2]
                    self._snaps[i1:i1] = [self.snapshot(k) for k in new[j1:j2]]
                    self.endInsertRows()
        for row, key in enumerate(self._keys):
            snap = self.snapshot(key)
            if snap != self._snaps[row]:
                self._snaps[row] = snap
                idx = self.index(row, 0)
                self.dataChanged.emit(idx, idx)


class HandModel(SyncListModel):
    kind = "hand"
    draggable = True

    def __init__(self, game: Game, seat: int, parent: Any = None) -> None:
        self.seat = seat
        super().__init__(game, parent)

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.seat = seat
            self.sync()

    def keys(self) -> list[Any]:
        runners = self.game.s.runners
        return list(runners[self.seat].hand) if 0 <= self.seat < len(runners) else []

    def payload(self, key: Any) -> dict[str, Any]:
        return {"zone": "hand", "card": key, "runner": self.seat}


class MarketModel(SyncListModel):
    kind = "market"
    draggable = True

    def keys(self) -> list[Any]:
        row = [("slot", i, c) for i, c in enumerate(self.game.s.market_row)]
        return row + [("aside", i, c) for i, c in enumerate(self.game.s.set_aside)]

    def card_of(self, key: Any) -> int | None:
        return key[2]

    def display(self, key: Any) -> str:
        return tr("(empty)") if key[2] is None else self.names.card(key[2])

    def snapshot(self, key: Any) -> Any:
        if key[2] is None or self.game.s.turn is None:
            return key
        return key, self.game.cost(self.game.s.current, key[2])


class ObstaclesModel(SyncListModel):
    kind = "obstacle"

    def __init__(self, game: Game, seat: int, parent: Any = None) -> None:
        self.seat = seat
        super().__init__(game, parent)

    def keys(self) -> list[Any]:
        return [ob.card for ob in self.game.s.obstacles if ob.facing == self.seat]

    def snapshot(self, key: Any) -> Any:
        ob = self.game.s.obstacle(key)
        if ob is None:
            return None
        placed = tuple(p.pid for p in gv.placed_at(self.game, key))
        return (ob.cleared, ob.partial, ob.no_attack, ob.cancelled, gv.attack(self.game, key), placed,
                tuple(gv.preview_levels(self.game, key)), gv.boss_progress(self.game, key))

    def tooltip(self, key: Any) -> str:
        ob = self.game.s.obstacle(key)
        if ob is None:
            return ""
        placed = gv.placed_at(self.game, key)
        lines = [self.names.card(key), tr("Attack {n}").format(n=gv.attack(self.game, key))]
        if placed:
            lines.append(tr("Placed here: {cards}").format(cards=", ".join(self.names.card(p.card) for p in placed)))
        boss = gv.boss_progress(self.game, key)
        if boss is not None:
            lines.append(tr("Damage this turn: {colored}/{cn} {color}, {total}/{tn} in all.").format(
                colored=boss.colored, cn=boss.colored_needed, color=color_name(boss.color), total=boss.total,
                tn=boss.total_needed))
        return "\n".join(lines)


class PlacementsModel(SyncListModel):
    """Cards and markers placed this turn, each next to its target (None: on the table)."""

    kind = "placement"
    draggable = True

    def keys(self) -> list[Any]:
        turn = self.game.s.turn
        return [p.pid for p in turn.placements] if turn is not None else []

    def _p(self, pid: int) -> Any:
        try:
            return self.game.placement(pid)
        except KeyError:
            return None

    def card_of(self, key: Any) -> int | None:
        p = self._p(key)
        return None if p is None else p.card

    def snapshot(self, key: Any) -> Any:
        p = self._p(key)
        return None if p is None else (p.card, p.target, p.owner, p.assist)

    def display(self, key: Any) -> str:
        p = self._p(key)
        if p is None:
            return ""
        target = self.names.target(p.target)
        if p.card is None and p.source is not None:  # a marker: named by the card whose damage it stands for
            return tr("{card}'s damage → {target}").format(card=self.names.card(p.source), target=target)
        return tr("{card} → {target}").format(card=self.names.card(p.card), target=target)

    def payload(self, key: Any) -> dict[str, Any]:
        p = self._p(key)
        return {"zone": "placement", "placement": key, "card": None if p is None else p.card}

    def flags(self, index: Index) -> Qt.ItemFlag:
        f = QAbstractListModel.flags(self, index)
        return f | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else f


class RunnersModel(SyncListModel):
    kind = "runner"

    def keys(self) -> list[Any]:
        return list(self.game.s.order)

    def card_of(self, key: Any) -> int | None:
        return None

    def display(self, key: Any) -> str:
        return self.game.s.runners[key].name

    def snapshot(self, key: Any) -> Any:
        r = self.game.s.runners[key]
        return (r.hp, r.max_hp, r.nuyen, len(r.hand), len(r.deck), len(r.discard), r.staggered, r.critical,
                gv.incoming_damage(self.game, key), self.game.s.current == key)


class LogModel(QAbstractListModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.lines[index.row()]
        return None

    def prepend(self, lines: list[str]) -> None:
        """Lines from before the ones shown (a resumed game's earlier turns)."""
        if not lines:
            return
        self.beginResetModel()  # a reset: the log view appends inserted rows at its end
        self.lines[:0] = [plain(line) for line in lines]
        self.endResetModel()

    def append(self, line: str) -> None:
        """A line in words: card texts' symbols ("+[1]", "[black]") said as "+1", "black" (the log is plain text)."""
        n = len(self.lines)
        self.beginInsertRows(QModelIndex(), n, n)
        self.lines.append(plain(line))
        self.endInsertRows()
