"""A card ability that raises: the table says so, the action is taken back, play goes on (issue 16)."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine.effects import REGISTRY, _load_all
from crossfire_desktop.ui.table.driver import Driver

ARMED = {"on": False}


def breaking(fn: Any) -> Any:
    def effect(ctx: Any) -> Any:
        if ARMED["on"] and ctx.g.record:  # the table's game: previews and hints play abilities on clones
            ARMED["on"] = False
            raise ZeroDivisionError("broken on purpose")
        yield from fn(ctx)

    return effect


def test_a_failing_ability_is_taken_back_and_the_game_goes_on(make_window, persist, monkeypatch, qtbot):
    _load_all()
    for name, fn in list(REGISTRY.items()):
        monkeypatch.setitem(REGISTRY, name, breaking(fn))
    from crossfire_desktop.engine import quick_setup

    win = make_window(setup=quick_setup("crossfire", 2, 7))
    t = win.table
    drv = Driver(t)
    g = t.game
    ARMED["on"] = True
    failed = None
    for _ in range(3000):
        if not ARMED["on"]:
            break
        before = (g.state_hash(), g.save_json(), g.pending, persist.read_autosave())
        drv.act()
        if not ARMED["on"]:
            failed = before
    assert failed is not None, "no ability ran"
    assert "This card's ability failed" in t.message.text()
    assert "taken back" in t.message.text()
    # Exactly as before: state, actions, pending decision, and the autosave on disk.
    assert (g.state_hash(), g.save_json(), g.pending, persist.read_autosave()) == failed
    assert win.stack.currentWidget() is t and g.pending is not None  # no end screen
    log = persist.store.dirs.data / "logs" / "errors.log"
    text = log.read_text("utf-8")
    assert "ZeroDivisionError: broken on purpose" in text and "Traceback" in text
    # The game stays playable: whole turns go on through the table.
    turns = g.s.turns
    drv.play_turns(2)
    assert g.s.turns > turns or g.pending is None


def test_the_error_log_stays_small(tmp_path, monkeypatch):
    from crossfire_desktop.ui.session import errorlog

    monkeypatch.setattr(errorlog, "MAX_BYTES", 2000)
    for i in range(40):
        try:
            raise ValueError(f"failure {i}")
        except ValueError as exc:
            assert errorlog.log_failure(tmp_path, f"title {i}", exc) == tmp_path / "errors.log"
    assert (tmp_path / "errors.log").stat().st_size <= 2000
    assert (tmp_path / "errors.log.1").stat().st_size <= 2000
    assert "failure 39" in (tmp_path / "errors.log").read_text("utf-8")
    (tmp_path / "ro").write_text("a file, not a folder")
    try:
        raise ValueError("x")
    except ValueError as exc:
        assert errorlog.log_failure(tmp_path / "ro", "t", exc) is None
