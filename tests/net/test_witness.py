"""Each event as a player may read it, judged when it happened (net/witness.py): a card bought from the Black
Market is named to every player though it lies in its buyer's hidden hand by the time the update leaves, a
player coming back reads the log so far, and an obstacle turning names its runners."""

from __future__ import annotations

import json

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.engine.actions import UseAbility, undone_fields
from crossfire_desktop.engine.messages import Event
from crossfire_desktop.engine.seen import hidden_ids
from crossfire_desktop.net.host import HostTable
from crossfire_desktop.net.mirror import MirrorGame
from crossfire_desktop.net.witness import Witness, seat_events
from crossfire_desktop.ui.network.controllers import logged_before
from crossfire_desktop.ui.words.names import Namer
from crossfire_desktop.ui.words.text import event_lines

from .helpers import Net

CAT = load_catalog()


def _table(players: int = 2, seed: int = 4) -> tuple[HostTable, Net, list]:
    clock = [0.0]
    table = HostTable(quick_setup("crossfire", players, seed), CAT, "CODE2345", clock=lambda: clock[0])
    net = Net(table)
    clients = [net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(players)]
    net.route(table.start())
    return table, net, clients


def _play(table: HostTable, net: Net, done, limit: int = 600) -> None:
    """The host's computer answers every decision (a heuristic player per seat) until `done()`."""
    for _ in range(limit):
        g = table.game
        if done() or g.pending is None:
            return
        net.route(table.apply(HeuristicPolicy(g.pending.runner + 1).choose(g)))
    raise AssertionError("never reached")


def _events(client) -> list[dict]:
    return [e for m in client.inbox if m["kind"] == "update" for e in m["events"]]


def _lines_as_read(updates: list[dict], seats: set[int]) -> list[str]:
    """The log's lines a player's table writes: each update's events read when it arrives, or a player back's
    log so far read from the first update after their hello (ui/shell/net_joining.py, network/controllers.py)."""
    mirror = MirrorGame(quick_setup("crossfire", 2, 4), CAT, seats)
    names = Namer(mirror, mirror.named)
    lines = []
    for m in updates:
        mirror.update(m["view"], m["pending"], m["actions"], bool(m["can_undo"]))
        lines += event_lines(mirror.take_events(logged_before(m, None) if m.get("log") else m["events"]), names)
    return lines


def test_a_card_another_seat_bought_is_named_though_its_hand_is_hidden_now():
    table, net, (a, b) = _table()
    _play(table, net, lambda: any(e["code"] == "bought" and e["params"]["runner"] == 0 for e in _events(b)))
    ev = next(e for e in _events(b) if e["code"] == "bought" and e["params"]["runner"] == 0)
    card = ev["params"]["card"]
    g = table.game
    assert card is not None and ev["cards"] == {str(card): g.s.defs[card]}
    assert card in g.s.runners[0].hand and card in hidden_ids(g, {1}, False)  # hidden when the update left
    assert Namer(b.mirror, b.mirror.named).card(card) == g.card_def(card).name  # the log names it all the same
    # ... while the copy's card of that number is the stand-in its state holds (card_def agrees with s.defs)
    assert b.mirror.card_def(card).id == b.mirror.s.defs[card] != g.s.defs[card]


def test_a_player_back_reads_the_log_so_far_as_the_others_read_it():
    table, net, (a, b) = _table()
    _play(table, net, lambda: table.game.s.turns >= 2)
    net.route(table.disconnect("c0"))
    _play(table, net, lambda: table.game.s.turns >= 8)
    again = net.join("c0b", "P0", "CODE2345", [], token=a.token)
    hello_update = next(json.loads(t) for t in again.raw if json.loads(t)["kind"] == "update")
    log = hello_update["log"]
    assert [entry["seq"] for entry in log] == sorted({entry["seq"] for entry in log})
    codes = [e["code"] for entry in log for e in entry["events"]]
    assert codes == [e["code"] for e in _events(b)] and len(codes) > 20  # the opening and every update since
    assert hello_update["events"] == []  # the log is said once: the update itself brings nothing new
    # no card the player could not see when it happened: the log is what they would have read had they stayed
    twin, twin_net, (stayed, _b) = _table()
    _play(twin, twin_net, lambda: twin.game.s.turns >= 8)
    assert twin.game.s.turns == table.game.s.turns
    assert [e for entry in log for e in entry["events"]] == _events(stayed)
    assert any(e["cards"] for entry in log for e in entry["events"])  # it names the cards they saw
    # ... and its lines read the same: a card hidden by now is named, and its text said, as when it happened
    back = _lines_as_read([hello_update], {0})
    assert back == _lines_as_read([m for m in stayed.inbox if m["kind"] == "update"], {0})


