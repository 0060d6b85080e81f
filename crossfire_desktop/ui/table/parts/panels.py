"""Small read-only panels: the step bar, the mission tracker, the Crossfire event."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from crossfire_desktop.engine import Game
from crossfire_desktop.engine import view as gv

from ...look.cardcache import CACHE
from ...look.cardface import face_of
from ...look.cardpaint import CARD_RATIO
from ...words.cardwords import card_text
from ...words.edition import crossfire_wait_line, edition_name
from ...words.text import STEP_NAMES, step_name, step_short_name, tr


def share_out(room: float, wants: dict[Any, float]) -> dict[Any, float]:
    """Each gets what it wants if all fit; else the small wants whole and the rest an equal share of what is
    left (water-filling)."""
    if sum(wants.values()) <= room:
        return dict(wants)
    out: dict[Any, float] = {}
    left, rest = room, sorted(wants.items(), key=lambda kv: kv[1])
    while rest:
        cap = left / len(rest)
        key, want = rest[0]
        if want > cap:
            out.update({k: cap for k, _w in rest})
            break
        out[key] = want
        left -= want
        rest = rest[1:]
    return out


class StepsBar(QWidget):
    """The round's steps as tabs. Their words shrink (never below 11 px) to fit the tabs the window
    leaves them, rather than being cut ("2. Apply Damag"); the tabs never make the window wider. Where whole
    names would shrink by more than a quarter (UI scale 150% at 1280x720: "Cr…"), or below the words of UI
    scale 100% (at 150% they were smaller than at 100%, seen in play), the lit step keeps its whole name and
    the others show their number and one word ("3. Take"), or only their number where even that doesn't fit
    ("2 3 4 5" alone was seen in play); each tab's tooltip names it whole."""

    PAD = 16  # the tab's padding and border (style.qss QLabel#step)
    SHRINK = 0.75  # the least share of the table's word size the whole names may shrink to ...
    READABLE_PX = 16  # ... and this size always does (a large window's words are large enough already)
    SHORT_PX = 13  # the short names ("3. Take") may shrink to this before the unlit steps show only a number

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.labels: dict[str, QLabel] = {}
        self.base_px = 13.0  # the table's word size (ui/table/parts/fit.py)
        self.least_px = 13.0  # ... and what it is at UI scale 100%: larger scales never show smaller tabs
        self.px = 0
        about = tr("The round's Crossfire step, then each runner's five turn steps.")
        for i, key in enumerate(STEP_NAMES):
            numbered = key not in ("crossfire", "breather")
            text = f"{i}. {step_name(key)}" if numbered else step_name(key)
            lab = QLabel(text, self)
            lab.setProperty("name", text)  # its whole name: what shows may be cut to fit (fit)
            lab.setProperty("short", step_short_name(key, i) if numbered else text)  # unlit, room short
            lab.setProperty("number", str(i) if numbered else text)  # unlit, room shorter still
            lab.setObjectName("step")
            lab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lab.setToolTip(f"{text}\n{about}")
            lay.addWidget(lab)
            self.labels[key] = lab
        self.current = ""

    def set_base_px(self, px: float, least: float) -> None:
        self.base_px = px
        self.least_px = least
        self.fit()

    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        self.fit()

    def fit(self) -> None:
        """Each tab as wide as its name needs, at the largest word size (11 px .. base) at which every name, in
        bold, fits its tab; below SHRINK of the base, the unlit steps show their number instead. Where even 11 px
        is too large, the longest names are cut at their end with "…" and the short ones stay whole ("Cross…"
        and "Breat…" beside a whole "2. Apply Damage" were seen in play); never cut at both ends ("rossfir")."""
        shown = [lab for lab in self.labels.values() if not lab.isHidden()]
        if not shown:
            return
        lay = self.layout()
        assert isinstance(lay, QHBoxLayout)
        room = self.width() - lay.spacing() * (len(shown) - 1)
        names = {lab: str(lab.property("name")) for lab in shown}
        px = self._px_for(names, room)
        least = max(11.0, min(self.base_px * self.SHRINK, self.READABLE_PX))
        if self.least_px < self.base_px:  # a larger UI scale: never smaller than the tabs at 100% (16 px caps those)
            least = max(least, min(self.least_px, self.base_px * self.SHRINK))
        lit = self.labels.get(self.current)
        for shorter in ("short", "number"):
            if px >= least:
                break
            names = {lab: name if lab is lit else str(lab.property(shorter)) for lab, name in names.items()}
            px = self._px_for(names, room)
            least = max(11.0, min(least, self.SHORT_PX))  # a word beside the number is worth smaller words
        if px != self.px:
            self.px = px
            self.setStyleSheet(f"QLabel#step {{ font-size: {px}px; }}")
        fm = QFontMetricsF(self._bold(px))
        tabs = share_out(room, {lab: fm.horizontalAdvance(name) + self.PAD for lab, name in names.items()})
        for lab, tab in tabs.items():
            lay.setStretchFactor(lab, max(1, int(tab)))
            fits = fm.elidedText(names[lab], Qt.TextElideMode.ElideRight, tab - self.PAD)
            if lab.text() != fits:
                lab.setText(fits)

    def _bold(self, px: float) -> QFont:
        f = QFont(self.font())
        f.setBold(True)  # the lit tab's words are bold
        f.setPixelSize(int(px))
        return f

    def _px_for(self, names: dict[QLabel, str], room: float) -> int:
        """The largest word size (11 px .. base) at which these names fit `room` side by side."""
        fm = QFontMetricsF(self._bold(100))
        wide = sum(max(1.0, fm.horizontalAdvance(name)) for name in names.values())  # at 100 px
        return int(max(11.0, min(self.base_px, (room - self.PAD * len(names)) * 100 / wide)))

    def light(self, step: str) -> None:
        self.current = step
        for key, lab in self.labels.items():
            on = key == step
            if lab.property("lit") != on:
                lab.setProperty("lit", on)
                lab.style().unpolish(lab)
                lab.style().polish(lab)
        self.fit()  # where room is short, the lit step is the one named whole


