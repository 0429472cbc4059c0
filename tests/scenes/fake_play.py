"""A stand-in for the Dicetime and Triple play scenes, so the setup and end
screens can be tested on their own: it records the match it was started with."""

from __future__ import annotations

import pytest

from game.scenes import registry
from game.scenes.base import Scene


class FakePlay(Scene):
    def __init__(self, app, match=None, **options) -> None:
        super().__init__(app)
        self.match = match


@pytest.fixture
def play_scenes(monkeypatch):
    """Both modes "registered" as FakePlay (import this fixture into a test module)."""
    monkeypatch.setitem(registry.SCENES, "dicetime", f"{__name__}:FakePlay")
    monkeypatch.setitem(registry.SCENES, "triple", f"{__name__}:FakePlay")
