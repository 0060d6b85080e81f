"""Fuzz the save folder: corrupted files of every kind, loaded through the program's own code.

    python bench/fuzz_saves.py [--cases 1200] [--seed 1] [--timeout 20]

Each case copies a pristine data folder (autosave and named game save with backups, a campaign with its
backup, settings, UI preferences, a campaign export to import), corrupts one file, then does what the
program does: load it (Continue / Load / open campaign / import / start-up), take the backup when one is
offered, and go on writing (a new mission's autosaves, Save as, a campaign save, settings and prefs).
A worker process runs the cases; a case that doesn't answer within --timeout is a hang, a worker that
dies or an exception other than the reported kinds is a crash, and a corrupted file or its backup whose
bytes no longer exist anywhere in the folder is a lost save. Prints the counts; exit 1 unless 0 crashes,
0 hangs and 0 lost.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import select
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TARGETS = ("autosave", "named", "campaign", "import", "settings", "prefs")
GAME_ONLY = ("unknown_card", "removed_action", "edited_snapshot")
KINDS = (
    "bitflip_key", "bitflip_string", "bitflip_any", "truncate", "deep_nesting", "huge_number", "wrong_type",
    "wrong_type_resummed", "unknown_card", "removed_action", "edited_snapshot", "fifo", "dev_zero", "garbage",
    "empty", "directory",
)


# -- the pristine folder ---------------------------------------------------------------------------
def build_template(folder: Path) -> None:
    from crossfire_desktop.bots.random_policy import RandomPolicy
    from crossfire_desktop.campaign import add_runner, buy_sticker, export_campaign, new_campaign
    from crossfire_desktop.engine import new_game, quick_setup
    from crossfire_desktop.saves import game_save
    from crossfire_desktop.ui.session.persist import Persist

    persist = Persist(folder / "data")
    game = new_game(quick_setup("crossfire", 3, 4), persist.catalog)
    policy = RandomPolicy(seed=2)
    while game.pending is not None and (game.save()["snapshot"] is None or len(game.save()["actions"]) < 4):
        game.apply(policy.choose(game))
    before = new_game(quick_setup("crossfire", 2, 8), persist.catalog)
    for g in (before, game):  # two writes: the autosave and named save get a backup
        persist.autosave(game_save(g))
        persist.save_named("friday", game_save(g))
    crew = new_campaign("Night Crew", campaign_id="crew")
    for i, (who, meta) in enumerate([("Ana", "Elf"), ("Bo", "Troll"), ("Cy", "Human")]):
        crew = add_runner(crew, who, meta, runner_id=f"r{i}", karma_earned=40)
    sticker = min(persist.catalog.decks["upgrades"], key=lambda c: getattr(c, "karma", 0))
    persist.save_campaign(crew)
    crew = buy_sticker(crew, "r0", sticker)
    persist.save_campaign(crew)
    persist.settings.animation_ms = 120
    persist.save_settings()
    persist.settings.animation_ms = 450
    persist.save_settings()
    persist.prefs.ui_scale = 1.25
    persist.prefs.last_setup = quick_setup("crossfire", 3, 4).model_dump()
    persist.save_prefs()
    export_campaign(crew, folder / "from-a-friend.json")


def target_path(base: Path, target: str) -> Path:
    data = base / "data"
    return {
        "autosave": data / "autosave" / "autosave.json",
        "named": data / "games" / "friday.json",
        "campaign": data / "campaigns" / "crew.json",
        "import": base / "from-a-friend.json",
        "settings": data / "config" / "settings.json",
        "prefs": data / "config" / "ui-prefs.json",
    }[target]


# -- corruptions -----------------------------------------------------------------------------------
def _spans(text: str, keys: bool) -> list[tuple[int, int]]:
    """(start, end) of JSON strings that are keys (followed by ':') or values."""
    out, i = [], 0
    while (i := text.find('"', i)) >= 0:
        j = i + 1
        while j < len(text) and text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        is_key = text[j + 1:j + 3].lstrip().startswith(":")
        if is_key == keys and j > i + 1:
            out.append((i + 1, j))
        i = j + 1
    return out


def _flip(raw: bytes, lo: int, hi: int, rng: random.Random) -> bytes:
    pos = rng.randrange(lo, hi)
    return raw[:pos] + bytes([raw[pos] ^ (1 << rng.randrange(8))]) + raw[pos + 1:]


def _leaves(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in _leaves(v, (*path, k))]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in _leaves(v, (*path, i))]
    return [path]


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> None:
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


def _resum(env: dict[str, Any]) -> None:
    from crossfire_desktop.campaign.envelope import checksum

    if "checksum" in env:
        env["checksum"] = checksum(env["data"])


def corrupt(path: Path, kind: str, target: str, rng: random.Random) -> None:
    raw = path.read_bytes()
    text = raw.decode("utf-8")
    envelope = target != "prefs"
    env = json.loads(text)
    data = env["data"] if envelope else env
    out: bytes | None = None
    if kind in ("bitflip_key", "bitflip_string"):
        spans = _spans(text, keys=kind == "bitflip_key") or _spans(text, keys=True)
        lo, hi = rng.choice(spans)
        out = _flip(raw, len(text[:lo].encode()), len(text[:hi].encode()), rng)
    elif kind == "bitflip_any":
        out = _flip(raw, 0, len(raw), rng)
    elif kind == "truncate":
        out = raw[: rng.randrange(0, len(raw))]
    elif kind == "deep_nesting":
        depth = rng.choice([500, 1_000, 5_000, 200_000])
        leaf = rng.choice(_leaves(data) or [()])
        body = "[" * depth + "1" + "]" * depth
        marker = "__DEEP__"
        if leaf:
            _set(data, leaf, marker)
        else:
            data = marker
        out = json.dumps(env if envelope else data).replace(f'"{marker}"', body).encode()
    elif kind == "huge_number":
        leaf = rng.choice(_leaves(data))
        _set(data, leaf, "__HUGE__")
        out = json.dumps(env).replace('"__HUGE__"', "9" * rng.choice([4_301, 5_000, 50_000])).encode()
    elif kind in ("wrong_type", "wrong_type_resummed"):
        leaf = rng.choice(_leaves(data))
        _set(data, leaf, rng.choice(["oops", 3, -1, 2.5, None, True, [], {}, [1, "a"], {"k": 1}, "9" * 30]))
        if kind == "wrong_type_resummed" and envelope:
            _resum(env)
        out = json.dumps(env).encode()
    elif kind == "unknown_card":
        snap = data["snapshot"]["state"]
        if rng.random() < 0.5:
            snap["defs"][rng.randrange(len(snap["defs"]))] = "no_such_card"
        else:
            runner = rng.choice(snap["runners"])
            runner["hand"].append(len(snap["defs"]) + rng.randrange(1, 1000))
        _resum(env)
        out = json.dumps(env).encode()
    elif kind == "removed_action":
        data["actions"].pop(rng.randrange(len(data["actions"])))
        _resum(env)
        out = json.dumps(env).encode()
    elif kind == "edited_snapshot":
        state = data["snapshot"]["state"]
        ints = [p for p in _leaves(state) if isinstance(_get(state, p), int) and not isinstance(_get(state, p), bool)]
        p = rng.choice(ints)
        _set(state, p, _get(state, p) + rng.choice([-1, 1, 7]))
        _resum(env)
        out = json.dumps(env).encode()
    elif kind == "garbage":
        out = bytes(rng.randrange(256) for _ in range(rng.choice([1, 100, 5000])))
    elif kind == "empty":
        out = b""
    if out is not None:
        path.write_bytes(out)
        return
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
        (path / "inside.json").write_text("{}")


def _get(obj: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        obj = obj[p]
    return obj


def kinds_for(target: str) -> list[str]:
    out = [k for k in KINDS if k not in GAME_ONLY or target in ("autosave", "named")]
    if sys.platform == "win32":
        out = [k for k in out if k not in ("fifo", "dev_zero")]
    return out


def cases(count: int, seed: int) -> list[tuple[int, str, str]]:
    """(seed, target, kind): every target x kind pair first, then random ones up to `count`."""
    rng = random.Random(seed)
    pairs = [(t, k) for t in TARGETS for k in kinds_for(t)]
    out = [(rng.randrange(1 << 30), t, k) for t, k in pairs]
    while len(out) < count:
        t = rng.choice(TARGETS)
        out.append((rng.randrange(1 << 30), t, rng.choice(kinds_for(t))))
    return out[:max(count, len(pairs))]


# -- one case, in the worker -------------------------------------------------------------------------
def _node(path: Path) -> tuple[str, bytes | None]:
    st = path.lstat()
    if stat.S_ISREG(st.st_mode):
        return "file", path.read_bytes()
    return ("fifo" if stat.S_ISFIFO(st.st_mode) else "link" if stat.S_ISLNK(st.st_mode) else "dir"), None


def _everything(base: Path) -> tuple[set[bytes], Counter[str]]:
    blobs: set[bytes] = set()
    nodes: Counter[str] = Counter()
    for dirpath, dirnames, filenames in os.walk(base):
        for name in [*filenames, *dirnames]:
            p = Path(dirpath) / name
            kind, content = _node(p)
            nodes[kind] += 1
            if content is not None:
                blobs.add(content)
    return blobs, nodes


def run_case(template: Path, work: Path, case_seed: int, target: str, kind: str) -> str:
    """"ok" (loaded), "reported" (a SaveError or a refusal the UI shows), or "lost: ..."; raises on a crash."""
    from crossfire_desktop.campaign import ImportConflict, SaveError, Store, import_campaign, read_export
    from crossfire_desktop.engine import new_game, quick_setup
    from crossfire_desktop.saves import game_save
    from crossfire_desktop.ui.session.persist import Persist

    base = work / "case"
    if base.exists():
        shutil.rmtree(base)
    shutil.copytree(template, base, symlinks=True)
    path = target_path(base, target)
    corrupt(path, kind, target, random.Random(case_seed))
    watched = [path]
    if target != "prefs" and target != "import":
        watched.append(Store.backup_path(path))
    must_keep = [_node(p) for p in watched if os.path.lexists(p)]
    _, nodes_before = _everything(base)

    result = "ok"
    persist = Persist(base / "data")  # start-up: settings and prefs are read (and set aside when broken)
    if target in ("autosave", "named"):
        name = "" if target == "autosave" else "friday"
        try:
            persist.load_game(name)
        except SaveError as exc:
            result = "reported"
            if exc.backup is not None:
                persist.load_game(name, backup=True)
        fresh = new_game(quick_setup("crossfire", 2, case_seed % 1000))
        if target == "autosave":  # New mission: its first autosaves
            persist.autosave(game_save(fresh))
            persist.autosave(game_save(fresh))
        else:  # Save as, over the same name
            with contextlib.suppress(SaveError, OSError, ValueError):
                persist.save_named("friday", game_save(fresh))
    elif target == "campaign":
        summaries = persist.campaigns()
        try:
            persist.load_campaign("crew")
        except SaveError as exc:
            result = "reported"
            if exc.backup is not None:  # the list's "Restore the backup"
                persist.save_campaign_keeping(persist.load_campaign_backup("crew"))
        if not any(s.id == "crew" for s in summaries):
            result = "reported"
    elif target == "import":
        store = persist.store
        try:
            import_campaign(store, path)
        except ImportConflict:  # the good file: it clashes with the stored crew, so import a copy
            import_campaign(store, path, rename=read_export(path).name[:60] + " (imported)")
        except SaveError:
            result = "reported"
    elif target == "settings":
        if persist.settings_problem is not None:
            result = "reported"
        persist.save_settings()
    elif target == "prefs":
        if persist.notices:
            result = "reported"
        persist.save_prefs()

    if result == "ok":  # a save that loads may be replaced by the program's next writes, as any save is
        return result
    blobs, nodes = _everything(base)
    for (node, content), p in zip(must_keep, watched, strict=False):
        if node == "file" and content not in blobs:
            return f"lost: {p.name} ({len(content or b'')} bytes) is gone"
        if node != "file" and nodes[node] < nodes_before[node]:
            return f"lost: the {node} at {p.name} is gone"
    return result


def worker(template: Path) -> None:
    """Read "seed target kind" lines, answer one JSON line each."""
    work = Path(tempfile.mkdtemp(prefix="fuzz-saves-"))
    try:
        for line in sys.stdin:
            case_seed, target, kind = line.split()
            try:
                out = {"result": run_case(template, work, int(case_seed), target, kind)}
            except BaseException as exc:  # noqa: BLE001 - a crash is what this looks for
                out = {"result": "crash", "why": "".join(traceback.format_exception(exc))[-1500:]}
            print(json.dumps(out), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


# -- the driver ------------------------------------------------------------------------------------------
class Worker:
    def __init__(self, template: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", str(template)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT, text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        )

    def ask(self, line: str, timeout: float) -> dict[str, Any] | None:
        """The answer, {"result": "crash"} when the worker died, None when it didn't answer in time."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            return {"result": "crash", "why": f"worker died (exit {self.proc.poll()})"}
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        answer = self.proc.stdout.readline()
        if not answer:
            return {"result": "crash", "why": f"worker died (exit {self.proc.wait()})"}
        return dict(json.loads(answer))

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()


