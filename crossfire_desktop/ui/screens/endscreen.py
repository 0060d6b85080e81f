"""The end of a mission: result, Karma earned, a recap, and what to do next (play again, replay the seed)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from crossfire_desktop.campaign.awards import base_award, bonus_award
from crossfire_desktop.engine import Game

from ..words.edition import edition_line, edition_name
from ..words.text import result_title, tr
from .recap import recap_lines

PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
SEEN_MS = 500  # how long the result shows before a key can press its buttons

def karma_earned(game: Game) -> tuple[int, list[str]]:
    """Mission Karma for the result plus bonus challenges taken (campaign scaling is applied elsewhere)."""
    m = game.cat.missions.get(game.s.mission)
    result = game.result
    if m is None or result is None or (result == "abort" and m.karma_abort is None):
        return 0, []
    challenges = {c: game.s.bonus.count(c) for c in set(game.s.bonus)}
    base = base_award(m, result)
    lines = [tr("Mission: {k} Karma").format(k=base)]
    if result == "win":
        for b in m.bonus_challenges:
            n = challenges.get(b.id, 0)
            if n:
                lines.append(tr("{name} ×{n}: +{k} Karma").format(name=b.name, n=n, k=b.karma * n))
    return base + bonus_award(m, result, challenges), lines


class EndScreen(QWidget):
    menu = Signal()
    record = Signal()  # a campaign game: go to the post-mission step
    again = Signal(bool)  # a one-off game: play its setup again (True: with the same seed)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("bigTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.karma = QLabel(self)
        self.karma.setObjectName("karma")
        self.karma.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary = QLabel(self)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.karma)
        lay.addWidget(self.summary)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        lay.addSpacing(20)
        row = QHBoxLayout()
        lay.addLayout(row)  # empty, then filled: see ui/look/layouts.py
        row.addStretch(1)
        b = QPushButton(tr("Back to the start screen"), self)
        b.clicked.connect(self.menu)
        row.addWidget(b)
        self.again_btn = QPushButton(tr("Play again"), self)
        self.again_btn.setObjectName("primary")
        self.again_btn.setToolTip(tr("The same mission and team, newly shuffled"))
        self.again_btn.clicked.connect(lambda: self.again.emit(False))
        row.addWidget(self.again_btn)
        self.replay_btn = QPushButton(tr("Replay this seed"), self)
        self.replay_btn.setToolTip(tr("The same mission and team, shuffled exactly as this game"))
        self.replay_btn.clicked.connect(lambda: self.again.emit(True))
        row.addWidget(self.replay_btn)
        self.copy_btn = QPushButton(tr("Copy this seed"), self)
        self.copy_btn.setToolTip(tr("Copy the mission, team size and seed, so friends can play the same deal"))
        self.copy_btn.clicked.connect(self._copy_seed)
        row.addWidget(self.copy_btn)
        self.seed_text = ""
        self.record_btn = QPushButton(tr("Post-mission: record Karma in the campaign"), self)
        self.record_btn.setObjectName("primary")
        self.record_btn.clicked.connect(self.record)
        row.addWidget(self.record_btn)
        row.addStretch(1)
        lay.addStretch(2)
        # the Space that ended the last turn, held or pressed again at once, pressed Play again before the result
        # was read (seen in play): the buttons take Space and Enter only once the result has been on screen a moment
        self._seen = QTimer(self)
        self._seen.setSingleShot(True)
        for button in (b, self.again_btn, self.replay_btn, self.copy_btn, self.record_btn):
            button.installEventFilter(self)

    def showEvent(self, ev: object) -> None:  # noqa: N802 - Qt's name
        super().showEvent(ev)  # type: ignore[arg-type]
        self._seen.start(SEEN_MS)

    @property
    def keys_ready(self) -> bool:
        """The result has been on screen long enough for Space and Enter to press its buttons."""
        return not self._seen.isActive()

    def eventFilter(self, watched: QObject, ev: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (ev.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(ev, QKeyEvent)
                and ev.key() in PRESS_KEYS
                and (not self.keys_ready or ev.isAutoRepeat())):  # a key held from the table never acts here
            return True
        if (ev.type() == QEvent.Type.KeyPress and isinstance(ev, QKeyEvent) and isinstance(watched, QPushButton)
                and ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            watched.click()  # a button outside a dialog takes only Space: Enter showed a focus ring and did nothing
            return True
        return super().eventFilter(watched, ev)

    def resizeEvent(self, ev: object) -> None:
        super().resizeEvent(ev)  # type: ignore[arg-type]
        # the text grows with the window (13 px at 1280x720, 20 px at 1920x1080)
        px = max(13, min(24, round(self.height() / 55)))
        self.setStyleSheet(f"QLabel {{ font-size: {px}px; }} QLabel#karma {{ font-size: {px + 5}px; }} "
                           f"QLabel#bigTitle {{ font-size: {2 * px + 8}px; }} "
                           f"QPushButton {{ font-size: {px}px; padding: {px // 3}px {px}px; }}")

    def _copy_seed(self) -> None:
        QGuiApplication.clipboard().setText(self.seed_text)
        self.message.setText(tr("Copied: {text}").format(text=self.seed_text))

    def show_result(self, game: Game) -> None:
        result = game.result or "loss"
        m = game.cat.missions.get(game.s.mission)
        self.seed_text = tr("Shadowrun: Crossfire · {mission} · runners: {n} · {rules} · seed {seed}").format(
            mission=m.name if m else game.s.mission, n=len(game.setup.runners), rules=edition_name(game.setup.rules),
            seed=game.setup.seed)
        self.title.setText(result_title(result))
        total, lines = karma_earned(game)
        campaign = game.setup.campaign is not None
        self.record_btn.setVisible(campaign)
        # a campaign game goes on from the campaign page (its runners join each game there)
        self.again_btn.setVisible(not campaign)
        self.replay_btn.setVisible(not campaign)
        self.message.setText("")
        head = (tr("Mission Karma for each runner, before the campaign's scaling: {k}") if campaign
                else tr("Karma earned by each runner: {k}"))
        # the breakdown only when bonus challenges add to the mission's Karma ("Mission: 1 Karma" repeated the
        # line above it, seen in play)
        self.karma.setText("\n".join([head.format(k=total), *(lines if len(lines) > 1 else [])]))
        s = game.s
        rows = [edition_line(game), *recap_lines(game), ""]
        for r in s.runners:
            state = tr("critical") if r.critical else tr("staggered") if r.staggered else tr("standing")
            if r.client:  # no deck, hand or nuyen (p. 20)
                rows.append(tr("The Client: HP {hp}/{max}, {state}").format(hp=max(r.hp, 0), max=r.max_hp, state=state))
                continue
            rows.append(tr("{name} ({meta}): HP {hp}/{max}, {nuyen}¥, {cards} cards, {state}").format(
                name=r.name, meta=tr(r.metatype), hp=r.hp, max=r.max_hp, nuyen=r.nuyen,
                cards=len(r.hand) + len(r.deck) + len(r.discard), state=state))
        self.summary.setText("\n".join(rows))
