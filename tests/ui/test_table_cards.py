"""Readable cards at 1280×720 and 1920×1080: sizes, icons, play previews, dimming, tracks, the zoom."""

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from crossfire_desktop.catalog.models import CrossfireCard, ObstacleCard, PlayerCard
from crossfire_desktop.engine import Kind
from crossfire_desktop.ui.look import cardtext
from crossfire_desktop.ui.look.cardcache import CACHE, draw_card
from crossfire_desktop.ui.look.cardface import face_of, face_of_def
from crossfire_desktop.ui.look.cardpaint import card_text, paint_card
from crossfire_desktop.ui.table.parts.fit import MIN_CARD_H
from crossfire_desktop.ui.table.parts.zoom import beside

from ..engine.helpers import hand_card, obstacle
from .busy_table import busy_game
from .real_input import (
    click_card,
    click_widget,
    drag_card,
    hold_card_over,
    hover_card,
    let_go,
    move_held_over,
)

SIZES = [(1280, 720), (1920, 1080)]
RAW = ("[black]", "[blue]", "[green]", "[red]", "[*]", "[1]", "[2]")


@pytest.fixture
def painted():
    """Every piece of text painted on a card: (what, pixel size)."""
    log: list[tuple[str, float]] = []
    hook = lambda what, px: log.append((what, px))  # noqa: E731
    cardtext.FONT_HOOKS.append(hook)
    yield log
    cardtext.FONT_HOOKS.remove(hook)


def busy_table(make_window, size):
    win = make_window(size=size, one_player=True)
    win.open_game(busy_game())
    t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    QApplication.processEvents()
    return t


def drawn(face, w, h, **state) -> QImage:
    """A card as the table draws it (its cached picture and the marks over it)."""
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    draw_card(p, QPoint(0, 0), face, w, h, 1.0, **state)
    p.end()
    return img


def grab(t):
    CACHE.clear()  # paint every card now (a cache hit paints nothing)
    return t.grab()


@pytest.mark.parametrize("size", SIZES)
def test_no_card_text_below_11px_and_no_name_cut(make_window, painted, size):
    t = busy_table(make_window, size)
    assert len(t.game.s.runners[0].hand) == 7 and len(t.seats) == 4
    grab(t)
    sizes = [px for what, px in painted]
    assert sizes and min(sizes) >= 11
    assert not [w for w, _px in painted if w == "name_elided"]
    for v in t.card_views():
        if v.model().rowCount():
            assert v.card_h >= MIN_CARD_H, v.zone
    assert t.crossfire.card_h >= MIN_CARD_H
    # the whole hand is on screen: no card hidden behind a scroll bar
    last = t.hand_view.card_rect(t.game.s.runners[0].hand[-1])
    assert last is not None and last.right() <= t.hand_view.mapTo(t.window(), QPoint(t.hand_view.width(), 0)).x()


def test_catalog_names_fit_the_smallest_table_card(qtbot, painted):
    """Every card name of the catalog fits (1-3 lines, never below 11 px) on the smallest card the
    table lays out at 1280×720."""
    from crossfire_desktop.catalog import load_catalog

    h = MIN_CARD_H
    w = h / 1.4
    for d in load_catalog().by_id.values():
        if not isinstance(d, PlayerCard | ObstacleCard | CrossfireCard):
            continue
        painted.clear()
        pm = QPixmap(int(w), h)
        p = QPainter(pm)
        paint_card(p, QRectF(0, 0, w, h), face_of_def(d))
        p.end()
        assert not [x for x in painted if x[0] == "name_elided"], d.name
        assert min(px for _w, px in painted) >= 11, d.name


