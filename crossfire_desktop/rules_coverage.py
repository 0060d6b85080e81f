"""The rulebook coverage map: every rule paragraph of the rulebook and of the revised printing's
French summary (docs/rules-map.toml) and the tests that pin it (`@pytest.mark.rule("id")`).

`python -m crossfire_desktop.rules_coverage` prints the table: paragraphs, pinned, no-behaviour and
the uncovered ones (`--tests` also lists the tests of each paragraph). tests/test_rules_map.py fails
on an uncovered paragraph, an unknown id named by a test, or a paragraph whose first words are not
in the book. Pure Python: it reads the test files (ast), it never runs them."""

from __future__ import annotations

import argparse
import ast
import re
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "docs" / "rules-map.toml"
TESTS = ROOT / "tests"
RULES = Path("/work/shared/rules")  # the texts the map quotes (not shipped with the program)
SOURCES = {"rulebook": "crossfire-rulebook-en.txt", "summary-fr": "crossfire-revised-rules-summary-fr.txt"}
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
MAX_TEST_FILE = 2_000_000  # a test file larger than this is not read (a planted file can't stall the check)


@dataclass(frozen=True, slots=True)
class Paragraph:
    id: str
    source: str
    page: str
    starts: str
    no_behaviour: str = ""


@dataclass(slots=True)
class Coverage:
    paragraphs: list[Paragraph]
    tests: dict[str, list[str]] = field(default_factory=dict)  # paragraph id -> test ids
    problems: list[str] = field(default_factory=list)

    def pinned(self) -> list[Paragraph]:
        return [p for p in self.paragraphs if self.tests.get(p.id)]

    def uncovered(self) -> list[Paragraph]:
        return [p for p in self.paragraphs if not self.tests.get(p.id) and not p.no_behaviour]


def load_map(path: Path = MAP) -> tuple[list[Paragraph], list[str]]:
    """The map's paragraphs, and what is wrong with its entries."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    problems: list[str] = []
    out: list[Paragraph] = []
    seen: set[str] = set()
    for i, raw in enumerate(data.get("paragraph", [])):
        extra = set(raw) - {"id", "source", "page", "starts", "no_behaviour"}
        p = Paragraph(id=str(raw.get("id", "")), source=str(raw.get("source", "")), page=str(raw.get("page", "")),
                      starts=str(raw.get("starts", "")), no_behaviour=str(raw.get("no_behaviour", "")))
        where = f"paragraph {i + 1} ({p.id or 'no id'})"
        if extra:
            problems.append(f"{where}: unknown keys {sorted(extra)}")
        if not ID.match(p.id):
            problems.append(f"{where}: the id must be lowercase words joined by '-'")
        if p.id in seen:
            problems.append(f"{where}: the id is used twice")
        if p.source not in SOURCES:
            problems.append(f"{where}: source must be one of {sorted(SOURCES)}")
        if not p.page or not p.starts:
            problems.append(f"{where}: page and starts are required")
        seen.add(p.id)
        out.append(p)
    return out, problems


def _rule_ids(decorators: Iterable[ast.expr]) -> list[str]:
    """The ids in `pytest.mark.rule("a", "b")` decorators (or a `pytestmark` value)."""
    ids: list[str] = []
    for dec in decorators:
        if isinstance(dec, ast.Call) and isinstance(dec.func, ast.Attribute) and dec.func.attr == "rule":
            ids += [a.value for a in dec.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return ids


def _module_marks(tree: ast.Module) -> list[str]:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets):
            value = node.value
            return _rule_ids(value.elts if isinstance(value, ast.List | ast.Tuple) else [value])
    return []


def collect_markers(tests: Path = TESTS) -> dict[str, list[str]]:
    """Test id (`tests/x.py::test_y`, `tests/x.py::Class`) -> the paragraph ids its rule markers name."""
    found: dict[str, list[str]] = {}
    for path in sorted(tests.rglob("test_*.py")):
        if path.stat().st_size > MAX_TEST_FILE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        rel = path.relative_to(tests.parent).as_posix()
        module = _module_marks(tree)
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.name.startswith(
                    ("test_", "Test")):
                ids = _rule_ids(node.decorator_list) + module
                if ids:
                    found[f"{rel}::{node.name}"] = ids
    return found


def _flat(text: str) -> str:
    """Lowercase words only: the PDF texts break lines and hyphenate; a quote survives this."""
    text = re.sub(r"-\s*\n\s*", "", text)
    return " ".join(re.findall(r"[^\W_]+", text.lower()))


def check_quotes(paragraphs: list[Paragraph], rules: Path = RULES) -> list[str]:
    """Each paragraph's first words are in its source text (skipped when the texts are not here)."""
    problems = []
    texts = {src: _flat((rules / name).read_text(encoding="utf-8"))
             for src, name in SOURCES.items() if (rules / name).is_file()}
    for p in paragraphs:
        if p.source in texts and _flat(p.starts) not in texts[p.source]:
            problems.append(f"{p.id}: its first words {p.starts!r} are not in the {p.source} text")
    return problems


