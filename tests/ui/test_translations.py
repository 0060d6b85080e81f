"""The translation files: the committed .qm matches its .ts, the .ts holds every string, French is complete."""

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from crossfire_desktop import i18n_tool
from crossfire_desktop.ui.words import i18n

TS = i18n_tool.I18N / "crossfire_fr.ts"
HOW = "run `python -m crossfire_desktop.i18n_tool` and translate the new strings (docs/TRANSLATING.md)"


def _messages(ts):
    root = ET.parse(ts).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            yield name, m


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs pyside6-lrelease")
def test_committed_qm_is_compiled_from_the_ts(tmp_path):
    built = i18n_tool.compile_qm(TS, tmp_path / "fr.qm")
    assert built.read_bytes() == TS.with_suffix(".qm").read_bytes(), HOW


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="needs pyside6-lupdate")
def test_ts_holds_every_string_of_the_sources(tmp_path):
    fresh = tmp_path / "fresh.ts"
    extra = tmp_path / "extracted_words.py"
    extra.write_text(i18n_tool.extra_source(), "utf-8")
    sources = sorted(str(p) for p in i18n_tool.PACKAGE.rglob("*.py"))
    subprocess.run(["pyside6-lupdate", *sources, str(extra), "-locations", "none", "-ts", str(fresh)],
                   check=True, capture_output=True)
    want = {(c, m.findtext("source")) for c, m in _messages(fresh)}
    have = {(c, m.findtext("source")) for c, m in _messages(TS)}
    missing = sorted(want - have, key=str)
    assert not missing, f"{len(missing)} strings not in crossfire_fr.ts, e.g. {missing[:5]}: {HOW}"


def test_every_french_string_is_translated():
    unfinished = [m.findtext("source") for _, m in _messages(TS)
                  if (m.find("translation").get("type") or "") in ("unfinished",)]
    assert not unfinished, f"{len(unfinished)} untranslated, e.g. {unfinished[:5]}: {HOW}"


def test_placeholders_survive_translation():
    import re

    braces = re.compile(r"\{[^{}]*\}")
    for _, m in _messages(TS):
        src = m.findtext("source") or ""
        forms = [f.text or "" for f in m.iter("numerusform")] or [m.findtext("translation") or ""]
        for form in forms:
            assert sorted(braces.findall(form)) == sorted(braces.findall(src)), (src, form)
            if "%n" in src:
                assert "%n" in form or form.count("1") == 0, (src, form)


def test_a_backup_is_a_copie_de_secours_never_a_sauvegarde_in_french():
    """A save is a "sauvegarde"; its backup is a "copie de secours" (docs/TRANSLATING.md): "Charger sa sauvegarde"
    read as loading the save itself."""
    import re

    for _, m in _messages(TS):
        source = (m.findtext("source") or "").lower().replace("{backup}", "")
        if "backup" in source:
            french = (m.findtext("translation") or "").lower()
            assert french.count("copie de secours") == source.count("backup"), french
            assert french.count("sauvegarde") <= len(re.findall(r"\bsaves?\b", source)), french


def test_language_choice(qapp):
    from PySide6.QtCore import QLocale

    assert i18n.resolve("fr") == "fr"
    assert i18n.resolve("system", QLocale("fr_CA")) == "fr"
    assert i18n.resolve("system", QLocale("de_DE")) == "en"
    try:
        assert i18n.install("fr") == "fr"
        from crossfire_desktop.ui.words.text import tr

        assert tr("Settings") == "Paramètres"
        assert tr("{runner} draws %n card(s).", None, 2).endswith("2 cartes.")
        assert i18n.current() == "fr"
    finally:
        i18n.install("en")
    assert i18n.current() == "en"
