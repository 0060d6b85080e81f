"""A decision about cards another player holds (a discard from their hand) shows on other screens as "<name> is
choosing" and names none of their cards: at a network table on the host's and the guest's screens, and in
hot-seat behind the hand-off. The one who decides still sees the cards to pick."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crossfire_desktop.engine import Kind, new_game, quick_setup
from crossfire_desktop.ui.network import page as host_page
from crossfire_desktop.ui.table.replay import ReplayPage

from .net_helpers import host_and_guest


def hand_names(game, seat: int) -> set[str]:
    return {game.cat.card(game.s.defs[c]).name for c in game.s.runners[seat].hand}


def shown_words(table) -> str:
    """Every word the decision panel shows: its prompt and its choices' buttons."""
    panel = table.panel
    return " ".join([panel.prompt.text(), *(b.text() for b in panel.buttons if b.isVisibleTo(panel))])


def assert_choosing(table, name: str, hidden: set[str]) -> None:
    words = shown_words(table)
    assert f"{name} is choosing." in words
    assert not any(card in words for card in hidden), words
    assert not table.panel.buttons


def opening_discard(make_window, qtbot, catalog, tmp_path, monkeypatch, k: int, seat: int):
    """A network game whose opening asks `seat` to discard (Light Combat Drone flipped facing it)."""
    monkeypatch.setattr(host_page, "random", random.Random(k))  # the host's seed
    host, guest, _address, _code = host_and_guest(make_window, qtbot, catalog, tmp_path)
    real = host.network.table.game
    d = real.pending
    assert d.kind is Kind.CHOOSE_MANY and d.runner == seat and d.prompt == "discard_cards"
    return host, guest, real


def _the_other_screen_never_sees_the_deciders_hand(make_window, qtbot, catalog, tmp_path, monkeypatch, k, seat):
    """`seat` (0: the host's, 1: the guest's) discards at the opening: the other window shows it choosing, with
    none of its cards; its own window offers them to pick."""
    host, guest, real = opening_discard(make_window, qtbot, catalog, tmp_path, monkeypatch, k, seat)
    ht, gt = host.network.table_page.table, guest.network.table_page.table
    qtbot.waitUntil(lambda: gt.game.pending is not None and gt.panel.decision is not None, timeout=10000)
    mine, other = (ht, gt) if seat == 0 else (gt, ht)
    cards = hand_names(real, seat) - hand_names(real, 1 - seat)
    assert cards
    assert_choosing(other, real.s.runners[seat].name, cards)
    assert all(any(card in b.text() for b in mine.panel.buttons) for card in cards)
    host.network.leave_network()


def test_the_host_never_sees_the_guests_hand_in_the_guests_discard(make_window, qtbot, catalog, tmp_path,
                                                                   monkeypatch):
    _the_other_screen_never_sees_the_deciders_hand(make_window, qtbot, catalog, tmp_path, monkeypatch, 34, 1)


def test_the_guest_never_sees_the_hosts_hand_in_the_hosts_discard(make_window, qtbot, catalog, tmp_path,
                                                                  monkeypatch):
    _the_other_screen_never_sees_the_deciders_hand(make_window, qtbot, catalog, tmp_path, monkeypatch, 4, 0)


def test_hot_seat_shows_a_discard_only_once_its_runner_took_the_screen(make_window, qtbot):
    win = make_window(setup=quick_setup("crossfire", 2, 20), first_handoff=False)  # Runner 2 discards first
    t = win.table
    d = t.game.pending
    assert d.kind is Kind.CHOOSE_MANY and d.runner == 1
    qtbot.wait(20)
    assert t.handoff.isVisible()
    theirs = hand_names(t.game, 1) - hand_names(t.game, 0)
    assert theirs
    assert_choosing(t, t.game.s.runners[1].name, theirs)  # behind the hand-off (and to a screen reader)
    button = t.handoff.button
    qtbot.waitUntil(lambda: button.width() > 0)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert all(any(card in b.text() for b in t.panel.buttons) for card in theirs)


def test_an_ai_seats_discard_names_none_of_its_cards(make_window, qtbot):
    setup = quick_setup("crossfire", 2, 20)
    runners = [r.model_copy(update={"ai": i == 1}) for i, r in enumerate(setup.runners)]
    win = make_window(setup=setup.model_copy(update={"runners": runners}), first_handoff=False)
    t = win.table
    d = t.game.pending
    assert d.kind is Kind.CHOOSE_MANY and d.runner == 1
    theirs = hand_names(t.game, 1) - hand_names(t.game, 0)
    assert theirs
    assert_choosing(t, t.game.s.runners[1].name, theirs)


def test_a_replay_shows_every_decision_whoever_it_is_seen_by(qtbot, catalog, persist):
    """A replay hides nothing (the game is over or watched back): Runner 2's opening discard, seen by Runner 1,
    keeps its prompt."""
    record = new_game(quick_setup("crossfire", 2, 20), catalog).save()
    page = ReplayPage(record, catalog, persist, "Replay")
    qtbot.addWidget(page)
    page.show()
    t = page.table
    assert t.game.pending.runner == 1 and t.game.pending.prompt == "discard_cards"
    page.seat.setFocus()
    QTest.keyClick(page.seat, Qt.Key.Key_Down)  # Seen by: Runner 1
    assert page.seat.currentData() == 0 and t.viewer == 0
    assert "is choosing" not in t.panel.prompt.text() and "Discard" in t.panel.prompt.text()


def test_the_digit_keys_pick_nothing_in_a_choice_shown_as_someone_choosing(make_window, qtbot):
    """The AI seat's discard is shown as "Runner 2 is choosing": key 1 picks none of its unseen cards (it went
    into the panel's picks silently) and says why."""
    setup = quick_setup("crossfire", 2, 20)
    runners = [r.model_copy(update={"ai": i == 1}) for i, r in enumerate(setup.runners)]
    win = make_window(setup=setup.model_copy(update={"runners": runners}), first_handoff=False)
    t = win.table
    d = t.game.pending
    assert d.kind is Kind.CHOOSE_MANY and d.runner == 1 and "is choosing" in t.panel.prompt.text()
    t.setFocus()
    QTest.keyClick(t, Qt.Key.Key_1)
    assert t.panel.picked == []
    assert "played by the computer" in t.message.text()


def test_an_ai_seats_play_step_keeps_its_prompt(make_window, qtbot):
    """Runner 1, an AI seat, plays first: its Play Cards step names no card, so the person's screen shows its
    prompt (its {"runner": 0} was taken for card 0, face down in Runner 1's deck, and hid it)."""
    setup = quick_setup("crossfire", 2, 1)
    runners = [r.model_copy(update={"ai": i == 0}) for i, r in enumerate(setup.runners)]
    win = make_window(setup=setup.model_copy(update={"runners": runners}), first_handoff=False)
    t = win.table
    t.ai.pace_ms = 60_000  # its move waits: the step stays on screen
    d = t.game.pending
    assert d.kind is Kind.PLAY and d.runner == 0 and 0 in t.game.s.runners[0].deck + t.game.s.runners[0].hand
    name = t.game.s.runners[0].name
    assert f"{name}: play cards" in t.panel.prompt.text() and "is choosing" not in t.panel.prompt.text()
