"""The high-score podium's art (look review 26: "the grey noise podium blocks look like placeholders"; change 3:
"illustrated planet pedestals"): each of the first three places stands on a lit metal pedestal in its reward's colour
(gold for the first, silver, bronze), crowned by a planet, under a spotlight.

A pedestal is a drum of polished metal seen from a little above: its top face an ellipse with a dark inset where its
planet sits, its front a cylinder lit from the upper left (a bright sheen a third of the way across, its right side in
shade), a moulding under the top's rim and a darker base course, its place's numeral engraved in the front (cut dark,
its lower edge catching the light). A crown is a painted planet: banded, lit from the upper left, the first's with a
ring. The pictures are painted afresh on each call: the high-score screen keeps the few it shows while it is open
(`Kept`), so they take none of the global caches' budget.
"""

from __future__ import annotations

import math

import numpy
import pygame

from game.render import text

METALS = ((255, 206, 84), (196, 204, 218), (205, 140, 84))   # the places' metals: gold (a reward), silver, bronze
BODIES = ((206, 150, 44), (150, 160, 182), (160, 92, 48))    # each metal's body colour in its half light
TOP_TILT = 0.085             # the top face's height, of the pedestal's width (seen from a little above)
NUMERAL_SIZE = 96            # the type size of a place's engraved numeral on a tall front (~67 px)
SCALE = 3                    # a planet is painted this much larger, then smoothed down (no stair steps)
LIGHT = (-0.62, -0.42, 0.66)   # from the upper left, towards the viewer
PLANETS = ((236, 132, 84), (120, 176, 226), (150, 120, 222))   # a crown's colour where its player's is not known


def _mix(colour, towards, amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards, strict=True))


def depth(width: int) -> int:
    """px: a pedestal's top face over its front (the picture is this much taller than the front)."""
    return 2 * round(width * TOP_TILT / 2)


def numeral_size(height: int) -> int:
    """The engraved numeral's type size on a front `height` px high (smaller on a low one)."""
    return max(48, min(NUMERAL_SIZE, round(height * 0.72)))


