"""`crossfire --self-test`: play a few seeded turns through the UI, save, reload, compare; exit 0 when all held.

Used by the smoke test of the built program (installer/smoke_test.py), so it checks what a frozen
bundle can get wrong: Qt plugins (the window shows), the data files (a game can be dealt), the
widgets (turns are played by drags and clicks through `Driver`, never by calling the engine),
and the save folder (the autosave and a named save land in the --data-dir and load back to the
identical state). It prints one line per step (each starting with "self-test: ") and writes the
same lines to <data dir>/selftest.log, because a windowed program on Windows has no stdout.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from crossfire_desktop.engine import quick_setup
from crossfire_desktop.saves import game_save

from ..table.driver import Driver
from ..table.parts.pointer import click_widget

SEED = 7
RUNNERS = 2
TURNS = 3
SAVE_NAME = "self-test"


class SelfTestFailed(Exception):
    pass


class Report:
    """Prints each line and keeps it in <data dir>/selftest.log."""

    def __init__(self, log: Path | None) -> None:
        self.log = log
        self.lines: list[str] = []
        self.t0 = time.perf_counter()

    def __call__(self, text: str) -> None:
        line = f"self-test: {text}"
        self.lines.append(line)
        if sys.stdout is not None:  # None in a windowed Windows program
            print(line, flush=True)
        if self.log is not None:
            try:
                self.log.parent.mkdir(parents=True, exist_ok=True)
                self.log.write_text("\n".join(self.lines) + "\n", "utf-8")
            except OSError:
                self.log = None

    def elapsed(self) -> str:
        return f"{time.perf_counter() - self.t0:.2f} s"


def _check(ok: bool, why: str) -> None:
    if not ok:
        raise SelfTestFailed(why)


def _settle(app: Any, rounds: int = 3) -> None:
    for _ in range(rounds):
        app.processEvents()


def _steps(app: Any, win: Any, say: Report, turns: int, seed: int) -> None:
    say(f"Qt platform {app.platformName()!r}, data folder {win.persist.store.dirs.data}")
    win.show()
    _settle(app)
    _check(win.isVisible(), "the main window did not show")
    say(f"window shown ({win.width()}x{win.height()}, title {win.windowTitle()!r})")

    # a new game through the window's new-game path (what the setup page's Start does)
    win.start_game(quick_setup("crossfire", RUNNERS, seed))
    _settle(app)
    table = win.table
    _check(table is not None and win.stack.currentWidget() is table, "the table did not open")
    g = table.game
    names = ", ".join(r.name for r in g.s.runners)
    say(f"game started: mission crossfire, {RUNNERS} runners ({names}), seed {seed}, "
        f"{len(g.s.obstacles)} obstacles in play, {len(g.s.market_row)} cards in the Black Market")

    # turns played by the UI's scripted player: drags from hand to obstacles, buttons, hand-offs
    logged: list[str] = []
    win.ctl.logged.connect(lambda line: logged.append(line))
    driver = Driver(table)
    for n in range(1, turns + 1):
        if table.game.pending is None:
            break
        before, seat = len(logged), table.game.s.current
        done = driver.play_turns(1)
        _settle(app)
        _check(done == 1 or table.game.pending is None, f"turn {n} did not finish (stuck at {table.game.pending})")
        r = table.game.s.runners[seat]
        say(f"turn played: {n} by {r.name} (HP {r.hp}/{r.max_hp}, {r.nuyen} nuyen), "
            f"{len(logged) - before} events logged, the log view shows {table.log_model.rowCount()} lines")
    _check(len(logged) > 0, "no event reached the table's log")
    if table.game.pending is None:
        say(f"the game ended early: {table.game.result}")

    # a few UI actions into the next turn, so the save holds actions to replay, not only a snapshot
    for _ in range(20):
        if table.game.pending is None or len(table.game.save()["actions"]) >= 2:
            break
        driver.act()
    _settle(app)

    # save: the controller autosaved after every action into the data folder; also a named save
    saved_hash = table.game.state_hash()
    store = win.persist.store
    _check(store.autosave_path.is_file(), f"no autosave at {store.autosave_path}")
    named = win.persist.save_named(SAVE_NAME, game_save(table.game))
    say(f"saved: autosave {store.autosave_path.name} and {named.name} in {store.dirs.data}, "
        f"state hash {saved_hash[:16]}")

    # reload: Menu, Leave the game (confirmed), then Continue (the autosave), then the named save
    click_widget(table.menu_btn)
    _settle(app)
    click_widget(table.pause.menu_buttons[4])  # Leave the game
    click_widget(table.pause.confirm_btn)
    _settle(app)
    _check(win.stack.currentWidget() is win.menu, "Menu did not return to the start screen")
    _check(win.menu.buttons["continue"].isEnabled(), "Continue is not offered after the autosave")
    click_widget(win.menu.buttons["continue"])
    _settle(app)
    _check(win.table is not None and win.table is not table, "Continue did not open the saved game")
    say(f"reloaded: Continue opened the autosave ({len(win.ctl.game.save()['actions'])} actions since "
        f"the last turn boundary)")
    got = win.table.game.state_hash()
    _check(got == saved_hash, f"the autosave reloads to another state: {got[:16]} != {saved_hash[:16]}")
    win.load(SAVE_NAME)
    _settle(app)
    got_named = win.table.game.state_hash()
    _check(got_named == saved_hash,
           f"the named save reloads to another state: {got_named[:16]} != {saved_hash[:16]}")
    say(f"state hash matches: autosave and {SAVE_NAME!r} both {saved_hash[:16]}")

    if win.table.game.pending is not None:
        more = Driver(win.table).play_turns(1)
        _settle(app)
        _check(more == 1 or win.table.game.pending is None, "the reloaded game could not go on")
        say(f"the reloaded game plays on: one more turn played ({win.table.log_model.rowCount()} log lines)")


def run_self_test(app: Any, win: Any, turns: int = TURNS, seed: int = SEED) -> int:
    """Drive an already built MainWindow (app.main builds it); 0 when every check held."""
    data = getattr(getattr(getattr(win, "persist", None), "store", None), "dirs", None)
    say = Report(Path(data.data) / "selftest.log" if data is not None else None)
    try:
        _steps(app, win, say, turns, seed)
    except Exception as exc:  # noqa: BLE001 - a self-test reports every failure and exits non-zero
        say(f"FAILED after {say.elapsed()}: {type(exc).__name__}: {exc}")
        if sys.stderr is not None:
            import traceback

            traceback.print_exc()
        return 1
    finally:
        win.close()
        _settle(app)
    say(f"OK in {say.elapsed()}")
    return 0

