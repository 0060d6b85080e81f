"""A whole solo Extraction and the campaign screens in French: no English word may be left on screen.

Every visible label, button, tooltip, list and log line, and every word painted on a card, is collected;
card, runner, mission and sticker names stay as printed (allow-list), the rest must be French."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.campaign import add_runner, buy_sticker, new_campaign
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.look import cardtext
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.words import i18n

from .french_texts import english_left, visible_texts
from .real_input import click_widget


@pytest.fixture
def french(qapp):
    assert i18n.install("fr") == "fr"
    yield
    i18n.install("en")


@pytest.fixture
def painted_words():
    words: list[str] = []

    def hook(what, _px):
        if what.startswith("word:"):
            words.append(what[5:])

    cardtext.FONT_HOOKS.append(hook)
    yield words
    cardtext.FONT_HOOKS.remove(hook)


def proper_names(catalog, extra=()):
    names = ["Shadowrun: Crossfire", "SHADOWRUN: CROSSFIRE", "Crossfire Desktop", "English", *extra]  # "English": its own name
    for cards in catalog.decks.values():
        for c in cards:
            names += [c.name, c.name.upper(), getattr(c, "side_name", "") or ""]
    for m in catalog.missions.values():
        names += [m.name, *(b.name for b in m.bonus_challenges)]
    return names


def _assert_french(texts, catalog, extra=()):
    left = english_left(texts, proper_names(catalog, extra))
    assert not left, "English left on a French screen:\n" + "\n".join(f"{w!r} in {t!r}" for w, t in left.items())


def test_a_whole_solo_extraction_in_french(french, painted_words, make_window, catalog, qtbot):
    win = make_window(one_player=True)
    texts = visible_texts(win)
    for key in ("new", "load", "settings", "rules"):
        win.on_menu(key)
        qtbot.wait(1)
        texts += visible_texts(win)
    win.show_menu()
    win.start_game(quick_setup("extraction", 1, 11))
    driver = Driver(win.table)
    for step in range(4000):
        if win.table.game.pending is None:
            break
        if step % 7 == 0:
            qtbot.wait(1)
            texts += visible_texts(win)
        driver.act()
    assert win.table.game.result is not None
    texts += visible_texts(win.table)
    texts += list(win.table.log_model.lines)
    qtbot.wait(1)
    texts += visible_texts(win)  # the end screen
    texts.append(" ".join(painted_words))  # painted word by word: multi-word card names are removed whole
    assert painted_words, "no card text was painted"
    _assert_french(texts, catalog, ["Runner 1"])


def test_campaign_screens_in_french(french, make_window, persist, catalog, qtbot):
    c = new_campaign("Night Shift")
    c = add_runner(c, "Ana", "Elf", karma_earned=20, runner_id="ana")
    c = add_runner(c, "Bo", "Troll", runner_id="bo")
    c = buy_sticker(c, "ana", catalog.upgrade("cigar_money"))
    persist.save_campaign(c)
    win = make_window(one_player=True)
    qtbot.mouseClick(win.menu.buttons["campaigns"], Qt.MouseButton.LeftButton)
    texts = visible_texts(win)
    page = win.campaign_list
    page.list.setCurrentRow(0)
    click_widget(page.open_button)
    texts += visible_texts(win)  # "Opening …" too
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.campaign_page)
    texts += visible_texts(win)
    page = win.campaign_page
    click_widget(page.cards["ana"])
    texts += visible_texts(win)
    qtbot.mouseClick(page.shop_btn, Qt.MouseButton.LeftButton)
    texts += visible_texts(win)
    QTest.keyClick(win.shop, Qt.Key.Key_Escape)  # back to the campaign
    click_widget(page.cards["bo"])
    qtbot.mouseClick(page.play_btn, Qt.MouseButton.LeftButton)
    texts += visible_texts(win)
    click_widget(win.setup_page.go)
    Driver(win.table).play_to_end()
    texts += visible_texts(win)
    qtbot.mouseClick(win.end.record_btn, Qt.MouseButton.LeftButton)
    texts += visible_texts(win)
    click_widget(win.post.record_button)
    assert not win.post.record_button.isEnabled()
    texts += visible_texts(win)
    win.show_campaign()
    texts += visible_texts(win)
    _assert_french(texts, catalog, ["Night Shift", "Ana", "Bo", "Cigar Money"])


def test_incoming_damage_agrees_with_its_number_in_french(french):
    """"subit 1 dégâts" was shown (seen in play): the seat header's words agree with the number."""
    from crossfire_desktop.ui.words.text import tr

    assert [tr("takes %n damage", None, n) for n in (0, 1, 2)] == ["subit 0 dégât", "subit 1 dégât", "subit 2 dégâts"]