def mission_text(game: Game) -> tuple[str, str]:
    f = gv.mission_facts(game)
    # before the first round (the setup's own choices): "Setup", not "Round 0" (seen in play)
    parts = [f["mission"], tr("Round {n}").format(n=f["round"]) if f["round"] else tr("Setup")]
    tip = []
    if "track" in f:
        steps = [r for r, _t in f["track"]]
        parts.append(tr("Track {r}/{n}").format(r=f["round"], n=max(steps) if steps else "?"))
        tip += [tr("Round {r}: {text}").format(r=r, text=card_text(t)) for r, t in f["track"]]
        if "client" in f:
            parts.append(tr("Client HP {hp}/{max}").format(hp=f["client"]["hp"], max=f["client"]["max_hp"]))
    elif "boss" in f:
        boss = game.cat.by_id.get(f["boss"])  # the card's printed name, not its id ("Boss: dragon", seen in play)
        parts.append(tr("Boss: {boss}").format(boss=boss.name if boss is not None else f["boss"]))
    else:
        parts.append(tr("Scene {n}/3").format(n=f["scene"]))
    if game.s.abort is not None:  # a runner went critical: the last round the rest play (said nowhere else, seen in play)
        parts.append(tr("Abort run: last round"))
    if game.setup.rules == "revised":  # the first printing is the default: only the revised one is named
        parts.append(tr("Revised rules"))
    tip.insert(0, tr("Rules: {edition}").format(edition=edition_name(game.setup.rules)))
    state = f["state"]  # the mission's own state, in words (other keys are bookkeeping)
    if isinstance(state.get("track"), int):
        tip.append(tr("Mission marker: round {n}").format(n=state["track"]))
    if isinstance(state.get("dragon_facing"), int) and 0 <= state["dragon_facing"] < len(game.s.runners):
        tip.append(tr("The Dragon faces {runner}").format(runner=game.s.runners[state["dragon_facing"]].name))
    return "  ·  ".join(str(p) for p in parts), "\n".join(tip)


def fitting_font(font: QFont, box: QRectF, flags: Any, text: str) -> QFont:
    """`font`, smaller if need be (down to 8 px) until the wrapped text fits `box` (large words at UI scale 150%
    on 1280x720 ran out of the empty event slot, seen in play)."""
    f = QFont(font)
    px = f.pixelSize() if f.pixelSize() > 0 else round(f.pointSizeF() * 4 / 3)
    while px > 8:
        f.setPixelSize(px)
        if QFontMetricsF(f).boundingRect(box, int(flags), text).height() <= box.height():
            break
        px -= 1
    return f


