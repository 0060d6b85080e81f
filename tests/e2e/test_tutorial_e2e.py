"""The guided first game played to its end on a real X display, by X input only: at 1280x720 cards are
played by clicks (pick, then target) and bought by click and Enter, at 1920x1080 by drags, as the callouts
say; the rest by clicks and keys. The outcome is read back from the autosave the program writes once the
tutorial is over."""

from __future__ import annotations

from typing import Any

from .harness import Program, SavedGame


def _step(p: Program, key: str) -> dict[str, Any]:
    p.wait(lambda s: (s.get("table") or {}).get("tutorial") == key, f"the tutorial's step {key!r}")
    state = p.settled()
    p.screenshot(f"tutorial-{key}")
    return state["table"]


def _card(table: dict[str, Any], zone: str, name: str) -> dict[str, Any]:
    return next(c for c in table[zone] if c["name"] == name)


def _by_drags(p: Program) -> bool:
    return p.x.size[0] >= 1920


def _play(p: Program, hand_card: dict[str, Any], obstacle: dict[str, Any]) -> None:
    """Drag the card onto the obstacle; or click it (it is picked), then the obstacle (it is played there)."""
    if _by_drags(p):
        p.drag(hand_card["rect"], obstacle["rect"])
    else:
        p.click(hand_card["rect"])
        p.wait(lambda s: any(c["card"] == hand_card["card"] for c in s["table"]["hand"]), "the card still in hand")
        p.click(obstacle["rect"])
    p.wait(lambda s: all(c["card"] != hand_card["card"] for c in s["table"]["hand"]), "the card played")


def test_the_tutorial_to_its_end(start: Any) -> None:
    p = start()
    assert p.button("Learn to play")  # offered on the first start
    p.screenshot("menu")
    p.click_button("Learn to play")
    _step(p, "welcome")
    for key in ("crossfire", "client", "intercept"):
        p.click_button("Next")
        table = _step(p, key)
    assert table["decision"]["prompt"] == "intercept_obstacle"
    p.click_button("① ", prefix=True)  # take the obstacle facing the Client (its key cap, ①)
    table = _step(p, "track")
    obstacle = table["obstacles"][0]
    assert obstacle["seat"] == 0  # it faces Ash now
    p.click_button("Next")
    table = _step(p, "play")
    assert sorted(c["name"] for c in table["hand"]) == ["Mana", "Quick Shot", "Quick Shot", "Street Smarts"]
    while table["hand"]:
        _play(p, table["hand"][0], obstacle)
        table = p.settled()["table"]
        obstacle = next(o for o in table["obstacles"] if o["card"] == obstacle["card"])
    _step(p, "finish")
    p.key("space")
    table = _step(p, "apply")
    p.click(next(o for o in table["obstacles"] if o["card"] == obstacle["card"])["rect"])
    p.wait(lambda s: (s.get("table") or {}).get("tutorial") in ("take_damage", "buy"), "the damage applied")
    p.screenshot("tutorial-take_damage")
    p.click_button("Next")
    table = _step(p, "buy")
    bought = _card(table, "market", "Clairvoyance")
    if _by_drags(p):
        p.drag(bought["rect"], table["zones"]["hand"])  # onto the hand
    else:
        p.click(bought["rect"])  # picked
        p.wait(lambda s: "buy" in s["table"]["message"], "the buy hint")
        p.key("Return")  # bought
    table = _step(p, "end")
    assert any(c["card"] == bought["card"] for c in table["hand"])
    p.click_button("End turn (Space)")
    table = _step(p, "assist")
    assert table["turn"] == 1 and table["decision"]["kind"] == "PLAY"  # the Client's turn
    _play(p, _card(table, "hand", "Clairvoyance"), next(o for o in table["obstacles"]
                                                                   if o["card"] == obstacle["card"]))
    _step(p, "client_turn")
    p.key("space")
    table = p.wait(lambda s: s["table"]["decision"]["kind"] == "APPLY", "the Client's Apply Damage")["table"]
    p.click(next(o for o in table["obstacles"] if o["card"] == obstacle["card"])["rect"])
    for _ in range(6):  # anything else the Client's turn asks: pass it with Space
        state = p.wait(lambda s: s["table"]["decision"]["kind"] != "APPLY" or s["table"]["tutorial"] == "level",
                       "the assist applied")
        if state["table"]["tutorial"] == "level":
            break
        seq = state["seq"]
        p.key("space")
        p.wait(lambda s, seq=seq: s["seq"] != seq, "the table after Space")
    _step(p, "level")
    p.click_button("Next")
    _step(p, "end_tutorial")
    p.click_button("Finish")
    p.wait(lambda s: s["table"]["tutorial"] is None, "the tutorial closed")
    p.screenshot("after-tutorial")
    # the game goes on as any other: now it is autosaved, and the save holds what the player did
    game = SavedGame(p.data).wait(lambda g: g.s.round == 2, "round 2", p)
    assert game.pending is not None and game.result is None
    assert game.s.obstacle(obstacle["card"]) is None  # defeated by the assist's blue damage
    ash = game.s.runners[0]
    assert ash.hp < ash.max_hp  # the obstacle hit Ash in Take Damage
    owned = [*ash.hand, *ash.deck, *ash.discard]
    assert bought["card"] in owned and game.s.defs[bought["card"]] == "clairvoyance"
