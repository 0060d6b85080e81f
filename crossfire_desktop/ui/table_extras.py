"""What a table gets besides the rules: animations, sounds, and a "Rules" link on refusals."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer

from crossfire_desktop.rules_reference import section_for_refusal

from .animations import Animator
from .memtrim import release_freed_memory
from .sounds import SoundBoard
from .text import tr

if TYPE_CHECKING:
    from .persist import Persist
    from .table import TableWidget


class TableExtras(QObject):
    def __init__(self, table: TableWidget, persist: Persist, sounds: SoundBoard,
                 open_rules: Callable[[str | None], None]) -> None:
        super().__init__(table)
        self.table = table
        self.open_rules = open_rules
        self.last_section: str | None = None  # the rule behind the refusal on screen (F1 opens it)
        self.animator = Animator(table, lambda: int(persist.settings.animation_ms))
        table.ctl.events.connect(sounds.on_events)
        table.ctl.events.connect(self._forget)
        table.ctl.events.connect(self._trim_at_turn_end)
        table.ctl.refusal.connect(self.on_refusal)
        msg = table.message
        msg.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        msg.setOpenExternalLinks(False)
        msg.linkActivated.connect(self._link)

    def on_refusal(self, ref: Any) -> None:
        sid = section_for_refusal(ref.code, ref.rule)
        self.last_section = sid
        if sid is None:
            return
        msg = self.table.message
        text = msg.text()
        msg.setText(f"{html.escape(text)} <a href='rules:{sid}' style='color:#7ab8ff'>{tr('Rules (F1)')}</a>")

    def _forget(self, _evs: list[Any]) -> None:
        self.last_section = None

    def _trim_at_turn_end(self, evs: list[Any]) -> None:
        # after the new turn has painted: the trim (a few ms) never delays what the player sees
        if any(ev.code == "turn_started" for ev in evs):
            QTimer.singleShot(0, release_freed_memory)

    def _link(self, href: str) -> None:
        self.open_rules(href.removeprefix("rules:") or None)
