"""The screens tour (tests/ui/screens_tour.py) runs: a quick part of it always, all of it as a slow test."""

import pytest
from PySide6.QtGui import QImage

from tests.ui import screens_tour
from tests.ui.layout_wrappers_audit import layout_item_wrappers


def check(paths, size):
    assert paths
    for p in paths:
        img = QImage(str(p))
        assert (img.width(), img.height()) == size, p
        colors = {img.pixel(x, y) for x in range(0, img.width(), 9) for y in range(0, img.height(), 9)}
        assert len(colors) > 10, f"{p.name} looks blank"


def test_quick_tour(make_window, tmp_path):
    win = make_window(size=(1280, 720))
    paths = screens_tour.tour(win, tmp_path, parts=("side_shots", "setup_shots", "tutorial_shots"))
    names = {p.stem for p in paths}
    assert {"start_1280x720", "rules_search_1280x720", "setup_extraction_1runner_1280x720",
            "tutorial_first_1280x720", "tutorial_middle_1280x720"} <= names
    check(paths, (1280, 720))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_whole_tour(make_window, tmp_path, size):
    win = make_window(size=size)
    check(screens_tour.tour(win, tmp_path), size)
    # no QLayoutItem wrapper left behind by any screen (ui/look/layouts.py)
    assert layout_item_wrappers() == []
