"""Types shared by the flow: the generator type that yields decisions and receives actions."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

from .decisions import Decision

T = TypeVar("T")
# An engine process: yields the decisions it needs, receives the (validated) answers, returns T.
Gen = Generator[Decision, Any, T]
# A hook or mission step that may do nothing: the defaults return an empty tuple, which `yield from` runs
# without a generator to make, start and close (~0.1 µs each; the flow asks ~100 of them a game).
Step = Gen[None] | tuple[()]


class GameOver(Exception):
    """Unwinds every running process once the game has a result."""
