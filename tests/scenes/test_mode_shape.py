"""Every mode in one shape: its play scene lives in `scenes/<package>/scene.py`, is a `PlayScene` made of
parts (one base class per class, no mixins), and is shallow (a campaign level two classes under `Scene`,
any other at most three: its own, a shared host such as the score table's, `PlayScene`). The rooms of a
mode package have one name each (no `play.py` beside `scene.py`, no `explain.py` for `words.py`)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from game import modes
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.playkit.play_scene import PlayScene

SCENES = Path(importlib.import_module("game.scenes").__file__).parent
ROOMS = {"scene", "view", "input", "computer", "options", "words"}
OLD_NAMES = {"play", "explain", "table_input", "computer_seat", "computer_turns", "settings", "level", "brain",
             "dice_table", "table_view", "table_layout"}   # what each room was called before it had one name
PLAY_MODES = [mode for mode in modes.MODES.values() if mode.scene in registry.SCENES]


def _depth_under_scene(cls: type) -> int:
    return cls.__mro__.index(Scene)


@pytest.mark.parametrize("mode", PLAY_MODES, ids=lambda mode: mode.name)
def test_a_play_scene_lives_in_scene_py_and_is_a_shallow_play_scene_without_mixins(mode):
    target = registry.SCENES[mode.scene]
    assert target.split(":")[0].endswith(".scene"), f"{mode.name}: {target} is not in a scene.py"
    cls = registry.scene_class(mode.scene)
    assert issubclass(cls, PlayScene)
    chain = cls.__mro__[:_depth_under_scene(cls)]
    assert all(len(klass.__bases__) == 1 for klass in chain), f"{mode.name}: a mixin in {chain}"
    limit = 2 if mode.name == "campaign" else 3
    assert _depth_under_scene(cls) <= limit, f"{mode.name}: {[k.__name__ for k in chain]}"


@pytest.mark.parametrize("package", sorted({registry.SCENES[m.scene].split(":")[0].split(".")[2] for m in PLAY_MODES}))
def test_a_mode_package_names_its_rooms_one_way(package):
    names = {path.stem for path in (SCENES / package).glob("*.py")}
    assert "scene" in names
    assert not names & OLD_NAMES, f"scenes/{package}: {sorted(names & OLD_NAMES)} (rooms are {sorted(ROOMS)})"


MODULE_LINES = 450
GAME = SCENES.parent


def test_no_module_under_game_is_over_450_lines():
    """Small modules: every .py under game/ (scenes, the play kit, ai, everything) at most 450 lines."""
    modules = sorted(GAME.rglob("*.py"))
    assert len(modules) > 200 and GAME / "scenes" / "playkit" / "tray_panel.py" in modules
    long = {str(path.relative_to(GAME)): n for path in modules
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MODULE_LINES}
    assert not long, f"modules over {MODULE_LINES} lines: {long}"
