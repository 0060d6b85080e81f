"""Effect vocabulary coverage: for each effect the card editor offers, how many of the known printed
obstacle, Crossfire event and sticker abilities it expresses (the abilities in cards/), and how the
printed texts of incomplete cards (no abilities yet) map onto it. Prints figures; asserts nothing."""

from __future__ import annotations

from collections import Counter

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

DECKS = ("obstacles_normal", "obstacles_hard", "crossfire", "upgrades")
# printed texts of incomplete cards, read by hand onto the vocabulary (None: resolved at the table)
INCOMPLETE = {
    "wage_mage": None,  # cycle 1 non-SPELL Black Market card
    "lone_star_trooper": "also_attacks",
    "scrybot_tracer": "runners_facing",
    "buzzback": "cant",
    "ares_field_rep": "cant",  # plus the card-specific cancel_by_discard
    "cunning_plan": None,  # extra turn
}


def main() -> None:
    cat = load_catalog()
    per_effect: Counter[str] = Counter()
    total = specific = 0
    for deck in DECKS:
        n = covered = 0
        for card in cat.decks[deck]:
            for ab in getattr(card, "abilities", []):
                n += 1
                if ab.effect in VOCABULARY:
                    per_effect[ab.effect] += 1
                    covered += 1
        print(f"{deck:18} abilities {n:3}, expressed by the vocabulary {covered:3}")
        total += n
        specific += n - covered
    for mapped in INCOMPLETE.values():
        if mapped is not None:
            per_effect[mapped] += 1
    print(f"registered effects in the editor's vocabulary: {len(VOCABULARY) - 1} parameterised, plus 'table'")
    print(f"known ability records in cards/ (obstacles, events, stickers): {total}; "
          f"expressed by the vocabulary: {total - specific}; card-specific functions: {specific}")
    print(f"printed texts of incomplete cards: {len(INCOMPLETE)}; expressible: "
          f"{sum(1 for v in INCOMPLETE.values() if v)}; left to the table: {sum(1 for v in INCOMPLETE.values() if not v)}")
    for effect in VOCABULARY:
        print(f"  {effect:28} {per_effect.get(effect, 0):3}")


if __name__ == "__main__":
    main()
