"""Bluff's sounds, made with numpy (no files): the cup's rattle, the count-up tick, the doubt, a lost die.

The rattle is the same canned shake whatever the dice under the cup show: the sound never tells
a hidden face. Registered once; silent without audio."""

from __future__ import annotations

import numpy as np

from game.audio import table as audio_table

RATE = 44100


def _tone(freqs: tuple[float, ...], length: float, decay: float, attack: float = 0.004) -> np.ndarray:
    t = np.arange(int(RATE * length)) / RATE
    wave = sum(np.sin(2 * np.pi * f * t) for f in freqs) / len(freqs)
    return wave * np.minimum(1.0, t / attack) * np.exp(-t * decay)


def rattle() -> np.ndarray:
    """Dice shaken in a cup: a fixed pattern of short knocks (seeded, so always the same)."""
    rng = np.random.default_rng(7)
    out = np.zeros(int(RATE * 0.7))
    for start in np.sort(rng.uniform(0.0, 0.62, 16)):
        knock = rng.normal(0, 1, int(RATE * 0.018)) * np.exp(-np.arange(int(RATE * 0.018)) / (RATE * 0.004))
        knock += 0.6 * _tone((rng.uniform(900, 1700),), 0.018, 220.0)
        begin = int(start * RATE)
        out[begin:begin + len(knock)] += knock
    return 0.45 * out / np.max(np.abs(out))


SOUNDS = {
    "rattle": rattle,
    "count": lambda: 0.45 * _tone((988.0, 1976.0), 0.09, 30.0),
    "doubt": lambda: 0.55 * np.concatenate([_tone((392.0, 587.0), 0.12, 12.0), _tone((311.0, 466.0), 0.3, 7.0)]),
    "lose": lambda: 0.5 * np.concatenate([_tone((330.0,), 0.12, 14.0), _tone((247.0,), 0.3, 8.0)]),
}


def register(audio) -> None:
    audio_table.register(audio)
    for name, make in SOUNDS.items():
        if audio.available and not audio.has(name):
            audio.add(name, make())
