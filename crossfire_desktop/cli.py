"""`crossfire` opens the game window; subcommands do headless work."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from crossfire_desktop.net import DEFAULT_PORT

MAX_GAMES = 1_000_000

def _games(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None
    if not 1 <= n <= MAX_GAMES:
        raise argparse.ArgumentTypeError(f"must be between 1 and {MAX_GAMES}, found {n}")
    return n


MAX_BUDGET_MS = 60_000.0  # a search's thinking time per decision: up to a minute


def _budget_ms(text: str) -> float:
    """A finite number of milliseconds in (0, MAX_BUDGET_MS]: nan, inf or 1e308 would never end."""
    try:
        ms = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of milliseconds, found {text!r}") from None
    if not 0 < ms <= MAX_BUDGET_MS:  # also False for nan
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_BUDGET_MS:.0f}, found {text}")
    return ms


def check_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Mission, policy and runner count checked against the data; a bad one exits 2 with a usage line."""
    from crossfire_desktop.bots.simulate import POLICIES
    from crossfire_desktop.catalog import load_catalog

    missions = load_catalog().missions
    if args.mission not in missions:
        parser.error(f"argument --mission: unknown mission {args.mission!r} (choose from {', '.join(sorted(missions))})")
    if args.policy not in POLICIES:
        parser.error(f"argument --policy: unknown policy {args.policy!r} (choose from {', '.join(POLICIES)})")
    problem = missions[args.mission].runner_count_problem(args.runners)
    if problem is not None:
        parser.error(f"argument --runners: {problem}")


def host_parser(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg]
    """`crossfire host`: a network table without a window (ui/network/headless.py)."""
    host = sub.add_parser("host", help="host a network table without a window")
    host.add_argument("--mission", default="crossfire")
    host.add_argument("--runners", type=int, default=4, choices=range(1, 5), metavar="1-4")
    host.add_argument("--seed", type=int, default=None, help="the shuffle (default: a random one)")
    host.add_argument("--rules", choices=("first", "revised"), default="first")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, choices=range(1, 65536), metavar="PORT")
    host.add_argument("--address", default="0.0.0.0", help="the address to listen on (127.0.0.1: this computer only)")
    host.add_argument("--code", default=None, help="the join code (default: a new random one)")
    host.add_argument("--ai", default="", help="seats the computer plays, e.g. 2,3 (seats count from 0)")
    host.add_argument("--open-hands", action="store_true", help="every player sees every hand")
    host.add_argument("--ai-for-away", action="store_true",
                      help="the computer plays a player's seat while they are away, until they come back")
    host.add_argument("--save", type=Path, default=None, help="write the table here after every change; resume from it")
    host.add_argument("--cert", type=Path, default=None, help="TLS certificate (PEM): players connect with wss")
    host.add_argument("--key", type=Path, default=None, help="the certificate's private key (PEM)")
    host.add_argument("--exit-when-over", action="store_true", help="stop a few seconds after the mission ends")
    return host


def build_parser() -> argparse.ArgumentParser:
    return build_parsers()[0]


def build_parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The program's parser, and its subcommands' parsers by name (their errors name the subcommand)."""
    parser = argparse.ArgumentParser(prog="crossfire", description="Shadowrun: Crossfire on your desktop.")
    parser.add_argument("--quit-when-shown", action="store_true", help="open the main window, exit once shown")
    parser.add_argument("--self-test", action="store_true", help="play a few seeded turns through the UI and exit")
    parser.add_argument("--data-dir", help="keep saves, campaigns and settings in this folder")
    sub = parser.add_subparsers(dest="command")

    cards = sub.add_parser("cards", help="card data tools")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    check = cards_sub.add_parser("check", help="validate every card file and print counts per deck")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.add_argument("--pack", action="append", default=[], metavar="FILE",
                       help="also validate this card pack, laid over the built-in cards (repeatable)")
    cards_sub.add_parser("edit", help="open the card editor (packs go to the data folder; see --data-dir)")

    sim = sub.add_parser("simulate", help="play whole games with a bot policy and print figures")
    sim.add_argument("--mission", default="crossfire")
    sim.add_argument("--runners", type=int, default=4, help="within the mission's range")
    sim.add_argument("--games", type=_games, default=10, help=f"1 to {MAX_GAMES}")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--policy", default="random")
    sim.add_argument("--rules", choices=("first", "revised"), default="first",
                     help="the printing whose rules the games follow")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--budget-ms", type=_budget_ms, default=1000.0,
                     help=f"thinking time per decision of the search policy (milliseconds, at most {MAX_BUDGET_MS:.0f})")
    sim.add_argument("--check-invariants", action="store_true",
                     help="check every invariant after each action (slower; the soak test does it)")
    sim.add_argument("--pack", action="append", default=[], metavar="FILE", help="play with this card pack")
    sim.add_argument("--skip-table-resolved", action="store_true",
                     help="leave out a pack's cards whose ability the players resolve at the table")
    host = host_parser(sub)
    return parser, {"cards": cards, "simulate": sim, "host": host}


def main(argv: list[str] | None = None) -> int:
    if argv is None and Path(sys.argv[0]).name == "crossfire":  # the installed script, as a player starts it
        from crossfire_desktop.optimized import rerun_optimized

        rerun_optimized()
    parser, subparsers = build_parsers()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "cards":
        from crossfire_desktop.catalog.check import main as cards_check

        if args.cards_command == "edit":
            from crossfire_desktop.ui.shell.app import main as run_app

            args.open_editor = True
            return run_app(args)
        return cards_check(as_json=args.json, packs=[Path(p) for p in args.pack])
    if args.command == "simulate":
        from crossfire_desktop.bots.simulate import main as simulate

        check_simulate(subparsers["simulate"], args)
        return simulate(args)
    if args.command == "host":
        from crossfire_desktop.ui.network.headless import main as host

        return host(args)
    from crossfire_desktop.ui.shell.app import main as run_app

    return run_app(args)
