"""The revised printing's rules, one test per difference, each quoting its line of the French summary
(/work/shared/rules/crossfire-revised-rules-summary-fr.txt); the first printing is checked alongside
where the two differ."""

from __future__ import annotations

from typing import Any

import pytest

from crossfire_desktop.engine import (
    ActionRefused,
    Buy,
    Choose,
    EndStep,
    Kind,
    PlayCard,
    UseAbility,
    load_game,
    load_scenario,
    new_game,
    quick_setup,
)
from crossfire_desktop.engine.revised import karma_bonus_cost
from crossfire_desktop.engine.setup import GameSetup

from .helpers import finish_play_and_apply, four_runners, hand_card, obstacle, play_out, runner


def base(rules: str = "revised", **kw: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"rules": rules, "runners": four_runners()}
    data.update(kw)
    return data


def names(game, ids) -> list[str]:
    return [game.s.defs[c] for c in ids]


# ---- Exhausted ---------------------------------------------------------------------------------

@pytest.mark.rule("fr-resume-sonne-epuise", "fr-jeton", "fr-faq-paquet")
def test_a_runner_who_becomes_staggered_also_becomes_exhausted() -> None:
    """« Si la Santé d'un Runner passe sous 1, il est sonné (Staggered) et devient épuisé (Exhausted). »"""
    for rules, exhausted in (("revised", True), ("first", False)):
        sc = base(rules, obstacles=[{"card": "ancients_ganger", "facing": 0}])
        sc["runners"][0].update(hp=1, hand=["mana"], deck=["mark", "mark"])
        game = load_scenario(sc)
        game.apply(EndStep(0))
        cal = game.s.runners[0]
        assert cal.staggered and cal.exhausted is exhausted
        # « dès le tour où il devient épuisé »: revised draws 1 at this turn's Reload; first printing none.
        assert len(cal.hand) == (1 if exhausted else 0)


@pytest.mark.rule("fr-resume-epuise", "fr-resume-recharger", "fr-recharger", "fr-jeton")
def test_an_exhausted_runner_draws_only_one_card_at_draw() -> None:
    """« Epuisé : Ne piochez qu'une seule carte pendant votre phase RECHARGE. »"""
    for rules, drawn in (("revised", 1), ("first", 2)):
        sc = base(rules, obstacles=[{"card": "deckhead", "facing": 2}])
        sc["runners"][0].update(hp=3, exhausted=rules == "revised", hand=["mana"], deck=["mark"] * 4)
        game = load_scenario(sc)
        game.apply(EndStep(0))
        assert len(game.s.runners[0].hand) == 1 + drawn


@pytest.mark.rule("fr-resume-soin", "fr-un-jeton", "fr-soin")
def test_the_exhausted_token_stays_after_recovery() -> None:
    """« il n'est plus sonné (mais conserve son jeton Epuisé) »"""
    from crossfire_desktop.engine import ops

    sc = base()
    sc["runners"][2].update(hp=0, staggered=True, exhausted=True, deck=["mark"] * 3)
    game = load_scenario(sc)
    list(ops.heal(game, 2, 1))
    rob = game.s.runners[2]
    assert not rob.staggered and rob.exhausted and rob.hp == 1 and len(rob.hand) == 2


@pytest.mark.rule("fr-sonne-critique", "fr-critique")
def test_reduced_to_zero_while_exhausted_goes_critical() -> None:
    """« Si les HP d'un Runner sont réduits a 0 pendant qu'il est épuisé ... il atteint l'état CRITIQUE »"""
    for rules in ("revised", "first"):
        sc = base(rules, obstacles=[{"card": "ancients_ganger", "facing": 0}])
        sc["runners"][0].update(hp=1, exhausted=rules == "revised", hand=["mana"])
        game = load_scenario(sc)
        game.apply(EndStep(0))
        cal = game.s.runners[0]
        assert cal.critical is (rules == "revised")
        assert cal.staggered is (rules == "first")


# ---- Staggered ---------------------------------------------------------------------------------