def coverage(map_path: Path = MAP, tests: Path = TESTS, rules: Path = RULES) -> Coverage:
    paragraphs, problems = load_map(map_path)
    known = {p.id for p in paragraphs}
    cov = Coverage(paragraphs, problems=problems)
    for test, ids in collect_markers(tests).items():
        for pid in ids:
            if pid not in known:
                cov.problems.append(f"{test}: names an unknown paragraph id {pid!r}")
            else:
                cov.tests.setdefault(pid, []).append(test)
    for p in paragraphs:
        if p.no_behaviour and cov.tests.get(p.id):
            cov.problems.append(f"{p.id}: pinned by tests yet marked no_behaviour")
    cov.problems += check_quotes(paragraphs, rules)
    return cov


def _where(p: Paragraph) -> str:
    """"p. 18" for a rulebook page, the section's name for the French summary (it has no pages)."""
    return f"p. {p.page}" if p.page[:1].isdigit() else p.page


def table(cov: Coverage, *, with_tests: bool = False) -> str:
    lines = [f"{'source':<12} {'paragraphs':>10} {'pinned':>7} {'no-behaviour':>13} {'uncovered':>10}"]
    for src in [*SOURCES, "total"]:
        ps = [p for p in cov.paragraphs if src in (p.source, "total")]
        pinned = sum(1 for p in ps if cov.tests.get(p.id))
        prose = sum(1 for p in ps if p.no_behaviour and not cov.tests.get(p.id))
        lines.append(f"{src:<12} {len(ps):>10} {pinned:>7} {prose:>13} {len(ps) - pinned - prose:>10}")
    counts = [len(cov.tests[p.id]) for p in cov.pinned()]
    if counts:
        lines.append(f"tests per pinned paragraph: min {min(counts)}, median {sorted(counts)[len(counts) // 2]}, "
                     f"max {max(counts)}; {len({t for ts in cov.tests.values() for t in ts})} tests name a paragraph")
    for p in cov.uncovered():
        lines.append(f"UNCOVERED {p.id} ({_where(p)}): {p.starts}")
    for problem in cov.problems:
        lines.append(f"PROBLEM {problem}")
    if with_tests:
        for p in cov.paragraphs:
            lines.append(f"{p.id} ({_where(p)}): " + (", ".join(cov.tests.get(p.id, [])) or f"- {p.no_behaviour}"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crossfire_desktop.rules_coverage",
                                     description="The rulebook coverage map: paragraphs and the tests that pin them.")
    parser.add_argument("--tests", action="store_true", help="list the tests (or the reason) of each paragraph")
    parser.add_argument("--rules", type=Path, default=RULES, help="the folder of the rulebook texts")
    args = parser.parse_args(argv)
    if not MAP.is_file() or not TESTS.is_dir():
        print(f"No coverage map here: needs {MAP} and {TESTS} (a source checkout).", file=sys.stderr)
        return 2
    cov = coverage(rules=args.rules)
    print(table(cov, with_tests=args.tests))
    return 1 if cov.uncovered() or cov.problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