def numeral_centre(size: tuple[int, int]) -> tuple[int, int]:
    """Where on a front of `size` its place's numeral is engraved (from the front's top-left): in the middle of its
    left end (the score's plaque beside it)."""
    width, height = size
    return (50, height // 2 - 2)


def numeral_rect(size: tuple[int, int], place: int) -> pygame.Rect:
    """Where `place`'s numeral (from 0) shows on a front of `size` (from the front's top-left)."""
    return text.render(str(place + 1), numeral_size(size[1]), (255, 255, 255), bold=True).get_rect(
        center=numeral_centre(size))


def _arc(width: int, rise: float) -> numpy.ndarray:
    """For each column of a drum `width` px across, how far its front edge bows down (0 at its sides, `rise` at its
    middle)."""
    nx = (numpy.arange(width) + 0.5) / width * 2 - 1
    return rise * numpy.sqrt(numpy.clip(1 - nx * nx, 0, 1))


def _cylinder_light(width: int) -> numpy.ndarray:
    """Each column's brightness on a polished drum lit from the upper left: half light, a sheen, its right in shade."""
    nx = (numpy.arange(width) + 0.5) / width * 2 - 1
    nz = numpy.sqrt(numpy.clip(1 - nx * nx, 0, 1))
    lx, _ly, lz = LIGHT
    norm = math.hypot(lx, lz)
    diffuse = numpy.clip((nx * lx + nz * lz) / norm, 0, 1)
    half = numpy.array([lx / norm, 1 + lz / norm])
    half /= numpy.hypot(*half)
    spec = numpy.clip(nx * half[0] + nz * half[1], 0, 1) ** 28
    return 0.30 + 0.78 * diffuse, spec


def pedestal(size: tuple[int, int], place: int) -> pygame.Surface:
    """A pedestal whose front is `size` (width, height) in `place`'s metal (from 0: gold, silver, bronze), its top face
    `depth(width)` px over it; the picture is that much taller than the front, clear round the drum."""
    width, height = size
    rise = depth(width) // 2
    tall = height + 2 * rise
    body = numpy.array(BODIES[place], dtype=float)
    light, spec = _cylinder_light(width)
    rng = numpy.random.default_rng(width * 7 + height)
    brushed = 1 + rng.normal(0, 0.025, width)                       # fine streaks down the metal
    arc = _arc(width, rise)
    ys = numpy.arange(tall)[None, :]
    top_edge = (rise + arc)[:, None]                                 # the front's upper edge, bowed
    down = numpy.clip((ys - top_edge) / max(1, height), 0, 1)
    shade = (light * brushed)[:, None] * (1.04 - 0.26 * down)       # darkening to its foot
    rgb = body[None, None, :] * shade[:, :, None] + 255 * (0.62 * spec)[:, None, None]
    # the moulding under the rim (a lit bead, a shadow line) and the base course (a darker band lit along its top)
    rel = ys - top_edge
    bead = (rel >= 0) & (rel < 7)
    rgb = numpy.where(bead[:, :, None], rgb * 1.22 + 18, rgb)
    groove = (rel >= 7) & (rel < 10)
    rgb = numpy.where(groove[:, :, None], rgb * 0.55, rgb)
    base = rel >= height - 14
    rgb = numpy.where(base[:, :, None], rgb * 0.70, rgb)
    base_lip = (rel >= height - 14) & (rel < height - 11)
    rgb = numpy.where(base_lip[:, :, None], rgb * 1.45 + 20, rgb)
    alpha = ((rel >= 0) & (rel < height)).astype(numpy.uint8) * 255
    picture = pygame.Surface((width, tall), pygame.SRCALPHA)
    pygame.surfarray.blit_array(picture, numpy.clip(rgb, 0, 255).astype(numpy.uint8))
    pygame.surfarray.pixels_alpha(picture)[:] = alpha
    # the top face: a lit ellipse (brighter at its front), a dark inset where the planet sits, a bright rim
    top = pygame.Rect(0, 0, width, 2 * rise)
    lit = _mix(BODIES[place], (255, 255, 255), 0.42)
    pygame.draw.ellipse(picture, _mix(BODIES[place], (255, 255, 255), 0.22), top)
    pygame.draw.ellipse(picture, lit, top.inflate(-6, -4).move(0, 1))
    inset = top.inflate(-round(width * 0.30), -round(2 * rise * 0.34))
    pygame.draw.ellipse(picture, _mix(BODIES[place], (0, 0, 0), 0.55), inset)
    pygame.draw.ellipse(picture, _mix(BODIES[place], (0, 0, 0), 0.30), inset, 2)
    pygame.draw.ellipse(picture, _mix(METALS[place], (255, 255, 255), 0.55), top, 2)
    _engrave(picture, place, (numeral_centre(size)[0], rise * 2 + numeral_centre(size)[1]), numeral_size(height))
    return picture


def _engrave(picture: pygame.Surface, place: int, centre: tuple[int, int], size: int) -> None:
    """The place's numeral cut into the metal: the cut dark, its lower right wall catching the light (the light from
    the upper left), a faint dark line along its upper left."""
    mask = text.render(str(place + 1), size, (255, 255, 255), bold=True)
    at = mask.get_rect(center=centre)
    for offset, colour in (((2, 2), _mix(METALS[place], (255, 255, 255), 0.55)),
                           ((-1, -1), _mix(BODIES[place], (0, 0, 0), 0.75)),
                           ((0, 0), _mix(BODIES[place], (0, 0, 0), 0.58))):
        cut = mask.copy()
        cut.fill(colour + (255,), special_flags=pygame.BLEND_RGBA_MULT)
        picture.blit(cut, at.move(offset))


def planet(diameter: int, colour: tuple[int, int, int], ringed: bool = False) -> pygame.Surface:
    """A crown's planet `diameter` px across in `colour`: banded, lit from the upper left with a soft terminator and a
    rim of light; a ringed one (the first's) is twice as wide as high round its ring. Painted large, smoothed down."""
    wide = round(diameter * (1.9 if ringed else 1.0))
    big_w, big_h, r = wide * SCALE, diameter * SCALE, diameter * SCALE / 2
    cx, cy = big_w / 2, big_h / 2
    xs = (numpy.arange(big_w) + 0.5 - cx)[:, None] / r
    ys = (numpy.arange(big_h) + 0.5 - cy)[None, :] / r
    inside = xs * xs + ys * ys <= 1
    nz = numpy.sqrt(numpy.clip(1 - xs * xs - ys * ys, 0, 1))
    lx, ly, lz = LIGHT
    lam = numpy.clip(xs * lx + ys * ly + nz * lz, 0, 1)
    tilt = ys + 0.18 * xs                                        # its bands, a little tilted
    bands = 1 + 0.13 * numpy.sin(tilt * 9.0) + 0.07 * numpy.sin(tilt * 23.0 + 1.3)
    light = (0.16 + 0.95 * lam) * bands
    rgb = numpy.array(colour, dtype=float)[None, None, :] * light[:, :, None]
    rgb += 255 * 0.35 * (lam ** 14)[:, :, None]                  # a soft sheen
    rim = numpy.clip(1 - nz * 3.2, 0, 1) * (xs < 0.2)               # a rim of light on its lit edge
    rgb += numpy.array((150, 170, 230))[None, None, :] * (0.45 * rim)[:, :, None]
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    pygame.surfarray.blit_array(big, numpy.clip(rgb, 0, 255).astype(numpy.uint8))
    pygame.surfarray.pixels_alpha(big)[:] = inside.astype(numpy.uint8) * 255
    if ringed:     # the ring: its back half behind the ball, its front half over it
        ring = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        outer = pygame.Rect(0, 0, big_w - 2, round(big_h * 0.42))
        outer.center = (round(cx), round(cy + r * 0.08))
        tone = _mix(colour, (255, 244, 214), 0.55)
        pygame.draw.ellipse(ring, tone + (255,), outer, max(2, round(r * 0.16)))
        pygame.draw.ellipse(ring, _mix(tone, (0, 0, 0), 0.35) + (255,), outer.inflate(-round(r * 0.34), -round(r * 0.14)),
                            max(1, round(r * 0.07)))
        back = ring.copy()
        back.fill((0, 0, 0, 0), (0, outer.centery, big_w, big_h))
        front = ring
        front.fill((0, 0, 0, 0), (0, 0, big_w, outer.centery))
        whole = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        whole.blit(back, (0, 0))
        whole.blit(big, (0, 0))
        whole.blit(front, (0, 0))
        big = whole
    return pygame.transform.smoothscale(big, (wide, diameter))


def spotlight(size: tuple[int, int], place: int) -> pygame.Surface:
    """A soft beam falling on a pedestal from above (to add onto the sky): narrow at its top, as wide as `size` at its
    foot, brightest low down, tinted by `place`'s metal; and a pool of light where it lands."""
    width, height = size
    xs = (numpy.arange(width) + 0.5 - width / 2)[:, None] / (width / 2)
    ys = (numpy.arange(height) + 0.5)[None, :] / height
    spread = 0.35 + 0.65 * ys                                     # the beam widens downwards
    across = numpy.clip(1 - (xs / spread) ** 2, 0, 1) ** 1.5
    strength = across * (0.25 + 0.75 * ys) * 0.40
    tone = numpy.array(_mix(METALS[place], (255, 255, 255), 0.5), dtype=float)
    rgb = tone[None, None, :] * strength[:, :, None]
    picture = pygame.Surface(size)
    pygame.surfarray.blit_array(picture, numpy.clip(rgb, 0, 255).astype(numpy.uint8))
    return picture


def foot_shadow(width: int) -> pygame.Surface:
    """A soft dark oval `width` px across (a fifth as high) for a pedestal's foot to stand on: darkest at its middle."""
    height = max(6, width // 5)
    xs = (numpy.arange(width) + 0.5 - width / 2)[:, None] / (width / 2)
    ys = (numpy.arange(height) + 0.5 - height / 2)[None, :] / (height / 2)
    alpha = numpy.clip(1 - (xs * xs + ys * ys), 0, 1) ** 0.8 * 190
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    picture.fill((4, 4, 12, 0))
    pygame.surfarray.pixels_alpha(picture)[:] = alpha.astype(numpy.uint8)
    return picture


class Kept:
    """The podium's pictures a screen shows, each painted once and kept while the screen lives (three pedestals,
    their crowns, beams and foot shadows: about 2 MiB, freed with the screen)."""

    def __init__(self) -> None:
        self.pictures: dict[tuple, pygame.Surface] = {}

    def _kept(self, kind: str, *args) -> pygame.Surface:
        key = (kind, *args)
        if key not in self.pictures:
            self.pictures[key] = globals()[kind](*args)
        return self.pictures[key]

    def pedestal(self, size: tuple[int, int], place: int) -> pygame.Surface:
        return self._kept("pedestal", size, place)

    def planet(self, diameter: int, colour: tuple[int, int, int], ringed: bool = False) -> pygame.Surface:
        return self._kept("planet", diameter, colour, ringed)

    def spotlight(self, size: tuple[int, int], place: int) -> pygame.Surface:
        return self._kept("spotlight", size, place)

    def foot_shadow(self, width: int) -> pygame.Surface:
        return self._kept("foot_shadow", width)
