"""Hard's solved two-player Bluff rounds at a game's start: a headless run builds none of them (the
same seed replays the same game, and nothing waits minutes for a build); it loads what is cached."""

from __future__ import annotations

import threading

from bluff_play import bluff_match, computer, person

from game.ai import bluff_tables, solved_table
from game.input.actions import KEYBOARD


def _files():
    return sorted(solved_table.cache_folder().glob("bluff-round-*"))


def test_a_headless_game_builds_no_table_and_loads_the_cached_ones(harness):
    harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1, "hard")))
    harness.run_for(1.0)
    assert _files() == []
    assert not any(t.name == "bluff-tables" for t in threading.enumerate())
    assert not bluff_tables.TABLES.is_loaded((1, 1))

    bluff_tables.TABLES.save(bluff_tables.TABLES.get((1, 1)), (1, 1))   # the one-die round, cached
    solved_table.forget_all()
    harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1, "hard")))
    assert bluff_tables.TABLES.is_loaded((1, 1))   # loaded as the game starts, not built
    assert bluff_tables.policy((1, 1), True, [], (3,)) is not None
