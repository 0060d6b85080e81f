"""Placed damage too wide for the room between an obstacle's attack and nuyen figures takes a band above
them: the card's text now ends above that band (in "…", the zoom has it whole). At 1920x1080 the band had
been painted over Aerial Combat Drone's DEFEATED line (seen in play, c31)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from crossfire_desktop.ui.look import cardtext
from crossfire_desktop.ui.look.cardpaint import CARD_RATIO, face_of_def, paint_card

POOL = (1, 0, 1, 2, 0, 2)  # black, green, red ×2 and two levels: as on the drone in play


def words(face, height):
    seen: list[str] = []
    cardtext.FONT_HOOKS.append(lambda what, _px: seen.append(what))
    try:
        w = height / CARD_RATIO
        pm = QPixmap(int(w), height)
        pm.fill(Qt.GlobalColor.black)
        p = QPainter(pm)
        paint_card(p, QRectF(0, 0, w, height), face)
        p.end()
    finally:
        cardtext.FONT_HOOKS.pop()
    return [x[5:] for x in seen if x.startswith("word:")]


def test_the_text_ends_above_the_placed_damage_s_band(catalog):
    face = face_of_def(catalog.by_id["aerial_combat_drone"])
    height = 240  # an obstacle's card at 1920x1080 (c31)
    bare = words(face, height)
    assert "…" not in bare  # room enough for the whole text without placed damage
    placed = words(dataclasses.replace(face, pool=POOL), height)
    assert placed != bare, "the text ran on under the placed damage's band"
    assert placed[-1] == "…" and placed[:-1] == bare[:len(placed) - 1]


def test_damage_that_fits_between_the_figures_leaves_the_text_whole(catalog):
    face = face_of_def(catalog.by_id["aerial_combat_drone"])
    assert words(dataclasses.replace(face, pool=(1, 0, 0, 0, 0, 0)), 240) == words(face, 240)
