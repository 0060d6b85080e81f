"""The rules reference and glossary (resources/rules/reference.toml), pure Python, no Qt.

`load_reference("revised")` overlays resources/rules/reference-revised.toml when it exists:
a section or term with a known id replaces the first edition's, a new one is added. A language other
than English overlays reference-<lang>.toml (and reference-<edition>-<lang>.toml) the same way; its
terms name the English term they replace with `replaces`."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crossfire_desktop.catalog import data_root

REFERENCE = "reference.toml"
OVERLAYS = {"revised": "reference-revised.toml"}


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: str
    page: str
    text: str
    keywords: tuple[str, ...] = ()

    def matches(self, words: list[str]) -> bool:
        hay = " ".join([self.title, self.text, self.page, *self.keywords]).lower()
        return all(w in hay for w in words)


@dataclass(frozen=True, slots=True)
class Term:
    term: str
    text: str
    see: str  # the section id that explains it

    def matches(self, words: list[str]) -> bool:
        hay = f"{self.term} {self.text}".lower()
        return all(w in hay for w in words)


@dataclass(slots=True)
class Reference:
    sections: list[Section] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)

    def search(self, query: str) -> tuple[list[Section], list[Term]]:
        """Sections and terms holding every word of the query (all of them for an empty query)."""
        words = query.lower().split()
        phrase = " ".join(words)

        def rank(s: Section) -> int:  # the section named by the query first, then by its keywords
            title = s.title.lower()
            return -(4 * (phrase in title) + 2 * any(phrase in k for k in s.keywords) + all(w in title for w in words))

        found = [s for s in self.sections if s.matches(words)]
        if words:
            found.sort(key=rank)
        return found, [t for t in self.terms if t.matches(words)]


def rules_dir() -> Path:
    return data_root() / "resources" / "rules"


def _read(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        return tomllib.load(f)


def _section(raw: dict[str, Any]) -> Section:
    return Section(id=str(raw["id"]), title=str(raw["title"]), page=str(raw.get("page", "")),
                   text=" ".join(str(raw.get("text", "")).split()),
                   keywords=tuple(str(k) for k in raw.get("keywords", [])))


def _term(raw: dict[str, Any]) -> Term:
    return Term(term=str(raw["term"]), text=str(raw["text"]), see=str(raw.get("see", "")))


def _overlay(ref: Reference, data: dict[str, Any]) -> None:
    by_id = {s.id: i for i, s in enumerate(ref.sections)}
    for raw in data.get("section", []):
        s = _section(raw)
        if s.id in by_id:
            ref.sections[by_id[s.id]] = s
        else:
            by_id[s.id] = len(ref.sections)
            ref.sections.append(s)
    by_term = {t.term.lower(): i for i, t in enumerate(ref.terms)}
    for raw in data.get("term", []):
        t = _term(raw)
        key = str(raw.get("replaces", t.term)).lower()
        if key in by_term:
            ref.terms[by_term[key]] = t
        else:
            by_term[key] = len(ref.terms)
            ref.terms.append(t)


def load_reference(edition: str = "first", folder: Path | None = None, lang: str = "en") -> Reference:
    """The reference for an edition and language; `folder` (tests) replaces resources/rules."""
    base = rules_dir() if folder is None else folder
    ref = Reference()
    _overlay(ref, _read(base / REFERENCE))
    overlays = [OVERLAYS.get(edition)]
    if lang != "en":
        overlays += [f"reference-{lang}.toml", f"reference-{edition}-{lang}.toml"]
    for overlay in overlays:
        if overlay is not None and (base / overlay).is_file():
            _overlay(ref, _read(base / overlay))
    return ref


# Refusal codes (engine/legality.py, ui/words/text.py) -> the section that explains the rule behind them.
REFUSAL_SECTIONS = {
    "not_enough_nuyen": "black_market",
    "not_in_market": "black_market",
    "requires_type": "requires",
    "breather_requires": "breather",  # revised printing (reference-revised.toml)
    "no_assist": "assists",
    "runner_out": "critical",
    "critical_no_buy": "critical",
    "staggered_no_buy": "staggered",
    "card_not_in_hand": "play_cards",
    "card_not_offered": "play_cards",
    "must_play": "play_cards",
    "no_such_target": "play_cards",
    "already_there": "play_cards",
    "no_such_placement": "play_cards",
    "nothing_placed_there": "apply_damage",
    "obstacles_only": "bosses",
    "cant_play_more": "obstacle_abilities",
    "cant_buy": "obstacle_abilities",
    "wrong_action": "turn_steps",
    "not_your_decision": "turn_steps",
    "ability_unavailable": "turn_steps",
    "game_over": "ending",
}
# Fallback on the rule a refusal cites ("2. Apply Damage, p. 13"): the first matching title word.
RULE_TITLES = {
    "Apply Damage": "apply_damage", "Play Cards": "play_cards", "Draw & Buy": "draw_buy", "Assist": "assists",
    "Critical": "critical", "Staggered": "staggered", "Bosses": "bosses", "Obstacle abilities": "obstacle_abilities",
    "REQUIRES": "requires", "Ending the Game": "ending", "How to Play": "turn_steps",
}


def section_for_refusal(code: str, rule: str = "") -> str | None:
    """The reference section explaining a refusal, or None when no rule stands behind it (undo)."""
    if code in REFUSAL_SECTIONS:
        return REFUSAL_SECTIONS[code]
    return next((sid for words, sid in RULE_TITLES.items() if words.lower() in rule.lower()), None)
