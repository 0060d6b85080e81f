"""Campaign screens: the campaign list, a campaign's page and book, the ledger, runner cards, the sticker
shop and the post-mission screen.

May import session, look and words; never the table, screens, packs, history or the shell. No imports here."""
