"""The search's learned leaf value (bots/search/leaf.py): the shipped models load and score a live
position between every loss and a win, a hurt Client rates lower; a broken file is refused with what is
wrong; the fitting script recovers a known model."""

from __future__ import annotations

import importlib.util
import math
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

from crossfire_desktop.bots.search.evaluate import (
    ALIVE_FLOOR,
    LIVE_CEILING,
    LOSS_PROGRESS,
    evaluate,
    features,
)
from crossfire_desktop.bots.search.leaf import FEATURES, LeafValues, leaf_model, leaf_values
from crossfire_desktop.engine import new_game, quick_setup


def test_the_shipped_models_score_a_live_position_between_every_loss_and_a_win() -> None:
    assert {"extraction:1", "crossfire:2", "crossfire:4"} <= set(leaf_values().model)
    game = new_game(quick_setup("extraction", 1, 5), record=False)
    assert leaf_model(game) is not None
    value = evaluate(game)
    assert LOSS_PROGRESS < ALIVE_FLOOR < value < LIVE_CEILING
    assert len(features(game)) == len(FEATURES)


def test_a_hurt_client_rates_lower() -> None:
    game = new_game(quick_setup("extraction", 1, 5), record=False)
    client = next(r for r in game.s.runners if r.client)
    before = evaluate(game)
    client.hp -= 2
    assert evaluate(game) < before


@pytest.mark.parametrize(("weights", "why"), [
    ({"progress": math.nan}, "finite"),
    ({"progress": 1e6}, "finite and at most"),
    ({"luck": 1.0}, "unknown features: luck"),
])
def test_a_broken_leaf_file_is_refused_with_what_is_wrong(weights: dict[str, float], why: str) -> None:
    with pytest.raises(ValidationError, match=why):
        LeafValues.model_validate({"model": {"extraction:1": {"games": 10, "bias": 0.0, "weights": weights}}})
    with pytest.raises(ValidationError):  # a bias out of bounds too
        LeafValues.model_validate({"model": {"extraction:1": {"games": 10, "bias": math.inf, "weights": {}}}})


def test_the_fit_recovers_a_known_model() -> None:
    np = pytest.importorskip("numpy")  # the fitting script's own need, not the program's
    spec = importlib.util.spec_from_file_location("fit_leaf", Path(__file__).resolve().parents[2] / "bench" / "fit_leaf.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fit = module.fit

    rng = random.Random(3)
    truth = [-0.5, 2.0, -1.5]
    x = np.array([[rng.uniform(-1, 1), rng.uniform(-1, 1)] for _ in range(4000)])
    p = 1 / (1 + np.exp(-(truth[0] + x @ np.array(truth[1:]))))
    y = np.array([float(rng.random() < q) for q in p])
    w = fit(x, y, 1e-3)
    assert np.allclose(w, truth, atol=0.25)
