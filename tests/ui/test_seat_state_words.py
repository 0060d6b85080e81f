"""Every runner state keeps its word in the seat header, in both languages (a tester saw a critical runner
as "✚ ◐" alone in French while the staggered ones read "⚠ SONNÉ ◐ ÉPUISÉ"), and the current runner keeps
their role on the header (it was dropped for the "▶" and "takes N damage")."""

import pytest

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.parts.seat import ROLE_OF
from crossfire_desktop.ui.words import i18n
from crossfire_desktop.ui.words.tr import tr


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_state_keeps_its_word_and_the_current_runner_its_role(language, make_window, qtbot, size):
    win = make_window(size=size, setup=quick_setup("crossfire", 4, 3), one_player=True)
    t = win.table
    runners = t.game.s.runners
    for seat, (critical, staggered) in {1: (True, False), 2: (False, True), 3: (True, False)}.items():
        r = runners[seat]
        r.hp, r.critical, r.staggered, r.exhausted = 0, critical, staggered, True
    win.grab()  # paints every header
    critical, staggered = tr("✚ CRITICAL"), tr("⚠ STAGGERED")
    assert critical != "✚ CRITICAL" or language == "en"
    for seat in (1, 3):
        assert t.seats[seat].header.drawn_status.startswith(critical), t.seats[seat].header.drawn_status
        assert "◐" in t.seats[seat].header.drawn_status  # Exhausted stays seen, as its symbol at least
    assert t.seats[2].header.drawn_status.startswith(staggered), t.seats[2].header.drawn_status
    current = t.seats[t.game.s.current].header
    roles = [tr(ROLE_OF[c]) for c in runners[t.game.s.current].colors]
    assert current.drawn_title.startswith("▶ ")
    assert all(role in current.drawn_meta for role in roles), (current.drawn_meta, roles)
