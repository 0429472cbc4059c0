"""Procedural sounds (numpy): the menu blips and a soft looping music pad.

Made in code rather than shipped as files: no licences to track, nothing to
load. Arrays are float samples in [-1, 1] at `SAMPLE_RATE`, mono for blips and
stereo for the music; they are computed once per process.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

SAMPLE_RATE = 44100


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


def fanfare() -> np.ndarray:
    """The results' fanfare: a rising arpeggio into a held major chord (G4 C5 E5, then C5 E5 G5)."""
    notes = [(392.0, 0.0, 0.13), (523.25, 0.14, 0.13), (659.25, 0.28, 0.13),
             (783.99, 0.42, 0.75), (523.25, 0.42, 0.75), (659.25, 0.42, 0.75)]
    out = np.zeros(int(SAMPLE_RATE * 1.2))
    for frequency, start, length in notes:
        note = tone(frequency, length, attack=0.012, decay=2.5 if length > 0.3 else 6.0)
        begin = int(SAMPLE_RATE * start)
        out[begin:begin + len(note)] += note
    return 0.8 * out / np.max(np.abs(out))


def sequence(*notes: tuple[float, float], gap: float = 0.0) -> np.ndarray:
    """Tones one after the other: (frequency, seconds) pairs."""
    pieces = []
    for frequency, seconds in notes:
        pieces.append(tone(frequency, seconds))
        pieces.append(np.zeros(int(SAMPLE_RATE * gap)))
    return np.concatenate(pieces)


@lru_cache(maxsize=1)
def ui_sounds() -> dict[str, np.ndarray]:
    """The menu's sounds by name: move, change, confirm, back."""
    return {
        "move": 0.35 * tone(880.0, 0.07, decay=45.0),
        "change": 0.35 * tone(660.0, 0.08, decay=40.0),
        "confirm": 0.45 * sequence((660.0, 0.07), (990.0, 0.14)),
        "back": 0.40 * sequence((660.0, 0.07), (440.0, 0.14)),
    }


# A slow I-vi-IV-V in C, low and soft: (root Hz, chord intervals in semitones).
_CHORDS = ((130.81, (0, 4, 7, 12)), (110.00, (0, 3, 7, 12)), (87.31, (0, 4, 7, 12)), (98.00, (0, 4, 7, 10)))


@lru_cache(maxsize=1)
def music_loop(chord_seconds: float = 4.0) -> np.ndarray:
    """A stereo pad, one chord every `chord_seconds`, looping seamlessly (each
    chord swells in and fades out to silence at the seams)."""
    t = _time(chord_seconds)
    swell = np.sin(np.pi * t / chord_seconds) ** 2
    chords = []
    for root, intervals in _CHORDS:
        left = np.zeros_like(t)
        right = np.zeros_like(t)
        for i, semitones in enumerate(intervals):
            frequency = root * 2 ** (semitones / 12)
            detune = 1.0 + 0.002 * (i + 1)   # slight chorus between the ears
            left += np.sin(2 * np.pi * frequency * t)
            right += np.sin(2 * np.pi * frequency * detune * t)
        chords.append(np.column_stack([left, right]) * swell[:, None] / len(intervals))
    return 0.5 * np.concatenate(chords)
