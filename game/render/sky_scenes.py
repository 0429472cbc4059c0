"""The skies as data: one place in space per mode, per campaign world and per menu screen (`game.render.sky`
paints them).

Look review 23: "the same purple gradient with a planet arc on nearly every screen": each mode now shows its own
place, told apart at a glance in a still: Dicetime a ringed giant rising with its moon, Triple a system of three
suns, the Puzzle a cratered moon and its asteroid belt, Bluff a smoky amber nebula by candle light (a saloon in
space), 10000 a desert planet at dusk (dunes against a setting sun), Zehntausend an aurora over an icy ridge; the campaign's
worlds a rocky planet by a hot sun, a banded giant with its moons, an icy ringed world far from a faint sun. The
menus share the home sky (indigo) with a planet of their own each. A play screen's sky shows round its tray and
sheet, most of it in the title bar and the help line: each place keeps its telling parts there (in the top band and
the corners), dim, so the dice and the text stay the brightest things.

Coordinates are fractions of the screen: x of its width, y and every radius of its height.
"""

from __future__ import annotations


class Body:
    """A planet or moon: centre (`x`, `y`), radius `r`, its night and lit colours, the light's direction (x, y),
    `bands`: colours of its cloud belts, top to bottom ((): none), `craters`: how many, `ring`: None or (tilt in
    degrees, inner and outer radius as multiples of `r`, flatness, colour, opacity 0-255)."""

    __slots__ = ("x", "y", "r", "night", "lit", "light", "bands", "craters", "ring")

    def __init__(self, x, y, r, night, lit, light=(-0.7, 0.7), bands=(), craters=0, ring=None) -> None:
        self.x, self.y, self.r, self.night, self.lit, self.light = x, y, r, night, lit, light
        self.bands, self.craters, self.ring = bands, craters, ring


class Sun:
    """A star near enough to show a disc: centre, radius, colour of its disc, its halo's radius (of the height) and
    strength."""

    __slots__ = ("x", "y", "r", "colour", "halo", "strength")

    def __init__(self, x, y, r, colour, halo, strength) -> None:
        self.x, self.y, self.r, self.colour, self.halo, self.strength = x, y, r, colour, halo, strength


class Ground:
    """A horizon along the bottom: two rows of hills (far, near), each `top` its mean height, `swell` how far it
    rises and falls, its colour; `rim` the light along the near row's crest; `seed` its shape."""

    __slots__ = ("far", "near", "rim", "seed")

    def __init__(self, far, near, rim, seed) -> None:
        self.far, self.near, self.rim, self.seed = far, near, rim, seed


class Mood:
    """`top`, `bottom`: the gradient; `glows`: (x, y, half-width, half-height, colour, strength); `band`: the dust's
    (angle, y of its middle, half-thickness, colour, strength); `bodies`: planets and moons, the first the big one
    (none: a sky with a sun);
    `suns`; `smoke`: (count, colours, strength) of smoky clumps; `aurora`: None or (y of its lower edge, height,
    colours (low, high), strength); `ground`: None or a Ground; `rocks`: (count, colour) of an asteroid belt
    along the band."""

    __slots__ = ("top", "bottom", "glows", "band", "bodies", "suns", "smoke", "aurora", "ground", "rocks")

    def __init__(self, top, bottom, glows, band, bodies=(), suns=(), smoke=None, aurora=None, ground=None,
                 rocks=None) -> None:
        self.top, self.bottom, self.glows, self.band, self.bodies = top, bottom, glows, band, bodies
        self.suns, self.smoke, self.aurora, self.ground, self.rocks = suns, smoke, aurora, ground, rocks

    @property
    def planet(self) -> Body | None:
        return self.bodies[0] if self.bodies else None


_HOME_TOP, _HOME_BOTTOM = (8, 10, 27), (20, 22, 54)
_HOME_GLOWS = ((0.16, 0.22, 0.34, 0.40, (64, 34, 110), 0.60), (0.86, 0.30, 0.30, 0.36, (24, 52, 112), 0.55),
               (0.62, 0.95, 0.40, 0.22, (40, 26, 84), 0.45))
_HOME_BAND = (-0.30, 0.58, 0.07, (70, 62, 130), 0.20)


def _home(bodies, glows=_HOME_GLOWS, band=_HOME_BAND) -> Mood:
    """The home sky (indigo, a violet cloud, the dust) with a screen's own planets."""
    return Mood(_HOME_TOP, _HOME_BOTTOM, glows, band, bodies)


