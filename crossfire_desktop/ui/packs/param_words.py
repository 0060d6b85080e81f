"""The card editor's words for an effect's parameters and the values they take, in a player's words: the
form showed the card data's names ("who *", "instead_level", "runner discards N [runner_discards]", seen in
play). The data's name stays in each field's tooltip, for pack authors writing the file by hand."""

from __future__ import annotations

import re

from crossfire_desktop.catalog.packs import TABLE_EFFECT
from crossfire_desktop.engine.effects.vocabulary import VOCABULARY

from ..words.names import COLOR_NAMES, color_name
from ..words.text import tr
from ..words.tr import QT_TR_NOOP

PARAM_WORDS = {
    "amount": QT_TR_NOOP("Amount"),
    "attackers": QT_TR_NOOP("Obstacles attacking, at least"),
    "change": QT_TR_NOOP("Gain or lose"),
    "color": QT_TR_NOOP("Damage colour"),
    "colorless": QT_TR_NOOP("Colorless damage it becomes"),
    "colors": QT_TR_NOOP("Only obstacles of these colours"),
    "cost": QT_TR_NOOP("Nuyen to pay"),
    "count": QT_TR_NOOP("Obstacles to reveal"),
    "damage": QT_TR_NOOP("Damage to take"),
    "deck": QT_TR_NOOP("Obstacle deck"),
    "discard": QT_TR_NOOP("Cards to discard"),
    "draw": QT_TR_NOOP("Cards to draw"),
    "instead_level": QT_TR_NOOP("From Crossfire level"),
    "instead_n": QT_TR_NOOP("How many from that level"),
    "key": QT_TR_NOOP("Name of its use count"),
    "min_cost": QT_TR_NOOP("Lowest card cost"),
    "n": QT_TR_NOOP("How many"),
    "nth": QT_TR_NOOP("Which card bought (2: the second)"),
    "role": QT_TR_NOOP("Role"),
    "types": QT_TR_NOOP("Only obstacles of these types"),
    "what": QT_TR_NOOP("What"),
    "who": QT_TR_NOOP("Who"),
}

CHOICE_WORDS = {  # the values a parameter offers (colours, types and roles have their own words)
    "you": QT_TR_NOOP("the runner it faces"),
    "current": QT_TR_NOOP("the current runner"),
    "each": QT_TR_NOOP("each runner"),
    "chosen": QT_TR_NOOP("a chosen runner"),
    "chosen_other": QT_TR_NOOP("another runner, chosen"),
    "any": QT_TR_NOOP("any runner"),
    "draw": QT_TR_NOOP("draw"),
    "buy": QT_TR_NOOP("buy"),
    "be_healed": QT_TR_NOOP("be healed"),
    "heal_others": QT_TR_NOOP("heal another runner"),
    "draws": QT_TR_NOOP("draws"),
    "discards": QT_TR_NOOP("discards"),
    "heals": QT_TR_NOOP("heals"),
    "takes_damage": QT_TR_NOOP("takes damage"),
    "gain": QT_TR_NOOP("gain"),
    "lose": QT_TR_NOOP("lose"),
    "normal": QT_TR_NOOP("normal obstacles"),
    "hard": QT_TR_NOOP("hard obstacles"),
}


def param_label(name: str) -> str:
    """A parameter's label (a name without words of its own: as written in the file)."""
    return tr(PARAM_WORDS[name]) if name in PARAM_WORDS else name


def choice_label(value: str) -> str:
    """One value a parameter may take, as a player reads it (stored as the data's word)."""
    if value in COLOR_NAMES:
        return color_name(value)
    return tr(CHOICE_WORDS[value]) if value in CHOICE_WORDS else tr(value)  # metatypes and roles are translated


def effect_label(effect: str) -> str:
    """An effect as the picker names it: its summary with its blanks as N, first letter capital ('A runner
    discards N'), or "resolved at the table" for an ability no entry fits."""
    if effect == TABLE_EFFECT:
        return tr("resolved at the table")
    words = re.sub(r"\{\w+\}", "N", tr(VOCABULARY[effect].summary).replace("{who}", tr("a runner")))
    return words[:1].upper() + words[1:]


def data_name_tip(name: str) -> str:
    """The tooltip naming the data's word, for pack authors writing TOML by hand."""
    return tr("In a pack file: {name}").format(name=name)
