"""One module per mission; each gives a MissionRules subclass with the mission's hooks."""

from __future__ import annotations

from crossfire_desktop.catalog import Catalog

from .base import MissionRules


def mission_rules(mission_id: str, catalog: Catalog) -> MissionRules:
    from .crossfire import CrossfireMission  # noqa: PLC0415

    classes: dict[str, type[MissionRules]] = {"crossfire": CrossfireMission}
    try:
        from .extraction import ExtractionMission  # noqa: PLC0415

        classes["extraction"] = ExtractionMission
    except ImportError:  # pragma: no cover - missions still being written
        pass
    try:
        from .dragon_fight import DragonFightMission  # noqa: PLC0415

        classes["dragon_fight"] = DragonFightMission
    except ImportError:  # pragma: no cover
        pass
    if mission_id not in classes or mission_id not in catalog.missions:
        raise ValueError(f"unknown mission {mission_id!r}")
    return classes[mission_id](catalog.missions[mission_id])


__all__ = ["MissionRules", "mission_rules"]
