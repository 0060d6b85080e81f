"""Every engine code turned into words, through Qt's translation system.

The context is "" because pyside6-lupdate files a bare `tr("...")` call outside a Qt class under the
empty context (docs/TRANSLATING.md). A count `n` picks the plural form: write "%n" in the text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .names import Namer
from .tr import tr

if TYPE_CHECKING:
    from crossfire_desktop.engine.messages import Event, Refusal

# `tr` itself lives in ui/words/tr.py: the start screen imports it without compiling this file; the names of
# runners, cards and colours in ui/words/names.py, so the word modules this one loads need not import it back


STEP_NAMES = {
    "crossfire": "Crossfire",
    "play": "Play Cards",
    "apply": "Apply Damage",
    "take_damage": "Take Damage",
    "draw_buy": "Draw & Buy",
    "end": "End Turn",
    "breather": "Breather",  # revised printing, between Scenes
}
TURN_STEPS = ["play", "apply", "take_damage", "draw_buy", "end"]
STEP_SHORT_NAMES = {  # a step's number and one word, for a step tab where the whole names don't fit
    "play": "{n}. Play",
    "apply": "{n}. Apply",
    "take_damage": "{n}. Take",
    "draw_buy": "{n}. Buy",
    "end": "{n}. End",
}
BREATHER_STEP_NAMES = {
    "effects_end": "a) obstacle and Crossfire effects end",
    "exhausted_removed": "b) Exhausted tokens removed (not from critical runners)",
    "heal": "c) every runner heals 1",
    "buy": "d) one Black Market card each, from the next runner",
}


RESULT_TITLES = {"win": "Mission accomplished", "abort": "Abort run: the team got out", "loss": "Mission failed"}


def result_title(result: str) -> str:
    """A mission's result in words (end screen, post-mission)."""
    return tr(RESULT_TITLES.get(result, result))


def step_name(step: str) -> str:
    return tr(STEP_NAMES.get(step, step))


def step_short_name(step: str, n: int) -> str:
    return tr(STEP_SHORT_NAMES[step]).format(n=n) if step in STEP_SHORT_NAMES else step_name(step)


def _kind_words(kind: Any) -> str:
    from .event_words import kind_words

    return kind_words(kind)


def _wrong_action(p: dict[str, Any]) -> str:
    """An action the step doesn't take; a purchase says when it can be made (a card dragged from the Black
    Market during Play Cards only heard that the game waits for playing cards, seen in play)."""
    expected = _kind_words(p.get("expected"))
    if p.get("got") == "buy":
        return tr("Buy in step 4, Draw & Buy: now the game waits for {expected}.").format(expected=expected)
    return tr("That can't be done now (the game waits for {expected}).").format(expected=expected)


