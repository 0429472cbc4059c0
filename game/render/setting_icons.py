"""A small picture for each setting of the settings screen (what the focused row changes), in the game's own things:
the screen (the game's sky and a planet on it while full), two planet dice sounding, a note whose head is the ringed
planet, a planet moving, a ringed globe, a phone (a planet die on it while on). Solid shapes lit from above with a dark
lip under them, as the buttons and the dice are (look review 18: the thin outline speaker looked like clip-art; review
23: the solid one still did, beside the themed art); their lit parts, in the information blue, show the value (the
volume's waves, a full screen, the planet's motion, phones on)"""

from __future__ import annotations

import math

import pygame

from game.render import dice_tokens, planet_faces, theme
from game.render.faces import LIP_COLOUR  # (the dark side showing under a solid icon: a key's lip)
from game.render.surface_cache import surface_cache

BODY = (206, 212, 238)     # a picture's solid parts (lit from above: its foot FOOT_SHADE darker)
DARK = (58, 66, 112)       # its inner lines and the parts that are off (a dim wave, a dark screen)
LIT = theme.ACCENT         # the parts that show the value
FOOT_SHADE = 0.62          # the foot's light, of the top's
SCALE = 4                  # drawn this much bigger, then smoothed down
NAMES = ("Fullscreen", "Sound volume", "Music volume", "Language", "Phones")
SOUND_DIE = 0.34           # of the picture: each of the sound's two planet dice
SOUND_DICE = ((2, 14, (0.1, 0.27)), (5, -10, (0.27, 0.68)))   # (face, turn in degrees, centre over the picture's left
# tenth): one above the other, apart (look review 26: the "5" half covered the "2")


def _arc(surface: pygame.Surface, colour, centre, radius: float, half: float, width: int) -> None:
    """A thick arc of `half` radians either side of pointing right, with round ends."""
    box = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
    box.center = centre
    pygame.draw.arc(surface, colour, box, -half, half, width)
    for angle in (-half, half):
        end = (centre[0] + (radius - width / 2) * math.cos(angle), centre[1] - (radius - width / 2) * math.sin(angle))
        pygame.draw.circle(surface, colour, end, width / 2)


