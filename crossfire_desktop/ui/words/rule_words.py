"""The rulebook passages refusals cite (engine/legality.py R_*), in the player's language.

The engine is pure Python and cites the English rulebook; the words are translated here. QT_TR_NOOP
marks them for pyside6-lupdate (it extracts QT_TR_NOOP("...") under the same empty context as tr())."""

from __future__ import annotations

from .tr import QT_TR_NOOP, tr

CITATIONS = (
    QT_TR_NOOP("How to Play, p. 12"),
    QT_TR_NOOP("1. Play Cards, p. 13"),
    QT_TR_NOOP("Assist Abilities, p. 13"),
    QT_TR_NOOP("2. Apply Damage, p. 13"),
    QT_TR_NOOP("4. Draw & Buy Cards, p. 17"),
    QT_TR_NOOP("Bosses, p. 10"),
    QT_TR_NOOP("Critical, p. 17"),
    QT_TR_NOOP("Staggered, p. 17"),
    QT_TR_NOOP("Obstacle abilities, p. 10"),
    QT_TR_NOOP("Ending the Game, p. 18"),
    QT_TR_NOOP("Card Ability: REQUIRES"),
    QT_TR_NOOP("Undo"),
    QT_TR_NOOP("Undo: a hidden card was revealed"),
)


def rule_words(rule: str) -> str:
    """A refusal's rule citation in the player's language (an unknown one as the engine wrote it)."""
    return tr(rule) if rule in CITATIONS else rule
