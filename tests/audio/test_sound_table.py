"""One table of sounds at one sample rate (game/audio/sounds.py, game.audio.SAMPLE_RATE)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from game.audio import SAMPLE_RATE, sounds

GAME = Path(__file__).resolve().parents[2] / "game"
SETS = (sounds.MENU, sounds.MUSIC, sounds.TRAY, sounds.TABLE, sounds.RESULTS, sounds.BLUFF)


def test_every_sound_belongs_to_one_set_and_every_set_names_sounds_of_the_table():
    named = [name for group in SETS for name in group]
    assert sorted(named) == sorted(sounds.SOUNDS), "a sound in no set, in two, or a set naming no sound"


@pytest.mark.parametrize("name", sorted(sounds.SOUNDS))
def test_each_sound_is_made_finite_and_within_full_scale(name):
    samples = sounds.make(name)
    assert samples.ndim in (1, 2) and len(samples) > SAMPLE_RATE // 100
    assert np.all(np.isfinite(samples)) and float(np.max(np.abs(samples))) <= 1.0
    assert np.array_equal(samples, sounds.make(name)), "a sound is the same every time it is made"


def test_the_sample_rate_is_written_once():
    written = [f"{path.relative_to(GAME)}:{number}" for path in GAME.rglob("*.py")
               for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               if re.search(r"\b(44100|44_100|48000|22050)\b", line)]
    assert written == ["audio/__init__.py:8"]


class Recorder:
    available = True

    def __init__(self) -> None:
        self.added: list[str] = []

    def has(self, name: str) -> bool:
        return name in self.added

    def add(self, name: str, samples) -> None:
        self.added.append(name)


def test_register_adds_each_sound_once_and_nothing_when_silent():
    audio = Recorder()
    sounds.register(audio, sounds.TABLE + sounds.TRAY)
    sounds.register(audio, sounds.TRAY + sounds.RESULTS)
    assert audio.added == list(sounds.TABLE + sounds.TRAY + sounds.RESULTS)
    silent = Recorder()
    silent.available = False
    sounds.register(silent, sounds.BLUFF)
    assert silent.added == []
