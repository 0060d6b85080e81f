"""A campaign runner card, painted like the table's cards: name, metatype, Karma and the sticker slots."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from crossfire_desktop.campaign import CampaignRunner, Quote, Slot, karma_free, slot_value, upgrades_total
from crossfire_desktop.catalog import Catalog
from crossfire_desktop.catalog.models import UpgradeCard

from ..look.cardpaint import BG, DIM, FG, GOLD
from ..look.plain import plain_tip
from ..look.style import ui_scale
from ..words.cardwords import card_text
from ..words.save_words import local_time
from ..words.text import tr

WARN = QColor("#ff9f43")
GREEN = QColor("#7bd88f")
STICKER = QColor("#263049")
EDGE = QColor("#55607a")
INK = QColor("#11151f")  # dark text on gold and orange

# Heights at scale 1 (the 260 px wide card); painting and the minimum height share them so they agree.
WIDTH, HEIGHT = 260, 360
PAD, NAME_H, META_H, BADGE_H, STATS_H, CAPTION_H = 10, 26, 18, 24, 40, 18
ROW_MIN, ROW_MAX, GAP = 28, 46, 4


def value_text(karma: int, slot: int) -> str:
    """A sticker's value in a slot with the surcharge visible: "5" in slot 1, "15 (5+10)" elsewhere."""
    value = slot_value(karma, slot)
    return str(value) if value == karma else f"{value} ({karma}+{value - karma})"


def sticker_bonus(runner: CampaignRunner, catalog: Catalog, effect: str) -> int:
    """What the runner's active stickers add to a starting figure (Just Tough: +1 HP), as the engine
    adds it at game start (engine/upgrades.py StickerHooks.game_start)."""
    total = 0
    for s in runner.stickers:
        card = catalog.by_id.get(s.id)
        if not isinstance(card, UpgradeCard):
            continue
        for ab in card.abilities:
            n = ab.params.get("n", 1)
            total += n if ab.effect == effect and isinstance(n, int) else 0
    return total


def meta_line(runner: CampaignRunner, catalog: Catalog) -> str:
    """The runner's starting figures with its stickers counted (what its next game starts with)."""
    meta = catalog.metatypes.get(runner.metatype)
    if meta is None:
        return tr(runner.metatype)
    return tr("{metatype} · {hp} HP · {cards} cards · {nuyen}¥").format(
        metatype=tr(runner.metatype), hp=meta.hp + sticker_bonus(runner, catalog, "sticker_start_hp"),
        cards=meta.cards + sticker_bonus(runner, catalog, "sticker_start_cards"),
        nuyen=meta.nuyen + sticker_bonus(runner, catalog, "sticker_start_nuyen"))


RESULT_WORD = {"win": "won", "abort": "aborted", "loss": "failed"}


def history_line(runner: CampaignRunner) -> str:
    """The runner's missions in one line: "3 missions: 2 won, 1 aborted"."""
    if not runner.history:
        return tr("No missions yet")
    counts = {r: sum(1 for m in runner.history if m.result == r) for r in RESULT_WORD}
    parts = [tr("{n} {word}").format(n=n, word=tr(RESULT_WORD[r])) for r, n in counts.items() if n]
    return tr("%n mission(s): {parts}", None, len(runner.history)).format(parts=", ".join(parts))


def history_lines(runner: CampaignRunner) -> list[str]:
    """Each mission, newest first: date, mission, result, Karma."""
    return [tr("{date} · {mission} — {result}, +{karma} Karma").format(
        date=local_time(m.at)[:10], mission=m.mission_name or m.mission_id,
        result=tr(RESULT_WORD[m.result]), karma=m.karma) for m in reversed(runner.history)]


def karma_line(runner: CampaignRunner) -> str:
    return tr("Karma earned {earned} · in upgrades {total} · free {free}").format(
        earned=runner.karma_earned, total=upgrades_total(runner), free=karma_free(runner))


def covers_text(slot: Slot) -> str:
    """The covered stickers of a slot, most recent first (they have no effect and no value)."""
    names = ", ".join(s.name for s in reversed(slot.covered))
    return tr("covers {n}: {names}").format(n=len(slot.covered), names=names) if slot.covered else ""


def empty_slot_text(slot: int) -> str:
    if slot == 0:
        return tr("Slot 1: printed Karma")
    return tr("Slot {n}: +{extra} Karma").format(n=slot + 1, extra=slot_value(0, slot))


def sticker_text(catalog: Catalog, sticker_id: str) -> str:
    card = catalog.by_id.get(sticker_id)
    return card_text(card.text) if isinstance(card, UpgradeCard) else ""


