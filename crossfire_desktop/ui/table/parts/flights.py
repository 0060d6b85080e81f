"""Played and bought cards fly from where they were picked to where they land (the table's "card_played"
and "bought" events)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ...look.cardcache import CACHE
from ...look.cardface import face_of
from .overlays import flyer
from .surface import TableSurface


def fly_cards(t: TableSurface, evs: list[Any], source: QRectF, ms: int) -> None:
    """A flight per card played or bought in `evs`, from `source` (the picked card) for `ms`."""
    for ev in evs:
        if ev.code == "card_played":
            card = ev.params.get("card")
            dest = target_rect(t, ev.params.get("target"))
            if dest is not None:
                flyer(t).fly(face_of(t.game, card), source, dest, ms, CACHE.latest(card))
        elif ev.code == "bought":
            dest = QRectF(t.hand_view.geometry())
            dest.setWidth(dest.height() / 1.4)
            flyer(t).fly(face_of(t.game, ev.params.get("card")), source, dest, ms)


def target_rect(t: TableSurface, target: int | None) -> QRectF | None:
    """Where a card played at `target` lands: on the obstacle, or at the start of In play."""
    if target is None:
        r = t.placed_view.geometry()
        return QRectF(r.x(), r.y(), r.height() / 1.4, r.height())
    for w in t.seats.values():
        rect = w.obstacles.card_rect(target)
        if rect is not None:
            return QRectF(t.mapFrom(t.window(), rect.topLeft().toPoint()), rect.size())
    return None