@pytest.mark.rule("p17-staggered-draw-one")
def test_staggered_draws_one_at_reload_not_at_the_start_of_the_turn() -> None:
    """« Sonné : ... Prenez 1 jeton EPUISE » + « Piochez 1 seule carte si vous étes épuisé »: the revised
    staggered runner draws 1 at Draw; the first printing draws 1 at the start of the turn (p. 17)."""
    for rules in ("revised", "first"):
        sc = base(rules, step="start", obstacles=[{"card": "deckhead", "facing": 2}])
        sc["runners"][0].update(hp=0, staggered=True, exhausted=rules == "revised", deck=["mark"] * 5)
        game = load_scenario(sc)
        at_play = len(game.s.runners[0].hand)
        assert at_play == (0 if rules == "revised" else 1)
        game.apply(EndStep(0))
        assert len(game.s.runners[0].hand) == 1  # revised: drew 1 at Draw; first: nothing more


@pytest.mark.rule("fr-resume-sonne", "fr-resume-marche-noir", "fr-marche-noir-sonne", "fr-sonne-details")
def test_staggered_skips_the_black_market_step() -> None:
    """« Rappel : passez cette phase si vous étes sonné (Staggered). » (same in both printings)"""
    for rules in ("revised", "first"):
        sc = base(rules, market_row=["katana"], obstacles=[{"card": "deckhead", "facing": 2}])
        sc["runners"][0].update(hp=0, staggered=True, exhausted=rules == "revised", nuyen=9, deck=["mark"] * 3)
        game = load_scenario(sc)
        game.apply(EndStep(0))
        assert game.s.current == 1 and game.s.runners[0].nuyen == 9


@pytest.mark.rule("fr-resume-sonne", "fr-sonne-details")
def test_staggered_runner_cant_use_upgrades_in_the_revised_printing() -> None:
    """« Sonné : ... Capacités Upgrades interdites. » (the first printing allows them, p. 17)"""
    for rules, usable in (("revised", []), ("first", ["upgrade:0:combat_fu"])):
        sc = base(rules, obstacles=[{"card": "deckhead", "facing": 1}])
        sc["runners"][0].update(hp=0, staggered=True, exhausted=rules == "revised", hand=["quick_shot"],
                                upgrades=["combat_fu"])
        game = load_scenario(sc)
        game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
        assert [src for src, _ab, _c in game.activations(0)] == usable
        if not usable:
            with pytest.raises(ActionRefused):
                game.apply(UseAbility(0, "upgrade:0:combat_fu"))


# ---- Critical ----------------------------------------------------------------------------------

@pytest.mark.rule("fr-resume-critique", "fr-annulation", "fr-critique")
def test_the_team_chooses_to_go_on_or_abort_when_a_runner_goes_critical() -> None:
    """« L'équipe décide si elle continue la séquence actuelle ou annule son run. »"""
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}, {"card": "out_of_ammo", "facing": 2}], current=1)
    sc["runners"][1].update(hp=0, staggered=True, exhausted=True)
    game = load_scenario(sc)
    game.apply(EndStep(1))
    d = game.pending
    assert d.kind is Kind.CHOOSE and d.prompt == "revised_critical_choice" and d.runner == 0
    game.apply(Choose(0, 0))  # go on
    assert game.s.runners[1].critical and game.s.abort is None
    assert game.s.current == 2 and game.pending.kind is Kind.PLAY


@pytest.mark.rule("fr-annulation-round", "fr-annulation-regles")
def test_choosing_abort_plays_the_abort_run_round() -> None:
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}], current=1)
    sc["runners"][1].update(hp=0, staggered=True, exhausted=True)
    game = load_scenario(sc)
    game.apply(EndStep(1))
    game.apply(Choose(0, 1))  # abort
    assert game.s.abort is not None
    play_out(game)
    assert game.result == "abort"


@pytest.mark.rule("fr-annulation", "fr-echec")
def test_a_second_critical_runner_in_the_scene_is_a_loss() -> None:
    """« Si un second Runner devient Critique pendant la même séquence, la partie est un échec. »"""
    sc = base(obstacles=[{"card": "deckhead", "facing": 2}], current=2)
    sc["runners"][1].update(hp=0, critical=True, staggered=True, exhausted=True)
    sc["runners"][2].update(hp=0, staggered=True, exhausted=True)
    game = load_scenario(sc)
    game.s.mission_state["criticals:1"] = 1  # Jay went critical earlier in this Scene
    game.apply(EndStep(2))
    assert game.result == "loss"


