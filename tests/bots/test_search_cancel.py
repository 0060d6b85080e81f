"""Issue 28 item 12: a search can be stopped from another thread, and a budget that would never end
(nan, inf, 1e308) or is negative is refused."""

from __future__ import annotations

import math
import threading

import pytest

from crossfire_desktop.bots.search import SearchCancelled, SearchPolicy
from crossfire_desktop.engine import new_game, quick_setup


@pytest.mark.parametrize("budget", [math.nan, math.inf, 1e308, -5.0, 0.0])
def test_a_budget_that_never_ends_is_refused(budget: float) -> None:
    with pytest.raises(ValueError, match="budget_ms must be more than 0"):
        SearchPolicy(1, budget_ms=budget)


def test_cancel_stops_a_long_search_from_another_thread() -> None:
    game = new_game(quick_setup("crossfire", 2, 7))
    policy = SearchPolicy(1, budget_ms=300_000)  # five minutes
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            policy.search(game.clone())
        except BaseException as exc:  # noqa: BLE001 - the test reads it
            outcome.append(exc)
        else:
            outcome.append(None)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(0.3)
    assert worker.is_alive()  # still thinking
    policy.cancel()
    worker.join(30)  # a bound, not a timing: without cancel it runs five minutes
    assert not worker.is_alive() and len(outcome) == 1 and isinstance(outcome[0], SearchCancelled)
