"""Your cards: the pack shelf and picker, and the card editor (document, form, preview).

May import session, look and words; never another room beside it or the shell. No imports here."""
