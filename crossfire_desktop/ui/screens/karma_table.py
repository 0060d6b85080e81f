"""Settings: the revised printing's 2-role 20+ Karma table, whose printed costs are not legible."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QSpinBox, QWidget

from crossfire_desktop.engine.revised import KARMA_DECK_TABLE

from ..words.text import tr


class KarmaTableEditor(QGroupBox):
    """One cost per Karma band; `table()` is None while it matches the built-in reconstruction."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Revised rules: starting card for 2-role runners with 20+ Karma"), parent)
        grid = QGridLayout(self)
        note = QLabel(tr("The printed table is garbled in the French summary: these costs are reconstructed "
                         "(marked *). Set them to your rulebook's."), self)
        note.setWordWrap(True)
        grid.addWidget(note, 0, 0, 1, 3)
        self.spins: list[QSpinBox] = []
        bands = [*(f"{a}–{b - 1}" for (a, _c), (b, _d) in zip(KARMA_DECK_TABLE, KARMA_DECK_TABLE[1:], strict=False)),
                 f"{KARMA_DECK_TABLE[-1][0]}+"]
        for i, (band, (_floor, cost)) in enumerate(zip(bands, KARMA_DECK_TABLE, strict=True)):
            grid.addWidget(QLabel(tr("Karma {band}").format(band=band), self), i + 1, 0)
            spin = QSpinBox(self)
            spin.setRange(0, 9)
            spin.setValue(cost)
            spin.setSuffix(tr("¥ card *"))
            grid.addWidget(spin, i + 1, 1)
            self.spins.append(spin)
        reset = QPushButton(tr("Reconstructed values"), self)
        reset.clicked.connect(lambda: self.set_table(None))
        grid.addWidget(reset, len(bands) + 1, 0)

    def set_table(self, table: list[tuple[int, int]] | None) -> None:
        costs = dict(table or KARMA_DECK_TABLE)
        for spin, (floor, cost) in zip(self.spins, KARMA_DECK_TABLE, strict=True):
            spin.setValue(costs.get(floor, cost))

    def table(self) -> list[tuple[int, int]] | None:
        rows = [(floor, spin.value()) for spin, (floor, _c) in zip(self.spins, KARMA_DECK_TABLE, strict=True)]
        return None if tuple(rows) == KARMA_DECK_TABLE else rows
