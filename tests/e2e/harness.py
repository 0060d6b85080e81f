"""The end-to-end harness: an X display (Xvfb), the installed program started on it as a separate process,
X input (xdotool), the program's geometry probe (ui/shell/e2e_probe.py), root-window screenshots and the saved
game (autosave plus its journal) read back with the engine.

The tests never touch the program's widgets: they read where things are from the probe and send mouse
and key events to the X server, as a player's hands would."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import crossfire_desktop

TOOLS = ("Xvfb", "xdotool", "import", "identify")  # import, identify: ImageMagick's screenshot and image info
REPO = Path(crossfire_desktop.__file__).resolve().parents[1]
POLL = 0.02  # seconds between two looks at the probe or the save
WAIT_S = 60.0  # how long a wait for a state gives the program (it returns once the state is there): generous, a
# loaded machine (a whole test run beside other work) took over 10 s to show a step
DOUBLE_CLICK_S = 0.45  # Qt's double-click interval on X11 is 400 ms


class E2EError(AssertionError):
    pass


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def tools_verdict(missing: list[str], environ: dict[str, str]) -> tuple[str, str] | None:
    """("skip" or "fail", why) when tools are missing: locally the e2e tests skip, in CI they fail."""
    if not missing:
        return None
    why = f"the end-to-end tests need {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
    if environ.get("CI", "").lower() in ("true", "1"):
        return "fail", why + ": CI must run them"
    return "skip", why


class XServer:
    """Xvfb at one screen size. CROSSFIRE_E2E_DISPLAY picks the display number (shared machines);
    otherwise Xvfb takes the first free one."""

    def __init__(self, width: int, height: int, log: Path) -> None:
        self.size = (width, height)
        read, write = os.pipe()
        fixed = os.environ.get("CROSSFIRE_E2E_DISPLAY")
        cmd = ["Xvfb", *([f":{fixed}"] if fixed else []), "-displayfd", str(write), "-screen", "0",
               f"{width}x{height}x24", "-nolisten", "tcp", "-noreset"]
        with open(log, "ab") as out:
            self.proc = subprocess.Popen(cmd, pass_fds=(write,), stdout=out, stderr=out)
        os.close(write)
        number = self._read_display(read)
        self.display = f":{number}"

    def _read_display(self, fd: int) -> str:
        """Xvfb writes its display number once it accepts clients; a dead or silent server fails in 10 s."""
        import select

        got = b""
        deadline = time.monotonic() + 10
        try:
            while not got.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    self.stop()
                    raise E2EError(f"Xvfb did not start (exit code {self.proc.poll()})")
                ready, _, _ = select.select([fd], [], [], left)
                if ready:
                    chunk = os.read(fd, 16)
                    if not chunk:
                        continue
                    got += chunk
        finally:
            os.close(fd)
        return got.decode().strip()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def write_data_dir(data: Path, *, last_setup: dict[str, Any] | None = None, **settings: Any) -> None:
    """A data folder as a player's would be: English words, the given settings and New mission's last team."""
    from crossfire_desktop.campaign import Settings, Store

    store = Store(data)
    store.write("settings", "settings", Settings(language="en", **settings))
    if last_setup is not None:
        store.dirs.config.mkdir(parents=True, exist_ok=True)
        (store.dirs.config / "ui-prefs.json").write_text(json.dumps({"last_setup": last_setup}), "utf-8")


class Program:
    """`python3 -m crossfire_desktop --data-dir DATA` on the X server, with the geometry probe."""

    def __init__(self, x: XServer, data: Path, shots: Path, repo: Path = REPO) -> None:
        """`repo`: the source tree the program runs from (a bench compares two)."""
        self.x = x
        self.data = data
        self.shots = shots
        shots.mkdir(parents=True, exist_ok=True)
        self.probe_path = shots / "probe.json"
        self.probe_path.unlink(missing_ok=True)
        env = dict(os.environ)
        env.update({"DISPLAY": x.display, "QT_QPA_PLATFORM": "xcb", "CROSSFIRE_E2E_PROBE": str(self.probe_path),
                    "PYTHONPATH": os.pathsep.join([str(repo), *filter(None, [env.get("PYTHONPATH")])])})
        env.pop("QT_SCALE_FACTOR", None)
        self.env = env
        self.log = open(shots / "program.log", "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen([sys.executable, "-m", "crossfire_desktop", "--data-dir", str(data)],
                                     env=env, stdout=self.log, stderr=self.log, cwd=str(shots))
        self.shot_count = 0
        self.last_press = (-100, -100, 0.0)
        try:
            self.state = self.wait(lambda p: p.get("screen") == "menu", "the start screen", timeout=WAIT_S)
            self.fit_window()
            # the start screen gets its last parts after its first paint (the tutorial offer above the
            # buttons moves them): aim once it is final, or a click meant for one button lands on another
            self.state = self.wait(lambda p: p.get("warmed"), "the start screen's last parts", timeout=WAIT_S)
        except BaseException:
            self.stop()  # never left running behind a failed start
            raise

    # -- the probe ------------------------------------------------------------------------------
    def probe(self) -> dict[str, Any]:
        try:
            return dict(json.loads(self.probe_path.read_text("utf-8")))
        except (OSError, ValueError):
            return {}

    def wait(self, ready: Callable[[dict[str, Any]], Any], what: str, timeout: float = WAIT_S) -> dict[str, Any]:
        """Poll the probe until `ready(probe)` is true; on time-out, a screenshot and a clear failure."""
        deadline = time.monotonic() + timeout
        while True:
            p = self.probe()
            if p and ready(p):
                self.state = p
                return p
            if self.proc.poll() is not None:
                self.fail(f"the program exited (code {self.proc.returncode}) while waiting for {what}")
            if time.monotonic() > deadline:
                self.fail(f"timed out after {timeout:.0f} s waiting for {what}; the probe says: "
                          f"screen={p.get('screen')!r} table={_short(p.get('table'))}")
            time.sleep(POLL)

    def settled(self, quiet: float = 0.06, timeout: float = 5.0) -> dict[str, Any]:
        """The probe once nothing was painted for `quiet` seconds: what it says is on screen now (the
        table's layout moves after a change as it fits its cards; a first paint can come late)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = self.probe()
            if state and time.monotonic() - float(state.get("last_paint", 0.0)) >= quiet:
                break
            time.sleep(POLL)
        self.state = self.probe() or self.state
        return self.state

    def next_state(self, seq: Any, timeout: float = 0.5) -> dict[str, Any]:
        """The probe once it changed after `seq`, or as it is when nothing changed within `timeout`
        (an input that changes nothing on screen: a wheel turned at the end of a row)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            p = self.probe()
            if p and p.get("seq") != seq:
                break
            time.sleep(POLL)
        self.state = self.probe() or self.state
        return self.state

    def fail(self, message: str) -> None:
        path = self.screenshot("FAILED")
        raise E2EError(f"{message}\nscreenshot: {path}\nprogram log: {self.shots / 'program.log'}")

    # -- X input ---------------------------------------------------------------------------------
    def xdo(self, *args: Any) -> None:
        subprocess.run(["xdotool", *map(str, args)], env=self.env, check=True, timeout=30)

    def fit_window(self) -> None:
        """The window fills the screen, as a maximised window would (there is no window manager)."""
        w, h = self.x.size
        win = self.state["window"]["id"]
        self.xdo("windowmove", win, 0, 0, "windowsize", win, w, h)
        self.wait(lambda p: p["window"]["rect"] == [0, 0, w, h], f"the window at {w}x{h}")

    def _press_at(self, x: int, y: int) -> None:
        """A press on the spot of the last one comes after the double-click interval, as a player's next
        separate click or drag does (else Qt reads the second press as a double-click)."""
        last_x, last_y, last_t = self.last_press
        wait = DOUBLE_CLICK_S - (time.monotonic() - min(last_t, time.monotonic()))
        if abs(x - last_x) + abs(y - last_y) < 8 and wait > 0:
            time.sleep(wait)
        self.last_press = (x, y, float("inf"))  # set again once the press is surely done (_pressed)

    def _pressed(self) -> None:
        x, y, _ = self.last_press
        self.last_press = (x, y, time.monotonic())

    def click(self, rect: list[int], button: int = 1) -> None:
        x, y = centre(rect)
        self._press_at(x, y)
        self.xdo("mousemove", x, y, "sleep", 0.03, "click", button)  # no --sync: it stalls when already there
        self._pressed()

    def drag(self, start: list[int], end: list[int], steps: int = 8) -> None:
        """Button down on `start`'s centre, moves with the button held, button up on `end`'s centre."""
        (x0, y0), (x1, y1) = centre(start), centre(end)
        self._press_at(x0, y0)
        args: list[Any] = ["mousemove", x0, y0, "sleep", 0.03, "mousedown", 1]
        for i in range(1, steps + 1):
            args += ["sleep", 0.015, "mousemove", x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps]
        args += ["sleep", 0.05, "mousemove", x1 + 1, y1, "sleep", 0.03, "mouseup", 1]
        self.xdo(*args)
        self._pressed()

    def key(self, *names: str) -> None:
        self.xdo("key", "--delay", 30, *names)

    def button(self, text: str, *, prefix: bool = False) -> list[int]:
        """The rectangle of the visible, enabled button reading `text` (or starting with it)."""
        for b in self.state.get("buttons", []):
            if b["enabled"] and (b["text"].startswith(text) if prefix else b["text"] == text):
                return list(b["rect"])
        self.fail(f"no enabled button {text!r}; buttons: {[b['text'] for b in self.state.get('buttons', [])]}")
        raise AssertionError  # not reached

    def click_button(self, text: str, *, prefix: bool = False) -> None:
        self.click(self.button(text, prefix=prefix))

    def type_into(self, label: str, text: str) -> None:
        """Click the form field labelled `label`, select what it holds (Ctrl+A) and type `text`."""
        field = next((f for f in self.state.get("fields", []) if f["label"] == label), None)
        if field is None and any(b["text"] == "Advanced" and not b["checked"] for b in self.state.get("buttons", [])):
            self.click_button("Advanced")  # the field may be in the Advanced box, closed at first
            self.wait(lambda s: any(f["label"] == label for f in s.get("fields", [])), f"the field {label!r}")
            field = next((f for f in self.state.get("fields", []) if f["label"] == label), None)
        if field is None:
            self.fail(f"no field {label!r}; fields: {[f['label'] for f in self.state.get('fields', [])]}")
            return
        self.click(field["rect"])
        self.key("ctrl+a")
        self.xdo("type", "--delay", 20, text)

    # -- screenshots -----------------------------------------------------------------------------
    def screenshot(self, name: str) -> Path:
        """The whole root window, as the player sees it once painting stopped, numbered in the order taken."""
        self.settled()
        self.shot_count += 1
        path = self.shots / f"{self.shot_count:03d}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, timeout=30,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return path

    def colours(self, shot: Path) -> int:
        """How many colours a screenshot holds: a table of painted cards has thousands, a plain cover few."""
        out = subprocess.run(["identify", "-format", "%k", str(shot)], env=self.env, timeout=30,
                             capture_output=True, text=True, check=True)
        return int(out.stdout.strip())

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()  # SIGTERM: the program closes as its Quit does (ui/shell/terminate.py)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


def centre(rect: list[int]) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def _short(table: Any) -> str:
    if not isinstance(table, dict):
        return "-"
    return json.dumps({k: table.get(k) for k in ("decision", "prompt", "message", "tutorial", "handoff")})[:600]


# -- the saved game --------------------------------------------------------------------------------
class SavedGame:
    """The game as the program saved it: the autosave plus the journal lines written after it."""

    def __init__(self, data: Path) -> None:
        from crossfire_desktop.campaign import Store
        from crossfire_desktop.campaign.pack_files import packs_folder
        from crossfire_desktop.catalog import load_catalog
        from crossfire_desktop.saves import game_check

        self.store = Store(data, checks={"game": game_check(load_catalog(), packs_folder(data))})
        self.path = self.store.autosave_path
        self.journal = self.path.with_name("autosave.journal")
        self.mark = ("", 0)  # the autosave's hash and the actions journaled after it, at the last load

    def progress(self, game: Any) -> tuple[str, str, str, int]:
        """What changes with every action the program applies (read just after `load`): the state, the
        decision, or one more journal line (an answer can leave the state as it was)."""
        return (game.state_hash(), repr(game.pending), *self.mark)

    @staticmethod
    def moved_on(before: tuple[str, str, str, int], now: tuple[str, str, str, int]) -> bool:
        return before[:2] != now[:2] or (before[2] == now[2] and now[3] > before[3])

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> Any:
        """The Game; None while the files are being replaced (the caller polls again)."""
        from crossfire_desktop.campaign import SaveError
        from crossfire_desktop.engine.actions import action_from_json

        try:
            before = hashlib.sha256(self.path.read_bytes()).hexdigest()
            game = self.store.read_autosave().data.game
            lines = self.journal.read_text("utf-8").splitlines() if self.journal.exists() else []
            if hashlib.sha256(self.path.read_bytes()).hexdigest() != before:
                return None
        except (OSError, ValueError, SaveError):
            return None
        try:
            head = json.loads(lines[0]) if lines else {}
        except ValueError:
            return None  # the first line being written
        self.mark = (before, len(lines) - 1 if head.get("base") == before else 0)
        if head.get("base") == before:  # else the autosave is newer than the journal and holds it all
            for text in lines[1:]:
                try:
                    entry = json.loads(text)
                except ValueError:
                    return None  # a line being written
                if entry.get("undo"):
                    game.undo()
                else:
                    game.apply(action_from_json(entry["a"]))
        return game

    def wait(self, ready: Callable[[Any], bool], what: str, program: Program, timeout: float = WAIT_S) -> Any:
        deadline = time.monotonic() + timeout
        last = None
        while True:
            game = self.load() if self.exists() else None
            if game is not None and ready(game):
                return game
            last = game or last
            if time.monotonic() > deadline:
                said = "no readable save" if last is None else f"it waits on {last.pending}"
                program.fail(f"timed out after {timeout:.0f} s waiting for the saved game to show {what}; {said}")
            time.sleep(POLL)
