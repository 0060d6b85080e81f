"""Solo Extraction's leaf value: the fitted odds of the win read the position the way the game is won."""

from crossfire_desktop.bots.search.evaluate import ALIVE_CAP, ALIVE_FLOOR, evaluate
from crossfire_desktop.engine import load_scenario

ROLES = ["Street Samurai", "Mage", "Decker", "Face"]


def _solo(*, client_hp: int = 5, runner: dict | None = None, obstacles: list | None = None, track: int = 4,
          deck: list[str] | None = None) -> object:
    return load_scenario({
        "mission": "extraction", "seed": 1, "round": track, "track": track, "current": 0, "client_hp": client_hp,
        "runners": [{"name": "A", "metatype": "Human", "roles": ROLES, "hand": ["mark", "mana"],
                     "deck": deck or ["quick_shot", "street_smarts", "mark", "mana"], **(runner or {})}],
        "obstacles": obstacles if obstacles is not None else [{"card": "trip_beams", "facing": 1}],
        "normal_deck": ["gutter_punks"] * 4, "hard_deck": ["yak_muscle"] * 4,
    })


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
