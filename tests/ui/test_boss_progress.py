"""A Dragon aspect shows the damage it has taken this turn toward each of its two amounts (rulebook p. 21:
"Each aspect also has two ways to defeat it, with colored damage or a higher amount of colorless damage"),
as an obstacle's number box shows the damage counted toward it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind
from crossfire_desktop.engine import view as gv
from crossfire_desktop.ui.look.cardface import face_of

from ..engine.mission_helpers import game
from .real_input import drag_card


def _dragon_table(make_window):
    """A 4-runner Dragon Fight's table: the game, the table, an aspect and the view it shows in."""
    g = game("dragon_fight", 4)
    win = make_window(size=(1600, 900), one_player=True)
    win.open_game(g, autosave=False)
    aspect = next(ob for ob in g.s.obstacles if ob.boss)
    return g, win.table, aspect, win.table.seats[aspect.facing].obstacles


def test_a_dragon_aspect_shows_the_damage_it_took_this_turn(make_window, qtbot):
    g, t, aspect, view = _dragon_table(make_window)
    seat = g.s.current
    model = view.model()

    def words() -> str:
        row = next(r for r in range(model.rowCount()) if model.key_at(r) == aspect.card)
        return model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)

    assert "Damage this turn: 0/8" in words() and "0/12 in all" in words()
    hand = list(g.s.runners[seat].hand)
    drag_card(t.hand_view, hand[0], view, aspect.card)
    drag_card(t.hand_view, hand[1], view, aspect.card)
    colored, total = gv.boss_hits(g, aspect.card, g.cat.boss_aspect(g.s.defs[aspect.card]).color)
    assert total == 2 and "0/12 in all" in words()  # placed, not yet applied
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # to Apply Damage
    assert g.pending.kind is Kind.APPLY
    QTest.keyClick(t, Qt.Key.Key_1)
    progress = face_of(g, aspect.card).boss  # what the card paints
    assert progress is not None and (progress.colored, progress.total) == (colored, total)
    qtbot.waitUntil(lambda: f"Damage this turn: {colored}/8" in words() and "2/12 in all" in words())


def test_the_apply_step_says_the_damage_counts_and_the_turn_end_says_it_is_gone(make_window, qtbot):
    """A tester read "loses no level: the damage placed there is wasted" for the Hacking aspect, then saw its box
    count that damage; at the turn's end the box went back to 0 with no word in the log."""
    g, t, aspect, view = _dragon_table(make_window)
    seat = g.s.current
    name = t.ctl.names.card(aspect.card)
    drag_card(t.hand_view, g.s.runners[seat].hand[0], view, aspect.card)
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_Space)  # to Apply Damage
    assert g.pending.kind is Kind.APPLY
    prompt = t.panel.prompt.text()
    assert "wasted" not in prompt
    assert f"{name} loses no level, but the damage counts toward its 8 " in prompt and "12 in all this turn" in prompt
    QTest.keyClick(t, Qt.Key.Key_1)
    turn = g.s.turn.number
    for _ in range(12):  # through the turn's last steps, as the player presses Space
        if g.s.turn is None or g.s.turn.number != turn:
            break
        QTest.keyClick(t, Qt.Key.Key_Space)
    assert g.s.turn.number != turn
    qtbot.waitUntil(lambda: f"{name}'s damage this turn is gone: it must be dealt in one turn."
                    in t.log_view.toPlainText())
