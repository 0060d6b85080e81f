"""`apply` trusts an action that is the very object `legal_actions` just listed for the pending
decision (it skips the second legality check); anything that changed the game since must not."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import (
    ActionRefused,
    Game,
    MoveCard,
    PlayCard,
    legal,
    legality,
    new_game,
    quick_setup,
)


def _game() -> Game:
    return new_game(quick_setup("crossfire", 2, 5))


def _first_play_at_an_obstacle(game: Game) -> PlayCard:
    seat = game.s.current
    return next(a for a in game.legal_actions()
                if isinstance(a, PlayCard) and a.runner == seat and a.target is not None)


def test_an_action_taken_from_the_list_is_applied_without_a_second_check(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    action = _first_play_at_an_obstacle(game)
    twin = _game()
    checked = []
    monkeypatch.setattr(legality, "check", lambda g, a: checked.append(a))
    game.apply(action)
    assert checked == []  # listed for this decision: not checked again
    twin.apply(PlayCard(action.runner, action.card, action.target))  # an equal action built by hand: checked
    assert len(checked) == 1
    assert game.state_hash() == twin.state_hash()


def test_an_action_from_a_list_made_before_the_last_apply_is_checked_and_refused() -> None:
    game = _game()
    listed = game.legal_actions()
    play = _first_play_at_an_obstacle(game)
    stale = next(a for a in listed if isinstance(a, PlayCard) and a.card == play.card and a.target != play.target)
    game.apply(play)
    with pytest.raises(ActionRefused):  # that card has left the hand: the old list no longer holds
        game.apply(stale)


def test_an_action_listed_before_an_undo_is_checked_and_refused() -> None:
    game = _game()
    game.apply(_first_play_at_an_obstacle(game))
    move = next(a for a in game.legal_actions() if isinstance(a, MoveCard))
    game.undo()  # the placement the move names is gone; the pending decision is again "play cards"
    with pytest.raises(ActionRefused):
        game.apply(move)


def test_an_action_listed_in_one_game_is_checked_in_its_clone(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    game.apply(_first_play_at_an_obstacle(game))
    move = next(a for a in game.legal_actions() if isinstance(a, MoveCard))
    twin = game.clone()
    check = legality.check
    checked: list[Game] = []

    def counted(g: Game, a: object) -> object:
        checked.append(g)
        return check(g, a)  # type: ignore[arg-type]

    monkeypatch.setattr(legality, "check", counted)
    twin.apply(move)  # not listed by the clone: checked (and legal there too)
    game.apply(move)
    assert checked == [twin]
    assert twin.state_hash() == game.state_hash()


def test_a_reused_play_list_knows_which_targets_are_bosses() -> None:
    # The same seat, card and targets in two games whose boss is another of those targets: the kept
    # list of one must not serve the other (the lists are shared between games).
    at_first = legal.at(0, 5, (None, 11, 12), {11}, True)
    at_second = legal.at(0, 5, (None, 11, 12), {12}, True)
    assert [a.target for a in at_first] == [None, 12]
    assert [a.target for a in at_second] == [None, 11]
    assert [a.target for a in legal.at(0, 5, (None, 11, 12), {12}, False)] == [None, 11, 12]
