"""Table sounds: original tones synthesized here into small WAV files on first use, played with
QSoundEffect. No sound offscreen or in tests unless asked for; no multimedia backend is not an error."""

from __future__ import annotations

import logging
import math
import os
import struct
import wave
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from ..words.text import tr

log = logging.getLogger(__name__)
RATE = 22050
VERSION = 1  # bump when the synthesis changes: new files are written beside the old ones

# name -> notes (frequency Hz, start s, length s, loudness 0-1); a short original motif each.
Note = tuple[float, float, float, float]
MOTIFS: dict[str, list[Note]] = {
    "play": [(660, 0.0, 0.06, 0.5), (990, 0.03, 0.05, 0.3)],
    "damage": [(180, 0.0, 0.16, 0.7), (120, 0.04, 0.16, 0.5)],
    "defeat": [(523, 0.0, 0.09, 0.5), (392, 0.08, 0.09, 0.5), (262, 0.16, 0.2, 0.6)],
    "buy": [(880, 0.0, 0.05, 0.4), (1320, 0.05, 0.09, 0.4)],
    "turn": [(440, 0.0, 0.1, 0.35), (554, 0.09, 0.12, 0.35)],
    "win": [(523, 0.0, 0.14, 0.5), (659, 0.13, 0.14, 0.5), (784, 0.26, 0.14, 0.5), (1047, 0.39, 0.35, 0.55)],
    "lose": [(392, 0.0, 0.2, 0.5), (330, 0.2, 0.2, 0.5), (262, 0.4, 0.45, 0.55)],
}


def synthesize(notes: list[Note]) -> bytes:
    """16-bit mono PCM: each note a sine with a soft second harmonic, quick attack, exponential decay."""
    length = max(start + dur for _f, start, dur, _a in notes) + 0.02
    samples = [0.0] * int(length * RATE)
    for freq, start, dur, amp in notes:
        first = int(start * RATE)
        for i in range(int(dur * RATE)):
            t = i / RATE
            env = min(1.0, t / 0.005) * math.exp(-4.0 * t / dur)
            wave_ = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            samples[first + i] += amp * env * wave_ / 1.3
    peak = max(1.0, max(abs(s) for s in samples))
    return b"".join(struct.pack("<h", int(32000 * s / peak)) for s in samples)


def write_sounds(folder: Path) -> dict[str, Path]:
    """The WAV file of every sound, written once into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for name, notes in MOTIFS.items():
        path = folder / f"{name}-v{VERSION}.wav"
        if not path.is_file():
            tmp = path.with_suffix(".tmp")
            with wave.open(str(tmp), "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(RATE)
                w.writeframes(synthesize(notes))
            tmp.replace(path)
        out[name] = path
    return out


def sound_for(ev: Any) -> str | None:
    """Which sound an engine event makes, if any."""
    code, p = ev.code, ev.params
    if code == "card_played":
        return "play"
    if code == "hp" and int(p.get("delta", 0)) < 0:
        return "damage"
    if code == "obstacle_defeated":
        return "defeat"
    if code == "bought":
        return "buy"
    if code == "turn_started":
        return "turn"
    if code == "game_over":
        return "win" if p.get("result") == "win" else "lose"
    return None


def sounds_wanted() -> bool:
    """Offscreen (tests, CI) stays silent unless CROSSFIRE_SOUND=1."""
    if os.environ.get("CROSSFIRE_SOUND") == "1":
        return True
    app = QGuiApplication.instance()
    return app is not None and QGuiApplication.platformName() not in ("offscreen", "minimal")


def sound_problem() -> str | None:
    """Why this system plays no sound, in words for Settings (None: it has a sound backend)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415 - fails without libpulse
    except ImportError as exc:
        lib = str(exc).split(":")[0]  # "libpulse.so.0: cannot open shared object file": the name alone
        missing = lib if ".so" in lib or lib.endswith((".dll", ".dylib")) else "libpulse"
        return tr("No sound on this computer: the sound library {lib} could not be loaded. The game plays "
                  "silently; on Debian/Ubuntu, installing libpulse0 brings the sounds.").format(lib=missing)
    with no_media_backend():
        outputs = QMediaDevices.audioOutputs()
    if not outputs:
        return tr("No sound on this computer: no audio output was found. The game plays silently.")
    return None


@contextmanager
def no_media_backend() -> Iterator[None]:
    """Qt Multimedia picks its media backend once, at its first object, from the plugin folders: with none
    found it still plays sound effects itself (to PulseAudio on Linux). A pip install has the FFmpeg backend
    (video and recording: it brings QtQuick, QML, QtNetwork and FFmpeg), which cost +18.3 MiB at the first
    sound against +6.4 MiB without it (bench/bench_sound_memory.py); the bundle leaves it out. So Qt looks in
    no folder while it picks."""
    folders = QCoreApplication.libraryPaths()
    QCoreApplication.setLibraryPaths([])
    try:
        yield
    finally:
        QCoreApplication.setLibraryPaths(folders)


class SoundBoard:
    """Plays the table's sounds at the Settings volume; silent when muted or without a backend."""

    _warned = False

    def __init__(self, folder: Path, settings: Callable[[], Any], enabled: bool | None = None) -> None:
        self.folder = folder
        self.settings = settings
        self.enabled = sounds_wanted() if enabled is None else enabled
        self.effects: dict[str, Any] | None = None  # made on first play
        self.played: list[str] = []  # what was asked to play (tests, and the bench)

    def _load(self) -> dict[str, Any]:
        if self.effects is not None:
            return self.effects
        self.effects = {}
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            with no_media_backend():
                for name, path in write_sounds(self.folder).items():
                    fx = QSoundEffect()
                    fx.setSource(QUrl.fromLocalFile(str(path)))
                    self.effects[name] = fx
        except (ImportError, OSError) as exc:
            if not SoundBoard._warned:
                SoundBoard._warned = True
                log.warning("No sound: %s", exc)
            self.effects = {}
        return self.effects

    def play(self, name: str) -> None:
        s = self.settings()
        if not self.enabled or getattr(s, "mute", False):
            return
        self.played.append(name)
        fx = self._load().get(name)
        if fx is not None:
            fx.setVolume(max(0, min(100, int(getattr(s, "volume", 70)))) / 100)
            fx.play()

    def on_events(self, evs: list[Any]) -> None:
        # one sound per batch, the most telling one: the end beats a defeat beats damage beats the rest
        names = [n for n in (sound_for(ev) for ev in evs) if n]
        for best in ("win", "lose", "defeat", "damage", "buy", "play", "turn"):
            if best in names:
                self.play(best)
                return
