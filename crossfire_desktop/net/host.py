"""The host's side of a network table, without sockets: players join with the join code, take seats in the
lobby, and send actions for their own seats; the one real game answers, and each player receives what its
seats may see. The transport (ui/network/transport.py, or a test) feeds it text and sends what it returns.

Every message from a client is checked (size, JSON, version, kind, fields) before anything reads it; an
action for another player's seat, an action answering an older position, a flood, a wrong join code are
refused without touching the game. A wrong code closes the connection, later each time (slowed)."""

from __future__ import annotations

import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from crossfire_desktop.catalog import Catalog
from crossfire_desktop.engine import Action, Game, GameSetup, action_from_json, new_game
from crossfire_desktop.engine.messages import Event, Refusal
from crossfire_desktop.engine.snapshot import to_data

from . import protocol as P
from .seatview import pending_json, seat_actions, seat_view, view_hash
from .witness import Judged, Witness, seat_events

FLOOD_BURST = 40  # messages a client may send at once
FLOOD_RATE = 10.0  # and then per second
FLOOD_CLOSE = 400  # dropped messages before the connection is closed
MAX_PLAYERS = 16  # connections that said hello (spectators included)
LOG_KEPT = 5000  # updates whose events a player coming back reads (a whole mission is well under it)
UNDONE: Literal["undone"] = "undone"  # an update that took the last action back (HostTable.last_change)
Change = Action | Literal["undone"] | None


@dataclass
class Player:
    pid: str
    name: str
    token: str
    conn: str | None = None  # the connection it is on now (None: away)
    seats: set[int] = field(default_factory=set)
    ready: bool = False
    local: bool = False  # plays at the host's own computer (hot-seat)


@dataclass(frozen=True)
class Out:
    """A message for one connection; `close` ends the connection after it (`delay` seconds later)."""

    conn: str
    text: str
    close: bool = False
    delay: float = 0.0


@dataclass
class _Bucket:
    tokens: float
    at: float
    dropped: int = 0


def new_code() -> str:
    """A join code a person can read out: 8 letters and digits without look-alikes."""
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


def public_setup(setup: GameSetup) -> dict[str, Any]:
    """The setup without the shuffle seed (it would tell every face-down pile)."""
    data = setup.model_dump()
    data["seed"] = 0
    return data


