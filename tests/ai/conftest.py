"""Fixtures of tests/ai: the tiny two-player 10000 tables (tests/ai/tiny_duels.py), built once per test process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tiny_duels import CUT, TINY_CLASSIC, TINY_ZEHN

from game.ai import solved_table
from game.ai import tenthousand_duel as duel_module
from game.ai import tenthousand_duel_table as duel_table


@pytest.fixture(scope="session")
def tiny_duel_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("tiny-duels")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(duel_module, "TRUNCATION", CUT)
        patch.setenv("PLANET_DICE_CACHE_DIR", str(folder))
        for rules in (TINY_CLASSIC, TINY_ZEHN):
            duel_table.duel(rules)
            duel_table.DUEL.cache_path(rules).chmod(0o444)
        solved_table.forget_all()
    return folder


@pytest.fixture
def tiny_duels(tiny_duel_folder) -> None:
    """This test's cache folder links to the two tiny tables (read, never built, here)."""
    cache = Path(os.environ["PLANET_DICE_CACHE_DIR"])
    for path in tiny_duel_folder.glob("*.npy"):
        (cache / path.name).symlink_to(path)
