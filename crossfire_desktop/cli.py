"""`crossfire` opens the game window; subcommands do headless work."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


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
    check.add_argument("--pack", action="append", default=[], metavar="FILE",
                       help="also validate this card pack, laid over the built-in cards (repeatable)")
    edit = cards_sub.add_parser("edit", help="open the card editor")
    edit.add_argument("--data-dir", help="keep packs (and saves) in this folder")

    sim = sub.add_parser("simulate", help="play whole games with a bot policy and print figures")
    sim.add_argument("--mission", default="crossfire")
    sim.add_argument("--runners", type=int, default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--policy", default="random")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--pack", action="append", default=[], metavar="FILE", help="play with this card pack")
    sim.add_argument("--skip-table-resolved", action="store_true",
                     help="leave out a pack's cards whose ability the players resolve at the table")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "cards":
        from crossfire_desktop.catalog.check import main as cards_check

        if args.cards_command == "edit":
            from crossfire_desktop.ui.app import main as run_app

            args.open_editor = True
            return run_app(args)
        return cards_check(as_json=args.json, packs=[Path(p) for p in args.pack])
    if args.command == "simulate":
        from crossfire_desktop.bots.simulate import main as simulate

        return simulate(args)
    from crossfire_desktop.ui.app import main as run_app

    return run_app(args)
