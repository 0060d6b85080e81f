"""Another game at the same table (HostTable.again): the host's hand-over of away players to the computer was
for the finished game; a player who drops in the new one waits for the host to choose it again, unless the
host chose it for the whole table when hosting."""

from __future__ import annotations

from crossfire_desktop.bots.heuristic import HeuristicPolicy
from crossfire_desktop.catalog import load_catalog
from crossfire_desktop.engine import quick_setup
from crossfire_desktop.net.host import HostTable

from .helpers import Net

CAT = load_catalog()


def _finished_table(*, hosted_for_away: bool) -> tuple[HostTable, Net]:
    table = HostTable(quick_setup("extraction", 2, 77), CAT, "CODE2345")
    table.ai_for_away = hosted_for_away
    net = Net(table)
    for i in range(2):
        net.join(f"c{i}", f"P{i}", "CODE2345", [i])
    net.route(table.start())
    net.route(table.disconnect("c0"))
    table.handed_over = True  # the host's "The computer plays for P0" (tests/ui/test_network_fixes.py clicks it)
    for _ in range(3000):  # the computer plays both seats to the end
        g = table.game
        if g.result is not None:
            return table, net
        net.route(table.apply(HeuristicPolicy(g.pending.runner + 1).choose(g)))
    raise AssertionError("the game never ended")


def _away_in_the_new_game(table: HostTable, net: Net) -> int:
    net.route(table.again(seed=5))
    net.join("c0b", "P0", "CODE2345", [0])
    net.route(table.start())
    seat = table.game.pending.runner
    net.route(table.disconnect("c0b" if seat == 0 else "c1"))
    return seat


def test_a_hand_over_ends_with_its_game():
    table, net = _finished_table(hosted_for_away=False)
    seat = _away_in_the_new_game(table, net)
    assert not table.handed_over
    assert table.computer_to_move() is None and seat not in table.computer_seats()  # the table waits for them
    assert table.presence()["waiting_for"] == f"P{seat}"


def test_a_table_hosted_to_play_for_away_players_still_does():
    table, net = _finished_table(hosted_for_away=True)
    seat = _away_in_the_new_game(table, net)
    assert table.computer_to_move() == seat and seat in table.computer_seats()


def test_a_resumed_host_keeps_its_hand_over_until_the_game_ends(tmp_path):
    from crossfire_desktop.net import hostfile

    table = HostTable(quick_setup("extraction", 2, 77), CAT, "CODE2345")
    table.handed_over = True
    path = tmp_path / "hosted-table.json"
    hostfile.write(path, table)
    resumed, _game = hostfile.read(path, CAT)
    assert resumed.handed_over and not resumed.ai_for_away


def test_a_new_lobby_and_a_new_game_are_no_update_of_the_last(tmp_path):
    """`last_change` said the old game's last action after again() and start(): the host's file appends only an
    update's change, and must never take those for one."""
    table, net = _finished_table(hosted_for_away=False)
    assert table.last_change is not None  # the last action of the game that ended
    net.route(table.again(seed=5))
    assert table.last_change is None
    net.route(table.start())
    assert table.last_change is None
    g = table.game
    net.route(table.apply(HeuristicPolicy(g.pending.runner + 1).choose(g)))
    assert table.last_change is not None
    table.start(table.game)
    assert table.last_change is None
