"""Crossfire Desktop: Shadowrun: Crossfire for one to four players on one PC."""

__version__ = "0.1.0"
