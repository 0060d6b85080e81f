"""Every decision the engine asks in play has words in the UI (no generic 'Decide: code' prompt)."""

import random
import re

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import GameSetup, new_game, quick_setup
from crossfire_desktop.engine.actions import (
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    PlayCard,
    UseAbility,
)
from crossfire_desktop.ui.table.parts.prompt import option_label
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import event_text, prompt_text, refusal_text


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


RAW = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|Something happened|\bability [a-z]+_|^Decide:|Not allowed \(|\bNone\b")


def _illegal_tries(game):
    """A few actions a player might try at any decision; the refused ones exercise refusal wording."""
    d = game.pending
    other = (d.runner + 1) % len(game.s.runners)
    hand = game.s.runners[other].hand
    row = [c for c in game.s.market_row if c is not None]
    tries = [EndStep(d.runner), Choose(d.runner, 99), ChooseMany(d.runner, ()), ApplyDamage(d.runner, 9999),
             UseAbility(d.runner, "card:9999"), Buy(d.runner, 9999), PlayCard(other, 9999, None)]
    if hand:
        tries.append(PlayCard(other, hand[0], None))
    if row:
        tries.append(Buy(d.runner, max(row, key=lambda c: game.card_def(c).cost)))
    return tries


def test_whole_games_have_words_for_events_prompts_and_refusals(qapp) -> None:
    """Every log line, prompt, choice and refusal met over whole games of every mission is English words."""
    stickers = [u.id for u in load_catalog().decks["upgrades"] if u.complete]
    cases = [("crossfire", 4), ("crossfire", 2), ("extraction", 1), ("extraction", 3), ("extraction", 4),
             ("dragon_fight", 4)]
    bad: dict[str, str] = {}
    for seed in range(24):
        mission, n = cases[seed % len(cases)]
        setup = quick_setup(mission, n, seed).model_dump()
        rng = random.Random(seed)
        for r in setup["runners"]:
            r["upgrades"] = rng.sample(stickers, 8)
        game = new_game(GameSetup.model_validate(setup), record=False)
        names = Namer(game)
        policy = (RandomPolicy if seed % 2 else HeuristicPolicy)(seed)
        lines: list[tuple[str, str]] = []
        for _ in range(3000):
            d = game.pending
            if d is None:
                break
            lines.append((f"prompt {d.prompt}", prompt_text(d.prompt, d.params, names)))
            lines += [(f"option of {d.prompt}", option_label(game, names, o)) for o in d.options]
            for action in _illegal_tries(game):
                ref = game.check(action)
                if ref is not None:
                    lines.append((f"refusal {ref.code}", refusal_text(ref, names)))
            for ev in game.apply(policy.choose(game)):
                text = event_text(ev, names)
                if text is not None:
                    lines.append((f"event {ev.code}", text))
        assert game.pending is None, f"{mission} seed {seed} did not finish"
        for where, text in lines:
            if RAW.search(text):
                bad.setdefault(where, text)
    assert bad == {}


def test_finish_first_names_the_decision_in_words(make_window, qtbot) -> None:
    """Space while a choice is pending: the refusal says the choice in words, not its engine code."""
    from crossfire_desktop.engine import Kind

    for seed in range(1, 30):
        win = make_window(setup=quick_setup("extraction", 2, seed), one_player=True)
        ctl = win.ctl
        said: list[str] = []
        ctl.refused.connect(said.append)
        policy = HeuristicPolicy(seed)
        for _ in range(400):
            d = ctl.game.pending
            if d is None or d.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
                break
            ctl.submit(policy.choose(ctl.game))
        if ctl.game.pending is not None:
            assert not ctl.end_step()
            assert said and said[-1].startswith("Finish this decision first: ")
            assert not RAW.search(said[-1]), said[-1]
            return
    raise AssertionError("no choice met")