@pytest.mark.rule("p18-loss", "p26-gloss-abort", "fr-echec")
def test_all_staggered_is_not_a_loss_in_the_revised_printing() -> None:
    """« Echec : Si tous les Runners sont en état Critique » (first printing: staggered or critical, p. 18)."""
    for rules, result in (("revised", None), ("first", "loss")):
        sc = base(rules, obstacles=[{"card": "ancients_ganger", "facing": 0}])
        for i in (1, 2, 3):
            sc["runners"][i].update(hp=0, staggered=True, exhausted=rules == "revised")
        sc["runners"][0].update(hp=1)
        game = load_scenario(sc)
        game.apply(EndStep(0))
        assert game.result == result


@pytest.mark.rule("fr-annulation-regles")
def test_abort_run_succeeds_while_a_runner_is_only_staggered() -> None:
    """« Si au moins un Runner n'est pas Critique a la fin du round, l'annulation est réussie »"""
    sc = base(obstacles=[], current=3)
    for i in (0, 1, 2):
        sc["runners"][i].update(hp=0, staggered=True, exhausted=True)
    sc["runners"][3].update(hp=0, staggered=True, exhausted=True, critical=True)
    game = load_scenario(sc)
    game.s.abort = [0, 1, 2]
    play_out(game)
    assert game.result == "abort"


# ---- the Breather ------------------------------------------------------------------------------

def scene_end(rules: str, **kw: Any):
    sc = base(rules, obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}],
              market_row=["katana", "guiding_spirit", "icon_grab", "negotiation", "stunbolt", "backdoor"],
              normal_deck=["out_of_ammo", "corporate_adept", "ork_fixer", "deckhead", "astral_shiver"],
              crossfire_active=["instinct"], **kw)
    sc["runners"][0].update(hp=3, hand=["quick_shot"], nuyen=9, exhausted=rules == "revised")
    sc["runners"][1].update(nuyen=9, hp=0, staggered=True, exhausted=rules == "revised", deck=["mark"] * 4)
    sc["runners"][2].update(hp=0, staggered=True, critical=True, exhausted=rules == "revised", deck=["mana"] * 4)
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    finish_play_and_apply(game)
    game.apply(EndStep(0))  # Cal's Black Market step ends the turn: the Scene ends
    return game


@pytest.mark.rule("fr-repos")
def test_breather_steps_in_order() -> None:
    """« Les règles suivantes s'appliquent pendant un Repos, dans l'ordre : a) ... b) ... c) ... d) »"""
    game = scene_end("revised")
    steps = [e for e in game._events if e.code == "breather_step"]
    assert [e.params["step"] for e in steps] == ["effects_end", "exhausted_removed", "heal", "buy"]
    assert game.s.breather == "buy"


@pytest.mark.rule("fr-repos-a")
def test_breather_a_obstacle_and_crossfire_effects_end() -> None:
    """« a) Tous les effets d'obstacles et Crossfire en jeu sont annulés, sauf indication contraire. »"""
    game = scene_end("revised")
    assert game.s.crossfire_active == [] and game.s.crossfire_discard == []  # under the deck, no timebomb


@pytest.mark.rule("fr-repos-b", "fr-jeton-epuise")
def test_breather_b_exhausted_removed_except_critical() -> None:
    """« b) Tous les Runners, a l'exception de ceux en état Critique, retirent leur jeton "Epuisé" »"""
    game = scene_end("revised")
    cal, jay, rob, _jim = game.s.runners
    assert not cal.exhausted and not jay.exhausted
    assert rob.exhausted  # critical when b) happened: keeps the token