def card_lines(runner: CampaignRunner, catalog: Catalog) -> list[str]:
    """Everything the card shows, as text (for tests, the accessible description and the tooltip)."""
    lines = [runner.name, meta_line(runner, catalog), history_line(runner), karma_line(runner)]
    if runner.in_game is not None:
        lines.append(tr("In a mission"))
    for i, slot in enumerate(runner.slots):
        line = tr("Slot {n}: {name} — {value}").format(
            n=i + 1, name=slot.top.name, value=value_text(slot.top.karma, i))
        cover = covers_text(slot)
        lines.append(f"{line} ({cover})" if cover else line)
    lines.append(empty_slot_text(len(runner.slots)))
    return lines


def tooltip_text(runner: CampaignRunner, catalog: Catalog) -> str:
    parts = [] if runner.slots else [tr("{name} has no upgrades yet.").format(name=runner.name)]
    for i, slot in enumerate(runner.slots):
        top = slot.top
        effect = sticker_text(catalog, top.id) or tr("(effect unknown)")
        parts.append(tr("Slot {n} — {name} ({value} Karma): {effect}").format(
            n=i + 1, name=top.name, value=slot_value(top.karma, i), effect=effect))
        if slot.covered:
            parts.append("    " + covers_text(slot) + tr(" (no effect)"))
    if runner.in_game is not None:
        parts.append(tr("In a mission in progress: no stickers until its result is recorded."))
    if runner.history:
        parts.append(history_line(runner) + ":")
        parts.extend("    " + line for line in history_lines(runner))
    return "\n".join(parts)


def _font(base: QFont, px: float, bold: bool = False) -> QFont:
    f = QFont(base)
    f.setPixelSize(max(9, round(px)))
    f.setBold(bold)
    return f


