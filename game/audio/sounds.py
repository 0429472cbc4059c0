"""Every sound the game makes, by name: one table (`SOUNDS`: name -> how to make it), made in code with
the synthesiser's voices (`game.audio.synth`) at the one sample rate.

A scene registers the sets it plays once (`register(audio, TABLE + TRAY)`); the menu sounds and the
music are made by the mixer itself, in the background (`Audio.load_procedural`). Registering is a
no-op when the game is silent, and a sound already registered is not made again.

- `MENU`: the menus' blips (move, change, confirm, back); `MUSIC`: the looping pad.
- `TRAY`: planets knocking together (clack), on the tray's floor or a wall (thud), the soft pop when
  the tray reads the faces; `play_collisions` turns a step's collisions into at most two of them.
- `TABLE`: the score table's lock clicks, a chime for a filled box, a sparkle for a flourish, the
  Puzzle clock's ticks.
- `RESULTS`: the fanfare.
- `BLUFF`: the cup's rattle, the count-up tick, the doubt, a lost die. The rattle is the same canned
  shake whatever the dice under the cup show: the sound never tells a hidden face.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np

from game.audio import SAMPLE_RATE
from game.audio.synth import chord, mix, noise_burst, sequence, tone

COLLISION_MIN_LOUDNESS = 0.05   # quieter touches make no sound
COLLISIONS_PER_STEP = 2


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


# A slow I-vi-IV-V in C, low and soft: (root Hz, chord intervals in semitones).
_CHORDS = ((130.81, (0, 4, 7, 12)), (110.00, (0, 3, 7, 12)), (87.31, (0, 4, 7, 12)), (98.00, (0, 4, 7, 10)))


def music_loop(chord_seconds: float = 4.0) -> np.ndarray:
    """A stereo pad, one chord every `chord_seconds`, looping seamlessly (each chord swells in and fades
    out to silence at the seams)."""
    t = np.arange(int(SAMPLE_RATE * chord_seconds)) / SAMPLE_RATE
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


def rattle() -> np.ndarray:
    """Dice shaken in a cup: a fixed pattern of short knocks (seeded, so always the same)."""
    rng = np.random.default_rng(7)
    out = np.zeros(int(SAMPLE_RATE * 0.7))
    for start in np.sort(rng.uniform(0.0, 0.62, 16)):
        knock = rng.normal(0, 1, int(SAMPLE_RATE * 0.018)) * np.exp(
            -np.arange(int(SAMPLE_RATE * 0.018)) / (SAMPLE_RATE * 0.004))
        knock += 0.6 * chord((rng.uniform(900, 1700),), 0.018, 220.0)
        begin = int(start * SAMPLE_RATE)
        out[begin:begin + len(knock)] += knock
    return 0.45 * out / np.max(np.abs(out))


def _flourish() -> np.ndarray:
    return 0.6 * np.concatenate([chord((f, 2 * f), 0.09, 18.0) for f in (523.3, 659.3, 784.0, 1046.5)])


SOUNDS: dict[str, Callable[[], np.ndarray]] = {
    # the menus and the music
    "move": lambda: 0.35 * tone(880.0, 0.07, decay=45.0),
    "change": lambda: 0.35 * tone(660.0, 0.08, decay=40.0),
    "confirm": lambda: 0.45 * sequence((660.0, 0.07), (990.0, 0.14)),
    "back": lambda: 0.40 * sequence((660.0, 0.07), (440.0, 0.14)),
    "music": music_loop,
    # planets in a tray
    "planet_clack": lambda: mix((0.6, tone(1250.0, 0.07, 0.001, 70.0)), (0.5, tone(1870.0, 0.05, 0.001, 90.0)),
                                (0.5, noise_burst(0.04, 140.0, 1))),
    "planet_thud": lambda: mix((0.8, tone(150.0, 0.14, 0.002, 30.0)), (0.4, tone(95.0, 0.14, 0.002, 25.0)),
                               (0.6, noise_burst(0.08, 60.0, 2))),
    "planet_pop": lambda: mix((0.7, tone(880.0, 0.12, 0.002, 30.0)), (0.5, tone(1320.0, 0.1, 0.002, 40.0))),
    # the score table
    "lock": lambda: 0.5 * chord((1400.0,), 0.05, 80.0),
    "unlock": lambda: 0.5 * chord((900.0,), 0.05, 80.0),
    "select": lambda: 0.4 * chord((660.0,), 0.08, 40.0),
    "fill": lambda: 0.6 * np.concatenate([chord((784.0, 1175.0), 0.1, 20.0), chord((1046.5, 1568.0), 0.3, 9.0)]),
    "zero": lambda: 0.5 * chord((220.0, 233.0), 0.25, 10.0),
    "tick": lambda: 0.5 * chord((1760.0,), 0.04, 120.0),          # the last ten seconds of a puzzle
    "tick_urgent": lambda: 0.6 * chord((2093.0, 2637.0), 0.06, 90.0),
    "flourish": _flourish,
    # the results
    "fanfare": fanfare,
    # Bluff
    "rattle": rattle,
    "count": lambda: 0.45 * chord((988.0, 1976.0), 0.09, 30.0),
    "doubt": lambda: 0.55 * np.concatenate([chord((392.0, 587.0), 0.12, 12.0), chord((311.0, 466.0), 0.3, 7.0)]),
    "lose": lambda: 0.5 * np.concatenate([chord((330.0,), 0.12, 14.0), chord((247.0,), 0.3, 8.0)]),
}

MENU = ("move", "change", "confirm", "back")
MUSIC = ("music",)
TRAY = ("planet_clack", "planet_thud", "planet_pop")
TABLE = ("lock", "unlock", "select", "fill", "zero", "tick", "tick_urgent", "flourish")
RESULTS = ("fanfare",)
BLUFF = ("rattle", "count", "doubt", "lose")


def make(name: str) -> np.ndarray:
    """The samples of the sound `name` (a key of `SOUNDS`), made now."""
    return SOUNDS[name]()


def register(audio, names: Iterable[str]) -> None:
    """Add the sounds `names` to `audio` (a `game.audio.mixer.Audio`) that it does not have yet; a
    no-op when the game is silent."""
    for name in names:
        if audio.available and not audio.has(name):
            audio.add(name, make(name))


def play_collisions(audio, events: Sequence, volume: float = 1.0) -> None:
    """Sound the hardest hits of one step (`game.physics.Collision`s): a clack between planets, a thud
    on the tray, louder for harder hits, at most `COLLISIONS_PER_STEP` (a pile-up is not a roar)."""
    hits = sorted((e for e in events if e.loudness >= COLLISION_MIN_LOUDNESS), key=lambda e: -e.loudness)
    for event in hits[:COLLISIONS_PER_STEP]:
        name = "planet_clack" if len(event.dice) == 2 else "planet_thud"
        audio.play(name, volume * (0.25 + 0.75 * event.loudness))
