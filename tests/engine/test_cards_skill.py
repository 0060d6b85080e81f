"""Black Market SKILL abilities (Card Explanations p. 23, FAQ p. 25, Example 1 p. 14)."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import (
    ApplyDamage,
    Buy,
    EndStep,
    Game,
    Kind,
    PlayCard,
    statics,
)

from .card_helpers import apply_all, card, choose_ref, end_play, make, names, ob, runner

# ---- Black Market Contacts ------------------------------------------------------------------

@pytest.mark.rule("p23-black-market-contacts")
def test_black_market_contacts_buys_a_card_now() -> None:
    g = make([runner(0, hand=["black_market_contacts"], nuyen=5)],
             market_row=["katana", "fireball"], market_deck=["stunbolt"])
    katana, fireball = g.s.market_row
    assert katana is not None and fireball is not None
    g.apply(PlayCard(0, card(g, 0, "black_market_contacts"), None))
    d = g.pending
    assert d.kind is Kind.BUY_ONE and d.optional
    refusal = g.check(Buy(0, fireball))
    assert refusal is not None and refusal.code == "not_enough_nuyen"
    g.apply(Buy(0, katana))
    assert katana in g.s.runners[0].hand and g.s.runners[0].nuyen == 1
    assert names(g, [c for c in g.s.market_row if c is not None]) == ["stunbolt", "fireball"]
    assert g.pending.kind is Kind.PLAY
    g.apply(PlayCard(0, katana, None))  # the bought card can be played this turn


@pytest.mark.rule("p23-black-market-contacts")
def test_black_market_contacts_may_pass() -> None:
    g = make([runner(0, hand=["black_market_contacts"], nuyen=5)], market_row=["katana"])
    g.apply(PlayCard(0, card(g, 0, "black_market_contacts"), None))
    g.apply(EndStep(0))
    assert g.pending.kind is Kind.PLAY and g.s.runners[0].nuyen == 5


# ---- Coordinated Attack ---------------------------------------------------------------------

@pytest.mark.rule(
    "p23-coordinated-attack", "p25-faq-coordinated-attack", "p27-gloss-you", "fr-faq-attaque-coordonnee")
def test_coordinated_attack_never_targets_yourself_and_the_target_draws_then_plays() -> None:
    g = make([runner(0, hand=["coordinated_attack"]), runner(1, hand=["mana"], deck=["guiding_spirit"]), runner(2)],
             obstacles=[{"card": "astral_shiver", "facing": 2}])
    g.apply(PlayCard(0, card(g, 0, "coordinated_attack"), ob(g, 0)))
    d = g.pending
    assert d.kind is Kind.CHOOSE and [o.ref for o in d.options] == [1, 2]
    choose_ref(g, 1)
    d = g.pending
    assert d.kind is Kind.PLAY_ONE and d.runner == 1 and d.optional
    assert sorted(names(g, [int(o.ref) for o in d.options])) == ["guiding_spirit", "mana"]
    gs = card(g, 1, "guiding_spirit")
    g.apply(PlayCard(1, gs, ob(g, 0)))
    assert g.pending.kind is Kind.CHOOSE and g.pending.runner == 1  # Guiding Spirit's "you" is runner 1
    choose_ref(g, 0)
    assert g.pending.kind is Kind.PLAY and g.pending.runner == 0
    pool = g.pool(ob(g, 0))
    assert pool.colors == (0, 1, 0, 1) and pool.colorless == 2
    end_play(g)
    assert g.pending.kind is Kind.APPLY and g.pending.runner == 0  # the Coordinated Attack player applies it
    apply_all(g)
    assert gs in g.s.runners[1].discard


def test_coordinated_attack_the_target_may_decline() -> None:
    g = make([runner(0, hand=["coordinated_attack"]), runner(1, deck=["mana"])])
    g.apply(PlayCard(0, card(g, 0, "coordinated_attack"), None))
    g.apply(EndStep(1))
    assert names(g, g.s.runners[1].hand) == ["mana"] and g.pending.kind is Kind.PLAY


@pytest.mark.rule("p23-coordinated-attack")
def test_coordinated_attack_chains_back_to_the_first_runner() -> None:
    g = make([runner(0, hand=["coordinated_attack"], deck=["mana"]),
              runner(1, deck=["coordinated_attack"]), runner(2)])
    g.apply(PlayCard(0, card(g, 0, "coordinated_attack"), None))
    choose_ref(g, 1)
    g.apply(PlayCard(1, card(g, 1, "coordinated_attack"), None))
    assert [o.ref for o in g.pending.options] == [0, 2]  # runner 1 can choose runner 0
    choose_ref(g, 0)
    assert g.pending.kind is Kind.PLAY_ONE and g.pending.runner == 0
    mana = card(g, 0, "mana")
    g.apply(PlayCard(0, mana, None))
    assert g.s.turn is not None and mana in g.s.turn.played


@pytest.mark.rule("p25-faq-nuyen", "p25-faq-coordinated-attack", "fr-faq-nuyens")
def test_faq_nuyen_from_a_coordinated_attack_kill_starts_with_the_current_runner() -> None:
    # Astral Shiver [3, blue, blue] down to its last [blue]: runner 1's Mana defeats it.
    g = make([runner(0, hand=["coordinated_attack"]), runner(1, deck=["mana"])],
             obstacles=[{"card": "astral_shiver", "facing": 1, "cleared": 2}])
    shiver = ob(g, 0)
    g.apply(PlayCard(0, card(g, 0, "coordinated_attack"), None))
    g.apply(PlayCard(1, card(g, 1, "mana"), shiver))
    end_play(g)
    events = g.apply(ApplyDamage(0, shiver))
    assert any(e.code == "obstacle_defeated" for e in events)
    nuyen = [e.params["runner"] for e in events if e.code == "nuyen"]
    assert nuyen and nuyen[0] == 0


# ---- Doc Wagon Contract ---------------------------------------------------------------------

@pytest.mark.rule("p23-doc-wagon")
def test_doc_wagon_contract_heals_any_runner_two_including_yourself() -> None:
    g = make([runner(0, hand=["doc_wagon_contract"], hp=1), runner(1, hp=1)])
    g.apply(PlayCard(0, card(g, 0, "doc_wagon_contract"), None))
    assert [o.ref for o in g.pending.options] == [0, 1]
    choose_ref(g, 0)
    assert [r.hp for r in g.s.runners] == [3, 1]


@pytest.mark.rule("p13-assist", "p23-doc-wagon", "p26-gloss-assist-damage")
def test_doc_wagon_contract_assist_heals_any_runner_one_and_deals_red() -> None:
    g = make([runner(0, hp=1), runner(1, hand=["doc_wagon_contract"], hp=1), runner(2, hp=1)],
             obstacles=[{"card": "eye_alarm", "facing": 0}])
    g.apply(PlayCard(1, card(g, 1, "doc_wagon_contract"), ob(g, 0)))
    assert g.pending.runner == 1 and [o.ref for o in g.pending.options] == [0, 1, 2]
    choose_ref(g, 2)
    assert [r.hp for r in g.s.runners] == [1, 1, 2]
    assert g.pool(ob(g, 0)).colors == (0, 0, 0, 1)


# ---- Hero Move ------------------------------------------------------------------------------

@pytest.mark.rule("p10-card-wins", "p17-staggered-draw-before", "p23-hero-move", "fr-carte-gagne")
def test_hero_move_each_runner_draws_one_staggered_too() -> None:
    g = make([runner(0, hand=["hero_move"], deck=["mana"]), runner(1, deck=["mark"], staggered=True, hp=0),
              runner(2, deck=["quick_shot"])])
    g.apply(PlayCard(0, card(g, 0, "hero_move"), None))
    assert [names(g, r.hand) for r in g.s.runners] == [["mana"], ["mark"], ["quick_shot"]]


@pytest.mark.rule("p23-hero-move")
def test_hero_move_a_runner_prevented_from_drawing_does_not_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    # "You can't draw cards" (Buzzback) facing runner 1, as statics.cant reports it.
    def cant(g: Game, seat: int | None, what: str) -> str | None:
        return "Buzzback" if seat == 1 and what == "draw" else None

    monkeypatch.setattr(statics, "cant", cant)
    g = make([runner(0, hand=["hero_move"], deck=["mana"]), runner(1, deck=["mark"])])
    events = g.apply(PlayCard(0, card(g, 0, "hero_move"), None))
    assert [names(g, r.hand) for r in g.s.runners] == [["mana"], []]
    assert any(e.code == "prevented" and e.params["runner"] == 1 for e in events)


# ---- Negotiation ----------------------------------------------------------------------------

@pytest.mark.rule("p23-negotiation")
def test_negotiation_counts_itself_and_skills_played_after_it() -> None:
    g = make([runner(0, hand=["negotiation", "street_smarts", "mana"], nuyen=5)],
             market_row=["coordinated_attack", "katana"])
    ca, katana = g.s.market_row
    assert ca is not None and katana is not None
    g.apply(PlayCard(0, card(g, 0, "negotiation"), None))
    assert g.cost(0, ca) == 4 - 1 and g.cost(0, katana) == 4
    g.apply(PlayCard(0, card(g, 0, "street_smarts"), None))
    assert g.cost(0, ca) == 4 - 2  # counted as it is played: the market's price says so during Play Cards
    g.apply(PlayCard(0, card(g, 0, "mana"), None))
    assert g.cost(0, ca) == 4 - 2
    end_play(g)
    apply_all(g)
    assert g.pending.kind is Kind.BUY
    assert g.cost(0, ca) == 4 - 2 and g.cost(0, katana) == 4
    g.apply(Buy(0, ca))
    assert g.s.runners[0].nuyen == 3
    row = [c for c in g.s.market_row if c is not None]
    assert all(g.cost(0, c) == g.player_def(c).cost for c in row)  # only the next SKILL purchase


@pytest.mark.rule("p23-negotiation")
def test_black_market_contacts_after_negotiation_buys_with_itself_counted() -> None:
    # Negotiation, then Black Market Contacts: two SKILL cards played when Contacts buys, so a SKILL costs 2 less
    # (the discount was counted after Contacts' own ability, too late for its purchase).
    g = make([runner(0, hand=["negotiation", "black_market_contacts"], nuyen=2)],
             market_row=["coordinated_attack", "katana"])
    ca = g.s.market_row[0]
    assert ca is not None
    g.apply(PlayCard(0, card(g, 0, "negotiation"), None))
    g.apply(PlayCard(0, card(g, 0, "black_market_contacts"), None))
    assert g.pending.kind is Kind.BUY_ONE
    assert g.cost(0, ca) == 4 - 2 and g.check(Buy(0, ca)) is None
    g.apply(Buy(0, ca))
    assert ca in g.s.runners[0].hand and g.s.runners[0].nuyen == 0


@pytest.mark.rule("p23-negotiation")
def test_a_later_card_counted_by_negotiation_logs_only_what_changed() -> None:
    # the count as a later card is played says its new discount, never "Negotiation: ..." as if it ran again
    # (a card without an ability of its own, played after it, left that line last in the log: seen in review)
    g = make([runner(0, hand=["negotiation", "mark", "street_smarts"], nuyen=5)], market_row=["coordinated_attack"])
    neg = card(g, 0, "negotiation")
    g.apply(PlayCard(0, neg, None))
    events = g.apply(PlayCard(0, card(g, 0, "mark"), None))
    assert not any(e.code == "ability" and e.params.get("source") == neg for e in events)
    events = g.apply(PlayCard(0, card(g, 0, "street_smarts"), None))
    assert [e.params["amount"] for e in events if e.code == "discount"] == [2]
    assert not any(e.code == "ability" and e.params.get("source") == neg for e in events)


@pytest.mark.rule("p23-negotiation")
def test_the_buy_listing_prices_each_card_with_the_discounts_in_force() -> None:
    # legal.buys offers what the runner can pay for now: each card at its own (discounted) price.
    g = make([runner(0, hand=["negotiation", "street_smarts"], nuyen=3)],
             market_row=["katana", "coordinated_attack", "stunbolt"])
    katana, ca, stunbolt = g.s.market_row
    assert katana is not None and ca is not None and stunbolt is not None
    g.apply(PlayCard(0, card(g, 0, "negotiation"), None))
    g.apply(PlayCard(0, card(g, 0, "street_smarts"), None))
    end_play(g)
    apply_all(g)
    assert g.pending.kind is Kind.BUY
    assert [g.cost(0, katana), g.cost(0, ca), g.cost(0, stunbolt)] == [4, 2, 3]
    assert g.buy_pile(0) == [Buy(0, ca), Buy(0, stunbolt)]  # 4 - 2 <= 3 nuyen; Katana is not a skill
    assert [a for a in g.legal_actions() if isinstance(a, Buy)] == [Buy(0, ca), Buy(0, stunbolt)]


@pytest.mark.rule("p23-negotiation")
def test_negotiation_assist_discounts_the_current_runners_next_purchase() -> None:
    g = make([runner(0, nuyen=5), runner(1, hand=["negotiation"])], market_row=["katana", "stunbolt"],
             obstacles=[{"card": "eye_alarm", "facing": 1}])
    katana, stunbolt = g.s.market_row
    assert katana is not None and stunbolt is not None
    g.apply(PlayCard(1, card(g, 1, "negotiation"), ob(g, 0)))
    assert g.pool(ob(g, 0)).colors == (0, 0, 0, 1)
    assert g.cost(0, katana) == 3 and g.cost(1, katana) == 4
    end_play(g)
    apply_all(g)
    g.apply(Buy(0, katana))
    assert g.s.runners[0].nuyen == 2 and g.cost(0, stunbolt) == 3  # used up


# ---- Press the Advantage --------------------------------------------------------------------

@pytest.mark.rule("p23-press-the-advantage")
def test_press_the_advantage_draws_until_a_type_repeats_which_stays_on_top() -> None:
    g = make([runner(0, hand=["press_the_advantage"], deck=["quick_shot", "street_smarts", "katana", "mana"])])
    g.apply(PlayCard(0, card(g, 0, "press_the_advantage"), None))
    r = g.s.runners[0]
    assert names(g, r.hand) == ["quick_shot", "street_smarts"]
    assert names(g, list(reversed(r.deck))) == ["katana", "mana"]


@pytest.mark.rule("p18-reveal-run-out")
def test_press_the_advantage_draws_everything_when_nothing_repeats() -> None:
    g = make([runner(0, hand=["press_the_advantage"], deck=["quick_shot", "mana"], discard=["mark"])])
    g.apply(PlayCard(0, card(g, 0, "press_the_advantage"), None))
    r = g.s.runners[0]
    assert sorted(names(g, r.hand)) == ["mana", "mark", "quick_shot"] and r.deck == [] and r.discard == []
