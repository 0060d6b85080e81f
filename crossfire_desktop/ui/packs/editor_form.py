"""The card editor's form: one field per card-schema field for the card's kind, and the ability
picker (trigger + registered effect + its parameters as fields, or resolved at the table).

Fields are text boxes read leniently: what can't be read is passed on as typed, so the validation
line shows the same message `cards check` would ("field 'attack': expected a whole number ...")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from crossfire_desktop.catalog.models import Trigger
from crossfire_desktop.catalog.packs import TABLE_EFFECT
from crossfire_desktop.engine.effects.vocabulary import VOCABULARY, Param

from ..words.names import COLOR_NAMES, color_name
from ..words.text import tr
from ..words.tr import QT_TR_NOOP
from .editor_toml import SIDES_EXAMPLE, read_toml_value, toml_problem
from .param_words import choice_label, data_name_tip, effect_label, param_label

TRIGGERS: tuple[str, ...] = get_args(Trigger)
COLORS = ("", "black", "blue", "green", "red")
OB_TYPES = ("", "Human", "Elf", "Dwarf", "Ork", "Troll", QT_TR_NOOP("Tech"), QT_TR_NOOP("6th World"))
CARD_TYPES = ("WEAPON", "SPELL", "HACKING", "SKILL")

# (field, label, kind) per deck; kinds: text, long, int, a tuple of choices, track, texts, bool, toml
_COMMON = [("number", QT_TR_NOOP("Printed number (NN/MM)"), "text"), ("name", QT_TR_NOOP("Name"), "text")]
FIELDS: dict[str, list[tuple[str, str, Any]]] = {  # the labels are marked for translation
    "obstacles": [
        *_COMMON,
        ("color", QT_TR_NOOP("Color"), COLORS),
        ("type", QT_TR_NOOP("Type"), OB_TYPES),
        ("nuyen", QT_TR_NOOP("Nuyen"), "int"),
        ("attack", QT_TR_NOOP("Attack"), "int"),
        ("track", QT_TR_NOOP("Damage track"), "track"),
        ("text", QT_TR_NOOP("Ability text"), "long"),
        ("flavor", QT_TR_NOOP("Flavor text"), "text"),
        ("complete", QT_TR_NOOP("Dealt in games"), "bool"),
    ],
    "crossfire": [
        *_COMMON,
        ("text", QT_TR_NOOP("Primary effect"), "long"),
        ("threshold", QT_TR_NOOP("Crossfire threshold (N+)"), "int"),
        ("threshold_text", QT_TR_NOOP("Threshold effect"), "long"),
        ("timebomb_text", QT_TR_NOOP("Timebomb"), "long"),
        ("complete", QT_TR_NOOP("Dealt in games"), "bool"),
    ],
    "black_market": [
        *_COMMON,
        ("type", QT_TR_NOOP("Type"), ("", *CARD_TYPES)),
        ("color", QT_TR_NOOP("Color"), COLORS),
        ("cost", QT_TR_NOOP("Cost"), "int"),
        ("copies", QT_TR_NOOP("Copies"), "int"),
        ("damage.colors", QT_TR_NOOP("Damage: colored points"), "texts"),
        ("damage.colorless", QT_TR_NOOP("Damage: colorless"), "int"),
        ("damage.levels", QT_TR_NOOP("Damage: levels"), "int"),
        ("text", QT_TR_NOOP("Ability text"), "long"),
        ("assist_text", QT_TR_NOOP("Assist text"), "long"),
        ("requires", QT_TR_NOOP("Requires"), ("", *CARD_TYPES)),
        ("complete", QT_TR_NOOP("Dealt in games"), "bool"),
    ],
    "upgrades": [
        *_COMMON,
        ("karma", QT_TR_NOOP("Karma"), "int"),
        ("text", QT_TR_NOOP("Effect"), "long"),
        ("complete", QT_TR_NOOP("Can be bought"), "bool"),
    ],
    "bosses": [
        *_COMMON,
        ("text", QT_TR_NOOP("Text"), "long"),
        ("sides", QT_TR_NOOP("Sides (TOML: [{name=..., attack=..., aspects=[...]}])"), "toml"),
    ],
}


def fields_for(deck: str) -> list[tuple[str, str, Any]]:
    return FIELDS["obstacles" if deck.startswith("obstacles_") else deck]


def read_int(text: str) -> Any:
    text = text.strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        return text  # shown back by validation as "expected a whole number, found ..."


def read_track(text: str) -> Any:
    """"bleu, 3, 2" as ["blue", 3, 2]: colours by their name in either language; what can't be read is
    kept as typed, for the validation line to point at."""
    colors = {color_name(c).lower(): c for c in COLOR_NAMES} | {c: c for c in COLOR_NAMES}
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    return [int(p) if p.lstrip("-").isdigit() else colors.get(p.lower(), p.lower()) for p in parts] or None


def read_texts(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


def show(value: Any, kind: Any) -> str:
    if value is None:
        return ""
    if kind == "track" and isinstance(value, list):
        return ", ".join(color_name(v) if v in COLOR_NAMES else str(v) for v in value)
    if kind in ("track", "texts"):
        return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
    if kind == "toml":
        from crossfire_desktop.catalog.toml_write import value as toml_value  # noqa: PLC0415

        return toml_value(value)
    return str(value)


class CardForm(QWidget):
    """The fields of one card. `edited(field, value)` on every change made by the user."""

    edited = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.widgets: dict[str, QWidget] = {}
        self.kinds: dict[str, Any] = {}
        self.labels: dict[str, str] = {}
        self._filling = False

    def build(self, deck: str) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.widgets, self.kinds = {}, {}
        for name, label, kind in fields_for(deck):
            w: QWidget
            if isinstance(kind, tuple):
                combo = QComboBox(self)
                _narrow(combo)
                for value in kind:  # shown in the player's words, stored as the card data's word
                    combo.addItem(color_name(value) if value in COLOR_NAMES else tr(value), value)
                combo.currentIndexChanged.connect(lambda _i, n=name, c=combo: self._emit(n, c.currentData() or None))
                w = combo
            elif kind == "bool":
                box = QCheckBox(self)
                box.toggled.connect(lambda v, n=name: self._emit(n, None if v else False))
                w = box
            elif kind in ("long", "toml"):
                edit = QPlainTextEdit(self)
                edit.setFixedHeight(edit.fontMetrics().height() * (7 if kind == "toml" else 4) + 14)
                if kind == "toml":
                    edit.setPlaceholderText(tr("For example:") + "\n" + SIDES_EXAMPLE)
                edit.textChanged.connect(lambda n=name, e=edit, k=kind: self._emit(n, _read(k, e.toPlainText())))
                w = edit
            else:
                line = QLineEdit(self)
                if kind == "track":  # the format first: the box is narrow
                    example = ", ".join([color_name("blue"), "3", "2"])
                    line.setPlaceholderText(tr("{example} (colours or amounts, left to right)").format(example=example))
                    line.setToolTip(tr("One box per comma, left to right: a colour ({colors}) or an amount.")
                                    .format(colors=", ".join(color_name(c) for c in COLOR_NAMES)))
                line.textEdited.connect(lambda v, n=name, k=kind: self._emit(n, _read(k, v)))
                w = line
            w.setObjectName(f"field_{name}")
            self.form.addRow(tr(label), w)
            self.widgets[name], self.kinds[name], self.labels[name] = w, kind, tr(label)

    def fill(self, shown: dict[str, Any]) -> None:
        self._filling = True
        try:
            for name, w in self.widgets.items():
                value = _get(shown, name)
                kind = self.kinds[name]
                if isinstance(w, QComboBox):
                    w.setCurrentIndex(max(0, w.findData(str(value or ""))))
                elif isinstance(w, QCheckBox):
                    w.setChecked(value is not False)
                elif isinstance(w, QPlainTextEdit):
                    if w.toPlainText() != show(value, kind):
                        w.setPlainText(show(value, kind))
                elif isinstance(w, QLineEdit) and w.text() != show(value, kind):
                    w.setText(show(value, kind))
        finally:
            self._filling = False

    def syntax_problems(self) -> list[str]:
        """The TOML boxes whose text can't be read yet, each named with what is wrong and where."""
        out = []
        for name, w in self.widgets.items():
            if self.kinds[name] == "toml" and isinstance(w, QPlainTextEdit):
                why = toml_problem(w.toPlainText())
                if why is not None:
                    out.append(tr("Field '{field}' is not valid TOML yet: {why}. Each side is "
                                  "{{ name = ..., attack = ..., aspects = [...] }}, inside [ ]; "
                                  "a {{ }} must stay on one line.")
                               .format(field=self.labels.get(name, name), why=why))
        return out

    def _emit(self, name: str, value: Any) -> None:
        if not self._filling:
            self.edited.emit(name, value)