def refusal_text(ref: Refusal, names: Namer) -> str:
    p = ref.params
    r = names.runner
    c = names.card
    sentences = {
        "ability_unavailable": lambda: tr("That ability can't be used now."),
        "already_there": lambda: tr("That card is already there."),
        "cant_buy": lambda: tr("{source}: {runner} can't buy cards.").format(
            source=p.get("source", ""), runner=r(p.get("runner"))),
        "cant_play_more": lambda: tr("{source}: you can't play more than %n card(s) on your turn.", None,
                                     _count(p.get("n"))).format(source=p.get("source", "")),
        "card_not_in_hand": lambda: tr("{card} is not in {runner}'s hand.").format(
            card=c(p.get("card")), runner=r(p.get("runner"))),
        "card_not_offered": lambda: tr("{card} is not one of the cards you may play now.").format(card=c(p.get("card"))),
        "choose_count": lambda: _pick_refused(p, names),
        "game_over": lambda: tr("The mission is over."),
        "malformed_action": lambda: tr("That is not a valid move ({field} = {value}).").format(
            field=p.get("field", "?"), value=p.get("value", "?")),
        "must_play": lambda: tr("You must play one of the offered cards."),
        "no_assist": lambda: tr("{card} has no assist ability: only its owner can play it on their own turn.").format(
            card=c(p.get("card"))),
        "no_such_option": lambda: tr("That is not one of the options."),
        "no_such_placement": lambda: tr("That placed card is no longer there."),
        "no_such_target": lambda: tr("That target is no longer in play."),
        "not_enough_nuyen": lambda: tr("{card} costs {cost}¥ and you have {nuyen}¥.").format(
            card=c(p.get("card")), cost=p.get("cost"), nuyen=p.get("nuyen")),
        "not_in_market": lambda: tr("{card} is not in the Black Market row.").format(card=c(p.get("card"))),
        "not_your_decision": lambda: tr("It is {decider}'s decision, not {runner}'s.").format(
            decider=r(p.get("decider")), runner=r(p.get("runner"))),
        "nothing_placed_there": lambda: tr("No damage is placed at {target}.").format(target=c(p.get("target"))),
        "nothing_to_undo": lambda: tr("There is nothing to undo."),
        "obstacles_only": lambda: tr("That damage can only be dealt to an obstacle, not to a boss."),
        "requires_type": lambda: tr("{card} REQUIRES a {type} card played this turn.").format(
            card=c(p.get("card")), type=p.get("type")),
        "breather_requires": lambda: tr("{card} REQUIRES a {type} card: it can't be bought during a Breather.").format(
            card=c(p.get("card")), type=p.get("type")),
        "staggered_no_buy": lambda: tr("{runner} is staggered: no drawing 2 and no buying in the Draw & Buy step.").format(
            runner=r(p.get("runner"))),
        "critical_no_buy": lambda: tr("{runner} is critical and takes no more actions this game.").format(
            runner=r(p.get("runner"))),
        "runner_out": lambda: tr("{runner} is critical and can't assist.").format(runner=r(p.get("runner"))),
        "undo_hidden": lambda: tr("Can't undo: a hidden card was revealed."),
        "undo_elsewhere": lambda: tr("Can't undo: {runner}'s action was played at another computer, and only "
                                     "its player can take it back.").format(runner=r(p.get("runner"))),
        "undo_passed": lambda: tr("Can't undo: {runner}'s turn has begun at another computer, and taking your "
                                  "action back would take it away.").format(runner=r(p.get("runner"))),
        "undo_not_yours": lambda: tr("Nothing of yours to undo: Undo takes back your own last action only, "
                                     "before any hidden card is revealed."),
        "undo_not_recorded": lambda: tr("Can't undo: this copy of the game keeps no history."),
        "wrong_action": lambda: _wrong_action(p),
    }
    maker = sentences.get(ref.code)
    if maker is None:
        text = tr("Not allowed ({code}).").format(code=ref.code)
    else:
        try:
            text = maker()
        except (KeyError, IndexError, ValueError):
            text = tr("Not allowed ({code}).").format(code=ref.code)
    from .rule_words import rule_words

    text = names.elided(text)
    return f"{text} ({rule_words(ref.rule)})" if ref.rule and ref.code not in PLAIN_REFUSALS else text


# Said without a rulebook page or a Rules link (a refusal a rule or a card stands behind cites it): a pick of the
# wrong size, an option not offered (the choice's own prompt says what to pick), and Undo's refusals, which say
# their reason whole ("(Undo: a hidden card was revealed)" after it said it twice, seen in play).
PLAIN_REFUSALS = frozenset({"choose_count", "no_such_option",
                            "nothing_to_undo", "undo_hidden", "undo_not_recorded", "undo_elsewhere", "undo_passed",
                            "undo_not_yours"})


def rule_section(ref: Any) -> str | None:
    """The rules reference's section behind a refusal (its Rules link, F1), None for a plain one."""
    from crossfire_desktop.rules_reference import section_for_refusal

    return None if ref is None or ref.code in PLAIN_REFUSALS else section_for_refusal(ref.code, ref.rule)


def _count(n: Any) -> int:
    try:
        return int(n)
    except (TypeError, ValueError):
        return 1


def _pick_refused(p: dict[str, Any], names: Namer) -> str:
    from .pick_words import picked_so_far  # noqa: PLC0415 - rare: only when a pick is refused

    d = names.g.pending
    return picked_so_far(_count(p.get("min")), _count(p.get("max")), _count(p.get("got")),
                         d.prompt if d is not None else "") + "."