class RunnerCard(QWidget):
    clicked = Signal(str)  # the runner id

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = catalog
        self.runner_id: str | None = None
        self.runner: CampaignRunner | None = None
        self.selected = False
        self.preview: Quote | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.scale = ui_scale()  # Settings > UI scale: the card and its words grow with it
        self.setMinimumWidth(round(200 * self.scale))  # four in a row beside the ledger at 1280 px (at 100%)

    # -- state -----------------------------------------------------------------------------------
    def set_runner(self, runner: CampaignRunner) -> None:
        self.runner, self.runner_id = runner, runner.id
        if self.preview is not None and self.preview.runner_id != runner.id:
            self.preview = None
        self.setToolTip(plain_tip(tooltip_text(runner, self.cat)))
        self.setAccessibleName(runner.name)
        self.setAccessibleDescription("\n".join(card_lines(runner, self.cat)))
        self.setMinimumHeight(round(self._needed(self.scale)))  # more slots: a taller card, never overlapping rows
        self.updateGeometry()
        self.update()

    def set_selected(self, on: bool) -> None:
        self.selected = on
        self.update()

    def set_preview(self, quote: Quote | None) -> None:
        self.preview = quote if quote is not None and quote.sticker is not None else None
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(WIDTH * self.scale), max(round(HEIGHT * self.scale), self.minimumHeight()))

    def changeEvent(self, ev: QEvent) -> None:
        """A new UI scale (the application's style sheet changed): the card's size follows."""
        super().changeEvent(ev)
        if ev.type() == QEvent.Type.StyleChange and ui_scale() != self.scale:
            self.scale = ui_scale()
            self.setMinimumWidth(round(200 * self.scale))
            if self.runner is not None:
                self.setMinimumHeight(round(self._needed(self.scale)))
            self.updateGeometry()
            self.update()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """Wider cards keep the card's proportions (up to the largest scale the painting uses)."""
        u = max(1.0, min(1.5, width / WIDTH / self.scale)) * self.scale
        return round(max(HEIGHT * u, self._needed(u)))

    def _rows(self) -> int:
        """Slot rows drawn: every slot, plus the next empty one (or the previewed new slot)."""
        return len(self.runner.slots) + 1 if self.runner else 1

    def _needed(self, u: float) -> float:
        badge = BADGE_H if self.runner is not None and self.runner.in_game is not None else 0
        top = 2 * PAD + NAME_H + 2 * META_H + badge + STATS_H + CAPTION_H
        return (top + self._rows() * (ROW_MIN + GAP)) * u

    # -- input -----------------------------------------------------------------------------------
    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
        if ev.button() == Qt.MouseButton.LeftButton and self.rect().contains(ev.position().toPoint()):
            self._click()
        super().mouseReleaseEvent(ev)

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        if ev.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._click()
            return
        super().keyPressEvent(ev)

    def _click(self) -> None:
        if self.runner_id is not None:
            self.clicked.emit(self.runner_id)

    def focusInEvent(self, ev: QFocusEvent) -> None:
        super().focusInEvent(ev)
        self.update()

    def focusOutEvent(self, ev: QFocusEvent) -> None:
        super().focusOutEvent(ev)
        self.update()

    # -- painting ----------------------------------------------------------------------------------
    def paintEvent(self, _ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        # one scale for everything: as wide as the card allows, but never taller than the widget
        s = self.scale
        u = max(0.85 * s, min(1.5 * s, rect.width() / WIDTH, rect.height() / self._needed(1.0)))
        path = QPainterPath()
        path.addRoundedRect(rect, 8 * u, 8 * u)
        p.fillPath(path, BG)
        if self.selected:
            p.setPen(QPen(GOLD, 3 * u))
        elif self.hasFocus():
            p.setPen(QPen(QColor("#ffffff"), 2 * u))
        else:
            p.setPen(QPen(EDGE, 1.5 * u))
        p.drawPath(path)
        if self.runner is not None:
            self._paint_runner(p, rect.adjusted(PAD * u, PAD * u, -PAD * u, -PAD * u), u, self.runner)
        p.end()

    def _text(self, p: QPainter, r: QRectF, text: str, px: float, color: QColor, *, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> float:
        """One line, elided to fit; returns the width it took."""
        p.setFont(_font(self.font(), px, bold))
        p.setPen(color)
        shown = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(r.width()))
        p.drawText(r, align | Qt.AlignmentFlag.AlignVCenter, shown)
        return p.fontMetrics().horizontalAdvance(shown)

    def _paint_runner(self, p: QPainter, inner: QRectF, u: float, runner: CampaignRunner) -> None:
        x, w, y = inner.x(), inner.width(), inner.y()
        self._text(p, QRectF(x, y, w, NAME_H * u), runner.name, 19 * u, FG, bold=True)
        y += NAME_H * u
        self._text(p, QRectF(x, y, w, META_H * u), meta_line(runner, self.cat), 11.5 * u, DIM)
        y += META_H * u
        self._text(p, QRectF(x, y, w, META_H * u), history_line(runner), 11.5 * u, DIM)
        y += META_H * u
        if runner.in_game is not None:
            badge = QRectF(x, y + 2 * u, w, (BADGE_H - 4) * u)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(WARN)
            p.drawRoundedRect(badge, 4 * u, 4 * u)
            self._text(p, badge, tr("In a mission"), 12 * u, INK, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
            y += BADGE_H * u
        self._paint_stats(p, QRectF(x, y, w, STATS_H * u), u, runner)
        y += STATS_H * u
        self._text(p, QRectF(x, y, w, CAPTION_H * u), tr("UPGRADE SLOTS"), 9.5 * u, DIM, bold=True)
        y += CAPTION_H * u
        rows = self._rows()
        row_h = min(ROW_MAX * u, max(ROW_MIN * u, (inner.bottom() - y) / rows - GAP * u))
        q = self.preview
        for i, slot in enumerate(runner.slots):
            r = QRectF(x, y + i * (row_h + GAP * u), w, row_h)
            if q is not None and not q.new_slot and q.slot == i:
                self._paint_preview(p, r, u, q)
            else:
                self._paint_slot(p, r, u, i, slot)
        last = QRectF(x, y + len(runner.slots) * (row_h + GAP * u), w, row_h)
        if q is not None and q.new_slot:
            self._paint_preview(p, last, u, q)
        else:
            p.setPen(QPen(DIM, 1.2 * u, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(last, 5 * u, 5 * u)
            self._text(p, last, empty_slot_text(len(runner.slots)), 11 * u, DIM,
                       align=Qt.AlignmentFlag.AlignHCenter)

    def _paint_stats(self, p: QPainter, r: QRectF, u: float, runner: CampaignRunner) -> None:
        """Three columns: earned, in upgrades, free; a preview shows the change as "before→after"."""
        total, free = upgrades_total(runner), karma_free(runner)
        q = self.preview
        total_s, free_s = str(total), str(free)
        if q is not None:
            total_s = f"{total}→{q.total_after}"
            free_s = f"{free}→{runner.karma_earned - q.total_after}"
        free_color = WARN if free < 0 or (q is not None and not q.allowed) else GREEN
        # (caption, its short form for a narrow card, value, colour)
        cols = [(tr("Karma earned"), tr("earned"), str(runner.karma_earned), GOLD),
                (tr("in upgrades"), tr("upgrades"), total_s, FG), (tr("free"), tr("free"), free_s, free_color)]
        x = r.x()
        for share, (caption, short, value, color) in zip((0.35, 0.35, 0.30), cols, strict=True):
            cell = QRectF(x, r.y(), r.width() * share - 4 * u, r.height())
            x += r.width() * share
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#202840"))
            p.drawRoundedRect(cell.adjusted(0, 2 * u, 0, -3 * u), 4 * u, 4 * u)
            inside = cell.adjusted(5 * u, 3 * u, -4 * u, -3 * u)
            top, bottom = QRectF(inside.x(), inside.y(), inside.width(), 13 * u), inside.adjusted(0, 12 * u, 0, 0)
            p.setFont(_font(self.font(), 9.5 * u))
            fits = p.fontMetrics().horizontalAdvance(caption) + 3 <= top.width()  # elision measures a bit wider
            self._text(p, top, caption if fits else short, 9.5 * u, DIM)
            self._text(p, bottom, value, 15 * u, color, bold=True)

    def _number(self, p: QPainter, r: QRectF, u: float, n: int, filled: bool, color: QColor) -> float:
        """The slot number in a disc at the left of a row; returns where the row's text starts."""
        rad = min(9 * u, r.height() * 0.36)
        center = QPointF(r.x() + 6 * u + rad, r.center().y())
        p.setPen(QPen(color, 1.2 * u))
        p.setBrush(color if filled else Qt.BrushStyle.NoBrush)
        p.drawEllipse(center, rad, rad)
        p.setFont(_font(self.font(), rad * 1.2, True))
        p.setPen(INK if filled else color)
        p.drawText(QRectF(center.x() - rad, center.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter,
                   str(n))
        return center.x() + rad + 6 * u

    def _two_lines(self, p: QPainter, r: QRectF, u: float, tx: float, name: str, value: str, small: str,
                   color: QColor, small_color: QColor) -> None:
        """A sticker row: name and value on top, a small line (covers / effect / total) below."""
        right = r.right() - 7 * u
        big, little = min(13 * u, r.height() * 0.43), min(10 * u, r.height() * 0.33)  # tight rows: smaller
        line1 = QRectF(tx, r.y() + 1 * u, right - tx, r.height() * 0.55)
        p.setFont(_font(self.font(), big, True))
        vw = p.fontMetrics().horizontalAdvance(value) + 2
        self._text(p, QRectF(right - vw, line1.y(), vw, line1.height()), value, big, color, bold=True,
                   align=Qt.AlignmentFlag.AlignRight)
        self._text(p, QRectF(tx, line1.y(), right - tx - vw - 6 * u, line1.height()), name, big, FG, bold=True)
        if small:
            line2 = QRectF(tx, r.y() + r.height() * 0.54, right - tx, r.height() * 0.44)
            self._text(p, line2, small, little, small_color)

    def _paint_slot(self, p: QPainter, r: QRectF, u: float, i: int, slot: Slot) -> None:
        top = slot.top
        p.setPen(QPen(QColor("#3a4a6b"), 1 * u))
        p.setBrush(STICKER)
        p.drawRoundedRect(r, 5 * u, 5 * u)
        tx = self._number(p, r, u, i + 1, True, GOLD)
        small, small_color = covers_text(slot), WARN
        if not small:
            small, small_color = sticker_text(self.cat, top.id), DIM
        self._two_lines(p, r, u, tx, top.name, value_text(top.karma, i), small, GOLD, small_color)

    def _paint_preview(self, p: QPainter, r: QRectF, u: float, q: Quote) -> None:
        """The sticker that would be bought, dashed: gold when allowed, orange when refused."""
        assert q.sticker is not None
        color = GOLD if q.allowed else WARN
        p.setPen(QPen(color, 2 * u, Qt.PenStyle.DashLine))
        p.setBrush(QColor(245, 196, 81, 28))
        p.drawRoundedRect(r, 5 * u, 5 * u)
        tx = self._number(p, r, u, q.slot + 1, False, color)
        where = tr("new slot") if q.covers is None else tr("covers {name}").format(name=q.covers.name)
        small = tr("{where} · total {after} of {karma}").format(where=where, after=q.total_after, karma=q.karma)
        if not q.allowed:
            small = tr("not allowed · ") + small
        self._two_lines(p, r, u, tx, q.sticker.name, value_text(q.sticker.karma, q.slot), small, color, color)
