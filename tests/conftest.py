"""Every test runs windowless and silent, whatever machine it is on, and never
touches the player's real data folder.

Shared fixtures (see DEVELOPERS.md):
- `harness`: a started headless `App` with an empty scene stack (tests/harness.py);
  `make_harness(seed=...)` makes more, or later in a test.
- `virtual_pads`: a factory plugging in SDL virtual gamepads, `virtual_pads("P1")`
  (tests/virtual_pad.py); whatever is still plugged in is unplugged afterwards.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The helpers next to this file import as `harness` and `virtual_pad` from any test folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """Settings and saves go to a fresh temporary folder in every test."""
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("PLANET_DICE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


@pytest.fixture
def make_harness():
    """A factory, `make_harness(seed=...)`, for tests that start the app later
    (e.g. after plugging in pads) or more than once; every app is shut down."""
    from harness import Harness

    made: list[Harness] = []

    def make(seed: int = 1234) -> Harness:
        made.append(Harness(seed=seed))
        return made[-1]

    yield make
    for h in reversed(made):
        h.close()


@pytest.fixture
def harness(make_harness):
    return make_harness()


@pytest.fixture
def virtual_pads():
    import virtual_pad

    plugged: list[virtual_pad.VirtualPad] = []

    def attach(name: str = "P1") -> virtual_pad.VirtualPad:
        pad = virtual_pad.attach(name)
        plugged.append(pad)
        return pad

    yield attach
    for pad in plugged:
        pad.detach()
