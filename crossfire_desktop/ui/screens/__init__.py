"""The small screens the shell switches between: menu, start, New mission (and its AI column and odds),
end screen, rules reference, Karma table.

May import session, look and words; never the table, campaign, packs, history or the shell (the shell
hands them what they need). No imports here."""