def test_icons_replace_every_placeholder(make_window, painted):
    t = busy_table(make_window, (1280, 720))
    grab(t)
    words = [w[5:] for w, _px in painted if w.startswith("word:")]
    assert words and not [w for w in words if any(r in w for r in RAW)]
    # assist damage and "+[black], [blue], or [red]" texts, in the zoom too
    from crossfire_desktop.catalog import load_catalog

    for d in load_catalog().by_id.values():
        if isinstance(d, PlayerCard):
            face = face_of_def(d)
            kinds = [k for k, _v in cardtext.tokens(card_text(face))]
            assert not [v for k, v in cardtext.tokens(card_text(face)) if k == "word" and "[" in v], d.name
            if any(r in d.text + d.assist_text for r in RAW):
                assert "icon" in kinds
    mana = hand_card(t.game, 0, "mana")
    assert t.hand_view.zoom_card(mana)
    assert "[blue]" not in t.zoom.text() and "blue" in t.zoom.text()
    assert "Clears one" in t.zoom.text()  # a basic card says what it does


def test_preview_of_a_wasted_and_a_useful_play(make_window):
    t = busy_table(make_window, (1280, 720))
    g = t.game
    ammo = obstacle(g, "out_of_ammo")  # track [black], 3
    view = t.seats[0].obstacles
    # dragging Mana over Out of Ammo: blue can't clear its black box
    mana = hand_card(g, 0, "mana")
    hold_card_over(t.hand_view, mana, view, ammo)
    assert "clears nothing" in t.message.text() and "black box" in t.message.text()
    assert t.targeting.glow("obstacle", ammo) == "bad"
    let_go(t.hand_view, t.log_view, move_held_over(t.hand_view, t.log_view))  # dropped on no target
    # picking Quick Shot: Out of Ammo lights up, the preview says what it clears
    qs = hand_card(g, 0, "quick_shot")
    click_card(t.hand_view, qs)
    assert t.targeting.glow("obstacle", ammo) == "good"
    hover_card(view, ammo)
    assert t.message.text() == "Quick Shot clears 1 level of Out of Ammo."
    click_card(t.hand_view, qs)  # un-pick: the preview goes
    assert t.message.text() == ""


def test_unaffordable_market_cards_are_dimmed_with_the_reason(make_window):
    t = busy_table(make_window, (1280, 720))
    g = t.game
    cal = g.s.runners[0]
    for card in g.s.market_row:
        reason = t.targeting.dim_reason("market", card)
        if g.cost(0, card) > cal.nuyen:
            assert reason is not None and "you have 3¥" in reason
        else:
            assert reason is None
    dear = next(c for c in g.s.market_row if g.cost(0, c) > cal.nuyen)
    assert t.market_view.note_of(dear)  # the zoom shows why
    # the dimmed card is drawn dimmed (over its cached picture: an undimmed card never shows)
    face = face_of(g, dear)
    assert drawn(face, 100, 140, dim=False) != drawn(face, 100, 140, dim=True)


def test_track_boxes_crossed_after_damage(make_window):
    t = busy_table(make_window, (1280, 720))
    g = t.game
    ammo = obstacle(g, "out_of_ammo")
    drag_card(t.hand_view, hand_card(g, 0, "quick_shot"), t.seats[0].obstacles, ammo)
    face = face_of(g, ammo)
    assert face.preview == [0] and face.preview_how == ["black"] and face.pool == (1, 0, 0, 0, 0, 0)
    before = CACHE.get(face, 120, 168, 1.0).toImage()
    g_apply(t)
    face = face_of(g, ammo)
    assert face.cleared == 1 and face.preview == [] and face.pool is None
    after = CACHE.get(face, 120, 168, 1.0).toImage()
    assert before != after
    # the first box is crossed: green strokes inside it
    img = after
    greens = [(x, y) for x in range(8, 40) for y in range(40, 75)
              if img.pixelColor(x, y).green() > 180 and img.pixelColor(x, y).red() < 160]
    assert greens


def g_apply(t):
    """Finish playing, then apply all the placed damage (the table's main button)."""
    g = t.game
    click_widget(t.panel.main)
    while g.pending is not None and g.pending.kind is Kind.APPLY:
        click_widget(t.panel.main)


