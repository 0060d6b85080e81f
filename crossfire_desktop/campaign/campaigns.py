"""Campaigns in the store: one document per campaign, named by the campaign's id."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .errors import SaveError
from .model import Campaign
from .store import UNCHECKED, Base, Store


@dataclass(frozen=True)
class CampaignSummary:
    """What a campaign list shows. `error` is set (and name/runners unknown) when the file can't be read."""

    id: str  # the document name
    name: str | None
    runners: int | None
    saved_at: datetime | None
    path: Path
    error: SaveError | None


def list_campaigns(store: Store) -> list[CampaignSummary]:
    out = []
    for listing in store.list("campaign"):
        if listing.error is not None:
            out.append(CampaignSummary(listing.name, None, None, None, listing.path, listing.error))
            continue
        c = load_campaign(store, listing.name)
        out.append(CampaignSummary(c.id, c.name, len(c.runners), listing.saved_at, listing.path, None))
    return sorted(out, key=lambda s: ((s.name or s.id).casefold(), s.id))


def load_campaign(store: Store, campaign_id: str) -> Campaign:
    value = store.read("campaign", campaign_id).data
    assert isinstance(value, Campaign)
    return value


def load_campaign_at(store: Store, campaign_id: str) -> tuple[Campaign, str]:
    """The campaign and the revision it was read at (to save a change based on it: `save_campaign_at`)."""
    doc = store.read("campaign", campaign_id)
    assert isinstance(doc.data, Campaign)
    return doc.data, doc.revision


def load_campaign_backup(store: Store, campaign_id: str) -> Campaign:
    value = store.read_backup("campaign", campaign_id).data
    assert isinstance(value, Campaign)
    return value


def save_campaign(store: Store, campaign: Campaign, *, base: Base = UNCHECKED) -> Path:
    return store.write("campaign", campaign.id, campaign, base=base)


def save_campaign_at(store: Store, campaign: Campaign, base: Base) -> str:
    """Save a change made to the campaign read at revision `base`; SaveError "changed_on_disk" (nothing
    written) when another copy of the program saved it since. Returns the new revision."""
    return store.save("campaign", campaign.id, campaign, base)


def find_by_name(store: Store, name: str) -> Campaign | None:
    key = name.casefold().strip()
    for summary in list_campaigns(store):
        if summary.name is not None and summary.name.casefold().strip() == key:
            return load_campaign(store, summary.id)
    return None
