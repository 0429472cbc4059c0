"""The solved two-player table in a two-seat 10000 game: a headless run never builds it (the same
seed replays the same game, and nothing waits minutes), Hard plays from it from the first turn when
it is cached, and the hint then says the exact chance to win."""

from __future__ import annotations

import threading

import pytest

from game.ai import solved_table
from game.ai import tenthousand as ai
from game.ai import tenthousand_duel as duel_module
from game.ai import tenthousand_duel_table as duel_table
from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.scenes.tenthousand.scene import TenThousandScene

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")  # the solo tables (to 500 points)

QUICK = (("target", 500),)   # 10 totals below the limit: the two-player table builds in ~1 s CPU (1,000: ~3 s)


def _match():
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=1, difficulty="hard")
    return MatchConfig(config.mode, config.seats, options=QUICK)


def _duel_files():
    return sorted(solved_table.cache_folder().glob("tenthousand-duel-*"))


def test_a_headless_game_builds_no_two_player_table(harness):
    scene = harness.push(TenThousandScene, match=_match())
    harness.run_for(1.0)
    assert _duel_files() == []
    assert not any(t.name == "tenthousand-duel-table" for t in threading.enumerate())
    assert scene.players[1].exact_situation(ai.view_of(scene.game)) is None   # it plays the estimate


def test_a_cached_table_is_played_from_the_first_turn_and_the_hint_says_the_chance(harness, monkeypatch):
    monkeypatch.setattr(duel_module, "TRUNCATION", 1e-2)   # a coarse cut past the limit: built in a second
    rules = TenThousandScene(harness.app, match=_match()).rules
    expected = duel_table.first_player_win_chance(rules)   # built and cached before the game
    assert len(_duel_files()) == 1
    solved_table.forget_all()
    scene = harness.push(TenThousandScene, match=_match())
    assert scene.players[1].exact_situation(ai.view_of(scene.game)) is not None
    harness.press("roll")
    for _ in range(60):
        harness.run_for(0.25)
        if not scene.awaiting:
            break
    if scene.turn.is_over:
        pytest.skip("the first roll scored nothing")   # seeded: it does score (the test would say so)
    harness.press("hint")
    harness.tick()
    lines = [line for line in harness.drawn_text() if line.startswith("Hint:")]
    assert lines and lines[0].endswith("% to win"), lines
    shown = float(lines[0].rsplit(" - ", 1)[1].split("%")[0]) / 100
    assert abs(shown - ai.hint(ai.view_of(scene.game)).chance) < 0.0005
    assert 0 < expected < 1
