"""Sound: the mixer that never stops the game (`mixer.Audio`), the synthesiser's voices (`synth`) and
the one table of every sound the game makes with them (`sounds`).

`SAMPLE_RATE` is the one sample rate: the mixer opens the device at it and every sound is made at it.
(Here, not in `synth`, so that the mixer reads it without importing numpy before the first frame.)
"""

SAMPLE_RATE = 44100
