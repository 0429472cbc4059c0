"""Scenes that `python -m game --scene NAME` can start, imported lazily.

Each value is "module:ClassName"; the class is built as `Class(app, **options)`.
Importing lazily keeps the start-up fast: the title does not pay for physics.
"""

from __future__ import annotations

import importlib

SCENES: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "setup": "game.scenes.setup:SetupScene",
    "setup_dicetime": "game.scenes.setup:DicetimeSetupScene",
    "setup_triple": "game.scenes.setup:TripleSetupScene",
    "results": "game.scenes.results:ResultsScene",
    "highscores": "game.scenes.highscores:HighScoresScene",
    "settings": "game.scenes.settings:SettingsScene",
    "rules": "game.scenes.rules_book:RulesScene",
    "dicetime": "game.scenes.dicetime.scene:DicetimeScene",
    "triple": "game.scenes.triple.scene:TripleScene",
    "puzzle": "game.scenes.puzzle.scene:PuzzleScene",
    "campaign": "game.scenes.campaign.map:CampaignMapScene",
    "campaign_level": "game.scenes.campaign.scene:LevelScene",
    "tray": "game.scenes.tray:TrayScene",
    "tenthousand": "game.scenes.tenthousand.scene:TenThousandScene",
    "zehntausend": "game.scenes.tenthousand.scene:ZehntausendScene",
    "setup_tenthousand": "game.scenes.tenthousand.setup:TenThousandOptionsScene",
    "setup_tenthousand_seats": "game.scenes.setup:SetupScene",
    "tenthousand_scoring": "game.scenes.tenthousand.score_table:ScoreTableScene",
    "bluff": "game.scenes.bluff.scene:BluffScene",
    "review": "game.scenes.review.scene:ReviewScene",
    "stats": "game.scenes.stats.scene:StatsScene",
    "name_entry": "game.scenes.players.name_entry:NameEntryScene",
}


def scene_names() -> list[str]:
    return sorted(SCENES)


def scene_class(name: str) -> type:
    try:
        target = SCENES[name]
    except KeyError:
        raise KeyError(f"unknown scene {name!r}; valid scenes: {', '.join(scene_names())}") from None
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)


def name_of(scene: object) -> str | None:
    """The registry name of `scene`'s class (None for a scene not registered: an overlay, a test's)."""
    cls = type(scene)
    target = f"{cls.__module__}:{cls.__qualname__}"
    return next((name for name, where in SCENES.items() if where == target), None)