def _shapes(setting: str, s: int, level: float, on: bool) -> tuple[pygame.Surface, pygame.Surface]:
    """The picture's solid parts (lit and shaded afterwards) and its coloured parts, on `s` x `s` (already scaled)."""
    solid = pygame.Surface((s, s), pygame.SRCALPHA)
    paint = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    w = max(2, s // 14)
    if setting == "Fullscreen":
        screen = pygame.Rect(0, 0, round(s * 0.86), round(s * 0.58))
        screen.midtop = (c, round(s * 0.12))
        pygame.draw.rect(solid, BODY, screen, border_radius=s // 14)
        pygame.draw.polygon(solid, BODY, [(c - s // 10, screen.bottom), (c + s // 10, screen.bottom),
                                          (c + s // 7, s * 0.84), (c - s // 7, s * 0.84)])
        pygame.draw.rect(solid, BODY, (c - s // 4, round(s * 0.82), s // 2, w), border_radius=w // 2)
        glass = screen.inflate(-2 * w, -2 * w)
        pygame.draw.rect(paint, LIT if on else DARK, glass, border_radius=s // 24)
        if on:   # the game's sky fills it (a planet rising, stars), four corner marks pointing out
            sky = glass.inflate(-w, -w)
            pygame.draw.rect(paint, theme.SPACE_LIGHT, sky, border_radius=s // 30)
            _planet(paint, 3, (sky.right - sky.width * 0.28, sky.bottom - sky.height * 0.18), sky.height * 0.5, clip=sky)
            for fx, fy in ((0.18, 0.3), (0.42, 0.18), (0.3, 0.62), (0.6, 0.45)):
                pygame.draw.circle(paint, theme.TEXT, (sky.left + sky.width * fx, sky.top + sky.height * fy), max(2, w // 3))
            for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
                x = glass.centerx + dx * glass.width * 0.3
                y = glass.centery + dy * glass.height * 0.28
                pygame.draw.line(paint, DARK, (x, y), (x + dx * s * 0.08, y), w // 2 + 1)
                pygame.draw.line(paint, DARK, (x, y), (x, y + dy * s * 0.08), w // 2 + 1)
    elif setting in ("Sound volume", "Music volume"):
        left = round(s * 0.1)
        if setting == "Music volume":   # a note: its stem and flag (its head a ringed planet: `_planets`)
            head = pygame.Rect(0, 0, round(s * 0.3), round(s * 0.23))
            head.center = (left + round(s * 0.13), round(s * 0.72))
            stem = head.right - w
            pygame.draw.rect(solid, BODY, (stem, round(s * 0.14), w, head.centery - round(s * 0.14)))
            pygame.draw.polygon(solid, BODY, [(stem, s * 0.14), (stem + s * 0.16, s * 0.26), (stem + s * 0.16, s * 0.4),
                                              (stem + w, s * 0.3)])
        centre = (left + round(s * 0.42), c)
        for k in range(3):
            lit = level > k / 3 + 1e-6
            _arc(paint, LIT if lit else DARK, centre, s * (0.16 + 0.13 * k), math.pi / 4, w + 1)
    elif setting == "Language":         # a globe: a sphere, its meridian and parallels
        r = round(s * 0.42)
        ring = pygame.Rect(0, 0, round(2.3 * r), round(0.6 * r))
        ring.center = (c, c)
        pygame.draw.ellipse(solid, BODY, ring, w)                 # a planet's ring round the globe (its back half)
        pygame.draw.circle(solid, BODY, (c, c), r)
        pygame.draw.arc(solid, BODY, ring, math.pi, 2 * math.pi, w)   # (its front half over it)
        line = max(2, w // 2 + 1)
        pygame.draw.ellipse(paint, DARK, pygame.Rect(c - r // 2, c - r, r, 2 * r), line)
        pygame.draw.line(paint, DARK, (c, c - r), (c, c + r), line)
        for dy in (-r // 2, 0, r // 2):
            half = round(math.sqrt(r * r - dy * dy))
            pygame.draw.line(paint, DARK, (c - half + line, c + dy), (c + half - line, c + dy), line)
    elif setting == "Phones":           # a phone: its body, a screen lit while phones are on, a button
        body = pygame.Rect(0, 0, round(s * 0.5), round(s * 0.86))
        body.center = (c, c)
        pygame.draw.rect(solid, BODY, body, border_radius=s // 10)
        glass = body.inflate(-2 * w, -round(s * 0.24)).move(0, -round(s * 0.03))
        pygame.draw.rect(paint, LIT if on else DARK, glass, border_radius=s // 30)
        pygame.draw.circle(paint, DARK, (c, body.bottom - round(s * 0.075)), max(2, w * 0.7))
        if on:   # the game on it: a planet die
            die = dice_tokens.face_token(5, round(glass.width * 0.7), numeral=False)
            paint.blit(die, die.get_rect(center=glass.center))
    return solid, paint


def _planet(canvas: pygame.Surface, face: int, centre, radius: float, clip: pygame.Rect | None = None) -> None:
    """The planet of die face `face` (the dice's own art), `radius` px, around `centre`."""
    cx, cy = centre
    k = radius / planet_faces.PLANET_RADIUS
    layer = canvas if clip is None else canvas.subsurface(clip)
    ox, oy = (0, 0) if clip is None else clip.topleft
    for colour, points in planet_faces.art(face):
        pygame.draw.polygon(layer, colour, [(cx - ox + u * k, cy - oy - v * k) for u, v in points])


def _planets(setting: str, s: int, big: pygame.Surface) -> None:
    """What is drawn over the shaded picture in the dice's own colours: the sound's planet dice, the note's planet."""
    left = round(s * 0.1)
    if setting == "Sound volume":       # a planet die: the dice are what the sound is
        for face, turn, (fx, fy) in SOUND_DICE:   # two, tumbling
            die = pygame.transform.rotozoom(dice_tokens.face_token(face, round(s * SOUND_DIE)), turn, 1.0)
            big.blit(die, die.get_rect(center=(left + round(s * fx), round(s * fy))))
    elif setting == "Music volume":     # the note's head: the ringed planet
        _planet(big, 6, (left + round(s * 0.11), round(s * 0.72)), s * 0.19)


@surface_cache(max_mib=2)
def picture(setting: str, size: int, level: float, on: bool) -> pygame.Surface:
    """`setting`'s picture `size` px square (and its lip below), made once per size and value."""
    s = size * SCALE
    solid, paint = _shapes(setting, s, level, on)
    return lit_picture(solid, paint, size, lambda big: _planets(setting, s, big))


def lit_picture(solid: pygame.Surface, paint: pygame.Surface, size: int, over=None) -> pygame.Surface:
    """A picture of the settings' kind from its solid parts and its coloured parts drawn `SCALE` times `size`: the solid
    lit from above (its foot shaded), a dark lip under it, the paint on it, then `over(big)` (what keeps its own
    colours: planet dice), smoothed down to `size` px square (and the lip below). Shared by the table rules' icons
    (`game.render.option_icons`)."""
    s = size * SCALE
    shade = pygame.Surface((s, s), pygame.SRCALPHA)
    for y in range(s):                                       # lit from above: the top full, the foot shaded
        v = round(255 * (1 - (1 - FOOT_SHADE) * y / max(1, s - 1)))
        pygame.draw.line(shade, (v, v, v, 255), (0, y), (s - 1, y))
    solid.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    lip = SCALE * 3
    big = pygame.Surface((s, s + lip), pygame.SRCALPHA)
    shadow = solid.copy()
    shadow.fill((*LIP_COLOUR, 0), special_flags=pygame.BLEND_RGB_MIN)
    big.blit(shadow, (0, lip))
    big.blit(solid, (0, 0))
    big.blit(paint, (0, 0))
    if over is not None:
        over(big)
    return pygame.transform.smoothscale(big, (size, size + lip // SCALE))


def draw(surface: pygame.Surface, setting: str, centre: tuple[int, int], size: int, value: float | bool) -> bool:
    """The picture of `setting` (a settings row's label) `size` px tall around `centre`; False for a row without one."""
    x, y = centre
    s = size
    if setting == "Reduced motion":     # a planet die, with its motion streaks while motion is full
        die = dice_tokens.face_token(6, round(s * 0.7))
        surface.blit(die, die.get_rect(center=(x + s // 4, y)))
        if not value:
            for k, length in ((-1, 0.5), (0, 0.7), (1, 0.5)):
                yy = y + k * s // 5
                pygame.draw.line(surface, LIT, (x - s // 4 - round(s * length), yy), (x - s // 4 - 6, yy), 4)
        return True
    if setting not in NAMES:
        return False
    level = round(float(value) * 12) / 12 if setting.endswith("volume") else 0.0
    image = picture(setting, s, level, bool(value) and not setting.endswith("volume"))
    surface.blit(image, image.get_rect(midtop=(x, y - s // 2)))
    return True
