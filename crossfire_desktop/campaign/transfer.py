"""Export a campaign as one JSON file, and import one, never clobbering a campaign already in the store.

The exported file is the same versioned envelope as the store's (kind "campaign"), so an export from
an older version is migrated on import, and a broken or foreign file is refused with SaveError.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from . import atomic
from .campaigns import find_by_name, load_campaign, save_campaign
from .envelope import check_size, decode, encode
from .errors import ImportConflict
from .kinds import KINDS
from .model import Campaign
from .roster import new_id
from .safe_read import read_limited
from .store import Store


def export_campaign(campaign: Campaign, dest: Path) -> Path:
    """Write the campaign to `dest` (atomically). An existing file at `dest` is replaced. SaveError
    "too_big" (nothing written) when the file would be over the size limit imports read."""
    payload = encode("campaign", campaign, datetime.now(UTC))
    check_size("campaign", payload, dest)  # an export another copy could never import is not written
    atomic.write_bytes_atomic(dest, payload)
    return dest


def read_export(src: Path) -> Campaign:
    """Read and validate an exported campaign without touching the store. Raises SaveError."""
    raw, _ = read_limited(src, KINDS["campaign"].max_bytes)
    value = decode(raw, src, "campaign").data
    assert isinstance(value, Campaign)
    return value


def import_campaign(store: Store, src: Path, *, replace: bool = False, rename: str | None = None) -> Campaign:
    """Add the campaign in `src` to the store and return it.

    If a campaign with the same id or name is in the store: raise ImportConflict, unless
    `rename` is given (imported as a new campaign: fresh id, that name) or `replace=True`
    (the stored campaign with the same id is overwritten; its previous version stays as the backup).
    """
    campaign = read_export(src)
    if rename is not None:
        campaign = Campaign.model_validate({**campaign.model_dump(), "id": new_id(), "name": rename.strip()})
    same_id = load_campaign(store, campaign.id) if store.exists("campaign", campaign.id) else None
    same_name = find_by_name(store, campaign.name)
    if rename is not None and same_name is not None:
        raise ImportConflict(campaign.name, campaign.id, "name", same_name.name)
    if not replace:
        if same_id is not None:
            raise ImportConflict(campaign.name, campaign.id, "id", same_id.name)
        if same_name is not None:
            raise ImportConflict(campaign.name, campaign.id, "name", same_name.name)
    elif same_name is not None and same_name.id != campaign.id:
        # replace overwrites the campaign with the same id only; another campaign of that name stays
        raise ImportConflict(campaign.name, campaign.id, "name", same_name.name)
    save_campaign(store, campaign)
    return campaign
