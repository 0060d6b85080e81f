"""`Game.play_pile`: a Play Cards step's answers in two lazy piles, the same answers in the same order
as filtering `legal_actions()`; the answer taken from a pile is applied without a second check.
`Game.buy_pile`: a Draw & Buy step's buys, the same as filtering `legal_actions()`.
`Game.choice_pile`: a one-option choice's or an Apply Damage step's answers, the same as `legal_actions()`."""

from __future__ import annotations

import random

import pytest

from crossfire_desktop.bots.heuristic_policy import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import (
    Action,
    ActionRefused,
    Buy,
    EndStep,
    Kind,
    MoveCard,
    PlayCard,
    UseAbility,
    legality,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.game import Game


def _filtered(game: Game, seat: int) -> tuple[list[Action], list[Action]]:
    """The two piles by their definition: the listed answers, filtered."""
    own = [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.runner == seat and a.target is not None]
    other = [a for a in game.legal_actions() if isinstance(a, PlayCard | MoveCard | UseAbility) and a not in own]
    return own, other


@pytest.mark.parametrize(("mission", "runners"), [("crossfire", 4), ("extraction", 1), ("dragon_fight", 4),
                                                  ("crossfire", 2)])
def test_the_piles_hold_the_listed_answers_in_order(mission: str, runners: int) -> None:
    known = sorted(c.id for c in load_catalog().playable("upgrades"))
    seen = after_moves = bought = chosen = 0
    for seed in range(6):
        setup = quick_setup(mission, runners, seed).model_dump()
        if seed % 2:  # stickers add abilities to start (some depend on where the placed cards are)
            pick = random.Random(seed).sample(known, 2 * runners)
            for i, r in enumerate(setup["runners"]):
                r["upgrades"] = pick[2 * i:2 * i + 2]
        game = new_game(setup, record=False)
        policy = HeuristicPolicy(seed) if seed % 4 == 1 else RandomPolicy(seed)
        moved = False  # the piles after a move: their unmoved parts are kept from before it
        while game.pending is not None:
            d = game.pending
            for seat in game.s.order:  # the decider's piles, and any other seat's
                own, other = game.play_pile(seat, at_targets=True), game.play_pile(seat, at_targets=False)
                if d.kind is Kind.PLAY:
                    want_own, want_other = _filtered(game, seat)
                    assert (list(own), list(other)) == (want_own, want_other)
                    assert [own[i] for i in range(-len(own), 0)] == want_own  # indexed from the end too
                    seen += len(own) + len(other)
                    after_moves += moved
                else:
                    assert len(own) == len(other) == 0
                buying = d.kind in (Kind.BUY, Kind.BUY_ONE) and seat == d.runner
                want = [a for a in game.legal_actions() if isinstance(a, Buy)] if buying else []
                assert game.buy_pile(seat) == want
                bought += len(want)
            choices = game.choice_pile()
            if d.kind in (Kind.CHOOSE, Kind.APPLY):
                assert choices is not None
                assert list(choices) == game.legal_actions()  # built one by one: equal, in order
                assert [choices[i] for i in range(-len(choices), 0)] == game.legal_actions()
                chosen += len(choices)
            else:
                assert choices is None
            action = policy.choose(game)
            game.apply(action)
            moved = isinstance(action, MoveCard)
    assert seen > 1000
    assert after_moves > 20
    assert bought > 50
    assert chosen > 50


def test_the_moves_of_a_card_next_to_an_obstacle_gone_are_the_listed_ones() -> None:
    """A pile keeps each placement's moves while only moves are made (each placement is at one of the targets
    and goes to another); a card left next to an obstacle no longer in play has one move more, listed."""
    game = new_game(quick_setup("crossfire", 4, 2))
    seat = game.pending.runner
    play = game.play_pile(seat, at_targets=True)[0]
    game.apply(play)
    # As an ability defeating that obstacle during the step would leave it (no pile asked since the play).
    game.s.obstacles = [ob for ob in game.s.obstacles if ob.card != play.target]
    for _ in range(3):
        own, other = game.play_pile(seat, at_targets=True), game.play_pile(seat, at_targets=False)
        assert (list(own), list(other)) == _filtered(game, seat)
        game.apply(next(a for a in other if isinstance(a, MoveCard)))


def test_a_pile_answer_is_applied_unchecked_until_the_game_moves_on(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(quick_setup("crossfire", 4, 2))
    seat = game.pending.runner
    own = game.play_pile(seat, at_targets=True)
    later, play = own[len(own) - 1], own[0]
    assert play.card != later.card
    check = legality.check
    checked: list[Action] = []
    monkeypatch.setattr(legality, "check", lambda g, a: checked.append(a) or check(g, a))
    twin = game.clone()
    twin.apply(twin.play_pile(seat, at_targets=True)[0])
    assert checked == []  # the last answer taken from a pile for this very decision: not checked again
    game.apply(later)
    assert checked == [later]  # an earlier one is checked (only the last taken is trusted), and legal
    game.undo()
    checked.clear()
    play = game.play_pile(seat, at_targets=True)[0]
    game.apply(play)
    assert checked == []
    game.apply(EndStep(seat))
    assert checked == []  # ending the step it waits on: known legal without the whole check (ends_step)
    stale = own[len(own) - 1]  # taken after the game moved on: checked, and refused (it is now Apply Damage)
    with pytest.raises(ActionRefused):
        game.apply(stale)
    assert checked[-1] is stale


def test_the_random_policy_plays_the_same_games_as_with_the_whole_list() -> None:
    """Its picks are drawn from the piles (plays, buys, choices, damage to apply) as they were from the listed
    answers: same draws, same games."""

    class ListingPolicy(RandomPolicy):  # the policy as it was: filtering the whole list
        def choose(self, game: Game) -> Action:
            d = game.pending
            if d is not None and d.kind is Kind.BUY:
                buys = [a for a in game.legal_actions() if isinstance(a, Buy)]
                if buys and self.rng.random() < 0.7:
                    return self.rng.choice(buys)
                return EndStep(d.runner)
            if d is None or d.kind is not Kind.PLAY:
                return self.rng.choice(game.legal_actions())
            own, other = _filtered(game, d.runner)
            roll = self.rng.random()
            if own and roll < 0.8:
                return self.rng.choice(own)
            if other and roll < 0.85:
                return self.rng.choice(other)
            return EndStep(d.runner)

    for seed in range(3):
        games = [new_game(quick_setup("crossfire", 3, seed), record=False) for _ in range(2)]
        for game, policy in zip(games, (RandomPolicy(seed), ListingPolicy(seed)), strict=True):
            while game.pending is not None:
                game.apply(policy.choose(game))
        assert games[0].state_hash() == games[1].state_hash()


def test_a_choice_pile_answer_is_applied_unchecked_and_a_stale_one_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(quick_setup("crossfire", 4, 2))
    policy = RandomPolicy(2)
    while game.pending is not None and game.pending.kind is not Kind.APPLY:
        game.apply(policy.choose(game))
    pile = game.choice_pile()
    assert pile is not None and len(pile) > 0
    check = legality.check
    checked: list[Action] = []
    monkeypatch.setattr(legality, "check", lambda g, a: checked.append(a) or check(g, a))
    answer = pile[len(pile) - 1]
    game.apply(answer)
    assert checked == []  # the answer just taken from the pile: trusted
    assert game.pending is not None
    with pytest.raises(ActionRefused):  # the same answer again: its damage is applied, checked and refused
        game.apply(answer)
    assert checked == [answer]
