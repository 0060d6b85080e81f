"""Campaign play: runners, stickers, Karma rules and ledger; and the save store on disk.

The UI builds campaign screens on the functions re-exported here; the game window autosaves
through `Store.write_autosave`. Nothing here imports Qt or the engine.
"""

from .awards import RunnerAward, compute_awards, normalize_challenges
from .campaigns import (
    CampaignSummary,
    find_by_name,
    list_campaigns,
    load_campaign,
    load_campaign_at,
    load_campaign_backup,
    save_campaign,
    save_campaign_at,
)
from .envelope import FORMAT, Document
from .errors import ImportConflict, SaveError
from .ledger import award_mission, buy_sticker, undo_last
from .migrations import migration
from .model import (
    METATYPES,
    AwardEntry,
    AwardLine,
    Campaign,
    CampaignPack,
    CampaignRunner,
    LedgerEntry,
    MissionRecord,
    PurchaseEntry,
    Slot,
    Sticker,
)
from .paths import ENV_VAR, resolve_dirs
from .play import (
    join_game,
    join_problem,
    new_game_id,
    record_game,
    record_problem,
    recorded_result,
    release,
    release_game,
    runner_setup,
    teammates,
)
from .roster import add_runner, new_campaign, rename_campaign, rename_runner, set_in_game
from .rules import (
    Quote,
    Refusal,
    Refused,
    buy_options,
    check_runner,
    face_value_total,
    karma_free,
    quote,
    slot_value,
    upgrades_total,
)
from .settings import Settings
from .settings_file import load_settings, save_settings
from .store import Listing, Store
from .transfer import export_campaign, import_campaign, read_export

__all__ = [
    "ENV_VAR",
    "FORMAT",
    "METATYPES",
    "AwardEntry",
    "AwardLine",
    "Campaign",
    "CampaignPack",
    "CampaignRunner",
    "CampaignSummary",
    "Document",
    "ImportConflict",
    "LedgerEntry",
    "Listing",
    "MissionRecord",
    "PurchaseEntry",
    "Quote",
    "Refusal",
    "Refused",
    "RunnerAward",
    "SaveError",
    "Settings",
    "Slot",
    "Sticker",
    "Store",
    "add_runner",
    "award_mission",
    "buy_options",
    "buy_sticker",
    "check_runner",
    "compute_awards",
    "export_campaign",
    "face_value_total",
    "find_by_name",
    "import_campaign",
    "join_game",
    "join_problem",
    "karma_free",
    "list_campaigns",
    "load_campaign",
    "load_campaign_at",
    "load_campaign_backup",
    "load_settings",
    "migration",
    "new_campaign",
    "new_game_id",
    "normalize_challenges",
    "quote",
    "read_export",
    "record_game",
    "record_problem",
    "recorded_result",
    "release",
    "release_game",
    "rename_campaign",
    "rename_runner",
    "resolve_dirs",
    "runner_setup",
    "save_campaign",
    "save_campaign_at",
    "save_settings",
    "set_in_game",
    "slot_value",
    "teammates",
    "undo_last",
    "upgrades_total",
]
