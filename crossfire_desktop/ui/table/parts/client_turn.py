"""Extraction's Client turn (rulebook p. 20, "The Client"): the Client plays no cards but can be
assisted; the starting runner decides for it (applies that damage, ends its turn). The table shows
no hand then, says so, and offers Assist… only to runners holding an assist they can play now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.engine import Kind, PlayCard

from ...words.text import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from ...words.names import Namer


def is_client_turn(game: Game) -> bool:
    d = game.pending
    return d is not None and d.kind is Kind.PLAY and game.s.runners[game.s.current].client


def solo_runner(game: Game) -> int | None:
    """On the Client's turn of a one-runner game, that runner: their hand is shown, as assisting."""
    if not is_client_turn(game):
        return None
    seats = [r.seat for r in game.s.runners if not r.client]
    return seats[0] if len(seats) == 1 else None


def assist_seats(game: Game) -> list[int]:
    """Runners other than the current one who can play a card now (an assist), in seat order."""
    d = game.pending
    if d is None or d.kind is not Kind.PLAY:
        return []
    seats = {a.runner for a in game.legal_actions() if isinstance(a, PlayCard) and a.runner != game.s.current}
    return [s for s in game.s.order if s in seats]


def client_prompt(game: Game, names: Namer) -> str:
    d = game.pending
    assert d is not None
    who = ", ".join(names.runner(s) for s in assist_seats(game))
    head = tr("The Client's turn: the Client plays no cards, only assists can be played.")
    if who and solo_runner(game) is not None:
        then = tr("{who}: drag an assist card onto an obstacle, then end the turn (Space).").format(who=who)
    elif who:
        then = tr("{who} can assist (Assist…), then {decider} ends the turn (Space).").format(
            who=who, decider=names.runner(d.runner))
    else:
        then = tr("Nobody holds an assist to play: {decider} ends the turn (Space).").format(
            decider=names.runner(d.runner))
    return f"{head} {then}"


def client_hand_label() -> str:
    return tr("The Client has no hand: a runner holding an assist plays it with the Assist… button.")
