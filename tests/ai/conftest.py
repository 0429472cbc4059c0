"""One optimal Dicetime table for the whole AI test session, built by the code under test into a
temporary cache folder (never the user's), so the build (a few seconds) is paid once per process.
(tests/conftest.py points the cache folder at a fresh folder in every test; the table stays in memory.)"""

from __future__ import annotations

import numpy as np
import pytest

from game.ai import dicetime_table, solved_table


@pytest.fixture(scope="session")
def optimal_table(tmp_path_factory: pytest.TempPathFactory) -> np.ndarray:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(solved_table.CACHE_ENV, str(tmp_path_factory.mktemp("planet-dice-cache")))
        dicetime_table.forget_loaded_table()  # whatever was loaded before, build it now
        return dicetime_table.values()
