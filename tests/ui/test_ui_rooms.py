"""The UI's rooms keep their shape: one-way imports (import-linter's ui contracts in pyproject.toml), every
module in a room, room packages that import nothing (start-up pays only for what it uses), short modules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "crossfire_desktop" / "ui"
ROOMS = {"shell", "screens", "table", "campaign", "packs", "history", "network", "session", "look", "words"}
MAX_LINES = 450


def test_every_ui_module_lives_in_a_room() -> None:
    loose = sorted(p.name for p in UI.glob("*.py") if p.name != "__init__.py")
    assert loose == []
    assert {p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__"} <= ROOMS


@pytest.mark.parametrize("init", sorted(UI.glob("*/**/__init__.py")), ids=lambda p: str(p.parent.relative_to(UI)))
def test_room_package_is_a_docstring_only(init: Path) -> None:
    tree = ast.parse(init.read_text("utf-8"))
    assert ast.get_docstring(tree), f"{init.parent.name}: say what lives there and what it may import"
    assert all(isinstance(node, ast.Expr) for node in tree.body), f"{init}: a room's __init__ imports nothing"


def test_no_ui_module_is_long() -> None:
    long = {str(p.relative_to(UI)): n for p in UI.rglob("*.py") if (n := len(p.read_text("utf-8").splitlines())) > MAX_LINES}
    assert long == {}
