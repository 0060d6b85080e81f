"""`crossfire` opens the game window; subcommands do headless work."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="crossfire", description="Shadowrun: Crossfire on your desktop.")
    parser.add_argument("--quit-when-shown", action="store_true", help="open the main window, exit once shown")
    parser.add_argument("--self-test", action="store_true", help="play a few seeded turns through the UI and exit")
    parser.add_argument("--data-dir", help="keep saves, campaigns and settings in this folder")
    sub = parser.add_subparsers(dest="command")

    cards = sub.add_parser("cards", help="card data tools")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    check = cards_sub.add_parser("check", help="validate every card file and print counts per deck")
    check.add_argument("--json", action="store_true", help="print one JSON object")

    sim = sub.add_parser("simulate", help="play whole games with a bot policy and print figures")
    sim.add_argument("--mission", default="crossfire")
    sim.add_argument("--runners", type=int, default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--policy", default="random")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--budget-ms", type=float, default=1000.0,
                     help="thinking time per decision of the search policy (milliseconds)")
    sim.add_argument("--check-invariants", action="store_true",
                     help="check every invariant after each action (slower; the soak test does it)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "cards":
        from crossfire_desktop.catalog.check import main as cards_check

        return cards_check(as_json=args.json)
    if args.command == "simulate":
        from crossfire_desktop.bots.simulate import main as simulate

        return simulate(args)
    from crossfire_desktop.ui.app import main as run_app

    return run_app(args)
