from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from crossfire_desktop.campaign import (
    Slot,
    Sticker,
    add_runner,
    buy_options,
    buy_sticker,
    new_campaign,
    set_in_game,
)
from crossfire_desktop.ui.campaign.runner_card import RunnerCard, card_lines, tooltip_text, value_text

OUT = Path(__file__).parent / "screenshots"


@pytest.fixture
def stickers(catalog):
    return {c.id: c for c in catalog.decks["upgrades"]}


def runner_with(stickers, karma=60, buys=(), in_game=None):
    c = add_runner(new_campaign("Friday crew", campaign_id="friday"), "Mike", "Human", karma_earned=karma,
                   runner_id="mike")
    for sticker_id, slot in buys:
        c = buy_sticker(c, "mike", stickers[sticker_id], slot)
    if in_game:
        c = set_in_game(c, ["mike"], in_game)
    return c.runner("mike")


def four_slots(stickers):
    """Cigar Money, Just Tough covered by In Training, Chill, Wired Reflexes: 5 + 15 + 20 + 30 = 70."""
    return runner_with(stickers, 95, [("cigar_money", None), ("just_tough", None), ("in_training", 1),
                                      ("chill", None), ("wired_reflexes", None)])


def make_card(qtbot, catalog, runner, size=(260, 360)):
    card = RunnerCard(catalog)
    qtbot.addWidget(card)
    card.set_runner(runner)
    card.resize(*size)
    return card


def test_value_shows_the_other_slot_surcharge():
    assert value_text(5, 0) == "5"
    assert value_text(5, 1) == "15 (5+10)"
    assert value_text(0, 3) == "10 (0+10)"


def test_card_lines_show_name_metatype_karma_and_slots(catalog, stickers):
    lines = card_lines(four_slots(stickers), catalog)
    assert lines[:4] == ["Mike", "Human · 5 HP · 7 cards · 4¥", "No missions yet",  # Cigar Money +1¥, In Training
                         # +1 card and Wired Reflexes +2; Just Tough is covered
                         "Karma earned 95 · in upgrades 70 · free 25"]
    assert lines[4:] == [
        "Slot 1: Cigar Money — 5",
        "Slot 2: In Training — 15 (5+10) (covers 1: Just Tough)",
        "Slot 3: Chill — 20 (10+10)",
        "Slot 4: Wired Reflexes — 30 (20+10)",
        "Slot 5: +10 Karma",
    ]


def test_starting_figures_count_the_active_stickers_only(catalog, stickers):
    """Just Tough (+1 HP) shows 6 HP on a Human; covered by another sticker it no longer counts."""
    tough = runner_with(stickers, 20, [("just_tough", None)])
    assert card_lines(tough, catalog)[1] == "Human · 6 HP · 4 cards · 3¥"
    covered = runner_with(stickers, 40, [("just_tough", None), ("in_training", 0)])
    assert card_lines(covered, catalog)[1] == "Human · 5 HP · 5 cards · 3¥"  # In Training: +1 card


def test_a_new_runner_has_only_the_first_empty_slot(catalog, stickers):
    lines = card_lines(runner_with(stickers, 0), catalog)
    assert lines == ["Mike", "Human · 5 HP · 4 cards · 3¥", "No missions yet",
                     "Karma earned 0 · in upgrades 0 · free 0", "Slot 1: printed Karma"]


def test_history_is_counted_on_the_card_and_listed_in_the_tooltip(catalog, stickers):
    from crossfire_desktop.campaign import award_mission, new_campaign
    from crossfire_desktop.ui.campaign.runner_card import history_line, tooltip_text

    c = add_runner(new_campaign("T"), "Mike", "Human", runner_id="mike")
    crossfire = catalog.missions["crossfire"]
    c = award_mission(c, crossfire, "win", {}, ["mike"])
    c = award_mission(c, crossfire, "abort", {}, ["mike"])
    c = award_mission(c, crossfire, "win", {"bring_it_on": 1}, ["mike"])
    mike = c.runner("mike")
    assert history_line(mike) == "3 missions: 2 won, 1 aborted"
    tip = tooltip_text(mike, catalog).splitlines()
    assert tip[1] == "3 missions: 2 won, 1 aborted:"
    assert tip[2].endswith("Crossfire — won, +4 Karma") and tip[4].endswith("Crossfire — won, +3 Karma")


