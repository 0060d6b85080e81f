"""Attack the save paths as a busy household would (issue 28 items 1-7): two copies of the program on one
data folder, files changed under them, dates at the calendar's edges, a pack edited twice. Prints one row
per case: crashes (an exception escaping to the player), hangs (a step over 1 s or a copy that never
answers), saves lost (a change reported saved that is not on disk, or a save that can't be opened again).

    python bench/attack_copies.py [--root TREE] [--changes 20]

--root runs another checkout's code (its tests/copies helpers must exist: copy them over to compare).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class Tally:
    def __init__(self) -> None:
        self.rows: list[tuple[str, int, int, int, str]] = []

    def add(self, case: str, crashes: int, hangs: int, lost: int, note: str = "") -> None:
        self.rows.append((case, crashes, hangs, lost, note))
        print(f"{case:<50} {crashes:>7} {hangs:>5} {lost:>10}  {note}", flush=True)


def _env(root: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"}


class Copy:
    """A copy of the program's campaign paths in its own process (tests/copies/copy_process.py)."""

    def __init__(self, root: Path, data: Path, module: str = "tests.copies.copy_process") -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", module, str(data)], cwd=root, env=_env(root),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def ask(self, command: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline()

    def close(self) -> str:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=60)
            assert self.proc.stderr is not None
            return self.proc.stderr.read()
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return "hung at exit"


def _python(root: Path, code: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], cwd=root, env=_env(root),
                          capture_output=True, text=True, timeout=timeout)


def _seed_campaign(root: Path, data: Path) -> None:
    _python(root, """
        import sys
        from crossfire_desktop.campaign import Store, add_runner, new_campaign, save_campaign
        save_campaign(Store(sys.argv[1]), add_runner(new_campaign("Crew", campaign_id="crew"), "Ana", "Elf",
                      runner_id="ana"))
    """, str(data)).check_returncode()


def _on_disk(root: Path, data: Path) -> dict[str, object]:
    r = _python(root, """
        import json, sys
        from crossfire_desktop.campaign import Store, load_campaign
        c = load_campaign(Store(sys.argv[1]), "crew")
        print(json.dumps({"name": c.name, "runners": [r.name for r in c.runners], "ledger": len(c.ledger)}))
    """, str(data))
    return json.loads(r.stdout) if r.returncode == 0 else {"error": r.stderr[-300:]}


def two_copies_alternating(root: Path, work: Path, changes: int, tally: Tally) -> None:
    """Both copies open the campaign, then add runners in turn; a refused change is made once more."""
    data = work / "alternating"
    _seed_campaign(root, data)
    a, b = Copy(root, data), Copy(root, data)
    saved: list[str] = []
    crashes = hangs = 0
    for c in (a, b):
        c.ask("open crew")
    for i in range(changes):
        for tag, c in (("A", a), ("B", b)):
            name = f"{tag}{i}"
            for _ in range(2):  # a refusal reloads the newer campaign: the player makes the change again
                start = time.monotonic()
                line = c.ask(f"add {name}")
                hangs += time.monotonic() - start > 1.0
                if not line:
                    crashes += 1
                    break
                if json.loads(line).get("message") is None:
                    saved.append(name)
                    break
    crashes += sum("Traceback" in c.close() for c in (a, b))
    disk = _on_disk(root, data)
    lost = len([n for n in saved if n not in disk.get("runners", [])])
    tally.add(f"1. two copies, {2 * changes} changes in turn", crashes, hangs, lost, f"{len(saved)} reported saved")


def award_then_change(root: Path, work: Path, tally: Tally) -> None:
    data = work / "award"
    _seed_campaign(root, data)
    a, b = Copy(root, data), Copy(root, data)
    a.ask("open crew")
    b.ask("open crew")
    said = {"award": a.ask("award ana"), "Bo": b.ask("add Bo"), "Cy": a.ask("add Cy")}
    saved = [what for what, line in said.items() if line and json.loads(line).get("message") is None]
    crashes = sum("Traceback" in c.close() for c in (a, b))
    disk = _on_disk(root, data)
    kept = {"award": disk.get("ledger") == 1, "Bo": "Bo" in disk.get("runners", []), "Cy": "Cy" in disk.get("runners", [])}
    tally.add("1. award in A, runner added in B, change in A", crashes, 0, sum(not kept[w] for w in saved),
              f"{len(saved)} of 3 reported saved")


def import_replace(root: Path, work: Path, tally: Tally) -> None:
    data = work / "import"
    _seed_campaign(root, data)
    export = work / "replacement.json"
    _python(root, """
        import sys
        from pathlib import Path
        from crossfire_desktop.campaign import export_campaign, new_campaign
        export_campaign(new_campaign("Crew replaced", campaign_id="crew"), Path(sys.argv[1]))
    """, str(export)).check_returncode()
    a, b = Copy(root, data), Copy(root, data)
    b.ask("open crew")
    a.ask(f"import {export}")
    b.ask("add Bo")
    crashes = sum("Traceback" in c.close() for c in (a, b))
    tally.add("1. import Replace in A, change in B", crashes, 0, int(_on_disk(root, data).get("name") != "Crew replaced"))


