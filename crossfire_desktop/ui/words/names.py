"""Names for sentences: runners, cards and targets of a game (`Namer`), and the four colours.

Below every other word module (it needs only `tr`), so they can all use it without importing each other."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .tr import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

COLOR_NAMES = {"black": "black", "blue": "blue", "green": "green", "red": "red"}
# Colour-blind safe: every colour also has a letter shown on it.
COLOR_LETTER = {"black": "B", "blue": "U", "green": "G", "red": "R"}
COLOR_SHAPE = {"black": "square", "blue": "circle", "green": "triangle", "red": "diamond"}
COLOR_HEX = {"black": "#8a8f99", "blue": "#3d8bfd", "green": "#2fb36d", "red": "#e5484d"}


def color_name(color: str) -> str:
    return tr(COLOR_NAMES.get(color, color))


ELIDING = "aeiouhàâäéèêëîïôöùûüæœ"  # a name starting with a vowel or a (mute) h ("de Yann": a y is not)


def elided(text: str, names: Iterable[str]) -> str:
    """French "de" before one of these names that starts with a vowel or a mute h becomes "d'": "Main d'Ana",
    not "Main de Ana" (a translation writes "de {runner}"; only the name filled in says which). English
    sentences hold no "de" before a name."""
    for name in {n for n in names if n and n[0].lower() in ELIDING}:
        text = re.sub(rf"\b([Dd])e {re.escape(name)}\b", lambda m, n=name: f"{m.group(1)}'{n}", text)
    return text


class Namer:
    """Names of runners, cards and obstacles for sentences."""

    def __init__(self, game: Game, named: Mapping[int, str] | None = None) -> None:
        """`named`: a network player's log names, card number -> definition id, each as the host named it when
        the player saw it (their copy may hold a face-down stand-in under that number now)."""
        self.g = game
        self.named: Mapping[int, str] = named if named is not None else {}  # the same mapping: it grows

    def elided(self, text: str) -> str:
        """A sentence naming this game's runners, "de" elided before a name that asks it (`elided`)."""
        return elided(text, (r.name for r in self.g.s.runners))

    def runner(self, seat: Any) -> str:
        try:
            return self.g.s.runners[int(seat)].name
        except (TypeError, ValueError, IndexError):
            return tr("the Black Market") if seat == -1 else tr("someone")

    def card_def(self, card: Any) -> Any:
        """The card under this number as the player saw it: the host's naming first (their copy may hold a
        face-down stand-in now), else their copy's own. Raises TypeError/ValueError/IndexError/KeyError."""
        named = self.named.get(int(card))
        return self.g.cat.card(named) if named is not None else self.g.card_def(int(card))

    def card(self, card: Any) -> str:
        if card is None:
            return tr("a marker")
        try:
            return str(self.card_def(card).name)
        except (TypeError, ValueError, IndexError, KeyError):
            return str(card)

    def card_id(self, card_id: str | None) -> str:
        """A card named by its definition id."""
        try:
            return self.g.cat.card(str(card_id)).name
        except KeyError:
            return tr("a card")

    def offered_from(self, card: int) -> str | None:
        """Where a card offered to play lies when it is in no hand (Pair Programming, Hack the World)."""
        for seat, r in enumerate(self.g.s.runners):
            if card in r.discard:
                return self.elided(tr("{runner}'s discard").format(runner=self.runner(seat)))
        return tr("the Black Market") if card in self.g.s.market_row else None

    def target(self, target: Any) -> str:
        return tr("the table") if target is None else self.card(target)
