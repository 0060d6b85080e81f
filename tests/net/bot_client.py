"""A player's computer at a network table, played by a seeded random choice among its legal actions.

    python -m tests.net.bot_client --address 127.0.0.1:PORT --code CODE --name P1 --seats 0 [--token T] [--games N]

It prints one JSON line per event worth a test's attention: welcome (with its token), each action sent,
the end (result and the view's hash). When the connection drops it tries again with its token. With --games N it
stays at the table after an end and says ready again in the host's fresh lobby, until N games ended."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from crossfire_desktop.catalog import load_catalog  # noqa: E402
from crossfire_desktop.engine import GameSetup, action_to_json  # noqa: E402
from crossfire_desktop.net.mirror import MirrorGame  # noqa: E402
from crossfire_desktop.ui.network.transport import ClientConnection  # noqa: E402


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--address", required=True)
    ap.add_argument("--code", required=True)
    ap.add_argument("--name", required=True)
    ap.add_argument("--seats", default="")
    ap.add_argument("--token", default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pause-ms", type=int, default=60)  # a quick player; the host drops floods
    ap.add_argument("--games", type=int, default=1)
    # how long it keeps trying a host that is down: a host started again on a loaded machine took over the 30 s
    # that 120 tries 250 ms apart were (the players gave up and the test failed); the window's tries last 2 min
    ap.add_argument("--patience-s", type=float, default=300.0)
    args = ap.parse_args()
    app = QCoreApplication(sys.argv[:1])
    cat = load_catalog()
    seats = {int(s) for s in args.seats.split(",") if s}
    rng = random.Random(args.seed)
    state: dict[str, object] = {"token": args.token, "mirror": None, "seq": 0, "down_since": None, "sent": -1,
                                 "ended": 0}
    conn = ClientConnection()

    def connect() -> None:
        conn.open(args.address, args.code, args.name, state["token"])  # type: ignore[arg-type]

    def on_message(m: dict) -> None:
        kind = m.get("kind")
        if kind == "welcome":
            state["token"] = m["token"]
            state["setup"] = m["setup"]
            state["down_since"] = None
            say(event="welcome", token=m["token"])
            if args.token is None:
                for s in seats:
                    conn.send({"v": 1, "kind": "take_seat", "seat": s})
                conn.send({"v": 1, "kind": "ready", "ready": True})
        elif kind == "update":
            mirror = state["mirror"]
            if mirror is None:
                mirror = state["mirror"] = MirrorGame(GameSetup.model_validate(state["setup"]), cat, seats)
            mirror.update(m["view"], m["pending"], m["actions"], m["can_undo"])
            if mirror.hash != m["hash"]:
                conn.send({"v": 1, "kind": "resync"})
                return
            state["seq"] = m["seq"]
            if m["result"] is not None:
                say(event="over", result=m["result"], round=mirror.s.round, hash=mirror.hash)
                state["ended"] = int(state["ended"]) + 1  # type: ignore[call-overload]
                if int(state["ended"]) >= args.games:  # type: ignore[call-overload]
                    QTimer.singleShot(100, app.quit)
                return
            QTimer.singleShot(args.pause_ms, act)
        elif kind == "lobby" and not m["lobby"]["started"] and state["mirror"] is not None:
            # the host opened its table for another game: a new copy, and ready again in the seats kept
            state.update(mirror=None, seq=0, sent=-1)
            say(event="lobby_again", seats=[p["seats"] for p in m["lobby"]["players"] if p["name"] == args.name])
            conn.send({"v": 1, "kind": "ready", "ready": True})
        elif kind in ("error", "refused"):
            say(event=kind, code=m.get("code"))
            if m.get("code") == "flood":  # dropped: answer again once the host lets us
                state["sent"] = -1
                QTimer.singleShot(1000, act)

    def act() -> None:
        mirror = state["mirror"]
        if mirror is None or mirror.pending is None or mirror.pending.runner not in seats:
            return
        if state["sent"] == state["seq"]:
            return  # one answer per position
        legal = mirror.legal_actions()
        if legal:
            state["sent"] = state["seq"]
            action = rng.choice(legal)
            conn.send({"v": 1, "kind": "action", "action": action_to_json(action), "seq": state["seq"]})
            say(event="action", seq=state["seq"])

    def on_closed(why: str) -> None:
        if state["down_since"] is None:
            state["down_since"] = time.monotonic()
        if time.monotonic() - float(state["down_since"]) > args.patience_s:  # type: ignore[arg-type]
            say(event="gave_up", why=why)
            app.exit(3)
            return
        QTimer.singleShot(250, connect)

    conn.message.connect(on_message)
    conn.closed.connect(on_closed)
    connect()
    QTimer.singleShot(600_000, lambda: app.exit(4))  # a test that hangs ends
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
