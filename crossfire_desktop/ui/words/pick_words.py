"""How many to pick, in plain words: "Pick 1 card to discard", "Pick up to 3", "Pick 2 to 4".

Said in the prompt's tooltip and when a pick of the wrong size is refused, never "between 1 and 1"."""

from __future__ import annotations

from .tr import tr


def pick_rule(low: int, high: int, prompt: str = "") -> str:
    """What a choice of `low` to `high` options asks for (`prompt`: the decision's code)."""
    if prompt == "discard_cards":
        if low == high:
            return tr("Pick %n card(s) to discard", None, high)
        if low == 0:
            return tr("Pick up to %n card(s) to discard", None, high)
        return tr("Pick {low} to {high} cards to discard").format(low=low, high=high)
    if low == high:
        return tr("Pick exactly %n", None, high)
    if low == 0:
        return tr("Pick up to %n", None, high)
    return tr("Pick {low} to {high}").format(low=low, high=high)


def picked_so_far(low: int, high: int, got: int, prompt: str = "") -> str:
    """The rule and the count picked so far: "Pick 1 card to discard (2 picked)"."""
    return tr("{rule} (%n picked)", None, got).format(rule=pick_rule(low, high, prompt))


def how_to_pick(low: int, high: int, ordered: bool, prompt: str = "") -> str:
    """What to do, said when the choice is confirmed with nothing picked: "Pick exactly 3 (0 picked): ..."."""
    rule = picked_so_far(low, high, 0, prompt)
    if ordered:
        return tr("{rule}: click them in the order you want, or press their numbers in that order, then Enter.").format(
            rule=rule)
    return tr("{rule}: click your picks or press their numbers, then Enter.").format(rule=rule)
