"""Issue 28: a long campaign never freezes the window. It is read in the background while the list page
says "Opening …" and can't be acted on; Quit doesn't wait for it; its ledger words only the rows shown."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from PySide6.QtCore import Qt

from crossfire_desktop.ui.campaign import ledger_view
from crossfire_desktop.ui.campaign.book import CampaignBook
from crossfire_desktop.ui.campaign.ledger_view import LedgerView
from tests.campaign.test_save_limits import long_campaign

from . import test_campaign_list
from .test_campaign_list import team

LEFT = Qt.MouseButton.LeftButton
page = test_campaign_list.page  # the list page fixture
ROOT = Path(__file__).resolve().parents[2]


def test_the_page_is_locked_while_a_campaign_opens(page, persist, qtbot, monkeypatch) -> None:
    c = team()
    persist.save_campaign(c)
    page.fill()
    page.list.setCurrentRow(0)
    release = threading.Event()
    read = persist.load_campaign_at

    def slow_read(campaign_id: str):  # the disk (or a 20,000-entry ledger) takes its time
        release.wait(30)
        return read(campaign_id)

    monkeypatch.setattr(persist, "load_campaign_at", slow_read)
    with qtbot.assertNotEmitted(page.back), qtbot.assertNotEmitted(page.opened):
        qtbot.mouseClick(page.open_button, LEFT)
        assert "Opening “Night Shift”…" in page.message.text()
        for widget in (page.open_button, page.back_button, page.new_button, page.import_button, page.list):
            assert not widget.isEnabled()
        qtbot.mouseClick(page.back_button, LEFT)  # nothing leaves or acts before the campaign is read
        qtbot.keyClick(page, Qt.Key.Key_Escape)
        qtbot.keyClick(page.list, Qt.Key.Key_Return)
    with qtbot.waitSignal(page.opened) as got:
        release.set()
    assert got.args == [c] and page.message.text() == ""
    assert page.open_button.isEnabled() and page.back_button.isEnabled() and page.list.isEnabled()
    assert persist.loaded_revision(got.args[0]) is not None  # the book won't read it a second time


def test_quit_while_a_campaign_is_opening_exits(tmp_path: Path) -> None:
    code = textwrap.dedent("""
        import sys, threading
        from PySide6.QtCore import QTimer
        from crossfire_desktop.campaign import add_runner, new_campaign
        from crossfire_desktop.ui.shell.app import make_app
        from crossfire_desktop.ui.campaign.list_page import CampaignListPage
        from crossfire_desktop.ui.session.persist import Persist

        app = make_app()
        persist = Persist(sys.argv[1])
        persist.save_campaign(add_runner(new_campaign("Crew", campaign_id="crew"), "Ana", "Elf"))
        never = threading.Event()
        persist.load_campaign_at = lambda cid: never.wait()  # a read that never ends
        page = CampaignListPage(persist)
        page.fill()
        page.list.setCurrentRow(0)
        page.show()
        page.open_button.click()
        assert page.opening.busy
        QTimer.singleShot(50, app.quit)  # Quit while it is still opening
        app.exec()
        print("quit")
    """)
    env = {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "quit"


def test_a_long_ledger_words_only_the_rows_it_shows(qtbot, persist, catalog, monkeypatch) -> None:
    campaign = long_campaign(20_000)
    persist.save_campaign(campaign)
    worded = []
    wording = ledger_view.entry_text
    monkeypatch.setattr(ledger_view, "entry_text", lambda e, cat=None: worded.append(e.seq) or wording(e, cat))
    v = LedgerView(catalog=catalog)
    qtbot.addWidget(v)
    v.resize(380, 600)
    v.show()
    v.set_book(CampaignBook(persist, persist.load_campaign("long")))
    qtbot.wait(1)  # one turn of the event loop: the first rows are laid out and painted
    assert v.model.rowCount() == 20_000
    assert 0 < len(worded) <= 2 * ledger_view.LAYOUT_BATCH  # not 20,000 rows worded before the window answers
    assert v.model.index(0, 0).data().startswith("#20000 · ")
    v.list.setFocus()

    def to_the_oldest() -> bool:  # End reaches the rows laid out so far: the player presses it again
        qtbot.keyClick(v.list, Qt.Key.Key_End)
        return v.list.currentIndex().row() == 19_999

    qtbot.waitUntil(to_the_oldest, timeout=60_000)
    assert v.list.currentIndex().data().startswith("#1 · ")


def test_a_long_campaign_is_listed_in_the_background(page, persist, qtbot, monkeypatch) -> None:
    from crossfire_desktop.ui.campaign import list_page as campaign_list

    small, long = team(), long_campaign(2_000)
    persist.save_campaign(small)
    persist.save_campaign(long)
    size = persist.store.path("campaign", "long").stat().st_size
    monkeypatch.setattr(campaign_list, "READ_NOW_BYTES", size - 1)  # "long" is over it, "night" isn't
    page.fill()
    rows = [page.list.item(i).text() for i in range(page.list.count())]
    assert rows[0] == "Reading long.json…" and rows[1].startswith("Night Shift — 3 runners")
    page.list.setCurrentRow(0)
    assert not page.open_button.isEnabled() and not page.export_button.isEnabled()
    qtbot.waitUntil(lambda: page.list.item(0).text().startswith("Night Shift"))  # read: in its place by name
    assert page.list.item(1).text().startswith("The long haul — 4 runners")
    assert page.selected() is not None and page.selected().id == "long" and page.open_button.isEnabled()
    with qtbot.waitSignal(page.opened) as got:
        qtbot.mouseClick(page.open_button, LEFT)
    assert got.args == [long]
    page.fill()  # listed once: no reading the second time
    assert not page.reading.busy and page.list.item(1).text().startswith("The long haul")
