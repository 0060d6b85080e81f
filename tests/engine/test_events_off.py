"""`Game.events = False` (simulations, search playouts): no events are built, and the game moves
exactly as with them: the same state, tally and random generator, so the same state hash."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import new_game, quick_setup, tally


@pytest.mark.parametrize(("mission", "runners", "policy"), [
    ("extraction", 1, RandomPolicy), ("crossfire", 4, HeuristicPolicy), ("dragon_fight", 4, RandomPolicy)])
def test_a_game_without_events_reaches_the_same_state_hash(mission: str, runners: int, policy: type) -> None:
    loud = new_game(quick_setup(mission, runners, 7), record=False)
    quiet = new_game(quick_setup(mission, runners, 7), record=False)
    quiet.events = False
    p_loud, p_quiet = policy(7), policy(7)
    heard = 0
    for _ in range(3000):
        if loud.pending is None:
            break
        heard += len(loud.apply(p_loud.choose(loud)))
        assert quiet.apply(p_quiet.choose(quiet)) == []
        assert quiet.state_hash() == loud.state_hash()
    assert loud.pending is None and quiet.result == loud.result
    assert heard > 0 and quiet.s.tally == loud.s.tally and quiet.s.tally


def test_a_clone_of_a_quiet_game_still_reports_events() -> None:
    game = new_game(quick_setup("extraction", 1, 3), record=False)
    game.events = False
    twin = game.clone()
    assert twin.events
    assert twin.apply(twin.legal_actions()[0])


def _emits(tree: ast.AST, guarded: bool = False) -> Iterator[tuple[str, int, bool]]:
    """(event code, line, under an `if ... .events` test) for each `x.emit("code", ...)` in the tree."""
    if isinstance(tree, ast.If) and any(isinstance(n, ast.Attribute) and n.attr == "events"
                                        for n in ast.walk(tree.test)):
        for node in tree.body:
            yield from _emits(node, True)
        for node in tree.orelse:
            yield from _emits(node, guarded)
        return
    if (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Attribute) and tree.func.attr == "emit"
            and tree.args and isinstance(tree.args[0], ast.Constant) and isinstance(tree.args[0].value, str)):
        yield tree.args[0].value, tree.lineno, guarded
    for node in ast.iter_child_nodes(tree):
        yield from _emits(node, guarded)


def test_only_the_events_the_tally_counts_are_emitted_when_events_are_off() -> None:
    """With events off an emit call is only worth making for the tally: every other code's call site
    is skipped (nothing built), and a code the tally counts is never skipped (or the tally would differ)."""
    engine = Path(tally.__file__).parent
    found = [(path.relative_to(engine), code, line, guarded)
             for path in sorted(engine.rglob("*.py"))
             for code, line, guarded in _emits(ast.parse(path.read_text(encoding="utf-8")))]
    assert len(found) > 80
    wrong = [f"{path}:{line} {code}" for path, code, line, guarded in found if guarded == (code in tally.COUNTED)]
    assert wrong == []
