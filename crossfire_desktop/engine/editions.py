"""Which printing's rules a game follows, and the small questions the flow asks about it.

The first printing (English rulebook) is the default; the revised printing (French summary,
`engine/revised.py`) changes the points listed in docs/RULINGS.md "Revised printing".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from .game import Game

Edition = Literal["first", "revised"]
EDITIONS: tuple[Edition, ...] = ("first", "revised")

# Revised "MODE SOLO ... niveau Crossfire de départ est de -3", "DEUX ... -2", "A 3 joueurs ... -1".
STARTING_CROSSFIRE_LEVEL = {1: -3, 2: -2, 3: -1}


def is_revised(g: Game) -> bool:
    return g.setup.rules == "revised"


def upgrades_off(g: Game, seat: int) -> bool:
    """Revised: no upgrade ability while staggered ("Capacités Upgrades interdites") nor during a
    Breather ("Les améliorations ne peuvent être utilisées en Repos"). The first printing lets a
    staggered runner use upgrades (p. 17)."""
    if not is_revised(g):
        return False
    return g.s.breather is not None or g.s.runners[seat].staggered


def starting_crossfire_wait(runners: int) -> int:
    """Rounds without a Crossfire card at the start (revised), from the team's size."""
    return -STARTING_CROSSFIRE_LEVEL.get(runners, 0)


def draw_step_count(g: Game, seat: int) -> int:
    """Cards drawn at Draw (before stickers): 2, or 1 when Exhausted (revised "Ne piochez qu'une seule
    carte pendant votre phase RECHARGE")."""
    r = g.s.runners[seat]
    return 1 if is_revised(g) and r.exhausted else 2


def down(g: Game, seat: int) -> bool:
    """'Down' for losses and the abort run: staggered or critical (p. 18); revised: critical only
    ("Si tous les Runners sont en état Critique", "Si au moins un Runner n'est pas Critique")."""
    r = g.s.runners[seat]
    return r.critical if is_revised(g) else r.out
