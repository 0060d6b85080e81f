"""The Hint button (key H): the search's recommended answer to a human's decision, with a reason.

The search runs on a clone, its playouts in worker processes, so a hint never changes the game; the answer is
shown on the table (the card selected, the target focused), in the message line and in the log
("Hint shown: ...").
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton

from crossfire_desktop.bots.workers import window_workers
from crossfire_desktop.engine import (
    Action,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    Game,
    Kind,
    MoveCard,
    PlayCard,
    UseAbility,
)
from crossfire_desktop.engine.decisions import Decision, Option
from crossfire_desktop.engine.preview import play_preview

from ...session.search_thread import Searches
from ...words.names import Namer
from ...words.text import tr

if TYPE_CHECKING:
    from crossfire_desktop.bots.search import SearchResult

    from .surface import TableSurface

# a hint answers in HINT_MS when the player's cores share the playouts (root-parallel), with at least the
# playing time one core gave it in HINT_CPU_MS; on a single core it takes that long
HINT_MS = 450
HINT_CPU_MS = 800


def _option(names: Namer, o: Option) -> str:
    if o.what == "runner":
        return names.runner(o.ref)
    if o.what in ("card", "obstacle", "market"):
        return names.card(o.ref)
    if o.what in ("yes", "no"):
        return tr("Yes") if o.what == "yes" else tr("No")
    return o.label or str(o.ref)


def describe(game: Game, d: Decision, action: Action) -> str:
    """The recommended answer in words."""
    names = Namer(game)
    if isinstance(action, PlayCard):
        where = names.target(action.target)
        if action.runner != game.s.current and d.kind is Kind.PLAY:
            return tr("{runner} assists with {card} at {target}").format(
                runner=names.runner(action.runner), card=names.card(action.card), target=where)
        source = names.offered_from(action.card) if d.kind is Kind.PLAY_ONE else None
        if source is not None:  # Pair Programming, Hack the World: the card is in no hand
            return tr("Play {card} from {source} at {target}").format(
                card=names.card(action.card), source=source, target=where)
        return tr("Play {card} at {target}").format(card=names.card(action.card), target=where)
    if isinstance(action, Buy):
        return tr("Buy {card}").format(card=names.card(action.card))
    if isinstance(action, ApplyDamage):
        return tr("Apply the damage at {target} now").format(target=names.target(action.target))
    if isinstance(action, MoveCard):
        return tr("Move a placed card to {target}").format(target=names.target(action.target))
    if isinstance(action, UseAbility):
        card = action.source.split(":")[1] if action.source.startswith("card:") else None
        return tr("Use the ability of {card}").format(card=names.card(card) if card else action.source)
    if isinstance(action, Choose):
        return tr("Choose {option}").format(option=_option(names, d.options[action.option]))
    if isinstance(action, ChooseMany):
        return tr("Choose {options}").format(options=", ".join(_option(names, d.options[i]) for i in action.options))
    if isinstance(action, EndStep):
        return {Kind.PLAY: tr("Stop playing cards"), Kind.BUY: tr("End your turn")}.get(d.kind, tr("Pass"))
    return str(action)


def _clears(game: Game, action: PlayCard) -> tuple[int, bool]:
    """The levels a play clears beyond what is placed there already, and whether that defeats its target, as
    the engine's play preview says (the search's worth of a play counts a defeat as more levels: "clears 5
    levels" of a 3-level obstacle, seen in play)."""
    p = play_preview(game, action)
    if p.code != "clears" or action.target is None:
        return 0, False
    return len(p.levels), p.levels[-1] == len(game.track(action.target)) - 1


def reason(game: Game, result: SearchResult) -> str:
    """One line: what the answer does now, and how trial games rate it against a simple bot's pick."""
    a = result.action
    bits = []
    if isinstance(a, PlayCard) and a.target is not None and game.s.obstacle(a.target) is not None:
        levels, defeats = _clears(game, a)
        if defeats:  # (the target is named just before: "Play Mark at Trip Beams (defeats it; …)")
            bits.append(tr("defeats it"))
        elif levels:
            bits.append(tr("clears %n level(s)", None, levels))
    if result.playouts and result.simple:
        # plain words: a "playout" is a trial game played on from here; the "simple play" a simple bot's pick.
        # The value is a rating, not a share of wins: an abort or a loss counts for how far the team got,
        # a trial game cut short for how its position looks.
        # (short: the hint's three lines at 1280x720 cut the longer words, seen in play)
        # "the obvious move 51%" read as a riddle (w6): the baseline is what the simple bot would play
        bits.append(tr("a simple bot's pick too, worth about {value:.0%} of a win in %n trial game(s)",
                       None, result.playouts).format(value=result.value))
    elif result.playouts:
        bits.append(tr("worth about {value:.0%} of a win in %n trial game(s); a simple bot's pick: {base:.0%}",
                       None, result.playouts).format(value=result.value, base=result.baseline))
    else:
        bits.append(tr("the only sensible answer"))
    return "; ".join(bits)


