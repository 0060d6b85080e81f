"""A network table played through the host's message handling: whole games, privacy, refusals."""

from __future__ import annotations

import json

from crossfire_desktop.bots.random_policy import RandomPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import load_game, quick_setup
from crossfire_desktop.engine.seen import hidden_ids
from crossfire_desktop.net.host import HostTable
from crossfire_desktop.net.witness import REVEALING, card_keys

from .helpers import Net, msg

CAT = load_catalog()


def _walk_ids(value, keys, key=None):
    """Every card id an event's parameters (`keys`: those holding cards) name."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _walk_ids(v, keys, k)
    elif isinstance(value, list):
        for v in value:
            yield from _walk_ids(v, keys, key)
    elif isinstance(value, int) and not isinstance(value, bool) and key in keys:
        yield value


def test_four_computers_play_a_whole_mission_and_nothing_hidden_leaves_the_host():
    setup = quick_setup("crossfire", 4, 5)
    clock = [0.0]  # a second between two answers, as players pace them: the flood limit never steps in
    table = HostTable(setup, CAT, "ABCD2345", clock=lambda: clock[0])
    net = Net(table)
    clients = [net.join(f"c{i}", f"P{i}", "abcd2345", [i]) for i in range(4)]
    net.route(table.start())
    policy = RandomPolicy(1)
    checked = named_then = 0
    seen_before = {c.conn: set() for c in clients}  # the cards each client's last view showed
    received = {c.conn: [] for c in clients}  # the events each client was sent, for the log it gets back
    back = logs = 0
    for _ in range(20000):
        g = table.game
        if g.pending is None:
            break
        clock[0] += 1.0
        if not back and g.s.turns >= 6:  # the last player's connection drops and comes back: it gets the log
            back = 1
            net.route(table.disconnect(clients[3].conn))
            net.join(clients[3].conn, "P3", "abcd2345", [], token=clients[3].token).seats = {3}  # its seat by its token
        # every byte each client received since the last check: no hidden card, no seed; an event names a card
        # hidden now only if the client saw it before the answer (bought from the market) or it was revealed
        for c in clients:
            hidden = hidden_ids(g, c.seats, False)
            for text in c.raw:
                m = json.loads(text)
                if m["kind"] != "update":
                    continue
                assert not hidden & {int(k) for k in m["view"]["defs"]}
                if m.get("log") is not None:  # the log so far: exactly the events it was sent, judged then too
                    assert [e for entry in m["log"] for e in entry["events"]] == received[c.conn]
                    logs += 1
                    named_then += sum(bool(hidden & set(_walk_ids(e["params"], card_keys(e["code"], e["params"]))))
                                      for e in received[c.conn] if e["code"] not in REVEALING)
                received[c.conn] += m["events"]
                for e in m["events"]:
                    named = set(_walk_ids(e["params"], card_keys(e["code"], e["params"])))
                    assert {int(k) for k in e["cards"]} == named
                    if e["code"] not in REVEALING:
                        assert hidden & named <= seen_before[c.conn], e
                        named_then += bool(hidden & named)
                seen_before[c.conn] = {int(k) for k in m["view"]["defs"]}
                assert m["view"]["seed"] == 0
                assert m["record"] is None or m["result"] is not None  # the seed only once the game is over
                for r in m["view"]["runners"]:
                    if r["seat"] not in c.seats:
                        assert isinstance(r["hand"], int) and isinstance(r["deck"], int)
                checked += 1
            c.raw.clear()
        # the client whose seat decides answers, through its own copy of the table
        decider = next((c for c in clients if g.pending.runner in c.seats), None)
        if decider is None or not net.act(decider, policy.choose):
            # the Extraction Client or nobody: the host answers
            table_outs = table.apply(policy.choose(g))
            net.route(table_outs)
    assert table.game.result is not None
    assert checked > 100 and named_then > 0 and back and logs == 1
    for c in clients:
        assert c.mirror.s.result == table.game.result
        assert c.mirror.s.round == table.game.s.round
        last = json.loads([t for t in c.raw if json.loads(t)["kind"] == "update"][-1])
        assert load_game(last["record"], CAT).state_hash() == table.game.state_hash()  # for its History


def test_every_copy_shows_the_hosts_table_and_its_own_hand():
    setup = quick_setup("crossfire", 2, 6)
    table = HostTable(setup, CAT, "CODE2345")
    net = Net(table)
    a, b = (net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(2))
    net.route(table.start())
    g = table.game
    for c, seat in ((a, 0), (b, 1)):
        m = c.mirror
        assert m.s.runners[seat].hand == g.s.runners[seat].hand
        assert [m.s.defs[i] for i in m.s.runners[seat].hand] == [g.s.defs[i] for i in g.s.runners[seat].hand]
        assert len(m.s.runners[1 - seat].hand) == len(g.s.runners[1 - seat].hand)
        assert m.s.market_row == g.s.market_row and [o.card for o in m.s.obstacles] == [o.card for o in g.s.obstacles]
        assert len(m.s.market_deck) == len(g.s.market_deck)


def test_refusals_wrong_seats_stale_and_malformed_messages_change_nothing():
    setup = quick_setup("crossfire", 2, 7)
    table = HostTable(setup, CAT, "CODE2345")
    net = Net(table)
    a, b = (net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(2))
    net.route(table.start())
    g = table.game
    before = g.state_hash()
    mover = a if g.pending.runner == 0 else b
    other = b if mover is a else a
    action = mover.mirror.legal_actions()[-1]
    from crossfire_desktop.engine import action_to_json

    # another player's seat
    out = net.send(other.conn, msg("action", action=action_to_json(action), seq=other.seq))
    assert json.loads(out[0].text)["code"] == "not_your_seat"
    # an older position
    out = net.send(mover.conn, msg("action", action=action_to_json(action), seq=mover.seq - 1))
    assert json.loads(out[0].text)["code"] == "out_of_date"
    # garbage of every kind
    for bad in ["not json", "[]", json.dumps({"v": 2, "kind": "ping"}), json.dumps({"v": 1, "kind": "rm -rf"}),
                json.dumps({"v": 1, "kind": "action", "action": {"kind": "play"}, "seq": mover.seq}),
                json.dumps({"v": 1, "kind": "chat", "text": "x" * 5000}), "x" * 70000, "\x00\xff"]:
        reply = json.loads(net.send(mover.conn, bad)[0].text)
        assert reply["kind"] == "error", bad[:30]
    # an illegal action for its own seat: refused in the rules' words (code, params, rule)
    play_nothing = {"kind": "buy", "runner": g.pending.runner, "card": 0}
    reply = json.loads(net.send(mover.conn, msg("action", action=play_nothing, seq=mover.seq))[0].text)
    assert reply["kind"] == "refused" and reply["code"]
    assert g.state_hash() == before


def test_a_wrong_code_is_refused_closed_and_slowed():
    table = HostTable(quick_setup("crossfire", 2, 8), CAT, "GOODCODE")
    delays = []
    for i in range(4):
        table.connect(f"x{i}", "10.9.9.9")
        [out] = table.receive(f"x{i}", msg("hello", code="BADCODE1", name="Mallory"))
        assert out.close and json.loads(out.text)["code"] == "bad_code"
        delays.append(out.delay)
    assert delays == sorted(delays) and delays[-1] > delays[0]
    assert not [p for p in table.players.values() if p.name == "Mallory"]


def test_a_flood_is_dropped_and_finally_closed():
    clock = [0.0]
    table = HostTable(quick_setup("crossfire", 2, 9), CAT, "GOODCODE", clock=lambda: clock[0])
    net = Net(table)
    c = net.join("c0", "P0", "GOODCODE", [0])
    kinds = [json.loads(o.text).get("code") for _ in range(600) for o in table.receive(c.conn, msg("ping"))]
    assert "flood" in kinds
    assert any(o.close for o in table.receive(c.conn, msg("ping")))


def test_a_dropped_player_rejoins_its_seat_with_its_token():
    setup = quick_setup("crossfire", 2, 10)
    table = HostTable(setup, CAT, "CODE2345")
    net = Net(table)
    a, b = (net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(2))
    net.route(table.start())
    token = a.token
    net.route(table.disconnect("c0"))
    lobby = [m for m in b.inbox if m["kind"] == "lobby"][-1]["lobby"]
    assert not next(p for p in lobby["players"] if p["name"] == "P0")["connected"]
    again = net.join("c0b", "P0", "CODE2345", [], token=token)
    assert again.mirror is not None and table.owner(0).conn == "c0b"
    assert again.mirror.hash == json.loads(table._update_for(table.owner(0), []).text)["hash"]


def test_the_computer_plays_an_away_players_seat_only_when_the_table_allows_it():
    setup = quick_setup("crossfire", 2, 12)
    table = HostTable(setup, CAT, "CODE2345")
    net = Net(table)
    a, b = (net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(2))
    net.route(table.start())
    seat = table.game.pending.runner
    conn = "c0" if seat == 0 else "c1"
    assert table.computer_to_move() is None
    net.route(table.disconnect(conn))
    assert table.computer_to_move() is None  # the others wait ("waiting for ...")
    update = [m for m in (b if seat == 0 else a).inbox if m["kind"] == "update"]
    assert table.computer_seats() == frozenset()
    table.ai_for_away = True
    assert table.computer_to_move() == seat
    assert table.computer_seats() == {seat}  # its plans count on that seat's assists, not on the present player's
    outs = net.route(table.updates([]))
    last = json.loads([o for o in outs if o.conn != conn][-1].text)
    assert last["away"] == [f"P{seat}"] and last["deciding"] == seat
    assert update


def test_an_assist_is_played_from_another_computer_during_anothers_turn():
    from crossfire_desktop.engine import PlayCard, action_to_json

    from ..ui.busy_table import busy_game

    game = busy_game(assist=True)  # Cal (seat 0) plays; Jay (seat 1) holds Clairvoyance
    table = HostTable(game.setup, CAT, "CODE2345")
    net = Net(table)
    cal, jay = (net.join(f"c{i}", f"P{i}", "CODE2345", [i]) for i in range(2))
    net.join("c2", "P2", "CODE2345", [2, 3])
    net.route(table.start(game))
    assert game.pending.runner == 0
    assists = [a for a in jay.mirror.legal_actions() if isinstance(a, PlayCard) and a.runner == 1
               and game.card_def(a.card).id == "clairvoyance"]
    assert assists, "Jay's copy offers the assist while Cal decides"
    net.send(jay.conn, msg("action", action=action_to_json(assists[0]), seq=jay.seq))
    assert any(e.get("code") == "card_played" and e["params"].get("assist") for m in cal.inbox
               if m["kind"] == "update" for e in m["events"])
