"""Log sentences for the engine events that text.event_text's table does not cover: card abilities
(named by their card and said with the card's own words), mission-track steps, reveals, discounts,
boss sides and the rest. Engine ids (effect names, decision kinds) never reach the player."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from crossfire_desktop.engine.messages import Event

from .cardwords import card_text
from .names import color_name
from .tr import tr

if TYPE_CHECKING:
    from .names import Namer

# printed prefixes that say when an ability happens: the log already says it happened
_PREFIX = re.compile(r"^\s*(\[\*\]\s*(Damage|Dégâts)\s*:|(DEFEATED|VAINCU|FLIPPED|RÉVÉLÉ|ASSIST|TIMEBOMB)\s*:)\s*",
                     re.IGNORECASE)

# what "prevented" blocks, and a decision kind, in words
PREVENTED_WHAT = {"draw": "draw cards", "heal": "heal", "be_healed": "be healed", "buy": "buy cards",
                  "heal_others": "heal other runners"}
KIND_WORDS = {
    "play": "cards to be played or the step to be finished",
    "apply": "damage to be applied",
    "buy": "cards to be bought or the turn to be ended",
    "buy_one": "one card to be bought (or none)",
    "play_one": "one card to be played (or none)",
    "choose": "a choice among the options",
    "choose_many": "a choice of several options",
}
HEAL_INSTEAD = {"draw": "draws a card", "nuyen": "gains 1¥", "damage": "deals damage"}


def rewards_merged(evs: list[Event]) -> list[Event]:
    """The events for the log, with a defeated obstacle's nuyen said once per runner: the engine pays
    it 1¥ at a time round the table (p. 14), the log says "Kestrel gains 3¥" instead of three lines."""
    out: list[Event] = []
    paid: dict[Any, int] = {}  # runner -> index in `out` of their line in the current payout
    for ev in evs:
        if ev.code != "nuyen" or ev.params.get("source") != "defeat":
            paid = {}
            out.append(ev)
            continue
        seat = ev.params.get("runner")
        if seat not in paid:
            paid[seat] = len(out)
            out.append(ev)
            continue
        line = out[paid[seat]]
        delta = int(line.params.get("delta") or 0) + int(ev.params.get("delta") or 0)
        out[paid[seat]] = Event("nuyen", {**line.params, "delta": delta, "total": ev.params.get("total")})
    return out


# The game moving on: an ability whose next event is one of these did nothing this time.
MOVED_ON = frozenset({"step", "turn_started", "turn_ended", "turn_skipped", "scene_started", "scene_ended",
                      "round_started", "ability"})


def idle_abilities_dropped(evs: list[Event]) -> list[Event]:
    """The events without an ability that did nothing (Instinct after a one-colour turn was logged every turn,
    seen in play). An ability last in the list is kept: what it does waits on the choice that follows.
    This rests on the engine's contract that an effect that acts emits an event for it (an effect that only
    set a flag would lose its line here)."""
    last = len(evs) - 1
    return [ev for i, ev in enumerate(evs) if ev.code != "ability" or i == last or evs[i + 1].code not in MOVED_ON]


def kind_words(kind: Any) -> str:
    return tr(KIND_WORDS.get(str(kind), "the current decision"))


def _ability_words(names: Namer, source: Any, effect: str, when: Any = None) -> tuple[str, str] | None:
    """(card name, what the ability that ran says) for a card's ability, from the card data: the one
    with this effect and trigger (a card's assist and main ability can share an effect: heal 1 or 2)."""
    try:
        defn = names.card_def(source)
    except (TypeError, ValueError, IndexError, KeyError):
        return None
    abilities = getattr(defn, "abilities", None) or []
    same = [a for a in abilities if a.effect == effect]
    ab = next((a for a in same if a.when == when), same[0] if same else None)
    text = (ab.text if ab is not None and ab.text else "") or getattr(defn, "text", "") or ""
    return defn.name, _PREFIX.sub("", card_text(text)).strip()


def _sticker_words(g: Any, effect: str) -> tuple[str, str] | None:
    """(upgrade name, its text) for an upgrade sticker's ability."""
    for u in g.cat.decks.get("upgrades", []):
        if any(a.effect == effect for a in getattr(u, "abilities", None) or []):
            return u.name, card_text(getattr(u, "text", "") or "")
    return None


def crossfire_words(names: Namer, card: Any, level: int) -> list[str]:
    """A revealed Crossfire event's whole text, as its card prints it: the card on the table is cut to "…" at
    1280x720 and the log is where a keyboard player reads it (● marks the Crossfire line live at `level`)."""
    try:
        d = names.card_def(card)
    except (TypeError, ValueError, IndexError, KeyError):
        return []
    threshold = getattr(d, "threshold", None)  # a card of another kind has none
    lines = [card_text(d.text)] if d.text else []
    if threshold is not None and getattr(d, "threshold_text", ""):
        mark = "●" if level >= threshold else "○"
        lines.append(tr("{mark} Crossfire {n}+: {text}").format(mark=mark, n=threshold, text=card_text(d.threshold_text)))
    if getattr(d, "timebomb_text", ""):
        lines.append(tr("Timebomb: {text}").format(text=card_text(d.timebomb_text)))
    return lines


def ability_text(ev: Event, names: Namer) -> str:
    p = ev.params
    g = names.g
    effect = str(p.get("effect", ""))
    who = names.runner(p.get("controller"))
    sticker = _sticker_words(g, effect) if effect.startswith("sticker_") else None
    if sticker is not None:
        name, text = sticker
        return tr("{runner}'s upgrade {upgrade}: {text}").format(runner=who, upgrade=name, text=text).strip()
    card = _ability_words(names, p.get("source"), effect, p.get("when"))
    if card is not None:
        name, text = card
        if text:
            return tr("{card}: {text}").format(card=name, text=text)
        return tr("{card} uses its ability.").format(card=name)
    return tr("{runner} uses an ability.").format(runner=who)


def more_event_text(ev: Event, names: Namer) -> str | None:
    """A sentence for the events handled here, None for the others."""
    p = ev.params
    r = names.runner
    c = names.card
    code = ev.code
    if code == "ability":
        return ability_text(ev, names)
    if code == "crossfire_revealed":
        head = tr("Crossfire event: {card} (Crossfire level {level}).").format(card=c(p.get("card")), level=p.get("level"))
        return " ".join([head, *crossfire_words(names, p.get("card"), int(p.get("level") or 0))])
    if code == "undone":
        from .undo_words import undone_text  # noqa: PLC0415 - loaded on first use (start-up)

        return undone_text(p, names)
    if code == "track_step":
        text = str(p.get("text") or "")
        if text:
            return tr("Mission track, round {round}: {text}").format(round=p.get("round"), text=card_text(text))
        return tr("The mission marker moves to round {round}.").format(round=p.get("round"))
    if code == "prevented":
        what = tr(PREVENTED_WHAT.get(str(p.get("what")), "do that"))
        return tr("{source}: {runner} can't {what}.").format(source=p.get("source", ""), runner=r(p.get("runner")),
                                                            what=what)
    if code == "x_set":
        return tr("{card}: X is {x}.").format(card=c(p.get("source")), x=p.get("x"))
    if code == "took_from_discard":
        return tr("{runner} takes {card} from the discard pile.").format(runner=r(p.get("runner")), card=c(p.get("card")))
    if code == "discount":
        if p.get("kind") == "skill":
            key = "{runner}'s next SKILL card costs {n}¥ less."
        else:
            key = "{runner}'s next purchase costs {n}¥ less."
        return tr(key).format(runner=r(p.get("runner")), n=p.get("amount"))
    if code == "upgrade_replaced":
        return tr("{runner} replaces {old} with {new}.").format(runner=r(p.get("runner")), old=c(p.get("old")),
                                                               new=c(p.get("new")))
    if code == "roomsweeper":
        obstacles = ", ".join(c(o) for o in p.get("obstacles") or []) or tr("nothing")
        return tr("{card} hits every obstacle facing {runner}: {obstacles}.").format(
            card=c(p.get("source")), runner=r(p.get("runner")), obstacles=obstacles)
    if code == "revealed":
        cards = ", ".join(c(x) for x in p.get("cards") or []) or tr("nothing")
        return tr("{runner} reveals {cards}.").format(runner=r(p.get("runner")), cards=cards)
    if code == "returned_to_hand":
        return tr("{card} returns to {runner}'s hand.").format(card=c(p.get("card")), runner=r(p.get("runner")))
    if code == "obstacle_revealed":
        return tr("{obstacle} is revealed from the obstacle deck.").format(obstacle=c(p.get("obstacle")))
    if code == "reveal_chain_stopped":
        return tr("{card} reveals nothing: a chain of obstacles bringing each other into play stops here.").format(
            card=c(p.get("source")))
    if code == "obstacle_discarded":
        return tr("{obstacle} is discarded.").format(obstacle=c(p.get("obstacle")))
    if code == "markers_placed":
        n = sum(1 for t in p.get("targets") or [])
        return tr("{card}: %n level damage marker(s) to place.", None, n).format(card=c(p.get("source")))
    if code == "marker_wasted":
        return tr("{card}: a second marker on {target} is taken back (different obstacles only).").format(
            card=c(p.get("source")), target=names.target(p.get("target")))
    if code == "heal_replaced":
        what = tr(HEAL_INSTEAD.get(str(p.get("instead")), "takes something else"))
        return tr("{runner} {what} instead of healing.").format(runner=r(p.get("runner")), what=what)
    if code == "extra_damage":
        return tr("{card} deals 1 extra {color} damage.").format(card=c(p.get("source")),
                                                                color=color_name(str(p.get("color"))))
    if code == "card_to_hand":
        return tr("{card} goes into {runner}'s hand.").format(card=c(p.get("card")), runner=r(p.get("runner")))
    if code == "cant_attack":
        return tr("{card}: {obstacle} can't attack this turn.").format(card=c(p.get("source")),
                                                                      obstacle=c(p.get("obstacle")))
    if code == "boss_side":
        return tr("The boss shows its {side} side, facing {runner}.").format(side=p.get("side"),
                                                                            runner=r(p.get("facing")))
    if code == "boss_damaged":
        return tr("{obstacle} has {colored}/{cn} damage of its color, {total}/{tn} in all.").format(
            obstacle=c(p.get("obstacle")), colored=p.get("colored"), cn=p.get("colored_needed"),
            total=p.get("total"), tn=p.get("colorless_needed"))
    if code == "boss_damage_gone":
        return tr("{obstacle}'s damage this turn is gone: it must be dealt in one turn.").format(
            obstacle=c(p.get("obstacle")))
    if code == "ability_cancelled":
        return tr("{runner} cancels {obstacle}'s ability until the next turn.").format(
            runner=r(p.get("runner")), obstacle=c(p.get("obstacle")))
    if code == "abilities_cancelled":
        return tr("{card}: {obstacle} has no abilities for the rest of the game.").format(
            card=c(p.get("source")), obstacle=c(p.get("obstacle")))
    if code in ("obstacle_deck_empty", "obstacles_reshuffled"):
        deck = tr("Hard") if p.get("deck") == "hard" else tr("Normal")
        key = ("The {deck} obstacle deck is empty." if code == "obstacle_deck_empty"
               else "The {deck} obstacle discard is reshuffled into its deck.")
        return tr(key).format(deck=deck)
    return None


# the events where a card's text starts to matter: an obstacle comes into play, a Crossfire event is
# revealed, a card is played
REMINDED = {"obstacle_flipped": "obstacle", "obstacle_revealed": "obstacle", "crossfire_revealed": "card",
            "card_played": "card"}


def text_reminder(ev: Event, names: Namer) -> str | None:
    """"Wage Mage's text is not played by the program: resolve it at the table." for a pack card whose
    printed text has no ability (catalog.packs.text_not_played), as it comes into play."""
    from crossfire_desktop.catalog.packs import text_not_played  # noqa: PLC0415 - loaded on first use

    key = REMINDED.get(ev.code)
    if key is None:
        return None
    try:
        card = names.card_def(ev.params.get(key))
    except (TypeError, ValueError, IndexError, KeyError):
        return None
    if not text_not_played(card):
        return None
    return tr("{card}'s text is not played by the program: resolve it at the table.").format(card=card.name)
