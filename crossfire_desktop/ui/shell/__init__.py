"""The shell: the entry point, the main window and the wiring of the rooms (packs, history, network).

The only room that knows every other; it builds the screens and the table and connects them with signals
and callables. It may import every room below it; nothing imports it. No imports here: start-up pays
only for the modules the first screen needs."""
