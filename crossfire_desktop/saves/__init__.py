"""Game saves on disk: their schema, and loading them through the engine with every failure a SaveError.

Sits between the engine and the store (the store never imports the engine): `game_check` is given to
the Store, so a game save that doesn't rebuild counts as unreadable everywhere (never written over).
"""

from .games import LoadedGame, game_check, game_save

__all__ = ["LoadedGame", "game_check", "game_save"]
