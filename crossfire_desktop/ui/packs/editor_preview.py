"""A card definition as the table's painter sees it, outside any game (the editor's preview): the
table's own `face_of_def` for the kinds the table shows; stickers and bosses, which the table
never paints as one card, get a face of the same painter."""

from __future__ import annotations

from crossfire_desktop.catalog import BossCard, CardBase, CrossfireCard, ObstacleCard, PlayerCard, UpgradeCard

from ..look.cardface import CardFace, face_of_def
from ..words.text import tr


def face_for(d: CardBase) -> CardFace:
    if isinstance(d, PlayerCard | ObstacleCard | CrossfireCard):
        return face_of_def(d)
    rec = list(d.provenance.reconstructed)
    if isinstance(d, UpgradeCard):
        karma = "" if d.karma is None else tr("{n} Karma").format(n=d.karma)
        return CardFace("crossfire", d.name, type=karma, text=d.text, reconstructed=rec, complete=d.complete)
    if isinstance(d, BossCard):
        attack = d.sides[0].attack if d.sides else None
        aspects = "; ".join(f"{a.name} ({a.color} {a.colored_amount}/{a.colorless_amount})"
                            for s in d.sides for a in s.aspects)
        return CardFace("obstacle", d.name, type=tr("BOSS"), text=f"{d.text}\n{aspects}".strip(), attack=attack,
                        reconstructed=rec, complete=d.complete)
    return CardFace("back", name=d.name, reconstructed=rec)
