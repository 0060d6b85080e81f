"""The rulebook coverage map (docs/rules-map.toml, crossfire_desktop/rules_coverage.py): every rule
paragraph is pinned by a test or says why it sets no rule, and every `rule` marker names a paragraph."""

from __future__ import annotations

from pathlib import Path

import pytest

from crossfire_desktop import rules_coverage as rc


def test_every_paragraph_is_pinned_or_sets_no_rule_and_every_marker_is_known() -> None:
    cov = rc.coverage()
    assert len(cov.paragraphs) > 100
    assert cov.problems == []
    assert [f"{p.id} (p. {p.page})" for p in cov.uncovered()] == []


def test_the_rulebook_texts_are_quoted_exactly() -> None:
    if not all((rc.RULES / name).is_file() for name in rc.SOURCES.values()):
        pytest.skip("the rulebook texts are not on this machine")
    paragraphs, _ = rc.load_map()
    assert rc.check_quotes(paragraphs) == []
    assert {p.source for p in paragraphs} == set(rc.SOURCES)


def test_the_check_catches_an_unknown_id_an_uncovered_paragraph_and_a_bad_quote(tmp_path: Path) -> None:
    (tmp_path / "map.toml").write_text(
        '[[paragraph]]\nid = "p1-pinned"\nsource = "rulebook"\npage = "1"\nstarts = "Alpha beta"\n'
        '[[paragraph]]\nid = "p1-bare"\nsource = "rulebook"\npage = "1"\nstarts = "Gamma"\n'
        '[[paragraph]]\nid = "p1-prose"\nsource = "summary-fr"\npage = "1"\nstarts = "Delta"\nno_behaviour = "why"\n'
        '[[paragraph]]\nid = "p1-prose"\nsource = "elsewhere"\npage = ""\nstarts = ""\n', encoding="utf-8")
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_x.py").write_text(
        'import pytest\n\n@pytest.mark.rule("p1-pinned")\ndef test_a():\n    pass\n\n'
        '@pytest.mark.rule("p9-nowhere")\ndef test_b():\n    pass\n', encoding="utf-8")
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / rc.SOURCES["rulebook"]).write_text("Alpha be-\nta, then Gamma.", encoding="utf-8")
    cov = rc.coverage(tmp_path / "map.toml", tests, rules)
    assert cov.tests == {"p1-pinned": ["tests/test_x.py::test_a"]}
    assert [p.id for p in cov.uncovered()] == ["p1-bare", "p1-prose"]
    joined = "\n".join(cov.problems)
    assert "p9-nowhere" in joined and "used twice" in joined and "source must be" in joined
    assert "Delta" not in joined  # the French text is not here: its quotes are not checked
    out = rc.table(cov)
    assert "UNCOVERED p1-bare (p. 1): Gamma" in out and out.splitlines()[-1].startswith("PROBLEM")


def test_the_command_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = rc.main([])
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["source", "paragraphs", "pinned", "no-behaviour", "uncovered"]
    assert "total" in out and code == (1 if "UNCOVERED" in out or "PROBLEM" in out else 0)
