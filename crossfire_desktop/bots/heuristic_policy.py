"""The heuristic policy lives in heuristic.py; this name stays for the code that imports it."""

from .heuristic import HeuristicPolicy

__all__ = ["HeuristicPolicy"]
