"""The end-to-end tests' geometry probe (ui/shell/e2e_probe.py): off unless asked for; once on, it writes after a
repaint where a player would aim (cards by name, buttons by text, in screen coordinates), and only when
that changed."""

import json

import shiboken6
from PySide6.QtCore import QPoint

from crossfire_desktop.ui.shell.e2e_probe import ENV, install
from tests.ui.real_input import click_widget


def _read(path):
    return json.loads(path.read_text("utf-8"))


def test_the_probe_is_off_without_its_variable(make_window, monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    assert install(make_window()) is None


def test_the_probe_writes_what_is_on_screen_after_a_repaint(make_window, two_runner_setup, tmp_path, qtbot,
                                                           monkeypatch):
    path = tmp_path / "probe.json"
    monkeypatch.setenv(ENV, str(path))
    win = make_window(setup=two_runner_setup)
    probe = install(win)
    win.repaint()
    qtbot.waitUntil(path.exists)
    data = _read(path)
    t, g = win.table, win.table.game
    assert data["screen"] == "table" and data["window"]["id"] == int(win.winId())
    assert data["table"]["decision"] == {"kind": g.pending.kind.name, "runner": g.pending.runner,
                                         "prompt": g.pending.prompt}
    hand = g.s.runners[t.viewer].hand
    assert [c["card"] for c in data["table"]["hand"]] == hand
    assert [c["name"] for c in data["table"]["hand"]] == [g.card_def(c).name for c in hand]
    first = data["table"]["hand"][0]
    rect = t.hand_view.visualRect(t.hand_model.index(0, 0))
    at = t.hand_view.viewport().mapToGlobal(rect.topLeft())
    assert first["rect"][:2] == [at.x(), at.y()]  # global coordinates: where the X pointer goes
    main = next(b for b in data["buttons"] if b["text"] == t.panel.main.text())
    assert main["rect"][:2] == [t.panel.main.mapToGlobal(QPoint(0, 0)).x(), t.panel.main.mapToGlobal(QPoint(0, 0)).y()]
    seq = data["seq"]
    probe.write()  # nothing changed: the file stays as it is
    assert _read(path)["seq"] == seq
    click_widget(t.menu_btn)  # the pause menu opens: written again after its repaint
    qtbot.waitUntil(lambda: _read(path)["table"]["pause"])
    data = _read(path)
    assert data["seq"] > seq and any(b["text"] == "Resume (Esc)" for b in data["buttons"])


def test_the_probe_watches_windows_only_and_writes_when_a_dialog_shows(make_window, two_runner_setup, tmp_path,
                                                                        qtbot, monkeypatch):
    """A filter on the whole application had PySide wrap every object an event reaches (~2.5 MiB the memory
    bench counted): the probe hears only top-level windows, and still writes when a dialog comes up."""
    from PySide6.QtGui import QWindow
    from PySide6.QtWidgets import QMessageBox

    from crossfire_desktop.ui.shell import e2e_probe

    heard = []
    real_filter = e2e_probe.Probe.eventFilter

    def counting(self, obj, ev):
        heard.append(obj.isWindow() if obj.isWidgetType() else isinstance(obj, QWindow))
        return real_filter(self, obj, ev)

    monkeypatch.setattr(e2e_probe.Probe, "eventFilter", counting)
    path = tmp_path / "probe.json"
    monkeypatch.setenv(ENV, str(path))
    win = make_window(setup=two_runner_setup)
    probe = install(win)
    click_widget(win.table.menu_btn)  # the pause menu: painted inside the window
    qtbot.waitUntil(lambda: path.exists() and _read(path)["table"]["pause"])
    box = QMessageBox(QMessageBox.Icon.Question, "Leave", "Leave the table?", parent=win)
    box.show()
    box.activateWindow()
    qtbot.waitUntil(lambda: "Leave the table?" in _read(path)["dialogs"])
    box.close()
    assert heard and all(heard)
    shiboken6.delete(probe)  # its filters go with it: the next tests' windows never meet the counting one
