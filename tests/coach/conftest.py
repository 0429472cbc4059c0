"""One optimal Dicetime table for the coach's tests, built once per process into a temporary cache
folder (tests/conftest.py points the cache at a fresh folder in every test; the table stays in memory)."""

from __future__ import annotations

import numpy as np
import pytest

from game.ai import dicetime_table


@pytest.fixture(scope="session")
def optimal_table(tmp_path_factory: pytest.TempPathFactory) -> np.ndarray:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(dicetime_table.CACHE_ENV, str(tmp_path_factory.mktemp("planet-dice-cache")))
        if not dicetime_table.is_loaded():
            dicetime_table.forget_loaded_table()
        return dicetime_table.values()
