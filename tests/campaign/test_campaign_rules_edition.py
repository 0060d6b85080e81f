"""A campaign keeps the rules printing chosen at its creation; its games use it."""

from __future__ import annotations

import json
from pathlib import Path

from crossfire_desktop.campaign import Store, load_campaign, save_campaign
from crossfire_desktop.campaign.play import runner_setup
from crossfire_desktop.campaign.roster import add_runner, new_campaign
from crossfire_desktop.engine import new_game
from crossfire_desktop.engine.setup import GameSetup


def test_a_new_campaign_keeps_its_edition(tmp_path: Path) -> None:
    store = Store(tmp_path)
    c = new_campaign("Revised crew", rules="revised")
    save_campaign(store, c)
    assert load_campaign(store, c.id).rules == "revised"
    assert new_campaign("Default crew").rules == "first"


def test_a_version_2_campaign_file_is_first_printing(tmp_path: Path) -> None:
    store = Store(tmp_path)
    c = new_campaign("Old crew")
    path = save_campaign(store, c)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["version"] = 2
    del doc["data"]["rules"]
    doc.pop("checksum", None)  # a hand-made v2 file, as written before checksums
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert load_campaign(store, c.id).rules == "first"


def test_campaign_games_use_the_campaign_edition_and_karma() -> None:
    c = new_campaign("Revised crew", rules="revised")
    c = add_runner(c, "Mike", "Human", karma_earned=25, runner_id="mike")
    c = add_runner(c, "Sue", "Elf", karma_earned=0, runner_id="sue")
    runners = [{**runner_setup(c.runner("mike")), "roles": ["Street Samurai", "Mage"]},
               {**runner_setup(c.runner("sue")), "roles": ["Decker", "Face"]}]
    setup = GameSetup.model_validate({"mission": "crossfire", "rules": c.rules, "seed": 1, "runners": runners,
                                      "campaign": {"campaign_id": c.id, "game_id": "g1"}})
    game = new_game(setup)
    game.apply(game.legal_actions()[0])  # Mike's Icon Grab swap
    assert game.pending.prompt == "revised_karma_card" and game.pending.params["cost"] == 3
