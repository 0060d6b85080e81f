"""The rules engine: pure Python, no Qt. Everything else drives it through this API.

    game = new_game(setup)          # or load_game(json) / load_scenario(json)
    game.pending                    # the decision waited on: who, what kind, legal options
    game.legal_actions()            # every legal answer
    events = game.apply(action)     # raises ActionRefused(refusal) when illegal
    game.result                     # "win", "abort", "loss" or None
"""

from .actions import (
    Action,
    ApplyDamage,
    Buy,
    Choose,
    ChooseMany,
    EndStep,
    MoveCard,
    PlayCard,
    UseAbility,
    action_from_json,
    action_to_json,
)
from .decisions import Decision, Kind, Option
from .game import Game, load_game, new_game
from .load_check import GameLoadError
from .messages import AbilityFailed, ActionRefused, Event, Refusal
from .scenario import load_scenario
from .setup import CampaignLink, GameSetup, RunnerSetup, default_roles, quick_setup

__all__ = [
    "AbilityFailed",
    "Action",
    "ActionRefused",
    "ApplyDamage",
    "Buy",
    "Choose",
    "ChooseMany",
    "Decision",
    "EndStep",
    "Event",
    "Game",
    "GameLoadError",
    "CampaignLink",
    "GameSetup",
    "Kind",
    "MoveCard",
    "Option",
    "PlayCard",
    "Refusal",
    "RunnerSetup",
    "UseAbility",
    "action_from_json",
    "action_to_json",
    "default_roles",
    "load_game",
    "load_scenario",
    "new_game",
    "quick_setup",
]
