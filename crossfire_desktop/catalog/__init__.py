"""Card and mission data: pydantic models and the validated catalog."""

from .bosses import BossAspectCard, aspect_cards, reconstructed_fields
from .cache import load_catalog
from .loader import Catalog, CatalogError, data_root, load_catalog_from
from .missions import BonusChallenge, ClientSpec, KarmaScaling, Mission, TrackStep
from .models import (
    COLORS,
    Ability,
    BossCard,
    CardBase,
    Color,
    CrossfireCard,
    Damage,
    Level,
    Metatype,
    ObstacleCard,
    PlayerCard,
    Role,
    UpgradeCard,
)

__all__ = [
    "COLORS",
    "Ability",
    "BonusChallenge",
    "BossAspectCard",
    "BossCard",
    "CardBase",
    "Catalog",
    "CatalogError",
    "ClientSpec",
    "Color",
    "CrossfireCard",
    "Damage",
    "KarmaScaling",
    "Level",
    "Metatype",
    "Mission",
    "ObstacleCard",
    "PlayerCard",
    "Role",
    "TrackStep",
    "UpgradeCard",
    "aspect_cards",
    "data_root",
    "load_catalog",
    "load_catalog_from",
    "reconstructed_fields",
]
