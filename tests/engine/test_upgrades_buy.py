"""Upgrade stickers on buying, defeating, healing and discarding."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.engine import Buy, Choose, ChooseMany, EndStep, Game, Kind, PlayCard, UseAbility
from crossfire_desktop.engine import statics as engine_statics
from tests.engine.helpers import finish_play_and_apply, hand_card, obstacle
from tests.engine.test_upgrades_play import team


def market(game: Game, card_id: str) -> int:
    for c in [*game.s.market_row, *game.s.market_discard]:
        if c is not None and game.s.defs[c] == card_id:
            return c
    raise AssertionError(card_id)


def to_buy(game: Game) -> None:
    finish_play_and_apply(game)
    assert game.pending is not None and game.pending.kind is Kind.BUY, game.pending


def shop(cal: dict[str, Any], row: list[str], **kw: Any) -> Game:
    game = team(cal, market_row=row, **kw)
    to_buy(game)
    return game


# ---- costs -------------------------------------------------------------------------------------

@pytest.mark.rule("fr-upgrades-15")
def test_been_there_killed_that_main_color_5_plus_costs_1_less() -> None:
    game = shop({"upgrades": ["been_there_killed_that"], "nuyen": 20},
                ["aztechnology_striker", "katana", "fireball", "covering_fire"])
    assert game.cost(0, market(game, "aztechnology_striker")) == 8
    assert game.cost(0, market(game, "covering_fire")) == 4
    assert game.cost(0, market(game, "katana")) == 4  # under 5
    assert game.cost(0, market(game, "fireball")) == 9  # blue is not Cal's main color


@pytest.mark.rule("fr-upgrades-20")
def test_timing_second_main_color_purchase_costs_1_less() -> None:
    game = shop({"upgrades": ["timing"], "nuyen": 20}, ["katana", "monofilament_whip", "icon_grab", "covering_fire"])
    katana = market(game, "katana")
    assert game.cost(0, katana) == 4
    game.apply(Buy(0, market(game, "icon_grab")))  # not black: does not count
    assert game.cost(0, katana) == 4
    game.apply(Buy(0, market(game, "monofilament_whip")))
    assert game.cost(0, katana) == 3
    game.apply(Buy(0, katana))
    assert game.s.runners[0].nuyen == 20 - 2 - 2 - 3
    assert game.cost(0, market(game, "covering_fire")) == 5  # only the second


@pytest.mark.rule("fr-upgrades-10")
def test_living_fast_card_to_discard_for_1_less() -> None:
    game = shop({"upgrades": ["living_fast"], "nuyen": 3}, ["katana", "icon_grab"])
    katana = market(game, "katana")
    assert game.cost(0, katana) == 3
    game.apply(Buy(0, katana))  # 3 nuyen: only with the discount, so into the discard
    r = game.s.runners[0]
    assert r.nuyen == 0 and katana in r.discard and katana not in r.hand


def test_living_fast_may_keep_the_card_in_hand_at_full_cost() -> None:
    game = shop({"upgrades": ["living_fast"], "nuyen": 5}, ["katana", "icon_grab"])
    katana = market(game, "katana")
    game.apply(Buy(0, katana))
    d = game.pending
    assert d is not None and d.prompt == "sticker_living_fast"
    game.apply(Choose(0, 0))  # yes: keep in hand, pay the 1
    r = game.s.runners[0]
    assert r.nuyen == 1 and katana in r.hand


@pytest.mark.rule("fr-upgrades-20")
def test_the_long_view_buys_from_the_black_market_discard() -> None:
    game = shop({"upgrades": ["the_long_view"], "nuyen": 5}, ["icon_grab"], market_discard=["katana"])
    katana = market(game, "katana")
    assert any(isinstance(a, Buy) and a.card == katana for a in game.legal_actions())
    game.apply(Buy(0, katana))
    assert katana in game.s.runners[0].hand and game.s.market_discard == []
    plain = shop({"nuyen": 5}, ["icon_grab"], market_discard=["katana"])
    assert plain.check(Buy(0, market(plain, "katana"))) is not None


# ---- after buying ---------------------------------------------------------------------------------

@pytest.mark.rule("fr-upgrades-5")
def test_high_roller_8_plus_gains_2() -> None:
    game = shop({"upgrades": ["high_roller"], "nuyen": 9}, ["fireball", "katana"])
    game.apply(Buy(0, market(game, "fireball")))
    assert game.s.runners[0].nuyen == 2


@pytest.mark.rule("fr-upgrades-5")
def test_big_plans_6_plus_may_move_an_obstacle() -> None:
    game = shop({"upgrades": ["big_plans"], "nuyen": 9}, ["aztechnology_striker", "katana"])
    beams = obstacle(game, "trip_beams")
    game.apply(Buy(0, market(game, "aztechnology_striker")))
    d = game.pending
    assert d is not None and d.prompt == "sticker_big_plans"
    assert [o.ref for o in d.options] == [beams, -1]  # or decline
    game.apply(Choose(0, 0))
    ob = game.s.obstacle(beams)
    assert ob is not None and ob.facing == 0


@pytest.mark.rule("fr-upgrades-40")
def test_fourth_wind_takes_a_basic_card_of_the_bought_color_back() -> None:
    game = shop({"upgrades": ["fourth_wind"], "nuyen": 4, "discard": ["quick_shot", "mana"], "deck": ["mark", "mark"]},
                ["katana", "icon_grab"])
    game.apply(Buy(0, market(game, "katana")))
    d = game.pending
    assert d is not None and d.prompt == "sticker_fourth_wind" and len(d.options) == 2
    game.apply(Choose(0, 0))
    assert {"katana", "quick_shot"} <= {game.s.defs[c] for c in game.s.runners[0].hand}
    assert sorted(game.s.defs[c] for c in game.s.runners[0].discard) == ["mana"]


@pytest.mark.rule("fr-upgrades-45")
def test_show_off_draws_1_more_then_discards_1() -> None:
    game = team({"upgrades": ["show_off"], "deck": ["mark", "mana", "quick_shot"]})
    finish_play_and_apply(game)
    d = game.pending
    assert d is not None and d.kind is Kind.CHOOSE_MANY and d.prompt == "discard_cards"
    assert len(game.s.runners[0].hand) == 3
    game.apply(ChooseMany(0, (0,)))
    assert len(game.s.runners[0].hand) == 2 and len(game.s.runners[0].discard) == 1
    assert game.pending is not None and game.pending.kind is Kind.BUY


@pytest.mark.rule("fr-upgrades-10")
def test_chill_an_ability_discard_draws_1() -> None:
    game = team({"upgrades": ["show_off", "chill"], "deck": ["mark", "mana", "quick_shot", "street_smarts"]})
    finish_play_and_apply(game)
    game.apply(ChooseMany(0, (0,)))
    assert len(game.s.runners[0].hand) == 3  # 3 drawn, 1 discarded, 1 drawn (Chill)


# ---- defeats ---------------------------------------------------------------------------------------

def defeat_ganger(cal: dict[str, Any], jay: dict[str, Any] | None = None, facing: int = 1) -> Game:
    """Cal defeats Ancients Ganger (black, 5 nuyen; only its last black level left) with a Quick Shot."""
    game = team({"hand": ["quick_shot", "mana"], **cal}, jay,
                obstacles=[{"card": "ancients_ganger", "facing": facing, "cleared": 2},
                           {"card": "trip_beams", "facing": 1}])
    ganger = obstacle(game, "ancients_ganger")
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), ganger))
    game.apply(EndStep(0))
    game.apply(game.legal_actions()[0])
    assert game.s.obstacle(ganger) is None
    return game


@pytest.mark.rule("fr-upgrades-10")
def test_lifestyle_choice_main_color_defeat_gains_1_more_nuyen() -> None:
    game = defeat_ganger({"upgrades": ["lifestyle_choice"]})
    assert [r.nuyen for r in game.s.runners] == [3, 3]
    plain = defeat_ganger({})
    assert [r.nuyen for r in plain.s.runners] == [3, 2]


@pytest.mark.rule("fr-upgrades-10")
def test_specialist_main_color_defeat_draws_1_then_discards_1() -> None:
    game = defeat_ganger({"upgrades": ["specialist"], "deck": ["katana"]})
    d = game.pending
    assert d is not None and d.kind is Kind.CHOOSE_MANY and d.prompt == "discard_cards"
    assert sorted(game.s.defs[c] for c in game.s.runners[0].hand) == ["katana", "mana"]
    events = game.apply(ChooseMany(0, (1,)))
    assert [e.params["runner"] for e in events if e.code == "discarded"] == [0]


@pytest.mark.rule("fr-upgrades-30")
def test_practiced_recovery_main_color_defeat_heals_1() -> None:
    game = defeat_ganger({"upgrades": ["practiced_recovery"], "hp": 3})
    assert game.s.runners[0].hp == 4


@pytest.mark.rule("fr-upgrades-15")
def test_selfish_chummer_gets_the_defeaters_share() -> None:
    game = defeat_ganger({}, {"upgrades": ["selfish_chummer"]}, facing=1)
    assert [r.nuyen for r in game.s.runners] == [3, 3]  # Jay's 2 raised to Cal's 3
    own = defeat_ganger({}, {"upgrades": ["selfish_chummer"]}, facing=0)
    assert [r.nuyen for r in own.s.runners] == [3, 2]  # not facing Jay


# ---- healing replacements (FAQ) ---------------------------------------------------------------------

def staggered_cal(upgrades: list[str]) -> Game:
    return team({"upgrades": ["got_your_backs", *upgrades], "nuyen": 3, "hp": 0, "staggered": True,
                 "deck": ["mark", "mark", "mark"]})


@pytest.mark.rule("fr-upgrades-20")
def test_pain_is_gain_gains_1_nuyen_instead_of_healing() -> None:
    game = staggered_cal(["pain_is_gain"])
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    d = game.pending
    assert d is not None and d.prompt == "sticker_heal_instead"
    assert [o.ref for o in d.options] == ["heal", "nuyen"]
    game.apply(Choose(0, 1))
    cal = game.s.runners[0]
    assert (cal.hp, cal.staggered, cal.nuyen, cal.hand) == (0, True, 1, [])


@pytest.mark.rule("fr-upgrades-40")
def test_red_haze_draws_1_instead_of_healing() -> None:
    game = staggered_cal(["red_haze"])
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    game.apply(Choose(0, 1))
    cal = game.s.runners[0]
    assert (cal.hp, cal.staggered, len(cal.hand)) == (0, True, 1)


@pytest.mark.rule("p25-faq-pain-red-haze", "fr-faq-pain-red-haze")
def test_pain_is_gain_and_red_haze_one_or_the_other_never_both() -> None:
    game = staggered_cal(["pain_is_gain", "red_haze"])
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    d = game.pending
    assert d is not None and sorted(str(o.ref) for o in d.options) == ["draw", "heal", "nuyen"]
    game.apply(Choose(0, [o.ref for o in d.options].index("draw")))
    cal = game.s.runners[0]
    assert (cal.nuyen, len(cal.hand)) == (0, 1)


def test_heal_still_possible_with_a_replacement_sticker() -> None:
    game = staggered_cal(["red_haze"])
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    game.apply(Choose(0, 0))
    cal = game.s.runners[0]
    assert (cal.hp, cal.staggered, len(cal.hand)) == (1, False, 2)


@pytest.mark.rule("p25-faq-cant-wins", "fr-faq-interdit")
def test_cant_draw_beats_red_haze(monkeypatch: pytest.MonkeyPatch) -> None:
    """FAQ: a Buzzback facing you ("You can't draw cards") forbids Red Haze's draw."""
    real = engine_statics.cant
    monkeypatch.setattr(engine_statics, "cant",
                        lambda g, seat, what: "Buzzback" if what == "draw" else real(g, seat, what))
    game = staggered_cal(["red_haze", "pain_is_gain"])
    game.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    d = game.pending
    assert d is not None and [o.ref for o in d.options] == ["heal", "nuyen"]
    only_haze = staggered_cal(["red_haze"])
    only_haze.apply(UseAbility(0, "upgrade:0:got_your_backs"))
    assert only_haze.s.runners[0].hp == 1  # healed: no replacement to offer
