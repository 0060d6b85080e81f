"""The start screen: New mission, Learn to play, Continue, Load, Rules reference, Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..look.palettes import PALETTES, apply_palette, palette_label
from ..words.i18n import LANGUAGES
from ..words.text import tr
from .menu import MenuPage

if TYPE_CHECKING:  # the start screen shows before the store (and pydantic) is imported
    from ..session.persist import Persist
    from .save_rows import SaveRow

__all__ = ["LoadPage", "MenuPage", "SettingsPage"]


class LoadPage(QWidget):
    load = Signal(str)
    load_backup = Signal(str)  # the save's previous version, offered when the save itself can't be read
    watch = Signal(str)  # open the save as a replay
    back = Signal()

    def __init__(self, persist: Persist, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.persist = persist
        lay = QVBoxLayout(self)
        t = QLabel(tr("Load a game"), self)
        t.setObjectName("pageTitle")
        lay.addWidget(t)
        self.list = QListWidget(self)
        lay.addWidget(self.list, 1)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        row = QHBoxLayout()
        back = QPushButton(tr("Back"), self)
        back.clicked.connect(self.back)
        self.broken = ""
        self.backup_btn = QPushButton(tr("Load its backup"), self)
        self.backup_btn.setToolTip(tr("Open the version saved before the last write; the broken file is kept as it is"))
        self.backup_btn.clicked.connect(lambda: self.load_backup.emit(self.broken))
        self.backup_btn.hide()
        self.watch_btn = QPushButton(tr("Watch replay"), self)
        self.watch_btn.setToolTip(tr("Step through this game in a read-only table, from where its save starts"))
        self.watch_btn.clicked.connect(self._watch)
        self.aside_btn = QPushButton(tr("Set aside"), self)
        self.aside_btn.setToolTip(tr("Rename this damaged save so its name is free again; its contents and its "
                                     "backup are kept"))
        self.aside_btn.clicked.connect(self._set_aside)
        self.aside_btn.hide()
        go = self.go = QPushButton(tr("Load"), self)
        go.setObjectName("primary")
        go.clicked.connect(self._load)
        for b in (back, self.backup_btn, self.watch_btn, self.aside_btn, go):
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does (off outside a dialog)
        self.list.itemDoubleClicked.connect(lambda _i: self._load())
        self.list.currentItemChanged.connect(lambda _now, _before: self._picked())
        self.rows: dict[str, SaveRow] = {}
        self.reported: tuple[str | None, str] = (None, "")  # a failed load's save and what was said of it
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        row.addWidget(back)
        row.addStretch(1)
        row.addWidget(self.aside_btn)
        row.addWidget(self.backup_btn)
        row.addWidget(self.watch_btn)
        row.addWidget(go)

    def fill(self) -> None:
        """One row per save: its name, then what it is (mission, team, rules, round, when saved); a save
        that can't be read says so here, before the player picks it."""
        from .save_rows import campaign_names, save_row  # noqa: PLC0415 - reads saves (pydantic): not on the start screen

        self.list.clear()
        names = ([""] if self.persist.has_autosave() else []) + self.persist.saves()
        named = campaign_names(self.persist, names)  # a campaign game is listed by its campaign's name
        self.rows = {name: save_row(self.persist, name, named) for name in names}
        for name in self.persist.backup_only_saves():  # set aside: listed while its backup can be loaded
            if (row := save_row(self.persist, name, named)).backup:
                self.rows[name] = row
        self.reported = (None, "")
        for name, r in self.rows.items():
            item = QListWidgetItem(r.text)
            item.setData(Qt.ItemDataRole.UserRole, name)
            if r.broken:  # set apart from the good ones, with the store's whole reason on hover
                item.setForeground(QColor("#ff8a80"))
                item.setToolTip(r.detail)
            self.list.addItem(item)
        self.message.setText("" if self.list.count() else tr("No saved games yet."))
        self.backup_btn.hide()
        self._picked()

    def report(self, name: str, text: str, has_backup: bool) -> None:
        """Say why a save can't be loaded, and offer its backup when there is a readable one."""
        self.broken = name
        self.reported = (name, text)  # kept while that row is the one picked
        self.message.setText(text)
        self.backup_btn.setVisible(has_backup)

    def current(self) -> SaveRow | None:
        item = self.list.currentItem()
        return None if item is None else self.rows.get(str(item.data(Qt.ItemDataRole.UserRole)))

    def _picked(self) -> None:
        """A save that can't be read: not loadable (Load and Watch off), said why, offered to be set aside
        when the file is damaged, and its backup offered when there is a readable one."""
        r = self.current()
        broken = r is not None and r.broken
        self.go.setEnabled(not broken)
        self.watch_btn.setEnabled(not broken)
        self.aside_btn.setVisible(r is not None and r.damaged)
        if r is not None and r.broken:
            self.broken = r.name
            self.backup_btn.setVisible(r.backup)
            said = self.reported[1] if self.reported[0] == r.name else (tr(
                "{file} can't be loaded: {why}. It is never written over; Set aside renames it, its contents kept."
            ) if r.damaged else tr("{file} can't be loaded: {why}. It is kept as it is and never written over.")).format(
                file=r.file, why=r.reason)
            self.message.setText(said)
        elif r is not None:  # a good one: what was said of another row goes
            self.broken = ""
            self.backup_btn.hide()
            self.message.setText("")

    def _load(self) -> None:
        r = self.current()
        if r is not None and not r.broken:
            self.load.emit(r.name)

    def _watch(self) -> None:
        r = self.current()
        if r is not None and not r.broken:
            self.watch.emit(r.name)

    def _set_aside(self) -> None:
        """The damaged file is renamed, its bytes kept (read again first, under its lock: one another copy
        has since saved good is left alone); its backup stays, still offered in this list."""
        from crossfire_desktop.campaign.errors import SaveError  # noqa: PLC0415 - see fill()

        from ..words.save_words import save_why  # noqa: PLC0415

        r = self.current()
        if r is None or not r.damaged:
            return
        try:
            done = self.persist.set_aside_save(r.name)
        except (OSError, SaveError) as exc:
            self.fill()
            self.message.setText(tr("{file} was not set aside: {why}").format(file=r.file, why=save_why(exc)))
            return
        self.fill()
        if done is None:
            self.message.setText(tr("{file} was not set aside: it can be read now (another copy of the game saved "
                                    "it).").format(file=r.file))
            return
        dest, kept = done
        text = tr("Set aside: {file} is kept as {new} in {folder}.").format(file=r.file, new=dest.name, folder=dest.parent)
        if kept is not None:
            text += " " + tr("Its backup stays in this list, and a copy is kept as {backup}.").format(backup=kept.name)
        self.message.setText(text)


