"""A Black Market card dragged onto the hand during Play Cards: the refusal says when it can be bought (it only
said the game waits for playing cards, seen in play). In French too."""

from __future__ import annotations

from crossfire_desktop.engine import Kind, quick_setup
from crossfire_desktop.ui.table.parts.pointer import drag_card


def _drag_a_market_card(make_window):
    win = make_window(setup=quick_setup("crossfire", 2, 7), one_player=True)
    t = win.table
    assert t.game.pending.kind is Kind.PLAY
    card = next(c for c in t.game.s.market_row if c is not None)
    hand = list(t.game.s.runners[t.viewer].hand)
    drag_card(t.market_view, card, t.hand_view, None)  # press, moves with the button held, release
    assert t.game.s.runners[t.viewer].hand == hand  # nothing bought
    return t


def test_a_market_card_dragged_in_play_cards_says_when_it_can_be_bought(make_window):
    t = _drag_a_market_card(make_window)
    assert t.message.is_refusal()
    assert t.message.plain.startswith("Buy in step 4, Draw & Buy")


def test_the_same_in_french(make_window):
    from crossfire_desktop.ui.words import i18n

    i18n.install("fr")
    try:
        t = _drag_a_market_card(make_window)
        assert t.message.plain.startswith("Achetez à l'étape 4, Piocher, acheter")
    finally:
        i18n.install("en")
