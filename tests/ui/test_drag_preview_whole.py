"""A play preview read while dragging, at 1280x720 in French at UI scale 100% and 150%: Quick Shot held over
Aerial Combat Drone says its whole sentence ("… perdus à la fin du tour.") in words of 12 px or more, in sight
under the decision panel. It had ended in "…", the rest in a tooltip no one can hover with a card held. The
prompt's words keep their size meanwhile: the log lends its lines to a message shown for now."""

import pytest
from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Kind

from ..engine.card_helpers import make, runner
from .real_input import hold_card_over, let_go
from .test_prompt_fit import assert_prompt_whole, in_window, language  # noqa: F401 - the fixture


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("language", ["fr", "en"], indirect=True)
def test_the_preview_is_whole_while_the_card_is_held(make_window, persist, qtbot, language, scale):  # noqa: F811
    persist.prefs.ui_scale = scale
    game = make([runner(0, hand=["quick_shot", "mark", "mana"]), runner(1)],
                obstacles=[{"card": "eye_alarm", "facing": 0}, {"card": "aerial_combat_drone", "facing": 0}])
    win = make_window(size=(1280, 720), one_player=True)
    win.open_game(game, autosave=False)
    qtbot.wait(10)
    t = win.table
    assert game.pending.kind is Kind.PLAY
    shot, drone = game.s.runners[0].hand[0], game.s.obstacles[1].card
    obstacles = t.seats[0].obstacles
    prompt_px = t.panel.prompt.fontInfo().pixelSize()
    end = hold_card_over(t.hand_view, shot, obstacles, drone)
    message = t.message
    qtbot.waitUntil(lambda: "Aerial Combat Drone" in message.plain)
    QApplication.processEvents()
    assert message.text() == message.plain and message.toolTip() == "", message.text()  # whole, not cut
    assert message.plain.endswith(("fin du tour.", "end of the turn."))
    assert message.fontInfo().pixelSize() >= 12
    assert message.height() >= message.heightForWidth(message.width())
    assert in_window(t.act).contains(in_window(message))
    assert_prompt_whole(t)  # the panel, the message and the log apart, the prompt whole
    # the log lent its lines to the message: the prompt's words kept their size (they had jumped to 13 px)
    assert t.panel.prompt.fontInfo().pixelSize() == prompt_px
    let_go(t.hand_view, obstacles, end)
