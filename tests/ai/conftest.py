"""One optimal Dicetime table for the whole AI test session, built into a temporary cache folder
(never the user's), so the build (a few seconds) is paid once. (tests/conftest.py then points the
cache folder at a fresh folder in every test; the built table stays in memory.)"""

from __future__ import annotations

import numpy as np
import pytest

from game.ai import dicetime_table


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("planet-dice-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(dicetime_table.CACHE_ENV, str(folder))
        dicetime_table.forget_loaded_table()
        yield folder
        dicetime_table.forget_loaded_table()


@pytest.fixture(scope="session")
def optimal_table(private_cache) -> np.ndarray:
    return dicetime_table.values()
