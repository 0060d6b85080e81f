"""Card and mission data: pydantic models and the validated catalog."""

from .loader import Catalog, CatalogError, data_root, load_catalog, load_catalog_from
from .missions import BonusChallenge, KarmaScaling, Mission, TrackStep
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
    "BossCard",
    "CardBase",
    "Catalog",
    "CatalogError",
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
    "data_root",
    "load_catalog",
    "load_catalog_from",
]
