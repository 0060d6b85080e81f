"""Turning drags, clicks and keys into engine actions. The engine decides; refusals are shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from crossfire_desktop.engine import ApplyDamage, Buy, Kind, MoveCard, PlayCard
from crossfire_desktop.engine import view as gv
from crossfire_desktop.engine.actions import Action

from ...words.names import Namer
from ...words.pick_words import how_to_pick
from ...words.text import refusal_text, tr
from .zoom import zoom_marked

if TYPE_CHECKING:
    from .surface import TableSurface

TABLE = ("table", None)


class Interaction:
    def __init__(self, table: TableSurface) -> None:
        self.t = table
        self.step = "idle"
        self.last_source: QRectF | None = None
        # Apply all at a network player's table: each target's answer goes to the host, whose update brings the
        # next target; the rest is applied as the updates come (ctl.changed), never waited for in a loop
        self.applying_all = False
        self.applying_turn = -1  # ... for this turn only: an update that never came must not apply a later turn's
        table.ctl.changed.connect(self._apply_rest)

    @property
    def g(self) -> Any:
        return self.t.game

    def me(self) -> int:
        d = self.g.pending
        v = self.t.viewer
        return v if v is not None else (d.runner if d is not None else self.g.s.current)

    def submit(self, action: Action, *, by_ai: bool = False) -> bool:
        if not by_ai and not self.t.plays_here(action.runner):  # a person answers only for seats played here
            self.t.say_not_here(action.runner)
            return False
        # cleared first: an applied action refreshes the table once, through the controller's `changed`
        self.t.marks.selected = None
        ok = self.t.ctl.submit(action)
        if ok and not by_ai:  # (an AI seat's move leaves a word of the program showing: TableWidget.submit)
            self.t.message.setText("")
        elif not ok:  # refused: nothing changed but the selection
            self.last_source = None
            self.t.refresh()
        return ok

    # -- actions ---------------------------------------------------------------------------------
    def play(self, card: int, target: int | None, runner: int | None = None) -> bool:
        self.last_source = self.t.source_rect(self.t.hand_view, card)
        aim = self.t.marks.focused
        self.aim_at(None)  # a play starts Tab again at the first obstacle facing the runner
        ok = self.submit(PlayCard(self.me() if runner is None else runner, card, target))
        if not ok:
            self.aim_at(aim)
            self.t.refresh()
        return ok

    def play_unaimed(self, card: int) -> None:
        """Enter with no target focused: never a damage card thrown away In play by mistake. At its only
        obstacle, or asked to pick one; a card that deals no damage (or can reach no obstacle) goes In play."""
        aims = self.t.targeting.aims(card)
        if len(aims) <= 1:
            self.play(card, aims[0] if aims else None)
            return
        self.t.message.setText(tr("{card} can go on %n obstacle(s): pick one with Tab, then press Enter.",
                                  None, len(aims)).format(card=Namer(self.g).card(card)))

    def move(self, pid: int, target: int | None) -> bool:
        d = self.g.pending
        runner = d.runner if d is not None else self.me()
        return self.submit(MoveCard(runner, pid, target))

    def buy(self, card: int) -> bool:
        self.last_source = self.t.source_rect(self.t.market_view, card)
        return self.submit(Buy(self.me(), card))

    def apply(self, target: int) -> bool:
        d = self.g.pending
        runner = d.runner if d is not None else self.me()
        return self.submit(ApplyDamage(runner, target))

    def apply_all(self) -> None:
        self.applying_all, self.applying_turn = True, self.g.s.turns
        self._apply_rest()

    def _apply_rest(self) -> None:
        """Apply Damage to each target in turn while the answer is taken at once (a local table); an answer that
        waits for the host (a network player's table: the game here moves only with the host's update, so a
        loop waiting for it held the program for good, seen in play) is followed up when the update comes."""
        while self.applying_all:
            d = self.g.pending
            here = d is not None and d.kind is Kind.APPLY and self.g.s.turns == self.applying_turn
            targets = self.g.damage_targets() if here else []
            if not targets:
                self.applying_all = False
                return
            self.applying_all = False  # (an update arriving inside apply must not start a second round)
            if not self.apply(targets[0]):
                return
            self.applying_all = True
            if self.g.pending is d:  # sent, not taken yet: the host's update calls again
                return

    # -- drag and drop ---------------------------------------------------------------------------
    def drop(self, view_zone: str, payload: dict[str, Any], target: int | None) -> bool:
        src = payload.get("zone")
        if view_zone == "placement":
            target = None  # the table
        if src == "hand" and view_zone in ("obstacle", "placement"):
            return self.play(int(payload["card"]), target, payload.get("runner"))
        if src == "placement" and view_zone in ("obstacle", "placement"):
            return self.move(int(payload["placement"]), target)
        if src == "market" and view_zone == "hand" and payload.get("card") is not None:
            return self.buy(int(payload["card"]))
        return False

    # -- clicks ----------------------------------------------------------------------------------
    def click(self, zone: str, payload: dict[str, Any]) -> None:
        marks = self.t.marks
        card = payload.get("card")
        sel = marks.selected
        option = self.option_of_card(card) if zone == "hand" and card is not None else None
        if option is not None:
            self.t.panel.pick(option)  # a discard or order: the card is the choice
        elif zone == "hand":
            marks.selected = None if sel == ("hand", card) else ("hand", card)
        elif zone == "market":
            if card is None:
                return
            d = self.g.pending
            if d is not None and d.kind is Kind.PLAY_ONE and any(o.ref == card for o in d.options):
                self.pick_card(card)  # offered to play (Hack the World), not to buy: picked as its button picks it
                return
            if sel == ("market", card):
                self.buy(card)
                return
            marks.selected = ("market", card)
            ref = self.g.check(Buy(self.me(), card))
            if ref is None:
                self.t.message.setText(tr("Click it again, or drop it on your hand, to buy it (Enter)."))
            else:  # why it can't be bought, not an invitation that would only be refused
                self.t.message.refusal(refusal_text(ref, Namer(self.g)), ref)
        elif zone == "placement":
            key = ("placement", payload.get("placement"))
            if sel is not None and sel[0] == "hand":
                self.play(sel[1], None)
                return
            marks.selected = None if sel == key else key
        elif zone == "obstacle":
            d = self.g.pending
            if sel is not None and sel[0] == "hand":
                self.play(sel[1], card)
                return
            if sel is not None and sel[0] == "placement":
                self.move(sel[1], card)
                return
            if d is not None and d.kind is Kind.APPLY:
                self.apply(card)
                return
            marks.focused = ("obstacle", card)
        self.t.refresh()

    def background(self, zone: str) -> None:
        sel = self.t.marks.selected
        if zone == "placement" and sel is not None:
            if sel[0] == "hand":
                self.play(sel[1], None)
            elif sel[0] == "placement":
                self.move(sel[1], None)
        elif zone == "hand" and sel is not None and sel[0] == "market":
            self.buy(sel[1])

    # -- keyboard --------------------------------------------------------------------------------
    def digit_cards(self) -> list[tuple[str, int]]:
        d = self.g.pending
        if d is not None and d.kind in (Kind.BUY, Kind.BUY_ONE):
            if not gv.can_buy(self.g):  # no key badge invites a buy the engine refuses (Ork Fixer)
                return []
            cards = [c for c in [*self.g.s.market_row, *self.g.s.set_aside] if c is not None]
            return [("market", c) for c in cards]
        if d is not None and d.kind is Kind.PLAY_ONE:  # the cards it offers, wherever they are (a discard...)
            # (only to whoever plays it here: another player's offer may be their hidden hand)
            return [("hand", int(o.ref)) for o in d.options] if self.t.answers_here() else []
        if self.t.viewer is None:
            return []
        return [("hand", c) for c in self.g.s.runners[self.t.viewer].hand]

    def pick_card(self, card: int, zone: str = "hand") -> None:
        """A card picked to play (or buy): its preview at the focused target. A card a "play one card"
        decision offers from another runner's discard or the market is picked as a hand card is."""
        self.t.marks.selected = (zone, card)
        self.t.refresh()
        self.t.targeting.explain_aim()

    def update_hints(self) -> None:
        d = self.g.pending
        if d is not None and d.runner in self.t.elsewhere:  # another computer's keys: none shown here
            self.t.marks.key_hints = {}
            return
        if d is not None and d.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):  # a card that is a choice shows its key
            hints = {c: str(i + 1) for c, i in self.stand_ins().items() if i < 9}
            hints.update({int(o.ref): str(i + 1) for i, o in enumerate(d.options[:9]) if o.what == "card"})
            self.t.marks.key_hints = hints
            return
        self.t.marks.key_hints = {c: str(i + 1) for i, (_z, c) in enumerate(self.digit_cards()[:9])}

    def stand_ins(self) -> dict[int, int]:
        """Hand card -> the choice it stands for: a card choice whose own card lies face down in the deck
        (the revised Icon Grab swap offers one card of each kind, deck or hand) is shown, keyed and
        clicked by its copies in the hand."""
        d, seat = self.g.pending, self.t.viewer
        if d is None or seat is None or d.kind not in (Kind.CHOOSE, Kind.CHOOSE_MANY):
            return {}
        r, defs = self.g.s.runners[seat], self.g.s.defs
        out: dict[int, int] = {}
        for i, o in enumerate(d.options):
            if o.what == "card" and int(o.ref) in r.deck:
                out.update({c: i for c in r.hand if defs[c] == defs[int(o.ref)] and c not in out})
        return out

    def option_of_card(self, card: int) -> int | None:
        """The choice a hand card answers: its own, or the one it stands in for."""
        own = self.t.panel.option_of_card(card)
        return own if own is not None else self.stand_ins().get(card)

    def targets(self) -> list[tuple[str, Any]]:
        d = self.g.pending
        if d is not None and d.kind is Kind.APPLY:
            return [("obstacle", t) for t in self.g.damage_targets()]
        obs = []
        order = list(self.g.s.order)
        if self.g.s.current in order:  # Tab follows the turn: the obstacles facing the current runner first
            i = order.index(self.g.s.current)
            order = order[i:] + order[:i]
        for seat in order:
            obs += [("obstacle", ob.card) for ob in self.g.s.obstacles if ob.facing == seat]
        return [*obs, TABLE]

    def cycle(self, step: int) -> None:
        targets = self.targets()
        if not targets:
            return
        cur = self.t.marks.focused
        i = targets.index(cur) if cur in targets else -1 if step > 0 else 0
        self.aim_at(targets[(i + step) % len(targets)])
        self.t.refresh()
        self.t.targeting.explain_aim()  # the picked card's preview on the focused target

    def aim_at(self, target: tuple[str, Any] | None) -> None:
        """The keyboard's target (None: none yet); In play shows an arrow when it is the one."""
        self.t.marks.focused = target
        self.t.placed_label.setText(("▶ " if target == TABLE else "") + tr("In play"))

    def key(self, ev: QKeyEvent) -> bool:
        k = ev.key()
        if k == Qt.Key.Key_Z and not ev.modifiers() & Qt.KeyboardModifier.ControlModifier:
            zoom_marked(self.t)
            return True
        d = self.g.pending
        if d is None:
            return False
        if Qt.Key.Key_1 <= k <= Qt.Key.Key_9:
            n = k - Qt.Key.Key_1
            if self.t.hides_decision():  # none of its answers is shown here: no key picks one unseen
                self.t.say_not_here(d.runner)
                return True
            if d.kind in (Kind.CHOOSE, Kind.CHOOSE_MANY):
                self.t.panel.pick(n)
                if self.g.pending is d:  # still picking: the hand shows the picks
                    self.t.refresh()
                return True
            if d.kind is Kind.APPLY:
                targets = self.g.damage_targets()
                if n < len(targets):
                    self.apply(targets[n])
                return True
            cards = self.digit_cards()
            if n < len(cards):
                self.pick_card(cards[n][1], cards[n][0])
            return True
        if k in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.cycle(1)
            return True
        if k in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.cycle(-1)
            return True
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return self.confirm()
        if k == Qt.Key.Key_Space:
            self.t.main_action()
            return True
        if k == Qt.Key.Key_Escape:
            self.t.marks.selected = None
            self.aim_at(None)
            self.t.refresh()
            return True
        if k == Qt.Key.Key_A:
            self.t.offer_assist()
            return True
        return False

    def confirm(self) -> bool:
        d = self.g.pending
        sel, foc = self.t.marks.selected, self.t.marks.focused
        if d is None:
            return False
        if d.kind is Kind.CHOOSE_MANY:  # a hint picked its answer there: Confirm sends it, or the player's own
            if not self.t.panel.picked and d.min > 0:  # nothing picked yet: how to answer, not a refusal
                self.t.message.setText(how_to_pick(d.min, d.max, d.ordered, d.prompt))
            else:
                self.t.panel.confirm()
            return True
        hinted = self.t.hint.answer_for(d)
        if hinted is not None:  # Hint then Enter: the hinted answer, whatever its kind
            self.submit(hinted)
            return True
        if d.kind is Kind.CHOOSE:  # (an answer is given by its click or number: there is nothing to confirm)
            self.t.message.setText(tr("Pick an answer: click it or press its number."))
            return True
        if d.kind is Kind.APPLY:
            if foc is not None and foc[0] == "obstacle":
                self.apply(foc[1])
            else:
                self.apply_all()
            return True
        if sel is not None and sel[0] == "market":
            self.buy(sel[1])
            return True
        target = foc[1] if foc is not None else None
        if sel is not None and sel[0] == "hand":
            if foc is None:
                self.play_unaimed(sel[1])
            else:
                self.play(sel[1], target)
            return True
        if sel is not None and sel[0] == "placement":
            self.move(sel[1], target)
            return True
        self.t.message.setText(tr("Pick a card first (keys 1-9), then a target (Tab), then Enter."))
        return True