def test_in_a_mission_badge(qtbot, catalog, stickers):
    runner = runner_with(stickers, 10, [("cigar_money", None)], in_game="g1")
    assert "In a mission" in card_lines(runner, catalog)
    card = make_card(qtbot, catalog, runner)
    assert "In a mission in progress" in card.toolTip()
    assert not card.grab().isNull()


def test_tooltip_has_each_slots_full_text_and_unknown_stickers_keep_their_name(catalog, stickers):
    runner = four_slots(stickers)
    runner.slots.append(Slot(stickers=[Sticker(id="mystery_box", name="Mystery Box", karma=0)]))
    tip = tooltip_text(runner, catalog)
    assert "Slot 1 — Cigar Money (5 Karma): +1 starting nuyen." in tip
    assert "Slot 2 — In Training (15 Karma): +1 starting card." in tip
    assert "covers 1: Just Tough (no effect)" in tip
    assert "Slot 5 — Mystery Box (10 Karma): (effect unknown)" in tip


def test_click_and_keys_emit_the_runner_id(qtbot, catalog, stickers):
    card = make_card(qtbot, catalog, runner_with(stickers))
    assert card.runner_id == "mike"
    assert card.focusPolicy() == Qt.FocusPolicy.StrongFocus
    with qtbot.waitSignal(card.clicked) as sig:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert sig.args == ["mike"]
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        with qtbot.waitSignal(card.clicked) as sig:
            qtbot.keyClick(card, key)
        assert sig.args == ["mike"]


def test_many_slots_grow_the_card_instead_of_overlapping(qtbot, catalog, stickers):
    card = make_card(qtbot, catalog, four_slots(stickers))
    assert card.sizeHint().width() == 260 and card.sizeHint().height() == 360
    assert card.minimumHeight() <= 360  # four slots fit the usual size
    many = runner_with(stickers, 500, [(s, None) for s in ("cigar_money", "just_tough", "in_training", "chill",
                                                              "tricks", "juice", "omae", "timing", "specialist")])
    card.set_runner(many)
    assert card.minimumHeight() > 360 and card.sizeHint().height() == card.minimumHeight()
    card.resize(260, card.minimumHeight())
    assert not card.grab().isNull()


def test_selection_and_preview_change_the_picture(qtbot, catalog, stickers):
    runner = runner_with(stickers, 15, [("cigar_money", None)])
    card = make_card(qtbot, catalog, runner)
    plain = card.grab().toImage()
    card.set_selected(True)
    assert card.grab().toImage() != plain
    card.set_selected(False)
    cover, new = buy_options(runner, stickers["its_a_jing_thing"])
    card.set_preview(new)
    assert card.preview is new and card.grab().toImage() != plain
    card.set_preview(cover)
    assert card.preview is cover
    card.set_preview(None)
    assert card.preview is None and card.grab().toImage() == plain


def test_screenshot_runner_cards(qtbot, catalog, stickers):
    from crossfire_desktop.ui.look.style import style_sheet

    QApplication.instance().setStyleSheet(style_sheet())
    OUT.mkdir(exist_ok=True)
    runner = four_slots(stickers)
    card = make_card(qtbot, catalog, runner)
    card.set_selected(True)
    card.grab().save(str(OUT / "runner_card_4_slots.png"))
    card.set_selected(False)
    card.set_preview(buy_options(runner, stickers["tricks"])[-1])
    card.grab().save(str(OUT / "runner_card_preview_refused.png"))
    long = runner_with(stickers, 500, [(s, None) for s in ("been_there_killed_that", "jack_of_everything",
                                                              "got_your_backs", "fundamentals", "shopping_agent",
                                                              "high_roller", "lifestyle_choice")], in_game="g1")
    long.name = "Bartholomew 'Ghost in the Machine' Oyelaran-Smythe"
    card = make_card(qtbot, catalog, long)
    card.resize(260, card.minimumHeight())
    card.grab().save(str(OUT / "runner_card_7_slots_in_game.png"))
    big = make_card(qtbot, catalog, runner, size=(340, 470))
    big.grab().save(str(OUT / "runner_card_large.png"))
