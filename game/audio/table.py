"""The score table's sounds, made in code (game.audio.synth): lock clicks, a chime for a filled box,
a sparkle for a flourish, the puzzle clock's ticks. (The planets' knocks come from
`game.audio.sfx`.) Registered once; silent without audio."""

from __future__ import annotations

import numpy as np

from game.audio.synth import chord as _tone

SOUNDS = {
    "lock": lambda: 0.5 * _tone((1400.0,), 0.05, 80.0),
    "unlock": lambda: 0.5 * _tone((900.0,), 0.05, 80.0),
    "select": lambda: 0.4 * _tone((660.0,), 0.08, 40.0),
    "fill": lambda: 0.6 * np.concatenate([_tone((784.0, 1175.0), 0.1, 20.0), _tone((1046.5, 1568.0), 0.3, 9.0)]),
    "zero": lambda: 0.5 * _tone((220.0, 233.0), 0.25, 10.0),
    "tick": lambda: 0.5 * _tone((1760.0,), 0.04, 120.0),          # the last ten seconds of a puzzle
    "tick_urgent": lambda: 0.6 * _tone((2093.0, 2637.0), 0.06, 90.0),
    "flourish": lambda: 0.6 * np.concatenate([_tone((f, 2 * f), 0.09, 18.0) for f in (523.3, 659.3, 784.0, 1046.5)]),
}


def register(audio) -> None:
    for name, make in SOUNDS.items():
        if audio.available and not audio.has(name):
            audio.add(name, make())
