"""A tour of every screen of the real window, saved as PNGs for a person to look at.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.screens_tour        # both sizes, into $POLISH_SHOTS

`tour(win, out, tag)` drives one MainWindow (offscreen, `grab()`); the folder defaults to
/tmp/polish-shots (env POLISH_SHOTS). Each screen is named `<screen>_<w>x<h>.png`."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QSpinBox

from crossfire_desktop.campaign import add_runner, buy_sticker, new_campaign
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.ui.table.driver import Driver
from crossfire_desktop.ui.table.parts.client_turn import assist_seats, is_client_turn

from .real_input import button, click_widget

OUT = Path(os.environ.get("POLISH_SHOTS", "/tmp/polish-shots"))
# the table's steps as the step bar names them (the engine's turn.step, "crossfire" for the round's step)
STEPS = ("play", "apply", "take_damage", "draw_buy", "end", "crossfire")


def settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def grab(win: Any, out: Path, name: str, tag: str) -> Path:
    settle()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}_{tag}.png"
    win.grab().save(str(path))
    return path


def step_of(game: Any) -> str:
    t = game.s.turn
    if game.s.phase == "round_start" or t is None or t.step in ("start", ""):
        return "crossfire"
    return str(t.step)


def drive_until(win: Any, want: Callable[[Any], bool], limit: int = 4000) -> bool:
    """Play through the UI until `want(game)` holds with no hand-off screen in the way."""
    t = win.table
    drv = Driver(t)
    for _ in range(limit):
        g = t.game
        if g.pending is None:
            return False
        if want(g) and not t.handoff.isVisible():
            return True
        drv.act()
    return False


def setup_shots(win: Any, out: Path, tag: str) -> list[Path]:
    shots = []
    win.on_menu("new")
    page = win.setup_page
    for mission, n in (("extraction", 1), ("extraction", 4), ("crossfire", 4)):
        page.mission.setCurrentIndex(page.mission.findData(mission))
        page.count.setValue(n)
        for w in page.bonus.values():
            if isinstance(w, QSpinBox):
                w.setValue(w.maximum())
            elif isinstance(w, QCheckBox):
                w.setChecked(True)
        shots.append(grab(win, out, f"setup_{mission}_{n}runner", tag))
    return shots


def table_shots(win: Any, out: Path, tag: str) -> list[Path]:
    """A 4-runner game in each step; a full hand (the busy scenario) first."""
    from tests.ui.busy_table import busy_game

    shots = []
    win.open_game(busy_game(), autosave=False)
    shots.append(grab(win, out, "table_busy", tag))
    quiet = busy_game()
    quiet.s.crossfire_active.clear()  # the round's first Crossfire step is still to come
    win.open_game(quiet, autosave=False)
    shots.append(grab(win, out, "table_no_crossfire_event", tag))
    win.start_game(quick_setup("crossfire", 4, 3))
    t = win.table
    seen: set[str] = set()

    def entered(name: str) -> None:  # steps that ask nothing pass at once: grab them as they are entered
        if name in STEPS and name not in seen and name not in ("play", "apply", "draw_buy"):
            seen.add(name)
            shots.append(grab(win, out, f"table_{name}", tag))

    t.machine.entered.connect(entered)
    drv = Driver(t)
    for _ in range(3000):
        g = t.game
        if g.pending is None or (len(seen) == len(STEPS) and "handoff" in seen):
            break
        if t.handoff.isVisible() and "handoff" not in seen:
            seen.add("handoff")
            shots.append(grab(win, out, "handoff", tag))
        step = step_of(g)
        if step in ("play", "apply", "draw_buy") and step not in seen and not t.handoff.isVisible():
            seen.add(step)
            shots.append(grab(win, out, f"table_{step}", tag))
        drv.act()
    t.machine.entered.disconnect(entered)
    if t.game.pending is None:
        win.start_game(quick_setup("crossfire", 4, 3))
        t = win.table
    while t.handoff.isVisible():
        click_widget(t.handoff.button)
    click_widget(t.menu_btn)
    shots.append(grab(win, out, "pause", tag))
    t.pause.ask("quit")
    shots.append(grab(win, out, "pause_quit", tag))
    t.pause.resume()
    return shots


def client_shot(win: Any, out: Path, tag: str) -> list[Path]:
    for seed in range(1, 40):
        win.start_game(quick_setup("extraction", 2, seed))
        if drive_until(win, lambda g: is_client_turn(g) and bool(assist_seats(g))):
            return [grab(win, out, "client_turn", tag)]
    return []


def end_shots(win: Any, out: Path, tag: str) -> list[Path]:
    shots, done = [], set()
    for seed in range(1, 30):
        win.start_game(quick_setup("crossfire", 2, seed))
        name = f"end_{Driver(win.table).play_to_end()}"
        if name == "end_win" and (out / f"{name}_{tag}.png").exists():
            continue
        if name not in done:
            done.add(name)
            shots.append(grab(win, out, name, tag))
        if {"end_win", "end_loss"} <= done:
            break
    return shots


def tutorial_shots(win: Any, out: Path, tag: str) -> list[Path]:
    win.start_tutorial()
    shots = [grab(win, out, "tutorial_first", tag)]
    tut = win.tutorial
    for _ in range(len(tut.steps) // 2):
        tut.next()
    drive_until(win, lambda g: tut.callout.isVisible(), 200)
    shots.append(grab(win, out, "tutorial_middle", tag))
    tut.skip()
    # the guided game is built to be won: its end is the tour's win screen when plain games are lost
    if Driver(win.table).play_to_end() == "win":
        shots.append(grab(win, out, "end_win", tag))
    return shots


def side_shots(win: Any, out: Path, tag: str) -> list[Path]:
    win.show_menu()
    shots = [grab(win, out, "start", tag)]
    win.show_rules()
    win.rules.search.setText("staggered")
    shots.append(grab(win, out, "rules_search", tag))
    win.rules.search.setText("")
    click_widget(button(win.rules, "Back"))
    win.on_menu("settings")
    shots.append(grab(win, out, "settings", tag))
    win.on_menu("load")
    shots.append(grab(win, out, "load", tag))
    return shots


def campaign_shots(win: Any, out: Path, tag: str) -> list[Path]:
    cat, persist = win.cat, win.persist
    c = new_campaign("Night Shift")
    for name, meta, karma in [("Ana Steelheart", "Elf", 40), ("Bo", "Troll", 12), ("Cy", "Dwarf", 3)]:
        c = add_runner(c, name, meta, karma_earned=karma, runner_id=name.split()[0].lower())
    c = buy_sticker(c, "ana", cat.upgrade("cigar_money"))
    persist.save_campaign(c)
    win.show_campaigns()
    shots = [grab(win, out, "campaign_list", tag)]
    win.open_campaign(persist.load_campaign(c.id))
    win.campaign_page.toggle("ana")
    win.campaign_page.toggle("bo")
    shots.append(grab(win, out, "campaign_page", tag))
    win.show_shop("ana")
    shots.append(grab(win, out, "shop", tag))
    win.show_campaign()
    click_widget(win.campaign_page.play_btn)
    click_widget(win.setup_page.go)
    Driver(win.table).play_to_end()
    win.post_mission()
    shots.append(grab(win, out, "post_mission", tag))
    return shots


PARTS = ("side_shots", "setup_shots", "table_shots", "client_shot", "tutorial_shots", "end_shots", "campaign_shots")


def tour(win: Any, out: Path = OUT, tag: str | None = None, parts: tuple[str, ...] = PARTS) -> list[Path]:
    tag = tag or f"{win.width()}x{win.height()}"
    shots: list[Path] = []
    for name in parts:
        part = globals()[name]
        shots += part(win, out, tag)
    return shots


def main() -> None:
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.ui.look.style import style_sheet
    from crossfire_desktop.ui.session.persist import Persist

    app = QApplication.instance() or QApplication([])
    app.setStyleSheet(style_sheet())
    cat = load_catalog()
    from crossfire_desktop.ui.shell.window import MainWindow

    for size in ((1280, 720), (1920, 1080)):
        with tempfile.TemporaryDirectory() as tmp:
            persist = Persist(Path(tmp) / "data")
            persist.settings.animation_ms = 0
            persist.settings.tutorial_offered = True
            persist.prefs.one_player = False
            win = MainWindow(cat, persist)
            win.resize(*size)
            win.show()
            for p in tour(win):
                print(p)
            win.close()


if __name__ == "__main__":
    main()
