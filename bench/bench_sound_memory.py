"""What the first sound costs in memory: a window's process plays one of the table's tones through
QSoundEffect (ui/look/sounds.py) and its resident set size (VmRSS) is read before and after, once as Qt
Multimedia picks its media backend by itself (a pip install has the FFmpeg one: QtQuick, QML, QtNetwork and
FFmpeg come with it) and once as the game has it pick (sounds.no_media_backend: none, Qt plays the effect
itself). Each in a fresh process, alternated.

Qt Multimedia needs libpulse.so.0 on Linux; without it there is no sound and nothing to measure. A machine
without it can point LD_LIBRARY_PATH at an unpacked copy (apt-get download libpulse0 libasyncns0 libsndfile1
and libsndfile's codecs; dpkg -x each). No sound server is needed: the effect's set-up is what stays.

    QT_QPA_PLATFORM=offscreen python3 bench/bench_sound_memory.py [runs]
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import sys, tempfile, time
from pathlib import Path
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication
from crossfire_desktop.ui.look import sounds

def rss():
    return next(int(line.split()[1]) for line in open('/proc/self/status') if line.startswith('VmRSS:'))

app = QApplication(sys.argv[:1])
folder = Path(tempfile.mkdtemp())
sounds.write_sounds(folder)
before = rss()
try:
    import PySide6.QtMultimedia  # noqa: F401
except ImportError as exc:
    print('none', exc)
    raise SystemExit(0)
if sys.argv[1] == 'qt':  # as before: Qt picks its backend from its plugin folders
    sounds.no_media_backend = __import__('contextlib').nullcontext
board = sounds.SoundBoard(folder, lambda: None, enabled=True)
board.play('play')
end = time.monotonic() + 1.0
while time.monotonic() < end:
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
ffmpeg = sum('libavcodec' in line for line in open('/proc/self/maps')) > 0
print(rss() - before, int(ffmpeg))
"""


def first_sound_kib(how: str) -> tuple[int, bool] | str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", CHILD, how], env=env, capture_output=True, text=True, timeout=60,
                         check=True).stdout.split()
    if out[0] == "none":
        return " ".join(out[1:])
    return int(out[0]), out[1] == "1"


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    print("the first sound's cost (VmRSS after - before, a fresh process each):")
    for _ in range(runs):
        for how, label in (("qt", "the backend Qt picks"), ("game", "no media backend (the game)")):
            got = first_sound_kib(how)
            if isinstance(got, str):
                print(f"  no Qt Multimedia here: {got}")
                return 2
            kib, ffmpeg = got
            print(f"  {label:30s} +{kib / 1024:5.1f} MiB   FFmpeg loaded: {'yes' if ffmpeg else 'no'}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
