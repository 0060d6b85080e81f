"""What the layers below the turn flow ask of it, without importing it.

The operations, the effects, the table tools and the sticker hooks sit below the turn's steps, yet
an obstacle that comes into play fires its abilities, an effect plays or buys a card, a cleared
level defeats an obstacle. They reach those steps through `g.calls` (a `TurnCalls`), which the game
hands them: `flow.TURN_CALLS`, bound once on `Game`. So imports run one way (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .flowtypes import Gen

if TYPE_CHECKING:
    from .game import Game
    from .state import Placement


class TurnCalls(Protocol):
    def play_card(self, g: Game, seat: int, card: int, target: int | None, *, assist: bool = False,
                  from_zone: list[int] | None = None, owner: int | None = None,
                  to_market: bool = False) -> Gen[Placement]:
        """`steps.play_card`: a card into play next to a target, its ability resolved."""
        ...

    def buy_one(self, g: Game, seat: int, prompt: str = "buy_one") -> Gen[None]:
        """`steps.buy_one`: the runner may buy one card."""
        ...

    def deal_levels(self, g: Game, card: int, n: int) -> Gen[None]:
        """`steps.deal_levels`: clear levels of an obstacle (defeating it when the last goes)."""
        ...

    def defeat(self, g: Game, card: int) -> Gen[None]:
        """`steps.defeat`: an obstacle is defeated (rewards, DEFEATED abilities)."""
        ...

    def fire_card(self, g: Game, card: int, when: str, controller: int, placement: Placement | None = None,
                  data: dict[str, Any] | None = None) -> Gen[None]:
        """`triggers.fire_card`: a card's abilities for one trigger."""
        ...

    def critical_choice(self, g: Game, seat: int) -> Gen[bool]:
        """`revised.critical_choice`: the team goes on with the Scene or aborts."""
        ...

    def bottom_events(self, g: Game) -> None:
        """`flow.bottom_events`: Crossfire events in play go under their deck."""
        ...