def journal_cross_replay(root: Path, work: Path, tally: Tally) -> None:
    data = work / "journal"
    a, b = (Copy(root, data, "tests.copies.journal_copy") for _ in range(2))
    a.ask("start 3")
    b.ask("start 4")
    b_game = b.ask("hash").strip()
    a.ask("act 1")
    for c in (a, b):
        c.ask("crash")
    r = _python(root, """
        import sys
        from crossfire_desktop.ui.session.autosave_journal import recover
        from crossfire_desktop.ui.session.persist import Persist
        p = Persist(sys.argv[1]); print(recover(p)); print(p.load_game("").state_hash())
    """, str(data))
    lines = r.stdout.strip().splitlines()
    crashes = int(r.returncode != 0)
    wrong = int(bool(lines) and (lines[0] != "None" or lines[-1] != b_game))
    tally.add("2. A's action journaled after B started", crashes, 0, wrong, "replayed into B's game" if wrong else "")


def second_window(root: Path, work: Path, tally: Tally) -> None:
    data = work / "window"
    program = [sys.executable, "-m", "crossfire_desktop", "--data-dir", str(data)]
    first = subprocess.Popen(program, cwd=root, env=_env(root), stderr=subprocess.DEVNULL)
    time.sleep(8)  # the first window is up
    try:
        second = subprocess.run([*program, "--quit-when-shown"], cwd=root, env=_env(root), capture_output=True,
                                text=True, timeout=120)
        hangs = 0
    except subprocess.TimeoutExpired:
        second, hangs = None, 1
    first.kill()
    first.wait()
    shared = int(second is not None and second.returncode == 0)  # two windows on one autosave
    tally.add("2. second window on the same folder", 0, hangs, shared,
              "both ran on one autosave" if shared else "refused, first brought forward")


def temp_removed(root: Path, work: Path, tally: Tally) -> None:
    data = work / "temps"
    _python(root, "import sys; from crossfire_desktop.campaign import Store; Store(sys.argv[1]).write_autosave({'n': 1})",
            str(data)).check_returncode()
    auto = data / "autosave" / "autosave.json"
    os.utime(auto, (time.time() - 3600, time.time() - 3600))
    a = subprocess.Popen([sys.executable, "-m", "tests.copies.paused_writer", str(data)], cwd=root, env=_env(root),
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert a.stdin is not None and a.stdout is not None
    a.stdout.readline()
    b = subprocess.Popen([sys.executable, "-c", "import sys; from crossfire_desktop.campaign import Store; "
                          "Store(sys.argv[1]).write_autosave({'by': 'B'})", str(data)], cwd=root, env=_env(root))
    time.sleep(1.0)
    a.stdin.write("go\n")
    a.stdin.flush()
    failed = int(a.stdout.readline().strip() != "written")
    a.wait()
    b.wait()
    tally.add("3. a write in progress while the other copy writes", 0, 0, failed)


def run_tests(root: Path, case: str, test: str, tally: Tally) -> None:
    """A case pinned by a test: each failing test counts one save lost (or one crash when it raised)."""
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rf", "-p", "no:cacheprovider", test], cwd=root,
                       env=_env(root), capture_output=True, text=True, timeout=600)
    failed = r.stdout.count("\nFAILED ")
    # a failure whose error is not the test's own assertion is an exception the player would have met
    firsts = [line.split()[1] for line in r.stdout.splitlines() if line.startswith("E       ") and len(line.split()) > 1
              and line.split()[1].endswith(":") and line.split()[1][:1].isupper()]
    crashed = sum(1 for e in firsts if e.endswith(":") and e.rstrip(":") not in ("AssertionError", "Failed"))
    summary = [line for line in r.stdout.splitlines() if " passed" in line or " failed" in line]
    tally.add(case, crashed, 0, failed - crashed, summary[-1].strip("= ")[:60] if summary else "")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--changes", type=int, default=20)
    args = parser.parse_args()
    root = args.root.resolve()
    tally = Tally()
    print(f"{'case':<50} {'crashes':>7} {'hangs':>5} {'saves lost':>10}")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        two_copies_alternating(root, work, args.changes, tally)
        award_then_change(root, work, tally)
        import_replace(root, work, tally)
        journal_cross_replay(root, work, tally)
        second_window(root, work, tally)
        temp_removed(root, work, tally)
    run_tests(root, "4. pack edited twice / replaced by import", "tests/ui/test_pack_versions.py", tally)
    run_tests(root, "5. 8,300 and 20,000 ledger entries", "tests/campaign/test_save_limits.py", tally)
    run_tests(root, "6. saved_at and ledger dates at the edges", "tests/ui/test_dates_at_the_edges.py", tally)
    run_tests(root, "7. setup edited, checksum recomputed/removed", "tests/campaign/test_setup_in_the_hash.py", tally)
    total = [sum(row[i] for row in tally.rows) for i in (1, 2, 3)]
    print(f"{'total':<50} {total[0]:>7} {total[1]:>5} {total[2]:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
