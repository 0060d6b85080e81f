"""The card editor and the broken-pack list in French (a tester's findings): every label, colour and
message in French, the damage track's format readable, its errors in plain words naming the field, and
every problem of a broken pack readable, with the pack openable in the editor to fix it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from crossfire_desktop.campaign.pack_files import packs_folder

from .french_texts import english_left, visible_texts
from .test_card_editor import field, open_editor, pick
from .test_french_game import french, proper_names  # noqa: F401 - the fixture


@pytest.mark.usefixtures("french")
def test_the_card_editor_speaks_french(make_window, qtbot, catalog):
    editor = open_editor(make_window(), qtbot)
    assert editor.pack_name.text() == "Mes cartes"
    pick(editor.incomplete, "Normal 12/80 Wage Mage")
    qtbot.mouseClick(editor.complete_button, Qt.MouseButton.LeftButton)
    labels = [w.text() for w in editor.form.findChildren(QLabel)]
    for word in ("Numéro imprimé (NN/MM)", "Couleur", "Attaque", "Piste de dégâts", "Texte de capacité",
                 "Texte d'ambiance", "Distribuée en partie"):
        assert word in labels, labels
    color = field(editor, "color")
    assert [color.itemText(i) for i in range(color.count())] == ["", "noir", "bleu", "vert", "rouge"]
    # a missing colour and track, said with the form's labels
    assert editor.problem.text() == "Couleur : un obstacle complet a besoin de : Couleur, Piste de dégâts"
    pick(color, "bleu")
    assert editor.doc.entries[0].data["color"] == "blue"  # stored as the card data's word
    track = field(editor, "track")
    assert track.placeholderText().startswith("bleu, 3, 2")  # the format first: the box is narrow
    qtbot.keyClicks(track, "2 blue 1")
    message = editor.problem.text()
    assert message.startswith("Piste de dégâts, case 1 : écrivez chaque case comme une couleur ou une quantité")
    assert "par ex. bleu, 3, 2" in message and "Input should be" not in message
    assert editor.problem.wordWrap()
    texts = visible_texts(editor)
    left = english_left(texts, proper_names(catalog, ["FLIPPED", "SPELL", "Black Market", "NN/MM", "TOML"]))
    left = {w: t for w, t in left.items() if "You can cycle" not in t and "2 blue 1" not in t}  # card's and player's text
    assert not left, left
    track.selectAll()
    qtbot.keyClicks(track, "bleu, 3, 2")  # the colour in French is read as the card data's word
    assert editor.doc.entries[0].data["track"] == ["blue", 3, 2]
    qtbot.mouseClick(editor.abilities.add, Qt.MouseButton.LeftButton)  # the ability picker in French too
    row = editor.abilities.rows[0]
    assert row.when.currentText() == "RÉVÉLÉ" and row.when.currentData() == "flipped"
    row.effect.setCurrentIndex(row.effect.findData("runner_heals"))
    assert row.effect.currentText() == "Un Runner se soigne de N"  # no data name: that is on hover
    assert "runner_heals" in row.effect.itemData(row.effect.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    labels = {row.params_lay.labelForField(w).text() for w in row.params.values()}
    assert labels == {"Qui *", "Combien *", "À partir du niveau Crossfire", "Combien à partir de ce niveau"}, labels
    who = row.params["who"]
    assert [who.itemText(i) for i in range(who.count())][:3] == ["le Runner qu'il affronte", "le Runner actif",
                                                                 "chaque Runner"]
    assert row.params["n"].placeholderText() == "combien"
    assert editor.problem.text() == ("Capacité 1, Combien : paramètre manquant (l'effet 'Un Runner se soigne de N' "
                                     "en a besoin)")
    qtbot.mouseClick(editor.abilities.rows[0].findChild(QPushButton), Qt.MouseButton.LeftButton)  # removed
    assert editor.problem.text().startswith("Cette carte est correcte"), editor.problem.text()


BROKEN = """[pack]
name = "Cassé"
[[obstacles_normal]]
number = "12/80"
color = "blue"
attack = "two"
nuyen = -1
track = ["blue", 99999999999]
"""


@pytest.mark.usefixtures("french")
def test_every_problem_of_a_broken_pack_can_be_read_in_french(make_window, persist, qtbot):
    folder = packs_folder(persist.store.dirs.data)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.toml").write_text(BROKEN, "utf-8")
    win = make_window()
    qtbot.mouseClick(win.menu.buttons["cards"], Qt.MouseButton.LeftButton)
    page = win.packs.page
    line = page.list.item(0).text()
    assert line.startswith("ABÎMÉ, laissé de côté : broken.toml : carte 12/80, ")
    assert "field '" not in line and "must be" not in line
    assert "(2 autres problèmes : sélectionnez-le pour les lire)" in line
    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key.Key_Home)
    detail = page.detail.text()
    for said in ("Attaque : un nombre entier est attendu, trouvé 'two'",
                 "Nuyens : doit valoir au moins 0, trouvé -1",
                 "Piste de dégâts, case 2 : doit valoir au plus 30, trouvé 99999999999"):
        assert said in detail, detail
    edit = page.buttons["edit"]
    assert edit.isEnabled()  # the editor is where a broken pack gets fixed
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    editor = win.packs.editor
    assert win.stack.currentWidget() is editor and editor.pack_name.text() == "Cassé"
    assert editor.doc.entries[0].data["attack"] == "two"
