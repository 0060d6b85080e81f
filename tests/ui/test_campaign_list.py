"""The campaign list page: listing (broken files too), open, backup, set aside, create, import, export."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from crossfire_desktop.campaign import Campaign, add_runner, export_campaign, new_campaign, rename_campaign
from crossfire_desktop.ui.campaign.list_page import CampaignListPage
from crossfire_desktop.ui.look.style import style_sheet
from crossfire_desktop.ui.session.persist import Persist

from .real_input import click_widget

T0 = datetime(2026, 11, 20, 20, 14, tzinfo=UTC)
SHOTS = Path(__file__).parent / "screenshots"
LEFT = Qt.MouseButton.LeftButton


def team(name: str = "Night Shift", campaign_id: str = "night", runners: int = 3) -> Campaign:
    c = new_campaign(name, campaign_id=campaign_id, now=T0)
    for i, who in enumerate(["Ana", "Bo", "Cy", "Dee"][:runners]):
        c = add_runner(c, who, "Human", runner_id=f"r{i}")
    return c


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def good_bytes(persist: Persist) -> bytes:
    """The bytes of a real campaign file, to break by hand."""
    path = persist.save_campaign(team("Scratch", "scratch"))
    raw = path.read_bytes()
    path.unlink()
    return raw


def broken_files(persist: Persist) -> dict[str, tuple[bytes, list[str]]]:
    """Broken campaign files as a crash, another program or a newer version leaves them: content, words."""
    good = good_bytes(persist)
    envelope = json.loads(good)
    return {
        "truncated": (good[:90], ["ends too early", "line "]),
        "wrong_kind": (json.dumps({**envelope, "kind": "game"}).encode(), ["'game' save", "(at kind)"]),
        "future": (json.dumps({**envelope, "version": 99}).encode(), ["newer Crossfire Desktop", "(at version)"]),
    }


@pytest.fixture
def page(qtbot, persist):
    p = CampaignListPage(persist)
    qtbot.addWidget(p)
    p.resize(1280, 720)
    p.show()
    return p


def row_of(page: CampaignListPage, campaign_id: str) -> int:
    return next(i for i, s in enumerate(page.summaries) if s.id == campaign_id)


@pytest.mark.parametrize("case", ["truncated", "wrong_kind", "future"])
def test_lists_readable_and_unreadable_campaigns(page, persist, qtbot, tmp_path, case) -> None:
    persist.save_campaign(team())
    content, words = broken_files(persist)[case]
    broken = persist.store.path("campaign", "broken")
    broken.write_bytes(content)
    page.fill()
    good_row = page.list.item(row_of(page, "night")).text()
    saved = persist.campaigns()[row_of(page, "night")].saved_at
    assert good_row == f"Night Shift — 3 runners — saved {saved.astimezone():%Y-%m-%d %H:%M}"
    bad_row = page.list.item(row_of(page, "broken")).text()
    assert bad_row.startswith("⚠") and "broken.json" in bad_row and all(w in bad_row for w in words)

    page.list.setCurrentRow(row_of(page, "broken"))
    text = page.message.text()
    assert str(broken) in text and all(w in text for w in words) and "kept as it is" in text
    assert not page.open_button.isEnabled() and not page.export_button.isEnabled()
    assert page.set_aside_button.isVisible() and not page.backup_button.isVisible()  # no backup to offer
    before = snapshot(persist.store.dirs.data)

    # nothing the page does writes over it: open, create, import a campaign with its id, even "replace"
    qtbot.keyClick(page.list, Qt.Key.Key_Return)
    click_widget(page.open_button)
    assert page.export_selected(tmp_path / "x.json") is False
    export_campaign(team("Other", "broken"), tmp_path / "same_id.json")
    for mode in ("ask", "replace"):
        assert page.import_file(tmp_path / "same_id.json", mode) is None
        assert str(broken) in page.message.text() and "Nothing was imported" in page.message.text()
    assert broken.read_bytes() == content
    assert snapshot(persist.store.dirs.data) == before
    assert page.create("Fresh") is not None and broken.read_bytes() == content


def test_open_button_double_click_and_return(page, persist, qtbot) -> None:
    c = team()
    persist.save_campaign(c)
    page.fill()
    assert not page.open_button.isEnabled()  # nothing selected yet
    page.list.setCurrentRow(0)
    with qtbot.waitSignal(page.opened) as got:
        qtbot.mouseClick(page.open_button, LEFT)
    assert got.args == [c]
    with qtbot.waitSignal(page.opened):
        qtbot.keyClick(page.list, Qt.Key.Key_Return)
    rect = page.list.visualItemRect(page.list.item(0))
    with qtbot.waitSignal(page.opened):  # a real double-click: a click, then the double-click event
        qtbot.mouseClick(page.list.viewport(), LEFT, pos=rect.center())
        qtbot.mouseDClick(page.list.viewport(), LEFT, pos=rect.center())


def test_a_file_broken_after_listing_is_reported_not_a_crash(page, persist, qtbot) -> None:
    persist.save_campaign(team())
    page.fill()
    page.list.setCurrentRow(0)
    path = persist.store.path("campaign", "night")
    path.write_bytes(b"")
    with qtbot.assertNotEmitted(page.opened, wait=100):
        qtbot.mouseClick(page.open_button, LEFT)
        qtbot.waitUntil(lambda: not page.opening.busy)
    assert "the file is empty" in page.message.text() and str(path) in page.message.text()
    assert page.list.item(0).text().startswith("⚠") and path.read_bytes() == b""


def test_open_the_backup(page, persist, qtbot) -> None:
    first = team()
    persist.save_campaign(first)
    persist.save_campaign(rename_campaign(first, "Night Shift II"))  # the first version is now the backup
    path = persist.store.path("campaign", "night")
    cut = path.read_bytes()[:-30]
    path.write_bytes(cut)
    page.fill()
    page.list.setCurrentRow(0)
    assert page.backup_button.isVisible() and "night.bak.json" in page.message.text()
    with qtbot.waitSignal(page.opened) as got:
        qtbot.mouseClick(page.backup_button, LEFT)
    assert got.args == [first]
    assert "kept as" in page.message.text() and "night.bak.json" in page.message.text()
    kept = [f for f in path.parent.iterdir() if "unreadable" in f.name]
    assert len(kept) == 1 and kept[0].read_bytes() == cut and kept[0].name in page.message.text()
    # the backup is the current campaign again, so the next change saves normally
    assert persist.load_campaign("night") == first
    persist.save_campaign(rename_campaign(first, "Night Shift III"))
    assert persist.load_campaign("night").name == "Night Shift III"


def test_set_aside_keeps_the_bytes_under_a_new_name(page, persist, qtbot) -> None:
    persist.save_campaign(team())
    broken = persist.store.path("campaign", "broken")
    broken.write_bytes(b'{"format": "crossfire-desktop", "kind": "campaign"')
    page.fill()
    page.list.setCurrentRow(row_of(page, "broken"))
    qtbot.mouseClick(page.set_aside_button, LEFT)
    [moved] = broken.parent.glob("broken.unreadable-*.json")
    assert moved.read_bytes() == b'{"format": "crossfire-desktop", "kind": "campaign"' and not broken.exists()
    assert moved.name in page.message.text() and "contents kept" in page.message.text()
    assert [s.id for s in page.summaries] == ["night"] and page.list.count() == 1
    assert not page.set_aside_button.isVisible()


def test_create_refuses_empty_and_duplicate_names(page, persist, qtbot) -> None:
    page.fill()
    assert "No campaigns yet" in page.message.text()
    qtbot.keyClicks(page.name_edit, "Night Shift")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    [summary] = persist.campaigns()
    assert summary.name == "Night Shift" and summary.runners == 0 and page.selected() == summary
    assert "Created “Night Shift”" in page.message.text() and page.name_edit.text() == ""

    qtbot.keyClicks(page.name_edit, "  night SHIFT ")
    qtbot.mouseClick(page.new_button, LEFT)
    assert "already a campaign called" in page.message.text() and page.name_edit.text() == "  night SHIFT "
    page.name_edit.clear()
    qtbot.mouseClick(page.new_button, LEFT)
    assert "Type a name" in page.message.text()
    assert page.create("x" * 81) is None and "at most 80" in page.message.text()
    assert len(persist.campaigns()) == 1 and page.create("Day Shift") is not None
    assert [s.name for s in persist.campaigns()] == ["Day Shift", "Night Shift"]


def test_import_conflict_as_a_copy_and_as_a_replace(page, persist, qtbot, tmp_path) -> None:
    stored = team()
    persist.save_campaign(stored)
    changed = add_runner(stored, "Dee", "Troll", runner_id="dee")
    src = export_campaign(changed, tmp_path / "night.json")
    page.fill()
    assert page.import_file(src) is None
    assert page.copy_button.isVisible() and page.replace_button.isVisible()
    assert "already in your campaigns" in page.message.text() and "kept as its backup" in page.message.text()
    qtbot.mouseClick(page.copy_button, LEFT)
    assert page.import_file(src) is None
    qtbot.mouseClick(page.copy_button, LEFT)
    names = {s.name: s for s in persist.campaigns()}
    assert set(names) == {"Night Shift", "Night Shift (imported)", "Night Shift (imported 2)"}
    assert names["Night Shift (imported 2)"].id not in ("night", names["Night Shift (imported)"].id)
    assert persist.load_campaign("night") == stored and not page.copy_button.isVisible()

    assert page.import_file(src) is None
    qtbot.mouseClick(page.replace_button, LEFT)
    assert persist.load_campaign("night") == changed
    assert persist.load_campaign_backup("night") == stored
    assert "Replaced “Night Shift”" in page.message.text() and page.selected().id == "night"
    assert len(persist.campaigns()) == 3

    # another campaign with the same name can't be "replaced": only a copy is offered
    other = export_campaign(team("night shift", "someone_else"), tmp_path / "other.json")
    assert page.import_file(other) is None
    assert page.copy_button.isVisible() and not page.replace_button.isVisible()
    assert "another campaign called “Night Shift”" in page.message.text()


def test_export_then_import_round_trip(page, persist, tmp_path) -> None:
    c = team()
    persist.save_campaign(c)
    page.fill()
    page.list.setCurrentRow(0)
    out = tmp_path / "out" / "Night Shift.json"
    out.parent.mkdir()
    assert page.export_selected(out) is True and str(out) in page.message.text()
    for folder in (persist.store.folder("campaign"), persist.store.folder("game"), persist.store.autosave_path.parent):
        folder.mkdir(parents=True, exist_ok=True)
        assert page.export_selected(folder / "x.json") is False  # never into the store's own folders
        assert not (folder / "x.json").exists() and "program's own saves" in page.message.text()

    elsewhere = CampaignListPage(Persist(tmp_path / "other"))
    elsewhere.fill()
    assert elsewhere.import_file(out) == c
    assert elsewhere.persist.load_campaign("night") == c and "Imported “Night Shift”" in elsewhere.message.text()
    assert elsewhere.list.count() == 1 and elsewhere.selected().id == "night"
    elsewhere.deleteLater()


def test_importing_a_broken_file_shows_the_save_error(page, persist, tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(good_bytes(persist)[:50])
    page.fill()
    assert page.import_file(bad) is None
    assert str(bad) in page.message.text() and "ends too early" in page.message.text()
    assert persist.campaigns() == [] and bad.read_bytes() == good_bytes(persist)[:50]


def test_back_button_and_escape(page, qtbot) -> None:
    page.fill()
    with qtbot.waitSignal(page.back):
        qtbot.mouseClick(page.back_button, LEFT)
    with qtbot.waitSignal(page.back):
        qtbot.keyClick(page.list, Qt.Key.Key_Escape)
    with qtbot.waitSignal(page.back):
        qtbot.keyClick(page.name_edit, Qt.Key.Key_Escape)


def test_screenshot(page, persist, qtbot) -> None:
    QApplication.instance().setStyleSheet(style_sheet())
    persist.save_campaign(team())
    persist.save_campaign(team("Seattle Nights", "seattle", 1))
    persist.save_campaign(team("Ork Underground", "ork", 4))
    persist.save_campaign(rename_campaign(team("Ork Underground", "ork", 4), "Ork Underground Runs"))
    path = persist.store.path("campaign", "ork")
    path.write_bytes(path.read_bytes()[:200])  # cut off, with a readable backup
    page.fill()
    page.list.setCurrentRow(row_of(page, "ork"))
    qtbot.wait(10)
    assert page.size().width() == 1280 and page.size().height() == 720
    SHOTS.mkdir(exist_ok=True)
    assert page.grab().save(str(SHOTS / "campaign_list_1280x720.png"))


@pytest.mark.parametrize("palette", ["standard", "deuteranopia"])
def test_the_selected_campaign_uses_the_games_colours(page, persist, qtbot, palette) -> None:
    """Not Qt's stock bright-blue selection: the game's raised navy with gold words, in every palette."""
    from PySide6.QtGui import QColor

    from crossfire_desktop.ui.look.palettes import apply_palette

    QApplication.instance().setStyleSheet(style_sheet())
    apply_palette(palette)
    try:
        persist.save_campaign(team())
        page.fill()
        rect = page.list.visualItemRect(page.list.item(0))
        qtbot.mouseClick(page.list.viewport(), LEFT, pos=rect.center())
        assert page.list.currentRow() == 0
        image = page.list.viewport().grab().toImage()

        def near(x, colour):
            got, want = image.pixelColor(x, rect.center().y()), QColor(colour)
            return max(abs(got.red() - want.red()), abs(got.green() - want.green()), abs(got.blue() - want.blue())) <= 3

        assert near(rect.right() - 4, "#2f3d5e")
        assert near(rect.left() + 1, "#f5c451")  # the gold edge
    finally:
        apply_palette("standard")
