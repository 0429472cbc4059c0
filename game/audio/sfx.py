"""The tray's sounds, made with numpy at start (no files, so no licences to record).

- ``planet_clack``: two planets knocking together (bright, short).
- ``planet_thud``: a planet hitting the tray's floor or a wall (low, dull).
- ``planet_pop``: the soft pop when the tray reads the faces.

`play_collisions` turns a step's collision events into at most a couple of sounds,
louder for harder hits, so a pile-up does not become a roar.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.audio.synth import SAMPLE_RATE, tone

MIN_LOUDNESS = 0.05      # quieter touches make no sound
MAX_PER_STEP = 2


def _noise_burst(seconds: float, decay: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)  # the sound's own texture, not game randomness
    t = np.arange(int(SAMPLE_RATE * seconds)) / SAMPLE_RATE
    noise = rng.uniform(-1.0, 1.0, len(t))
    # A crude low-pass (moving average) takes the hiss off.
    noise = np.convolve(noise, np.ones(6) / 6.0, mode="same")
    return noise * np.exp(-decay * t)


def _mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    length = max(len(p) for _, p in parts)
    out = np.zeros(length)
    for gain, part in parts:
        out[: len(part)] += gain * part
    return out / max(1e-9, float(np.max(np.abs(out)))) * 0.9


def make_sounds() -> dict[str, np.ndarray]:
    return {
        "planet_clack": _mix((0.6, tone(1250.0, 0.07, 0.001, 70.0)), (0.5, tone(1870.0, 0.05, 0.001, 90.0)),
                             (0.5, _noise_burst(0.04, 140.0, 1))),
        "planet_thud": _mix((0.8, tone(150.0, 0.14, 0.002, 30.0)), (0.4, tone(95.0, 0.14, 0.002, 25.0)),
                            (0.6, _noise_burst(0.08, 60.0, 2))),
        "planet_pop": _mix((0.7, tone(880.0, 0.12, 0.002, 30.0)), (0.5, tone(1320.0, 0.1, 0.002, 40.0))),
    }


def register(audio) -> None:
    """Add the tray sounds to ``audio`` once (a no-op when the game is silent)."""
    if not audio.available or all(audio.has(name) for name in ("planet_clack", "planet_thud", "planet_pop")):
        return
    for name, samples in make_sounds().items():
        audio.add(name, samples)


def play_collisions(audio, events: Sequence, volume: float = 1.0) -> None:
    """Sound the hardest hits of one step: a clack between planets, a thud on the tray."""
    hits = sorted((e for e in events if e.loudness >= MIN_LOUDNESS), key=lambda e: -e.loudness)
    for event in hits[:MAX_PER_STEP]:
        name = "planet_clack" if len(event.dice) == 2 else "planet_thud"
        audio.play(name, volume * (0.25 + 0.75 * event.loudness))
