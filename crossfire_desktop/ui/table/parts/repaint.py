"""Repaint only what changed after an action. The item models already repaint the rows whose game state
changed (row and dataChanged signals from `sync`); this adds what they don't see: the highlights
drawn on cards (selection, keyboard focus, digit hints), the seat headers and the Crossfire panel."""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

from crossfire_desktop.engine import view as gv

from .models import SyncListModel

if TYPE_CHECKING:
    from .panels import CrossfirePanel
    from .seat import SeatHeader
    from .surface import TableSurface
    from .views import CardListView, Marks

HINT_ZONES = ("hand", "market")  # the zones whose cards show a digit key (CardDelegate.paint draws it)


def card_marks(view: CardListView, marks: Marks) -> list[tuple[Any, ...]]:
    """Per row: the card and how the delegate highlights it (as CardDelegate.paint reads the marks)."""
    model = view.model()
    if not isinstance(model, SyncListModel):
        return []
    zone = model.kind
    out: list[tuple[Any, ...]] = []
    for row in range(model.rowCount()):
        card = model.card_of(model.key_at(row))
        if card is None:
            out.append((None, model.display(model.key_at(row))))
            continue
        out.append((card, marks.selected == (zone, card), marks.focused == (zone, card),
                    marks.dim(zone, card) is not None, marks.glow(zone, card),
                    marks.key_hints.get(card) if zone in HINT_ZONES else None))
    return out


def header_state(header: SeatHeader) -> Hashable:
    """Everything SeatHeader.paintEvent reads from the game."""
    g, seat = header.game, header.seat
    r = g.s.runners[seat]
    return (g.s.current == seat and g.pending is not None, tuple(r.colors), r.name, r.client, r.metatype, r.nuyen,
            len(r.deck), len(r.discard), len(r.hand), r.max_hp, r.hp, r.critical, r.staggered, r.out,
            gv.incoming_damage(g, seat))


def crossfire_state(panel: CrossfirePanel) -> Hashable:
    """Everything CrossfirePanel.paintEvent reads: its empty slot's words too (they name the round: "no event in
    round 1" stayed into round 2, and a part repainted later mixed the old words with the new, seen in play)."""
    return tuple(panel.game.s.crossfire_active), tuple(panel.summary()), panel.empty_text()


class Repainter:
    def __init__(self, marks: Marks) -> None:
        self.marks = marks
        self._cards: dict[int, list[tuple[Any, ...]]] = {}
        self._widgets: dict[int, Hashable] = {}

    def cards(self, views: Iterable[CardListView]) -> None:
        for view in views:
            new = card_marks(view, self.marks)
            old = self._cards.get(id(view))
            self._cards[id(view)] = new
            if old is None or len(old) != len(new):
                view.viewport().update()
                continue
            model = view.model()
            for row, (a, b) in enumerate(zip(old, new, strict=True)):
                if a != b:
                    view.update(model.index(row, 0))

    def widget(self, widget: Any, state: Hashable) -> None:
        if self._widgets.get(id(widget)) != state:
            self._widgets[id(widget)] = state
            widget.update()

    def headers(self, t: TableSurface) -> None:
        """The table's Crossfire panel and its seat headers whose figures changed."""
        self.widget(t.crossfire, crossfire_state(t.crossfire))
        for w in t.seats.values():
            self.widget(w.header, header_state(w.header))

    def forget(self) -> None:
        """Repaint everything at the next call (after a resize, a hand-off, a new viewer)."""
        self._cards.clear()
        self._widgets.clear()
