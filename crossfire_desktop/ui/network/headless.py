"""`crossfire host`: a network table without a window (a home server, a small cloud machine).

It prints the address and the join code, waits in the lobby until every seat that is not the AI's has a
player and every player is ready, plays the AI seats, and keeps the table after every change (--save),
so that started again with the same --save it resumes and the players rejoin their seats. When the mission
ends the table opens for another game, as the windowed host's does (`HostTable.again`): a new shuffle, the
players still connected in their seats, each saying ready again (--exit-when-over stops instead)."""

from __future__ import annotations

import argparse
import signal
import sys

from PySide6.QtCore import QCoreApplication, QTimer

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net import hostfile
from crossfire_desktop.net.host import HostTable, new_code

from .hosting import new_seed
from .transport import HostServer, TlsError

AGAIN_WORDS = ("The table is open for another game (a new shuffle): the players still connected keep their seats "
               "and start it by saying they are ready again. Stop the host with Ctrl+C.")


def main(args: argparse.Namespace) -> int:
    import random

    from crossfire_desktop.bots.heuristic import HeuristicPolicy

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    cat = load_catalog()
    game = None
    if args.save is not None and args.save.exists():
        try:
            table, game = hostfile.read(args.save, cat)
        except (OSError, ValueError) as exc:
            print(f"crossfire host: can't resume from {args.save}: {exc}", file=sys.stderr)
            return 2
        print(f"Resuming the table saved in {args.save}", flush=True)
    else:
        if args.mission not in cat.missions:
            print(f"crossfire host: unknown mission {args.mission!r}", file=sys.stderr)
            return 2
        try:
            ai = {int(s) for s in args.ai.split(",") if s.strip()}
        except ValueError:
            print(f"crossfire host: --ai takes seat numbers, e.g. 2,3 (found {args.ai!r})", file=sys.stderr)
            return 2
        if not ai <= set(range(args.runners)):
            print("crossfire host: --ai names a seat the table does not have", file=sys.stderr)
            return 2
        seed = args.seed if args.seed is not None else random.randint(1, 999_999)
        setup = quick_setup(args.mission, args.runners, seed, rules=args.rules)
        table = HostTable(setup, cat, (args.code or new_code()).upper(), open_hands=args.open_hands, ai_seats=ai)
    table.ai_for_away = args.ai_for_away
    kept = hostfile.HostFile(args.save) if args.save is not None else None
    failing: list[bool] = []  # a write failed and none succeeded since

    def keep() -> None:
        """The table on disk; a write that fails is said and play goes on (the players' updates still go out).
        Said once until a write succeeds again: keep runs on every chat line and move."""
        if kept is None:
            return
        try:
            kept.keep(table)
        except OSError as exc:
            if not failing:
                failing.append(True)
                print(f"crossfire host: can't write {kept.path}: {exc.strerror or exc}", file=sys.stderr, flush=True)
            return
        if failing:
            failing.clear()
            print(f"crossfire host: {kept.path} is written again", file=sys.stderr, flush=True)

    table.on_change = lambda _g: keep()
    if (args.cert is None) != (args.key is None):
        print("crossfire host: wss needs both --cert and --key", file=sys.stderr)
        return 2
    try:
        server = HostServer(table, cert=args.cert, key=args.key)
    except TlsError as exc:
        print(f"crossfire host: {exc}", file=sys.stderr)
        return 2
    if not server.listen(args.port, args.address):
        print(f"crossfire host: can't listen on {args.address}:{args.port}: {server.server.errorString()}",
              file=sys.stderr)
        return 2
    server.lobbyChanged.connect(keep)  # who joined (their token), their seats: a resumed host knows them
    scheme = "wss" if server.pin else "ws"
    print(f"Listening on {scheme}://{args.address}:{server.port()}  join code: {server.join_code()}", flush=True)
    policies: dict[int, HeuristicPolicy] = {}

    def tick() -> None:
        g = table.game
        if g is None:
            if table.players and not table.missing() and all(p.ready for p in table.players.values()):
                server.send(table.start())
                keep()
                print("The mission starts.", flush=True)
            return
        d = g.pending
        if d is None:
            if not ended:
                ended.append(True)
                print(f"The mission ended: {g.result}", flush=True)
                if args.exit_when_over:
                    QTimer.singleShot(2000, app.quit)
                else:  # the players' last update (with the game's record) went first: a fresh lobby
                    server.send(table.again(new_seed(table.setup.seed)))
                    keep()
                    policies.clear()
                    ended.clear()
                    print(AGAIN_WORDS, flush=True)
            return
        if table.computer_to_move() is not None:
            policy = policies.setdefault(d.runner, HeuristicPolicy(d.runner + 1))
            policy.assisting = table.computer_seats()  # who is away changes during a game
            server.send(table.apply(policy.choose(g)))

    ended: list[bool] = []
    if game is not None:
        server.send(table.start(game))
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(30)
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    app.exec()
    server.close()
    return 0
