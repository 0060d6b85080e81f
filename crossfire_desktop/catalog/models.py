"""Card data schema: what a card file may say, validated strictly on load.

Every deck file is TOML: a `[deck]` table naming the deck, then `[[cards]]` tables.
Unknown fields are errors so a typo in a hand-typed card never passes silently.
A card with `complete = false` keeps what is known (nulls allowed) and is never dealt.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

Color = Literal["black", "blue", "green", "red"]
COLORS: tuple[Color, ...] = ("black", "blue", "green", "red")
CardType = Literal["WEAPON", "SPELL", "HACKING", "SKILL"]
TYPE_COLOR: dict[str, Color] = {"WEAPON": "black", "SPELL": "blue", "HACKING": "green", "SKILL": "red"}
ObstacleType = Literal["Human", "Elf", "Dwarf", "Ork", "Troll", "Tech", "6th World"]
Confidence = Literal["high", "medium", "low"]
# When an ability fires. `static` abilities are queried while their card is in play.
Trigger = Literal[
    "play",  # Black Market card played on your turn
    "assist",  # played on another runner's turn
    "damage",  # special damage ([*] Damage:), resolved in the Apply Damage step
    "later_play",  # a card of yours played earlier this turn, as you play another one (Whip, Negotiation)
    "buy",  # a buy requirement or buy-time effect
    "flipped",
    "defeated",
    "attack",  # when this obstacle attacks
    "start_of_turn",
    "end_of_turn",
    "before_draw",  # immediately before the Draw & Buy step
    "static",
    "reveal",  # Crossfire event revealed (primary effect)
    "continuous",  # Crossfire event, while active
    "timebomb",  # Crossfire event placed in the discard
    "activated",  # a player may use it (from a zone, an obstacle's cancel, a sticker)
]

# Limits: every number a card pack can set has a range, sized to what the box's cards need with generous
# headroom, so no card can make the engine work (or allocate) in proportion to a number it chose.
# The box's largest value is in brackets.
MAX_COPIES = 20  # physical copies of one design [8]
MAX_COST = 30  # a Black Market card's cost [9]
MAX_POINTS = 12  # colored points or colorless points in one damage box [2]
MAX_LEVELS = 16  # levels of a damage track, and whole levels one damage box clears [8 and 2]
MAX_AMOUNT = 30  # damage one amount level of a track needs [6]
MAX_NUYEN = 50  # an obstacle's nuyen [11]
MAX_ATTACK = 10  # an attack strength [2]
MAX_THRESHOLD = 30  # a Crossfire level (N+) [8]
MAX_KARMA = 500  # an upgrade sticker's Karma [50]
MAX_ASPECT = 100  # damage one boss aspect needs [12]
MAX_PARAM = 99  # a number in an ability's params [8]
MAX_ABILITIES = 16  # abilities on one card [4]
MAX_LIST = 32  # entries of a list in an ability's params, sides of a boss, aspects of a side [4]
MAX_NAME = 120  # characters of a name or id [35]
MAX_TEXT = 4000  # characters of a card text [278]

ParamInt = Annotated[int, Field(ge=-MAX_PARAM, le=MAX_PARAM)]
ParamText = Annotated[str, Field(max_length=MAX_TEXT)]
ParamValue = ParamInt | ParamText | bool | Annotated[list[ParamText], Field(max_length=MAX_LIST)] \
    | Annotated[list[ParamInt], Field(max_length=MAX_LIST)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
Text = Annotated[str, Field(max_length=MAX_TEXT)]
Id = Annotated[str, Field(pattern=r"^[a-z0-9_]+$", max_length=MAX_NAME)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Provenance(Strict):
    source: list[str] = Field(default_factory=list)
    confidence: Confidence = "high"
    notes: str = ""
    # Names of fields whose value was chosen by us, not read off a card (shown in the UI).
    reconstructed: list[str] = Field(default_factory=list)


class Damage(Strict):
    """A damage box: colored points, colorless points, whole levels, and variable X."""

    colors: list[Color] = Field(default_factory=list, max_length=MAX_POINTS)
    colorless: int = Field(default=0, ge=0, le=MAX_POINTS)
    levels: int = Field(default=0, ge=0, le=MAX_LEVELS)
    consecutive: bool = False  # the levels must be consecutive (Lightning Bolt)
    x: bool = False  # an X colorless amount set by the card's ability (Stunbolt, Deathtouch)
    special: bool = False  # the box shows [*]: a `damage` ability says what it does
    obstacles_only: bool = False  # "to an obstacle": can't be dealt to a boss

    @property
    def is_empty(self) -> bool:
        return not (self.colors or self.colorless or self.levels or self.x or self.special)


class Ability(Strict):
    when: Trigger
    effect: str  # name in the engine's effect registry
    params: dict[str, ParamValue] = Field(default_factory=dict, max_length=MAX_LIST)
    threshold: int | None = Field(default=None, ge=0, le=MAX_THRESHOLD)  # Crossfire level needed (N+)
    text: Text = ""


class Level(Strict):
    """One box of a damage track: one damage of `color`, or `amount` damage of any color."""

    color: Color | None = None
    amount: int | None = Field(default=None, ge=1, le=MAX_AMOUNT)

    @model_validator(mode="after")
    def _one_kind(self) -> Level:
        if (self.color is None) == (self.amount is None):
            raise PydanticCustomError("level_kind", "a level is either a color or an amount, not both or neither")
        return self


def parse_level(raw: object) -> object:
    """Tracks are written compactly: ["black", 3] means a black box then a 3 box."""
    if isinstance(raw, str) and not isinstance(raw, bool):
        return {"color": raw}
    if isinstance(raw, int) and not isinstance(raw, bool):
        return {"amount": raw}
    return raw


class CardBase(Strict):
    id: Id
    name: Name
    number: str | None = Field(default=None, max_length=16)  # printed "NN/MM"
    complete: bool = True
    provenance: Provenance = Field(default_factory=Provenance)
    flavor: Text = ""


class PlayerCard(CardBase):
    """Basic and Black Market cards."""

    type: CardType
    color: Color
    cost: int = Field(ge=0, le=MAX_COST)
    copies: int = Field(ge=1, le=MAX_COPIES)
    basic: bool = False
    damage: Damage = Field(default_factory=Damage)
    text: Text = ""
    assist_text: Text = ""
    assist_damage: Damage | None = None
    requires: CardType | None = None  # "REQUIRES SPELL": you must have played one this turn to buy it
    abilities: list[Ability] = Field(default_factory=list, max_length=MAX_ABILITIES)

    @model_validator(mode="after")
    def _color_matches_type(self) -> PlayerCard:
        if TYPE_COLOR[self.type] != self.color:
            raise PydanticCustomError("type_color", "a {type} card is {color}, not {found}",
                                      {"type": self.type, "color": TYPE_COLOR[self.type], "found": self.color})
        return self


class ObstacleCard(CardBase):
    deck: Literal["normal", "hard"]
    color: Color | None = None
    type: ObstacleType | None = None
    nuyen: int | None = Field(default=None, ge=0, le=MAX_NUYEN)
    attack: int | None = Field(default=None, ge=0, le=MAX_ATTACK)
    track: list[Level] | None = Field(default=None, max_length=MAX_LEVELS)
    text: Text = ""
    abilities: list[Ability] = Field(default_factory=list, max_length=MAX_ABILITIES)

    @field_validator("track", mode="before")
    @classmethod
    def _compact_track(cls, raw: object) -> object:
        if isinstance(raw, list):
            return [parse_level(x) for x in raw]
        return raw

    @model_validator(mode="after")
    def _complete_has_everything(self) -> ObstacleCard:
        if self.complete:
            missing = [f for f in ("color", "type", "nuyen", "attack", "track") if getattr(self, f) is None]
            if missing:
                raise PydanticCustomError("complete_needs", "a complete obstacle needs {fields}",
                                          {"fields": ", ".join(missing)})
            if not self.track:
                raise PydanticCustomError("track_empty", "a damage track needs at least one level")
        return self


class CrossfireCard(CardBase):
    text: Text = ""  # primary effect as printed
    threshold: int | None = Field(default=None, ge=0, le=MAX_THRESHOLD)  # the N+ of the Crossfire level effect
    threshold_text: Text = ""
    timebomb_text: Text = ""
    abilities: list[Ability] = Field(default_factory=list, max_length=MAX_ABILITIES)


class UpgradeCard(CardBase):
    karma: int | None = Field(default=None, ge=0, le=MAX_KARMA)
    text: Text = ""  # English effect
    text_fr: Text = ""  # the revised printing's French summary, kept for reference
    abilities: list[Ability] = Field(default_factory=list, max_length=MAX_ABILITIES)


class BossAspect(Strict):
    id: Id
    name: Name
    color: Color
    colored_amount: int = Field(ge=1, le=MAX_ASPECT)  # damage of the aspect's color one runner must deal
    colorless_amount: int = Field(ge=1, le=MAX_ASPECT)  # or this much damage of any color
    reward: list[Ability] = Field(default_factory=list, max_length=MAX_ABILITIES)
    reward_text: Text = ""


class BossSide(Strict):
    name: Name
    attack: int = Field(ge=0, le=MAX_ATTACK)
    aspects: list[BossAspect] = Field(max_length=MAX_LIST)


class BossCard(CardBase):
    sides: list[BossSide] = Field(max_length=MAX_LIST)
    text: Text = ""


class Metatype(Strict):
    name: Literal["Human", "Elf", "Dwarf", "Ork", "Troll"]
    hp: int = Field(ge=1)
    cards: int = Field(ge=0)
    nuyen: int = Field(ge=0)
    provenance: Provenance = Field(default_factory=Provenance)


class Role(Strict):
    name: Literal["Street Samurai", "Mage", "Decker", "Face"]
    color: Color
    starting_deck: dict[str, int]  # basic card id -> copies
    provenance: Provenance = Field(default_factory=Provenance)


class DeckInfo(Strict):
    name: Literal["basic", "black_market", "obstacles_normal", "obstacles_hard", "crossfire", "upgrades", "bosses"]
    title: str = ""
    notes: str = ""


def abilities_in(value: object, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str, Ability]]:
    """Every Ability inside a model, with its field path (`abilities.0`, `sides.1.aspects.0.reward.1`)."""
    if isinstance(value, Ability):
        yield ".".join(str(p) for p in path), value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from abilities_in(getattr(value, name), (*path, name))
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from abilities_in(item, (*path, i))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from abilities_in(item, (*path, str(key)))
