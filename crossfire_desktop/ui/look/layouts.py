"""Reading and emptying Qt layouts without leaving stale PySide wrappers behind (the rule, for all of
crossfire_desktop/, is in `layout_widgets`)."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget
from shiboken6 import Shiboken


def layout_widgets(layout: QLayout) -> list[tuple[int, QWidget]]:
    """The widgets placed directly in `layout`, with their index in it, in layout order.

    Found with `indexOf`, never with `itemAt`/`itemAtPosition`: PySide keeps each QLayoutItem wrapper
    those hand out alive (parented to the layout's wrapper), but Qt deletes the item itself whenever its
    widget is deleted or added to a layout again (the campaign page adds its runner cards again on every
    refresh). The wrapper then names freed memory; once a QListWidgetItem is allocated at that address,
    QListWidget.clear() frees the item's wrapper and then releases it again, and the program segfaults
    (the ledger's crash in LedgerView.refresh).

    The rule, for all of crossfire_desktop/ (tests/ui/test_layout_item_wrappers.py checks that no such
    wrapper is alive after a tour of every screen; `python -m tests.ui.layout_wrappers_audit` says where
    any comes from):
    - no `itemAt`/`itemAtPosition`: use this function, `indexOf`, `getItemPosition`, `labelForField`;
    - no `takeAt` but through `clear_layout`, which deletes each taken item with its wrapper;
    - `addLayout`/`insertLayout` only an empty layout (add it, then fill it), or build the whole tree
      first and install its root last with `setLayout`: PySide's ownership glue makes a wrapper of every
      item already in a layout added to a layout that is on a widget."""
    host = layout.parentWidget()
    if host is None:
        return []
    found = []
    # direct children, without touching the Qt namespace: its first use builds ~120 enums (start-up)
    for w in (c for c in host.children() if isinstance(c, QWidget)):
        index = layout.indexOf(w)
        if index >= 0:
            found.append((index, w))
    return sorted(found, key=lambda iw: iw[0])


def clear_layout(layout: QLayout) -> None:
    """Empty `layout`: its widgets are hidden and deleted later, its items (and sub-layouts) deleted now,
    each with its wrapper, so none outlives its item (see `layout_widgets`)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        w, sub = item.widget(), item.layout()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif sub is not None:
            clear_layout(sub)
        Shiboken.delete(item)
