"""The engine never imports Qt, the UI, the store or the bots (ARCHITECTURE.md)."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "crossfire_desktop" / "engine"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "crossfire_desktop.ui", "crossfire_desktop.campaign",
             "crossfire_desktop.bots")


def test_no_engine_module_imports_qt_or_upper_layers() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.startswith(FORBIDDEN)]
    assert offenders == []
