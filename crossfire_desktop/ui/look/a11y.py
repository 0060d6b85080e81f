"""Accessible names for any screen's fields: what a screen reader says when focus lands on them (the
table names its own views in table/parts/a11y.py)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QWidget,
)

from .layouts import layout_widgets

INTERACTIVE = (QAbstractButton, QComboBox, QLineEdit, QSlider, QAbstractSpinBox, QAbstractItemView)

def fill_accessible_names(root: QWidget) -> None:
    """Give every interactive widget of a screen a name a screen reader can say: its form label, its
    placeholder or its tooltip (buttons are named by their text already)."""
    for form in root.findChildren(QFormLayout):
        for _index, fw in layout_widgets(form):
            lw = form.labelForField(fw)
            if isinstance(lw, QLabel) and not fw.accessibleName() and lw.text():
                fw.setAccessibleName(lw.text())
    for grid in root.findChildren(QGridLayout):  # tables of fields (the team): the column's header
        placed: list[tuple[int, int, QWidget]] = []
        cells: dict[tuple[int, int], QWidget] = {}  # every cell a widget covers (a header may span columns)
        for index, w in layout_widgets(grid):
            r, c, rs, cs = grid.getItemPosition(index)
            placed.append((r, c, w))
            for dr in range(max(rs, 1)):
                for dc in range(max(cs, 1)):
                    cells[(r + dr, c + dc)] = w
        for r, c, w in placed:
            hw = cells.get((0, c))
            if r > 0 and isinstance(w, INTERACTIVE) and not w.accessibleName() and isinstance(hw, QLabel):
                w.setAccessibleName(f"{hw.text()} {r}")
    for w in root.findChildren(QWidget):
        if not isinstance(w, INTERACTIVE) or w.accessibleName() or isinstance(w.parent(), QAbstractSpinBox):
            continue
        label = _label_before(w)
        if label:
            w.setAccessibleName(label)
            continue
        if isinstance(w, QAbstractButton) and w.text().strip():
            continue
        name = (w.placeholderText() if isinstance(w, QLineEdit) else "") or w.toolTip().split("\n")[0]
        if name:
            w.setAccessibleName(name)


def _label_before(w: QWidget) -> str:
    """The text of the nearest label above a list or field in its own layout (a page's title, a caption)."""
    parent = w.parentWidget()
    lay = parent.layout() if parent is not None else None
    layouts = [lay, *lay.findChildren(QBoxLayout)] if lay is not None else []
    for box in layouts:
        if not isinstance(box, QBoxLayout):
            continue
        idx = box.indexOf(w)
        if idx <= 0:
            continue
        for _index, lw in reversed([iw for iw in layout_widgets(box) if iw[0] < idx]):
            if isinstance(lw, QLabel) and lw.text().strip():
                return lw.text()
    return ""
