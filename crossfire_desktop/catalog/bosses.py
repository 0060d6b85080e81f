"""Boss aspects as cards: each aspect of a boss side is a separate boss in play (Dragon Fight, p. 21),
so it gets its own card id, name and numbers, addressable like any card (`Catalog.card(id)`)."""

from __future__ import annotations

from pydantic import Field

from .models import Ability, BossCard, CardBase, Color, Provenance


class BossAspectCard(CardBase):
    """One aspect of one side of a boss card, made from the boss card's data (never written by hand)."""

    name: str = Field(min_length=1)  # "boss (side): aspect", each part within the card limits
    boss: str  # the boss card id
    side: int  # index in the boss card's sides
    side_name: str
    aspect_name: str
    color: Color
    attack: int = Field(ge=0)  # the side's Attack Strength
    colored_amount: int = Field(ge=1)
    colorless_amount: int = Field(ge=1)
    reward: list[Ability] = Field(default_factory=list)
    reward_text: str = ""
    text: str = ""
    abilities: list[Ability] = Field(default_factory=list)  # none: an aspect's rules are the mission's


def aspect_cards(boss: BossCard) -> list[BossAspectCard]:
    """Every aspect of every side, with the boss's provenance; reconstructed marks are renamed to the
    aspect's own fields ("sides.0.aspects.1.reward" -> "reward", "sides.0.attack" -> "attack")."""
    out = []
    marks = boss.provenance.reconstructed
    for i, side in enumerate(boss.sides):
        side_marks = {m.removeprefix(f"sides.{i}.") for m in marks if m.startswith(f"sides.{i}.")}
        for j, aspect in enumerate(side.aspects):
            own = {m.removeprefix(f"aspects.{j}.") for m in side_marks if m.startswith(f"aspects.{j}.")}
            if "attack" in side_marks:
                own.add("attack")
            prov = Provenance(source=boss.provenance.source, confidence=boss.provenance.confidence,
                              notes=boss.provenance.notes, reconstructed=sorted(own))
            out.append(BossAspectCard(
                id=aspect.id, name=f"{boss.name} ({side.name}): {aspect.name}", complete=boss.complete,
                provenance=prov, boss=boss.id, side=i, side_name=side.name, aspect_name=aspect.name,
                color=aspect.color, attack=side.attack, colored_amount=aspect.colored_amount,
                colorless_amount=aspect.colorless_amount, reward=list(aspect.reward),
                reward_text=aspect.reward_text, text=boss.text))
    return out


def reconstructed_fields(card: CardBase) -> set[str]:
    """The fields of a card whose values we chose (not read off a card): the UI marks them."""
    return set(card.provenance.reconstructed)
