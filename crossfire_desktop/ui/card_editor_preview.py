"""A card definition as the table's painter sees it, outside any game (the editor's preview)."""

from __future__ import annotations

from crossfire_desktop.catalog import BossCard, CardBase, CrossfireCard, ObstacleCard, PlayerCard, UpgradeCard

from .cardpaint import CardFace


def face_for(d: CardBase) -> CardFace:
    rec = list(d.provenance.reconstructed)
    if isinstance(d, PlayerCard):
        return CardFace("player", d.name, d.color, d.cost, d.type, d.damage, d.text, d.assist_text,
                        d.assist_damage, d.requires, reconstructed=rec, complete=d.complete)
    if isinstance(d, ObstacleCard):
        return CardFace("obstacle", d.name, d.color, type=d.type or "", text=d.text, track=list(d.track or []),
                        attack=d.attack, nuyen=d.nuyen, reconstructed=rec, complete=d.complete)
    if isinstance(d, CrossfireCard):
        return CardFace("crossfire", d.name, text=d.text, threshold=d.threshold, threshold_text=d.threshold_text,
                        timebomb_text=d.timebomb_text, reconstructed=rec, complete=d.complete)
    if isinstance(d, UpgradeCard):
        return CardFace("crossfire", d.name, text=d.text, reconstructed=rec, complete=d.complete)
    if isinstance(d, BossCard):
        attack = d.sides[0].attack if d.sides else None
        aspects = "; ".join(f"{a.name} ({a.color} {a.colored_amount}/{a.colorless_amount})"
                            for s in d.sides for a in s.aspects)
        return CardFace("obstacle", d.name, text=f"{d.text}\n{aspects}".strip(), attack=attack,
                        reconstructed=rec, complete=d.complete)
    return CardFace("back", name=d.name, reconstructed=rec)