def test_an_obstacle_turning_keeps_its_runners_though_cards_of_those_numbers_are_hidden():
    table, _net, _clients = _table()
    g = table.game
    ob = g.s.obstacles[0].card
    assert {0, 1} & hidden_ids(g, {1}, False)  # cards 0 and 1 lie face down: seats 0 and 1 must not be taken for them
    judged = Witness(g, lambda: [frozenset({1})], False).now([Event("obstacle_moved", {"obstacle": ob, "src": 0, "dst": 1})])
    [out] = seat_events(g, judged, {1})
    assert out["params"] == {"obstacle": ob, "src": 0, "dst": 1} and out["cards"] == {str(ob): g.s.defs[ob]}


def test_a_replaced_card_is_judged_like_any_card_and_a_tools_seat_is_no_card():
    """upgrade_replaced and icon_grab_swapped name cards in `old`/`new` (they went out unjudged: the player's
    copy named a stand-in, even for their own runner); table_tool's `seat` is a runner, not card number 1."""
    table, _net, _clients = _table()
    g = table.game
    old, new = g.s.runners[0].hand[:2]
    assert {old, new, 1} <= hidden_ids(g, {1}, False)
    witness = Witness(g, lambda: [frozenset({0}), frozenset({1})], False)
    for code in ("upgrade_replaced", "icon_grab_swapped"):
        judged = witness.now([Event(code, {"runner": 0, "old": old, "new": new})])
        [mine] = seat_events(g, judged, {0})
        assert mine["params"]["old"] == old and mine["cards"] == {str(old): g.s.defs[old], str(new): g.s.defs[new]}
        [theirs] = seat_events(g, judged, {1})
        assert theirs["params"] == {"runner": 0, "old": None, "new": None} and theirs["cards"] == {}
    judged = witness.now([Event("table_tool", {"runner": 0, "tool": "hp", "seat": 1})])
    [out] = seat_events(g, judged, {1})
    assert out["params"]["seat"] == 1 and out["cards"] == {}


def test_an_undone_action_names_a_card_only_to_the_players_who_could_see_it():
    """Undo taking back an ability used from the hand (engine/game.py activations) must not name that card to
    the other players: the event's cards are fields the witness judges, and the log then says "a card"."""
    table, _net, _clients = _table()
    g = table.game
    card = g.s.runners[0].hand[0]
    assert card in hidden_ids(g, {1}, False) and card not in hidden_ids(g, {0}, False)
    witness = Witness(g, lambda: [frozenset({0}), frozenset({1})], False)
    judged = witness.now([Event("undone", undone_fields(UseAbility(runner=0, source=f"card:{card}")))])
    name, runner = g.card_def(card).name, g.s.runners[0].name
    [mine] = seat_events(g, judged, {0})
    assert mine["params"]["source"] == card and mine["cards"] == {str(card): g.s.defs[card]}
    assert event_lines([Event(mine["code"], mine["params"])], Namer(g)) == [f"{runner}'s use of {name} is taken back."]
    [theirs] = seat_events(g, judged, {1})
    assert theirs["params"] == {"kind": "use", "runner": 0, "source": None} and theirs["cards"] == {}
    line = event_lines([Event(theirs["code"], theirs["params"])], Namer(g))
    assert line == [f"{runner}'s use of a card is taken back."] and name not in line[0]
