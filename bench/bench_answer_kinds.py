"""CPU time to apply one kind of answer alone, from saved clones (4-runner Crossfire, random policy).

The turn end is where a random game spends most: the Apply Damage answer (damage, attacks, the
draw), ending the Play Cards step with nothing placed, ending the Draw & Buy step (the next turn's
start); and the answers a random game gives most often: a card played, a placed card moved. Games are played until N answers of each kind are seen; a clone is kept before each, and the
answers are then applied to the clones alone (events and clone points off, as in `simulate`).
Usage: python bench/bench_answer_kinds.py [N]   (compare commits: PYTHONPATH at each, alternated)
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crossfire_desktop.bots.random_policy import RandomPolicy  # noqa: E402
from crossfire_desktop.engine import (  # noqa: E402
    Action,
    ApplyDamage,
    EndStep,
    Game,
    Kind,
    MoveCard,
    PlayCard,
    new_game,
    quick_setup,
)

KINDS = {"apply damage": (Kind.APPLY, ApplyDamage), "end play step": (Kind.PLAY, EndStep),
         "end buy step": (Kind.BUY, EndStep), "play card": (Kind.PLAY, PlayCard), "move": (Kind.PLAY, MoveCard)}


def saved(kind: Kind, answer: type, n: int, held: list[object]) -> list[tuple[Game, Action]]:
    """n clones waiting on `kind`, each with the answer the random policy gave there (a listed one).
    Their turn-boundary copies go in `held`: a clone drops its copy at the next boundary, and freeing
    it is no part of the answer's cost."""
    found: list[tuple[Game, Action]] = []
    seed = 0
    while len(found) < n:
        game = new_game(quick_setup("crossfire", 4, seed).model_dump(), record=False, events=False)
        policy = RandomPolicy(seed)
        seed += 1
        while game.pending is not None and len(found) < n:
            action = policy.choose(game)
            if game.pending.kind is kind and type(action) is answer:
                twin = game.clone()
                twin.events, twin.clone_points = False, False
                held.append(twin.boundary())
                found.append((twin, next(a for a in twin.legal_actions() if a == action)))
            game.apply(action)
    return found


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    out = []
    for name, (kind, answer) in KINDS.items():
        held: list[object] = []
        clones = saved(kind, answer, n, held)
        gc.collect()
        start = time.process_time()
        for game, action in clones:
            game.apply(action)
        out.append(f"{name} {(time.process_time() - start) / n * 1e6:5.1f} us")
    print(", ".join(out), f"(CPU per answer, {n} each)")


if __name__ == "__main__":
    main()
