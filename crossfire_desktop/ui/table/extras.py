"""What a table gets besides the rules: animations, sounds, a "Rules" link on refusals, and memory given
back between turns and while another screen shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer

from ..look.cardcache import CACHE
from ..look.sounds import SoundBoard
from ..session.memtrim import release_freed_memory
from ..words.text import rule_section
from .parts.animations import Animator

if TYPE_CHECKING:
    from ..session.persist import Persist
    from .widget import TableWidget


def cards_shown(table: TableWidget) -> set[int]:
    """The cards in the table's card views now."""
    shown = set()
    for view in table.card_views():
        model = view.model()
        shown.update(c for c in map(model.card_of, model.keys()) if c is not None)
    return shown


class TableExtras(QObject):
    def __init__(self, table: TableWidget, persist: Persist, sounds: SoundBoard,
                 open_rules: Callable[[str | None], None]) -> None:
        super().__init__(table)
        self.table = table
        self.open_rules = open_rules
        self.animator = Animator(table, lambda: int(persist.settings.animation_ms))
        table.ctl.events.connect(sounds.on_events)
        table.ctl.events.connect(self._trim_at_turn_end)
        table.ctl.refusal.connect(self.on_refusal)
        table.message.linkActivated.connect(self._link)
        table.installEventFilter(self)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        # another screen took the window's place (the end screen, Settings, the menu): the painted cards,
        # ~6 MiB at 1920x1080 with 4 runners, are painted again when the table shows (a few tens of ms,
        # once), not kept meanwhile; a minimized window (a spontaneous hide) keeps them
        if obj is self.table and ev.type() == QEvent.Type.Hide and not ev.spontaneous():
            CACHE.clear()
            release_freed_memory()
        return False

    @property
    def last_section(self) -> str | None:
        """The rule behind the refusal on screen (F1 opens it)."""
        return self.table.message.section

    def on_refusal(self, ref: Any) -> None:
        sid = rule_section(ref)
        if sid is not None and self.table.message.is_refusal():
            self.table.message.link_rule(sid)

    def _trim_at_turn_end(self, evs: list[Any]) -> None:
        # after the new turn has painted: the trim (a few ms) never delays what the player sees
        if any(ev.code == "turn_started" for ev in evs):
            QTimer.singleShot(0, self._let_go_at_turn_end)

    def _let_go_at_turn_end(self) -> None:
        CACHE.keep_slots(cards_shown(self.table))  # the models show the new turn by now
        release_freed_memory()

    def _link(self, href: str) -> None:
        self.open_rules(href.removeprefix("rules:") or None)
