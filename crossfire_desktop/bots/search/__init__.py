"""Determinized Monte-Carlo search: the AI teammates' and the hints' policy."""

from .parallel import window_workers
from .policy import SearchCancelled, SearchPolicy, SearchResult

__all__ = ["SearchCancelled", "SearchPolicy", "SearchResult", "window_workers"]
