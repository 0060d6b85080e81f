"""The first copy on a data folder brings its window forward when a second copy asks (the request file it
watches for), and a request nobody takes is taken back: tests/copies/ start the copies as processes."""

from __future__ import annotations

import threading

from crossfire_desktop.ui.shell.single_instance import RAISE_NAME, FolderLock


def test_a_second_copys_request_brings_the_first_window_forward(tmp_path, qtbot):
    first = FolderLock(tmp_path)
    raised: list[bool] = []
    first.listen(lambda: raised.append(True))
    second = FolderLock(tmp_path)
    assert first.held and second.taken
    answer: list[bool] = []
    asking = threading.Thread(target=lambda: answer.append(second.ask_first_copy()))
    asking.start()  # it waits for its request to be taken, while this thread's event loop lets the first see it
    qtbot.waitUntil(lambda: bool(answer), timeout=5000)
    asking.join()
    assert answer == [True] and raised == [True]
    assert not (tmp_path / RAISE_NAME).exists()
    first.release()
    second.release()


def test_a_request_nobody_takes_is_taken_back(tmp_path):
    hung = FolderLock(tmp_path)  # holds the lock; no event loop runs here to take the request (a hung copy)
    second = FolderLock(tmp_path)
    assert second.taken
    assert second.ask_first_copy() is False
    assert not (tmp_path / RAISE_NAME).exists()
    hung.release()


def test_a_request_left_behind_is_cleared_by_the_next_first_copy(tmp_path):
    (tmp_path / RAISE_NAME).write_text("raise\n")
    lock = FolderLock(tmp_path)
    assert lock.held and not (tmp_path / RAISE_NAME).exists()
    lock.release()
