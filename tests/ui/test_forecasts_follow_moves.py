"""What the table forecasts follows what the rules say now: a WEAPON played after Monofilament Whip stops
the obstacle it moved from attacking, and the seat's "takes N damage" says so at once (not at Apply Damage)."""

from __future__ import annotations

from ..engine.card_helpers import card, make, ob, runner
from .real_input import click_widget, drag_card


def test_the_whips_obstacle_stops_counting_once_another_weapon_is_played(make_window, qtbot):
    g = make([runner(0, hand=["monofilament_whip", "quick_shot"], hp=5), runner(1, hp=5)],
             obstacles=[{"card": "yak_muscle", "facing": 1}, {"card": "sudden_fade", "facing": 0}])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(g, autosave=False)
    t, yak = win.table, ob(g, 0)
    header = t.seats[0].header
    qtbot.waitUntil(lambda: "takes 1 damage" in header.toolTip())  # Sudden Fade's 1
    drag_card(t.hand_view, card(g, 0, "monofilament_whip"), t.placed_view, None)
    click_widget(t.panel.buttons[0])  # Yak Muscle (attack 2) turns to R0
    assert g.s.obstacle(yak).facing == 0
    qtbot.waitUntil(lambda: "takes 3 damage" in header.toolTip())
    drag_card(t.hand_view, card(g, 0, "quick_shot"), t.placed_view, None)  # another WEAPON: Yak can't attack
    qtbot.waitUntil(lambda: "takes 1 damage" in header.toolTip())
    assert t.seats[0].obstacles.model().snapshot(yak)[2]  # its face shows it can't attack
