"""Synthesized sounds, their events, volume/mute in Settings, silence offscreen and without a backend."""

import json
import wave

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine.messages import Event
from crossfire_desktop.ui.look.sounds import MOTIFS, SoundBoard, sound_for, write_sounds
from crossfire_desktop.ui.session.persist import Persist

from .real_input import button, click_widget


def test_sounds_are_written_once_as_small_wav_files(tmp_path):
    paths = write_sounds(tmp_path)
    assert set(paths) == {"play", "damage", "defeat", "buy", "turn", "win", "lose"} == set(MOTIFS)
    for path in paths.values():
        with wave.open(str(path)) as w:
            assert w.getframerate() == 22050 and w.getnchannels() == 1 and w.getnframes() > 500
        assert path.stat().st_size < 60_000
    stamp = {n: p.stat().st_mtime_ns for n, p in paths.items()}
    assert {n: p.stat().st_mtime_ns for n, p in write_sounds(tmp_path).items()} == stamp


def test_events_choose_one_sound_per_batch(tmp_path):
    assert sound_for(Event("card_played", {})) == "play"
    assert sound_for(Event("hp", {"delta": -2})) == "damage"
    assert sound_for(Event("hp", {"delta": 1})) is None
    assert sound_for(Event("game_over", {"result": "loss"})) == "lose"
    settings = Persist(tmp_path).settings
    board = SoundBoard(tmp_path / "s", lambda: settings, enabled=True)
    board.on_events([Event("card_played", {}), Event("obstacle_defeated", {}), Event("hp", {"delta": -1})])
    assert board.played == ["defeat"]  # no crash without a multimedia backend either
    settings.mute = True
    board.on_events([Event("bought", {})])
    assert board.played == ["defeat"]


def test_offscreen_is_silent_unless_asked(tmp_path, monkeypatch):
    monkeypatch.delenv("CROSSFIRE_SOUND", raising=False)
    settings = Persist(tmp_path).settings
    board = SoundBoard(tmp_path / "s", lambda: settings)
    board.play("win")
    assert board.played == [] and board.effects is None
    monkeypatch.setenv("CROSSFIRE_SOUND", "1")
    assert SoundBoard(tmp_path / "s", lambda: settings).enabled


def test_volume_and_mute_in_settings_page(make_window, persist, qtbot):
    win = make_window()
    win.on_menu("settings")
    page = win.settings_page
    assert page.volume.value() == 70 and not page.mute.isChecked()
    page.volume.setValue(35)
    page.mute.setFocus()
    QTest.keyClick(page.mute, Qt.Key.Key_Space)
    click_widget(button(page, "Back"))
    again = Persist(persist.store.dirs.data.parent / "data")
    assert again.settings.volume == 35 and again.settings.mute


def test_old_settings_files_still_load(tmp_path):
    p = Persist(tmp_path)
    path = p.store.dirs.config / "settings.json"
    p.save_settings()
    raw = json.loads(path.read_text("utf-8"))
    for key in ("volume", "mute", "tutorial_offered"):
        (raw.get("data") or raw).pop(key, None)
    path.write_text(json.dumps(raw), "utf-8")
    again = Persist(tmp_path)
    assert again.settings_problem is None
    assert again.settings.volume == 70 and not again.settings.mute and not again.settings.tutorial_offered


def test_settings_says_once_when_the_computer_has_no_sound_backend(make_window, qtbot, monkeypatch):
    """Without the multimedia backend (libpulse missing) Settings says so beside the volume."""
    import sys

    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # importing it fails, as without libpulse
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["settings"], Qt.MouseButton.LeftButton)
    page = win.settings_page
    assert win.stack.currentWidget() is page
    note = page.sound_note
    assert note.isVisible() and note.text().startswith("No sound on this computer: the sound library libpulse")
    assert "libpulse0" in note.text()
    labels = [w.text() for w in page.findChildren(type(note)) if w.isVisible()]
    assert sum("No sound" in t for t in labels) == 1  # once, not repeated
    form_rows = [page.volume.geometry().bottom(), page.mute.geometry().bottom()]
    assert note.geometry().top() >= max(form_rows)  # just below the volume and mute


FIRST_SOUND = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QEventLoop, QLibraryInfo
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
try:
    import PySide6.QtMultimedia  # noqa: F401
except ImportError:
    print('no multimedia')
    raise SystemExit(0)
plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / 'multimedia'
if not any(plugins.glob('*ffmpeg*')):
    print('no ffmpeg backend')
    raise SystemExit(0)
from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
from crossfire_desktop.ui.look.sounds import SoundBoard, sound_problem
problem = sound_problem()  # Settings asks for the outputs first
board = SoundBoard(Path(sys.argv[1]), lambda: None, enabled=True)
board.play('play')
fx = board.effects['play']
shown, end = time.monotonic() + 0.5, time.monotonic() + 5  # half a second played, the file loaded (5 s at most)
while time.monotonic() < shown or (fx.status() == QSoundEffect.Status.Loading and time.monotonic() < end):
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
maps = open('/proc/self/maps').read()
print('outputs' if QMediaDevices.audioOutputs() else 'no outputs', fx.status().name, problem)
print('ffmpeg' if 'libavcodec' in maps or 'ffmpegmediaplugin' in maps else 'without ffmpeg')
"""


def test_a_sound_plays_without_qts_ffmpeg_media_backend(tmp_path):
    """Qt Multimedia's FFmpeg backend (QtQuick, QML and FFmpeg with it: +18.9 MiB against +7.0,
    bench/bench_sound_memory.py) is never loaded for the table's tones, nor by Settings' look at the outputs."""
    import os
    import subprocess
    import sys

    import pytest

    if not sys.platform.startswith("linux"):
        pytest.skip("reads /proc/self/maps")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    said = subprocess.run([sys.executable, "-c", FIRST_SOUND, str(tmp_path)], env=env, capture_output=True,
                          text=True, timeout=60, check=True).stdout.splitlines()
    if said[-1].startswith("no "):
        pytest.skip(f"{said[-1]} here (Qt Multimedia needs libpulse.so.0)")
    assert said[-1] == "without ffmpeg"
    if said[-2].startswith("outputs"):  # a sound server to play to: the tone loaded, Settings says no problem
        assert said[-2] == "outputs Ready None"
