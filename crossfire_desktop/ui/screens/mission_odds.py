"""New mission, Advanced: "Mission odds", this team's estimated win rate against this mission.

The estimate is a quick simulation with the heuristic bot (GAMES seeded games of this setup:
mission, edition, bonus challenges, runners' metatypes, roles and stickers), played by a child process
(bots/odds.py: the bot's caches never fill the window's heap) whose results the window reads every STEP_MS,
so the screen never freezes. Results are cached per setup in the user cache folder (JSON).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from crossfire_desktop.bootcache import cache_dir
from crossfire_desktop.bots.odds import OddsGames
from crossfire_desktop.engine import GameSetup

from ..words.text import tr

if TYPE_CHECKING:

    from .advanced_box import AdvancedBox

GAMES = 40
STEP_MS = 50  # how often the child's results are read
POLL_MS = 400  # how often the page's setup is read for a change
CACHE_FILE = "mission_odds.json"
ODDS_VERSION = 2  # bump when the bot changes: older figures are then recomputed
MAX_ENTRIES = 200


def odds_key(setup: dict[str, Any]) -> str:
    """What decides the odds: not the names, the seed, the campaign's ids or who plays (the bot plays all)."""
    runners = [{k: v for k, v in r.items() if k not in ("name", "campaign_runner", "ai")}
               for r in setup.get("runners", [])]
    return json.dumps({"v": ODDS_VERSION, "mission": setup.get("mission"), "rules": setup.get("rules"),
                       "bonus": sorted(setup.get("bonus", [])), "starting": setup.get("starting", 0),
                       "runners": runners}, sort_keys=True, default=str)


def odds_text(found: dict[str, int]) -> str:
    n = max(1, found["games"])
    return tr("Estimated odds: ~{win:.0%} win, {abort:.0%} abort (heuristic bot, {n} games)").format(
        win=found["win"] / n, abort=found["abort"] / n, n=found["games"])


class OddsCache:
    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or cache_dir()) / CACHE_FILE
        self.data: dict[str, dict[str, int]] = {}
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(raw, dict):
                self.data = {k: v for k, v in raw.items() if isinstance(v, dict)
                             and all(isinstance(v.get(f), int) for f in ("games", "win", "abort", "loss"))}
        except (OSError, ValueError):
            pass  # no cache yet, or unreadable: the odds are simply computed again

    def get(self, key: str, games: int) -> dict[str, int] | None:
        found = self.data.get(key)
        return found if found is not None and found["games"] >= games else None

    def put(self, key: str, found: dict[str, int]) -> None:
        self.data[key] = found
        while len(self.data) > MAX_ENTRIES:
            self.data.pop(next(iter(self.data)))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.data), encoding="utf-8")
            tmp.replace(self.path)
        except OSError:
            pass  # a read-only cache folder only costs a recomputation next time


class MissionOdds(QObject):
    """The odds line in the New mission's Advanced box, kept up to date with the setup while it is open. The
    games are played by a child process (bots/odds.py), ended when the setup changes or the box is hidden."""

    def __init__(self, label: QLabel, setup: Callable[[], dict[str, Any]]) -> None:
        super().__init__(label)
        self.setup_dict = setup  # the page's setup as it stands
        self.label = label
        self.games = GAMES
        self.cache = OddsCache()
        self.key: str | None = None
        self.stopped = False  # the child ended before its last game: not started again for this setup
        self.setup: GameSetup | None = None
        self.counts = {"games": 0, "win": 0, "abort": 0, "loss": 0}
        self.playing: OddsGames | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.check)
        self._poll.start()
        self._step = QTimer(self)
        self._step.setInterval(STEP_MS)
        self._step.timeout.connect(self.step)
        label.destroyed.connect(lambda *_: self._stop_playing())  # the page let go: its games end with it

    @property
    def running(self) -> bool:
        return self._step.isActive()

    def _stop_playing(self) -> None:
        self._step.stop()
        if self.playing is not None:
            self.playing.stop()
            self.playing = None

    def check(self) -> None:
        """Start over when the setup changed (only while it is shown: the page, its Advanced box open)."""
        if not self.label.isVisible():
            self._stop_playing()
            return
        setup = self.setup_dict()
        key = odds_key(setup)
        if key == self.key:
            if not (self.running or self.stopped) and self.setup is not None and self.counts["games"] < self.games:
                self._step.start()  # the page was hidden mid-way: go on
            return
        self.key, self.stopped = key, False
        self._stop_playing()
        self.counts = {"games": 0, "win": 0, "abort": 0, "loss": 0}
        try:
            runners = [{k: v for k, v in r.items() if k != "campaign_runner"} for r in setup["runners"]]
            self.setup = GameSetup.model_validate({**setup, "runners": runners, "campaign": None, "seed": 1})
        except ValidationError:
            self.setup = None
            self.label.setText(tr("Mission odds: complete the team to see an estimate."))
            return
        found = self.cache.get(key, self.games)
        if found is not None:
            self.label.setText(odds_text(found))
            return
        self.label.setText(tr("Estimating the mission odds…"))
        self._step.start()

    def step(self) -> None:
        """Read the games that ended (the child process is started at the first step, or again after a pause)."""
        assert self.setup is not None and self.key is not None
        if self.playing is None:
            seeds = range(self.counts["games"] + 1, self.games + 1)  # game n is played with seed n
            try:
                self.playing = OddsGames(self.setup, seeds)
            except OSError:  # no process to be had (out of memory, a bundle without its executable): as a stop
                self._stopped_early()
                return
        for result in self.playing.results():
            self.counts[result] += 1
            self.counts["games"] += 1
        if self.counts["games"] >= self.games:
            self._stop_playing()
            self.cache.put(self.key, dict(self.counts))
            self.label.setText(odds_text(self.counts))
            return
        if self.playing.ended:  # the child stopped before its last game
            self._stopped_early()
            return
        self.label.setText(tr("Estimating the mission odds… ({n}/{total} games)").format(
            n=self.counts["games"], total=self.games))

    def _stopped_early(self) -> None:
        """The games stopped before the last one: said, not retried (until the setup changes)."""
        self._stop_playing()
        self.stopped = True
        self.label.setText(tr("Mission odds: the estimate stopped after %n game(s).", None, self.counts["games"]))


def attach_odds(advanced: AdvancedBox, setup: Callable[[], dict[str, Any]]) -> MissionOdds:
    """The odds line, in the page's Advanced box (a first screen saying "~5% win" discourages): `setup`
    answers the page's setup as it stands (played with the program's cards: the odds' process loads them)."""
    label = QLabel(advanced.body)
    label.setObjectName("missionOdds")
    label.setWordWrap(True)
    label.setToolTip(tr("An estimate: the heuristic bot plays this team against this mission; "
                        "people and the search AI usually do better"))
    advanced.body_lay.addWidget(label)
    return MissionOdds(label, setup)
