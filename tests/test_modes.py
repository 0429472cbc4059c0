"""The table of modes (game.modes) and navigation by name (game.scenes.navigation)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import modes
from game.input.actions import KEYBOARD
from game.match import MatchConfig, MatchResult, Seat, quick_match
from game.scenes import navigation, registry
from game.scenes.base import Scene
from game.scenes.setup import SetupScene
from game.storage import highscores

SCENES_DIR = Path(__file__).resolve().parents[1] / "game" / "scenes"


class StandIn(Scene):
    """A play scene that only records what it was started with."""

    def __init__(self, app, match=None, **options) -> None:
        super().__init__(app)
        self.match = match


def test_every_mode_on_the_title_comes_from_the_table_and_waits_for_its_scene(harness, monkeypatch):
    monkeypatch.setitem(modes.MODES, "orbit", modes.Mode("orbit", "Orbit", scene="orbit", min_seats=2, max_seats=6))
    title = harness.push("title")
    items = {item.label: item for item in title.menu.items}
    for mode in modes.MODES.values():
        if mode.menu:
            assert items[mode.label].enabled == navigation.is_playable(mode.name)
    assert not items["Orbit"].enabled and items["Orbit"].note == "coming soon"
    # Registering the mode's play scene is all it takes: the entry opens a setup for 2 to 6 seats.
    monkeypatch.setitem(registry.SCENES, "orbit", f"{__name__}:StandIn")
    title = registry.scene_class("title")(harness.app)
    harness.app.scenes.clear_to(title)
    harness.tick()
    orbit = [item.label for item in title.menu.items].index("Orbit")
    assert title.menu.items[orbit].enabled
    title.menu.focus = orbit
    harness.press("confirm")
    setup = harness.top
    assert isinstance(setup, SetupScene) and setup.mode == "orbit"
    assert len(setup.slots.slots) == 6 and setup.info.min_seats == 2


def test_start_match_runs_the_modes_play_scene_and_refuses_a_missing_one(harness, monkeypatch):
    harness.push("title")
    harness.push("settings")
    monkeypatch.setitem(modes.MODES, "orbit", modes.Mode("orbit", "Orbit", scene="orbit", min_seats=2, max_seats=6))
    config = MatchConfig("orbit", quick_match("dicetime", computers=2).seats)
    assert not navigation.start_match(harness.app, config)
    assert "Orbit cannot be played yet" in harness.app.notices[-1].message
    monkeypatch.setitem(registry.SCENES, "orbit", f"{__name__}:StandIn")
    assert navigation.start_match(harness.app, config)
    assert isinstance(harness.top, StandIn) and harness.top.match is config
    navigation.to_title(harness.app)
    assert len(harness.stack) == 1 and type(harness.top).__name__ == "TitleScene"


def _seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat("person" if i == 0 else "computer", f"P{i + 1}", i, i, KEYBOARD if i == 0 else None)
                 for i in range(count))


def test_solo_ten_thousand_ranks_by_fewer_rounds_and_versus_by_points():
    solo = MatchResult.from_totals(MatchConfig("tenthousand", _seats(1)), (23,))
    assert solo.winners == (0,) and solo.unit == "rounds"
    versus = MatchResult.from_totals(MatchConfig("tenthousand", _seats(3)), (10250, 9800, 10250))
    assert versus.winners == (0, 2) and versus.places() == (1, 3, 1) and versus.unit == "points"


def test_a_fewer_rounds_ranking_puts_the_smallest_first(monkeypatch):
    monkeypatch.setitem(modes.MODES, "race", modes.Mode("race", "Race", scene="race", ranking=modes.FEWER_ROUNDS,
                                                       max_seats=3, menu=False))
    result = MatchResult.from_totals(MatchConfig("race", _seats(3)), (30, 18, 25))
    assert result.winners == (1,)
    assert result.ranking() == (1, 2, 0) and result.places() == (3, 1, 2)


def test_the_solo_rounds_table_keeps_the_fewest_on_top():
    assert highscores.lower_first("tenthousand") and not highscores.lower_first("dicetime")
    positions, notices = highscores.record("tenthousand", [highscores.Entry("AAA", 30, "2026-11-23"),
                                                           highscores.Entry("BBB", 21, "2026-11-23")])
    table, notice = highscores.load_table("tenthousand")
    assert [e.score for e in table] == [21, 30] and positions == [1, 0] and not notices and notice is None


def test_a_mode_entry_is_checked():
    with pytest.raises(ValueError, match="seats"):
        modes.Mode("bad", "Bad", scene="bad", min_seats=3, max_seats=2, default_seats=2)
    with pytest.raises(ValueError, match="ranking"):
        modes.Mode("bad", "Bad", scene="bad", ranking="most hats")
    with pytest.raises(ValueError, match="needs 2 to 6 seats"):
        MatchConfig("bluff", _seats(1))


def _imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):   # imports inside functions too
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _base_class_modules(path: Path) -> set[str]:
    """Modules whose scene class this file extends (a campaign level is a puzzle scene): an import
    to build on, not to go somewhere."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    origin = {alias.asname or alias.name: node.module for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom) and node.module for alias in node.names}
    bases = {base.id for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for base in node.bases if isinstance(base, ast.Name)}
    return {origin[name] for name in bases if name in origin}


def test_no_scene_imports_a_sibling_scene_to_go_somewhere():
    """Destinations are reached by registry name (game.scenes.navigation), never by import
    (extending a scene class is building on it, not going there)."""
    targets = {value.split(":")[0] for value in registry.SCENES.values()}
    for path in SCENES_DIR.rglob("*.py"):
        module = "game." + ".".join(path.relative_to(SCENES_DIR.parent).with_suffix("").parts)
        imported = (_imported_modules(path) & targets) - {module}
        wrong = sorted(imported - _base_class_modules(path)) if imported else []   # (parsed again only then)
        assert not wrong, f"{path.name} imports the scene module(s) {wrong}: use game.scenes.navigation"
