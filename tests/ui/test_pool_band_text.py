"""Placed damage too wide for the room between an obstacle's attack and nuyen figures takes a band above
them: the card's text now ends above that band (in "…", the zoom has it whole). At 1920x1080 the band had
been painted over Aerial Combat Drone's DEFEATED line (seen in play, c31)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from crossfire_desktop.ui.look import cardtext
from crossfire_desktop.ui.look.cardface import face_of_def
from crossfire_desktop.ui.look.cardpaint import CARD_RATIO, paint_card

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


def test_a_two_row_track_ends_above_the_placed_damage_s_band(catalog, monkeypatch):
    """B, U, G, G on Aerial Combat Drone at 1280x720, UI scale 150%: the band had covered the lower row of its
    two-row track (seen in play, a33); the boxes now end above it, and each clearing token sits in its box."""
    from crossfire_desktop.ui.look import cardpaint, tracks

    seen = {}

    def track(*a, **k):
        seen["track_end"] = tracks.paint_track(*a, **k)
        return seen["track_end"]

    def pool(p, between, above, r, items):
        seen["band"] = above
        tracks.paint_pool(p, between, above, r, items)

    monkeypatch.setattr(cardpaint, "paint_track", track)
    monkeypatch.setattr(cardpaint, "paint_pool", pool)
    face = dataclasses.replace(face_of_def(catalog.by_id["aerial_combat_drone"]), pool=(1, 1, 2, 0, 0, 0),
                               preview=[0, 1, 2], preview_how=["damage", "green", "damage"])
    height = 125  # an obstacle's card at 1280x720, UI scale 150% (a33)
    w = height / CARD_RATIO
    pm = QPixmap(int(w), height)
    p = QPainter(pm)
    paint_card(p, QRectF(0, 0, w, height), face)
    p.end()
    assert len(face.track) == 8
    assert seen["track_end"] <= seen["band"].top() + 0.01, (seen["track_end"], seen["band"])
    for box in tracks.track_rects(0, 0, w * 0.9, height / 140, 8, 40):
        center, radius = tracks.token_spot(box)
        assert box.contains(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius))