def _read(kind: Any, text: str) -> Any:
    return {"int": read_int, "track": read_track, "texts": read_texts, "toml": read_toml_value}.get(
        kind, lambda t: t)(text)


def _get(data: dict[str, Any], name: str) -> Any:
    if "." in name:
        outer, inner = name.split(".", 1)
        sub = data.get(outer)
        return sub.get(inner) if isinstance(sub, dict) else None
    return data.get(name)


TRIGGER_WORDS = {  # when an ability fires, as the printed cards say it
    "play": "PLAY (played on your turn)", "assist": "ASSIST (played on another runner's turn)",
    "damage": "[*] DAMAGE (Apply Damage step)", "buy": "BUY", "flipped": "FLIPPED", "defeated": "DEFEATED",
    "attack": "ATTACK (when it attacks)", "start_of_turn": "start of turn", "end_of_turn": "end of turn",
    "before_draw": "before Draw & Buy", "static": "always (static)", "reveal": "REVEAL (Crossfire event)",
    "continuous": "while active (Crossfire event)", "timebomb": "TIMEBOMB", "activated": "used by a player",
    "later_play": "as you play a later card this turn",
}


class AbilityRow(QGroupBox):
    """One ability: trigger, effect (from the vocabulary, or resolved at the table), its parameters,
    the Crossfire threshold and the printed text."""

    changed = Signal()
    removed = Signal(object)

    def __init__(self, ability: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(tr("Ability"), parent)
        self.lay = QFormLayout(self)
        self.lay.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.when = QComboBox(self)
        for trigger in TRIGGERS:  # in the player's words, stored as the card data's word
            self.when.addItem(tr(TRIGGER_WORDS.get(trigger, trigger)), trigger)
        self.when.setObjectName("ability_when")
        self.effect = QComboBox(self)
        self.effect.setObjectName("ability_effect")
        _narrow(self.effect)
        for name in VOCABULARY:  # in words; the data's name on hover, for pack authors
            self.effect.addItem(effect_label(name), name)
            self.effect.setItemData(self.effect.count() - 1, data_name_tip(name), Qt.ItemDataRole.ToolTipRole)
        self.threshold = QLineEdit(self)
        self.threshold.setObjectName("ability_threshold")
        self.text = QLineEdit(self)
        self.text.setObjectName("ability_text")
        self.lay.addRow(tr("When"), self.when)
        self.lay.addRow(tr("Effect"), self.effect)
        self.params_box = QWidget(self)
        self.params_lay = QFormLayout(self.params_box)
        self.params_lay.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.params_lay.setContentsMargins(12, 0, 0, 0)
        self.lay.addRow(self.params_box)
        self.lay.addRow(tr("Crossfire threshold"), self.threshold)
        self.lay.addRow(tr("Printed text"), self.text)
        drop = QPushButton(tr("Remove this ability"), self)
        drop.clicked.connect(lambda: self.removed.emit(self))
        self.lay.addRow(drop)
        self.params: dict[str, QWidget] = {}
        self._set(ability)
        self.when.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.effect.currentIndexChanged.connect(self._effect_changed)
        self.threshold.textEdited.connect(lambda _v: self.changed.emit())
        self.text.textEdited.connect(lambda _v: self.changed.emit())

    def _set(self, ab: dict[str, Any]) -> None:
        self.when.setCurrentIndex(max(0, self.when.findData(str(ab.get("when", "flipped")))))
        idx = self.effect.findData(ab.get("effect", TABLE_EFFECT))
        if idx < 0:  # an effect the picker doesn't offer (a card-specific one): keep it
            self.effect.addItem(str(ab.get("effect")), ab.get("effect"))
            idx = self.effect.count() - 1
        self.effect.setCurrentIndex(idx)
        self.threshold.setText("" if ab.get("threshold") is None else str(ab["threshold"]))
        self.text.setText(str(ab.get("text", "")))
        self._build_params(dict(ab.get("params", {})))

    def _effect_changed(self) -> None:
        self._build_params({})
        self.changed.emit()

    def _build_params(self, values: dict[str, Any]) -> None:
        while self.params_lay.rowCount():
            self.params_lay.removeRow(0)
        self.params = {}
        effect = str(self.effect.currentData())
        entry = VOCABULARY.get(effect)
        for name, spec in (entry.params(effect) if entry else {}).items():
            w = _param_widget(spec, values.get(name), self.changed.emit, self.params_box)
            w.setObjectName(f"param_{name}")
            w.setToolTip(tr(spec.help) if spec.help else "")
            if isinstance(w, QLineEdit) and spec.help:  # the field's meaning in sight, not only on hover
                w.setPlaceholderText(tr(spec.help))
            label = QLabel(param_label(name) + (" *" if spec.required else ""), self.params_box)
            label.setToolTip(data_name_tip(name) + ("\n" + tr("* must be filled in") if spec.required else ""))
            self.params_lay.addRow(label, w)
            self.params[name] = w

    def value(self) -> dict[str, Any]:
        out: dict[str, Any] = {"when": self.when.currentData(), "effect": self.effect.currentData()}
        effect = str(self.effect.currentData())
        entry = VOCABULARY.get(effect)
        specs = entry.params(effect) if entry else {}
        params: dict[str, Any] = {}
        for name, w in self.params.items():
            spec = specs.get(name, Param("text"))
            v = _param_value(spec, w)
            if v is not None:
                params[name] = v
        if params:
            out["params"] = params
        threshold = read_int(self.threshold.text())
        if threshold is not None:
            out["threshold"] = threshold
        if self.text.text().strip():
            out["text"] = self.text.text().strip()
        return out


def _narrow(combo: QComboBox) -> None:
    """Long item texts must not widen the form past the window."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)


def _param_widget(spec: Param, value: Any, changed: Callable[[], None], parent: QWidget) -> QWidget:
    if spec.kind == "bool":
        box = QCheckBox(parent)
        box.setChecked(bool(value))
        box.toggled.connect(lambda _v: changed())
        return box
    if spec.kind == "text" and spec.choices:
        combo = QComboBox(parent)
        _narrow(combo)
        for choice in ["", *spec.choices] if not spec.required else spec.choices:  # words, stored as the data's
            combo.addItem(choice_label(choice) if choice else "", choice)
        combo.setCurrentIndex(max(0, combo.findData(str(value or ""))))
        if value and combo.findData(str(value)) < 0:  # a value the list doesn't offer: kept as written
            combo.addItem(str(value), str(value))
            combo.setCurrentIndex(combo.count() - 1)
        combo.currentIndexChanged.connect(lambda _i: changed())
        return combo
    line = QLineEdit(parent)
    line.setText(", ".join(value) if isinstance(value, list) else ("" if value is None else str(value)))
    if spec.kind == "texts" and spec.choices:
        line.setPlaceholderText(", ".join(spec.choices))
    line.textEdited.connect(lambda _v: changed())
    return line


def _param_value(spec: Param, w: QWidget) -> Any:
    if isinstance(w, QCheckBox):
        return True if w.isChecked() else None
    if isinstance(w, QComboBox):
        return str(w.currentData() or "") or None
    assert isinstance(w, QLineEdit)
    if spec.kind == "int":
        return read_int(w.text())
    if spec.kind == "texts":
        return read_texts(w.text()) or None
    return w.text().strip() or None


class AbilityList(QWidget):
    """Every ability of the card; `edited(list)` when any changes."""

    edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.rows: list[AbilityRow] = []
        self.add = QPushButton(tr("Add an ability"), self)
        self.add.setObjectName("addAbility")
        self.add.clicked.connect(self._add)
        bottom = QHBoxLayout()
        self.lay.addLayout(bottom)  # empty, then filled: see ui/look/layouts.py
        bottom.addWidget(self.add)
        bottom.addStretch(1)

    def fill(self, abilities: list[dict[str, Any]]) -> None:
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for ab in abilities:
            self._append(ab)

    def _append(self, ab: dict[str, Any]) -> AbilityRow:
        row = AbilityRow(ab, self)
        row.changed.connect(self._emit)
        row.removed.connect(self._remove)
        self.lay.insertWidget(len(self.rows), row)
        self.rows.append(row)
        return row

    def _add(self) -> None:
        self._append({"when": "flipped", "effect": TABLE_EFFECT})
        self._emit()

    def _remove(self, row: AbilityRow) -> None:
        self.rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._emit()

    def _emit(self) -> None:
        self.edited.emit([r.value() for r in self.rows])
