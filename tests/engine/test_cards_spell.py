"""Black Market SPELL abilities (Card Explanations p. 23-24, Example 2 p. 15)."""

from __future__ import annotations

import pytest

from crossfire_desktop.engine import (
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    MoveCard,
    PlayCard,
)

from .card_helpers import apply_all, card, choose_ref, end_play, make, ob, runner

# ---- Clairvoyance ---------------------------------------------------------------------------

@pytest.mark.rule("p23-clairvoyance")
def test_clairvoyance_draws_then_discards() -> None:
    g = make([runner(0, hand=["clairvoyance", "mana"], deck=["katana"])])
    g.apply(PlayCard(0, card(g, 0, "clairvoyance"), None))
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.prompt == "discard_cards" and d.runner == 0
    assert sorted(g.s.defs[int(o.ref)] for o in d.options) == ["katana", "mana"]
    g.apply(ChooseMany(0, ([g.s.defs[int(o.ref)] for o in d.options].index("mana"),)))
    assert [g.s.defs[c] for c in g.s.runners[0].hand] == ["katana"]
    assert [g.s.defs[c] for c in g.s.runners[0].discard] == ["mana"]


@pytest.mark.rule(
    "p8-qs-assist", "p13-assist", "p25-faq-assist-anytime", "p26-gloss-assist", "fr-resume-assist",
    "fr-assists", "fr-faq-assist")
def test_clairvoyance_assist_the_current_runner_draws_and_discards_and_gets_blue() -> None:
    g = make([runner(0, hand=["mana"], deck=["katana"]), runner(1, hand=["clairvoyance"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}])
    g.apply(PlayCard(1, card(g, 1, "clairvoyance"), ob(g, 0)))
    assert g.pending.kind is Kind.CHOOSE_MANY and g.pending.runner == 0
    g.apply(ChooseMany(0, (0,)))
    assert len(g.s.runners[0].hand) == 1 and len(g.s.runners[0].discard) == 1
    assert g.s.runners[1].hand == []
    assert g.pool(ob(g, 0)).colors == (0, 1, 0, 0)


# ---- Guiding Spirit -------------------------------------------------------------------------

@pytest.mark.rule("p24-guiding-spirit")
def test_guiding_spirit_discard_hand_and_draw_that_many() -> None:
    g = make([runner(0, hand=["guiding_spirit", "mark", "mark"], deck=["katana", "mana", "quick_shot"])])
    g.apply(PlayCard(0, card(g, 0, "guiding_spirit"), None))
    assert g.pending.prompt == "guiding_spirit"
    choose_ref(g, 1)
    assert sorted(g.s.defs[c] for c in g.s.runners[0].hand) == ["katana", "mana"]
    assert [g.s.defs[c] for c in g.s.runners[0].discard] == ["mark", "mark"]


@pytest.mark.rule("p24-guiding-spirit")
def test_guiding_spirit_may_keep_the_hand() -> None:
    g = make([runner(0, hand=["guiding_spirit", "mark"], deck=["katana"])])
    g.apply(PlayCard(0, card(g, 0, "guiding_spirit"), None))
    choose_ref(g, 0)
    assert [g.s.defs[c] for c in g.s.runners[0].hand] == ["mark"]


def to_buy_step(g: Game) -> None:
    end_play(g)
    apply_all(g)
    assert g.pending.kind is Kind.BUY


@pytest.mark.rule("p14-requires-spell")
def test_requires_spell_refuses_the_buy_without_a_spell_played() -> None:
    g = make([runner(0, hand=["quick_shot"], nuyen=10)], market_row=["guiding_spirit", "lightning_bolt", "katana"])
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), None))
    to_buy_step(g)
    for c in g.s.market_row[:2]:
        assert c is not None
        refusal = g.check(Buy(0, c))
        assert refusal is not None and refusal.code == "requires_type" and refusal.params["type"] == "SPELL"
    assert g.check(Buy(0, g.s.market_row[2] or -1)) is None


@pytest.mark.rule("p14-requires-spell", "p17-buy")
def test_requires_spell_allows_the_buy_after_a_spell() -> None:
    g = make([runner(0, hand=["mana"], nuyen=10)], market_row=["guiding_spirit", "lightning_bolt"])
    g.apply(PlayCard(0, card(g, 0, "mana"), None))
    to_buy_step(g)
    gs = g.s.market_row[0]
    assert gs is not None and g.check(Buy(0, gs)) is None
    g.apply(Buy(0, gs))
    assert gs in g.s.runners[0].hand and g.s.runners[0].nuyen == 7


# ---- Stunbolt -------------------------------------------------------------------------------

