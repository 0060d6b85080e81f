"""The decision panel: the prompt in words, the choices as buttons, and the step's main action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.engine import Choose, ChooseMany, Decision, Game, Kind
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.actions import Action

from ...look.announce import announce
from ...words.names import Namer, color_name
from ...words.pick_words import picked_so_far
from ...words.table_tools_text import TOOL_LABELS, tool_label
from ...words.text import prompt_text, tr
from .choice_flow import ChoiceScroll
from .client_turn import client_prompt, is_client_turn


def _data_name(game: Game, card_id: str) -> str | None:
    """The printed name of a card or upgrade id from the catalog (option labels can be ids)."""
    try:
        return game.cat.card(card_id).name
    except (KeyError, ValueError, LookupError):
        return None


TOP_DOWN = QHBoxLayout.Direction.TopToBottom


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


def apply_outcome(game: Game, names: Namer) -> str:
    """What applying the damage placed does, in sentences: the targets that lose as many levels named together,
    then the targets whose damage is wasted (a Roomsweeper's markers make many: six sentences had filled the
    panel at UI scale 150%)."""
    by_levels: dict[int, list[str]] = {}
    parts = []
    for t in game.damage_targets():
        boss = gv.boss_progress(game, t)
        if boss is not None:  # a Dragon aspect has no levels: the damage adds up over the turn (p. 21)
            parts.append(boss_outcome(names.card(t), boss))
        else:
            by_levels.setdefault(len(gv.preview_levels(game, t)), []).append(names.card(t))
    wasted = by_levels.pop(0, [])
    for n, named in by_levels.items():
        if len(named) == 1:
            parts.append(tr("{obstacle} loses %n level(s).", None, n).format(obstacle=named[0]))
        else:
            parts.append(tr("{obstacles} lose %n level(s) each.", None, n).format(obstacles=", ".join(named)))
    if len(wasted) == 1:
        parts.append(tr("{obstacle} loses no level: the damage placed there is wasted.").format(obstacle=wasted[0]))
    elif wasted:
        parts.append(tr("{obstacles} lose no level: the damage placed there is wasted.").format(
            obstacles=", ".join(wasted)))
    return " ".join(parts)


def boss_outcome(aspect: str, boss: gv.BossProgress) -> str:
    if boss.falls:
        return tr("{aspect} falls: the damage this turn reaches its amount.").format(aspect=aspect)
    return tr("{aspect} loses no level, but the damage counts toward its {cn} {color} or {tn} in all this "
              "turn.").format(aspect=aspect, cn=boss.colored_needed, color=color_name(boss.color),
                              tn=boss.total_needed)


def key_cap(n: int) -> str:
    """A choice's key as a key cap, "①", set apart from the words after it: "1. Runner 4  2. Runner 1" read as
    runner numbers (seen in play). Not the runners in seat order: the choices keep the engine's order (the
    hint's and the AI's), and a list leaving a runner out would clash again."""
    return chr(0x2460 + n - 1) if 1 <= n <= 20 else f"{n}."


def no_buy_prompt(game: Game, names: Namer, seat: int) -> str:
    """The Draw & Buy prompt when no card can be bought: why, and what is left to do."""
    who, source = names.runner(seat), gv.buy_blocker(game, seat)
    if source:
        return tr("{runner} can't buy cards this turn ({source}): end the turn.").format(runner=who, source=source)
    return tr("{runner} can't buy any card of the Black Market now: end the turn.").format(runner=who)


class DecisionPanel(QWidget):
    """Shows the pending decision. Choices submit through `submit`; `main` is Space's action."""

    mainClicked = Signal()
    cardOffered = Signal(int)  # a card a "play one card" decision offers from elsewhere was clicked

    def __init__(self, submit: Callable[[Action], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        # as tall as its words and choices ask, never squeezed by the log below (Confirm over the choices)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.submit = submit
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.scroll = ChoiceScroll(self)
        self.choices = self.scroll.flow
        self.main = QPushButton(self)
        self.main.setObjectName("mainAction")
        self.main.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.main.clicked.connect(self.mainClicked)
        row = QHBoxLayout()
        row.addWidget(self.scroll, 1)
        row.addWidget(self.main)
        self.row = row
        lay = QVBoxLayout()  # installed once filled: see ui/look/layouts.py
        lay.setContentsMargins(6, 2, 6, 2)  # (4 px more for the choices: two lines of them at 1280x720, 150%)
        lay.setSpacing(3)
        lay.addWidget(self.prompt)
        lay.addLayout(row)
        self.setLayout(lay)
        self.picked: list[int] = []
        self.decision: Decision | None = None
        self.buttons: list[QPushButton] = []
        self.main_choice: int | None = None  # the option the main button picks ("Done" at the table)
        self.hinted: tuple[int, ...] = ()  # the options the Hint recommends
        self.strip_share = 0.22  # the choices' most height, of the window's: more lines scroll
        self.room: Callable[[], int] | None = None  # the most height the panel may take (its column's say)
        self.card_picked: Callable[[], int | None] = lambda: None  # the table's picked card (a checked offer)

    def resizeEvent(self, ev: Any) -> None:
        self.fit_row()
        super().resizeEvent(ev)

    def fit_row(self) -> None:
        """The choices beside the main button if they fit on one line, else over it: never under it."""
        main = self.main.sizeHint().width() + 20 if self.main.isVisible() else 0
        need = self.choices.natural_width() + main
        want = TOP_DOWN if need > self.width() else QHBoxLayout.Direction.LeftToRight
        if self.row.direction() != want:
            self.row.setDirection(want)
        # many choices scroll rather than push the log off a small window
        line = max((b.sizeHint().height() for b in self.buttons), default=self.fontMetrics().height() * 2)
        cap = int(self.window().height() * self.strip_share)
        if self.room is not None:  # never taller than the column leaves it: Confirm would be drawn over choices
            lay = self.layout()
            margins, gap = lay.contentsMargins(), lay.spacing()
            under = self.main.sizeHint().height() + gap if not self.main.isHidden() and want == TOP_DOWN else 0
            prompt = self.prompt.heightForWidth(max(1, self.width() - margins.left() - margins.right()))
            cap = min(cap, self.room() - margins.top() - prompt - gap - under - margins.bottom())
        self.scroll.max_height = max(line, cap)
        self.scroll.fit()

    def show_decision(self, game: Game, names: Namer, step_label: str, hidden: set[int] | None = None,
                      *, elsewhere: bool = False) -> None:
        """`hidden`, given when this screen may not see the decision's answers (HotSeat.hides_decision): the
        cards it may not see; the decision is shown as its runner choosing, without its answers. `elsewhere`:
        another computer answers it, so no main button here looks as if it could."""
        d = game.pending
        if d is not self.decision:  # a refresh of the same decision keeps what was picked, and the hint
            self.picked = []
            self.hinted = ()
            self.scroll.verticalScrollBar().setValue(0)
        self.decision = d
        for b in self.buttons:  # out of sight now (deleteLater waits for the event loop)
            b.hide()
            b.deleteLater()
        self.buttons = []
        self.choices.set_buttons([])  # the old ones are deleted: the flow must not size them again
        self.main_choice = None
        if d is None:
            self.prompt.setText(tr("The mission is over."))
            announce(self.prompt, self.prompt.text())
            self.main.hide()
            return
        if hidden is not None:
            self._show_choosing(d, names, hidden)
            return
        text = client_prompt(game, names) if is_client_turn(game) else prompt_text(d.prompt, d.params, names, d.runner)
        if d.kind is Kind.BUY and not gv.can_buy(game):  # (Ork Fixer; no ¥): no invitation the engine refuses
            text = no_buy_prompt(game, names, d.runner)
        if d.source is not None and not text.startswith(names.card(d.source)):  # named once
            text = f"{names.card(d.source)}: {text}"
        if d.kind is Kind.APPLY:
            text += "  " + apply_outcome(game, names)
        self.prompt.setText(text)
        announce(self.prompt, text)
        if d.kind is Kind.CHOOSE:  # "Done" goes on the main button: always in sight, Space too
            self.main_choice = next((i for i, o in enumerate(d.options) if o.what == "done"), None)
        if d.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
            for i, opt in enumerate(d.options):
                if i == self.main_choice:
                    continue
                b = QPushButton(f"{key_cap(i + 1)} {option_label(game, names, opt)}", self.choices)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setToolTip(tr("Key {n}").format(n=i + 1))
                b.setCheckable(d.kind is Kind.CHOOSE_MANY)
                b.clicked.connect(lambda _c=False, i=i: self.pick(i))
                b.show()
                self.buttons.append(b)
        elif d.kind is Kind.PLAY_ONE:
            self._offer_buttons(game, names, d)
        elif d.kind is Kind.APPLY:
            for i, t in enumerate(game.damage_targets()):
                b = QPushButton(tr("Apply to {obstacle}").format(obstacle=names.card(t)), self.choices)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.clicked.connect(lambda _c=False, t=t: self.submit(_apply(d, t)))
                b.setToolTip(tr("Key {n}, or Tab to the obstacle then Enter").format(n=i + 1))
                b.show()
                self.buttons.append(b)
        self.choices.set_buttons(self.buttons)
        self._show_picks()
        self._mark_hinted()
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
        if elsewhere:
            self.main.hide()
        self.fit_row()

    def _show_choosing(self, d: Decision, names: Namer, hidden: set[int]) -> None:
        """Another player's decision about cards this screen may not see (their hand): who is choosing, what
        asks them, and none of the cards."""
        text = tr("{name} is choosing.").format(name=names.runner(d.runner))
        if d.source is not None and d.source not in hidden:
            text = f"{names.card(d.source)}: {text}"
        self.prompt.setText(text)
        announce(self.prompt, text)
        self.prompt.setToolTip("")
        self.scroll.setVisible(False)
        self.main.hide()
        self.fit_row()

    def _offer_buttons(self, game: Game, names: Namer, d: Decision) -> None:
        """The cards offered from another runner's discard or the market, numbered as their keys: a click
        picks one, then a target plays it (a hand card offered is picked in the hand)."""
        for i, opt in enumerate(d.options):
            card = int(opt.ref)
            where = names.offered_from(card)
            if where is None:
                continue
            b = QPushButton(tr("{n} {card} ({where})").format(n=key_cap(i + 1), card=names.card(card), where=where),
                            self.choices)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setToolTip(tr("Key {n}, then an obstacle or In play").format(n=i + 1) if i < 9 else "")
            b.setCheckable(True)
            b.setChecked(self.card_picked() == card)
            b.clicked.connect(lambda _c=False, card=card: self.cardOffered.emit(card))
            b.show()
            self.buttons.append(b)

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
        self._show_picks()

    def _show_picks(self) -> None:
        d = self.decision
        if d is None or d.kind is not Kind.CHOOSE_MANY:
            return
        for j, b in enumerate(self.buttons):
            b.setChecked(j in self.picked)
            if d.ordered:  # "[1] ", or "[ ] " as wide (a figure space is a digit's width): no choice moves
                label = str(b.property("label")).split("] ")[-1]  # when one is picked, under the pointer
                mark = str(self.picked.index(j) + 1) if j in self.picked else "\u2007"
                self.choices.set_label(b, f"[{mark}] {label}")
        self.prompt.setToolTip(picked_so_far(d.min, d.max, len(self.picked), d.prompt))

    def option_of_card(self, card: int) -> int | None:
        """The choice that names this card (a hand card to discard or order), if one does."""
        d = self.decision
        if d is None or d.kind not in (Kind.CHOOSE, Kind.CHOOSE_MANY):
            return None
        return next((i for i, o in enumerate(d.options) if o.what == "card" and o.ref == card), None)

    def is_picked(self, card: int) -> bool:
        i = self.option_of_card(card)
        return i is not None and i in self.picked

    def show_hint(self, options: tuple[int, ...]) -> None:
        """Mark the hinted choices and scroll the first into sight; an answer of several is picked, ready to confirm."""
        d = self.decision
        if d is None:
            return
        self.hinted = options
        if d.kind is Kind.CHOOSE_MANY:
            self.picked = [i for i in options if 0 <= i < len(d.options)]
            self._show_picks()
        first = self._mark_hinted()
        if first is not None:
            self.scroll.show_button(first)

    def _button_of(self, option: int) -> QPushButton | None:
        shown = [i for i in range(len(self.decision.options)) if i != self.main_choice] if self.decision else []
        return self.buttons[shown.index(option)] if option in shown and len(shown) == len(self.buttons) else None

    def _mark_hinted(self) -> QPushButton | None:
        """The hinted buttons drawn as such; the first of them. Only a button whose mark changed is styled
        again (re-polishing every new choice's button cost ~0.5 ms each at every decision)."""
        marked = [b for i in self.hinted if (b := self._button_of(i)) is not None]
        for b in self.buttons:
            on = b in marked
            if bool(b.property("hinted")) != on:
                b.setProperty("hinted", on)
                b.style().unpolish(b)
                b.style().polish(b)
        return marked[0] if marked else None

    def confirm(self) -> bool:
        d = self.decision
        if d is not None and d.kind is Kind.CHOOSE_MANY:
            return self.submit(ChooseMany(d.runner, tuple(self.picked)))
        return False


def _apply(d: Decision, target: int) -> Action:
    from crossfire_desktop.engine import ApplyDamage

    return ApplyDamage(d.runner, target)