class CrossfirePanel(QWidget):
    """The active Crossfire event as a card (hover: its zoom), the Crossfire level above it."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.card_h = 98
        self.zoom: Any = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def label_h(self) -> int:
        return self.fontMetrics().height() * 2 + 4

    def set_card_height(self, h: int) -> None:
        self.card_h = h
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """The card, and wide enough for the level line in bold (larger words must not cut it)."""
        f = QFont(self.font())
        f.setBold(True)
        words = QFontMetricsF(f).horizontalAdvance(tr("Crossfire level {n}").format(n=88)) + 6
        return QSize(int(max(self.card_h / CARD_RATIO + 4, words)), self.card_h + self.label_h() + 4)

    def card_rect(self) -> QRectF:
        return QRectF(2, self.label_h() + 2, self.card_h / CARD_RATIO, self.card_h)

    def summary(self) -> list[str]:
        g = self.game
        level = gv.crossfire_level(g)
        wait = crossfire_wait_line(g)
        if wait:
            level = -g.s.crossfire_wait  # revised: the starting level below 0
        lines = [tr("Crossfire level {n}").format(n=level), *([wait] if wait else []),
                 tr("Deck {d} · discard {x}").format(d=len(g.s.crossfire_deck), x=len(g.s.crossfire_discard))]
        for t in gv.thresholds(g):
            lines.append(tr("{mark} {n}+ {state}").format(mark="●" if t.live else "○", n=t.threshold,
                                                       state=tr("LIVE") if t.live else tr("not yet")))
        if not g.s.crossfire_active:
            lines.append(tr("No active event"))
        return lines

    def paintEvent(self, _ev: object) -> None:
        g = self.game
        p = QPainter(self)
        lines = self.summary()
        lh = self.fontMetrics().height()
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f08a24"))
        p.drawText(QRectF(2, 0, self.width() - 2, lh), Qt.AlignmentFlag.AlignVCenter, self.head(lines, p.fontMetrics()))
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor("#c9d1e0"))
        wait = crossfire_wait_line(g)
        second = lines[2] if wait else lines[1]  # the revised countdown goes in the card's place below
        p.drawText(QRectF(2, lh, self.width() - 2, lh), Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(second, Qt.TextElideMode.ElideRight, self.width() - 2))
        if g.s.crossfire_active:
            r = self.card_rect()
            pm = CACHE.get(face_of(g, g.s.crossfire_active[-1]), int(r.width()), int(r.height()), self.devicePixelRatioF())
            p.drawPixmap(r.topLeft().toPoint(), pm)
        else:  # an outlined empty slot that says what comes there, not a blank hole in the table
            r = self.card_rect().adjusted(1, 1, -1, -1)
            p.setPen(QPen(QColor("#5a6478"), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r, 8, 8)
            p.setPen(QColor("#c9d1e0"))
            box, flags = r.adjusted(8, 8, -8, -8), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            p.setFont(fitting_font(p.font(), box, flags, self.empty_text()))
            p.drawText(box, flags, self.empty_text())
        p.end()

    def head(self, lines: list[str], metrics: QFontMetrics) -> str:
        """The level, and the live threshold where it fits whole ("● 2" was all that showed of "● 2+ LIVE"; the
        event card marks its live line itself and the tooltip says it too)."""
        live = [x for x in lines[2:] if x.startswith("●")]
        head = lines[0] + ("  " + live[0] if live else "")
        return head if metrics.horizontalAdvance(head) <= self.width() - 2 else lines[0]

    def empty_text(self) -> str:
        g = self.game
        wait = crossfire_wait_line(g)  # the revised edition's countdown, if any
        if wait:
            return wait
        if not g.mission.draws_crossfire(g):  # a small team's first rounds, a bonus challenge (the mission's setup)
            return tr("No event this round") + "\n\n" + tr(
                "This mission's setup flips no Crossfire event in round {round}.").format(round=g.s.round)
        return tr("No active event") + "\n\n" + tr("A Crossfire event is flipped here at the start of each round.")

    def zoom_active(self) -> bool:
        """The active Crossfire event large, beside this card (hover, Z); False when there is none."""
        from PySide6.QtCore import QRect

        g = self.game
        if not g.s.crossfire_active or self.zoom is None:
            return False
        r = self.card_rect().toRect()
        glob = QRect(self.mapToGlobal(r.topLeft()), r.size())
        h = int(min(520, (self.screen().availableGeometry().height() if self.screen() else 720) * 0.62))
        self.zoom.show_face(face_of(g, g.s.crossfire_active[-1]), glob, h, note="  ·  ".join(self.summary()))
        return True

    def event(self, ev: object) -> bool:
        from PySide6.QtCore import QEvent

        kind = getattr(ev, "type", lambda: None)()
        if kind == QEvent.Type.ToolTip:
            if self.zoom_active():
                return True
            self.setToolTip("\n".join(self.summary()))
        elif kind == QEvent.Type.Leave and self.zoom is not None:
            self.zoom.hide()
        return super().event(ev)  # type: ignore[arg-type]
