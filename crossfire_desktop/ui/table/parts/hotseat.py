"""Hot-seat at one table: whose hand is shown, the hand-off screen between people, and Assist… (another
runner at this computer plays an assist card).

A base of the table widget (table/widget.py), on top of the surface the other parts see: these methods
need the table's own state (its settings, hand model, Assist… button), so they are the widget's, kept here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from crossfire_desktop.engine import Action, Kind
from crossfire_desktop.engine.actions import undone_fields
from crossfire_desktop.engine.seen import hidden_ids, names_hidden

from ...words.tr import tr
from ...words.undo_words import undo_question
from .ai_player import is_ai
from .client_turn import assist_seats, client_hand_label, is_client_turn, solo_runner
from .surface import TableSurface
from .undo_ask import ask_undo

if TYPE_CHECKING:
    from ...session.persist import Persist
    from .models import HandModel


class HotSeat(TableSurface):
    persist: Persist
    hand_model: HandModel
    assisting: int | None  # a runner playing an assist on another's turn (Assist…)
    assist_menu: QMenu

    def human_seats(self) -> list[int]:
        return [s for s in self.game.s.order if not self.game.s.runners[s].client and not is_ai(self.game, s)
                and s not in self.elsewhere]

    def several_people(self) -> bool:
        """More than one person plays at this computer."""
        return not self.persist.prefs.one_player and len(self.human_seats()) > 1

    def hand_offs(self) -> bool:
        return bool(self.persist.settings.hand_off_screen) and self.several_people()

    def hidden_here(self) -> set[int]:
        """The cards this screen must not name in a decision someone else takes: what the seats whose hands it
        shows may not see (the engine's rule, as the network's). With hand-offs, the hand shown; without, every
        hand of a person here (an AI seat's and another computer's stay hidden). A replay hides nothing, and a
        person here who decides with no hand-off offered holds the screen: their own choices are theirs to see
        (on the Client's turn with hand-offs no hand is shown, yet its runner decides here). isHidden, not
        isVisible: a hand-off offered before the table is first shown counts."""
        d = self.game.pending
        if d is None or self.read_only or (self.plays_here(d.runner) and self.handoff.isHidden()):
            return set()
        shown = ({self.viewer} if self.viewer is not None else set()) if self.hand_offs() else set(self.human_seats())
        if d.runner in shown:
            return set()
        return hidden_ids(self.game, shown, self.ctl.open_hands)

    def answers_here(self) -> bool:
        """The pending decision is answered at this screen now: by a person here, no hand-off offered."""
        d = self.game.pending
        return d is not None and not self.read_only and self.plays_here(d.runner) and self.handoff.isHidden()

    def hides_decision(self) -> bool:
        """This screen shows the pending decision as its runner choosing, none of its answers (the one rule the
        panel, the digit keys and the hint follow): it names a card hidden here, or the host withheld it."""
        d = self.game.pending
        return d is not None and (self.ctl.withheld or names_hidden(d, self.hidden_here()))

    def undo(self) -> None:
        """Undo (its button, Ctrl+Z): where several people play at this computer, another one's action is taken
        back once asked; one's own at once. (A network table lets each player undo only their own actions.)"""
        g = self.game
        last = g.last_action() if not self.elsewhere and self.ctl.undo_refusal() is None else None
        d = g.pending
        asker = d.runner if d is not None and self.plays_here(d.runner) else self.viewer  # AI's turn: who is here
        if (last is None or not self.several_people() or not self.plays_here(last.runner) or asker is None
                or last.runner == asker):
            self.ctl.undo()
            return
        question = self.ctl.names.elided(undo_question(undone_fields(last), self.ctl.names))
        ask_undo(self, question, lambda: self.undo_if_last(last))

    def undo_if_last(self, asked: Action) -> None:
        """The answer "Take it back": only the action it asked about (an AI seat may have moved meanwhile)."""
        if self.game.last_action() is not asked:
            self.message.note(tr("The game moved on while you were asked: nothing was taken back."))
            return
        self.ctl.undo()

    def wanted_viewer(self) -> int | None:
        g = self.game
        if self.read_only:  # a replay shows the hand of the runner it is watched as
            return self.viewer
        if g.pending is None:
            return self.assisting if self.assisting is not None else self.viewer
        if self.assisting_now() or (self.assisting is not None and g.pending.runner == self.assisting):
            return self.assisting  # (a choice the assist brings another runner, their discard: theirs to see)
        if is_ai(g, g.pending.runner) or g.pending.runner in self.elsewhere:
            # no hand-off to an AI seat or a seat played at another computer: a local human's hand stays shown
            return self.viewer if self.viewer is not None else next(iter(self.human_seats()), None)
        if is_client_turn(g):
            # nobody's hand: the Client holds none (assists go through Assist…); solo: the runner's, assisting
            return solo_runner(g)
        return g.pending.runner

    def update_viewer(self) -> None:
        want = self.wanted_viewer()
        if self.handoff.isVisible():
            if want is not None and want != self.handoff.seat:
                self.show_handoff(want)
            return
        if want is None and self.viewer is not None and is_client_turn(self.game):
            self.set_viewer(None)
            return
        if want is None or want == self.viewer:
            return
        if self.hand_offs():  # hot-seat: no hand (nor a choice from it) before its runner says "I am X"
            self.show_handoff(want)
        else:
            self.set_viewer(want)

    def show_handoff(self, seat: int) -> None:
        self.set_viewer(None)
        why = tr("{name} decides now.").format(name=self.game.s.runners[seat].name)
        if self.assisting is not None:
            why = tr("{name} may play an assist card.").format(name=self.game.s.runners[seat].name)
        self.handoff.offer(seat, self.game.s.runners[seat].name, why)

    def accept_handoff(self) -> None:
        seat = self.handoff.seat
        self.handoff.hide()
        if seat is not None:
            self.set_viewer(seat)
        self.refresh()
        self.setFocus()

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.hand_view.setVisible(seat is not None)
        self.hand_model.set_seat(-1 if seat is None else seat)
        self.marks.selected = None

    def offer_assist(self) -> None:
        d = self.game.pending
        if d is None or d.kind is not Kind.PLAY:
            self.message.setText(tr("Assists are played during another runner's Play Cards step."))
            return
        menu = QMenu(self)
        for seat in assist_seats(self.game):  # only runners holding an assist they can play now
            if not self.plays_here(seat):  # ... by a person at this computer (an AI seat weighs its own)
                continue
            r = self.game.s.runners[seat]
            menu.addAction(tr("{name} assists").format(name=r.name), lambda s=seat: self.start_assist(s))
        if not menu.isEmpty():
            menu.popup(self.assist_menu_pos(menu))
        else:  # A said nothing (seen in play)
            self.message.setText(tr("Nobody here holds an assist to play now."))
        self.assist_menu = menu

    def assist_menu_pos(self, menu: QMenu) -> QPoint:
        """Above the button (it sits at the bottom of the window), kept inside the window."""
        size = menu.sizeHint()
        win = self.window()
        top_left = win.mapToGlobal(QPoint(0, 0))
        at = self.assist_btn.mapToGlobal(QPoint(0, 0)) - QPoint(0, size.height())
        x = max(top_left.x(), min(at.x(), top_left.x() + win.width() - size.width()))
        y = max(top_left.y(), min(at.y(), top_left.y() + win.height() - size.height()))
        return QPoint(x, y)

    def assisting_now(self) -> bool:
        """Another runner holds the screen to play assists on the current runner's Play Cards step."""
        d = self.game.pending
        return self.assisting is not None and d is not None and d.kind is Kind.PLAY

    def start_assist(self, seat: int) -> None:
        self.assisting = seat
        self.refresh()

    def end_assist(self) -> None:
        self.assisting = None
        self.refresh()

    def show_hand_and_assist(self) -> None:
        """The hand's title (whose hand, the keys) and the Assist… / Done assisting buttons."""
        g = self.game
        viewer = self.viewer
        if viewer is not None and 0 <= viewer < len(g.s.runners):
            r = g.s.runners[viewer]
            role = tr(" (assisting)") if self.assisting is not None or solo_runner(g) is not None else ""
            keys = "" if self.read_only else tr(" · keys 1-9 pick, Tab targets, Enter plays, Z zooms")
            title = self.ctl.names.elided(tr("{name}'s hand{role}").format(name=r.name, role=role))
            self.hand_label.set_texts(title + keys, title)  # the keys only where they fit whole
        elif is_client_turn(g):
            self.hand_label.set_texts(client_hand_label(), client_hand_label())
        d = g.pending
        here = [seat for seat in assist_seats(g) if self.plays_here(seat)]  # an assist is played at its own seat
        can_assist = (d is not None and d.kind is Kind.PLAY and bool(here) and solo_runner(g) is None
                      and not self.read_only)
        self.assist_btn.setVisible(can_assist and self.assisting is None)
        self.done_assist_btn.setVisible(self.assisting is not None)
