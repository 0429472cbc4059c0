"""Colour-vision deficiency simulation, to check that the theme's colours stay apart.

Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
Deficiency", severity 1.0 matrices, applied to linear sRGB; differences are CIE76 ΔE in CIELAB (D65).
Pure Python: no pygame needed.
"""

from __future__ import annotations

import math

Colour = tuple[int, int, int]

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MATRICES)


def _to_linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def _simulate_linear(colour: Colour, vision: str) -> tuple[float, float, float]:
    linear = [_to_linear(c) for c in colour[:3]]
    if vision == "normal":
        return linear[0], linear[1], linear[2]
    m = MATRICES[vision]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * linear[j] for j in range(3)))) for i in range(3))
    return r, g, b


def simulate(colour: Colour, vision: str) -> Colour:
    """How `colour` looks with `vision` ("normal", "protanopia", "deuteranopia" or "tritanopia")."""
    r, g, b = _simulate_linear(colour, vision)
    return _to_srgb(r), _to_srgb(g), _to_srgb(b)


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def difference(a: Colour, b: Colour, vision: str = "normal") -> float:
    """CIE76 ΔE between `a` and `b` as seen with `vision` (about 2.3 is just noticeable; 20 is plainly
    different at a glance)."""
    return math.dist(_lab(_simulate_linear(a, vision)), _lab(_simulate_linear(b, vision)))