@pytest.mark.rule("p13-damage-box", "p24-stunbolt")
def test_stunbolt_x_is_the_revealed_cost_and_stays_fixed() -> None:
    g = make([runner(0, hand=["stunbolt", "clairvoyance", "mark"], deck=["katana", "mana"])],
             obstacles=[{"card": "chromed_samurai", "facing": 0}])
    target = ob(g, 0)
    g.apply(PlayCard(0, card(g, 0, "stunbolt"), target))
    assert g.pool(target).colors == (0, 1, 0, 0) and g.pool(target).colorless == 4  # Katana costs 4
    assert g.s.defs[g.s.runners[0].deck[-1]] == "katana"  # put back on top
    g.apply(PlayCard(0, card(g, 0, "clairvoyance"), None))  # draws the Katana: X doesn't change
    g.apply(ChooseMany(0, (0,)))
    assert g.pool(target).colorless == 4


@pytest.mark.rule("fr-recharger-vide", "p18-reveal-run-out")
def test_stunbolt_with_empty_deck_reshuffles_the_discard() -> None:
    g = make([runner(0, hand=["stunbolt"], discard=["guiding_spirit"])])
    g.apply(PlayCard(0, card(g, 0, "stunbolt"), None))
    assert g.s.turn is not None and g.s.turn.placements[0].colorless == 3
    assert [g.s.defs[c] for c in g.s.runners[0].deck] == ["guiding_spirit"]


# ---- Deathtouch -----------------------------------------------------------------------------

@pytest.mark.rule("p14-multiple-symbols", "p24-deathtouch")
def test_deathtouch_counts_spells_and_reorders_the_top_three() -> None:
    g = make([runner(0, hand=["deathtouch"], deck=["mana", "quick_shot", "fireball", "mark"])],
             obstacles=[{"card": "chromed_samurai", "facing": 0}])
    target = ob(g, 0)
    g.apply(PlayCard(0, card(g, 0, "deathtouch"), target))
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.ordered and d.min == d.max == 3
    names = [g.s.defs[int(o.ref)] for o in d.options]
    assert names == ["mana", "quick_shot", "fireball"]
    g.apply(ChooseMany(0, (2, 0, 1)))  # Fireball on top, then Mana, then Quick Shot
    deck = g.s.runners[0].deck
    assert [g.s.defs[c] for c in reversed(deck)] == ["fireball", "mana", "quick_shot", "mark"]
    assert g.pool(target).colors == (0, 2, 0, 0) and g.pool(target).colorless == 2


# ---- Fireball -------------------------------------------------------------------------------

@pytest.mark.rule(
    "p13-move-placed", "p24-fireball", "p25-faq-multiple-obstacles", "fr-jouer-sans-cible",
    "fr-faq-plusieurs-obstacles")
def test_fireball_levels_go_to_different_obstacles() -> None:
    g = make([runner(0, hand=["fireball"]), runner(1)],
             obstacles=[{"card": "chromed_samurai", "facing": 0}, {"card": "astral_shiver", "facing": 1},
                        {"card": "deckhead", "facing": 1}, {"card": "sudden_fade", "facing": 0}])
    sam, shiver, deckhead, fade = (ob(g, i) for i in range(4))
    g.apply(PlayCard(0, card(g, 0, "fireball"), sam))
    d = g.pending
    assert d.kind is Kind.CHOOSE_MANY and d.min == 0 and d.max == 3
    g.apply(ChooseMany(0, (0, 1, 2)))  # one level each on the Samurai (with the card), Shiver, Deckhead
    assert g.pool(sam).colors == (0, 2, 0, 0) and g.pool(sam).colorless == 2 and g.pool(sam).level_packs == (1,)
    assert g.pool(shiver).level_packs == (1,) and g.pool(deckhead).level_packs == (1,)
    assert g.pool(fade).is_empty
    end_play(g)
    apply_all(g)
    cleared = {o.card: o.cleared for o in g.s.obstacles}
    # Chromed Samurai [4, green, ...]: [blue][blue][2] clears the [4], the level clears the [green].
    assert cleared[sam] == 2 and cleared[shiver] == 1 and cleared[deckhead] == 1


