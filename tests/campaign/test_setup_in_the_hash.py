"""Issue 28, item 7: a game save whose setup was edited (its checksum recomputed, or removed) is refused:
the game hash the program writes covers the setup as well as the state it replays to."""

from __future__ import annotations

import json

import pytest

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.campaign import SaveError, Store
from crossfire_desktop.campaign.envelope import checksum
from crossfire_desktop.catalog import Catalog, load_catalog
from crossfire_desktop.engine import new_game, quick_setup
from crossfire_desktop.saves import game_check, game_save


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.mark.parametrize("seal", ["recomputed", "removed"])
@pytest.mark.parametrize("edit", ["rules", "runner_name"])
def test_an_edited_setup_is_refused(catalog, tmp_path, seal: str, edit: str) -> None:
    game = new_game(quick_setup("crossfire", 2, 7), catalog)
    policy = RandomPolicy(1)
    for _ in range(3):
        game.apply(policy.choose(game))
    store = Store(tmp_path, checks={"game": game_check(catalog)})
    path = store.write("game", "tuesday", game_save(game))
    envelope = json.loads(path.read_bytes())
    setup = envelope["data"]["setup"]
    if edit == "rules":
        setup["rules"] = "revised" if setup["rules"] == "first" else "first"
    else:
        setup["runners"][0]["name"] = "Someone else"
    if seal == "recomputed":
        envelope["checksum"] = checksum(envelope["data"])
    else:
        del envelope["checksum"]
    path.write_text(json.dumps(envelope), "utf-8")
    with pytest.raises(SaveError) as err:
        store.read("game", "tuesday")
    assert err.value.problem == "no_game" and err.value.where in ("data.game_hash", "data.actions")


def test_an_unedited_save_and_one_of_an_older_build_load(catalog, tmp_path) -> None:
    game = new_game(quick_setup("crossfire", 2, 7), catalog)
    store = Store(tmp_path, checks={"game": game_check(catalog)})
    save = game_save(game)
    store.write("game", "now", save)
    older = {k: v for k, v in save.items() if k != "game_hash"}
    store.write("game", "older", older)
    assert store.read("game", "now").data.game.state_hash() == game.state_hash()
    assert store.read("game", "older").data.game.state_hash() == game.state_hash()
