"""Warnings before a move: which obstacles the picked or dragged card would clear, what can't be
afforded or played. Every verdict comes from the engine (`play_preview`, `check`); none is
computed here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crossfire_desktop.engine import Buy, Kind, PlayCard
from crossfire_desktop.engine.preview import PlayPreview, play_preview

from ...look.cardtext import plain
from ...words.names import Namer, color_name
from ...words.text import refusal_text, tr

if TYPE_CHECKING:
    from .surface import TableSurface

PLAY_KINDS = (Kind.PLAY, Kind.PLAY_ONE)
BUY_KINDS = (Kind.BUY, Kind.BUY_ONE)


class Targeting:
    def __init__(self, table: TableSurface) -> None:
        self.t = table
        self._previews: dict[tuple[int, int, int | None], PlayPreview] = {}
        self._dims: dict[tuple[str, int], str | None] = {}

    @property
    def g(self) -> Any:
        return self.t.game

    def invalidate(self) -> None:
        self._previews.clear()
        self._dims.clear()

    def refresh(self) -> None:
        """After every change: fresh verdicts; a preview of a card no longer picked goes."""
        self.invalidate()
        msg = self.t.message
        if msg.property("preview") and self.active_card() is None:
            msg.setProperty("preview", False)
            msg.setText("")

    # -- pointer and drag --------------------------------------------------------------------------
    def hover(self, zone: str, card: int | None, dragging: bool = False) -> None:
        """The play preview of the picked or dragged card over an obstacle ("clears 2 levels of ...")."""
        if zone != "obstacle":
            return
        active = self.active_card()
        if active is None:  # no card picked or dragged: the message line keeps what it says (a refusal, a hint)
            return
        self.explain("" if card is None else self.sentence(active, card))

    def explain_aim(self) -> None:
        """The picked card's preview at the keyboard's target (an obstacle, or In play)."""
        foc, active = self.t.marks.focused, self.active_card()
        if active is None or foc is None:
            return
        target = foc[1] if foc[0] == "obstacle" else None
        self.explain(self.sentence(active, target))

    def explain(self, text: str) -> None:
        msg = self.t.message
        msg.setProperty("error", False)
        msg.setProperty("preview", bool(text))
        msg.setText(text)

    def drag_started(self, payload: dict[str, Any]) -> None:
        if payload.get("zone") == "hand" and payload.get("card") is not None:
            self.t.marks.dragging = int(payload["card"])
            self.invalidate()
            self._update_obstacles()

    def drag_ended(self) -> None:
        self.t.marks.dragging = None
        self._update_obstacles()

    def _update_obstacles(self) -> None:
        for w in self.t.seats.values():
            w.obstacles.viewport().update()

    def player(self) -> int | None:
        return self.t.viewer

    def active_card(self) -> int | None:
        """The hand card being dragged, or else the picked one."""
        marks = self.t.marks
        if marks.dragging is not None:
            return marks.dragging
        sel = marks.selected
        return sel[1] if sel is not None and sel[0] == "hand" else None

    def preview(self, card: int, target: int | None) -> PlayPreview | None:
        seat = self.player()
        d = self.g.pending
        if seat is None or d is None or d.kind not in PLAY_KINDS:
            return None
        key = (seat, card, target)
        if key not in self._previews:
            self._previews[key] = play_preview(self.g, PlayCard(seat, card, target))
        return self._previews[key]

    def glow(self, zone: str, card: int) -> str | None:
        """"good" where the active card clears something, "warn" for partial damage, "bad" if wasted."""
        if zone == "hand":  # a card picked for a discard or an order
            return "good" if self.t.panel.is_picked(card) else None
        active = self.active_card()
        if zone != "obstacle" or active is None:
            return None
        pv = self.preview(active, card)
        if pv is None:
            return None
        if pv.useful:
            return "good"
        return "warn" if pv.code == "partial" else "bad"

    def dim_reason(self, zone: str, card: int) -> str | None:
        """Why a hand card can't be played now, or a market card can't be bought (None: it can)."""
        key = (zone, card)
        if key not in self._dims:
            self._dims[key] = self._hand_reason(card) if zone == "hand" else \
                self._market_reason(card) if zone == "market" else None
        return self._dims[key]

    def _hand_reason(self, card: int) -> str | None:
        seat, d = self.player(), self.g.pending
        if seat is None or d is None or d.kind not in PLAY_KINDS or card not in self.g.s.runners[seat].hand:
            return None
        first = self.g.check(PlayCard(seat, card, None))
        if first is None:
            return None
        for ob in self.g.s.obstacles:
            if self.g.check(PlayCard(seat, card, ob.card)) is None:
                return None
        return refusal_text(first, Namer(self.g))

    def _market_reason(self, card: int) -> str | None:
        seat, d = self.player(), self.g.pending
        if seat is None or self.g.s.turn is None:
            return None
        if d is not None and d.kind in BUY_KINDS and d.runner == seat:
            ref = self.g.check(Buy(seat, card))
            return None if ref is None else refusal_text(ref, Namer(self.g))
        cost, nuyen = self.g.cost(seat, card), self.g.s.runners[seat].nuyen
        if cost > nuyen:
            return tr("{card} costs {cost}¥ and you have {nuyen}¥.").format(
                card=Namer(self.g).card(card), cost=cost, nuyen=nuyen)
        return None

    def sentence(self, card: int, target: int | None) -> str:
        pv = self.preview(card, target)
        if pv is None:
            return ""
        text = preview_text(pv, card, Namer(self.g))
        if pv.code == "table" and self.aims(card):
            text += " " + tr("Its damage is lost there: Tab to an obstacle to use it.")
        return text

    def aims(self, card: int) -> list[int]:
        """The obstacles the engine lets this hand card be played at, in Tab's order; none for a card
        that deals no damage (it is played In play)."""
        # the engine's preview says which damage counts (an assist's, or a play's: Coordinated Attack's card)
        return [ob for zone, ob in self.t.interact.targets() if zone == "obstacle"
                and (pv := self.preview(card, ob)) is not None and pv.code not in ("refused", "no_damage")]


def preview_text(pv: PlayPreview, card: int, names: Namer) -> str:
    """A play preview in words: "Quick Shot clears 1 level of Ork Fixer."."""
    c = names.card(card)
    p = pv.params
    ob = names.card(p.get("obstacle")) if "obstacle" in p else ""
    if pv.code == "refused":
        return refusal_text(pv.refusal, names)
    if pv.code == "clears":
        text = tr("{card} clears %n level(s) of {obstacle}.", None, int(p["n"])).format(card=c, obstacle=ob)
    elif pv.code == "partial":
        text = tr("{card} puts {have} of the {need} damage on {obstacle}'s number box: nothing clears yet, "
                  "and it is lost at the end of the turn.").format(card=c, have=p["have"], need=p["need"], obstacle=ob)
    elif pv.code == "boss":
        text = tr("{card} damages the boss.").format(card=c)
    elif pv.code == "table":
        text = tr("{card} is played In play, with no target.").format(card=c)
    elif pv.code == "no_damage":
        text = tr("{card} deals no damage here: play it on the table.").format(card=c)
    elif p.get("why") == "wrong_color":
        colors = ", ".join(color_name(x) for x in p.get("colors", [])) or tr("colorless")
        text = tr("{card} clears nothing on {obstacle}: {colors} damage can't clear a {need} box.").format(
            card=c, obstacle=ob, colors=colors, need=color_name(str(p.get("need"))))
    elif p.get("why") == "tried":  # its ability decides the damage: played on a copy of the game, nothing cleared
        text = tr("{card} clears nothing on {obstacle}: its damage would be wasted there.").format(card=c, obstacle=ob)
    elif p.get("why") == "not_enough":
        text = tr("{card} clears nothing on {obstacle}: not enough damage for its {need} box.").format(
            card=c, obstacle=ob, need=p.get("need"))
    else:
        text = tr("{card} clears nothing on {obstacle}.").format(card=c, obstacle=ob)
    if pv.special:
        text += " " + tr("Its ability adds more (see the card).")
    return plain(text)
