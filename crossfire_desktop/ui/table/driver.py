"""A scripted player that drives the table only through its UI (mouse drags, clicks, hand-offs)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from crossfire_desktop.engine import Buy, Kind, PlayCard

from .parts.pointer import click_widget, drag_card

if TYPE_CHECKING:
    from .widget import TableWidget


class Driver:
    def __init__(self, table: TableWidget, *, buys_per_turn: int = 1) -> None:
        self.t = table
        self.buys_per_turn = buys_per_turn
        self.bought = 0
        self.turn_no = -1

    @property
    def g(self) -> Any:
        return self.t.game

    def obstacle_view(self, card: int) -> Any:
        ob = self.g.s.obstacle(card)
        return self.t.seats[ob.facing].obstacles

    def act(self) -> None:
        t, g = self.t, self.g
        QApplication.processEvents()
        if t.handoff.isVisible():
            click_widget(t.handoff.button)
            return
        d = g.pending
        if d is None:
            return
        if g.s.turns != self.turn_no:
            self.turn_no, self.bought = g.s.turns, 0
        if d.kind is Kind.PLAY:
            viewer = t.viewer
            plays = [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.runner == viewer == d.runner]
            targeted = [a for a in plays if a.target is not None] or plays
            if targeted:
                a = targeted[0]
                target_view = t.placed_view if a.target is None else self.obstacle_view(a.target)
                drag_card(t.hand_view, a.card, target_view, a.target)
            else:
                click_widget(t.panel.main)
        elif d.kind is Kind.APPLY:
            click_widget(t.panel.buttons[0])
        elif d.kind is Kind.BUY:
            buys = [a for a in g.legal_actions() if isinstance(a, Buy)]
            if buys and self.bought < self.buys_per_turn:
                self.bought += 1
                best = max(buys, key=lambda a: g.player_def(a.card).cost)
                drag_card(t.market_view, best.card, t.hand_view, None)
            else:
                click_widget(t.panel.main)
        elif d.kind is Kind.PLAY_ONE:
            a = next(a for a in g.legal_actions() if isinstance(a, PlayCard))
            t.submit(a)
        elif d.kind is Kind.CHOOSE:
            click_widget(t.panel.buttons[0])
        elif d.kind is Kind.CHOOSE_MANY:
            for i in range(d.min):
                click_widget(t.panel.buttons[i])
            click_widget(t.panel.main)
        else:
            click_widget(t.panel.main)

    def play_turns(self, turns: int, limit: int = 5000) -> int:
        start = self.g.s.turns
        for _ in range(limit):
            if self.g.pending is None or self.g.s.turns - start >= turns:
                break
            self.act()
        return self.g.s.turns - start

    def play_to_end(self, limit: int = 20000) -> str | None:
        for _ in range(limit):
            if self.g.pending is None:
                break
            self.act()
        return self.g.result
