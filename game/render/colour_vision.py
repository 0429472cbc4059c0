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


def perceptual_difference(a: Colour, b: Colour, vision: str = "normal") -> float:
    """CIEDE2000 ΔE between `a` and `b` as seen with `vision` (Sharma, Wu & Dalal 2005): CIE76 with the hue, chroma
    and lightness terms weighted as eyes weigh them. CIE76 overrates blues and cyans (sky blue and aqua, ΔE76 35, are
    ΔE00 21 apart: look review 18 saw them alike); about 1 is just noticeable, 20 plainly different at a glance."""
    return delta_e2000(_lab(_simulate_linear(a, vision)), _lab(_simulate_linear(b, vision)))


def delta_e2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 between two CIELAB colours (the formula as Sharma, Wu & Dalal publish it, with their test data)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh) / 2)
    mean_l, mean_cp = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6)) - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    rotation = -math.sin(math.radians(60 * math.exp(-(((mean_h - 275) / 25) ** 2)))) \
        * 2 * math.sqrt(mean_cp ** 7 / (mean_cp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    sc, sh = 1 + 0.045 * mean_cp, 1 + 0.015 * mean_cp * t
    dl, dc, dh_term = (l2 - l1) / sl, (c2 - c1) / sc, big_dh / sh
    return math.sqrt(dl ** 2 + dc ** 2 + dh_term ** 2 + rotation * dc * dh_term)


def contrast_ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2 contrast ratio of two opaque colours."""
    def luminance(colour: tuple[int, ...]) -> float:
        def channel(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = colour[:3]
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def strongest_tint(colour: tuple[int, ...], ground: tuple[int, ...], shares: tuple[float, ...],
                   inks: tuple[tuple[int, ...], ...], contrast: float = 4.5) -> tuple[int, int, int]:
    """`colour` over `ground` at the first of `shares` (largest first) that leaves every one of `inks` `contrast` or
    more on it (else at the last share): a seat's tint under words that must stay legible."""
    for share in shares:
        tint = tuple(round(c * share + g * (1 - share)) for c, g in zip(colour[:3], ground[:3], strict=True))
        if min(contrast_ratio(ink[:3], tint) for ink in inks) >= contrast:
            break
    return tint


def legible(colour: tuple[int, ...], ground: tuple[int, ...], contrast: float) -> tuple[int, int, int]:
    """`colour`, lifted toward white by the least twentieth that gives it `contrast` against `ground` (white at most)."""
    for step in range(21):
        lifted = tuple(round(c + (255 - c) * step / 20) for c in colour[:3])
        if contrast_ratio(lifted, ground) >= contrast:
            return lifted
    return (255, 255, 255)
