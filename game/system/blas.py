"""One thread of linear algebra for the game's process and the children it starts to compute.

numpy's OpenBLAS starts a pool of threads, one per core, as numpy is imported, and keeps them spinning a
while after each product. The game's products are small (a state's values over 252 rolls) and gain
nothing from them, but every process that imports numpy paid for the pool: `python -c "import numpy"`
took ~0.12 s of CPU here with it and ~0.08 s with one thread (2 cores; 0.28 -> 0.20 s for
`python -m game --check-levels levels`), and a spinning thread takes a core the frames want. So a start
of the game asks for one thread before numpy is imported, unless the player's environment says otherwise.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def one_thread(env: MutableMapping[str, str] = os.environ) -> None:
    """Ask numpy's linear algebra for one thread in `env` (this process's environment by default: before
    numpy is imported); a number already set there stays."""
    for name in THREAD_VARIABLES:
        env.setdefault(name, "1")
