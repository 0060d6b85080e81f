"""Player input for UI tests, through Qt's event dispatch only: mouse presses, moves with the button held
past the drag distance, releases (crossfire_desktop/ui/table/parts/pointer.py sends them; keys go through QTest). No
test calls a widget's handler; tests/ui/test_no_direct_handlers.py keeps it so."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint

from crossfire_desktop.ui.table.parts.pointer import (
    blank_point,
    card_point,
    click,
    click_card,
    click_widget,
    drag,
    drag_card,
    hover,
    hover_card,
    move_held,
    press_and_move,
    release,
)

__all__ = ["blank_point", "button", "card_point", "click", "click_card", "click_widget", "drag", "drag_card", "hold_card_over", "hover",
           "hover_card", "let_go", "move_held_over", "pick_from_menu", "start_assist"]


def hold_card_over(source: Any, card: Any, target: Any, target_card: int | None) -> QPoint:
    """Presses on a card of `source` and moves it, button held, over a card of `target` (None: its blank
    space), or over the middle of `target` when it is not a card view. Returns the pointer's place in
    `target` (its viewport for a card view), for `let_go`."""
    end = place_in(target, target_card)
    press_and_move(source.viewport(), card_point(source, card), area(target), end)
    return end


def move_held_over(source: Any, target: Any, target_card: int | None = None) -> QPoint:
    """Moves the card held since `hold_card_over` on to another place (same meaning of the arguments)."""
    end = place_in(target, target_card)
    move_held(source.viewport(), area(target), end)
    return end


def let_go(source: Any, target: Any, end: QPoint) -> None:
    """Releases the button over `end` of `target` (the event goes to the pressed view, as Qt sends it)."""
    release(source.viewport(), area(target), end)


def area(widget: Any) -> Any:
    """Where positions in a widget count from: a card view's viewport, or the widget itself."""
    return widget.viewport() if hasattr(widget, "card_rect") else widget


def place_in(target: Any, target_card: int | None) -> QPoint:
    if not hasattr(target, "card_rect"):
        return target.rect().center()
    return card_point(target, target_card) if target_card is not None else blank_point(target)


def button(parent: Any, text: str) -> Any:
    """The button of `parent` not hidden in it whose text starts with `text` (e.g. "Back")."""
    from PySide6.QtWidgets import QAbstractButton

    found = [b for b in parent.findChildren(QAbstractButton) if b.text().startswith(text) and b.isVisibleTo(parent)]
    assert found, f"no visible '{text}' button"
    return found[0]


def pick_from_menu(menu: Any, index: int) -> None:
    """A click on a shown menu's entry."""
    click(menu, menu.actionGeometry(menu.actions()[index]).center())


def start_assist(qtbot: Any, t: Any, seat: int) -> None:
    """Assist… then the runner's entry in the menu it opens, by mouse."""
    from crossfire_desktop.ui.table.parts.client_turn import assist_seats

    click_widget(t.assist_btn)
    menu = t.assist_menu
    qtbot.waitUntil(menu.isVisible)
    pick_from_menu(menu, assist_seats(t.game).index(seat))



def load_save(qtbot: Any, win: Any, name: str) -> None:
    """Menu, Load, the save's row, Load: by mouse, as a player opens a save by name."""
    from PySide6.QtCore import Qt

    win.show_menu()
    qtbot.mouseClick(win.menu.buttons["load"], Qt.MouseButton.LeftButton)
    lp = win.load_page
    row = next(i for i in range(lp.list.count()) if lp.list.item(i).data(Qt.ItemDataRole.UserRole) == name)
    lp.list.setCurrentRow(row)
    qtbot.mouseClick(button(lp, "Load"), Qt.MouseButton.LeftButton)
