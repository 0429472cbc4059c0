"""The synthesiser's voices (numpy): plucks, chords, noise, and mixing them.

Sounds are made in code rather than shipped as files: no licences to track, nothing to load. Arrays
are float samples in [-1, 1] at `game.audio.SAMPLE_RATE`, mono unless said otherwise. What the game
makes with these voices, by name, is `game.audio.sounds`.
"""

from __future__ import annotations

import numpy as np

from game.audio import SAMPLE_RATE


def _time(seconds: float) -> np.ndarray:
    return np.arange(int(SAMPLE_RATE * seconds)) / SAMPLE_RATE


def tone(frequency: float, seconds: float, attack: float = 0.005, decay: float = 18.0) -> np.ndarray:
    """A soft sine pluck: a short attack, then an exponential fade."""
    t = _time(seconds)
    envelope = np.minimum(1.0, t / attack) * np.exp(-decay * t)
    # A touch of the octave makes it brighter without getting harsh.
    wave = np.sin(2 * np.pi * frequency * t) + 0.25 * np.sin(4 * np.pi * frequency * t)
    return wave * envelope / 1.25


def chord(frequencies: tuple[float, ...], seconds: float, decay: float, attack: float = 0.004) -> np.ndarray:
    """Pure sines sounding together (a click, a chime): a short attack, then an exponential fade."""
    t = _time(seconds)
    wave = sum(np.sin(2 * np.pi * f * t) for f in frequencies) / len(frequencies)
    return wave * np.minimum(1.0, t / attack) * np.exp(-t * decay)


def sequence(*notes: tuple[float, float], gap: float = 0.0) -> np.ndarray:
    """Tones one after the other: (frequency, seconds) pairs."""
    pieces = []
    for frequency, seconds in notes:
        pieces.append(tone(frequency, seconds))
        pieces.append(np.zeros(int(SAMPLE_RATE * gap)))
    return np.concatenate(pieces)


def noise_burst(seconds: float, decay: float, seed: int) -> np.ndarray:
    """A short fading burst of softened noise (a knock's texture); `seed` fixes the texture, it is not
    game randomness."""
    rng = np.random.default_rng(seed)
    t = _time(seconds)
    noise = rng.uniform(-1.0, 1.0, len(t))
    # A crude low-pass (moving average) takes the hiss off.
    noise = np.convolve(noise, np.ones(6) / 6.0, mode="same")
    return noise * np.exp(-decay * t)


def mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """(gain, samples) parts laid over each other from the start, normalised to a peak of 0.9."""
    length = max(len(p) for _, p in parts)
    out = np.zeros(length)
    for gain, part in parts:
        out[: len(part)] += gain * part
    return out / max(1e-9, float(np.max(np.abs(out)))) * 0.9
