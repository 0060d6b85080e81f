"""Seat cards at UI scale 150% (playtest 11): at 1920x1080 the seats' obstacle cards were about 12% narrower at
150% than at 100% (larger words in the headers and the hand's title took the middle row's height); the rest of
the table gives the room, so they are at least as large."""

from PySide6.QtWidgets import QApplication

from ..engine.card_helpers import make, runner


def seat_card_width(make_window, persist, scale):
    persist.prefs.ui_scale = scale
    game = make([runner(0, hand=["quick_shot", "mana", "mark"]), runner(1), runner(2), runner(3)],
                obstacles=[{"card": "aerial_combat_drone", "facing": 0}, {"card": "trip_beams", "facing": 1},
                           {"card": "deckhead", "facing": 2}, {"card": "eye_alarm", "facing": 3}])
    win = make_window(size=(1920, 1080), one_player=True)
    win.open_game(game, autosave=False)
    QApplication.processEvents()
    return min(s.obstacles.face_size().width() for s in win.table.seats.values())


def test_seat_cards_are_no_smaller_at_150_than_at_100(make_window, persist, qtbot):
    at_100 = seat_card_width(make_window, persist, 1.0)
    at_150 = seat_card_width(make_window, persist, 1.5)
    assert at_150 >= at_100, (at_100, at_150)
