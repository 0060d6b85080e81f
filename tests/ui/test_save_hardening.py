"""Broken game saves, settings and folders in the program (issue 16): reported, kept, play never blocked."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from crossfire_desktop.campaign import SaveError, add_runner, export_campaign, new_campaign
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.session.persist import Persist


def _play(win, until_snapshot: bool = True, actions: int = 2, limit: int = 400) -> None:
    """Play through the controller (autosaving as the table does) until the save holds a snapshot and
    `actions` actions since it; a seeded random policy picks legal actions."""
    from crossfire_desktop.bots.random_policy import RandomPolicy

    policy = RandomPolicy(seed=1)
    game = win.ctl.game
    for _ in range(limit):
        save = game.save()
        if game.pending is None or ((save["snapshot"] is not None or not until_snapshot)
                                    and len(save["actions"]) >= actions):
            break
        assert win.ctl.submit(policy.choose(game))
    win.flush_autosave()  # the full autosave now (it waits for a pause in play; the journal has every action)


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def _edit_autosave(persist: Persist, edit) -> bytes:
    """Change the autosave's data as a tamperer would, keeping a valid envelope (checksum recomputed)."""
    from crossfire_desktop.campaign.envelope import checksum

    path = persist.store.autosave_path
    env = json.loads(path.read_bytes())
    edit(env["data"])
    env["checksum"] = checksum(env["data"])
    raw = json.dumps(env).encode()
    path.write_bytes(raw)
    return raw


def _first_action_kind(data: dict) -> None:
    data["actions"][0]["kind"] = "plcy"


def _drop_last_action(data: dict) -> None:
    data["actions"].pop()


def _edit_snapshot(data: dict) -> None:
    data["snapshot"]["state"]["runners"][0]["nuyen"] += 1


def _unknown_card(data: dict) -> None:
    data["snapshot"]["state"]["defs"][0] = "no_such_card"


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (_first_action_kind, "data.actions.0"),
        (_drop_last_action, "state hash"),
        (_edit_snapshot, "state hash"),
        (_unknown_card, "unknown card id"),
    ],
)
def test_a_tampered_autosave_is_reported_with_its_backup_and_never_lost(make_window, persist, qtbot, edit, words):
    win = make_window(setup=quick_setup("crossfire", 2, 3), one_player=True)
    _play(win)
    folder = persist.store.autosave_path.parent
    good_backup = persist.store.backup_path(persist.store.autosave_path).read_bytes()
    broken = _edit_autosave(persist, edit)
    with pytest.raises(SaveError) as err:
        persist.load_game("")
    assert words in str(err.value) and err.value.backup is not None
    win.show_menu()
    win.on_menu("continue")
    page = win.load_page
    assert win.stack.currentWidget() is page and words in page.message.text()
    assert page.backup_btn.isVisible()
    # the player starts a new mission instead: the broken file and the good backup both survive
    win.start_game(quick_setup("crossfire", 2, 9))
    assert "kept as" in win.table.message.plain  # said on the message line, never in the game's log
    _play(win, actions=3)
    kept = list(_files(folder).values())
    assert broken in kept and good_backup in kept
    assert not any("kept as" in line for line in win.table.log_model.lines)


