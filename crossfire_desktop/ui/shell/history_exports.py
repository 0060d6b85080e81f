"""The History screens' exports: a game's log as text or a web page, the statistics as CSV, written where the
player picks (a failed write is said on the screen, never raised)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from ..words.text import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.history.db import HistoryDB
    from crossfire_desktop.history.stats import Filter


class HistoryExports:
    """Mixed into HistoryWiring, which gives the window, the open history, the catalog and the screen's words."""

    parent: QWidget
    db: HistoryDB | None  # the history open for reading (a property of the wiring)
    _cat: Callable[[], Catalog]
    _say: Callable[[str], None]

    def _save_path(self, title: str, name: str, filters: str) -> tuple[Path | None, str]:
        path, chosen = QFileDialog.getSaveFileName(self.parent, title, str(Path.home() / name), filters)
        return (Path(path) if path else None), chosen

    def export_log(self, game_id: int) -> None:
        from ..history.export import log_html, log_text

        db = self.db
        record = db.record_of(game_id) if db is not None else None
        if record is None:
            return
        path, chosen = self._save_path(tr("Export the game's log"), "crossfire-game.txt",
                                       tr("Text (*.txt);;Web page (*.html)"))
        if path is None:
            return
        html = path.suffix.lower() in (".html", ".htm") or "html" in chosen
        text = log_html(record, self._cat()) if html else log_text(record, self._cat())
        self._write(path, text)

    def export_csv(self, f: Filter) -> None:
        from crossfire_desktop.history.stats import csv_text

        db = self.db
        if db is None:
            return
        path, _ = self._save_path(tr("Export the statistics"), "crossfire-history.csv", tr("CSV (*.csv)"))
        if path is not None:
            self._write(path, csv_text(db.conn, f))

    def _write(self, path: Path, text: str) -> None:
        try:
            path.write_text(text, encoding="utf-8")
            msg = tr("Saved {file}.").format(file=path)
        except OSError as exc:
            msg = tr("Could not save {file}: {why}").format(file=path, why=exc.strerror or exc)
        self._say(msg)