@pytest.mark.rule("fr-resume-soin", "fr-repos-c", "fr-critique-scene")
def test_breather_c_everyone_heals_one_staggered_and_critical_included() -> None:
    """« c) Tous les Runners, y compris ceux sonnés (staggered) ou Critique (Critical), se soignent de +1 HP. »
    « Rappel : Un Runner sonné ou critique soigné pioche 2 cartes de son paquet. »"""
    game = scene_end("revised")
    cal, jay, rob, jim = game.s.runners
    assert cal.hp == 4 and jim.hp == jim.max_hp
    assert jay.hp == 1 and not jay.staggered and len(jay.hand) == 2
    assert rob.hp == 1 and not rob.critical and not rob.staggered and len(rob.hand) == 2


@pytest.mark.rule("fr-repos-d")
def test_breather_d_one_purchase_each_from_the_next_runner_no_requires_cards() -> None:
    """« d) En commençant par le Runner suivant celui qui vient de finir son tour (en sens horaire),
    chacun peut acheter 1 carte du Marché Noir, sauf celles avec « Requires X » pour l'achat. »"""
    game = scene_end("revised")
    d = game.pending
    assert d.kind is Kind.BUY_ONE and d.prompt == "breather_buy" and d.runner == 1
    spirit = next(c for c in game.s.market_row if c is not None and game.s.defs[c] == "guiding_spirit")
    refusal = game.check(Buy(1, spirit))
    assert refusal is not None and refusal.code == "breather_requires"
    assert Buy(1, spirit) not in game.legal_actions()
    game.apply(Buy(1, game.s.market_row[0]))
    for seat in (2, 3, 0):
        assert game.pending.runner == seat
        game.apply(EndStep(seat))
    assert game.s.breather is None and game.s.scene == 2
    assert game.s.current == 1  # play goes on clockwise


@pytest.mark.rule("fr-repos-ameliorations")
def test_upgrades_are_off_during_a_breather() -> None:
    """« Les améliorations (Upgrades) ne peuvent étre utilisées en Repos, sauf indication contraire. »"""
    from crossfire_desktop.engine.upgrades import sticker_abilities

    game = scene_end("revised")
    game.s.runners[3].upgrades = ["juice"]
    assert sticker_abilities(game, 3, "sticker_scene_card") == []
    play_out(game, 4)  # the four purchases declined: the Breather is over
    assert game.s.breather is None
    assert len(sticker_abilities(game, 3, "sticker_scene_card")) == 1


@pytest.mark.rule("fr-fin-tour-vide")
def test_first_printing_scene_end_is_unchanged() -> None:
    game = scene_end("first")
    assert game.s.breather is None and game.pending.prompt == "scene_buy"
    assert game.s.runners[2].critical is True or game.result is not None


# ---- Crossfire level below zero ----------------------------------------------------------------

@pytest.mark.parametrize(("mission", "n", "wait"), [("extraction", 1, 3), ("crossfire", 2, 2), ("crossfire", 3, 1),
                                                    ("crossfire", 4, 0), ("extraction", 2, 2), ("extraction", 3, 1)])
@pytest.mark.rule("fr-solo", "fr-deux-trois", "fr-niveau-negatif")
def test_starting_crossfire_level_below_zero(mission: str, n: int, wait: int) -> None:
    """« Le niveau Crossfire de départ est de -3 » (solo), « -2 » (2 joueurs), « -1 » (3 joueurs);
    « retirer 1 marqueur au début d'un round »."""
    game = new_game(quick_setup(mission, n, 7, rules="revised"))
    first_card_round = None
    for _ in range(3000):
        if game.pending is None or first_card_round is not None:
            break
        if game.s.crossfire_active or game.s.crossfire_discard:
            first_card_round = game.s.round
        game.apply(game.legal_actions()[0] if game.pending.kind not in (Kind.PLAY, Kind.BUY)
                   else EndStep(game.pending.runner))
    if game.result is None:
        assert first_card_round == wait + 1
    assert game.s.crossfire_wait == 0 or game.result is not None


@pytest.mark.rule("fr-resume-crossfire", "fr-niveau-negatif")
def test_crossfire_markers_count_down_one_per_round() -> None:
    sc = base(runners=[runner("A", roles=["Street Samurai", "Mage"]), runner("B", roles=["Decker", "Face"])],
              crossfire_wait=2, obstacles=[{"card": "deckhead", "facing": 1}])
    game = load_scenario(sc)
    while game.s.round == 1:  # the round ends: a marker comes off, no card
        game.apply(EndStep(game.pending.runner))
    assert game.s.crossfire_wait == 1 and game.s.crossfire_active == []


