"""`TableSurface`: what the table's parts may use of the table widget they serve.

The parts (hint, AI player, interaction, targeting, animations, fit, screen-reader names) are built by
the table widget and handed it; they are typed against this base class, so none of them imports the
widget above it. The widget (table/widget.py) sets every attribute here and defines the methods.
`HintAnswers` and `TargetHover` are the two things one part asks of another through the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF

    from crossfire_desktop.engine import Action, Decision, Game

    from ...session.controller import GameController
    from .fan import FanListView
    from .logview import LogView
    from .message_line import MessageLine
    from .overlays import HandOff
    from .panels import CrossfirePanel, StepsBar
    from .prompt import DecisionPanel
    from .seat import SeatWidget
    from .title_line import TitleLine
    from .views import CardListView, Marks


class HintAnswers(Protocol):
    def answer_for(self, d: Decision) -> Action | None: ...


class TargetHover(Protocol):
    def hover(self, zone: str, card: int | None, dragging: bool = False) -> None: ...


class TableSurface(QWidget):
    # what is played: the game, its controller, and what kind of table this is
    game: Game
    ctl: GameController
    read_only: bool  # a replay: shown, never played
    runs_ai: bool
    elsewhere: set[int]  # seats played at other computers
    viewer: int | None  # the seat whose hand is shown (hot-seat)
    # the widgets the parts read or fill
    seats: dict[int, SeatWidget]
    hand_view: FanListView
    market_view: CardListView
    placed_view: FanListView
    hand_label: TitleLine
    assist_btn: QPushButton  # on the hand's title line
    done_assist_btn: QPushButton
    market_label: QLabel
    placed_label: QLabel
    log_view: LogView
    message: MessageLine
    panel: DecisionPanel
    crossfire: CrossfirePanel
    steps: StepsBar
    handoff: HandOff
    act: QWidget  # the decision column
    right: QWidget  # the log column
    marks: Marks
    hint: HintAnswers
    targeting: TargetHover

    if TYPE_CHECKING:  # defined by the table widget
        def submit(self, action: Action, *, by_ai: bool = False) -> bool: ...
        def log(self, line: str) -> None: ...
        def refresh(self) -> None: ...
        def plays_here(self, seat: int) -> bool: ...
        def answers_here(self) -> bool: ...
        def hides_decision(self) -> bool: ...
        def say_not_here(self, seat: int) -> None: ...
        def main_action(self) -> None: ...
        def offer_assist(self) -> None: ...
        def source_rect(self, view: CardListView, card: int) -> QRectF | None: ...
        def card_views(self) -> list[CardListView]: ...
        def panel_room(self) -> int: ...
