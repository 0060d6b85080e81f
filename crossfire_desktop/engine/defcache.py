"""Card data the engine asks for on every action, looked up once per card definition.

It depends only on the catalog, so every game (and every clone) of one catalog shares it.
"""

from __future__ import annotations

from typing import ClassVar

from crossfire_desktop.catalog import Catalog, ObstacleCard, PlayerCard
from crossfire_desktop.catalog.models import Ability, Damage

from .damage import encode_track

MAX_PLAYS_UNLIMITED = 1 << 30  # no "max_plays" ability in the catalog
ABILITY_CARDS_KEPT = 64  # games told apart by their dealt cards (missions x team sizes x boss aspects)


class DefCache:
    _by_catalog: ClassVar[dict[int, tuple[Catalog, DefCache]]] = {}

    @classmethod
    def of(cls, cat: Catalog) -> DefCache:
        """The cache of `cat` (kept with a reference to it, so its id is never reused)."""
        found = cls._by_catalog.get(id(cat))
        if found is None:
            found = cls._by_catalog[id(cat)] = (cat, cls(cat))
        return found[1]

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self._player: dict[str, PlayerCard] = {}
        self._obstacle: dict[str, ObstacleCard] = {}
        # Every card's activated abilities, filled at once: `activations` reads it per card in hand.
        self.activated_by_def: dict[str, tuple[Ability, ...]] = {
            def_id: tuple(ab for ab in getattr(card, "abilities", []) if ab.when == "activated")
            for def_id, card in cat.by_id.items()}
        self._static: dict[str, tuple[Ability, ...]] = {}
        self._when: dict[tuple[str, str], tuple[Ability, ...]] = {}
        self._tracks: dict[str, tuple[int, ...]] = {}
        self._having: dict[str, frozenset[str]] = {}
        self._triggered: dict[str, frozenset[str]] = {}
        self._deals: dict[str, tuple[str, ...]] = {}
        self._starting: dict[str, tuple[str, ...]] = {}
        self._ability_cards: dict[tuple[str, ...], frozenset[int]] = {}
        # What listing a player card's plays asks (legal.py), filled at once: (it assists, its own damage
        # can't go at a boss, its assist damage can't).
        self.play_flags: dict[str, tuple[bool, bool, bool]] = {
            def_id: (bool(card.assist_text or card.assist_damage), _not_for_bosses(card.damage),
                     _not_for_bosses(card.assist_damage))
            for def_id, card in cat.by_id.items() if isinstance(card, PlayerCard)}
        # The fewest plays a "max_plays" ability allows (none in the catalog: no limit): a runner who has
        # played fewer this turn is not limited, without looking for one on the table (legal.seat_cards).
        self.fewest_plays_limit: int = min(
            (int(ab.params["n"]) for card in cat.by_id.values() for ab in getattr(card, "abilities", [])
             if ab.effect == "max_plays"), default=MAX_PLAYS_UNLIMITED)
        # Every player card's printed cost (the buy listing compares it with a runner's nuyen).
        self.costs: dict[str, int] = {def_id: card.cost for def_id, card in cat.by_id.items()
                                      if isinstance(card, PlayerCard)}

    def starting_deck(self, role: str) -> tuple[str, ...]:
        """The card ids of a role's starting deck, each as many times as its copies, in the role's order."""
        found = self._starting.get(role)
        if found is None:
            found = self._starting[role] = tuple(
                card_id for card_id, copies in self.cat.roles[role].starting_deck.items() for _ in range(copies))
        return found

    def deal(self, deck: str) -> tuple[str, ...]:
        """The card ids a new game deals into a deck's pile, in catalog order: each complete card once,
        a Black Market card as many times as it has copies."""
        found = self._deals.get(deck)
        if found is None:
            found = self._deals[deck] = tuple(
                card.id for card in self.cat.playable(deck)
                for _ in range(card.copies if isinstance(card, PlayerCard) and deck == "black_market" else 1))
        return found

    def ability_cards(self, defs: list[str]) -> frozenset[int]:
        """For a game's card instances (`GameState.defs`): those with an activated ability. Games of one
        mission and team size deal the same instances, so the answer is kept (a bounded number of them)."""
        key = tuple(defs)
        found = self._ability_cards.get(key)
        if found is None:
            activated = self.activated
            found = frozenset(i for i, d in enumerate(defs) if activated(d))
            if len(self._ability_cards) >= ABILITY_CARDS_KEPT:
                self._ability_cards.clear()
            self._ability_cards[key] = found
        return found

    def player(self, def_id: str) -> PlayerCard:
        card = self._player.get(def_id)
        if card is None:
            card = self._player[def_id] = self.cat.player_card(def_id)
        return card

    def obstacle(self, def_id: str) -> ObstacleCard:
        card = self._obstacle.get(def_id)
        if card is None:
            card = self._obstacle[def_id] = self.cat.obstacle(def_id)
        return card

    def activated(self, def_id: str) -> tuple[Ability, ...]:
        """The card's abilities a player may start (`when = "activated"`)."""
        found = self.activated_by_def.get(def_id)
        if found is None:
            abilities = getattr(self.cat.card(def_id), "abilities", [])
            found = self.activated_by_def[def_id] = tuple(ab for ab in abilities if ab.when == "activated")
        return found

    def track(self, def_id: str) -> tuple[int, ...]:
        """An obstacle's damage track as the allocation solver reads it (damage.encode_track)."""
        found = self._tracks.get(def_id)
        if found is None:
            levels = self.obstacle(def_id).track or []
            found = self._tracks[def_id] = encode_track([(lv.color, lv.amount) for lv in levels])
        return found

    def having(self, effect: str) -> frozenset[str]:
        """The cards and stickers with an ability of this effect (statics.py: whether any is on the table)."""
        found = self._having.get(effect)
        if found is None:
            found = self._having[effect] = self._with_ability("effect", effect)
        return found

    def triggered(self, when: str) -> frozenset[str]:
        """The cards with an ability that triggers `when` (triggers.py: most obstacles and events have none)."""
        found = self._triggered.get(when)
        if found is None:
            found = self._triggered[when] = self._with_ability("when", when)
        return found

    def _with_ability(self, field: str, value: str) -> frozenset[str]:
        """The cards and stickers with an ability whose `field` is `value`."""
        return frozenset(def_id for def_id, card in self.cat.by_id.items()
                         if any(getattr(ab, field) == value for ab in getattr(card, "abilities", [])))

    def when(self, def_id: str, when: str) -> tuple[Ability, ...]:
        """The card's abilities that trigger `when`, in printed order (at most one entry per definition
        and trigger of the catalog)."""
        key = (def_id, when)
        found = self._when.get(key)
        if found is None:
            abilities = getattr(self.cat.card(def_id), "abilities", [])
            found = self._when[key] = tuple(ab for ab in abilities if ab.when == when)
        return found

    def statics(self, def_id: str) -> tuple[Ability, ...]:
        """An obstacle's static abilities (`when = "static"`)."""
        found = self._static.get(def_id)
        if found is None:
            abilities = self.obstacle(def_id).abilities
            found = self._static[def_id] = tuple(ab for ab in abilities if ab.when == "static")
        return found


def _not_for_bosses(damage: Damage | None) -> bool:
    from .legality import not_for_bosses  # noqa: PLC0415 - legality imports the game, which imports this

    return not_for_bosses(damage)
