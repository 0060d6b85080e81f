"""How things look and sound: the style sheet, palettes and colour-blind filters, icons, the card painter
and its cache, sounds, layouts helpers, generic screen-reader names.

May import words only. No imports here."""
