"""The guided first game: a solo Extraction with a fixed seed, so the cards are known.

Callouts point at the part of the table each step is about; the player does every action on the
real table. The tutorial only watches the game (it reads state after each change and never
submits an action), so "Skip tutorial" just leaves the game to go on as any other."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint, QRect, Signal
from PySide6.QtWidgets import QWidget

from crossfire_desktop.engine import GameSetup
from crossfire_desktop.engine import view as gv

from ..words.names import color_name
from ..words.text import tr
from .parts.callout import Callout, Highlight
from .parts.tutorial_end import TutorialEnd

if TYPE_CHECKING:
    from crossfire_desktop.engine import Game

    from .widget import TableWidget

# Seed 534: one Normal obstacle with the track 2 / red / 1 / blue, a hand that clears its first three
# boxes, and a 2-nuyen Clairvoyance whose blue assist damage finishes it on the Client's turn.
TUTORIAL_SEED = 534
RUNNER = 0


def tutorial_setup() -> GameSetup:
    return GameSetup.model_validate({
        "mission": "extraction", "seed": TUTORIAL_SEED,
        "runners": [{"name": "Ash", "metatype": "Human", "roles": ["Street Samurai", "Mage", "Decker", "Face"]}],
    })


@dataclass(frozen=True)
class Step:
    key: str
    text: Callable[[Tutorial], str]
    target: Callable[[Tutorial], QRect | None]
    done: Callable[[Tutorial], bool] | None = None  # None: the player reads it and presses Next
    when: Callable[[Tutorial], bool] = lambda _t: True  # shown only once the game gets there
    # what else the words are about (where to drag to, the prompt to read): the callout stays off it too
    also: Callable[[Tutorial], list[QRect | None]] = lambda _t: []

    def keep_clear(self, t: Tutorial) -> list[QRect]:
        return [r for r in [self.target(t), *self.also(t)] if r is not None]


class Tutorial(QObject):
    finished = Signal(str)  # "done" or "skipped"
    realMission = Signal()  # the closing screen's "Start a real mission"

    def __init__(self, table: TableWidget) -> None:
        super().__init__(table)
        self.table = table
        self.game: Game = table.game
        self.client = next(s for s, r in enumerate(self.game.s.runners) if r.client)
        self.first = self.game.s.obstacles[0].card if self.game.s.obstacles else None
        self.steps = make_steps()
        self.index = 0
        self.highlight = Highlight(table)
        self.callout = Callout(table)
        self.callout.nextClicked.connect(self.next)
        self.callout.skipClicked.connect(self.skip)
        self.end_screen = TutorialEnd(table)  # after the last callout: what was learned, a real mission next
        self.end_screen.realMission.connect(self.realMission)
        table.ctl.changed.connect(self.sync)
        table.installEventFilter(self)
        self.sync()

    # -- reading the game ------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def turn_step(self) -> str:
        t = self.game.s.turn
        return "" if t is None else t.step

    def on_turn(self, seat: int) -> bool:
        return self.game.pending is not None and self.game.s.current == seat

    def obstacle_name(self) -> str:
        card = self.focus_obstacle()
        return self.game.card_def(card).name if card is not None else tr("the obstacle")

    def focus_obstacle(self) -> int | None:
        obs = self.game.s.obstacles
        if self.first is not None and any(o.card == self.first for o in obs):
            return self.first
        return obs[0].card if obs else None

    def assist_card(self, where: str) -> int | None:
        """An assist card in the Black Market row ('market', cheapest affordable) or in hand ('hand')."""
        g = self.game
        r = g.s.runners[RUNNER]
        cards = [c for c in g.s.market_row if c is not None] if where == "market" else list(r.hand)
        fits = [c for c in cards if (d := g.player_def(c)).assist_text or d.assist_damage]
        if where == "market":
            fits = [c for c in fits if g.cost(RUNNER, c) <= r.nuyen]
            fits.sort(key=lambda c: g.cost(RUNNER, c))
        return fits[0] if fits else None

    # -- places on the table ---------------------------------------------------------------------
    def rect_of(self, w: QWidget | None) -> QRect | None:
        if w is None or not w.isVisible():
            return None
        return QRect(w.mapTo(self.table, QPoint(0, 0)), w.size())

    def card_rect(self, view: Any, card: int | None) -> QRect | None:
        if card is None:
            return None
        r = view.card_rect(card)
        if r is None:
            return None
        return QRect(self.table.mapFrom(self.table.window(), r.topLeft().toPoint()), r.size().toSize())

    def obstacle_rect(self) -> QRect | None:
        card = self.focus_obstacle()
        for seat in self.table.seats.values():
            r = self.card_rect(seat.obstacles, card)
            if r is not None:
                return r
        return None

    # -- moving on -------------------------------------------------------------------------------
    def sync(self) -> None:
        """After every change: close the steps the player has done, show the next one when it's time."""
        while (s := self.step) is not None and s.done is not None and s.done(self):
            self.index += 1
        self.show_current()

    def next(self) -> None:
        if self.step is None:
            return
        self.index += 1
        if self.step is None:
            self.close("done")
            self.end_screen.open()
            return
        self.sync()

    def skip(self) -> None:
        self.close("skipped")

    def close(self, how: str) -> None:
        self.table.ctl.changed.disconnect(self.sync)
        self.table.removeEventFilter(self)
        self.callout.hide()
        self.highlight.hide()
        self.index = len(self.steps)
        self.finished.emit(how)

    def show_current(self) -> None:
        s = self.step
        if s is None or not s.when(self):
            self.callout.hide()
            self.highlight.hide()
            return
        last = self.index == len(self.steps) - 1
        self.callout.next.setText(tr("Finish") if last else tr("Next"))
        self.callout.next.setToolTip(tr("Go on without doing this step") if s.done else "")
        widest = max(340, min(560, self.table.width() // 3))
        px = max(14, min(19, self.table.height() // 58))  # larger windows, larger words
        title = tr("Tutorial · {i} of {n}").format(i=self.index + 1, n=len(self.steps))
        target = s.target(self)
        clear = s.keep_clear(self)
        for width in (widest, 440, 360, 300):  # narrower (and taller) when that is what keeps it clear
            self.callout.show_text(title, s.text(self), min(width, widest), px)
            spot = self.place(self.callout.size(), target, clear)
            if not any(QRect(spot, self.callout.size()).intersects(r) for r in clear):
                break
        if target is not None:
            self.highlight.setGeometry(target.adjusted(-6, -6, 6, 6))
            self.highlight.show()
            self.highlight.raise_()
        else:
            self.highlight.hide()
        self.callout.move(spot)
        self.callout.show()
        self.callout.raise_()

    def place(self, size: Any, target: QRect | None, clear: list[QRect] | None = None) -> QPoint:
        """Beside the target (right, left, above, below; centred or lined up with an edge; else a corner
        of the table), inside the table and never over the target nor what else the step talks about
        (`clear`): the first spot clear of them with a margin, else without, else the one covering least."""
        area = self.table.rect().adjusted(8, 8, -8, -8)
        w, h = size.width(), size.height()
        if target is None:
            return QPoint(area.center().x() - w // 2, area.center().y() - h // 2)
        keep = clear if clear else [target]

        def inside(p: QPoint) -> QPoint:
            return QPoint(min(max(area.left(), p.x()), area.right() - w), min(max(area.top(), p.y()), area.bottom() - h))

        t = target.adjusted(-12, -12, 12, 12)
        xs = [t.center().x() - w // 2, t.left(), t.right() - w]
        ys = [t.center().y() - h // 2, t.top(), t.bottom() - h]
        beside = [QPoint(t.right() + 1, y) for y in ys] + [QPoint(t.left() - w, y) for y in ys]
        around = [QPoint(x, t.top() - h) for x in xs] + [QPoint(x, t.bottom() + 1) for x in xs]
        corners = [area.topLeft(), QPoint(area.right() - w, area.top()), QPoint(area.left(), area.bottom() - h),
                   QPoint(area.right() - w, area.bottom() - h)]
        corners.sort(key=lambda p: (QRect(p, size).center() - target.center()).manhattanLength())  # nearest first
        wide = target.width() > 2 * target.height()  # a row (the hand): above or below it reads best
        spots = [inside(p) for p in ((around + beside) if wide else (beside + around)) + corners]
        for margin in (12, 0):
            for p in spots:
                if not any(QRect(p, size).intersects(r.adjusted(-margin, -margin, margin, margin)) for r in keep):
                    return p

        def covered(p: QPoint) -> int:
            return sum(max(0, c.width()) * max(0, c.height()) for c in (QRect(p, size).intersected(r) for r in keep))

        return min(spots, key=covered)

    def eventFilter(self, obj: QObject, ev: Any) -> bool:
        from PySide6.QtCore import QEvent

        if obj is self.table and ev.type() == QEvent.Type.Resize and self.step is not None:
            self.show_current()
        return False


# -- the script ------------------------------------------------------------------------------------
def _track_words(t: Tutorial) -> str:
    card = t.focus_obstacle()
    if card is None:
        return ""
    d = t.game.obstacle_def(card)
    words = []
    for lv in d.track or []:
        if lv.color:
            words.append(tr("a <b>{c}</b> box (only {c} damage clears it)").format(c=color_name(lv.color)))
        else:
            words.append(tr("a <b>{n}</b> (any {n} damage, any colours)").format(n=lv.amount))
    return ", then ".join(words)


def _attack(t: Tutorial) -> int:
    card = t.focus_obstacle()
    if card is None:
        return 0
    return int(gv.attack(t.game, card) or 0)  # with the event's bonus, as the card shows it


def _in_step(t: Tutorial, seat: int, *steps: str) -> bool:
    return t.on_turn(seat) and t.turn_step() in steps


def make_steps() -> list[Step]:
    tb = lambda t: t.table  # noqa: E731
    return [
        Step("welcome", lambda t: tr(
            "Welcome to <b>Shadowrun: Crossfire</b>. This guided Extraction is played solo: you hold all four roles. "
            "The team (you) must keep the <b>Client</b> alive until round 7.<br><br>Each callout points at part of the "
            "table; when it asks for an action, do it on the table itself. <b>Next</b> moves on, <b>Skip tutorial</b> "
            "leaves you to play. F1 opens the rules reference at any time."), lambda t: None),
        Step("crossfire", lambda t: tr(
            "Every round begins with a <b>Crossfire event</b> (here: {event}). The <b>Crossfire level</b> is the "
            "number of events in the Crossfire discard: now {level}. Effects marked <b>N+</b> only happen at level N "
            "or more, so things get worse as rounds pass.").format(
                event=_event_name(t), level=gv.crossfire_level(t.game)),
             lambda t: t.rect_of(tb(t).crossfire)),
        Step("client", lambda t: tr(
            "This is the <b>Client</b>: {hp} HP, no cards. New obstacles arrive facing the Client, and the Client "
            "takes a turn after yours each round. If the Client is staggered (0 HP), the mission is lost.").format(
                hp=t.game.s.runners[t.client].hp),
             lambda t: t.rect_of(tb(t).seats[t.client])),
        Step("intercept", lambda t: tr(
            "At the start of your turn you may take one obstacle facing the Client whose colour matches one of your "
            "roles. Protect the Client: choose <b>1</b> ({obstacle}) in the decision panel.").format(
                obstacle=t.obstacle_name()),
             lambda t: t.rect_of(tb(t).panel),
             done=lambda t: not (t.game.pending is not None and t.game.pending.prompt == "intercept_obstacle"),
             when=lambda t: t.game.pending is not None, also=lambda t: [t.obstacle_rect()]),
        Step("track", lambda t: tr(
            "{obstacle} now faces you. Read its <b>damage track</b> from left to right: {track}. Boxes are cleared "
            "in order. Its Attack Strength is {attack}: in <b>Take Damage</b> it hits the runner it faces. "
            "Defeat it and it pays its <b>reward</b>, {reward}¥ (the ¥ figure on the card): the runners share it "
            "1¥ at a time round the table, starting with the one whose turn it is. Playing solo, you get it all.").format(
                obstacle=t.obstacle_name(), track=_track_words(t), attack=_attack(t), reward=_reward(t)),
             lambda t: t.obstacle_rect()),
        Step("play", lambda t: tr(
            "Step 1, <b>Play Cards</b>. Each card's damage symbols are in its top-left corner. Drag every card of "
            "your hand onto {obstacle}: two black Quick Shots make the 2, red Street Smarts clears the red box, "
            "and Mana's blue damage pays the 1. The preview on the obstacle shows what will be cleared.").format(
                obstacle=t.obstacle_name()),
             lambda t: t.rect_of(tb(t).hand_view),
             done=lambda t: not _in_step(t, RUNNER, "play") or not t.game.s.runners[RUNNER].hand,
             when=lambda t: _in_step(t, RUNNER, "play"), also=lambda t: [t.obstacle_rect()]),
        Step("finish", lambda t: tr(
            "Done playing? Press <b>Finish playing</b> (or Space). Until then you may still drag placed cards "
            "to another obstacle."), lambda t: t.rect_of(tb(t).panel.main),
             done=lambda t: not _in_step(t, RUNNER, "play"), when=lambda t: _in_step(t, RUNNER, "play"),
             also=lambda t: [t.rect_of(tb(t).panel), t.obstacle_rect()]),
        Step("apply", lambda t: tr(
            "Step 2, <b>Apply Damage</b>: click {obstacle} to apply the damage placed next to it. Coloured boxes "
            "took their colour, the numbered ones took any damage.").format(obstacle=t.obstacle_name()),
             lambda t: t.obstacle_rect(),
             done=lambda t: not _in_step(t, RUNNER, "apply"), when=lambda t: _in_step(t, RUNNER, "apply"),
             also=lambda t: [t.rect_of(tb(t).panel)]),
        Step("take_damage", lambda t: tr(
            "Step 3, <b>Take Damage</b> happened on its own: every obstacle still facing you attacked, so you have "
            "{hp} of {max} HP. At 0 HP you would be <b>staggered</b>; hit again while staggered you go "
            "<b>critical</b>, and in Extraction that loses the mission.").format(
                hp=t.game.s.runners[RUNNER].hp, max=t.game.s.runners[RUNNER].max_hp),
             lambda t: t.rect_of(tb(t).seats[RUNNER].header), when=lambda t: _in_step(t, RUNNER, "draw_buy")),
        Step("buy", lambda t: _buy_text(t), lambda t: _buy_target(t),
             done=lambda t: not _in_step(t, RUNNER, "draw_buy") or (t.game.s.turn is not None and t.game.s.turn.bought > 0),
             when=lambda t: _in_step(t, RUNNER, "draw_buy"), also=lambda t: [t.rect_of(tb(t).hand_view)]),
        Step("end", lambda t: tr(
            "Step 5, <b>End Turn</b>: press <b>End turn</b> (or Space). You may buy more first if you have the nuyen."),
             lambda t: t.rect_of(tb(t).panel.main),
             done=lambda t: not t.on_turn(RUNNER) or t.game.s.round > 1, when=lambda t: _in_step(t, RUNNER, "draw_buy"),
             also=lambda t: [t.rect_of(tb(t).panel)]),
        Step("assist", lambda t: _assist_text(t),
             lambda t: t.card_rect(tb(t).hand_view, t.assist_card("hand")) or t.rect_of(tb(t).hand_view),
             done=lambda t: _assisted(t) or not _in_step(t, t.client, "play"), when=lambda t: _in_step(t, t.client, "play"),
             also=lambda t: [t.obstacle_rect()]),
        # the Client's turn in two steps, each with its own number (one step said "13 of 15" twice)
        Step("client_turn", lambda t: tr(
            "Finish the Client's turn as you finish yours: press <b>End the Client's turn</b> (or Space), then "
            "apply the assist's damage. After the Client's turn, round 2 begins."),
             lambda t: t.rect_of(tb(t).panel),
             done=lambda t: t.game.s.round > 1 or t.game.pending is None or not _in_step(t, t.client, "play"),
             when=lambda t: _in_step(t, t.client, "play"), also=lambda t: [t.obstacle_rect()]),
        Step("client_apply", lambda t: tr(
            "Now click {obstacle} to apply the assist's damage. After the Client's turn, round 2 begins.").format(
                obstacle=t.obstacle_name()),
             lambda t: t.obstacle_rect(),
             done=lambda t: t.game.s.round > 1 or t.game.pending is None or not _in_step(t, t.client, "apply"),
             when=lambda t: _in_step(t, t.client, "apply"), also=lambda t: [t.rect_of(tb(t).panel)]),
        Step("level", lambda t: _level_text(t),
             lambda t: t.rect_of(tb(t).crossfire), when=lambda t: t.game.s.round > 1 or t.game.pending is None),
        Step("end_tutorial", lambda t: tr(
            "That is the whole turn: play, apply damage, take damage, draw & buy, end. Keep the Client alive until "
            "round 7! A refused move says why, with a <b>Rules</b> link; F1 opens the rules reference and glossary."),
             lambda t: None),
    ]


def _reward(t: Tutorial) -> int:
    card = t.focus_obstacle() if t.first is None else t.first
    return int(getattr(t.game.card_def(card), "nuyen", 0) or 0) if card is not None else 0


def _level_text(t: Tutorial) -> str:
    level = gv.crossfire_level(t.game)
    head = tr("Round {round} begins with a new event. ").format(round=t.game.s.round)
    if t.first is not None and t.game.s.obstacle(t.first) is None:  # the assist defeated it: say what it paid
        head = tr("{obstacle} was defeated and paid its reward: {reward}¥ to you (you have {total}¥ now). ").format(
            obstacle=t.game.card_def(t.first).name, reward=_reward(t), total=t.game.s.runners[RUNNER].nuyen) + head
    if level == 0:
        return head + tr(
            "The <b>Crossfire level</b> is still 0: when the Client's turn ended no obstacle faced anyone, so the old "
            "event went under the Crossfire deck instead of the discard (a <b>Timebomb</b> on it would not go off). "
            "Each event that reaches the discard raises the level by one, and N+ effects wake up.")
    return head + tr(
        "The old event went to the Crossfire discard, so the <b>Crossfire level</b> is now {level}. It rises every "
        "round. Clear every obstacle by the end of a turn and the event goes under the deck instead: no rise, and "
        "a <b>Timebomb</b> on it never goes off.").format(level=level)


def _event_name(t: Tutorial) -> str:
    active = t.game.s.crossfire_active
    return t.game.card_def(active[-1]).name if active else tr("none this round")


def _buy_text(t: Tutorial) -> str:
    card = t.assist_card("market")
    head = tr("Step 4, <b>Draw & Buy</b>: you held 3 cards or fewer, so you drew 2. You have {n}¥. ").format(
        n=t.game.s.runners[RUNNER].nuyen)
    if card is None:
        return head + tr("Buy a card you can afford by dragging it from the Black Market onto your hand, or go on.")
    return head + tr(
        "Drag <b>{card}</b> ({cost}¥) from the Black Market onto your hand: bought cards go straight into your hand. "
        "It has an <b>ASSIST</b> box, so you can play it on someone else's turn.").format(
            card=t.game.card_def(card).name, cost=t.game.cost(RUNNER, card))


def _buy_target(t: Tutorial) -> QRect | None:
    card = t.assist_card("market")
    return t.card_rect(t.table.market_view, card) if card is not None else t.rect_of(t.table.market_view)


def _assist_text(t: Tutorial) -> str:
    card = t.assist_card("hand")
    head = tr("The <b>Client's turn</b>. The Client plays no cards, but runners can <b>assist</b>. ")
    if card is None:
        return head + tr("You hold no card with an ASSIST box now, so press Next.")
    d = t.game.player_def(card)
    dmg = d.assist_damage
    colors = ", ".join(color_name(c) for c in (dmg.colors if dmg else []))
    return head + tr(
        "Drag <b>{card}</b> onto {obstacle}: its ASSIST box deals <b>{colors}</b> damage, exactly what the last "
        "box needs.").format(card=d.name, obstacle=t.obstacle_name(), colors=colors or tr("its"))


def _assisted(t: Tutorial) -> bool:
    turn = t.game.s.turn
    return turn is not None and any(p.assist for p in turn.placements)