# ---- solo, 2 and 3 runners ---------------------------------------------------------------------

@pytest.mark.rule("p20-extraction-difficulty", "fr-solo")
def test_solo_only_for_extraction() -> None:
    """« MODE SOLO (Mission EXTRACTION uniquement) »"""
    with pytest.raises(ValueError, match="only for the Extraction mission"):
        quick_setup("crossfire", 1, 1, rules="revised")
    with pytest.raises(ValueError, match="only for the Extraction mission"):
        quick_setup("dragon_fight", 1, 1, rules="revised")
    assert quick_setup("extraction", 1, 1, rules="revised").rules == "revised"


@pytest.mark.rule("fr-solo")
def test_solo_swaps_a_card_for_icon_grab_and_gets_one_more_nuyen() -> None:
    """« Choisissez un paquet de départ et échangez une des cartes du paquet par une carte Icon Grab du
    Marché Noir. Les Nuyens de départ sont augmentés de +1. »"""
    for rules in ("revised", "first"):
        game = new_game(quick_setup("extraction", 1, 4, rules=rules))
        r = game.s.runners[0]
        if rules == "revised":
            d = game.pending
            assert d.prompt == "revised_icon_grab_swap" and d.runner == 0
            swapped = game.s.defs[int(d.options[0].ref)]
            game.apply(Choose(0, 0))
            deck = names(game, r.deck + r.hand)
            assert deck.count("icon_grab") == 1 and len(deck) == 7
            assert deck.count(swapped) == 3 if swapped == "quick_shot" else deck.count(swapped) >= 0
        else:
            assert "icon_grab" not in names(game, r.deck + r.hand)
        assert r.nuyen == game.cat.metatypes[r.metatype].nuyen + 1


@pytest.mark.rule("fr-deux-trois")
def test_two_runners_each_swap_one_card_for_icon_grab() -> None:
    """« A deux joueurs, chaque Runner incarne 2 Roles ... échange une des cartes par la carte Icon Grab. »"""
    game = new_game(quick_setup("crossfire", 2, 4, rules="revised"))
    for seat in (0, 1):
        assert game.pending.prompt == "revised_icon_grab_swap" and game.pending.runner == seat
        game.apply(Choose(seat, 0))
    for r in game.s.runners:
        assert names(game, r.deck + r.hand).count("icon_grab") == 1
        assert r.nuyen == game.cat.metatypes[r.metatype].nuyen + 1


@pytest.mark.rule("fr-deux-trois")
def test_three_runners_only_the_two_role_runner_swaps() -> None:
    """« A 3 joueurs, un des Runners incarne 2 Roles et applique les règles « 2 joueurs ». »"""
    game = new_game(quick_setup("crossfire", 3, 4, rules="revised"))
    assert game.pending.prompt == "revised_icon_grab_swap" and game.pending.runner == 0
    game.apply(Choose(0, 0))
    assert game.pending is None or game.pending.prompt != "revised_icon_grab_swap"
    counts = [names(game, r.deck + r.hand).count("icon_grab") for r in game.s.runners]
    assert counts == [1, 0, 0]


@pytest.mark.rule("fr-karma-paquet")
def test_two_role_runner_with_20_karma_adds_a_card_of_the_listed_cost() -> None:
    """« pour un Runner avec 2 Roles ayant 20 Karma ou plus ... Choisissez une carte du Marché Noir ayant un
    coût égal a celui listé et ajoutez-la au paquet. »"""
    setup = GameSetup.model_validate({"mission": "crossfire", "rules": "revised", "seed": 2, "runners": [
        runner("A", roles=["Street Samurai", "Mage"], karma=55), runner("B", roles=["Decker", "Face"], karma=10)]})
    game = new_game(setup)
    game.apply(Choose(0, 0))  # A's Icon Grab swap
    d = game.pending
    assert d.prompt == "revised_karma_card" and d.params["cost"] == karma_bonus_cost(55) == 4
    game.apply(Choose(0, 0))
    a = game.s.runners[0]
    assert len(a.deck) + len(a.hand) == 8
    assert any(game.player_def(c).cost == 4 for c in a.deck + a.hand)
    assert game.pending.prompt == "revised_icon_grab_swap" and game.pending.runner == 1  # B: no Karma card


