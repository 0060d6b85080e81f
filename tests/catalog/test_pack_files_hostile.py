"""Issue 28 items 13-14: what the card editor saves it can open again (the pack size limit, control
characters written by a maintained TOML writer), and an import copies exactly the bytes it previewed:
a file swapped during the dialog (5 MB of junk, or a FIFO that blocked the window forever) is never read."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from crossfire_desktop.campaign.pack_files import do_import, preview_import
from crossfire_desktop.catalog import Catalog, CatalogError
from crossfire_desktop.catalog.packs import MAX_PACK_BYTES, read_pack
from crossfire_desktop.ui.packs.editor_doc import EditorDoc

GOOD = '''[pack]
name = "Friend's box"

[[crossfire]]
id = "zz_friend_event"
name = "Friend Event"
text = "Nothing happens."
'''


def test_an_import_copies_the_previewed_bytes_not_a_file_swapped_in_meanwhile(catalog: Catalog,
                                                                              tmp_path: Path) -> None:
    folder = tmp_path / "packs"
    folder.mkdir()
    source = tmp_path / "friend.toml"
    source.write_text(GOOD, "utf-8")
    preview = preview_import(source, folder, catalog)
    source.write_bytes(b"\x00junk" * 1_000_000)  # 5 MB swapped in while the preview is on screen
    target = do_import(preview)
    assert target.read_text("utf-8") == GOOD
    assert read_pack(target, catalog).info.name == "Friend's box"


def test_an_import_never_opens_a_fifo_swapped_in_meanwhile(catalog: Catalog, tmp_path: Path) -> None:
    folder = tmp_path / "packs"
    folder.mkdir()
    source = tmp_path / "friend.toml"
    source.write_text(GOOD, "utf-8")
    preview = preview_import(source, folder, catalog)
    source.unlink()
    os.mkfifo(source)  # opening it for reading would wait for a writer forever
    done: list[Path] = []
    worker = threading.Thread(target=lambda: done.append(do_import(preview)), daemon=True)
    worker.start()
    worker.join(20)  # a bound on a hang, not a timing: it blocked forever
    assert done and done[0].read_text("utf-8") == GOOD


def test_a_fifo_or_a_huge_file_is_refused_at_the_preview(catalog: Catalog, tmp_path: Path) -> None:
    folder = tmp_path / "packs"
    folder.mkdir()
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.toml"
    huge.write_bytes(b"#" * (MAX_PACK_BYTES + 1))
    for path, words in ((fifo, "not a regular file"), (huge, "over")):
        try:
            preview_import(path, folder, catalog)
        except CatalogError as exc:
            assert str(exc).startswith(str(path)) and words in str(exc)
        else:
            raise AssertionError(f"{path.name} was accepted")
    assert list(folder.iterdir()) == []


def test_the_editor_refuses_a_pack_over_the_size_limit_and_writes_nothing(catalog: Catalog, tmp_path: Path) -> None:
    doc = EditorDoc(catalog, tmp_path)
    for i in range(600):  # each card's text within its own limit, the pack over 2 MB
        doc.set_field(doc.add_new("crossfire", f"Long Event {i}"), "text", "x" * 3999)
    result = doc.save()
    assert isinstance(result, CatalogError)
    assert "over the 2,097,152-byte limit of a card pack" in str(result)
    assert list(tmp_path.iterdir()) == []


def test_the_editor_refuses_a_pasted_text_over_the_card_limit(catalog: Catalog, tmp_path: Path) -> None:
    doc = EditorDoc(catalog, tmp_path)
    i = doc.add_new("crossfire", "Pasted")
    doc.set_field(i, "text", "paste " * 500_000)  # the 3-million-character paste: over the pack's limit
    _card, problem = doc.check_entry(i)
    assert problem is not None and "3,000,080 bytes, over the 2,097,152-byte limit" in str(problem)
    assert isinstance(doc.save(), CatalogError) and list(tmp_path.iterdir()) == []
    doc.set_field(i, "text", "paste " * 1000)  # within the pack's limit, over a card text's
    _card, problem = doc.check_entry(i)
    assert problem is not None and "card 'Pasted', field 'text'" in str(problem)
    assert isinstance(doc.save(), CatalogError) and list(tmp_path.iterdir()) == []


def test_control_characters_are_saved_and_read_back(catalog: Catalog, tmp_path: Path) -> None:
    doc = EditorDoc(catalog, tmp_path)
    text = "DEL\x7f BEL\x07 ESC\x1b[31m RLO\u202e tab\t end"
    i = doc.add_new("crossfire", "Odd \x7f name")
    doc.set_field(i, "text", text)
    saved = doc.save()
    assert isinstance(saved, Path), saved
    card = read_pack(saved, catalog).cards[0].card
    assert (card.name, card.text) == ("Odd \x7f name", text)  # type: ignore[attr-defined]
    again = EditorDoc(catalog, tmp_path)
    again.open(saved)
    assert again.entries[0].data["text"] == text and again.text() == doc.text()


def test_a_lone_surrogate_is_a_message_not_a_crash(catalog: Catalog, tmp_path: Path) -> None:
    doc = EditorDoc(catalog, tmp_path)
    i = doc.add_new("crossfire", "Broken")
    doc.set_field(i, "text", "half \ud800 a pair")
    _card, problem = doc.check_entry(i)
    assert problem is not None and "can't be saved" in str(problem)
    assert isinstance(doc.save(), CatalogError) and list(tmp_path.iterdir()) == []
