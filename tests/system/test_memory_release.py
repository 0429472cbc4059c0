"""Between games the app gives freed memory back to the system (long sessions do not creep up), at
most once a minute, never in the middle of play, and only once the screen just left is gone."""

from __future__ import annotations

import gc
import weakref

from game import app as app_module
from game.scenes.base import Scene
from game.system.memory import release_free_memory


class Screen(Scene):
    pass


class EndingGame(Scene):
    """A game whose update ends it, as a demo's end screen goes back to the title by itself."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buffer = bytearray(1 << 20)   # what a game holds: gone once it has been left
        self.me = self                     # a cycle, as scenes with callbacks have: only gc frees it

    def update(self, dt: float) -> None:
        self.app.scenes.pop()


def test_memory_is_released_after_the_frame_when_play_ends_and_one_screen_is_left(harness, monkeypatch):
    calls = []
    monkeypatch.setattr(app_module, "release_free_memory", lambda: calls.append(harness.app.time))
    stack = harness.app.scenes
    stack.push(Screen(harness.app))             # the title at start: nothing to give back yet
    harness.tick()
    stack.push(Screen(harness.app))             # a game over it
    harness.app.time += 600.0                   # ten minutes of play
    stack.push(Screen(harness.app))             # a pause overlay: still playing
    harness.tick()
    assert calls == []
    stack.clear_to(Screen(harness.app))         # the game ended: back to one screen
    assert calls == []                          # not inside the stack change ...
    harness.tick()
    assert len(calls) == 1                      # ... but once the frame is done
    stack.push(Screen(harness.app))
    stack.pop()                                 # a quick menu round trip: not again within the minute
    harness.tick()
    assert len(calls) == 1
    harness.app.time += 61.0
    stack.replace(Screen(harness.app))
    harness.tick()
    assert len(calls) == 2
    stack.push(Screen(harness.app))
    harness.app.time += 61.0
    harness.tick()                              # two screens: playing, nothing released
    assert len(calls) == 2


def test_the_screen_left_is_gone_when_the_memory_is_released(harness, monkeypatch):
    game_refs: list[weakref.ref] = []
    alive_at_release = []

    def release() -> None:
        gc.collect()                            # as release_free_memory does, before the trim
        alive_at_release.append([ref() is not None for ref in game_refs])

    monkeypatch.setattr(app_module, "release_free_memory", release)
    harness.app.scenes.push(Screen(harness.app))
    harness.app.time += 600.0
    game = EndingGame(harness.app)
    game_refs.append(weakref.ref(game))
    harness.app.scenes.push(game)
    del game
    harness.tick()                              # the game ends itself: back to the title
    assert len(harness.app.scenes) == 1
    assert alive_at_release == [[False]]        # its memory was freed before it was given back


def test_release_free_memory_runs_anywhere():
    assert release_free_memory() in (True, False)


class Cycle:
    def __init__(self) -> None:
        self.me = self          # only the cyclic collector frees it


def test_while_settling_what_lives_before_play_is_frozen_and_let_go_at_the_next_settle():
    """`settle_before_play` (the game's own run): a collection walks only what was made after it; what it froze
    and is garbage later is collected at the next settle, or when play is over (`release_free_memory`)."""
    from game.system.memory import settle_before_play, settling

    settle_before_play()                          # not switched on: nothing frozen
    assert gc.get_freeze_count() == 0
    with settling():
        dead = Cycle()
        dead_ref = weakref.ref(dead)
        del dead
        holder = Cycle()
        settle_before_play()
        assert dead_ref() is None                 # garbage is collected, not frozen
        assert gc.get_freeze_count() > 1000 and not any(o is holder for o in gc.get_objects())
        holder_ref = weakref.ref(holder)
        del holder
        gc.collect()
        assert holder_ref() is not None           # frozen: no collection finds it ...
        settle_before_play()
        assert holder_ref() is None               # ... until the next settle lets it go
        again = Cycle()
        settle_before_play()
        again_ref = weakref.ref(again)
        del again
        release_free_memory()                     # play over: nothing stays frozen
        assert again_ref() is None and gc.get_freeze_count() == 0
        settle_before_play()
    assert gc.get_freeze_count() == 0             # the run over: nothing stays frozen


def test_a_play_scene_is_built_after_the_settle_and_is_not_frozen(harness):
    from game.system.memory import settling

    with settling():
        scene = harness.push("bluff", attract=True)
        assert gc.get_freeze_count() > 1000
        assert any(o is scene for o in gc.get_objects())      # the collector still sees the game itself
    assert gc.get_freeze_count() == 0