MOODS: dict[str, Mood] = {
    # the title: the home sky, a giant's night side filling the top left corner
    "menu": _home((Body(-0.04, -0.30, 0.62, (22, 18, 48), (150, 118, 230), (0.6, 0.8)),)),
    # the other menus: the same sky, each its own planet where its panels leave room
    "settings": _home((Body(0.02, 1.22, 0.50, (14, 26, 46), (90, 180, 230), (0.5, -0.85), bands=(
        (70, 150, 200), (60, 130, 190), (80, 170, 215), (64, 140, 196))),
                       Body(0.95, 0.10, 0.045, (26, 22, 40), (220, 200, 240), (-0.7, 0.6), craters=3))),
    "rules": _home((Body(1.03, 1.10, 0.42, (36, 16, 30), (240, 140, 120), (-0.7, -0.7),
                         ring=(-14, 1.35, 1.85, 0.24, (220, 160, 150), 90)),)),
    "scores": _home((Body(-0.02, 1.16, 0.44, (34, 26, 12), (250, 206, 110), (0.6, -0.8), bands=(
        (236, 190, 100), (214, 160, 80), (240, 204, 120), (200, 150, 76), (230, 186, 104)),
                          ring=(24, 1.30, 1.90, 0.22, (240, 210, 150), 100)),
                     Body(1.0, 0.16, 0.05, (20, 26, 40), (170, 210, 250), (-0.8, 0.5), craters=2))),
    "stats": _home((Body(1.05, -0.18, 0.40, (38, 14, 20), (250, 120, 110), (-0.7, 0.7), craters=6),)),
    "tray": _home((Body(1.04, 1.12, 0.36, (14, 34, 30), (110, 220, 170), (-0.7, -0.7)),)),
    # (the map's own planets are its show: the sky a bright band of the galaxy behind their rows, a far planet low
    # in the corner, none by its words)
    "map": _home((Body(-0.02, 1.03, 0.12, (24, 18, 44), (170, 140, 240), (0.6, -0.8), ring=(
        20, 1.3, 1.8, 0.22, (180, 160, 240), 80)),), band=(-0.10, 0.50, 0.12, (84, 74, 150), 0.34)),
    # Dicetime: sea-green, a ringed gas giant rising in the top right, alone (its small moon low in the bottom-left
    # corner read as a stray sprite by the help line: look review 25; under the message line review 24 read the hint
    # drawn over it, and a Revenge's trays hid half of it)
    "dicetime": Mood((5, 13, 22), (10, 30, 40),
                     ((0.22, 0.85, 0.36, 0.30, (16, 76, 70), 0.60), (0.78, 0.18, 0.30, 0.30, (18, 60, 92), 0.55)),
                     (0.22, 0.40, 0.06, (40, 100, 100), 0.18),
                     (Body(0.98, -0.14, 0.37, (10, 30, 38), (130, 226, 200), (-0.75, 0.65), bands=(
                         (120, 220, 196), (70, 160, 160), (140, 230, 206), (60, 140, 150), (126, 218, 194),
                         (84, 180, 172)), ring=(18, 1.30, 2.10, 0.20, (170, 230, 210), 96)),)),
    # Triple: violet and magenta over a dark pink world (its three suns went: in the title band, the only room the
    # sheet left them, they sat right behind the round's pill as bright stray blobs, look reviews 28a #20 and 28b #9)
    "triple": Mood((12, 7, 26), (34, 14, 48),
                   ((0.20, 0.26, 0.34, 0.36, (86, 24, 96), 0.60), (0.70, 0.86, 0.36, 0.28, (58, 22, 100), 0.50)),
                   (-0.18, 0.66, 0.06, (110, 50, 130), 0.18),
                   (Body(1.06, 1.20, 0.46, (30, 12, 44), (236, 120, 220), (-0.6, -0.8)),)),
    # the Puzzle: olive gold, a cratered moon in the corner, an asteroid belt across the sky
    "puzzle": Mood((10, 12, 16), (30, 30, 28),
                   ((0.80, 0.78, 0.36, 0.30, (76, 66, 22), 0.55), (0.24, 0.20, 0.30, 0.30, (40, 58, 40), 0.50)),
                   (0.15, 0.50, 0.07, (100, 92, 50), 0.22),
                   (Body(1.00, -0.12, 0.34, (28, 26, 20), (230, 206, 130), (-0.8, 0.6), craters=9),),
                   rocks=(90, (150, 136, 90))),
    # the campaign's worlds: the inner planets warm (a rocky world by a hot sun), the gas giants amber (a banded
    # giant's flat horizon and two moons), the outer dark cold and blue (an icy ringed world, the sun a far point)
    "inner": Mood((14, 8, 16), (40, 16, 22),
                  ((0.12, 0.90, 0.40, 0.40, (120, 40, 20), 0.60), (0.80, 0.20, 0.30, 0.30, (70, 24, 50), 0.45)),
                  (-0.25, 0.45, 0.06, (130, 70, 50), 0.16),
                  (Body(1.04, -0.30, 0.56, (40, 14, 12), (255, 150, 90), (-0.6, 0.8), craters=8),),
                  suns=(Sun(0.70, -0.01, 0.045, (255, 214, 150), 0.30, 0.60),)),
    "giants": Mood((14, 11, 10), (38, 26, 16),
                   ((0.75, 0.25, 0.36, 0.34, (96, 62, 20), 0.55), (0.20, 0.80, 0.34, 0.30, (70, 40, 24), 0.50)),
                   (0.20, 0.52, 0.07, (120, 90, 50), 0.18),
                   (Body(1.12, -0.72, 0.96, (40, 26, 14), (250, 190, 110), (-0.5, 0.85), bands=(
                       (240, 180, 100), (200, 130, 70), (250, 200, 130), (180, 110, 60), (236, 170, 96),
                       (210, 150, 80), (246, 196, 120))),
                    Body(0.66, 0.045, 0.026, (30, 22, 14), (240, 210, 170), (0.2, 0.9), craters=2),
                    Body(0.74, 0.07, 0.016, (30, 20, 14), (230, 170, 120), (0.1, 0.9)))),
    "outer": Mood((3, 7, 18), (8, 20, 42),
                  ((0.80, 0.76, 0.36, 0.32, (14, 56, 100), 0.55), (0.22, 0.22, 0.30, 0.30, (20, 40, 86), 0.50)),
                  (-0.20, 0.40, 0.05, (60, 100, 150), 0.16),
                  (Body(1.00, -0.16, 0.46, (8, 16, 30), (160, 220, 255), (-0.7, 0.7), bands=(
                      (150, 210, 245), (130, 196, 236), (160, 220, 250)),
                        ring=(14, 1.35, 1.85, 0.18, (170, 210, 240), 80)),),
                  suns=(Sun(0.06, 0.88, 0.006, (230, 240, 255), 0.06, 0.45),)),
    # Bluff: a saloon in space by candle light: a dark amber and umber nebula, smoke under the lamp, a copper planet
    # (look review 26: its red sky and table left red no danger; red is a loss's alone)
    "bluff": Mood((12, 8, 6), (30, 19, 11),
                  ((0.80, 0.22, 0.34, 0.36, (92, 50, 20), 0.55), (0.24, 0.60, 0.34, 0.34, (56, 38, 22), 0.50),
                   (0.55, -0.05, 0.30, 0.16, (120, 76, 24), 0.55)),
                  (0.24, 0.62, 0.06, (110, 80, 50), 0.16),
                  (Body(1.05, -0.42, 0.60, (30, 18, 10), (214, 142, 84), (-0.6, 0.8)),),
                  smoke=(34, ((104, 64, 34), (126, 88, 40), (70, 50, 40)), 0.45)),
    # 10000: a desert planet at dusk: a warm sky over dunes, the sun setting behind them
    "tenthousand": Mood((14, 10, 26), (70, 36, 34),
                        ((0.84, 0.92, 0.44, 0.34, (150, 70, 24), 0.70), (0.30, 0.85, 0.40, 0.26, (90, 40, 40), 0.50)),
                        (-0.12, 0.30, 0.05, (120, 80, 90), 0.12),
                        (),   # (no moon: any place for one in the title bar ran into a title in some screen)
                        suns=(Sun(0.86, 0.905, 0.075, (255, 170, 90), 0.34, 0.55),),
                        ground=Ground((0.905, 0.022, (46, 24, 30)), (0.945, 0.018, (24, 13, 18)), (210, 120, 70), 5)),
    # Zehntausend: the same dice by night on an ice world: a green aurora over a cold ridge (no moon: low in the
    # corner the button bar cut it off, look review 28b #19)
    "zehntausend": Mood((4, 8, 20), (12, 26, 40),
                        ((0.30, 0.20, 0.40, 0.26, (20, 70, 60), 0.45), (0.80, 0.30, 0.30, 0.30, (40, 30, 80), 0.45)),
                        (-0.22, 0.55, 0.05, (70, 100, 110), 0.12),
                        (),
                        aurora=(0.10, 0.16, ((40, 210, 130), (110, 60, 190)), 0.75),
                        ground=Ground((0.90, 0.020, (20, 34, 50)), (0.945, 0.016, (10, 18, 30)), (120, 200, 190), 9)),
}
