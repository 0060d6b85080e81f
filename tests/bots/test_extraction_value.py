"""Solo Extraction's leaf value: the fitted odds of the win read the position the way the game is won."""

from pathlib import Path

import pytest

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.bots.search import evaluate as evaluate_module
from crossfire_desktop.bots.search import extraction_value
from crossfire_desktop.bots.search.evaluate import ALIVE_CAP, ALIVE_FLOOR, evaluate
from crossfire_desktop.bots.search.extraction_value import FEATURES, features, win_odds
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.catalog.packs import apply_packs, read_pack
from crossfire_desktop.engine import load_scenario, new_game, quick_setup, statics

ROLES = ["Street Samurai", "Mage", "Decker", "Face"]
ATTACK, LEVELS, ROUNDS, ATTACK_X_ROUNDS = (FEATURES.index(f) for f in (
    "attack_left", "levels_left", "rounds_left", "attack_x_rounds"))


def _solo(*, client_hp: int = 5, runner: dict | None = None, obstacles: list | None = None, track: int = 4,
          deck: list[str] | None = None, catalog=None):
    return load_scenario({
        "mission": "extraction", "seed": 1, "round": track, "track": track, "current": 0, "client_hp": client_hp,
        "runners": [{"name": "A", "metatype": "Human", "roles": ROLES, "hand": ["mark", "mana"],
                     "deck": deck or ["quick_shot", "street_smarts", "mark", "mana"], **(runner or {})}],
        "obstacles": obstacles if obstacles is not None else [{"card": "trip_beams", "facing": 1}],
        "normal_deck": ["gutter_punks"] * 4, "hard_deck": ["yak_muscle"] * 4,
    }, catalog)


def test_a_position_still_played_rates_between_every_loss_and_a_win() -> None:
    value = evaluate(_solo())
    assert ALIVE_FLOOR < value < ALIVE_CAP


def test_the_client_kept_healthier_rates_higher() -> None:
    assert evaluate(_solo(client_hp=5)) > evaluate(_solo(client_hp=2))


def test_a_staggered_runner_rates_far_lower() -> None:
    fine, staggered = evaluate(_solo()), evaluate(_solo(runner={"hp": 0, "staggered": True}))
    assert fine - ALIVE_FLOOR > 10 * (staggered - ALIVE_FLOOR)


def test_an_obstacle_defeated_rates_higher_than_one_left_standing() -> None:
    two = [{"card": "trip_beams", "facing": 1}, {"card": "yak_muscle", "facing": 1}]
    assert evaluate(_solo(obstacles=two[:1])) > evaluate(_solo(obstacles=two))


def test_a_stronger_deck_rates_higher() -> None:
    assert evaluate(_solo(deck=["katana"] * 4)) > evaluate(_solo(deck=["mark"] * 4))


def test_the_same_position_later_on_the_track_rates_higher() -> None:
    assert evaluate(_solo(track=6)) > evaluate(_solo(track=3))


def _changed(before, after) -> dict[str, float]:
    return {name: b - a for name, a, b in zip(FEATURES, before, after, strict=True) if a != b}


def test_an_obstacle_left_standing_adds_its_attack_and_its_levels_and_nothing_else() -> None:
    one = _solo(obstacles=[{"card": "trip_beams", "facing": 1}])
    two = _solo(obstacles=[{"card": "trip_beams", "facing": 1}, {"card": "yak_muscle", "facing": 1}])
    yak = two.s.obstacles[1]
    attack, levels = statics.attack_of(two, yak), len(two.track(yak.card))
    rounds = features(one)[ROUNDS]
    assert attack > 0 and levels > 0
    assert _changed(features(one), features(two)) == {
        "attack_left": attack, "levels_left": levels, "attack_x_rounds": attack * rounds}


def test_more_attack_alone_lowers_the_odds_and_more_rounds_left_alone_too(monkeypatch) -> None:
    game = _solo(track=3)
    base = list(features(game))
    more_attack = list(base)
    more_attack[ATTACK] += 2
    more_attack[ATTACK_X_ROUNDS] += 2 * base[ROUNDS]
    more_rounds = list(base)
    more_rounds[ROUNDS] += 1  # the track's own weight, the attack's share kept
    odds = {}
    for name, vector in (("base", base), ("attack", more_attack), ("rounds", more_rounds)):
        monkeypatch.setattr(extraction_value, "features", lambda g, v=tuple(vector): v)
        odds[name] = win_odds(game)
    assert odds["attack"] < odds["base"]
    assert odds["rounds"] < odds["base"]


def test_a_later_step_of_the_track_changes_only_the_rounds_left() -> None:
    early, late = features(_solo(track=3)), features(_solo(track=6))
    attack = early[ATTACK]
    assert attack > 0
    assert _changed(early, late) == {"rounds_left": -3.0, "attack_x_rounds": -3.0 * attack}


def test_a_card_a_pack_changes_is_worth_its_own_points_under_each_catalog(tmp_path: Path) -> None:
    base = load_catalog()
    pack_file = tmp_path / "sharper.toml"
    pack_file.write_text('[pack]\nname = "Sharper"\n\n[[black_market]]\nid = "katana"\n'
                         'damage = { colors = ["black", "black", "black", "black"] }\n')
    sharper = apply_packs(base, [read_pack(pack_file, base)])
    assert len(sharper.player_card("katana").damage.colors) == 4
    deck = ["katana"] * 4
    plain = features(_solo(deck=deck, runner={"hand": ["katana"]}))
    sharp = features(_solo(deck=deck, runner={"hand": ["katana"]}, catalog=sharper))
    again = features(_solo(deck=deck, runner={"hand": ["katana"]}))
    assert plain[-1] == 2.0 and sharp[-1] == 4.0 and again[-1] == 2.0


def test_only_solo_extraction_still_being_played_reads_the_fitted_odds(monkeypatch) -> None:
    def refused(g):
        raise AssertionError("win_odds read")

    monkeypatch.setattr(evaluate_module, "win_odds", refused)
    pair = new_game(quick_setup("extraction", 2, 5), record=False)
    assert ALIVE_FLOOR <= evaluate(pair) <= ALIVE_CAP
    done = new_game(quick_setup("extraction", 1, 5), record=False)
    policy = HeuristicPolicy(5)
    while done.pending is not None:
        done.apply(policy.choose(done))
    assert done.result is not None
    evaluate(done)
    with pytest.raises(AssertionError, match="win_odds read"):
        evaluate(_solo())  # (the patch does catch a solo position)