def test_zoom_is_beside_its_card_never_over_it(make_window):
    t = busy_table(make_window, (1280, 720))
    g = t.game
    for card in g.s.runners[0].hand:
        assert t.hand_view.zoom_card(card)
        rect = t.hand_view.card_rect(card)
        glob = QRect(t.window().mapToGlobal(rect.topLeft().toPoint()), rect.size().toSize())
        assert not t.zoom.geometry().intersects(glob)
    screen = QRect(0, 0, 1280, 720)
    for card in (QRect(0, 500, 120, 170), QRect(1150, 500, 120, 170), QRect(600, 10, 120, 170)):
        pos = beside(card, (300, 420), screen)
        assert not QRect(pos, QRect(0, 0, 300, 420).size()).intersects(card)
    t.zoom.hide()


def test_z_key_zooms_the_picked_card(make_window, qtbot):
    t = busy_table(make_window, (1280, 720))
    mana = hand_card(t.game, 0, "mana")
    click_card(t.hand_view, mana)
    t.setFocus()
    qtbot.keyClick(t, Qt.Key.Key_Z)
    assert t.zoom.isVisible() and t.zoom.face is not None and t.zoom.face.name == "Mana"
    t.zoom.hide()


def test_cache_key_covers_every_paint_input(qtbot):
    from crossfire_desktop.catalog import load_catalog

    d = load_catalog().by_id["mana"]
    face = face_of_def(d)
    CACHE.clear()
    CACHE.get(face, 100, 140, 1.0, badge="")
    hits = CACHE.hits
    CACHE.get(face, 100, 140, 1.0, badge="")
    assert CACHE.hits == hits + 1
    misses = CACHE.misses
    CACHE.get(face, 100, 140, 1.0, badge="corner")
    assert CACHE.misses == misses + 1
    CACHE.get(face, 100, 140, 1.0, badge="band")
    assert CACHE.misses == misses + 2
    misses = CACHE.misses
    CACHE.get(face, 110, 154, 1.0)
    face.cleared = 1
    CACHE.get(face, 110, 154, 1.0)
    assert CACHE.misses == misses + 2


def test_one_rule_for_the_room_a_key_badge_gets(catalog):
    """The zoom, the editor, a card picture and the table read a hint the same way: the view's choice (the hand's
    corner), else the badge's band (paint_card and card_picture took a hint for the corner, draw_card for the band)."""
    from crossfire_desktop.ui.look.cardcache import card_picture
    from crossfire_desktop.ui.look.cardpaint import badge_for

    assert (badge_for(""), badge_for("1"), badge_for("1", "corner"), badge_for("", "corner")) == (
        "", "band", "corner", "corner")
    face = face_of_def(catalog.by_id["doc_wagon_contract"])

    def picture(**how):
        return card_picture(face, 122, 172, 1.0, hint="1", **how).toImage()

    assert picture() == picture(badge="band") != picture(badge="corner")  # as draw_card keeps it: the band


def test_a_picture_stays_while_another_copy_of_the_card_shows_it(qtbot):
    """Two copies of a card share a picture: one copy changing (played, damaged) keeps it for the other."""
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.cardcache import CardPixmaps

    cache = CardPixmaps()
    face = face_of_def(load_catalog().by_id["mana"])
    shared = cache.get(face, 100, 140, 1.0, slot=1)
    assert cache.get(face, 100, 140, 1.0, slot=2) is shared
    cache.get(face, 100, 140, 1.0, slot=1, badge="corner")  # copy 1 now shows another picture
    misses = cache.misses
    assert cache.get(face, 100, 140, 1.0, slot=2).cacheKey() == shared.cacheKey()
    assert cache.misses == misses
    cache.get(face, 110, 154, 1.0, slot=2)  # no copy shows it any more: let go
    assert len(cache._items) == 2


