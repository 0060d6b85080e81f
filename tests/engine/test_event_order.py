"""Events come in the order things happen, as the log tells them."""

from __future__ import annotations

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Buy, Kind, new_game, quick_setup


def test_a_purchase_is_said_before_the_refill_it_brings():
    """The log read "Deathtouch comes to the Black Market" before "… buys Remington…" (seen in play)."""
    g = new_game(quick_setup("crossfire", 2, 5))
    pol = RandomPolicy(5)
    while not (g.pending.kind is Kind.BUY and any(isinstance(a, Buy) and a.card in g.s.market_row
                                                   for a in g.legal_actions())):
        g.apply(pol.choose(g))
    buy = next(a for a in g.legal_actions() if isinstance(a, Buy) and a.card in g.s.market_row)
    codes = [ev.code for ev in g.apply(buy)]
    assert codes.index("bought") < codes.index("market_refilled")
