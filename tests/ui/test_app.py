import subprocess
import sys

from crossfire_desktop.catalog import CatalogError


def test_quit_when_shown_exits_zero(tmp_path):
    r = subprocess.run([sys.executable, "-m", "crossfire_desktop", "--quit-when-shown", "--data-dir", str(tmp_path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_invalid_catalog_is_reported_not_crashed(monkeypatch, capsys, tmp_path, qapp):
    import argparse
    from pathlib import Path

    import crossfire_desktop.ui.shell.app as app

    def broken():
        raise CatalogError(Path("cards/basic.toml"), "mark", "cost", "must be 0 or more")

    monkeypatch.setattr(app, "load_catalog", broken)
    monkeypatch.setenv("CROSSFIRE_CACHE_DIR", str(tmp_path / "no-cache-yet"))  # a broken catalog is never cached
    rc = app.main(argparse.Namespace(quit_when_shown=True, self_test=False, data_dir=str(tmp_path)))
    assert rc == 2
    err = capsys.readouterr().err
    assert "basic.toml" in err and "mark" in err and "cost" in err


def test_rules_reference_never_crashes(qapp):
    from crossfire_desktop.ui.screens.rules_view import RulesView

    page = RulesView(lambda: "revised")  # no revised overlay shipped yet: the first edition shows
    assert "Play Cards" in " ".join(page.sections.item(i).text() for i in range(page.sections.count()))
    assert page.text.toPlainText()
