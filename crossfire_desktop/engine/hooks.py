"""Points where upgrade stickers change the rules. The base class changes nothing.

The campaign's sticker effects subclass or extend `Hooks`; the engine calls these at fixed
moments so a sticker never needs a special case in the flow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .flowtypes import Gen, Step

if TYPE_CHECKING:
    from .game import Game


class Hooks:
    def game_start(self, g: Game) -> Step:
        """Setup decisions and starting stats, before the mission's setup (the phase is still setup)."""
        return ()

    def before_hurt(self, g: Game, seat: int, amount: int) -> Step:
        return ()

    def after_stagger(self, g: Game, seat: int) -> Step:
        return ()

    def replace_heal(self, g: Game, seat: int, amount: int) -> Gen[bool]:
        """Return True when a replacement ("instead") took the heal's place."""
        return False
        yield

    def recover_draw(self, g: Game, seat: int) -> int:
        return 2

    def start_of_turn(self, g: Game, seat: int) -> Step:
        return ()

    def after_play(self, g: Game, seat: int, card: int, assist: bool) -> Step:
        return ()

    def packet_reduction(self, g: Game, seat: int, amount: int) -> int:
        return amount

    def extra_draw(self, g: Game, seat: int) -> int:
        return 0

    def after_draw_step(self, g: Game, seat: int) -> Step:
        return ()

    def cost_change(self, g: Game, seat: int, card: int) -> int:
        return 0

    def after_buy(self, g: Game, seat: int, card: int, cost: int) -> Step:
        return ()

    def defeat_nuyen_bonus(self, g: Game, card: int) -> int:
        return 0

    def after_defeat(self, g: Game, card: int, first: int, facing: int | None = None) -> Step:
        """`facing`: the seat the obstacle faced when it was defeated."""
        return ()

    def after_discards(self, g: Game, seat: int, cards: list[int]) -> Step:
        """An ability made `seat` discard `cards` from their hand (one call per ability)."""
        return ()

    def buyable(self, g: Game, seat: int) -> list[int]:
        """Cards `seat` may buy besides the Black Market row and the set-aside cards."""
        return []
