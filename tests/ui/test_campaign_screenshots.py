"""Screenshots of the campaign screens in the real window, at both supported sizes."""

import pytest

from crossfire_desktop.campaign import add_runner, buy_sticker, join_game, new_campaign
from tests.ui.test_screenshots import shot

from .real_input import click_widget


def campaign(catalog):
    c = new_campaign("Night Shift")
    for name, meta, karma in [("Ana Steelheart", "Elf", 40), ("Bo", "Troll", 12), ("Cy", "Dwarf", 3),
                              ("Dee", "Ork", 27), ("Eve", "Human", 0)]:
        c = add_runner(c, name, meta, karma_earned=karma, runner_id=name.split()[0].lower())
    c = buy_sticker(c, "ana", catalog.upgrade("cigar_money"))
    c = buy_sticker(c, "ana", catalog.upgrade("just_tough"))
    c = buy_sticker(c, "ana", catalog.upgrade("minor_knack"), 1)
    c = buy_sticker(c, "bo", catalog.upgrade("just_tough"))
    c = join_game(c, ["dee"], "elsewhere")
    return c


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_campaign_screenshots(make_window, persist, catalog, size, qtbot):
    tag = f"{size[0]}x{size[1]}"
    c = campaign(catalog)
    persist.save_campaign(c)
    persist.save_campaign(new_campaign("Seattle Nights"))
    win = make_window(size=size, one_player=True)
    win.show_campaigns()
    qtbot.wait(10)
    shot(win, f"campaign_list_{tag}")
    win.open_campaign(persist.load_campaign(c.id))
    page = win.campaign_page
    page.toggle("ana")
    page.toggle("bo")
    qtbot.wait(10)
    shot(win, f"campaign_page_{tag}")
    win.show_shop("ana")
    qtbot.wait(10)
    shot(win, f"campaign_shop_{tag}")
    win.show_campaign()
    click_widget(page.play_btn)
    qtbot.wait(10)
    shot(win, f"campaign_setup_{tag}")
    click_widget(win.setup_page.go)
    from crossfire_desktop.ui.table.driver import Driver

    Driver(win.table).play_to_end()
    qtbot.wait(10)
    shot(win, f"campaign_end_{tag}")
    win.post_mission()
    qtbot.wait(10)
    shot(win, f"campaign_post_{tag}")
    click_widget(win.post.record_button)
    qtbot.wait(10)
    shot(win, f"campaign_recorded_{tag}")