def prompt_text(code: str, params: dict[str, Any], names: Namer, decider: int | None = None) -> str:
    """A decision's prompt; `{runner}` is the runner its params name, else the one who decides."""
    who = names.runner(params.get("runner", decider))
    prompts = {
        "play_cards": tr("{runner}: play cards (drag a card onto an obstacle), then finish."),
        "apply_damage": tr("{runner}: apply damage, one obstacle at a time."),
        "buy_cards": tr("{runner}: buy cards from the Black Market, then end the turn."),
        "buy_one": tr("{runner}: you may buy one card from the Black Market."),
        "choose_runner": tr("Choose a runner."),
        # an obstacle's "you" is the runner it faces (RULINGS.md): "another runner" leaves them out, said so
        "choose_other_runner": tr("Choose a runner other than {runner} (the obstacle's “you”: the runner it "
                                  "faces).") if params.get("faced") else tr("Choose a runner other than {runner}."),
        "discard_cards": tr("Discard %n card(s).", None, _count(params.get("n"))),
        "order_triggers": tr("Choose which ability happens first."),
        "scene_buy": tr("{runner}: the scene is over - you may buy one card from the Black Market."),
        "track_buy": tr("{runner}: the mission track lets you buy one card from the Black Market."),
        "black_market_contacts": tr("Black Market Contacts: {runner}, you may buy one card now."),
        "choose_obstacle": tr("Choose an obstacle."),
        "discard_to_cancel": tr("Discard a card to cancel this obstacle's ability until the next turn?"),
        "breather_buy": tr("{runner}: Breather - you may buy one card (no REQUIRES cards)."),
        "revised_icon_grab_swap": tr("{runner}: choose a starting card to swap for an Icon Grab."),
        "revised_karma_card": tr("{runner}: 20+ Karma with two roles - choose a Black Market card costing {cost} "
                                 "for your starting deck."),
        "revised_critical_choice": tr("{runner} is CRITICAL: does the team go on with the Scene or abort the run?"),
        "intercept_obstacle": tr("{runner}: take an obstacle facing the Client (its color matches one of "
                                 "your roles), or leave them?"),
        # Black Market cards
        "backdoor": tr("Backdoor: choose an obstacle to treat as having no text for the rest of the game."),
        "coordinated_attack": tr("Coordinated Attack: choose another runner to draw 1 card and play a card."),
        "coordinated_attack_play": tr("Coordinated Attack: {runner}, play one card now."),
        "covering_fire": tr("Covering Fire: choose an obstacle that can't attack this turn."),
        "fireball_levels": tr("Fireball: choose up to 3 different obstacles for its level damage."),
        "guiding_spirit": tr("Guiding Spirit: discard your hand and draw that many cards?"),
        "hack_the_world": tr("Hack the World: choose a Black Market card costing 6 or less to play."),
        "icon_grab_color": tr("Icon Grab: choose the color of its extra damage."),
        "order_top_cards": tr("Deathtouch: put the revealed cards back in the order you choose (top first)."),
        "pair_programming": tr("Pair Programming: play a card from another runner's discard."),
        "pair_programming_discard": tr("Pair Programming: discard a HACKING card to play a card of any cost?"),
        "retrieval_agent": tr("Retrieval Agent: return a HACKING card from your discard to your hand."),
        "roomsweeper_runner": tr("Remington Roomsweeper: choose the runner whose obstacles it hits."),
        "striker_move": tr("Aztechnology Striker: take this runner's obstacle to face you (or none)?"),
        "whip_move": tr("Monofilament Whip: choose an obstacle facing another runner to face you (or none)."),
        # upgrade stickers
        "sticker_big_plans": tr("Big Plans: move an obstacle?"),
        "sticker_color": tr("Choose the color of the extra damage."),
        "sticker_convert": tr("Choose a damage of that color to turn into 2 colorless damage."),
        "sticker_focus_color": tr("Perfect Focus: choose the color of the two cards to discard."),
        "sticker_focus_take": tr("Perfect Focus: choose the card to take from your discard."),
        "sticker_fourth_wind": tr("Fourth Wind: take a basic card of the same color from your discard?"),
        "sticker_fundamentals": tr("Fundamentals: choose a basic card to add to your deck."),
        "sticker_heal_instead": tr("Each time you would heal, you can take something else instead: choose."),
        "sticker_living_fast": tr("Living Fast: put the card into your discard to pay 1 nuyen less?"),
        "sticker_move_obstacle": tr("Choose an obstacle to move."),
        "sticker_move_to": tr("Choose the runner it will face."),
        "sticker_prep_work": tr("Prep Work: {runner}, you may buy one card to start the game with."),
        "sticker_scene_card": tr("Use your once-per-Scene upgrade on this card?"),
        "sticker_shock_frills": tr("Shock Frills: choose an obstacle facing you to take 2 levels of damage."),
        "sticker_true_pro": tr("True Pro: choose the basic card to replace."),
        "sticker_your_team": tr("Your Team, Your Rules: pay 1 nuyen to draw a card?"),
        # abilities resolved at the table (owner-entered cards)
        "table_resolve": tr("{name}: resolve this at the table - \"{text}\" Use the tools, then Done."),
        "table_pick_runner": tr("Which runner?"),
        "table_pick_obstacle": tr("Which obstacle?"),
        "table_amount": tr("Add or take away one?"),
        "table_move_to": tr("Which runner will it face?"),
    }
    text = prompts.get(code, tr("Decide: {code}").format(code=code))
    try:
        return names.elided(text.format(runner=who, **{k: v for k, v in params.items() if k != "runner"}))
    except (KeyError, IndexError, ValueError):
        return text


