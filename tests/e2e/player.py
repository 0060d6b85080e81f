"""A player's hands for the end-to-end tests: the heuristic bot decides from the saved game, and each action is
done on screen by X input (drags or clicks, and keys), then read back from the saved game."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.engine import Game
from crossfire_desktop.engine import actions as act
from crossfire_desktop.engine.actions import Action

from .harness import POLL, WAIT_S, Program, SavedGame, centre


class Player:
    """`by` is "drag" (cards are dragged onto their target) or "click" (picked, then the target clicked)."""

    def __init__(self, program: Program, by: str, seed: int = 1) -> None:
        self.p = program
        self.by = by
        self.saved = SavedGame(program.data)
        self.bot = HeuristicPolicy(seed)
        self.actions = 0
        self.kinds: Counter[str] = Counter()  # actions done, by type
        self.last_main = (-1, -1)  # where the main button (Space) was last clicked

    def game(self) -> Game:
        return self.saved.wait(lambda _g: True, "a game", self.p)

    def choose(self, game: Game) -> Action:
        """The bot's answer. An ability use or another runner's assist (routes these tests don't drive:
        the card's menu, the Assist… button) is replaced by ending the step."""
        d = game.pending
        assert d is not None
        action = self.bot.choose(game)
        if isinstance(action, act.UseAbility) or (isinstance(action, act.PlayCard) and action.runner != d.runner):
            legal = [a for a in game.legal_actions() if not isinstance(a, act.UseAbility | act.PlayCard)]
            action = next((a for a in legal if isinstance(a, act.EndStep)), legal[0])
        return action

    def step(self, action: Action | None = None) -> Game:
        """Decide (unless told), act on screen once the table shows the saved game, and wait until the
        saved game holds the action."""
        game = self.game()
        before = self.saved.progress(game)
        action = action or self.choose(game)
        self.settle(game)
        self.perform(action, game)
        self.actions += 1
        self.kinds[type(action).__name__] += 1
        deadline = time.monotonic() + WAIT_S
        while True:
            # the probe first, then the save: an input that landed is journaled before the repaint it causes
            state = self.p.probe()
            now = self.saved.load() if self.saved.exists() else None
            if now is not None and self.saved.moved_on(before, self.saved.progress(now)):
                return now
            if isinstance(action, act.EndStep) and self.main_moved_away(state, game):
                self.settle(game)  # and click where it is now
                self.perform(action, game)
                continue
            if time.monotonic() > deadline:
                self.p.fail(f"timed out after {WAIT_S:.0f} s waiting for the saved game to show {action} applied")
            time.sleep(POLL)

    def main_moved_away(self, state: dict[str, Any], game: Game) -> bool:
        """The main button is no longer where it was clicked, and the click did nothing: on a loaded machine the
        prompt grew a line (another runner's turn) and moved the button down after the probe said where it was, so
        the click went to the prompt's text. (A click that reached the button is journaled before that repaint.)"""
        x, y = self.last_main
        return bool(state.get("table")) and shows(state, game) and not any(
            b["text"].endswith("(Space)") and b["rect"][0] <= x < b["rect"][0] + b["rect"][2]
            and b["rect"][1] <= y < b["rect"][1] + b["rect"][3] for b in state.get("buttons", []))

    def settle(self, game: Game) -> dict[str, Any]:
        """The table showing what the saved game holds (its decision, the viewer's hand, the obstacles), with
        no hand-off over it and painting stopped: what is aimed at is where it is."""
        self.p.wait(lambda s: shows(s, game), f"the table showing the saved game (asking {game.pending})")
        state = self.p.settled()
        if not shows(state, game):  # a change came in during the quiet wait: settle again
            return self.settle(game)
        return state

    # -- one action by input ------------------------------------------------------------------------
    def perform(self, action: Action, game: Game) -> None:
        p = self.p
        table = p.state["table"]
        if isinstance(action, act.PlayCard):
            self.put(self.card(table, "hand", action.card), self.target(table, action.target))
        elif isinstance(action, act.MoveCard):
            source = next(c for c in table["placed"] if c["placement"] == action.placement)
            self.put(source, self.target(table, action.target))
        elif isinstance(action, act.Buy):
            card = self.card(table, "market", action.card)
            if self.by == "drag":
                p.drag(card["rect"], table["zones"]["hand"])
            else:
                p.click(card["rect"])
                p.wait(lambda s: "buy" in s["table"]["message"], "the market card picked")
                p.key("Return")
        elif isinstance(action, act.ApplyDamage):
            p.click(self.card(table, "obstacles", action.target)["rect"])
        elif isinstance(action, act.Choose):
            self.pick(action.option, game)
        elif isinstance(action, act.ChooseMany):
            for i in action.options:  # X input is taken in order: the picks are in before Confirm
                self.pick(i, game)
            p.click_button("Confirm (Enter)")
        elif isinstance(action, act.EndStep):
            rect = next(b["rect"] for b in p.state["buttons"] if b["text"].endswith("(Space)"))
            self.last_main = centre(rect)
            p.click(rect)
        else:
            raise AssertionError(f"no input for {action}")

    def pick(self, option: int, game: Game) -> None:
        """A numbered choice: its button, or its number key when the button is out of sight (the row
        scrolled) or is the main button ("Done")."""
        label = f"{option + 1}. "
        if any(b["text"].startswith(label) for b in self.p.state["buttons"]):
            self.p.click_button(label, prefix=True)
        else:
            self.p.key(str(option + 1))

    def put(self, source: dict[str, Any], target: list[int]) -> None:
        if self.by == "drag":
            self.p.drag(source["rect"], target)
        else:
            self.p.click(source["rect"])
            self.p.wait(lambda s: True, "the pick shown")
            self.p.click(target)

    def card(self, table: dict[str, Any], zone: str, card: int) -> dict[str, Any]:
        """The card as shown; a card scrolled out of sight is brought in with the mouse wheel first."""
        found = next((c for c in table[zone] if c["card"] == card), None)
        if found is None:
            found = self.scroll_to(zone, card)
        return found

    def scroll_to(self, zone: str, card: int) -> dict[str, Any]:
        """Turn the wheel over the zone's cards (forward, then back) until the card is in sight."""
        p = self.p
        table = p.settled()["table"]
        areas = table["zones"]["obstacles"].values() if zone == "obstacles" else [table["zones"][zone]]
        for area in areas:
            x, y = centre(area)
            for wheel in [5] * 8 + [4] * 16:  # X buttons 5 and 4: the wheel forward and back
                seq = p.probe().get("seq")
                p.xdo("mousemove", x, y, "sleep", 0.05, "click", wheel)
                state = p.next_state(seq)
                found = next((c for c in state["table"][zone] if c["card"] == card), None)
                if found is not None:
                    return dict(found)
        p.fail(f"card {card} is not shown in {zone}: {[c['card'] for c in p.state['table'][zone]]}")
        raise AssertionError  # not reached

    def target(self, table: dict[str, Any], target: int | None) -> list[int]:
        """An obstacle's card, or an empty spot at the right end of the table's placed-cards row."""
        if target is not None:
            return list(self.card(table, "obstacles", target)["rect"])
        x, y, w, h = table["zones"]["placed"]
        return [x + w - 24, y + h // 2 - 8, 16, 16]


def shows(state: dict[str, Any], game: Game) -> bool:
    """Whether the probe's table is the saved game's: same decision; the viewer's hand, the obstacles and the
    Black Market hold the same cards (those out of sight counted, not listed)."""
    d = game.pending
    t = state.get("table") if state.get("screen") == "table" else None
    if d is None or t is None or t["handoff"]:
        return False
    if t["decision"] != {"kind": d.kind.name, "runner": d.runner, "prompt": d.prompt}:
        return False
    s = game.s
    seats = {r["seat"] for r in t["runners"]}
    hand = s.runners[t["viewer"]].hand if t["viewer"] is not None else []
    obstacles = [o.card for o in s.obstacles if o.facing in seats]
    market = [*s.market_row, *s.set_aside]  # an empty slot is a row too
    return all(t["counts"][zone] == len(cards) and {c["card"] for c in t[zone]} <= set(cards)
               for zone, cards in (("hand", hand), ("obstacles", obstacles), ("market", market)))
