"""The table's parts: what the table widget (table/widget.py) is built from.

A part never imports the widget or what sits above it; what it needs of the table is `surface.TableSurface`.
No imports here."""
