"""The two tiny two-player 10000 tables of tests/ai (10000 to 100 points with a confirmation, Zehntausend to 100
with bankruptcy), at the tests' coarser cut (`CUT`), built once per test process by the game's own code
(`tenthousand_duel_table.duel`, in a folder of their own) and linked into the cache folder of each test that plays
from them (the `tiny_duels` fixture, tests/ai/conftest.py), as the session's solved tables are
(tests/solved_tables.py). Nine tests built them again each (~1.7 s CPU). Tests about building, caching or a
missing table keep their own folders."""

from __future__ import annotations

import dataclasses

from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND

TINY_CLASSIC = dataclasses.replace(CLASSIC, target=100, bank_minimum=50, confirmation=50)
TINY_ZEHN = dataclasses.replace(ZEHNTAUSEND, target=100, bank_minimum=50)
#: where seat 0's turn is cut past the limit in these tests (the game's cut, 1e-11, solves ~4x the levels)
CUT = 1e-4