@pytest.mark.rule("fr-karma-paquet")
def test_karma_table_reads_rows_and_can_be_replaced() -> None:
    assert [karma_bonus_cost(k) for k in (0, 19, 20, 49, 50, 100, 250)] == [None, None, 3, 3, 4, 5, 6]
    assert karma_bonus_cost(30, ((20, 7),)) == 7


# ---- upgrades once per scene -------------------------------------------------------------------

@pytest.mark.rule("p19-once-per-scene", "fr-sequences")
def test_once_per_scene_upgrades_come_back_next_scene() -> None:
    """« Certaines améliorations (Upgrades) ne sont utilisables qu'une seule fois par Scène. » (same rule in the
    first printing, p. 19: the counters are keyed by Scene in engine/upgrades.py)"""
    sc = base(obstacles=[{"card": "deckhead", "facing": 1}])
    sc["runners"][0].update(upgrades=["juice"], hand=["mana", "mana"])
    game = load_scenario(sc)
    deckhead = obstacle(game, "deckhead")
    game.apply(PlayCard(0, hand_card(game, 0, "mana"), deckhead))
    game.apply(Choose(0, 0))  # use Juice
    game.apply(PlayCard(0, hand_card(game, 0, "mana"), deckhead))
    assert game.pending.kind is Kind.PLAY  # no second offer this Scene
    game.s.scene = 2
    assert not any(k.startswith("scene:2:") for k in game.s.runners[0].used)


# ---- the edition travels with the game ---------------------------------------------------------

def test_the_save_file_keeps_the_edition_and_old_saves_are_first_printing() -> None:
    game = new_game(quick_setup("crossfire", 4, 3, rules="revised"))
    data = game.save()
    assert data["setup"]["rules"] == "revised"
    assert load_game(data).setup.rules == "revised"
    del data["setup"]["rules"]
    assert load_game(data).setup.rules == "first"


def _won(sc: dict[str, Any]) -> Any:
    sc.update(obstacles=[{"card": "deckhead", "facing": 0, "cleared": 3}], scene=3)
    sc["runners"][0]["hand"] = ["quick_shot"]
    game = load_scenario(sc)
    game.apply(PlayCard(0, hand_card(game, 0, "quick_shot"), obstacle(game, "deckhead")))
    finish_play_and_apply(game)
    return game


def _aborted(sc: dict[str, Any]) -> Any:
    sc.update(obstacles=[{"card": "deckhead", "facing": 1}], current=1)
    sc["runners"][1].update(hp=0, staggered=True)
    game = load_scenario(sc)
    game.apply(EndStep(1))
    game.apply(Choose(0, 1))  # abort
    return game


def _lost(sc: dict[str, Any]) -> Any:
    sc.update(obstacles=[{"card": "deckhead", "facing": 2}], current=2)
    sc["runners"][1].update(hp=0, critical=True, staggered=True)
    sc["runners"][2].update(hp=0, staggered=True)
    game = load_scenario(sc)
    game.s.mission_state["criticals:1"] = 1  # Jay went critical earlier in this Scene
    return game


@pytest.mark.rule("fr-jeton-epuise")
@pytest.mark.parametrize(("position", "result"), [(_won, "win"), (_aborted, "abort"), (_lost, "loss")])
def test_the_exhausted_token_is_removed_at_the_end_of_the_game_whatever_the_result(position, result) -> None:
    """« L'épuisement est aussi retiré a la fin de la partie, quel que soit l'issue (victoire,
    annulation ou échec). »"""
    sc = base()
    for seat in (1, 2, 3):
        sc["runners"][seat]["exhausted"] = True
    game = position(sc)
    events = play_out(game)
    assert game.result == result
    assert not any(r.exhausted for r in game.s.runners)
    removed = [e.params["runner"] for e in events if e.code == "exhausted_removed"]
    assert sorted(removed) == [1, 2, 3] and events[-1].code == "game_over"
