import sys


def run_helper(argv: list[str]) -> int:
    """A helper process (crossfire_desktop/children.py): the one named by argv[0], with the rest of argv."""
    name, args = (argv[0], argv[1:]) if argv else ("", [])
    if name == "history-writer":
        from crossfire_desktop.history.writer import child_main as write

        return write(args)
    if name == "odds":
        from crossfire_desktop.bots.odds import child_main as odds

        return odds(args)
    print(f"no helper named {name!r}", file=sys.stderr)
    return 2


if __name__ == "__main__" and sys.argv[1:2] == ["--child"]:
    raise SystemExit(run_helper(sys.argv[2:]))

if __name__ == "__main__":  # the search's worker processes import this module again: they must not start the program
    from crossfire_desktop.optimized import rerun_optimized

    rerun_optimized()  # before the program's modules load: at -OO they hold ~1.8 MiB less
    from crossfire_desktop.cli import main

    if getattr(sys, "frozen", False):  # only a frozen bundle needs it (~0.7 MiB held for good otherwise)
        import multiprocessing

        multiprocessing.freeze_support()  # a frozen bundle's worker process runs its task here, not the program
    raise SystemExit(main())
