"""What can be wrong in card data, as codes with English sentence templates.

The loader gives each problem a code and its values (CatalogError.code / .params); the command line
prints the English template, the program shows it through tr() (ui/packs/problem_words.py). The dict is
named `texts` so crossfire_desktop.i18n_tool files its sentences for translation (docs/TRANSLATING.md)."""

from __future__ import annotations

from typing import Any

texts = {
    "unknown_field": "unknown field",
    "unknown_field_close": "unknown field (did you mean {close}?)",
    "missing": "missing required field",
    "track_level": "a track level is a color name or a positive whole number, found {found}",
    "choice": "expected one of {choices}, found {found}",
    "whole_number": "expected a whole number, found {found}",
    "text": "expected text, found {found}",
    "bool": "expected true or false, found {found}",
    "list": "expected a list, found {found}",
    "table": "expected a table, found {found}",
    "more_than": "must be more than {bound}, found {found}",
    "at_least": "must be at least {bound}, found {found}",
    "at_most": "must be at most {bound}, found {found}",
    "less_than": "must be less than {bound}, found {found}",
    "too_long": "is too long: at most {bound}",
    "too_many": "too many: at most {bound}",
    "empty": "must not be empty",
    "slug": "must be a lowercase slug (letters a-z, digits, '_'), found {found}",
    "level_kind": "a level is either a color or an amount, not both or neither",
    "type_color": "a {type} card is {color}, not {found}",
    "complete_needs": "a complete obstacle needs {fields}",
    "track_empty": "a damage track needs at least one level",
    "provenance": "a pack can't set provenance (its cards are marked 'entered by the owner')",
    "not_utf8": "not valid UTF-8 text",
    "bad_toml_at": "not valid TOML at line {line}, column {column}: {why}",
    "bad_toml": "not valid TOML: {why}",
    "unreadable": "can't be read: {why}",
    "unwritable": "can't be written: {why}",
    "too_big": "is {size} bytes, over the {limit}-byte limit of a card pack",
    "no_pack_table": 'missing [pack] table (with name = "...")',
    "too_many_cards": "a pack holds at most {limit} cards (this one has {n})",
    "same_card_twice": "this pack already has an entry for that card ({first})",
    "id_taken": "id {id} is already used by {name}; give this card its own id, or the built-in card's number to "
                "complete it",
    "unknown_effect": "unknown effect {effect} (the engine has no effect of that name)",
    "later_play_effect": "only {effects} read a later play: {effect} can't have when = \"later_play\"",
    "table_when": "an ability resolved at the table needs a moment to come up, not {when} (choose one of: {choices})",
    "param_unknown": "unknown param for effect {effect} (it takes: {known})",
    "param_missing": "missing param (effect {effect} needs it)",
    "param_number": "expected a whole number >= 0, found {found}",
    "param_texts": "expected a list of text, found {found}",
    "no_card": "this entry names no card: give the printed number of the card it completes, or a name for a new card",
}


def short_repr(value: object) -> str:
    """`value` as the data has it, cut to a line: a 2 MB text goes into no list or label whole."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def problem_text(code: str, params: dict[str, Any], say: Any = None) -> str:
    """The sentence for `code` with its values; `say` translates the template (the UI's tr)."""
    template = texts.get(code)
    if template is None:
        return str(params.get("text", code))
    try:
        return (say or str)(template).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: the English one
        return template.format(**params)
