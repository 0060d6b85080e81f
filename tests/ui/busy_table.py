"""A crowded table for layout tests and screenshots: 4 runners, a 7-card hand, the catalog's longest
names and texts in the Black Market, obstacles facing everyone, a long Crossfire event."""

from __future__ import annotations

from typing import Any

from crossfire_desktop.engine import load_scenario


def busy_scenario() -> dict[str, Any]:
    basics = ["quick_shot", "mana", "mark", "street_smarts"]
    return {
        "runners": [
            {"name": "Cal", "metatype": "Dwarf", "roles": ["Street Samurai"], "nuyen": 3,
             "hand": ["quick_shot", "mana", "mark", "street_smarts", "remington_roomsweeper",
                      "black_market_contacts", "quick_shot"], "deck": basics * 2},
            {"name": "Jay", "metatype": "Human", "roles": ["Mage"], "hand": basics[:3], "deck": basics},
            {"name": "Rob", "metatype": "Elf", "roles": ["Decker"], "hand": basics, "deck": basics},
            {"name": "Jim", "metatype": "Troll", "roles": ["Face"], "hand": basics, "deck": basics, "nuyen": 6},
        ],
        "obstacles": [
            {"card": "out_of_ammo", "facing": 0},
            {"card": "deckhead", "facing": 0},
            {"card": "aerial_combat_drone", "facing": 1},
            {"card": "ares_field_rep", "facing": 2},
            {"card": "lone_star_trooper", "facing": 3},
            {"card": "spirit_of_air", "facing": 3},
        ],
        "market_row": ["pair_programming", "hack_the_world", "press_the_advantage", "aztechnology_striker",
                       "ra_sm_4_sniper_rifle", "coordinated_attack"],
        "market_deck": ["backdoor", "katana"],
        "crossfire_active": ["take_the_merchandise_and_run"],
        "crossfire_deck": ["cunning_plan", "instinct"],
    }


def busy_game() -> Any:
    return load_scenario(busy_scenario())
