"""Determinized Monte-Carlo search: the AI teammates' and the hints' policy."""

from .policy import SearchCancelled, SearchPolicy, SearchResult

__all__ = ["SearchCancelled", "SearchPolicy", "SearchResult"]
