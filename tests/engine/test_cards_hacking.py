"""Black Market HACKING abilities (Card Explanations p. 23, FAQ p. 25)."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import (
    ChooseMany,
    EndStep,
    Kind,
    PlayCard,
    UseAbility,
)

from .card_helpers import apply_all, card, choose_ref, end_play, make, names, ob, runner

# ---- Backdoor -------------------------------------------------------------------------------

@pytest.mark.rule(
    "p8-qs-assist", "p13-assist", "p23-backdoor", "p25-faq-assist-decides", "fr-faq-assist-cible")
def test_backdoor_assist_blanks_the_obstacle_the_assister_chooses() -> None:
    g = make([runner(0), runner(1, hand=["backdoor"])],
             obstacles=[{"card": "out_of_ammo", "facing": 0}, {"card": "sudden_fade", "facing": 0}])
    ammo, fade = ob(g, 0), ob(g, 1)
    g.apply(PlayCard(1, card(g, 1, "backdoor"), fade))  # the damage goes where the current runner says
    assert g.pending.runner == 1 and g.pending.prompt == "backdoor"
    choose_ref(g, ammo)
    assert g.s.obstacles[0].blank and not g.s.obstacles[1].blank
    assert g.pool(fade).colors == (0, 0, 1, 0) and g.pool(fade).colorless == 0


@pytest.mark.rule("p23-backdoor")
def test_backdoor_main_play_has_no_ability() -> None:
    g = make([runner(0, hand=["backdoor"])], obstacles=[{"card": "sudden_fade", "facing": 0}])
    g.apply(PlayCard(0, card(g, 0, "backdoor"), ob(g, 0)))
    assert g.pending.kind is Kind.PLAY and not g.s.obstacles[0].blank
    assert g.pool(ob(g, 0)).colors == (0, 0, 1, 0) and g.pool(ob(g, 0)).colorless == 2


# ---- Hack the World -------------------------------------------------------------------------

@pytest.mark.rule("p23-hack-the-world")
def test_hack_the_world_plays_a_market_card_which_goes_to_the_market_discard() -> None:
    g = make([runner(0, hand=["hack_the_world"], deck=["katana"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}],
             market_row=["stunbolt", "fireball", "monofilament_whip"], market_deck=["negotiation"])
    shiver, deckhead = ob(g, 0), ob(g, 1)
    stunbolt, fireball, whip = g.s.market_row
    g.apply(PlayCard(0, card(g, 0, "hack_the_world"), deckhead))
    d = g.pending
    assert d.kind is Kind.PLAY_ONE and [o.ref for o in d.options] == [stunbolt, whip]  # cost 6 or less
    refusal = g.check(EndStep(0))
    assert refusal is not None and refusal.code == "must_play"
    assert stunbolt is not None
    g.apply(PlayCard(0, stunbolt, shiver))  # reveals Katana: X = 4
    assert names(g, [c for c in g.s.market_row if c is not None]) == ["negotiation", "fireball", "monofilament_whip"]
    assert g.pool(shiver).colors == (0, 1, 0, 0) and g.pool(shiver).colorless == 4
    assert g.pool(deckhead).colors == (0, 0, 2, 0) and g.pool(deckhead).colorless == 2
    assert g.s.turn is not None and stunbolt in g.s.turn.played
    end_play(g)
    apply_all(g)
    assert stunbolt in g.s.market_discard and stunbolt not in g.s.runners[0].discard
    r = g.s.runners[0]
    assert "hack_the_world" in names(g, r.hand + r.deck + r.discard)  # its own card stays the runner's


# ---- Icon Grab ------------------------------------------------------------------------------

@pytest.mark.rule("p23-icon-grab")
def test_icon_grab_with_another_hacking_card_adds_a_chosen_color() -> None:
    g = make([runner(0, hand=["icon_grab", "mark"])], obstacles=[{"card": "trip_beams", "facing": 0}])
    target = ob(g, 0)
    g.apply(PlayCard(0, card(g, 0, "icon_grab"), target))
    g.apply(PlayCard(0, card(g, 0, "mark"), None))  # played after Icon Grab: still counts
    assert g.pool(target).colors == (0, 0, 1, 0)
    g.apply(EndStep(0))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.prompt == "icon_grab_color" and [o.ref for o in d.options] == ["black", "blue", "red"]
    choose_ref(g, "red")
    assert g.pool(target).colors == (0, 0, 1, 1)
    assert g.preview(target).cleared == 1  # Trip Beams [red, 3, green]


@pytest.mark.rule("p23-icon-grab")
def test_icon_grab_without_another_hacking_card_deals_only_green() -> None:
    g = make([runner(0, hand=["icon_grab", "quick_shot"])], obstacles=[{"card": "trip_beams", "facing": 0}])
    g.apply(PlayCard(0, card(g, 0, "icon_grab"), ob(g, 0)))
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), None))
    g.apply(EndStep(0))
    assert g.pending.kind is Kind.APPLY
    assert g.pool(ob(g, 0)).colors == (0, 0, 1, 0)


@pytest.mark.rule("p23-icon-grab")
def test_two_icon_grabs_count_each_other() -> None:
    g = make([runner(0, hand=["icon_grab", "icon_grab"])], obstacles=[{"card": "trip_beams", "facing": 0}])
    g.apply(PlayCard(0, card(g, 0, "icon_grab"), ob(g, 0)))
    g.apply(PlayCard(0, card(g, 0, "icon_grab"), ob(g, 0)))
    g.apply(EndStep(0))
    choose_ref(g, "red")
    choose_ref(g, "blue")
    assert g.pool(ob(g, 0)).colors == (0, 1, 2, 1)


# ---- Jacked In ------------------------------------------------------------------------------

@pytest.mark.rule("p23-jacked-in")
def test_jacked_in_returns_from_the_discard_for_a_discarded_card() -> None:
    g = make([runner(0, hand=["mark", "mana"], discard=["jacked_in"])])
    ji = card(g, 0, "jacked_in", "discard")
    use = UseAbility(0, f"card:{ji}")
    assert use in g.legal_actions()
    g.apply(use)
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.prompt == "discard_cards"
    g.apply(ChooseMany(0, ([o.ref for o in d.options].index(card(g, 0, "mark")),)))
    assert sorted(names(g, g.s.runners[0].hand)) == ["jacked_in", "mana"]
    assert names(g, g.s.runners[0].discard) == ["mark"]


def test_jacked_in_needs_a_card_to_discard() -> None:
    g = make([runner(0, discard=["jacked_in"])])
    refusal = g.check(UseAbility(0, f"card:{card(g, 0, 'jacked_in', 'discard')}"))
    assert refusal is not None and refusal.code == "ability_unavailable"


@pytest.mark.rule("p23-jacked-in")
def test_jacked_in_cannot_come_back_the_turn_it_was_played() -> None:
    g = make([runner(0, hand=["jacked_in", "mark", "mana"], deck=["quick_shot", "quick_shot"])],
             obstacles=[{"card": "sudden_fade", "facing": 1}])
    ji = card(g, 0, "jacked_in")
    g.apply(PlayCard(0, ji, ob(g, 0)))
    end_play(g)
    apply_all(g)
    assert g.pending.kind is Kind.BUY and ji in g.s.runners[0].discard
    refusal = g.check(UseAbility(0, f"card:{ji}"))
    assert refusal is not None and refusal.code == "ability_unavailable"


@pytest.mark.rule("p23-jacked-in")
def test_jacked_in_discarded_by_an_effect_can_come_back_that_turn() -> None:
    g = make([runner(0, hand=["clairvoyance", "jacked_in", "mark"], deck=["mana"])])
    g.apply(PlayCard(0, card(g, 0, "clairvoyance"), None))
    d = g.pending
    ji = card(g, 0, "jacked_in")
    g.apply(ChooseMany(0, ([o.ref for o in d.options].index(ji),)))
    assert ji in g.s.runners[0].discard
    assert UseAbility(0, f"card:{ji}") in g.legal_actions()


def test_jacked_in_is_not_usable_on_another_runners_turn() -> None:
    g = make([runner(0), runner(1, hand=["mark"], discard=["jacked_in"])])
    refusal = g.check(UseAbility(1, f"card:{card(g, 1, 'jacked_in', 'discard')}"))
    assert refusal is not None and refusal.code == "ability_unavailable"


# ---- Pair Programming -----------------------------------------------------------------------

@pytest.mark.rule("p23-pair-programming")
def test_pair_programming_plays_a_cheap_card_from_another_runners_discard() -> None:
    g = make([runner(0, hand=["pair_programming"], deck=["mana"]),
              runner(1, discard=["stunbolt", "katana"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    shiver, deckhead = ob(g, 0), ob(g, 1)
    stunbolt = card(g, 1, "stunbolt", "discard")
    g.apply(PlayCard(0, card(g, 0, "pair_programming"), deckhead))
    d = g.pending
    assert d.kind is Kind.PLAY_ONE and d.optional and [o.ref for o in d.options] == [stunbolt]  # Katana costs 4
    g.apply(PlayCard(0, stunbolt, shiver))  # "you" is the Pair Programming player: reveals their Mana
    assert g.pool(shiver).colorless == 0 and g.pool(shiver).colors == (0, 1, 0, 0)
    assert g.pool(deckhead).colors == (0, 0, 2, 0)
    end_play(g)
    apply_all(g)
    assert stunbolt in g.s.runners[1].discard


@pytest.mark.rule("p23-pair-programming")
def test_pair_programming_discarding_a_hacking_card_allows_any_cost() -> None:
    g = make([runner(0, hand=["pair_programming", "mark", "mana"]),
              runner(1, discard=["stunbolt", "katana"])],
             obstacles=[{"card": "yak_muscle", "facing": 0}])
    katana = card(g, 1, "katana", "discard")
    g.apply(PlayCard(0, card(g, 0, "pair_programming"), None))
    d = g.pending
    assert d.kind is Kind.CHOOSE and [o.ref for o in d.options] == [card(g, 0, "mark"), -1]  # HACKING only
    choose_ref(g, card(g, 0, "mark"))
    assert names(g, g.s.runners[0].discard) == ["mark"]
    assert [o.ref for o in g.pending.options] == [card(g, 1, "stunbolt", "discard"), katana]
    g.apply(PlayCard(0, katana, ob(g, 0)))
    assert g.pool(ob(g, 0)).colors == (2, 0, 0, 0)


def test_pair_programming_is_optional() -> None:
    g = make([runner(0, hand=["pair_programming"]), runner(1, discard=["mana"])])
    g.apply(PlayCard(0, card(g, 0, "pair_programming"), None))
    g.apply(EndStep(0))
    assert g.pending.kind is Kind.PLAY and names(g, g.s.runners[1].discard) == ["mana"]


# ---- Retrieval Agent ------------------------------------------------------------------------

@pytest.mark.rule("p23-retrieval-agent")
def test_retrieval_agent_returns_a_hacking_card_from_the_discard() -> None:
    g = make([runner(0, hand=["retrieval_agent", "mark"], discard=["quick_shot", "icon_grab", "backdoor"])])
    g.apply(PlayCard(0, card(g, 0, "mark"), None))  # still in play: can't be returned
    g.apply(PlayCard(0, card(g, 0, "retrieval_agent"), None))
    d = g.pending
    assert names(g, [int(o.ref) for o in d.options]) == ["icon_grab", "backdoor"]
    choose_ref(g, card(g, 0, "backdoor", "discard"))
    assert names(g, g.s.runners[0].hand) == ["backdoor"]


@pytest.mark.rule("p23-retrieval-agent")
def test_retrieval_agent_with_no_hacking_card_in_the_discard_does_nothing() -> None:
    g = make([runner(0, hand=["retrieval_agent"], discard=["quick_shot"])])
    g.apply(PlayCard(0, card(g, 0, "retrieval_agent"), None))
    assert g.pending.kind is Kind.PLAY and g.s.runners[0].hand == []
