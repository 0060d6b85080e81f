"""The rules reference never shrinks text below the body size (the "See also" line was <small>, ~10 px)."""

from PySide6.QtGui import QFontInfo, QTextFormat


def test_no_fragment_of_a_section_is_smaller_than_the_body(make_window):
    win = make_window(size=(1280, 720))
    win.show_rules()
    win.rules.search.setText("staggered")
    doc = win.rules.text.document()
    assert "See also" in doc.toPlainText()
    body_px = QFontInfo(doc.defaultFont()).pixelSize()
    assert body_px >= 11
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            assert fmt.intProperty(QTextFormat.Property.FontSizeAdjustment) >= 0, f"small text: {it.fragment().text()!r}"
            if fmt.fontPointSize():
                assert QFontInfo(fmt.font()).pixelSize() >= 11, it.fragment().text()
            it += 1
        block = block.next()