def run_fuzz(count: int, seed: int, timeout: float = 20.0, first_timeout: float = 120.0) -> dict[str, Any]:
    """Run `count` cases (at least one per target x kind); returns counts and the first problems."""
    counts: Counter[str] = Counter()
    per_kind: dict[str, Counter[str]] = {}
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="fuzz-template-") as tmp:
        template = Path(tmp) / "template"
        template.mkdir()
        build_template(template)
        w = Worker(template)
        started = time.perf_counter()
        try:
            for i, (case_seed, target, kind) in enumerate(cases(count, seed)):
                answer = w.ask(f"{case_seed} {target} {kind}", first_timeout if i == 0 else timeout)
                if answer is None:
                    label, why = "hang", f"no answer in {timeout:.0f} s"
                    w.stop()
                    w = Worker(template)
                else:
                    result = str(answer["result"])
                    label = "lost" if result.startswith("lost") else result
                    why = str(answer.get("why", result))
                    if label == "crash" and "worker died" in why:
                        w.stop()
                        w = Worker(template)
                counts[label] += 1
                per_kind.setdefault(f"{target}/{kind}", Counter())[label] += 1
                if label in ("crash", "hang", "lost") and len(problems) < 20:
                    problems.append(f"{target}/{kind} seed {case_seed}: {why}")
        finally:
            w.stop()
        seconds = time.perf_counter() - started
    return {"counts": counts, "per_kind": per_kind, "problems": problems, "seconds": seconds}


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        worker(Path(sys.argv[2]))
        return 0
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--per-kind", action="store_true", help="print the counts of each target/kind")
    args = parser.parse_args()
    out = run_fuzz(args.cases, args.seed, args.timeout)
    c = out["counts"]
    total = sum(c.values())
    print(f"{total} corrupted files in {out['seconds']:.0f} s: loaded-ok {c['ok']}, reported-as-SaveError "
          f"{c['reported']}, crashes {c['crash']}, hangs {c['hang']}, lost saves {c['lost']}")
    if args.per_kind:
        for key, kc in sorted(out["per_kind"].items()):
            print(f"  {key:32s} " + ", ".join(f"{k} {v}" for k, v in sorted(kc.items())))
    for p in out["problems"]:
        print("  PROBLEM", p)
    return 1 if c["crash"] or c["hang"] or c["lost"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