def fits(label: QLabel, text: str) -> bool:
    """Does `text` fit the message line whole, wrapped at its width, within its most height?"""
    inner = label.contentsRect()
    box = label.fontMetrics().boundingRect(QRect(0, 0, max(1, inner.width() - 2 * label.margin()), 10_000),
                                           int(Qt.TextFlag.TextWordWrap), text)
    return box.height() + label.height() - inner.height() <= label.maximumHeight()


class Hint(QObject):
    def __init__(self, table: TableSurface) -> None:
        super().__init__(table)
        self.t = table
        self.workers = window_workers()
        self.budget_ms = max(HINT_MS, HINT_CPU_MS / self.workers)
        self.playouts: int | None = None
        self.shown: str | None = None  # the last hint shown (tests read it)
        # the hinted answer, its decision, and the marks it left (Enter carries it out while they stand)
        self.answer: tuple[Decision, Action, Any] | None = None
        self._searches = Searches("hint")
        self._future: Future[SearchResult] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(20)
        self._poll.timeout.connect(self._collect)
        self.button = QPushButton(tr("Hint"), table)
        self.button.setToolTip(tr("What would the AI do here? (H)"))
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # like the table's buttons
        self.button.clicked.connect(self.request)
        self._moves = 0  # answers applied or taken back since the table opened
        self._asked_at = -1  # ... when the hint being worked out was asked
        if not table.read_only:  # a replay asks no hints
            QShortcut(QKeySequence("H"), table, self.request)
            # before the table's refresh (connected after this): the marks it clears are repainted at once
            table.ctl.changed.connect(self._game_moved)
        table.destroyed.connect(lambda *_: self._searches.cancel_all())
        app = QCoreApplication.instance()
        if app is not None:  # Quit: no search goes on while the program ends
            app.aboutToQuit.connect(self._searches.cancel_all)

    def request(self) -> None:
        game = self.t.game
        d = game.pending
        if d is None or not self.t.answers_here() or self._future is not None:
            return  # (behind a hand-off nobody has said "I am X" yet: the hint would show their cards)
        self._asked_at = self._moves
        self.t.message.setText(tr("Thinking about a hint…"))
        # imported at the first hint: the table opens without the search
        from crossfire_desktop.bots.search import SearchPolicy

        policy = SearchPolicy(game.s.turns, budget_ms=self.budget_ms, playouts=self.playouts, workers=self.workers)
        twin = game.clone()
        # the hinted runner's answers only, but their teammates' and AI seats' assists may come, as the
        # heuristic plays them (an AI seat's own search counts on no person's assist: ai_player.py)
        self._future = self._searches.start(
            policy, lambda: policy.search_in_worker(twin, {d.runner}, every_assist=True))
        self._poll.start()

    def _collect(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._poll.stop()
        self._future = None
        game = self.t.game
        d = game.pending
        if d is None or self._asked_at != self._moves:  # the game moved on: the hint is stale
            self.t.message.setText("")
            return
        from crossfire_desktop.bots.search import SearchCancelled

        try:
            result = future.result()
        except SearchCancelled:
            return
        what, why = describe(game, d, result.action), reason(game, result)
        text = tr("Hint: {what} ({why})").format(what=what, why=why)
        if not fits(self.t.message, text):  # the move whole, the rest in the log (it holds no more "why" than this)
            text = tr("Hint: {what} (more in the log)").format(what=what)
        self.shown = text
        self._highlight(result.action)
        self.answer = (d, result.action, self._marks())
        self.t.message.setText(text)
        # the log keeps the whole hint: the message line shows three lines at most
        self.t.log(tr("Hint shown: {what} ({why})").format(what=what, why=why))

    def _highlight(self, a: Action) -> None:
        marks = self.t.marks
        if isinstance(a, PlayCard) and a.runner == self.t.viewer:
            marks.selected = ("hand", a.card)
        elif isinstance(a, Buy):
            marks.selected = ("market", a.card)
        if isinstance(a, PlayCard | ApplyDamage | MoveCard):  # the hinted target, In play included
            self.t.interact.aim_at(("obstacle", a.target) if a.target is not None else ("table", None))
        self.t.refresh()
        if isinstance(a, Choose):
            self.t.panel.show_hint((a.option,))
        elif isinstance(a, ChooseMany):
            self.t.panel.show_hint(tuple(a.options))

    def _marks(self) -> Any:
        return self.t.marks.selected, self.t.marks.focused

    def _game_moved(self) -> None:
        """An answer was applied or taken back: a hint shown is about a game gone (seen in play: "Stop playing
        cards" still said, its card still picked, at the Apply Damage step), so it goes, with the marks it left."""
        self._moves += 1
        if self.answer is not None:
            if self._marks() == self.answer[2]:
                self.t.marks.selected = self.t.marks.focused = None
            self.answer = None
        if self.shown is not None and self.t.message.plain == self.shown:
            self.t.message.setText("")

    def answer_for(self, d: Decision) -> Action | None:
        """The hinted answer to `d`, while the player has not picked something else since it was shown."""
        if self.answer is None:
            return None
        asked, action, marks = self.answer
        return action if asked is d and marks == self._marks() else None
