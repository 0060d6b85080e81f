"""The Extraction mission (p. 20): keep the Client alive along the progress track until round 7.

The Client is a seat of its own (`RunnerState.client`, seated by setup from the mission data) that
plays last in each round; the track's steps are data (`missions/extraction.toml`, `tracks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crossfire_desktop.catalog import TrackStep

from .. import ops
from ..actions import Choose
from ..decisions import Decision, Kind, Option
from ..flow import bottom_events
from ..flowtypes import Gen
from ..steps import buy_one
from .base import MissionRules
from .scene import seed_crossfire_discard

if TYPE_CHECKING:
    from ..game import Game

STEPPED_UP_SECURITY = 4  # cards put in the Crossfire discard at the start
EMT_CLIENT_HP = 1
EMT_CARD = "doc_wagon_contract"


def client_seat(g: Game) -> int:
    for r in g.s.runners:  # (a loop, not next() over a generator: asked several times a turn)
        if r.client:
            return r.seat
    raise ValueError("Extraction without its Client")


class ExtractionMission(MissionRules):
    # ---- the track ------------------------------------------------------------------------

    def track(self, g: Game) -> list[TrackStep]:
        return self.data.tracks[str(len(g.runner_seats()))]

    def marker(self, g: Game) -> int:
        """The round the mission-progress marker is on."""
        return int(g.s.mission_state.get("track", g.s.round or 1))

    def track_step(self, g: Game, marker: int) -> Gen[None]:
        """Follow one step of the track, its instructions in the printed order."""
        step = next((s for s in self.track(g) if s.round == marker), None)
        g.s.mission_state["track"] = marker
        g.emit("track_step", round=marker, text=step.text if step else "")
        if step is None:
            return
        for seat in g.runner_seats():
            ops.draw(g, seat, step.draw, reason="track")
        if step.heal:
            for seat in g.s.order:  # the Client and each runner
                yield from ops.heal(g, seat, step.heal, source="track")
        hard = step.flip_hard + (1 if step.flip_hard and "elite_response_team" in g.s.bonus else 0)
        yield from self.flip_to_client(g, hard, step.flip_normal)
        for seat in g.runner_seats():
            ops.gain_nuyen(g, seat, step.nuyen, source="track")
        for _ in range(step.buy):
            for seat in g.runner_seats():
                yield from buy_one(g, seat, "track_buy")
        if step.scene_ends:
            # No additional rewards when a Scene ends on the track (p. 20).
            g.emit("scene_ended", scene=g.s.scene)
            g.s.scene += 1
        if step.escape:
            g.finish("win", client_hp=g.s.runners[client_seat(g)].hp)

    def flip_to_client(self, g: Game, hard: int, normal: int) -> Gen[None]:
        """Flipped obstacles start facing the Client (p. 20)."""
        client = client_seat(g)
        for deck, n in (("hard", hard), ("normal", normal)):
            for _ in range(n):
                card = ops.draw_obstacle(g, deck)
                if card is None:
                    g.emit("obstacle_deck_empty", deck=deck)
                    break
                yield from ops.put_in_play(g, card, client)

    # ---- hooks ---------------------------------------------------------------------------

    def setup(self, g: Game) -> Gen[None]:
        seed_crossfire_discard(g, STEPPED_UP_SECURITY * g.s.bonus.count("stepped_up_security"))
        if "emt_gig" in g.s.bonus:
            g.s.runners[client_seat(g)].hp = EMT_CLIENT_HP
            self.set_aside_emt_card(g)
        g.s.scene = 1
        yield from self.track_step(g, 1)

    def set_aside_emt_card(self, g: Game) -> None:
        """EMT Gig!: one Doc Wagon Contract from the Black Market deck, set aside (buyable, not part of
        the Black Market). With every copy already in the row, the row gives one up and refills."""
        for card in reversed(g.s.market_deck):  # nearest the top first
            if g.s.defs[card] == EMT_CARD:
                g.s.market_deck.remove(card)
                g.s.set_aside.append(card)
                return
        for slot in g.s.market_row:
            if slot is not None and g.s.defs[slot] == EMT_CARD:
                ops.take_from_market(g, slot)
                g.s.set_aside.append(slot)
                return

    def draws_crossfire(self, g: Game) -> bool:
        return True  # the normal Crossfire rules: a card every round

    def start_of_turn(self, g: Game, seat: int) -> Gen[None]:
        """A non-staggered runner may turn one obstacle facing the Client to face them, if its color is
        one of their roles' (before any start-of-turn ability)."""
        runner = g.s.runners[seat]
        if runner.client or runner.out:
            return
        client = client_seat(g)
        movable = [ob.card for ob in g.s.obstacles
                   if ob.facing == client and not ob.boss and g.obstacle_def(ob.card).color in runner.colors]
        if not movable:
            return
        options = (*(Option(card, "obstacle") for card in movable), Option(-1, "no"))
        answer = yield Decision(Kind.CHOOSE, seat, "intercept_obstacle", {"runner": seat}, options)
        assert isinstance(answer, Choose)
        card = int(options[answer.option].ref)
        if card >= 0:
            ops.move_obstacle(g, card, seat)

    def on_stagger(self, g: Game, seat: int) -> None:
        if g.s.runners[seat].client:
            g.finish("loss", reason="client_staggered")
        staggered = g.s.mission_state.setdefault("staggered_this_turn", [])
        if seat not in staggered:
            staggered.append(seat)

    def end_of_turn(self, g: Game, seat: int) -> Gen[None]:
        # A runner staggered this turn (and still staggered): their obstacles turn to the Client.
        client = client_seat(g)
        for r in g.s.mission_state.pop("staggered_this_turn", []):
            if g.s.runners[r].staggered:
                for ob in list(g.s.obstacles):
                    if ob.facing == r:
                        ops.move_obstacle(g, ob.card, client)
        if seat != client:
            return
        # The general rule first (no obstacles at the end of a turn: events to the bottom, p. 9),
        # then the marker advances and that step is followed.
        if not g.s.obstacles:
            bottom_events(g)
        yield from self.track_step(g, self.marker(g) + 1)
