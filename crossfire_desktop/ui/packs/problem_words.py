"""A card pack's problems in the player's words: the field by its label on the card editor's form, the
problem from its code (catalog/problems.py) through tr(), the colours by their names."""

from __future__ import annotations

import re
from typing import Any

from crossfire_desktop.catalog.problems import problem_text
from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

from ..words.names import COLOR_NAMES, color_name
from ..words.text import tr
from .editor_form import FIELDS, fields_for
from .param_words import effect_label, param_label

# codes that mean "this track box can't be read": the editor says how a track is written instead
_TRACK_CODES = {"choice", "track_level", "level_kind", "whole_number", "more_than", "at_least", "table"}


def field_label(field: str | None, deck: str | None = None) -> str:
    """'track.0.amount' -> 'Damage track, box 1'; 'abilities.1.params.amount' -> 'Ability 2, Amount'."""
    if not field:
        return ""
    parts = field.split(".")
    rows = fields_for(deck) if deck else [row for rows in FIELDS.values() for row in rows]
    labels: dict[str, str] = {}
    for key, label, _kind in rows:
        labels.setdefault(key, label)
    label = labels.get(field) or labels.get(parts[0])
    if parts[0] == "abilities" and len(parts) > 1 and parts[1].isdigit():
        label = tr("Ability {n}").format(n=int(parts[1]) + 1)
        return ", ".join([label, *(param_label(p) for p in parts[2:][-1:])])  # the param by its form label
    if label is None:
        return field
    if parts[0] == "track" and len(parts) > 1 and parts[1].isdigit():
        return tr("{field}, box {n}").format(field=tr(label), n=int(parts[1]) + 1)
    return tr(label)


def problem_sentence(err: Any) -> str:
    """The problem alone (no file, no field), translated when the loader gave it a code."""
    code, params = getattr(err, "code", ""), dict(getattr(err, "params", {}) or {})
    field = str(getattr(err, "field", "") or "")
    if field.startswith("track") and code in _TRACK_CODES:
        return tr("write each box as a colour or an amount, left to right, e.g. {example} (found {found})").format(
            example=", ".join([color_name("blue"), "3", "2"]), found=params.get("found", ""))
    if "choices" in params:  # colour names in the player's language
        params["choices"] = re.sub(r"'(\w+)'", lambda m: repr(color_name(m[1])) if m[1] in COLOR_NAMES else m[0],
                                   str(params["choices"]))
    effect = str(params.get("effect", "")).strip("'\"")
    if effect in VOCABULARY:  # an effect by its words in the picker, not its data name
        params["effect"] = "'" + effect_label(effect) + "'"
    if code == "complete_needs":  # the fields by their labels on the form
        params["fields"] = ", ".join(field_label(f.strip()) for f in str(params["fields"]).split(","))
    for key in ("color", "found"):  # a card's colour in the player's words
        if params.get(key) in COLOR_NAMES:
            params[key] = color_name(str(params[key]))
    if code:
        return problem_text(code, params, tr)
    return str(getattr(err, "problem", "") or err)


def card_problem(err: Any, deck: str) -> str:
    """One problem of the card being edited: 'Damage track: ...' (no file: the player is on that card)."""
    label = field_label(getattr(err, "field", None), deck)
    sentence = problem_sentence(err)
    return tr("{field}: {problem}").format(field=label, problem=sentence) if label else sentence


def pack_problem(err: Any) -> str:
    """One problem of a pack file: its card and field in words ("card '12/80', Damage track, box 1: ...")."""
    label = field_label(getattr(err, "field", None))
    where = [tr("card {card}").format(card=err.card)] if getattr(err, "card", None) else []
    where += [label] if label else []
    sentence = problem_sentence(err)
    return tr("{where}: {problem}").format(where=", ".join(where), problem=sentence) if where else sentence


def all_problems(err: Any, deck: str | None = None) -> list[str]:
    """Every problem the loader kept for the pack (or for the card of `deck` being edited), first one first."""
    lines = [card_problem(e, deck) if deck else pack_problem(e) for e in [err, *getattr(err, "more", [])]]
    hidden = getattr(err, "total", len(lines)) - len(lines)
    if hidden > 0:
        lines.append(tr("... and %n more problem(s)", None, hidden))
    return lines
