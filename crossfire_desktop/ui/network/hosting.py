"""What the Host form makes: a campaign's runners to choose the team from, and the table its fields describe."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..words.text import tr
from ..words.tr import QT_TR_NOOP

if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign
    from crossfire_desktop.catalog import Catalog
    from crossfire_desktop.net.host import HostTable

    from ..campaign.book import CampaignBook

UNREADABLE = QT_TR_NOOP("That campaign can't be read: open it from Campaigns to see why.")


def team_rows(c: Campaign) -> list[tuple[str, str, str | None]]:
    """Each runner of `c`: its id, its words (name, metatype, Karma, stickers) and why it can't play (or None)."""
    from crossfire_desktop.campaign import join_problem

    rows = []
    for r in c.runners:
        stickers = ", ".join(s.name for s in r.stickers) or tr("no stickers")
        words = tr("{name} ({meta}), {karma} Karma: {stickers}").format(
            name=r.name, meta=tr(r.metatype), karma=r.karma_earned, stickers=stickers)
        problem = join_problem(c, [r.id])
        rows.append((r.id, words, None if problem is None else problem.message(tr)))
    return rows


def hosted_table(s: dict[str, Any], cat: Catalog, book: CampaignBook | None) -> HostTable | str:
    """The table the Host form's fields `s` describe (a campaign's runners from `book`), or why there is none: a
    campaign that can't be read; pydantic's ValidationError for a mission the runners can't play (one runner only
    for Extraction), which the setup page's words say."""
    from crossfire_desktop.engine import GameSetup, quick_setup
    from crossfire_desktop.net.host import HostTable, new_code

    if s.get("campaign") and book is None:
        return tr(UNREADABLE)
    rules = book.campaign.rules if book is not None else s["rules"]
    data = quick_setup(s["mission"], s["runners"], s["seed"], rules=rules).model_dump()
    if book is not None:  # the campaign's runners, as its New mission screen sets them up
        from crossfire_desktop.campaign import new_game_id, runner_setup

        for r, rid in zip(data["runners"], s["team"], strict=True):
            r.update(runner_setup(book.campaign.runner(rid)))
        data["campaign"] = {"campaign_id": book.campaign.id, "game_id": new_game_id()}
    for seat in s["ai"]:
        data["runners"][seat]["ai"] = True
    setup = GameSetup.model_validate(data, context={"catalog": cat})
    table = HostTable(setup, cat, new_code(), open_hands=s["open_hands"], ai_seats=set(s["ai"]))
    table.ai_for_away = bool(s.get("ai_for_away"))
    if s["here"]:
        table.add_local(str(s.get("name") or tr("Host"))[:40], set(s["here"]))  # the name the others see
    table.tls = s.get("tls")
    return table


def join_campaign(table: HostTable, book: CampaignBook | None) -> str | None:
    """A campaign table's runners join its game in the campaign file before it starts, as at a local start;
    what went wrong, or None (a table without a campaign has nothing to join)."""
    link = table.setup.campaign
    if link is None:
        return None
    if book is None:
        return tr(UNREADABLE)
    from crossfire_desktop.campaign import join_game

    ids = [r.campaign_runner for r in table.setup.runners if r.campaign_runner is not None]
    return book.apply(lambda c: join_game(c, ids, link.game_id))


def new_seed(old: int) -> int:
    """Another shuffle for the next game at a table (never the one just played)."""
    import random

    seed = old
    while seed == old:
        seed = random.randint(1, 999_999)
    return seed
