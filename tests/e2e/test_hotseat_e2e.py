"""Two humans at one screen: the first runner's turn played with keys, then the hand-off screen hides every
hand until the second runner takes the seat (Enter), and only then shows the second runner's cards."""

from __future__ import annotations

from typing import Any

from .harness import Program, SavedGame
from .player import Player

SEED = 4242
TEAM = {"mission": "crossfire", "seed": SEED, "runners": [
    {"name": "Nova", "metatype": "Elf", "roles": ["Street Samurai", "Decker"]},
    {"name": "Brick", "metatype": "Troll", "roles": ["Mage", "Face"]},
]}


def start_mission(p: Program, seed: int) -> None:
    """New mission shows the team chosen last (the data folder's); the seed is typed in the Advanced box;
    Start the mission opens the table."""
    p.click_button("New mission")
    p.wait(lambda s: s["screen"] == "setup", "the New mission page")
    p.click_button("Advanced")  # the seed waits in the collapsed Advanced box
    p.wait(lambda s: any(f["label"] == "Shuffle seed" for f in s.get("fields", [])), "the Advanced box open")
    p.type_into("Shuffle seed", str(seed))
    p.screenshot("new-mission")
    p.click_button("Start the mission")
    p.wait(lambda s: s["screen"] == "table" and s["table"]["decision"] is not None, "the table")


def test_a_hot_seat_turn_and_its_hand_off(start: Any) -> None:
    p = start(last_setup=TEAM, tutorial_offered=True)
    start_mission(p, SEED)
    saved = SavedGame(p.data)
    game = saved.wait(lambda g: True, "the new game", p)
    assert [r.name for r in game.s.runners] == ["Nova", "Brick"] and game.setup.seed == SEED
    table = p.state["table"]
    assert table["viewer"] == 0 and not table["handoff"]
    assert sorted(c["name"] for c in table["hand"]) == sorted(game.card_def(c).name for c in game.s.runners[0].hand)
    nova_shot = p.screenshot("nova-turn")
    nova = Player(p, "click")
    while game.s.current == 0:  # Nova's turn: the bot decides, every action by clicks and keys
        game = nova.step()
    assert nova.actions >= 2
    state = p.wait(lambda s: s["table"]["handoff"], "the hand-off screen")
    assert state["table"]["hand"] == [] and state["table"]["viewer"] is None  # nobody's cards in sight
    assert p.button("I am Brick: show my cards (Enter)")
    cover = p.screenshot("hand-off")
    assert p.colours(cover) * 4 < p.colours(nova_shot)  # on the glass too: a plain cover, no card painted
    game = saved.wait(lambda g: g.s.current == 1, "Brick's turn", p)
    assert game.s.turns >= 1
    brick = sorted(game.card_def(c).name for c in game.s.runners[1].hand)
    p.key("Return")
    state = p.wait(lambda s: not s["table"]["handoff"] and s["table"]["hand"], "Brick's hand")
    assert state["table"]["viewer"] == 1
    assert sorted(c["name"] for c in state["table"]["hand"]) == brick
    assert all(c["runner"] == 1 for c in state["table"]["hand"])
    assert p.colours(p.screenshot("brick-turn")) > 4 * p.colours(cover)
