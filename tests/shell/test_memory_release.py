"""Between games the app gives freed memory back to the system (long sessions do not creep up), at
most once a minute and never in the middle of play."""

from __future__ import annotations

from game import app as app_module
from game.memory import release_free_memory
from game.scenes.base import Scene


class Screen(Scene):
    pass


def test_memory_is_released_when_play_ends_and_one_screen_is_left(harness, monkeypatch):
    calls = []
    monkeypatch.setattr(app_module, "release_free_memory", lambda: calls.append(harness.app.time))
    stack = harness.app.scenes
    stack.push(Screen(harness.app))             # the title at start: nothing to give back yet
    stack.push(Screen(harness.app))             # a game over it
    harness.app.time += 600.0                   # ten minutes of play
    stack.push(Screen(harness.app))             # a pause overlay: still playing
    assert calls == []
    stack.clear_to(Screen(harness.app))         # the game ended: back to one screen
    assert len(calls) == 1
    stack.push(Screen(harness.app))
    stack.pop()                                 # a quick menu round trip: not again within the minute
    assert len(calls) == 1
    harness.app.time += 61.0
    stack.replace(Screen(harness.app))
    assert len(calls) == 2


def test_release_free_memory_runs_anywhere():
    assert release_free_memory() in (True, False)
