"""The effect vocabulary the card editor offers: registered effects that take their behaviour from
parameters (trigger x who x what x amount), each with a params spec the editor turns into form
fields. Card-specific effects (one function per printed card) stay out of the picker; an ability
no entry here fits is resolved at the table (`table`).

A spec is `name -> Param(kind, choices, required, help)`; kinds: "int" (whole number >= 0),
"bool", "text" (one of `choices` when given) and "texts" (a list, from `choices` when given).
"""

from __future__ import annotations

from dataclasses import dataclass

from crossfire_desktop.catalog.models import COLORS


@dataclass(frozen=True, slots=True)
class Param:
    kind: str
    choices: tuple[str, ...] = ()
    required: bool = False
    help: str = ""


@dataclass(frozen=True, slots=True)
class Entry:
    summary: str  # what it does, in card words
    triggers: tuple[str, ...]  # the `when` values it makes sense with
    params: dict[str, Param]
    example: str  # one ability as TOML


WHO = ("you", "current", "each", "chosen", "chosen_other")
TYPES = ("Human", "Elf", "Dwarf", "Ork", "Troll", "Tech", "6th World")
RUNNER_TRIGGERS = ("flipped", "defeated", "attack", "start_of_turn", "end_of_turn", "before_draw",
                   "reveal", "timebomb")
N = Param("int", required=True, help="how many")
WHO_P = Param("text", WHO, True, "whom: you (facing it), current runner, each runner, chosen, another")
INSTEAD_LEVEL = Param("int", help="at this Crossfire level or more ...")
INSTEAD_N = Param("int", help="... the amount is this instead")
COLORS_P = Param("texts", COLORS, help="only obstacles of these colors")
TYPES_P = Param("texts", TYPES, help="only obstacles of these types")


def _runner(verb: str, example_when: str, example_who: str = "each") -> Entry:
    return Entry(f"{{who}} {verb} {{n}}", RUNNER_TRIGGERS,
                 {"who": WHO_P, "n": N, "instead_level": INSTEAD_LEVEL, "instead_n": INSTEAD_N},
                 f'when = "{example_when}"\neffect = "runner_{verb}"\nparams = {{ who = "{example_who}", n = 1 }}')


VOCABULARY: dict[str, Entry] = {
    "runner_heals": _runner("heals", "defeated", "you"),
    "runner_draws": _runner("draws", "defeated", "you"),
    "runner_discards": _runner("discards", "flipped"),
    "runner_takes_damage": _runner("takes_damage", "timebomb"),
    "runner_draws_then_discards": Entry(
        "{who} draws {draw} then discards {discard}", RUNNER_TRIGGERS,
        {"who": WHO_P, "draw": N, "discard": N},
        'when = "defeated"\neffect = "runner_draws_then_discards"\nparams = { who = "you", draw = 2, discard = 1 }'),
    "runner_nuyen": Entry(
        "{who} gains (or loses) {n} nuyen", RUNNER_TRIGGERS,
        {"who": WHO_P, "n": N, "lose": Param("bool", help="lose instead of gain"),
         "instead_level": INSTEAD_LEVEL, "instead_n": INSTEAD_N},
        'when = "flipped"\neffect = "runner_nuyen"\nparams = { who = "each", n = 1, lose = true }'),
    "runners_facing": Entry(
        "each runner facing a matching obstacle {what} {n}", RUNNER_TRIGGERS,
        {"what": Param("text", ("discards", "draws", "heals", "takes_damage"), True), "n": N,
         "colors": COLORS_P, "types": TYPES_P},
        'when = "flipped"\neffect = "runners_facing"\nthreshold = 2\n'
        'params = { what = "discards", n = 2, colors = ["red"] }'),
    "level_damage": Entry(
        "deal {n} levels of damage to another obstacle (the current runner picks)", RUNNER_TRIGGERS,
        {"n": N, "instead_level": INSTEAD_LEVEL, "instead_n": INSTEAD_N},
        'when = "defeated"\neffect = "level_damage"\nparams = { n = 1 }'),
    "heal_levels": Entry(
        "obstacles heal {n} levels (no n: all); with colors/types every matching obstacle, else this one",
        ("attack", "reveal", "timebomb", "start_of_turn", "end_of_turn", "flipped"),
        {"n": Param("int"), "colors": COLORS_P, "types": TYPES_P},
        'when = "reveal"\neffect = "heal_levels"\nparams = { colors = ["black", "blue"] }'),
    "reveal_obstacles": Entry(
        "reveal {count} obstacles (0: until one matches) and put the matching ones into play",
        ("reveal", "flipped", "defeated", "timebomb"),
        {"deck": Param("text", ("normal", "hard"), True), "count": Param("int"), "colors": COLORS_P,
         "types": TYPES_P},
        'when = "reveal"\neffect = "reveal_obstacles"\nparams = { deck = "normal", count = 0, types = ["Human"] }'),
    "cant": Entry(
        "{who} can't {what} (while in play)", ("static", "continuous"),
        {"what": Param("text", ("draw", "buy", "be_healed", "heal_others"), True), "who": Param("text", ("you", "each"), True)},
        'when = "static"\neffect = "cant"\nparams = { what = "be_healed", who = "you" }'),
    "max_plays": Entry(
        "{who} can't play more than {n} cards a turn", ("static", "continuous"),
        {"n": N, "who": Param("text", ("you", "each"), True)},
        'when = "static"\neffect = "max_plays"\nparams = { n = 2, who = "you" }'),
    "attack_modifier": Entry(
        "+{amount} Attack Strength to matching obstacles (no colors/types: all)", ("static", "continuous"),
        {"amount": N, "colors": COLORS_P, "types": TYPES_P},
        'when = "continuous"\neffect = "attack_modifier"\nparams = { amount = 1, colors = ["green", "red"] }'),
    "also_attacks": Entry(
        "when it attacks, it also attacks the {role} unless already facing them", ("attack",),
        {"role": Param("text", ("Street Samurai", "Mage", "Decker", "Face"), True)},
        'when = "attack"\neffect = "also_attacks"\nparams = { role = "Street Samurai" }'),
    "table": Entry(
        "resolved at the table: the players read the text and use the table's tools", RUNNER_TRIGGERS, {},
        'when = "flipped"\neffect = "table"\ntext = "FLIPPED: You can cycle 1 non-SPELL card in the Black Market."'),
}
