"""Every text a player reads and its translation: `tr`, names of runners and cards, the engine's codes
in words (events, rules, prompts, saves), editions, languages.

The bottom room: imports no other room. Inside, one direction: edition > text > event, rule, pick,
table-tool and save words > card words, names > tr. No imports here."""
