from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from crossfire_desktop.campaign import Campaign, Store, add_runner, new_campaign
from crossfire_desktop.catalog.missions import BonusChallenge, KarmaScaling, Mission, ScalingBand
from crossfire_desktop.catalog.models import UpgradeCard

ROOT = Path(__file__).resolve().parents[2]

STANDARD_SCALING = KarmaScaling(
    bands=[
        ScalingBand(up_to=10, penalty=0),
        ScalingBand(up_to=30, penalty=1),
        ScalingBand(up_to=50, penalty=2),
        ScalingBand(up_to=75, penalty=3),
    ]
)


def _mission(**kw: object) -> Mission:
    base: dict[str, object] = {
        "job": "",
        "difficulty": "",
        "recommended_upgrades": "",
        "min_runners": 1,
        "max_runners": 4,
        "goal": "",
        "setup": "",
        "rules": "",
    }
    return Mission.model_validate({**base, **kw})


@pytest.fixture
def crossfire() -> Mission:
    """Rulebook, Crossfire mission: win 3, abort 1, Bring It On! +1, Danger Zone +2 (once per runner)."""
    return _mission(
        id="crossfire",
        name="Crossfire",
        karma_win=3,
        karma_abort=1,
        bonus_challenges=[
            BonusChallenge(id="bring_it_on", name="Bring It On!", text="", karma=1),
            BonusChallenge(id="danger_zone", name="Danger Zone", text="", karma=2, per_runner=True),
        ],
        scaling=STANDARD_SCALING,
    )


@pytest.fixture
def extraction() -> Mission:
    """Rulebook, Extraction: win 4, no abort award, three bonus challenges."""
    return _mission(
        id="extraction",
        name="Extraction",
        karma_win=4,
        karma_abort=None,
        bonus_challenges=[
            BonusChallenge(id="stepped_up_security", name="Stepped-up Security!", text="", karma=1),
            BonusChallenge(id="emt_gig", name="EMT Gig!", text="", karma=1),
            BonusChallenge(id="elite_response_team", name="Elite Response Team!", text="", karma=3),
        ],
        scaling=STANDARD_SCALING,
    )


@pytest.fixture
def dragon_fight() -> Mission:
    """Rulebook, Dragon Fight: win 7, abort 1, 0-75 full, 76-100 -1, each +25 another -1."""
    return _mission(
        id="dragon_fight",
        name="Dragon Fight",
        min_runners=4,
        karma_win=7,
        karma_abort=1,
        bonus_challenges=[
            BonusChallenge(
                id="trouble_brewing", name="Trouble Brewing", text="", karma=1, excludes=["lets_get_serious"]
            ),
            BonusChallenge(
                id="lets_get_serious",
                name="Let's Get Serious",
                text="",
                karma=2,
                excludes=["trouble_brewing"],
            ),
            BonusChallenge(id="im_closer_than_you_think", name="I'm Closer Than You Think", text="", karma=2),
            BonusChallenge(id="minions_unending", name="Minions Unending", text="", karma=3),
        ],
        scaling=KarmaScaling(bands=[ScalingBand(up_to=75, penalty=0), ScalingBand(up_to=100, penalty=1)]),
    )


@pytest.fixture(scope="session")
def stickers() -> dict[str, UpgradeCard]:
    """cards/upgrades.toml, validated on its own (the other decks may be in progress)."""
    raw = tomllib.loads((ROOT / "cards" / "upgrades.toml").read_text(encoding="utf-8"))
    return {c["id"]: UpgradeCard.model_validate(c) for c in raw["cards"]}


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "data")


@pytest.fixture
def team() -> Campaign:
    c = new_campaign("Seattle Nights", campaign_id="c1")
    c = add_runner(c, "Mike", "Human", runner_id="mike")
    c = add_runner(c, "Dana", "Elf", runner_id="dana")
    return c
