from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from crossfire_desktop.engine import Kind, PlayCard, quick_setup
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts.pointer import drag_card

from .real_input import click_widget

OUT = Path(__file__).parent / "screenshots"


def shot(win, name):
    OUT.mkdir(exist_ok=True)
    w, h = (int(x) for x in name.rsplit("_", 1)[1].split("x"))
    assert (win.width(), win.height()) == (w, h), f"{name}: the window grew to {win.width()}x{win.height()}"
    img = win.grab().toImage()
    path = OUT / f"{name}.png"
    img.save(str(path))
    check = QImage(str(path))
    colors = {check.pixel(x, y) for x in range(0, check.width(), 7) for y in range(0, check.height(), 7)}
    assert len(colors) > 20, f"{name} looks blank"
    return path


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshots(make_window, size, qtbot):
    tag = f"{size[0]}x{size[1]}"
    win = make_window(size=size)
    qtbot.wait(20)
    shot(win, f"start_{tag}")
    win.start_game(quick_setup("crossfire", 4, 3))
    t = win.table
    drv = Driver(t)
    drv.play_turns(2)
    g = t.game
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    # mid-game: cards placed on obstacles, damage preview visible
    for _ in range(2):
        plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == t.viewer and a.target]
        if g.pending.kind is Kind.PLAY and plays:
            a = plays[0]
            drag_card(t.hand_view, a.card, t.seats[g.s.obstacle(a.target).facing].obstacles, a.target)
    qtbot.wait(20)
    shot(win, f"table_{tag}")
    click_widget(t.panel.main)
    qtbot.wait(20)
    if g.pending is not None and g.pending.kind is Kind.APPLY:
        shot(win, f"decision_{tag}")
    for _ in range(200):  # on to the next runner's hand-off
        if t.handoff.isVisible() or g.pending is None:
            break
        drv.act()
    assert t.handoff.isVisible()
    qtbot.wait(10)
    shot(win, f"handoff_{tag}")
    click_widget(t.handoff.button)
    drv.play_to_end()
    qtbot.wait(20)
    shot(win, f"end_{tag}")
