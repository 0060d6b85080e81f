"""The rules reference data, its loader and the revised-edition overlay (pure Python)."""

import shutil

from crossfire_desktop.rules_reference import (
    REFERENCE,
    REFUSAL_SECTIONS,
    load_reference,
    rules_dir,
    section_for_refusal,
)

KEYWORDS = ["staggered", "critical", "assist", "timebomb", "crossfire level", "continuous", "ongoing", "requires"]


def test_reference_has_the_sections_and_keywords_the_game_needs():
    ref = load_reference()
    ids = [s.id for s in ref.sections]
    assert len(ids) == len(set(ids))
    for sid in ["turn_steps", "play_cards", "apply_damage", "clearing", "assists", "black_market", "crossfire_level",
                "timebomb", "staggered", "critical", "defeat", "roles", "missions", "upgrades", "karma"]:
        s = ref.section(sid)
        assert s is not None and s.text and s.page.startswith("p. "), sid
    terms = {t.term.lower() for t in ref.terms}
    for kw in KEYWORDS:
        assert any(kw in t for t in terms), kw
    assert all(ref.section(t.see) is not None for t in ref.terms)


def test_search_filters_sections_and_terms():
    ref = load_reference()
    sections, terms = ref.search("timebomb")
    assert sections[0].id == "timebomb"
    assert ref.search("crossfire level")[0][0].id == "crossfire_level"
    assert [t.term for t in terms] == ["Timebomb"]
    sections, terms = ref.search("no such words here")
    assert sections == [] and terms == []
    assert len(ref.search("")[0]) == len(ref.sections)


def test_every_refusal_code_with_a_rule_maps_to_a_section():
    ref = load_reference()
    revised = load_reference("revised")
    for code, sid in REFUSAL_SECTIONS.items():
        if code == "breather_requires":  # only the revised printing has Breathers
            assert revised.section(sid) is not None, code
            continue
        assert ref.section(sid) is not None, code
    assert section_for_refusal("something_new", "2. Apply Damage, p. 13") == "apply_damage"
    assert section_for_refusal("undo_hidden", "") is None


def test_revised_edition_overlays_sections_by_id(tmp_path):
    shutil.copy(rules_dir() / REFERENCE, tmp_path / REFERENCE)
    (tmp_path / "reference-revised.toml").write_text(
        '[[section]]\nid = "staggered"\ntitle = "Staggered (revised)"\npage = "p. 5"\ntext = "New words."\n'
        '[[section]]\nid = "new_rule"\ntitle = "A new rule"\npage = "p. 6"\ntext = "Only revised."\n'
        '[[term]]\nterm = "Staggered"\nsee = "staggered"\ntext = "Revised meaning."\n', "utf-8")
    first = load_reference("first", tmp_path)
    revised = load_reference("revised", tmp_path)
    assert first.section("staggered").title == "Staggered"
    assert first.section("new_rule") is None
    assert revised.section("staggered").text == "New words."
    assert revised.section("new_rule").title == "A new rule"
    assert [s.id for s in revised.sections].index("staggered") == [s.id for s in first.sections].index("staggered")
    assert next(t for t in revised.terms if t.term == "Staggered").text == "Revised meaning."
    assert len(revised.terms) == len(first.terms)


def test_revised_without_overlay_file_is_the_first_edition(tmp_path):
    shutil.copy(rules_dir() / REFERENCE, tmp_path / REFERENCE)
    assert load_reference("revised", tmp_path).sections == load_reference("first", tmp_path).sections


def test_french_reference_replaces_every_section_and_term():
    from crossfire_desktop.rules_reference import load_reference

    en, fr = load_reference(), load_reference(lang="fr")
    assert [s.id for s in fr.sections] == [s.id for s in en.sections]
    assert len(fr.terms) == len(en.terms)
    changed = [s.id for s, e in zip(fr.sections, en.sections, strict=True) if s.text == e.text]
    assert not changed, f"sections still in English: {changed}"
    assert {t.see for t in fr.terms} <= {s.id for s in fr.sections}
    assert fr.search("sonné")[0][0].id == "staggered"
