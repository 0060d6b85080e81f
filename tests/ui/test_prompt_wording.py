"""Every decision the engine asks in play has words in the UI (no generic 'Decide: code' prompt)."""

import random

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import GameSetup, new_game, quick_setup
from crossfire_desktop.ui.text import prompt_text


class _Names:
    def runner(self, seat: object) -> str:
        return f"Runner {seat}"

    def __getattr__(self, name: str):  # any other lookup the wording may need
        return lambda *a, **k: "x"


def test_prompts_seen_in_play_all_have_wording() -> None:
    stickers = [u.id for u in load_catalog().decks["upgrades"] if u.complete]
    seen: dict[str, dict] = {}
    cases = [("crossfire", 4), ("crossfire", 2), ("extraction", 1), ("extraction", 3), ("dragon_fight", 4)]
    for seed in range(60):
        mission, n = cases[seed % len(cases)]
        setup = quick_setup(mission, n, seed).model_dump()
        rng = random.Random(seed)
        for r in setup["runners"]:
            r["upgrades"] = rng.sample(stickers, 8)
        game = new_game(GameSetup.model_validate(setup), record=False)
        policy = (RandomPolicy if seed % 2 else HeuristicPolicy)(seed)
        for _ in range(3000):
            if game.pending is None:
                break
            seen.setdefault(game.pending.prompt, dict(game.pending.params))
            game.apply(policy.choose(game))
    unworded = [code for code, params in seen.items()
                if prompt_text(code, params, _Names()).startswith("Decide:")]
    assert unworded == []