@pytest.mark.rule("p24-fireball")
def test_fireball_marker_moved_onto_another_markers_obstacle_is_wasted() -> None:
    g = make([runner(0, hand=["fireball"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    shiver, deckhead = ob(g, 0), ob(g, 1)
    g.apply(PlayCard(0, card(g, 0, "fireball"), None))
    g.apply(ChooseMany(0, (0, 1)))
    turn = g.s.turn
    assert turn is not None
    markers = [p for p in turn.placements if p.card is None]
    assert [m.target for m in markers] == [shiver, deckhead, None]  # the third level next to nothing
    g.apply(MoveCard(0, markers[1].pid, shiver))
    assert g.pool(shiver).level_packs == (1,)  # forecast as it will be applied: one level, not two
    assert g.preview(shiver).cleared == 1
    end_play(g)
    assert g.pool(shiver).level_packs == (1,)
    apply_all(g)
    assert {o.card: o.cleared for o in g.s.obstacles} == {shiver: 1, deckhead: 0}


def test_two_fireballs_markers_at_one_obstacle_both_count() -> None:
    """"Different obstacles" is each Fireball's own: another Fireball's marker there is not wasted."""
    g = make([runner(0, hand=["fireball", "fireball"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    shiver = ob(g, 0)
    for _ in range(2):
        g.apply(PlayCard(0, card(g, 0, "fireball"), None))
        g.apply(ChooseMany(0, (0,)))  # one level of each on the Shiver
    assert g.pool(shiver).level_packs == (1, 1)
    end_play(g)
    assert g.pool(shiver).level_packs == (1, 1)


def test_fireball_levels_cannot_go_on_a_boss() -> None:
    g = make([runner(0, hand=["fireball"])],
             obstacles=[{"card": "astral_shiver", "facing": 0}, {"card": "deckhead", "facing": 0}])
    g.s.obstacles[1].boss = True
    g.apply(PlayCard(0, card(g, 0, "fireball"), ob(g, 0)))
    assert [o.ref for o in g.pending.options] == [ob(g, 0)]
    g.apply(ChooseMany(0, ()))
    turn = g.s.turn
    assert turn is not None
    marker = next(p for p in turn.placements if p.card is None)
    refusal = g.check(MoveCard(0, marker.pid, ob(g, 1)))
    assert refusal is not None and refusal.code == "obstacles_only"


# ---- Lightning Bolt -------------------------------------------------------------------------

@pytest.mark.rule(
    "p13-damage-symbols", "p14-damage-examples", "p24-lightning-bolt", "fr-plusieurs-types",
    "fr-speciaux")
def test_lightning_bolt_clears_two_consecutive_levels() -> None:
    g = make([runner(0, hand=["lightning_bolt"])], obstacles=[{"card": "gargoyle", "facing": 1}])
    g.apply(PlayCard(0, card(g, 0, "lightning_bolt"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 2


@pytest.mark.rule("p24-lightning-bolt")
def test_lightning_bolt_on_the_last_level_wastes_the_other() -> None:
    g = make([runner(0, hand=["lightning_bolt"])], obstacles=[{"card": "astral_shiver", "facing": 1, "cleared": 2}])
    g.apply(PlayCard(0, card(g, 0, "lightning_bolt"), ob(g, 0)))
    assert g.preview(ob(g, 0)).cleared == 1


@pytest.mark.rule("p10-bosses")
def test_lightning_bolt_cannot_target_a_boss() -> None:
    g = make([runner(0, hand=["lightning_bolt"])], obstacles=[{"card": "astral_shiver", "facing": 0}])
    g.s.obstacles[0].boss = True
    refusal = g.check(PlayCard(0, card(g, 0, "lightning_bolt"), ob(g, 0)))
    assert refusal is not None and refusal.code == "obstacles_only"


# ---- Example 2 (p. 15) ----------------------------------------------------------------------

@pytest.mark.rule("p16-example-2", "fr-obstacle-suivant")
def test_rulebook_example_2() -> None:
    g = make([runner(0, hand=["lightning_bolt", "stunbolt", "monofilament_whip", "quick_shot", "mana"],
                     deck=["guiding_spirit"], hp=5), runner(1, hp=5)],
             obstacles=[{"card": "gargoyle", "facing": 1}, {"card": "astral_shiver", "facing": 0},
                        {"card": "sudden_fade", "facing": 1}])
    gargoyle, shiver, fade = ob(g, 0), ob(g, 1), ob(g, 2)
    g.apply(PlayCard(0, card(g, 0, "lightning_bolt"), gargoyle))
    g.apply(PlayCard(0, card(g, 0, "quick_shot"), gargoyle))
    g.apply(PlayCard(0, card(g, 0, "monofilament_whip"), gargoyle))
    choose_ref(g, fade)  # the obstacle in front of Jim now faces Jay and can't attack
    g.apply(PlayCard(0, card(g, 0, "stunbolt"), shiver))  # reveals Guiding Spirit: X = 3
    g.apply(PlayCard(0, card(g, 0, "mana"), shiver))
    assert g.pool(shiver).colorless == 3
    events = g.apply(EndStep(0))
    while g.pending is not None and g.pending.kind is not Kind.BUY:
        if g.pending.kind is Kind.APPLY:
            events += g.apply(ApplyDamage(0, g.damage_targets()[0]))
        else:  # Gargoyle's DEFEATED ability, if its data has it: pick the first runner
            events += g.apply(Choose(g.pending.runner, 0))
    assert [o.card for o in g.s.obstacles] == [fade]
    assert [e.params["obstacle"] for e in events if e.code == "attack_prevented"] == [fade]
    assert not any(e.code == "attack" for e in events)
    assert g.s.runners[0].nuyen > 0
