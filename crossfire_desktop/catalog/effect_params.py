"""What each effect's `params` may hold: a small typed spec per effect, checked when the cards load.

Card data, not engine code: the catalog checks cards against these specs without importing the engine
(the catalog sits below it). The engine registers one function per name here, no more, no fewer
(tests/catalog/test_start_checks.py pins the two lists equal).

A wrong type, an unknown name or a missing required value is bad card data, reported with the file
and card at program start instead of an exception in the middle of a game. Every effect also accepts
`key` (the name its once-per-turn counter and log line use).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .problems import problem_text, short_repr


@dataclass(frozen=True, slots=True)
class Spec:
    kind: str  # "int" (a whole number >= 0), "text", "texts" (a list of text), or "one of"
    choices: tuple[str, ...] = ()
    needed: bool = False

    @property
    def required(self) -> Spec:
        return Spec(self.kind, self.choices, True)

    def problem(self, value: Any) -> str | None:
        found = self.problem_code(value)
        return None if found is None else problem_text(*found)

    def problem_code(self, value: Any) -> tuple[str, dict[str, Any]] | None:
        """What is wrong with `value` as a code and its values (catalog/problems.py), or None."""
        if self.kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
            return None if ok else ("param_number", {"found": short_repr(value)})
        if self.kind == "texts":
            ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
            return None if ok else ("param_texts", {"found": short_repr(value)})
        if not isinstance(value, str):
            return "text", {"found": short_repr(value)}
        if self.choices and value not in self.choices:
            return "choice", {"choices": ", ".join(self.choices), "found": short_repr(value)}
        return None


INT = Spec("int")
TEXT = Spec("text")
TEXTS = Spec("texts")
WHO = Spec("text", ("you", "current", "each", "chosen", "chosen_other", "any"))
COLOR = Spec("text", ("black", "blue", "green", "red"))
DECK = Spec("text", ("normal", "hard"))
COMMON: dict[str, Spec] = {"key": TEXT}

PARAMS: dict[str, dict[str, Spec]] = {
    "also_attacks": {"role": TEXT.required},
    "attack_modifier": {"amount": INT.required, "colors": TEXTS, "types": TEXTS},
    "aztechnology_striker": {},
    "backdoor": {},
    "black_market_contacts": {},
    "cancel_by_discard": {},
    "cant": {"what": TEXT.required, "who": WHO.required},
    "coordinated_attack": {},
    "covering_fire_assist": {},
    "deathtouch": {},
    "discard": {"n": INT, "who": WHO},
    "draw": {"n": INT.required, "who": WHO.required},
    "draw_then_discard": {"discard": INT.required, "draw": INT.required, "who": WHO.required},
    "fireball": {"n": INT.required},
    "gain_nuyen": {"n": INT.required, "who": WHO.required},
    "guiding_spirit": {},
    "hack_the_world": {"max_cost": INT.required},
    "heal": {"n": INT.required, "who": WHO.required},
    "heal_levels": {"colors": TEXTS, "n": INT, "types": TEXTS},
    "icon_grab": {},
    "immune_color": {},
    "instinct": {"instead_level": INT.required, "instead_n": INT.required, "n": INT.required},
    "jacked_in": {},
    "katana": {},
    "last_levels": {"n": INT.required},
    "level_damage": {"instead_level": INT, "instead_n": INT, "n": INT.required},
    "max_plays": {"n": INT.required, "who": WHO.required},
    "monofilament_whip": {},
    "negotiation": {},
    "negotiation_assist": {"n": INT.required},
    "no_holding_back": {"n": INT.required},
    "pair_programming": {"max_cost": INT.required},
    "press_the_advantage": {},
    "remington_roomsweeper": {},
    "retrieval_agent": {},
    "reveal_obstacles": {"colors": TEXTS, "count": INT.required, "deck": DECK.required, "types": TEXTS},
    "runner_discards": {"instead_level": INT, "instead_n": INT, "n": INT.required, "who": WHO.required},
    "runner_draws": {"instead_level": INT, "instead_n": INT, "n": INT.required, "who": WHO.required},
    "runner_draws_then_discards": {"discard": INT.required, "draw": INT.required, "who": WHO.required},
    "runner_heals": {"instead_level": INT, "instead_n": INT, "n": INT.required, "who": WHO.required},
    "runner_nuyen": {"change": Spec("text", ("gain", "lose")).required, "instead_level": INT, "instead_n": INT,
                     "n": INT.required, "who": WHO.required},
    "runners_facing": {"colors": TEXTS, "n": INT.required, "types": TEXTS,
                       "what": Spec("text", ("discards", "draws", "heals", "takes_damage")).required},
    "runner_takes_damage": {"instead_level": INT, "instead_n": INT, "n": INT.required, "who": WHO.required},
    "sticker_assist_pay_draw": {"cost": INT.required},
    "sticker_bring_it": {"attackers": INT.required, "n": INT.required},
    "sticker_buy_from_discard": {},
    "sticker_buy_gain_nuyen": {"min_cost": INT.required, "n": INT.required},
    "sticker_buy_move_obstacle": {"min_cost": INT.required},
    "sticker_chill": {"n": INT.required},
    "sticker_convert_damage": {"color": COLOR.required, "colorless": INT.required, "key": TEXT.required},
    "sticker_defeat_draw_discard": {"discard": INT.required, "draw": INT.required},
    "sticker_defeat_heal": {"n": INT.required},
    "sticker_defeat_nuyen": {"n": INT.required},
    "sticker_discard_top": {"key": TEXT.required},
    "sticker_discount": {"min_cost": INT.required, "n": INT.required},
    "sticker_double_move": {"key": TEXT.required, "n": INT.required},
    "sticker_extra_basic": {},
    "sticker_fourth_wind": {},
    "sticker_heal_instead": {"instead": TEXT.required, "key": TEXT.required},
    "sticker_hurt_draw": {"damage": INT.required, "key": TEXT.required, "n": INT.required},
    "sticker_jack": {"plays": INT.required},
    "sticker_killing_machine": {"key": TEXT.required, "plays": INT.required},
    "sticker_living_fast": {},
    "sticker_market_slot": {"n": INT.required},
    "sticker_omae": {"n": INT.required},
    "sticker_pay_draw": {"cost": INT.required, "key": TEXT.required, "n": INT.required},
    "sticker_pay_heal_staggered": {"cost": INT.required, "key": TEXT.required, "n": INT.required},
    "sticker_perfect_focus": {"key": TEXT.required},
    "sticker_prep_work": {},
    "sticker_prime_runner": {"key": TEXT.required},
    "sticker_recover_draw": {"n": INT.required},
    "sticker_scene_card": {"bonus": TEXT.required, "card": TEXT.required, "key": TEXT.required, "n": INT},
    "sticker_selfish_chummer": {},
    "sticker_shadow_messiah": {"key": TEXT.required, "n": INT.required},
    "sticker_shock_frills": {"key": TEXT.required, "levels": INT.required},
    "sticker_show_off": {"discard": INT.required, "n": INT.required},
    "sticker_start_cards": {"n": INT.required},
    "sticker_start_hp": {"n": INT.required},
    "sticker_start_nuyen": {"n": INT.required},
    "sticker_timing": {"n": INT.required, "nth": INT.required},
    "sticker_true_pro": {"cost": INT.required},
    "stunbolt": {},
    "table": {},  # resolved at the table (engine/table_tools.py)
    "take_damage": {"n": INT, "who": WHO, "instead_level": INT, "instead_n": INT},
    "take_the_merchandise": {"hp": INT.required, "n": INT.required},
    "win_one_lose_one": {"discard": INT.required, "nuyen": INT.required},
}

# The effects written to read a later play of the turn (`when = "later_play"`, engine/steps.py fires them on each
# later card with no placement): a card giving this moment to any other effect is refused as it loads.
LATER_PLAY_EFFECTS = ("monofilament_whip", "negotiation")


def known_effect(name: str) -> bool:
    """Whether the engine has an effect of that name (every spec has one, tested)."""
    return name in PARAMS


def param_problem(effect: str, params: dict[str, Any]) -> tuple[str, str] | None:
    """(param name, problem) for the first bad param of an ability, or None when they fit the spec.
    An unknown effect (not in PARAMS) is not checked here: `known_effect` reports it."""
    found = param_problem_code(effect, params)
    return None if found is None else (found[0], problem_text(found[1], found[2]))


def param_problem_code(effect: str, params: dict[str, Any]) -> tuple[str, str, dict[str, Any]] | None:
    """(param name, problem code, its values) for the first bad param, as `param_problem` says it."""
    spec = PARAMS.get(effect)
    if spec is None:
        return None
    allowed = {**COMMON, **spec}
    for name, value in params.items():
        if name not in allowed:
            return name, "param_unknown", {"effect": repr(effect), "known": ", ".join(sorted(spec)) or "none"}
        found = allowed[name].problem_code(value)
        if found:
            return name, found[0], found[1]
    for name, s in spec.items():
        if s.needed and name not in params:
            return name, "param_missing", {"effect": repr(effect)}
    return None