class HostTable:
    def __init__(self, setup: GameSetup, catalog: Catalog, code: str, *, open_hands: bool = False,
                 ai_seats: set[int] | None = None, clock: Callable[[], float] = time.monotonic,
                 on_change: Callable[[Game], None] | None = None) -> None:
        self.setup = setup
        self.cat = catalog
        self.code = code
        self.open_hands = open_hands
        self.ai_seats = set(ai_seats or ())
        self.clock = clock
        self.on_change = on_change  # after every change of the game (the host's autosave)
        self.on_events: Callable[[list[Event]], None] | None = None  # the host's own table shows each change
        self.on_chat: Callable[[str], None] | None = None  # and each chat line
        self.ai_for_away = False  # the computer plays a player's seat while they are away (chosen when hosting)
        self.handed_over = False  # ... or since the host handed this game's away players to it (again() ends it)
        self.port = 0  # where it listens, kept in the host's file: a resumed host reopens there
        self.tls: tuple[str, str] | None = None  # its certificate and key files (wss), kept there too
        self.players: dict[str, Player] = {}
        self.conns: dict[str, str | None] = {}  # connection -> player id (None until its hello)
        self.addresses: dict[str, str] = {}
        self.failures: dict[str, int] = {}  # wrong codes per address
        self.buckets: dict[str, _Bucket] = {}
        self.game: Game | None = None
        self.seq = 0  # counts the game's updates
        self.witness: Witness | None = None  # judges each event's cards as it happens (net/witness.py)
        self.log: deque[tuple[int, list[Judged]]] = deque(maxlen=LOG_KEPT)  # each update's events, by its seq
        # what the last update did to the game: the action applied, UNDONE, or None (not told): the host's file
        # appends that change alone, and writes itself whole when not told (net/hostfile.py)
        self.last_change: Change = None
        self.chat: list[tuple[str, str]] = []

    # -- players -------------------------------------------------------------------------------
    def seats(self) -> list[int]:
        """The seats players can take: every runner (the Extraction Client is run by its facing team)."""
        return list(range(len(self.setup.runners)))

    def owner(self, seat: int) -> Player | None:
        return next((p for p in self.players.values() if seat in p.seats), None)

    def add_local(self, name: str, seats: set[int]) -> Player:
        """A player at the host's own computer (the host's table shows its hands with the hand-off screen)."""
        p = Player(pid=secrets.token_hex(4), name=name, token=secrets.token_urlsafe(24), seats=set(seats),
                   ready=True, local=True)
        self.players[p.pid] = p
        return p

    def lobby(self) -> dict[str, Any]:
        seats = []
        for seat in self.seats():
            owner = self.owner(seat)
            r = self.setup.runners[seat]
            stickers = [getattr(self.cat.by_id.get(u), "name", u) for u in r.upgrades]
            seats.append({"seat": seat, "runner": r.name, "ai": seat in self.ai_seats,
                          "player": owner.pid if owner else None, "roles": list(r.roles), "karma": r.karma,
                          "stickers": stickers})
        players = [{"id": p.pid, "name": p.name, "connected": p.local or p.conn is not None, "ready": p.ready,
                    "local": p.local, "seats": sorted(p.seats)} for p in self.players.values()]
        return {"seats": seats, "players": players, "started": self.game is not None,
                "open_hands": self.open_hands, "chat": self.chat[-20:]}

    def _to_all(self, kind: str, **fields: Any) -> list[Out]:
        text = P.dumps(kind, **fields)
        return [Out(conn, text) for conn, pid in self.conns.items() if pid is not None]

    # -- connections ---------------------------------------------------------------------------
    def connect(self, conn: str, address: str = "") -> list[Out]:
        self.conns[conn] = None
        self.addresses[conn] = address
        self.buckets[conn] = _Bucket(FLOOD_BURST, self.clock())
        return []

    def disconnect(self, conn: str) -> list[Out]:
        pid = self.conns.pop(conn, None)
        self.addresses.pop(conn, None)
        self.buckets.pop(conn, None)
        p = self.players.get(pid) if pid else None
        if p is not None and p.conn == conn:
            p.conn = None
            return self._to_all("lobby", lobby=self.lobby())
        return []

    def _flooded(self, conn: str) -> Out | None:
        b = self.buckets[conn]
        now = self.clock()
        b.tokens = min(FLOOD_BURST, b.tokens + (now - b.at) * FLOOD_RATE)
        b.at = now
        if b.tokens >= 1:
            b.tokens -= 1
            return None
        b.dropped += 1
        close = b.dropped >= FLOOD_CLOSE
        return Out(conn, P.dumps("error", code="flood", text="too many messages: slow down"), close=close)

    def receive(self, conn: str, raw: str | bytes) -> list[Out]:
        """Everything a client's message causes: answers to it, and updates to every player."""
        if conn not in self.conns:
            return []
        flood = self._flooded(conn)
        if flood is not None:
            return [flood]
        try:
            msg = P.parse_client(raw)
        except P.BadMessage as exc:
            return [Out(conn, P.dumps("error", code=exc.code, text=str(exc)))]
        pid = self.conns[conn]
        if pid is None:
            if not isinstance(msg, P.Hello):
                return [Out(conn, P.dumps("error", code="hello_first", text="say hello with the join code first"))]
            return self._hello(conn, msg)
        player = self.players[pid]
        if isinstance(msg, P.Hello):
            return [Out(conn, P.dumps("error", code="hello_twice", text="already joined"))]
        if isinstance(msg, P.Ping):
            return [Out(conn, P.dumps("pong"))]
        if isinstance(msg, P.Chat):
            return self.say(player.name, msg.text)
        if isinstance(msg, P.Resync):
            return [self._update_for(player, [])] if self.game is not None else []
        if isinstance(msg, P.TakeSeat | P.Ready):
            return self._lobby_change(conn, player, msg)
        if self.game is None:
            return [Out(conn, P.dumps("error", code="not_started", text="the mission has not started"))]
        if isinstance(msg, P.Undo):
            return self._undo(conn, player, msg.seq)
        return self._action(conn, player, msg)

    def say(self, name: str, text: str) -> list[Out]:
        """A chat line to everyone (the host's own included, through on_chat)."""
        line = (name, " ".join(text.split())[:P.CHAT_MAX])  # no control characters or layout tricks
        self.chat.append(line)
        del self.chat[:-100]
        if self.on_chat is not None:
            self.on_chat(f"{line[0]}: {line[1]}")
        return self._to_all("chat", name=line[0], text=line[1])

    def _hello(self, conn: str, msg: P.Hello) -> list[Out]:
        address = self.addresses.get(conn, "")
        if not hmac.compare_digest(msg.code.strip().upper().encode(), self.code.upper().encode()):
            n = self.failures[address] = self.failures.get(address, 0) + 1
            delay = min(10.0, 0.5 * 2 ** (n - 1))  # each wrong code from one address waits longer
            return [Out(conn, P.dumps("error", code="bad_code", text="wrong join code"), close=True, delay=delay)]
        self.failures.pop(address, None)
        back = next((p for p in self.players.values()
                     if msg.token and not p.local and hmac.compare_digest(p.token, msg.token)), None)
        name = " ".join(msg.name.split())[:P.NAME_MAX] or "?"
        if back is None:  # a player back without its token (a new start of its program): its seats by its name
            away = [p for p in self.players.values()
                    if not p.local and p.conn is None and p.name.casefold() == name.casefold()]
            back = max(away, key=lambda p: len(p.seats), default=None)
        if back is None:
            if sum(1 for p in self.players.values() if not p.local) >= MAX_PLAYERS:
                return [Out(conn, P.dumps("error", code="full", text="the table is full"), close=True)]
            back = Player(pid=secrets.token_hex(4), name=name, token=secrets.token_urlsafe(24))
            self.players[back.pid] = back
        elif back.conn is not None and back.conn in self.conns:  # the same player on a new connection
            self.conns[back.conn] = None
        back.conn = conn
        self.conns[conn] = back.pid
        out = [Out(conn, P.dumps("welcome", you=back.pid, token=back.token, setup=public_setup(self.setup)))]
        out += self._to_all("lobby", lobby=self.lobby())
        if self.game is not None:  # the position, and the log so far (a player back has lost theirs)
            out.append(self._update_for(back, [], with_log=True))
        return out

    def _lobby_change(self, conn: str, player: Player, msg: P.TakeSeat | P.Ready) -> list[Out]:
        if self.game is not None:
            return [Out(conn, P.dumps("error", code="started", text="the mission has started"))]
        if isinstance(msg, P.Ready):
            player.ready = msg.ready
        elif msg.seat not in self.seats() or msg.seat in self.ai_seats:
            return [Out(conn, P.dumps("error", code="no_seat", text="no such seat to take"))]
        elif msg.take:
            owner = self.owner(msg.seat)
            if owner is not None and owner is not player:
                return [Out(conn, P.dumps("error", code="seat_taken", text=f"{owner.name} has that seat"))]
            player.seats.add(msg.seat)
        else:
            player.seats.discard(msg.seat)
        return self._to_all("lobby", lobby=self.lobby())

    # -- the game ------------------------------------------------------------------------------
    def computer_to_move(self) -> int | None:
        """The seat the host's computer must answer for now: an AI seat, the Extraction Client, or (when the
        table lets it) the seat of a player who is away until they come back; None otherwise."""
        g = self.game
        if g is None or g.pending is None:
            return None
        seat = g.pending.runner
        if seat in self.ai_seats or g.s.runners[seat].client:
            return seat
        owner = self.owner(seat)
        return seat if self._played_for(owner) else None

    def _played_for(self, owner: Player | None) -> bool:
        """The computer plays this seat's owner's turns: they are away and the host let it."""
        return (self.ai_for_away or self.handed_over) and owner is not None and not owner.local and owner.conn is None

    def computer_seats(self) -> frozenset[int]:
        """The seats the host's computer answers for now (as computer_to_move): its plans count on
        these seats' assists only, never on a person's hoped-for assist."""
        g = self.game
        if g is None:
            return frozenset()
        return frozenset(r.seat for r in g.s.runners
                         if r.seat in self.ai_seats or r.client or self._played_for(self.owner(r.seat)))

    def presence(self) -> dict[str, Any]:
        """Who is at the table, who holds seats but is away, who decides and whose return the table waits for
        (no one's while the computer plays for them): the network bar's words on every side."""
        g = self.game
        deciding = g.pending.runner if g is not None and g.pending is not None else None
        owner = self.owner(deciding) if deciding is not None else None
        waiting = owner is not None and not owner.local and owner.conn is None and self.computer_to_move() is None
        return {"present": [q.name for q in self.players.values() if q.local or q.conn is not None],
                "away": [q.name for q in self.players.values() if not q.local and q.conn is None and q.seats],
                "deciding": deciding, "waiting_for": owner.name if waiting and owner is not None else None}

    def missing(self) -> list[int]:
        """Seats nobody plays (neither a player nor the AI): the mission can't start with any."""
        return [s for s in self.seats() if s not in self.ai_seats and self.owner(s) is None]

    def start(self, game: Game | None = None) -> list[Out]:
        """Start the mission (or go on with `game`, a resumed one): every player gets its first view."""
        self.game = game if game is not None else new_game(self.setup, self.cat)
        self.witness = Witness(self.game, self._seat_sets, self.open_hands)
        opening = self.witness.now(self.game.opening if game is None else [])  # a new game's first lines
        self.seq += 1
        self.last_change = None  # not an update: the file writes the table whole
        self.log.append((self.seq, opening))
        out = self._to_all("lobby", lobby=self.lobby())
        return out + [self._update_for(p, opening) for p in self.players.values() if p.conn is not None]

    def again(self, seed: int) -> list[Out]:
        """After the mission's end, a fresh lobby for another game at this table: the setup shuffled with `seed`,
        the players still connected kept in their seats (each says ready again), those gone forgotten (their
        seats free), the old game's log dropped, its hand-over to the computer ended (a player who drops in the new
        game is played for only if the host chose it when hosting, or chooses it again). Every player gets the new
        lobby."""
        assert self.game is not None and self.game.result is not None, "only a finished mission is played again"
        self.setup = self.setup.model_copy(update={"seed": seed})
        self.game, self.witness, self.last_change = None, None, None
        self.log.clear()
        self.handed_over = False
        self.players = {pid: p for pid, p in self.players.items() if p.local or p.conn is not None}
        for p in self.players.values():
            p.ready = p.local
        return self._to_all("lobby", lobby=self.lobby())

    def _seat_sets(self) -> list[frozenset[int]]:
        """Every player's seats, and none (a spectator's): the witness judges each event for each."""
        return [frozenset(), *(frozenset(p.seats) for p in self.players.values())]

    def _update_for(self, p: Player, judged: list[Judged], *, with_log: bool = False) -> Out:
        g = self.game
        assert g is not None and p.conn is not None
        view = seat_view(g, p.seats, open_hands=self.open_hands)
        pending = pending_json(g, p.seats, open_hands=self.open_hands)
        log = [{"seq": seq, "events": seat_events(g, evs, p.seats, open_hands=self.open_hands)}
               for seq, evs in self.log] if with_log else None
        return Out(p.conn, P.dumps(
            "update", seq=self.seq, events=seat_events(g, judged, p.seats, open_hands=self.open_hands), log=log,
            view=view, pending=pending, actions=seat_actions(g, p.seats), can_undo=self._can_undo(p),
            hash=view_hash(view, pending), **self.presence(), result=g.result,
            # once the result stands (no undo after the end) nothing is hidden any more: the whole record,
            # seed included, so each player's History can keep the game as the host's does
            record=g.history() if g.result is not None else None))

    def last_runner(self) -> int | None:
        """The seat of the action Undo would take back (None: no action yet)."""
        action = self.game.last_action() if self.game is not None else None
        return action.runner if action is not None else None

    def undo_refusal(self, seats: set[int]) -> Refusal | None:
        """Why Undo can't take back the last action for whoever plays `seats`: the game's reason, or the action
        was another computer's, its player's to take back, or play has passed to another computer's seat
        (RULINGS "Undo at a network table"). The one place
        this rule lives: the host's table asks it for its seats, a player's update carries it as `can_undo`."""
        g = self.game
        if g is None:
            return Refusal("nothing_to_undo", {}, "Undo")
        ref = g.undo_refusal()
        runner = self.last_runner()
        if ref is None and runner not in seats:
            return Refusal("undo_elsewhere", {"runner": runner}, "Undo")
        d = g.pending
        if ref is None and d is not None and d.runner not in seats:
            # play passed to another computer's seat: taking one's action back would take their turn away unasked
            return Refusal("undo_passed", {"runner": d.runner}, "Undo")
        return ref

    def seats_elsewhere(self) -> set[int]:
        """The runners' seats played at another computer (a joined player's)."""
        remote = {s for p in self.players.values() if not p.local for s in p.seats}
        return {r.seat for r in self.game.s.runners if r.seat in remote} if self.game is not None else set()

    def seats_here(self) -> set[int]:
        """The seats the host's computer plays: its own players', the AI seats, the Extraction Client."""
        elsewhere = self.seats_elsewhere()
        return {r.seat for r in self.game.s.runners if r.seat not in elsewhere} if self.game is not None else set()

    def _can_undo(self, p: Player) -> bool:
        return self.undo_refusal(p.seats) is None

    def updates(self, events: list[Event], change: Change = None) -> list[Out]:
        """After the game changed (`change`: the action applied, or UNDONE): each connected player's update (its
        events judged as they happened), the log kept for a player coming back, and the host's autosave."""
        self.seq += 1
        self.last_change = change
        judged = self.witness.judged(events) if self.witness is not None else []
        self.log.append((self.seq, judged))
        if self.on_change is not None and self.game is not None:
            self.on_change(self.game)
        if self.on_events is not None:
            self.on_events(events)
        out = [self._update_for(p, judged) for p in self.players.values() if p.conn is not None]
        if self.witness is not None:
            self.witness.reset()  # the state now is what the next answer's first event is judged against
        return out

    def apply(self, action: Action) -> list[Out]:
        """An action from the host's own computer (a local player or an AI seat), already checked."""
        assert self.game is not None
        return self.updates(self.game.apply(action), action)

    def _action(self, conn: str, player: Player, msg: P.ActionMsg) -> list[Out]:
        g = self.game
        assert g is not None
        try:
            action = action_from_json(msg.action)
        except (ValueError, TypeError, KeyError) as exc:
            return [Out(conn, P.dumps("error", code="bad_action", text=str(exc)[:200]))]
        if action.runner not in player.seats:
            return [Out(conn, P.dumps("error", code="not_your_seat", text="that seat is not yours"))]
        if msg.seq != self.seq:
            return [Out(conn, P.dumps("refused", code="out_of_date", params={}, rule="Network play")),
                    self._update_for(player, [])]
        refusal = g.check(action)
        if refusal is not None:
            return [Out(conn, P.dumps("refused", code=refusal.code, params=to_data(refusal.params),
                                      rule=refusal.rule))]
        return self.updates(g.apply(action), action)

    def _undo(self, conn: str, player: Player, seq: int) -> list[Out]:
        g = self.game
        assert g is not None
        if seq != self.seq or not self._can_undo(player):
            return [Out(conn, P.dumps("refused", code="nothing_to_undo", params={}, rule="Undo"))]
        return self.updates(g.undo(), UNDONE)