def test_a_played_card_lands_in_play_with_its_picture_and_the_hand_keeps_theirs(make_window):
    """Played from the hand: the cards after it take the next digit keys and the played card lands In play,
    all drawn from the pictures they had in the hand (only the damaged obstacle is painted anew)."""
    t = busy_table(make_window, (1280, 720))
    g = t.game
    CACHE.clear()  # this table's pictures only
    t.repaint()
    hand = list(g.s.runners[0].hand)
    played = hand_card(g, 0, "quick_shot")
    before = {c: (repr(face_of(g, c)), CACHE.latest(c).cacheKey()) for c in hand}
    drag_card(t.hand_view, played, t.seats[0].obstacles, obstacle(g, "out_of_ammo"))
    t.repaint()
    assert played not in g.s.runners[0].hand and t.marks.key_hints[g.s.runners[0].hand[0]] == "1"
    assert t.placed_view.card_rect(played) is not None  # in play, at the hand's card size
    same = [c for c in hand if repr(face_of(g, c)) == before[c][0]]  # a card's words may follow the play
    assert played in same and len(same) >= 5
    assert {c: CACHE.latest(c).cacheKey() for c in same} == {c: before[c][1] for c in same}


def test_marks_are_drawn_over_a_kept_picture(qtbot):
    """Picked, the keyboard's target, dimmed, a glow, another digit: the card as drawn changes, its picture
    is reused (one paint)."""
    from crossfire_desktop.catalog import load_catalog

    face = face_of_def(load_catalog().by_id["mana"])
    CACHE.clear()
    plain = drawn(face, 100, 140, hint="1")
    misses = CACHE.misses
    for marks in ({"selected": True}, {"focused": True}, {"dim": True}, {"glow": "good"}, {"glow": "bad"},
                  {"hint": "2"}):
        assert drawn(face, 100, 140, **{"hint": "1", **marks}) != plain, marks
    assert CACHE.misses == misses
    assert drawn(face, 100, 140, hint="1") == plain
    assert drawn(face, 100, 140) != plain  # no badge: the text may use its line


def test_unplayable_hand_cards_are_dimmed_with_the_reason(make_window):
    """Out of Ammo faces Cal: after two cards, the rest of his hand can't be played (and says why)."""
    t = busy_table(make_window, (1280, 720))
    g = t.game
    ammo = obstacle(g, "out_of_ammo")
    assert all(t.targeting.dim_reason("hand", c) is None for c in g.s.runners[0].hand)
    drag_card(t.hand_view, hand_card(g, 0, "quick_shot"), t.seats[0].obstacles, ammo)
    drag_card(t.hand_view, hand_card(g, 0, "mark"), t.seats[0].obstacles, ammo)
    left = g.s.runners[0].hand
    assert left
    for card in left:
        reason = t.targeting.dim_reason("hand", card)
        assert reason is not None and "more than 2 cards" in reason
    assert "more than 2 cards" in t.hand_view.note_of(left[0])


def test_keyboard_pick_and_tab_shows_the_preview(make_window, qtbot):
    t = busy_table(make_window, (1280, 720))
    g = t.game
    t.setFocus()
    qtbot.keyClick(t, Qt.Key.Key_1)  # Quick Shot, the first card of Cal's hand
    assert t.marks.selected == ("hand", g.s.runners[0].hand[0])
    qtbot.keyClick(t, Qt.Key.Key_Tab)  # the first obstacle: Out of Ammo, facing Cal
    assert t.marks.focused == ("obstacle", obstacle(g, "out_of_ammo"))
    assert t.message.text() == "Quick Shot clears 1 level of Out of Ammo."


def test_cache_stays_within_its_memory_budget(qtbot):
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.cardcache import CardPixmaps

    cache = CardPixmaps(limit_bytes=10 * 200 * 280 * 3)  # a kept picture has 3 bytes a pixel
    face = face_of_def(load_catalog().by_id["mana"])
    for i in range(40):
        face.cleared = i
        cache.get(face, 200, 280, 1.0)
    assert cache.bytes <= cache.limit_bytes and len(cache._items) == 10


def test_the_cache_keeps_ten_hand_cards_at_1920x1080_and_as_many_on_a_2x_screen(qtbot):
    """2 MiB of pictures a device pixel ratio squared: the hand, the targets and the cards played at
    1920x1080 (6 MiB kept all 16 cards of a long game's table, ~0.4 MiB more: bench/bench_memory.py)."""
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.cardcache import CardPixmaps

    face = face_of_def(load_catalog().by_id["mana"])
    for dpr in (1.0, 2.0):
        cache = CardPixmaps()
        for i in range(20):
            face.cleared = i
            cache.get(face, 215, 303, dpr)  # a hand card's size at 1920x1080
        assert len(cache._items) == 10 and cache.bytes <= 2 * 1024 * 1024 * dpr * dpr


