"""UI tests give input as a player does: mouse and key events through Qt's event dispatch (QTest, qtbot,
tests/ui/real_input.py). A test that calls a widget's event handler, a click handler or slot, or emits a
widget's signal itself tests a path no player takes (a drag that never starts, a hidden button); this scan
of tests/ (and of the scripted player the self-test and benches use) fails on any such call."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = [*sorted((ROOT / "tests").rglob("*.py")), ROOT / "crossfire_desktop" / "ui" / "table" / "driver.py",
           ROOT / "crossfire_desktop" / "ui" / "shell" / "selftest.py", ROOT / "bench" / "bench_ui.py"]

# Qt's event handlers and the item views' drag start
EVENT_HANDLERS = {
    "startDrag", "dropEvent", "dragEnterEvent", "dragMoveEvent", "dragLeaveEvent", "mousePressEvent",
    "mouseReleaseEvent", "mouseMoveEvent", "mouseDoubleClickEvent", "keyPressEvent", "keyReleaseEvent",
    "wheelEvent", "contextMenuEvent", "viewportEvent", "eventFilter",
}
# slots a click, a key or a menu pick runs: QAbstractButton.click, QAction.trigger
CLICK_SLOTS = {"click", "trigger", "animateClick"}
# the table's input handlers (ui/table/parts/interact.py, ui/table/parts/targeting.py, ui/table/parts/views.py, ui/table/parts/prompt.py, ui/table/widget.py)
TABLE_HANDLERS = {
    ("interact", "click"), ("interact", "drop"), ("interact", "key"), ("interact", "background"),
    ("interact", "confirm"), ("interact", "cycle"), ("targeting", "hover"), ("targeting", "drag_started"),
    ("targeting", "drag_ended"), ("panel", "pick"), ("panel", "confirm"),
}
TABLE_SLOTS = {"_clicked", "main_action", "offer_assist", "start_assist", "end_assist", "accept_handoff"}
# the pages' button slots (called with no argument, as a button calls them)
PAGE_SLOTS = {"_play", "_start", "_save_and_back", "open_pause", "rules_back", "open_selected", "add_runner",
              "rename_campaign", "rename_runner", "release_runner", "ask_undo", "undo_last", "record"}


def receiver_name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def direct_calls(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name, owner = node.func.attr, receiver_name(node.func.value)
        if name in EVENT_HANDLERS or name in TABLE_SLOTS or (owner, name) in TABLE_HANDLERS \
                or (name in CLICK_SLOTS | PAGE_SLOTS and not node.args) or name == "emit":
            found.append((node.lineno, f"{owner}.{name}(...)"))
    return found


def test_no_test_calls_a_handler_directly():
    bad = [f"{path.relative_to(ROOT)}:{line}: {call}"
           for path in SCANNED for line, call in direct_calls(ast.parse(path.read_text("utf-8")))]
    assert not bad, "give input through Qt's event dispatch (tests/ui/real_input.py) instead of:\n" + "\n".join(bad)


def test_the_scan_catches_what_it_forbids():
    code = ("view.startDrag(a)\nview.viewport().mousePressEvent(e)\nt.panel.main.click()\nt.interact.click(z, p)\n"
            "t.targeting.hover('obstacle', 3)\nwin.rules.back.emit()\nmenu.actions()[0].trigger()\nt.start_assist(1)\n"
            "qtbot.mouseClick(b, left)\nQTest.keyClick(t, k)\nrel.click(w, pos)\n")
    calls = [c for _line, c in direct_calls(ast.parse(code))]
    assert len(calls) == 8 and not any("mouseClick" in c or "keyClick" in c for c in calls)
