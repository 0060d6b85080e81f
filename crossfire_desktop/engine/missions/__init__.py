"""One module per mission; each gives a MissionRules subclass with the mission's hooks."""

from __future__ import annotations

from crossfire_desktop.catalog import Catalog

from .base import MissionRules

_CLASSES: dict[str, type[MissionRules]] = {}  # filled at the first game (the modules import the engine's)


def mission_rules(mission_id: str, catalog: Catalog) -> MissionRules:
    classes = _CLASSES
    if not classes:
        from .crossfire import CrossfireMission  # noqa: PLC0415
        from .dragon_fight import DragonFightMission  # noqa: PLC0415
        from .extraction import ExtractionMission  # noqa: PLC0415

        classes.update(crossfire=CrossfireMission, extraction=ExtractionMission, dragon_fight=DragonFightMission)
    if mission_id not in classes or mission_id not in catalog.missions:
        raise ValueError(f"unknown mission {mission_id!r}")
    return classes[mission_id](catalog.missions[mission_id])


__all__ = ["MissionRules", "mission_rules"]
