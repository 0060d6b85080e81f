"""The card editor's words: every parameter an effect takes, and every value it offers, has a player's words (a
new one without them showed its data name, "instead_level", or its raw untranslated word). No widgets needed."""

import re
from pathlib import Path

from crossfire_desktop.engine.effects.vocabulary import ROLES, TYPES, VOCABULARY
from crossfire_desktop.ui.packs.param_words import CHOICE_WORDS, PARAM_WORDS
from crossfire_desktop.ui.words.names import COLOR_NAMES

FRENCH = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "crossfire_fr.ts"


def translated_in_french() -> set[str]:
    """The source words the French file translates (finished entries only)."""
    text = FRENCH.read_text("utf-8")
    return {m.group(1) for m in re.finditer(r"<source>([^<]*)</source>\s*<translation>[^<]", text)}


def test_every_parameter_has_its_label_and_every_choice_its_words():
    french = translated_in_french()
    missing = []
    for effect, entry in VOCABULARY.items():
        for name, param in entry.params(effect).items():
            if name not in PARAM_WORDS:
                missing.append(f"{effect}: parameter {name}")
            for choice in param.choices:
                if not choice or choice in COLOR_NAMES or choice in CHOICE_WORDS:
                    continue
                if choice not in TYPES + ROLES or choice not in french:  # metatypes and roles: their own words
                    missing.append(f"{effect}: {name} = {choice}")
    assert not missing, missing
    assert all(words in french for words in [*PARAM_WORDS.values(), *CHOICE_WORDS.values()])


def test_an_effect_has_one_name_in_the_picker_and_in_a_problem():
    """The picker and a pack's problem name an effect by one function (the table's case in it, not beside it)."""
    from crossfire_desktop.catalog.packs import TABLE_EFFECT
    from crossfire_desktop.ui.packs.param_words import effect_label
    from crossfire_desktop.ui.packs.problem_words import problem_sentence

    class Problem:
        code, field = "param_unknown", "abilities.0.params.n"

        def __init__(self, effect):
            self.params = {"effect": f"'{effect}'", "known": "none"}

    assert effect_label(TABLE_EFFECT) == "resolved at the table"
    assert effect_label("runner_discards") == "A runner discards N"
    for effect in (TABLE_EFFECT, "runner_discards"):
        assert f"'{effect_label(effect)}'" in problem_sentence(Problem(effect))
