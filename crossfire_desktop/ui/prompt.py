"""The decision panel: the prompt in words, the choices as buttons, and the step's main action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.engine import Choose, ChooseMany, Decision, Game, Kind
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.actions import Action

from .announce import announce
from .client_turn import client_prompt, is_client_turn
from .pick_words import picked_so_far
from .table_tools_text import TOOL_LABELS, tool_label
from .text import Namer, color_name, prompt_text, tr


def _data_name(game: Game, card_id: str) -> str | None:
    """The printed name of a card or upgrade id from the catalog (option labels can be ids)."""
    try:
        return game.cat.card(card_id).name
    except (KeyError, ValueError, LookupError):
        return None


def option_label(game: Game, names: Namer, opt: Any) -> str:
    if opt.label:
        return _data_name(game, opt.label) or opt.label
    if opt.what == "card_def":
        return _data_name(game, str(opt.ref)) or str(opt.ref)
    if opt.what == "runner":
        return names.runner(opt.ref)
    if opt.what in ("card", "obstacle", "trigger", "market"):
        return names.card(opt.ref)
    if opt.what == "color":
        return color_name(str(opt.ref))
    if opt.what in TOOL_LABELS:
        return tool_label(opt)
    if opt.what == "yes":
        return tr("Yes")
    if opt.what == "no":
        return tr("No")
    if opt.what == "go_on":
        return tr("Go on with the Scene")
    if opt.what == "abort":
        return tr("Abort the run")
    return str(opt.ref)


class DecisionPanel(QWidget):
    """Shows the pending decision. Choices submit through `submit`; `main` is Space's action."""

    mainClicked = Signal()

    def __init__(self, submit: Callable[[Action], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.submit = submit
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.scroll.setFixedHeight(self.fontMetrics().height() * 2 + 22)
        self.choices = QWidget(self.scroll)
        self.scroll.setWidget(self.choices)
        self.choices_lay = QHBoxLayout(self.choices)
        self.choices_lay.setContentsMargins(0, 0, 0, 0)
        self.choices_lay.setSpacing(4)
        self.main = QPushButton(self)
        self.main.setObjectName("mainAction")
        self.main.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.main.clicked.connect(self.mainClicked)
        row = QHBoxLayout()
        row.addWidget(self.scroll, 1)
        row.addWidget(self.main)
        self.row = row
        lay = QVBoxLayout()  # installed once filled: see ui/layouts.py
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(4)
        lay.addWidget(self.prompt)
        lay.addLayout(row)
        self.setLayout(lay)
        self.picked: list[int] = []
        self.decision: Decision | None = None
        self.buttons: list[QPushButton] = []
        self.main_choice: int | None = None  # the option the main button picks ("Done" at the table)

    def resizeEvent(self, ev: Any) -> None:
        self._fit_row()
        super().resizeEvent(ev)

    def _fit_row(self) -> None:
        """The choices beside the main button if they fit, else over it (a narrow decision column)."""
        need = self.choices_lay.sizeHint().width() + self.main.sizeHint().width() + 20
        want = QHBoxLayout.Direction.TopToBottom if need > self.width() else QHBoxLayout.Direction.LeftToRight
        if self.row.direction() != want:
            self.row.setDirection(want)

    def show_decision(self, game: Game, names: Namer, step_label: str) -> None:
        d = game.pending
        self.decision = d
        self.picked = []
        for b in self.buttons:  # out of the row now (deleteLater waits for the event loop)
            self.choices_lay.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.buttons = []
        self.main_choice = None
        if d is None:
            self.prompt.setText(tr("The mission is over."))
            announce(self.prompt, self.prompt.text())
            self.main.hide()
            return
        text = client_prompt(game, names) if is_client_turn(game) else prompt_text(d.prompt, d.params, names)
        if d.source is not None and not text.startswith(names.card(d.source)):  # named once
            text = f"{names.card(d.source)}: {text}"
        if d.kind is Kind.APPLY:
            parts = []
            for t in game.damage_targets():
                lv = gv.preview_levels(game, t)
                parts.append(tr("{obstacle} loses %n level(s)", None, len(lv)).format(obstacle=names.card(t)))
            text += "  " + "; ".join(parts)
        self.prompt.setText(text)
        announce(self.prompt, text)
        if d.kind is Kind.CHOOSE:  # "Done" goes on the main button: always in sight, Space too
            self.main_choice = next((i for i, o in enumerate(d.options) if o.what == "done"), None)
        if d.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
            for i, opt in enumerate(d.options):
                if i == self.main_choice:
                    continue
                b = QPushButton(f"{i + 1}. {option_label(game, names, opt)}", self.choices)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setToolTip(tr("Key {n}").format(n=i + 1))
                b.setCheckable(d.kind is Kind.CHOOSE_MANY)
                b.clicked.connect(lambda _c=False, i=i: self.pick(i))
                self.choices_lay.addWidget(b)
                self.buttons.append(b)
        elif d.kind is Kind.APPLY:
            for i, t in enumerate(game.damage_targets()):
                b = QPushButton(tr("Apply to {obstacle}").format(obstacle=names.card(t)), self.choices)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.clicked.connect(lambda _c=False, t=t: self.submit(_apply(d, t)))
                b.setToolTip(tr("Key {n}, or Tab to the obstacle then Enter").format(n=i + 1))
                self.choices_lay.addWidget(b)
                self.buttons.append(b)
        self.scroll.setVisible(bool(self.buttons))
        self.main.setVisible(True)
        self.main.setEnabled(True)
        if d.kind is Kind.CHOOSE_MANY:
            self.main.setText(tr("Confirm (Enter)"))
        elif self.main_choice is not None:
            self.main.setText(tr("{done} (Space)").format(done=option_label(game, names, d.options[self.main_choice])))
        elif d.kind is Kind.CHOOSE:  # the numbered choices are the answer: no idle button taking their room
            self.main.hide()
        elif d.kind is Kind.APPLY:
            self.main.setText(tr("Apply all (Space)"))
        elif d.kind is Kind.PLAY and is_client_turn(game):
            self.main.setText(tr("End the Client's turn (Space)"))
        elif d.kind is Kind.PLAY:
            self.main.setText(tr("Finish playing (Space)"))
        elif d.kind is Kind.BUY:
            self.main.setText(tr("End turn (Space)"))
        else:
            self.main.setText(tr("Pass (Space)"))
        self.main.setToolTip(step_label)
        self._fit_row()

    def pick(self, i: int) -> None:
        d = self.decision
        if d is None or not 0 <= i < len(d.options):
            return
        if d.kind is Kind.CHOOSE:
            self.submit(Choose(d.runner, i))
            return
        if i in self.picked:
            self.picked.remove(i)
        else:
            self.picked.append(i)
        for j, b in enumerate(self.buttons):
            b.setChecked(j in self.picked)
            if d.ordered and j in self.picked:
                b.setText(f"[{self.picked.index(j) + 1}] {b.text().split('] ')[-1]}")
        self.prompt.setToolTip(picked_so_far(d.min, d.max, len(self.picked), d.prompt))

    def confirm(self) -> bool:
        d = self.decision
        if d is not None and d.kind is Kind.CHOOSE_MANY:
            return self.submit(ChooseMany(d.runner, tuple(self.picked)))
        return False


def _apply(d: Decision, target: int) -> Action:
    from crossfire_desktop.engine import ApplyDamage

    return ApplyDamage(d.runner, target)
