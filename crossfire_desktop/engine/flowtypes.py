"""Types shared by the flow: the generator type that yields decisions and receives actions."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

from .decisions import Decision

T = TypeVar("T")
# An engine process: yields the decisions it needs, receives the (validated) answers, returns T.
Gen = Generator[Decision, Any, T]


class GameOver(Exception):
    """Unwinds every running process once the game has a result."""
