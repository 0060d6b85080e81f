"""The game table. `widget.py` is the table; `parts/` holds everything it is built from (views, seats,
panels, interaction, targeting, hint, AI player, animations, fit); above the widget sit what uses a
finished table: the tutorial, the test driver, the extras (sounds, animations, memory trim), replays and
the network game's page.

Inside: tutorial | driver | extras | replay | network_page > widget > parts (a part never imports the
widget: it is typed against `parts/surface.TableSurface`). May import session, look and words. No imports
here."""
