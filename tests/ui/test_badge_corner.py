"""A hand card's text keeps only the digit badge's corner free, not its whole line: at 1280x720 Doc Wagon
Contract's text ended in "…" beside an empty line (seen in play). (A Black Market card, larger, keeps the
badge's whole band: its words beside the badge read as one with it: tests/ui/test_market_key_badges.py.)"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRect

from crossfire_desktop.ui.look import cardtext
from crossfire_desktop.ui.look.cardcache import CACHE
from crossfire_desktop.ui.look.cardface import face_of_def
from crossfire_desktop.ui.look.cardpaint import badge_size

from .test_table_cards import drawn

HAND = (122, 172)  # a hand card's size at 1280x720


def painted_words(face, w, h, **state) -> list[str]:
    seen: list[str] = []
    cardtext.FONT_HOOKS.append(lambda what, _px: seen.append(what))
    try:
        CACHE.clear()
        drawn(face, w, h, **state)
    finally:
        cardtext.FONT_HOOKS.pop()
    return [x[5:] for x in seen if x.startswith("word:")]


def test_doc_wagon_s_text_is_whole_beside_its_badge(catalog):
    face = face_of_def(catalog.by_id["doc_wagon_contract"])
    words = painted_words(face, *HAND, hint="1", badge="corner")  # the hand's
    assert "…" not in words and "Damage:" in words and words.count("heals") == 2


def test_no_word_is_painted_under_the_badge(catalog):
    w, h = HAND
    u = h / 140
    d = badge_size(u)
    badge = QRect(int(3 * u), int(h - d - 3 * u), int(d) + 1, int(d) + 1)  # the badge, in the bottom-left corner
    for card in ("doc_wagon_contract", "monofilament_whip", "hack_the_world", "icon_grab"):
        face = face_of_def(catalog.by_id[card])
        CACHE.clear()
        for room in ("corner", ""):  # the hand's corner, the Black Market's band
            with_text = drawn(face, w, h, hint="1", badge=room).copy(badge)
            CACHE.clear()
            without = drawn(replace(face, text="", assist_text="", assist_damage=None), w, h, hint="1",
                            badge=room).copy(badge)
            CACHE.clear()
            assert with_text == without, f"{card}: words under the badge"
