"""History: the list of played games, their export and the statistics (replays are tables: table/replay.py).

May import session, look and words; never another room beside it or the shell. No imports here."""
