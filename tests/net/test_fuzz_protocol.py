"""A protocol fuzzer: random and mutated frames, oversized, wrong seats, replayed messages. The game never
changes except by a legal action of the sender's own seat, and nothing raises."""

from __future__ import annotations

import json
import random

from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import action_to_json, quick_setup
from crossfire_desktop.net.host import HostTable

from .helpers import Net, msg

CAT = load_catalog()


def _mutate(rng: random.Random, text: str) -> str:
    choice = rng.randrange(6)
    if choice == 0:  # flip bytes
        b = bytearray(text.encode())
        for _ in range(rng.randint(1, 5)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return b.decode("utf-8", "replace")
    if choice == 1:  # cut
        return text[: rng.randrange(len(text))]
    if choice == 2:  # change a value's type
        data = json.loads(text)
        key = rng.choice(list(data))
        data[key] = rng.choice([None, -1, 10**30, "x" * 100, [], {}, True, 1.5])
        return json.dumps(data)
    if choice == 3:  # an unknown kind or field
        data = json.loads(text)
        data[rng.choice(["kind", "extra", "v"])] = rng.choice(["shell", 2, "ls"])
        return json.dumps(data)
    if choice == 4:  # deep nesting
        return "[" * 5000 + "]" * 5000
    return "".join(chr(rng.randrange(0, 0x2FFF)) for _ in range(rng.randint(0, 300)))


def test_random_mutated_oversized_and_replayed_frames_change_nothing():
    rng = random.Random(7)
    table = HostTable(quick_setup("crossfire", 2, 3), CAT, "CODE2345")
    net = Net(table)
    a = net.join("a", "A", "CODE2345", [0])
    b = net.join("b", "B", "CODE2345", [1])
    net.route(table.start())
    g = table.game
    stranger_conn = "s"
    net.route(table.connect(stranger_conn, "10.1.1.1"))
    sent_ok: list[str] = []
    for step in range(3000):
        if g.pending is None:
            break
        before = g.state_hash()
        mover = a if g.pending.runner == 0 else b
        legal = mover.mirror.legal_actions()
        good = msg("action", action=action_to_json(rng.choice(legal)), seq=mover.seq) if legal else msg("ping")
        roll = rng.random()
        if roll < 0.25 and legal:
            net.send(mover.conn, good)  # the one thing that may change the game
            sent_ok.append(good)
            continue
        if roll < 0.45:
            text = _mutate(rng, good)
        elif roll < 0.55 and sent_ok:
            text = rng.choice(sent_ok)  # replayed: its seq is old
        elif roll < 0.65:
            text = "x" * rng.choice([65 * 1024, 200 * 1024])
        elif roll < 0.75:
            other = b if mover is a else a
            text = good
            outs = net.send(other.conn, text)  # another player's decision
            assert g.state_hash() == before
            continue
        else:
            text = _mutate(rng, msg(rng.choice(["chat", "take_seat", "ready", "undo", "hello"]), text="hi",
                                    seat=0, ready=True, seq=0, code="X", name="N"))
        conn = rng.choice([mover.conn, stranger_conn])
        outs = table.receive(conn, text)
        assert all(isinstance(o.text, str) for o in outs)
        if g.state_hash() != before:  # only a mutation that is still a legal action of the sender's own seat
            data = json.loads(text)
            assert conn == mover.conn and data["kind"] == "action", (step, text[:80])
            assert data["action"] in [action_to_json(x) for x in legal], (step, text[:80])
    assert sent_ok
