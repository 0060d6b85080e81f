"""Builders and drivers for the Extraction and Dragon Fight tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from crossfire_desktop.catalog import Ability, Catalog, load_catalog
from crossfire_desktop.engine import (
    ApplyDamage,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    default_roles,
    load_scenario,
    new_game,
)
from crossfire_desktop.engine.setup import GameSetup

PLAIN_NORMAL = ["deckhead", "astral_shiver", "sudden_fade", "eye_alarm", "ancients_ganger", "fire_adept",
                "trip_beams", "yak_muscle"]
PLAIN_HARD = ["knight_errant_field_agent", "chromed_samurai", "drone_rigger", "security_chief",
              "indentured_otaku"]


def plain_catalog(crossfire: list[str] | None = None, extra: dict[str, dict[str, Any]] | None = None) -> Catalog:
    """The game's catalog with obstacle decks of ability-free obstacles and a chosen Crossfire deck,
    so a test's flips ask nothing; `extra` changes cards ({id: {field: value}})."""
    cat = load_catalog()
    by_id = dict(cat.by_id)
    for card_id, update in (extra or {}).items():
        by_id[card_id] = by_id[card_id].model_copy(update=update)
    decks = dict(cat.decks)
    decks["obstacles_normal"] = [by_id[c] for c in PLAIN_NORMAL]
    decks["obstacles_hard"] = [by_id[c] for c in PLAIN_HARD]
    decks["crossfire"] = [by_id[c] for c in crossfire or []]
    return replace(cat, decks=decks, by_id=by_id)


def start_of_turn_damage() -> list[Ability]:
    return [Ability(when="start_of_turn", effect="take_damage", params={"who": "you", "n": 1})]


def team(n: int, **per_seat: dict[str, Any]) -> list[dict[str, Any]]:
    metas = ["Human", "Elf", "Dwarf", "Ork"]
    out = []
    for i, roles in enumerate(default_roles(n)):
        r: dict[str, Any] = {"name": f"R{i}", "metatype": metas[i], "roles": roles,
                             "deck": ["mark"] * 6, "hand": ["quick_shot"] * 2}
        r.update(per_seat.get(f"r{i}", {}))
        out.append(r)
    return out


def game(mission: str, n: int, *, seed: int = 1, starting: int = 0, bonus: list[str] | None = None,
         cat: Catalog | None = None) -> Game:
    setup = GameSetup.model_validate({
        "mission": mission, "seed": seed, "starting": starting, "bonus": bonus or [],
        "runners": [{"name": f"R{i}", "metatype": "Human", "roles": roles}
                    for i, roles in enumerate(default_roles(n))]})
    return new_game(setup, cat or plain_catalog())


def scenario(mission: str, n: int, cat: Catalog | None = None, **kw: Any) -> Game:
    runners = kw.pop("runners", None) or team(n)
    data = {"mission": mission, "runners": runners, "normal_deck": PLAIN_NORMAL, "hard_deck": PLAIN_HARD,
            "market_row": ["clairvoyance", "katana", "mana", "mark", "doc_wagon_contract", "backdoor"],
            "market_deck": ["mark"] * 6, **kw}
    return load_scenario(data, cat or plain_catalog())


def answer_simply(g: Game, *, intercept: bool = False) -> None:
    """Answer the pending decision the plainest way: end steps, pass, apply, first choices."""
    d = g.pending
    assert d is not None
    if d.kind in (Kind.PLAY, Kind.BUY, Kind.BUY_ONE, Kind.PLAY_ONE):
        g.apply(EndStep(d.runner))
    elif d.kind is Kind.APPLY:
        g.apply(ApplyDamage(d.runner, d.options[0].ref))
    elif d.kind is Kind.CHOOSE:
        no = len(d.options) - 1 if d.prompt == "intercept_obstacle" and not intercept else 0
        g.apply(Choose(d.runner, no))
    else:
        g.apply(ChooseMany(d.runner, tuple(range(d.min))))


def play_until(g: Game, done: Any, limit: int = 500) -> None:
    for _ in range(limit):
        if g.pending is None or done(g):
            return
        answer_simply(g)
    raise AssertionError("the game did not get there")


def at_play(seat: int) -> Any:
    return lambda g: g.pending.kind is Kind.PLAY and g.s.current == seat and g.s.turn is not None


def events(evs: list[Any], code: str) -> list[dict[str, Any]]:
    return [e.params for e in evs if e.code == code]
