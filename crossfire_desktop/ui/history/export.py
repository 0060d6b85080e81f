"""A recorded game's log, as the table wrote it, in a text file or a web page."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from crossfire_desktop.history.replay import Replay

from ..words.edition import edition_line
from ..words.names import Namer
from ..words.text import event_lines, result_title, tr

if TYPE_CHECKING:
    from crossfire_desktop.catalog import Catalog


def log_lines(record: dict[str, Any], catalog: Catalog) -> tuple[str, list[str]]:
    """The game's title and every log line, from its first position to its last."""
    replay = Replay(record, catalog)
    replay.goto(replay.length)
    game = replay.game
    names = Namer(game)
    lines = [edition_line(game), *event_lines(replay.opening, names)]
    for evs in replay.events:
        lines.extend(event_lines(evs, names))
    m = catalog.missions.get(game.s.mission)
    title = tr("{mission}, seed {seed}: {result}").format(
        mission=m.name if m else game.s.mission, seed=game.setup.seed,
        result=result_title(game.result) if game.result else tr("not finished"))
    return title, lines


def log_text(record: dict[str, Any], catalog: Catalog) -> str:
    title, lines = log_lines(record, catalog)
    return "\n".join([title, "", *lines]) + "\n"


def log_html(record: dict[str, Any], catalog: Catalog) -> str:
    """A standalone page; every line escaped (runner names are the players' own text)."""
    title, lines = log_lines(record, catalog)
    items = "\n".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title></head>\n"
            f"<body><h1>{html.escape(title)}</h1>\n<ol>\n{items}\n</ol></body></html>\n")