def test_a_flipped_bit_in_the_autosave_offers_the_backup(make_window, persist, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 3), one_player=True)
    _play(win)
    path = persist.store.autosave_path
    raw = path.read_bytes()
    i = raw.index(b'"Runner 1"') + 3
    path.write_bytes(raw[:i] + bytes([raw[i] ^ 0x01]) + raw[i + 1:])
    win.show_menu()
    win.on_menu("continue")
    assert "checksum" in win.load_page.message.text() and win.load_page.backup_btn.isVisible()
    qtbot.mouseClick(win.load_page.backup_btn, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.table


def test_a_stored_state_hash_is_written_and_checked(persist):
    from crossfire_desktop.engine import new_game
    from crossfire_desktop.saves import game_save

    game = new_game(quick_setup("crossfire", 2, 5), persist.catalog)
    persist.autosave(game_save(game))
    data = persist.read_autosave()
    assert data["state_hash"] == game.state_hash()
    assert persist.load_game("").state_hash() == game.state_hash()


@pytest.mark.parametrize(
    "prefs",
    [{"ui_scale": "big"}, {"one_player": "yes"}, {"last_setup": {"runners": "x"}}, [1, 2], "[" * 100_000],
)
def test_bad_ui_prefs_fall_back_to_defaults_are_kept_and_told(tmp_path, catalog, qtbot, prefs):
    from crossfire_desktop.ui.shell.window import MainWindow

    first = Persist(tmp_path / "data")
    path = first._prefs_path
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = prefs.encode() if isinstance(prefs, str) else json.dumps(prefs).encode()
    path.write_bytes(raw)
    persist = Persist(tmp_path / "data")
    assert persist.prefs.ui_scale == 1.0 and persist.prefs.last_setup is None
    kept = [f for f in path.parent.iterdir() if f.name.startswith("ui-prefs.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    win = MainWindow(catalog, persist)
    qtbot.addWidget(win)
    win.show()
    assert win.menu.message.isVisible() and "kept as ui-prefs.unreadable" in win.menu.message.text()
    win.start_game(quick_setup("crossfire", 2, 3))
    assert win.stack.currentWidget() is win.table


@pytest.mark.parametrize("data", [{"animation_ms": "fast"}, {"ui_scale": [1]}, {"language": 5}])
def test_bad_settings_fall_back_to_defaults_are_kept_and_told(tmp_path, catalog, qtbot, data):
    from crossfire_desktop.campaign.envelope import FORMAT
    from crossfire_desktop.ui.shell.window import MainWindow

    store_dir = tmp_path / "data"
    path = store_dir / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    env = {"format": FORMAT, "kind": "settings", "version": 1, "saved_at": "2026-01-01T00:00:00+00:00", "data": data}
    path.write_text(json.dumps(env), "utf-8")
    raw = path.read_bytes()
    persist = Persist(store_dir)
    assert persist.settings.animation_ms == 200
    kept = [f for f in path.parent.iterdir() if f.name.startswith("settings.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    win = MainWindow(catalog, persist)
    qtbot.addWidget(win)
    assert "settings file can't be read" in win.menu.message.text()


def _unwritable(tmp_path: Path, how: str) -> Path:
    base = tmp_path / "data"
    if how == "config_is_a_file":
        base.mkdir()
        (base / "config").write_text("not a folder")
    elif how == "data_is_a_file":
        base.write_text("not a folder")
    else:
        base.mkdir()
        base.chmod(0o500)
    return base


@pytest.mark.parametrize(
    "how",
    [
        "config_is_a_file",
        "data_is_a_file",
        pytest.param("read_only", marks=pytest.mark.skipif(
            sys.platform == "win32" or os.geteuid() == 0, reason="root writes anywhere")),
    ],
)
def test_unwritable_folders_turn_saving_off_and_play_goes_on(tmp_path, catalog, qtbot, how):
    from crossfire_desktop.ui.shell.window import MainWindow

    base = _unwritable(tmp_path, how)
    try:
        persist = Persist(base)
        assert persist.saving_off is not None and "Saving is off" in persist.saving_off
        win = MainWindow(catalog, persist)
        qtbot.addWidget(win)
        win.show()
        assert "Saving is off" in win.menu.message.text()
        win.on_menu("new")
        win.start_game(quick_setup("crossfire", 2, 3))
        assert win.stack.currentWidget() is win.table
        assert win.table.message.plain.count("Saving is off") == 1  # said once, on the message line
        _play(win)
        assert win.ctl.game.save()["snapshot"] is not None  # a turn was played
        assert not any("Saving is off" in line for line in win.table.log_model.lines)
        assert persist.save_settings() == persist.saving_off
        assert persist.save_prefs() == persist.saving_off
    finally:
        if how == "read_only":
            base.chmod(0o700)


def test_names_holding_html_show_literally(make_window, persist, qtbot, tmp_path):
    name = "<b>Bold</b><table><tr><td>x"
    c = new_campaign("<i>Crew</i>", campaign_id="crew")
    c = add_runner(c, name, "Human", runner_id="r1")
    src = export_campaign(c, tmp_path / "friend.json")
    win = make_window()
    win.show_campaigns()
    imported = win.campaign_list.import_file(src)
    assert imported is not None
    win.open_campaign(imported)
    shown = [w for w in win.findChildren(QLabel) if "<b>" in w.text() or "<i>" in w.text()]
    assert shown, "the names are shown somewhere"
    assert all(w.textFormat() == Qt.TextFormat.PlainText for w in shown)
    from crossfire_desktop.ui.campaign.runner_card import RunnerCard

    cards = [card for card in win.findChildren(RunnerCard) if card.runner is not None]
    assert cards and all("&lt;b&gt;" in card.toolTip() and "<b>" not in card.toolTip() for card in cards)
