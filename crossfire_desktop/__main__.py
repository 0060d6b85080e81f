import sys

if __name__ == "__main__" and sys.argv[1:2] == ["--child"]:  # a helper process (crossfire_desktop/children.py)
    from crossfire_desktop.children import main as helper

    raise SystemExit(helper(sys.argv[2:]))

if __name__ == "__main__":  # the search's worker processes import this module again: they must not start the program
    from crossfire_desktop.optimized import rerun_optimized

    rerun_optimized()  # before the program's modules load: at -OO they hold ~1.8 MiB less

from crossfire_desktop.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # only a frozen bundle needs it (~0.7 MiB held for good otherwise)
        import multiprocessing

        multiprocessing.freeze_support()  # a frozen bundle's worker process runs its task here, not the program
    raise SystemExit(main())
