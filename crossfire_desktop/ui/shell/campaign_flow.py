"""The main window's campaign flow: the campaign list, a campaign's page, its sticker shop, a campaign game's
setup and the post-mission screen.

A mixin of `MainWindow` (shell/window.py), which owns the stack and the pages; the campaign screens are
built on first use (the start screen shows first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..words.tr import tr

if TYPE_CHECKING:
    from crossfire_desktop.campaign import Campaign

    from ..campaign.book import CampaignBook
    from ..campaign.campaign_page import CampaignPage
    from ..campaign.list_page import CampaignListPage
    from ..campaign.post_mission import PostMissionPage
    from ..campaign.sticker_shop import StickerShopPage


class CampaignFlow:
    """The campaign pages and the way between them (self is the MainWindow)."""

    @property
    def campaign_list(self) -> CampaignListPage:
        def make() -> CampaignListPage:
            from ..campaign.list_page import CampaignListPage

            page = CampaignListPage(self.persist, self)
            page.opened.connect(self.open_campaign)
            page.back.connect(self.show_menu)
            return page

        return self._page("campaign_list", make)

    @property
    def campaign_page(self) -> CampaignPage:
        def make() -> CampaignPage:
            from ..campaign.campaign_page import CampaignPage
            from ..session.persist import campaign_game_name

            page = CampaignPage(self.cat, self)
            page.back.connect(self.show_campaigns)
            page.shop.connect(self.show_shop)
            page.play.connect(self.setup_campaign_game)
            page.record.connect(self.record_table_mission)
            page.resume.connect(lambda game_id: self.load(campaign_game_name(game_id)))
            return page

        return self._page("campaign_page", make)

    @property
    def shop(self) -> StickerShopPage:
        def make() -> StickerShopPage:
            from ..campaign.sticker_shop import StickerShopPage

            page = StickerShopPage(self.cat, self)
            page.back.connect(self.show_campaign)
            return page

        return self._page("shop", make)

    @property
    def post(self) -> PostMissionPage:
        def make() -> PostMissionPage:
            from ..campaign.post_mission import PostMissionPage

            page = PostMissionPage(self.cat, self)
            page.finished.connect(self.show_campaign)
            page.shop.connect(self.show_shop)
            page.tableRecorded.connect(self.history.record_table)
            return page

        return self._page("post", make)

    def show_campaigns(self) -> None:
        # the list can import, restore or set aside files: campaigns are read from disk again after it
        self.book = None
        self.campaign_list.fill()
        self.stack.setCurrentWidget(self.campaign_list)

    def open_campaign(self, campaign: Campaign) -> None:
        from ..campaign.book import CampaignBook

        self.book = CampaignBook(self.persist, campaign, self)
        self.show_campaign()

    def show_campaign(self) -> None:
        if self.book is None:
            self.show_campaigns()
            return
        self.campaign_page.open(self.book)
        self.stack.setCurrentWidget(self.campaign_page)

    def show_shop(self, runner_id: str) -> None:
        if self.book is not None:
            self.shop.open(self.book, runner_id)
            self.stack.setCurrentWidget(self.shop)

    def setup_campaign_game(self, runner_ids: list[str]) -> None:
        if self.book is not None:
            campaign = self.book.campaign
            self.setup_page.use_campaign(campaign, runner_ids, self.persist.prefs.campaign_ai.get(campaign.id, []))
            self.packs.new_game_page(self.book.campaign.id)
            self.stack.setCurrentWidget(self.setup_page)

    def record_table_mission(self) -> None:
        if self.book is not None:
            self.post.show_manual(self.book, self.campaign_page.chosen)  # the runners picked there, ticked
            self.stack.setCurrentWidget(self.post)

    def _book_for(self, campaign_id: str) -> CampaignBook | None:
        """The open campaign if it is this one, else read it from disk (a failure is shown on the screen in view)."""
        if self.book is not None and self.book.campaign.id == campaign_id:
            return self.book
        from crossfire_desktop.campaign import SaveError

        from ..campaign.book import CampaignBook

        try:
            campaign = self.persist.load_campaign(campaign_id)
        except SaveError as exc:
            from ..words.save_words import save_why

            text = tr("The campaign of this game can't be read: {why}").format(why=save_why(exc))
            self.setup_page.error.setText(text)
            self.end.message.setText(text)
            return None
        self.book = CampaignBook(self.persist, campaign, self)
        return self.book

    def post_mission(self) -> None:
        """The end screen's post-mission step for a campaign game: award its runners their Karma."""
        if self.ctl is None or self.ctl.game.setup.campaign is None:
            return
        game = self.ctl.game
        link = game.setup.campaign
        assert link is not None
        book = self._book_for(link.campaign_id)
        if book is None:
            return
        ids = [r.campaign_runner for r in game.setup.runners if r.campaign_runner is not None]
        from crossfire_desktop.campaign import recorded_result

        challenges = {c: game.s.bonus.count(c) for c in set(game.s.bonus)}
        result = recorded_result(self.cat.missions[game.s.mission], game.result)
        self.post.show_game(book, game.s.mission, result, challenges, ids, link.game_id)
        self.stack.setCurrentWidget(self.post)
