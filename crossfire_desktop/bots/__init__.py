"""Policies that choose actions through the same API as a player, and the simulation runner."""
