"""A card played at Coordinated Attack's asking ("That runner ... immediately plays a card", as on their turn) is
previewed with its main damage, not its assist damage (the table's drag preview and the hint said what an assist
would do): checked against the play itself, made on a copy of the game."""

from __future__ import annotations

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.engine import Kind, PlayCard, new_game, quick_setup
from crossfire_desktop.engine.preview import play_preview


def test_a_card_played_at_coordinated_attacks_asking_is_previewed_with_its_main_damage():
    checked = 0
    for seed in range(1, 400):
        g = new_game(quick_setup("crossfire", 3, seed))
        policy = RandomPolicy(seed)
        while g.pending is not None and g.s.round < 8:
            d = g.pending
            if d.kind is Kind.PLAY_ONE and d.prompt == "coordinated_attack_play" and d.runner != g.s.current:
                for a in g.legal_actions():
                    defn = g.player_def(a.card) if isinstance(a, PlayCard) else None
                    if defn is None or a.target is None or g.s.obstacle(a.target) is None or defn.abilities \
                            or defn.damage is None or defn.damage.special or defn.damage.x:
                        continue
                    p = play_preview(g, a)
                    twin = g.clone()
                    twin.apply(a)
                    placed = twin.preview(a.target).cleared - g.preview(a.target).cleared
                    assert (len(p.levels) if p.code == "clears" else 0) == max(0, placed), (seed, a)
                    checked += 1
            g.apply(policy.choose(g))
        if checked >= 20:
            break
    assert checked >= 5
