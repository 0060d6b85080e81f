"""Refresh resources/i18n/crossfire_<lang>.ts and compile the .qm (a developer tool, see docs/TRANSLATING.md).

    python -m crossfire_desktop.i18n_tool            # every .ts in resources/i18n
    python -m crossfire_desktop.i18n_tool de         # start or refresh crossfire_de.ts
    python -m crossfire_desktop.i18n_tool en         # English: only the plural forms (filled in)

pyside6-lupdate extracts `tr("...")` calls (context "" outside a Qt class: ui/words/text.py's tr() uses the
same empty context). It can't see words kept in tables and passed as `tr(TABLE[key])`, nor the card
data's texts, so this tool writes them to a temporary Python file of `tr()` / `translate("cards", ...)`
calls that lupdate reads along with the sources:
- a table is any dict/tuple/list literal whose name appears inside a `tr(...)` argument, or a string
  assigned to a name that is passed to tr() in the same function (ui/ only);
- outside ui/, a dict literal assigned to a name `texts` holds sentence templates (campaign/rules.py);
- card texts come from the catalog (context "cards", see ui/words/cardwords.py).
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.etree import ElementTree

from crossfire_desktop.catalog.loader import data_root

PACKAGE = Path(__file__).resolve().parent
I18N = data_root() / "resources" / "i18n"
CARD_FIELDS = ("text", "assist_text", "threshold_text", "timebomb_text", "reward_text")


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _is_tr(call: ast.AST) -> bool:
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "tr" and bool(call.args)


def _is_get(node: ast.AST) -> bool:
    """`TABLE.get(key, "default")`: the default is shown, the key is a code."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"


def _table_values(value: ast.AST) -> list[str]:
    if isinstance(value, ast.Dict):
        return [s for v in value.values if v is not None for s in _strings(v)]
    if isinstance(value, ast.Tuple | ast.List | ast.Set):
        return _strings(value)
    if isinstance(value, ast.IfExp):
        return _table_values(value.body) + _table_values(value.orelse)
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return [value.value]
    return []


def table_strings(tree: ast.AST) -> list[str]:
    """Strings reaching tr() through a name: table values and defaults in `tr(TABLE.get(k, "..."))`."""
    used: set[str] = set()
    found: list[str] = []
    for call in ast.walk(tree):
        if _is_tr(call):
            assert isinstance(call, ast.Call)
            arg = call.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):  # lupdate misses tr() in f-strings
                found.append(arg.value)
            elif not isinstance(arg, ast.JoinedStr):
                used |= _names_in(arg)
                found += [s for n in ast.walk(arg) if _is_get(n) for d in n.args[1:] for s in _strings(d)]
    # loops and comprehensions: tr(x) for x in TABLE
    for comp in ast.walk(tree):
        if isinstance(comp, ast.comprehension | ast.For) and _names_in(comp.target) & used:
            used |= _names_in(comp.iter)
    for node in ast.walk(tree):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets, value = list(node.targets), node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id in used for t in targets):
            found += _table_values(value)
    return found


def _texts_tables(tree: ast.AST) -> list[str]:
    """Pure-Python layers (campaign/) keep their sentences in a dict named `texts` and format them with
    the translate function the UI passes them (campaign.rules.Refusal.message(tr))."""
    return [s for node in ast.walk(tree) if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            and any(isinstance(t, ast.Name) and t.id == "texts" for t in node.targets)
            for s in _table_values(node.value)]


def _catalog_words() -> tuple[list[str], list[str]]:
    """(words from the catalog and the effect vocabulary shown through tr(): metatypes, roles, effect
    summaries; card texts for context "cards")."""
    from crossfire_desktop.catalog import load_catalog
    from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

    cat = load_catalog()
    words = [*cat.metatypes, *cat.roles]
    for name, entry in VOCABULARY.items():  # the card editor's effect picker: summaries and parameter help
        words += [entry.summary, *(spec.help for spec in entry.params(name).values() if spec.help)]
    texts: list[str] = []
    for cards in cat.decks.values():
        for card in cards:
            texts += [getattr(card, f, "") for f in CARD_FIELDS]
            for ab in getattr(card, "abilities", None) or []:
                texts.append(getattr(ab, "text", ""))
    for m in cat.missions.values():  # what the screens show of a mission: track, bonus challenges, sheet
        texts += [step.text for steps in m.tracks.values() for step in steps]
        texts += [b.text for b in m.bonus_challenges]
        texts += [m.job, m.goal, m.difficulty, m.recommended_upgrades]  # New mission's description
    return words, [t for t in dict.fromkeys(texts) if t and t.strip()]


def extra_source() -> str:
    """A Python file of tr() calls for lupdate: table strings and catalog words."""
    lines = ["# generated by crossfire_desktop.i18n_tool for lupdate; never imported", ""]
    seen: set[str] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        found = _texts_tables(tree)
        if "ui" in path.relative_to(PACKAGE).parts[:1]:
            found += table_strings(tree)
        for s in found:
            if s not in seen and _worth(s):
                seen.add(s)
                lines.append(f"tr({s!r}, None, 1)" if "%n" in s else f"tr({s!r})")
    words, texts = _catalog_words()
    lines += [f"tr({w!r})" for w in dict.fromkeys(words) if w not in seen]
    lines += [f"QCoreApplication.translate('cards', {t!r})" for t in texts]
    return "\n".join(lines) + "\n"


def _worth(s: str) -> bool:
    """Words a player reads, not codes (snake_case keys, colours like #fff)."""
    if not any(ch.isalpha() for ch in s) or s.startswith("#"):
        return False
    return " " in s or "_" not in s


def update(lang: str) -> Path:
    """Refresh crossfire_<lang>.ts and compile it. English holds only the plurals ("%n card(s)" as
    "%n card" / "%n cards"), filled in from the source text; a form written by hand is kept."""
    I18N.mkdir(parents=True, exist_ok=True)
    ts = I18N / f"crossfire_{lang}.ts"
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        extra = Path(tmp) / "extracted_words.py"
        extra.write_text(extra_source(), "utf-8")
        lupdate = shutil.which("pyside6-lupdate") or "pyside6-lupdate"
        only = ["-pluralonly"] if lang == "en" else []
        subprocess.run([lupdate, *sources, str(extra), "-locations", "none", "-no-obsolete", *only,
                        "-target-language", lang, "-ts", str(ts)], check=True)
    if lang == "en":
        fill_english_plurals(ts)
    compile_qm(ts)
    return ts


def english_forms(source: str) -> tuple[str, str]:
    """"%n card(s)" -> ("%n card", "%n cards"): the singular drops "(s)", the plural keeps the "s"."""
    return re.sub(r"\((e?s)\)", "", source), re.sub(r"\((e?s)\)", r"\1", source)


def fill_english_plurals(ts: Path) -> None:
    tree = ElementTree.parse(ts)
    for message in tree.getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is None or translation is None or translation.get("type") != "unfinished":
            continue
        forms = translation.findall("numerusform")
        for form, text in zip(forms, english_forms(source.text or ""), strict=False):
            form.text = text
        translation.attrib.pop("type")
    body = ElementTree.tostring(tree.getroot(), encoding="unicode", short_empty_elements=False)
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', "utf-8")


def compile_qm(ts: Path, qm: Path | None = None) -> Path:
    qm = qm or ts.with_suffix(".qm")
    lrelease = shutil.which("pyside6-lrelease") or "pyside6-lrelease"
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def main(argv: list[str]) -> int:
    langs = argv or sorted(p.stem.split("_", 1)[1] for p in I18N.glob("crossfire_*.ts"))
    for lang in langs:
        print(update(lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
