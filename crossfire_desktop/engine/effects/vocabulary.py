"""The effect vocabulary the card editor offers: registered effects that take their behaviour from
parameters (trigger x who x what x amount). Their params spec is catalog data (`catalog.effect_params.PARAMS`,
checked when cards and packs load); this module adds what the editor shows: a summary, the
triggers that fit, help per param, the values a free-text param may take, and an example.
Card-specific effects (one function per printed card) stay out of the picker; an ability no entry
here fits is resolved at the table (`table`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from crossfire_desktop.catalog.effect_params import PARAMS
from crossfire_desktop.catalog.models import COLORS


@dataclass(frozen=True, slots=True)
class Param:
    kind: str  # "int" (whole number >= 0), "text" (one of `choices` when given), "texts" (a list)
    choices: tuple[str, ...] = ()
    required: bool = False
    help: str = ""


@dataclass(frozen=True, slots=True)
class Entry:
    summary: str  # what it does, in card words
    triggers: tuple[str, ...]  # the `when` values it makes sense with
    example: str  # one ability as TOML
    help: dict[str, str] = field(default_factory=dict)
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)  # for params the spec leaves free

    def params(self, effect: str) -> dict[str, Param]:
        """The effect's params as form fields, from the engine's spec."""
        out: dict[str, Param] = {}
        specs = PARAMS.get(effect, {})
        for name, spec in sorted(specs.items(), key=lambda kv: (not kv[1].needed, kv[0] != "who", kv[0])):
            out[name] = Param(spec.kind, self.choices.get(name, spec.choices), spec.needed, self.help.get(name, ""))
        return out


TYPES = ("Human", "Elf", "Dwarf", "Ork", "Troll", "Tech", "6th World")
ROLES = ("Street Samurai", "Mage", "Decker", "Face")
RUNNER_TRIGGERS = ("flipped", "defeated", "attack", "start_of_turn", "end_of_turn", "before_draw",
                   "reveal", "timebomb")
STATIC = ("static", "continuous")
HELP = {
    "who": "you (the runner it faces), current runner, each runner, a chosen runner, another runner",
    "n": "how many", "instead_level": "at this Crossfire level or more ...", "instead_n": "... this many instead",
    "colors": "only obstacles of these colors (black, blue, green, red)",
    "types": "only obstacles of these types (Human, Elf, Dwarf, Ork, Troll, Tech, 6th World)",
}
MATCH = {"colors": COLORS, "types": TYPES}


def _runner(effect: str, words: str, when: str, who: str = "each") -> Entry:
    return Entry(f"{{who}} {words} {{n}}", RUNNER_TRIGGERS,
                 f'when = "{when}"\neffect = "{effect}"\nparams = {{ who = "{who}", n = 1 }}', HELP)


VOCABULARY: dict[str, Entry] = {
    "runner_heals": _runner("runner_heals", "heals", "defeated", "you"),
    "runner_draws": _runner("runner_draws", "draws", "defeated", "you"),
    "runner_discards": _runner("runner_discards", "discards", "flipped"),
    "runner_takes_damage": _runner("runner_takes_damage", "takes damage", "timebomb"),
    "runner_draws_then_discards": Entry(
        "{who} draws {draw} then discards {discard}", RUNNER_TRIGGERS,
        'when = "defeated"\neffect = "runner_draws_then_discards"\nparams = { who = "you", draw = 2, discard = 1 }',
        HELP),
    "runner_nuyen": Entry(
        "{who} gains or loses {n} nuyen", RUNNER_TRIGGERS,
        'when = "flipped"\neffect = "runner_nuyen"\nparams = { who = "each", n = 1, change = "lose" }', HELP),
    "runners_facing": Entry(
        "each runner facing a matching obstacle {what} {n}", RUNNER_TRIGGERS,
        'when = "flipped"\neffect = "runners_facing"\nthreshold = 2\nparams = { what = "discards", n = 2, colors = ["red"] }',
        HELP, MATCH),
    "level_damage": Entry(
        "deal {n} levels of damage to another obstacle (the current runner picks)", RUNNER_TRIGGERS,
        'when = "defeated"\neffect = "level_damage"\nparams = { n = 1 }', HELP),
    "heal_levels": Entry(
        "obstacles heal {n} levels (no n: all); with colors/types every matching one, else this one",
        ("attack", "reveal", "timebomb", "start_of_turn", "end_of_turn", "flipped"),
        'when = "reveal"\neffect = "heal_levels"\nparams = { colors = ["black", "blue"] }', HELP, MATCH),
    "reveal_obstacles": Entry(
        "reveal {count} obstacles (0: until one matches) and put the matching ones into play",
        ("reveal", "flipped", "defeated", "timebomb"),
        'when = "reveal"\neffect = "reveal_obstacles"\nparams = { deck = "normal", count = 0, types = ["Human"] }',
        {**HELP, "count": "how many to reveal (0: until one matches)"}, MATCH),
    "cant": Entry(
        "{who} can't {what} (while it is in play)", STATIC,
        'when = "static"\neffect = "cant"\nparams = { what = "be_healed", who = "you" }', HELP,
        {"what": ("draw", "buy", "be_healed", "heal_others"), "who": ("you", "each")}),
    "max_plays": Entry(
        "{who} can't play more than {n} cards a turn", STATIC,
        'when = "static"\neffect = "max_plays"\nparams = { n = 2, who = "you" }', HELP, {"who": ("you", "each")}),
    "attack_modifier": Entry(
        "+{amount} Attack Strength to matching obstacles (no colors/types: all)", STATIC,
        'when = "continuous"\neffect = "attack_modifier"\nparams = { amount = 1, colors = ["green", "red"] }',
        HELP, MATCH),
    "also_attacks": Entry(
        "when it attacks, it also attacks the {role} unless already facing them", ("attack",),
        'when = "attack"\neffect = "also_attacks"\nparams = { role = "Street Samurai" }', HELP, {"role": ROLES}),
    **{name: Entry(summary, (when,), f'when = "{when}"\neffect = "{name}"\nparams = {example}',
                   {**HELP, "key": "a name of its own: counts its once-per-turn/scene/game uses",
                    "min_cost": "only for cards costing this much or more", "cost": "nuyen to pay"})
       for name, (when, summary, example) in {
        # upgrade stickers: the parameterised ones (examples from cards/upgrades.toml)
        "sticker_start_nuyen": ("static", "+{n} starting nuyen", "{ n = 1 }"),
        "sticker_start_hp": ("static", "+{n} starting and maximum HP", "{ n = 1 }"),
        "sticker_start_cards": ("static", "+{n} starting cards", "{ n = 1 }"),
        "sticker_market_slot": ("static", "+{n} cards in the Black Market offer", "{ n = 1 }"),
        "sticker_recover_draw": ("static", "when you stop being Staggered, draw {n} cards instead of 2", "{ n = 3 }"),
        "sticker_chill": ("static", "when an ability makes you discard, draw {n}", "{ n = 1 }"),
        "sticker_defeat_heal": ("static", "defeat an obstacle of your main color: heal {n}", "{ n = 1 }"),
        "sticker_defeat_nuyen": ("static", "defeat an obstacle of your main color: +{n} nuyen", "{ n = 1 }"),
        "sticker_defeat_draw_discard": ("static", "defeat an obstacle of your main color: draw {draw}, discard {discard}",
                                        "{ draw = 1, discard = 1 }"),
        "sticker_buy_gain_nuyen": ("static", "buy a card costing {min_cost}+: gain {n} nuyen", "{ min_cost = 8, n = 2 }"),
        "sticker_buy_move_obstacle": ("static", "buy a card costing {min_cost}+: you may move 1 obstacle", "{ min_cost = 6 }"),
        "sticker_discount": ("static", "a card of your main color costing {min_cost}+ costs {n} less",
                             "{ min_cost = 5, n = 1 }"),
        "sticker_timing": ("static", "the {nth}th card of your main color you buy costs {n} less", "{ nth = 2, n = 1 }"),
        "sticker_omae": ("static", "a card you play on another runner's turn gains +{n} colorless damage", "{ n = 1 }"),
        "sticker_assist_pay_draw": ("static", "play on another runner's turn: you may pay {cost} to draw 1",
                                    "{ cost = 1 }"),
        "sticker_show_off": ("static", "in Draw & Buy draw {n} more, then discard {discard}", "{ n = 1, discard = 1 }"),
        "sticker_bring_it": ("static", "when {attackers}+ obstacles attack you, take {n} less damage",
                             "{ attackers = 2, n = 1 }"),
        "sticker_convert_damage": ("activated", "once per turn, 1 {color} damage becomes {colorless} colorless",
                                   '{ key = "minor_knack", color = "blue", colorless = 2 }'),
        "sticker_pay_draw": ("activated", "once during your turn, pay {cost} nuyen to draw {n}",
                             '{ key = "ground_work", cost = 2, n = 1 }'),
        "sticker_hurt_draw": ("activated", "once during your turn, take {damage} damage to draw {n}",
                              '{ key = "zealot", damage = 2, n = 2 }'),
        "sticker_pay_heal_staggered": ("activated", "once per game, pay {cost} nuyen to heal {n} of a Staggered runner",
                                       '{ key = "got_your_backs", cost = 3, n = 1 }'),
    }.items()},
    "table": Entry(
        "resolved at the table: the players read the text and use the table's tools",
        (*RUNNER_TRIGGERS, "play", "assist", "damage", "activated"),
        'when = "flipped"\neffect = "table"\ntext = "FLIPPED: You can cycle 1 non-SPELL card in the Black Market."'),
}
