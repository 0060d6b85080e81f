"""Events and refusals: codes with parameters, turned into words by the UI (and translatable)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Params = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. `code` names it; `params` carry ids, numbers and names."""

    code: str
    params: Params = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.params}


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: a code, its parameters and the rulebook section it rests on."""

    code: str
    params: Params = field(default_factory=dict)
    rule: str = ""

    def __str__(self) -> str:
        details = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.code}({details}) [{self.rule}]"


class ActionRefused(Exception):
    """Raised by Game.apply for an illegal action; carries the typed Refusal."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


class AbilityFailed(Exception):
    """Raised by Game.apply when an ability (or the flow) broke while resolving an action.

    The game has been put back exactly as it was before the action (state, action list, pending
    decision); `card` (a card definition id) and `effect` name the ability when one was running,
    and the original exception is the `__cause__`.
    """

    def __init__(self, action: object, card: str | None, effect: str | None, error: BaseException) -> None:
        self.action, self.card, self.effect, self.error = action, card, effect, error
        what = f"{card or '?'}/{effect}" if effect else "the rules engine"
        super().__init__(f"{what} failed on {action!r}: {type(error).__name__}: {error}")