class SettingsPage(QWidget):
    back = Signal()
    changed = Signal()
    said = Signal(str)  # a sentence for the screen Back leads to

    def __init__(self, persist: Persist, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.persist = persist
        lay = QVBoxLayout(self)
        t = QLabel(tr("Settings"), self)
        t.setObjectName("pageTitle")
        lay.addWidget(t)
        form = QFormLayout()
        lay.addLayout(form)  # empty, then filled: see ui/look/layouts.py
        self.anim = QComboBox(self)
        for label, ms in [(tr("Off"), 0), (tr("Fast"), 120), (tr("Normal"), 220), (tr("Slow"), 450)]:
            self.anim.addItem(label, ms)
        self.handoff = QCheckBox(tr("Show a hand-off screen between runners"), self)
        self.one = QCheckBox(tr("One player plays every runner (no hand-offs)"), self)
        # one excludes the other (both could be ticked, seen in play): one player greys the hand-off screen out,
        # and the hot-seat choice comes back when it is unticked
        self._handoff_kept = False
        self.one.toggled.connect(self._one_player)
        self.scale = QComboBox(self)
        for s in (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0):
            self.scale.addItem(f"{int(s * 100)} %", s)
        self.language = QComboBox(self)
        self.language.addItem(tr("System language"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setToolTip(tr("The language applies the next time you start the game."))
        form.addRow(tr("Language"), self.language)
        self.language_note = QLabel(tr("The new language applies the next time you start the game."), self)
        self.language_note.setObjectName("goodNote")
        self.language_note.hide()  # shown once another language is picked (a tooltip alone went unseen, seen in play)
        form.addRow("", self.language_note)
        self.language.currentIndexChanged.connect(
            lambda _i: self.language_note.setVisible(self.language.currentData() != self.persist.settings.language))
        form.addRow(tr("Card animation"), self.anim)
        form.addRow("", self.handoff)
        form.addRow("", self.one)
        form.addRow(tr("UI scale"), self.scale)
        self.scale.activated.connect(lambda _i: self._scale_picked())
        self.palette = QComboBox(self)
        for name in PALETTES:
            self.palette.addItem(palette_label(name), name)
        self.palette.setToolTip(tr("Damage colours that stay apart with a colour-vision deficiency; "
                                   "each colour also keeps its letter and shape."))
        form.addRow(tr("Colours"), self.palette)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setMaximumWidth(320)
        self.volume.setToolTip(tr("Volume of the table sounds"))
        self.mute = QCheckBox(tr("Mute sounds"), self)
        form.addRow(tr("Sound volume"), self.volume)
        form.addRow("", self.mute)
        from ..look.sounds import sound_problem  # noqa: PLC0415 - tries the multimedia library: not on the start screen

        self.sound_note = QLabel(sound_problem() or "", self)
        self.sound_note.setObjectName("message")
        self.sound_note.setWordWrap(True)
        self.sound_note.setVisible(bool(self.sound_note.text()))
        lay.addWidget(self.sound_note)  # just below the volume (a form row would size its wrapped lines wrongly)
        from .advanced_box import AdvancedBox  # noqa: PLC0415 - not on the start screen
        from .karma_table import KarmaTableEditor  # noqa: PLC0415 - reads the engine's table: not on the start screen

        self.advanced = AdvancedBox(self)  # rule values most players never change
        self.karma_table = KarmaTableEditor(self.advanced.body)
        self.advanced.body_lay.addWidget(self.karma_table)
        lay.addWidget(self.advanced)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        lay.addStretch(1)
        back = QPushButton(tr("Back"), self)
        back.clicked.connect(self._save_and_back)
        back.setAutoDefault(True)  # Enter presses it, as Space does
        lay.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        self.load()

    def load(self) -> None:
        s, p = self.persist.settings, self.persist.prefs
        ms = s.animation_ms
        idx = min(range(self.anim.count()), key=lambda i: abs(int(self.anim.itemData(i)) - ms))
        self.anim.setCurrentIndex(idx)
        self.handoff.setChecked(s.hand_off_screen)
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.volume.setValue(s.volume)
        self.mute.setChecked(s.mute)
        self.one.blockSignals(True)
        self.one.setChecked(p.one_player)
        self.one.blockSignals(False)
        self._handoff_kept = s.hand_off_screen
        self._one_player(p.one_player)
        idx = min(range(self.scale.count()), key=lambda i: abs(float(self.scale.itemData(i)) - p.ui_scale))
        self.scale.setCurrentIndex(idx)
        self.palette.setCurrentIndex(max(0, self.palette.findData(p.palette)))
        self.karma_table.set_table(s.karma_table)
        self.message.setText(self.persist.settings_problem or "")

    def _scale_picked(self) -> None:
        """A new UI scale shows at once, on this page too (it showed only after Back, seen in play)."""
        from ..look.style import apply_scale

        apply_scale(float(self.scale.currentData()))

    def _one_player(self, on: bool) -> None:
        if on:
            self._handoff_kept = self.handoff.isChecked()
        self.handoff.setChecked(False if on else self._handoff_kept)
        self.handoff.setEnabled(not on)

    def _save_and_back(self) -> None:
        s, p = self.persist.settings, self.persist.prefs
        s.animation_ms = int(self.anim.currentData())
        s.hand_off_screen = self._handoff_kept if self.one.isChecked() else self.handoff.isChecked()
        language_changed = s.language != self.language.currentData()
        s.language = str(self.language.currentData())  # type: ignore[assignment]
        s.volume = self.volume.value()
        s.mute = self.mute.isChecked()
        p.one_player = self.one.isChecked()
        p.ui_scale = float(self.scale.currentData())  # (applied as it was picked: _scale_picked)
        p.palette = apply_palette(str(self.palette.currentData()))  # type: ignore[assignment]
        s.karma_table = self.karma_table.table()
        notice = self.persist.save_settings()
        self.persist.save_prefs()
        self.changed.emit()
        if notice and self.message.text() != notice:  # saving failed: stay so the player reads it; Back leaves
            self.message.setText(notice)
            return
        if language_changed:  # said where Back leads (the start screen, or the table's log): one Back leaves
            self.said.emit(tr("The new language applies the next time you start the game."))
        self.back.emit()
