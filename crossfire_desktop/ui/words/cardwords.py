"""Card ability texts in the player's language: context "cards" of the translation files.

Card names stay as printed in English; the wording of abilities is translated (i18n_tool extracts every
text of the card data). Upgrade stickers' French wording comes from the revised printing (text_fr)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def card_text(text: str) -> str:
    return QCoreApplication.translate("cards", text) if text else text