def test_kept_pictures_take_three_bytes_a_pixel_and_look_as_painted(qtbot):
    """The table keeps its cards' pictures in 24 bits (a quarter less memory than 32) and they look as the
    card painted in 32 bits: on the table's colour no channel of any pixel differs by more than 8/255."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.cardcache import CardPixmaps, card_picture

    cat = load_catalog()
    cache = CardPixmaps()
    for cid in ("mana", *list(cat.by_id)[::25]):
        face = face_of_def(cat.by_id[cid])
        kept = cache.get(face, 215, 303, 1.0)
        assert kept.depth() == 24 and CardPixmaps._size(kept) == 215 * 303 * 3
        shown = []
        for pm in (kept, card_picture(face, 215, 303, 1.0)):
            img = QImage(215, 303, QImage.Format.Format_RGB32)
            img.fill(QColor("#1b1f27"))
            p = QPainter(img)
            p.drawPixmap(0, 0, pm)
            p.end()
            shown.append(img.constBits().tobytes())  # 4 bytes a pixel, no padding
        assert max(abs(a - b) for a, b in zip(*shown, strict=True)) <= 8, cid


@pytest.mark.parametrize("mission", ["extraction", "dragon_fight"])
@pytest.mark.parametrize("size", SIZES)
def test_obstacle_cards_are_whole_with_five_seats_and_bosses(make_window, painted, mission, size):
    """Extraction seats the Client too (5 seats); the Dragon's aspects are cards like obstacles."""
    from crossfire_desktop.engine import quick_setup
    from crossfire_desktop.ui.table.driver import Driver

    win = make_window(size=size, one_player=True)
    win.start_game(quick_setup(mission, 4, 5))
    t = win.table
    Driver(t).play_turns(2)
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    QApplication.processEvents()
    grab(t)
    assert min(px for _w, px in painted) >= 11
    assert not [w for w, _px in painted if w == "name_elided"]
    for seat in t.seats.values():
        v = seat.obstacles
        if v.model().rowCount():
            assert v.card_h >= MIN_CARD_H
            assert v.viewport().height() >= v.card_h, "obstacle cards cut by their seat"


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_hands_pictures_stay_kept_across_repaints_at_any_window_size(make_window, size):
    """Cards grow with the window's height, not its pixel ratio: a 4K window's hand card is ~4x a 1080p one.
    While a card is dragged over a target, the hand repaints from the pictures it has (at 4K the limit once
    held ~3 hand cards: the hand pushed itself out at each paint)."""
    t = busy_table(make_window, size)
    g = t.game
    CACHE.clear()  # this table's pictures only
    t.repaint()
    held = hand_card(g, 0, "quick_shot")
    end = hold_card_over(t.hand_view, held, t.seats[0].obstacles, obstacle(g, "out_of_ammo"))
    hand = [c for c in g.s.runners[0].hand if c != held]  # the held card is drawn under the pointer
    assert len(hand) >= 4 and t.hand_view.card_rect(hand[0]).height() > size[1] // 5  # at the window's scale
    t.seats[0].obstacles.viewport().repaint()  # the target shows what the card would do
    t.hand_view.viewport().repaint()
    kept = {c: CACHE.latest(c).cacheKey() for c in hand}
    for _ in range(2):
        move_held_over(t.hand_view, t.seats[0].obstacles, obstacle(g, "out_of_ammo"))
        t.seats[0].obstacles.viewport().repaint()
        misses = CACHE.misses
        t.hand_view.viewport().repaint()
        assert CACHE.misses == misses  # no hand card painted anew
    assert {c: CACHE.latest(c).cacheKey() for c in hand} == kept
    let_go(t.hand_view, t.seats[0].obstacles, end)
