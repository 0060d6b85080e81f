"""Determinized Monte-Carlo search: the AI teammates' and the hints' policy."""

from .policy import SearchPolicy, SearchResult

__all__ = ["SearchPolicy", "SearchResult"]
