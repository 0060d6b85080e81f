"""A card's face as the painter draws it: its printed data and, on the table, its state now (price, damage
placed, preview, boss progress), read from the game through the engine's view."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from crossfire_desktop.catalog.bosses import BossAspectCard
from crossfire_desktop.catalog.models import CrossfireCard, Damage, ObstacleCard, PlayerCard
from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from ..words.cardwords import card_text as ability_words
from ..words.text import tr


@dataclass
class CardFace:
    kind: str  # player, obstacle, crossfire, back
    name: str = ""
    color: str | None = None
    cost: int | None = None
    type: str = ""
    damage: Damage | None = None
    text: str = ""
    assist_text: str = ""
    assist_damage: Damage | None = None
    requires: str | None = None
    track: list[Any] = field(default_factory=list)
    cleared: int = 0
    partial: int = 0
    preview: list[int] = field(default_factory=list)
    preview_how: list[str] = field(default_factory=list)
    pool: tuple[int, int, int, int, int, int] | None = None  # placed: 4 colours, colourless, levels
    attack: int | None = None
    nuyen: int | None = None
    threshold: int | None = None
    threshold_text: str = ""
    threshold_live: bool = False
    timebomb_text: str = ""
    reconstructed: list[str] = field(default_factory=list)
    complete: bool = True
    placed: int = 0
    no_attack: bool = False
    price: int | None = None  # what buying it costs the current runner now, when not its printed cost
    boss: gv.BossProgress | None = None  # a boss aspect in play: its damage this turn toward each amount


def face_of_def(d: Any, level: int = 0) -> CardFace:
    """The printed face of a card definition (no game state)."""
    rec = list(d.provenance.reconstructed)
    if isinstance(d, PlayerCard):
        return CardFace("player", d.name, d.color, d.cost, d.type, d.damage, ability_words(d.text), ability_words(d.assist_text),
                        d.assist_damage, d.requires, reconstructed=rec, complete=d.complete)
    if isinstance(d, ObstacleCard):
        return CardFace("obstacle", d.name, d.color, type=d.type or "", text=ability_words(d.text), track=list(d.track or []),
                        attack=d.attack, nuyen=d.nuyen, reconstructed=rec, complete=d.complete)
    if isinstance(d, CrossfireCard):
        return CardFace("crossfire", d.name, text=ability_words(d.text), threshold=d.threshold,
                        threshold_text=ability_words(d.threshold_text),
                        threshold_live=d.threshold is not None and level >= d.threshold,
                        timebomb_text=ability_words(d.timebomb_text), reconstructed=rec, complete=d.complete)
    if isinstance(d, BossAspectCard):
        text = tr("Defeat it with {n}× [{c}] damage, or {m} damage of any color.").format(
            n=d.colored_amount, c=d.color, m=d.colorless_amount)
        if d.reward_text:
            text += "\n" + tr("Reward: {text}").format(text=ability_words(d.reward_text))
        return CardFace("obstacle", d.name, d.color, type=tr("BOSS · {side}").format(side=d.side_name), text=text,
                        attack=d.attack, reconstructed=rec, complete=d.complete)
    return CardFace("back", name=d.name, reconstructed=rec)


def face_of(game: Game, card: int | None) -> CardFace:
    if card is None:
        return CardFace("back", name=tr("marker"))
    d = game.card_def(card)
    f = face_of_def(d, gv.crossfire_level(game))
    if f.kind == "player" and game.s.turn is not None and (card in game.s.market_row or card in game.s.set_aside):
        price = game.cost(game.s.current, card)  # the engine's price: discounts (Negotiation...) included
        f.price = price if price != f.cost else None
    ob = game.s.obstacle(card) if f.kind == "obstacle" else None
    if ob is not None:  # an obstacle or a boss aspect in play
        f.cleared, f.partial, f.no_attack = ob.cleared, ob.partial, ob.no_attack
        f.attack = gv.attack(game, card)
        f.boss = gv.boss_progress(game, card)
        f.preview = gv.preview_levels(game, card)
        if f.preview:
            f.preview_how = list(game.preview(card).how)
        placed = gv.placed_at(game, card)
        f.placed = len(placed)
        if placed:
            pool = game.pool(card)
            f.pool = (*pool.colors, pool.colorless, sum(pool.level_packs) + sum(pool.last_levels))
    return f