def event_lines(evs: list[Event], names: Namer) -> list[str]:
    """The log's lines for what one answer did (or a game's opening): a defeated obstacle's nuyen said
    once per runner (event_words.rewards_merged), events not worth a line left out (an ability that did nothing)."""
    from .event_words import idle_abilities_dropped, rewards_merged, text_reminder

    lines = []
    for ev in rewards_merged(idle_abilities_dropped(evs)):
        lines += [names.elided(line) for line in (event_text(ev, names), text_reminder(ev, names)) if line]
    return lines


def event_text(ev: Event, names: Namer) -> str | None:
    """One log sentence, or None for events not worth a line (step changes are shown elsewhere)."""
    p = ev.params
    r = names.runner
    c = names.card
    code = ev.code
    if code == "step":
        return None
    from .event_words import more_event_text  # loaded on first use (start-up)

    line = more_event_text(ev, names)
    if line is not None:
        return line
    if code == "card_played":
        if p.get("target") is None:  # into play, next to no obstacle ("plays X on the table" read oddly, seen in play)
            key = "{runner} assists with {card}." if p.get("assist") else "{runner} plays {card}."
            return tr(key).format(runner=r(p.get("runner")), card=c(p.get("card")))
        key = "{runner} assists with {card} on {target}." if p.get("assist") else "{runner} plays {card} on {target}."
        return tr(key).format(runner=r(p.get("runner")), card=c(p.get("card")), target=names.target(p.get("target")))
    if code == "hp":
        d = int(p.get("delta", 0))
        if d == 0:
            return tr("{runner} is already at full HP ({hp}).").format(runner=r(p.get("runner")), hp=p.get("hp"))
        key = "{runner} heals {n} (HP {hp})." if d > 0 else "{runner} loses {n} HP (HP {hp})."
        return tr(key).format(runner=r(p.get("runner")), n=abs(d), hp=p.get("hp"))
    if code == "nuyen":
        d = int(p.get("delta", 0))
        key = "{runner} gains {n}¥ ({total}¥)." if d >= 0 else "{runner} pays {n}¥ ({total}¥)."
        return tr(key).format(runner=r(p.get("runner")), n=abs(d), total=p.get("total"))
    if code == "damage_applied":
        return tr("{obstacle} loses %n level(s) ({total} cleared).", None, int(p.get("cleared") or 0)).format(
            obstacle=c(p.get("obstacle")), total=p.get("total"))
    if code == "game_over":
        return {"win": tr("Mission accomplished!"), "abort": tr("The team got out: abort run successful."),
                "loss": tr("The mission failed.")}.get(str(p.get("result")), tr("The game is over."))
    simple = {
        "round_started": "Round {round} begins.",
        "turn_started": "{runner}'s turn.",
        "turn_skipped": "{runner} is critical: turn skipped.",
        "turn_ended": "{runner} ends the turn.",
        "crossfire_discarded": "{card} goes to the Crossfire discard.",
        "crossfire_bottomed": "{card} goes under the Crossfire deck.",
        "crossfire_deck_empty": "The Crossfire deck is empty.",
        "placement_moved": "{card} moves from {src} to {dst}.",
        "obstacle_flipped": "{obstacle} appears, facing {facing}.",
        "obstacle_moved": "{obstacle} turns from {src} to {dst}.",
        "obstacle_defeated": "{obstacle} is defeated by {by}.",
        "levels_healed": "{obstacle} heals %n level(s).",
        "attack": "{obstacle} attacks {runner} for {strength}.",
        "attack_prevented": "{obstacle} can't attack this turn.",
        "staggered": "{runner} is STAGGERED.",
        "critical": "{runner} is CRITICAL.",
        "exhausted": "{runner} is EXHAUSTED (draws 1 at Draw until a Breather).",
        "exhausted_removed": "{runner} is no longer exhausted.",
        "critical_ended": "{runner} is no longer critical.",
        "critical_choice": "The team chooses: {choice}.",
        "breather_started": "Breather after Scene {scene}.",
        "breather_step": "Breather {n}/4: {step}.",
        "breather_ended": "The Breather is over.",
        "crossfire_wait": "No Crossfire card for the first %n round(s).",
        "crossfire_marker_removed": "A Crossfire marker comes off: {left} left.",
        "icon_grab_swapped": "{runner} swaps {old} for {new}.",
        "icon_grab_missing": "No Icon Grab left in the Black Market for {runner}.",
        "karma_card_added": "{runner} adds {card} to the starting deck.",
        "karma_card_missing": "No Black Market card costing {cost} for {runner}.",
        "recovered": "{runner} recovers.",
        "drew": "{runner} draws %n card(s).",
        "discarded": "{runner} discards {card}.",
        "shuffled": "{runner} shuffles the discard into the deck.",
        "bought": "{runner} buys {card} for {cost}¥.",
        "buy_passed": "{runner} passes: buys nothing.",
        "market_refilled": "{card} comes to the Black Market.",
        "market_reshuffled": "The Black Market discard is shuffled into its deck.",
        "market_out_of_stock": "The Black Market deck is empty.",
        "scene_started": "Scene {scene} begins: %n obstacle(s).",
        "scene_ended": "Scene {scene} ends.",
        "abort_run": "Abort run! Each runner takes one last turn, starting with {first}.",
        "prevented": "{source} prevents {runner} from doing that ({what}).",
        "ability": "{source}: ability {effect}.",
        "obstacle_deck_empty": "The {deck} obstacle deck is empty.",
        "obstacles_reshuffled": "The {deck} obstacle discard is reshuffled.",
        "table_resolve": "{card}: {runner} resolves the ability at the table.",
        "table_tool": "Resolved by the players: {runner} chose {tool}.",
        "table_done": "{card}: resolved by the players.",
        "table_attack": "{obstacle} attacks +{amount} this turn (resolved by the players).",
    }
    if code not in simple:
        return tr("Something happened: {code}.").format(code=code)
    words: dict[str, Any] = dict(p)
    from crossfire_desktop.engine.messages import EVENT_FIELDS, SEAT, TARGET  # noqa: PLC0415 - see event_words

    for key, kind in EVENT_FIELDS.get(code, {}).items():  # each card and seat by its name
        if key in words and not isinstance(words[key], list):
            words[key] = r(words[key]) if kind == SEAT else names.target(words[key]) if kind == TARGET else c(words[key])
    if code == "breather_step":
        words["step"] = tr(BREATHER_STEP_NAMES.get(str(p.get("step")), str(p.get("step"))))
    if code == "critical_choice":
        words["choice"] = tr("abort the run") if p.get("choice") == "abort" else tr("go on with the Scene")
    if code == "table_tool":
        from .table_tools_text import tool_name  # noqa: PLC0415 - loaded on first use (start-up)

        words["tool"] = tool_name(str(p.get("tool")))
    if code == "ability" and isinstance(p.get("source"), int | str):
        src = str(p.get("source"))
        words["source"] = c(src.split(":")[1]) if src.startswith("card:") else src
    try:
        n = p.get({"scene_started": "obstacles", "crossfire_wait": "rounds"}.get(code, "n"), -1)
        return tr(simple[code], None, int(n) if "%n" in simple[code] else -1).format(**words)
    except (KeyError, IndexError, ValueError):
        return tr("Something happened: {code}.").format(code=code)


KEYWORDS = {
    "FLIPPED": "FLIPPED: happens when this obstacle is flipped up into play.",
    "DEFEATED": "DEFEATED: happens when this obstacle's last level is cleared.",
    "ASSIST": "ASSIST: another runner can play this card on your turn for its assist ability.",
    "REQUIRES": "REQUIRES: you can buy this card only if you played a card of that type this turn.",
    "CROSSFIRE": "Crossfire N+: this effect is live while N or more cards are in the Crossfire discard.",
    "STAGGERED": "STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.",
    "CRITICAL": "CRITICAL: knocked out; your turns are skipped.",
    "TIMEBOMB": "Timebomb: happens when this event goes to the Crossfire discard.",
}


def keyword_help(text: str) -> list[str]:
    up = text.upper()
    return [tr(v) for k, v in KEYWORDS.items() if k in up]
