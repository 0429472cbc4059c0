"""The full-screen win: a scene covers the screen (`launch_scene`: a night sky over a planet's curve, lit in the
winner's colour; look review 23: "plain dark backdrop"), the winner's rocket lifts off its launch pad on the horizon
and climbs on its flame with a trail of sparks through bright rays, big fireworks burst all over the sky in the
winner's colour, gold and white (several at once), the headline lands on a ribbon ("Player 1 wins!") and the points
stand under the rocket in big gold; the other players' rockets stand on the planet beside the pad, smaller, each with
its name and score under it. It lasts `SECONDS` (any key skips
it); the results come in behind it as it fades.

Nothing here makes a picture per frame: the stage, the rays, the halo, the ribbon and the points are made
once per celebration (`_kept`); sparks are round dots with smooth edges, a few kept pictures (`spark_dot`)
(they were aliased circles: small square dots, review 7). A shell is a full burst (a ring and slower stars inside
it) that opens in a soft flash; each fresh spark streaks along its flight, a line, until it slows and hangs as a dot
(review 13: "sparse and dotty").

With reduced motion it is a still composition: the rocket stands in its place, the headline shows at once and a few
bursts hang in the sky, still (one picture); it fades after a shorter while. Looks only: its own random source, never the game's.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import launch_scene, rockets, text, theme
from game.render.flourish import Spark

SECONDS = 3.2          # the whole moment
CALM_SECONDS = 1.8     # with reduced motion
CLIMB = 1.1            # s for the rocket to reach its place
FADE = 0.5             # s of fading out at the end
COUNT = 0.9            # s the points count up for, from when they come in
HEADLINE_SIZE = 88
RAYS = 14
RAY_REACH = 560     # px from the middle to where the rays fade out
POINTS_SIZE = 80    # the points under the rocket: big gold
# When fireworks go off (s) and where (share of the width and height): all over the sky over the planet but the
# ribbon's band and the rocket's column, several in the air at once.
FIREWORKS = ((0.3, 0.15, 0.40), (0.5, 0.85, 0.36), (0.7, 0.27, 0.52), (0.9, 0.73, 0.50),
             (1.1, 0.09, 0.13), (1.25, 0.91, 0.12), (1.45, 0.30, 0.32), (1.65, 0.70, 0.30),
             (1.85, 0.12, 0.52), (2.0, 0.88, 0.50), (2.2, 0.22, 0.42), (2.35, 0.80, 0.42))
SHELL = 90          # sparks in one firework's outer ring (look review 23: "dim ghost bursts": bigger, denser)
FILL = 56           # and inside it: a full burst, not a ring of dots (review 13: "sparse and dotty")
STILL_BURSTS = ((0.13, 0.38), (0.87, 0.36), (0.28, 0.07), (0.73, 0.06))   # reduced motion: bursts hanging still
LIFT_OFF = 0.15     # s the rocket stands on its pad, its engine lit, before it rises
STREAK = 0.14      # s of flight a spark's trail reaches back: a fast fresh spark streaks, a slow one is a dot
TWINKLE = 0.3      # a spark fading under this level twinkles (look review 18: "the fireworks are flat dot bursts")
FLASH = 0.7         # s a burst's flash glows where it opened, dying away as its sparks spread (a glow behind them)
OTHERS_SHOWN = 0.3  # of its fade: the other players' names go with the scene
ROCKET = 150        # px: the winner's rocket
POINTS_AT = 0.378   # of the height: the points' plate's middle, between the headline and the rocket lifting off
                    # (look review 28b d10: under the rocket it overlapped the launch tower)
PLATE_PAD = 30      # px: the points' plate on each side of the widest figure
PLATE_POINTS = 72   # the points' type size on it

Colour = tuple[int, int, int]


class Celebration:
    """One win, drawn over a scene's picture (`draw`), advanced by `update`; `done` once it has faded."""

    def __init__(self, size: tuple[int, int], rocket: int, colour: Colour, headline: str, line: str = "",
                 seed: int = 0, reduced_motion: bool = False, count=None,
                 others: tuple[tuple[int, Colour, str, str], ...] = ()) -> None:
        """`count`: (the winner's total, a function saying a figure as `line` says the total): the points count up
        to it as they come in (look review 22: no count-up); with reduced motion the total shows at once. `others`:
        the other players, best first, each (rocket, colour, name, score line): their rockets stand on the planet."""
        self.count = count
        self.size = size
        self.rocket = rocket
        self.colour = colour
        self.headline = headline
        self.line = line
        self.reduced_motion = reduced_motion
        self.length = CALM_SECONDS if reduced_motion else SECONDS
        self.age = 0.0
        self.sparks: list[Spark] = []
        self._rng = random.Random(seed)
        self._bursts = [] if reduced_motion else list(FIREWORKS)
        self._pictures: dict[str, tuple] = {}
        self._flashes: list[tuple[float, tuple[float, float]]] = []   # (when, where) a shell burst, its flash glowing
        self.others = tuple(others)
        self._kept("stage", launch_scene.scene_picture, self.size, self.colour)   # (made with the results, ~15 ms)
        if reduced_motion:
            self._kept("still bursts", self._still_bursts, self.size)

    @property
    def done(self) -> bool:
        return self.age >= self.length

    def skip(self) -> None:
        """A key was pressed: fade out now."""
        self.age = max(self.age, self.length - FADE)

    def update(self, dt: float) -> None:
        self.age += dt
        width, height = self.size
        while self._bursts and self.age >= self._bursts[0][0]:
            _, across, down = self._bursts.pop(0)
            rng = self._rng
            centre = (across * width + rng.uniform(-20, 20), down * height + rng.uniform(-14, 14))
            self.sparks += self._shell(centre)
            self._flashes.append((self.age, centre))
        if not self.reduced_motion and self.age < CLIMB + 0.6:    # the trail behind the climbing rocket
            x, y = self._rocket_at()
            for _ in range(3):
                self.sparks.append(Spark(x + self._rng.uniform(-10, 10), y + 70, self._rng.uniform(-30, 30),
                                          self._rng.uniform(120, 260), (255, 190, 90), self._rng.uniform(0.3, 0.6)))
        self.sparks = _flown(self.sparks, dt)
        self._flashes = [f for f in self._flashes if self.age - f[0] < FLASH]

    def _shell(self, centre: tuple[float, float]) -> list[Spark]:
        """One firework's sparks bursting from `centre`: a round shell (every spark about as fast, so it opens as a
        ring), slower stars filling it and a bright core."""
        rng, sparks = self._rng, []
        colours = (self.colour, theme.TITLE, theme.TEXT, _lighter(self.colour))
        for k in range(SHELL):
            angle, speed = (k + rng.random()) * math.tau / SHELL, rng.uniform(250, 330)
            sparks.append(Spark(centre[0], centre[1], speed * math.cos(angle), speed * math.sin(angle),
                                colours[k % len(colours)], rng.uniform(1.0, 1.4)))
        for k in range(FILL):
            angle, speed = (k + rng.random()) * math.tau / FILL, rng.uniform(80, 230)
            sparks.append(Spark(centre[0], centre[1], speed * math.cos(angle), speed * math.sin(angle),
                                colours[(k + 1) % len(colours)], rng.uniform(0.8, 1.2)))
        for _ in range(18):
            angle, speed = rng.uniform(0, math.tau), rng.uniform(20, 110)
            sparks.append(Spark(centre[0], centre[1], speed * math.cos(angle), speed * math.sin(angle),
                                theme.TITLE, rng.uniform(0.6, 0.9)))
        return sparks

    def _still_bursts(self, size: tuple[int, int]) -> pygame.Surface:
        """Reduced motion's fireworks: a few bursts as they hang open, still, in one picture (no streaks)."""
        picture = pygame.Surface(size, pygame.SRCALPHA)
        for across, down in STILL_BURSTS:
            sparks = self._shell((across * size[0], down * size[1]))
            for _ in range(24):            # 0.4 s open
                sparks = _flown(sparks, 1 / 60)
            for spark in sparks:
                level = max(0.0, 1.0 - spark.age / spark.life)
                bright, dim = _trail_shades(spark.colour)[min(15, int(level * 16))]     # its streak, still
                mid = (spark.x - spark.vx * STREAK, spark.y - spark.vy * STREAK)
                pygame.draw.line(picture, dim, (spark.x - spark.vx * 2 * STREAK, spark.y - spark.vy * 2 * STREAK), mid)
                pygame.draw.line(picture, bright, mid, (spark.x, spark.y), 2)
            for spark in sparks:
                level = max(0.0, 1.0 - spark.age / spark.life)
                dot = spark_dot(max(3, round(2 * (2.0 + 4.0 * level))), spark.colour, level > 0.45)
                picture.blit(dot, (round(spark.x - dot.get_width() / 2), round(spark.y - dot.get_height() / 2)))
        return picture

    def _kept(self, name: str, make, *key):
        """A picture of this celebration, kept while it lasts (not in the game-wide caches: it is shown
        once per match)."""
        kept = self._pictures.get(name)
        if kept is None or kept[0] != key:
            kept = self._pictures[name] = (key, make(*key))
        return kept[1]

    def _rocket_at(self) -> tuple[float, float]:
        """The winner's rocket's middle: on its launch pad, lifting off after `LIFT_OFF` s, rising ever faster, then
        easing into its place over the planet by `CLIMB` s (there from the start with reduced motion)."""
        width, height = self.size
        rest = (width / 2, height * launch_scene.REST)
        if self.reduced_motion:
            return rest
        start = launch_scene.pad_centre(self.size, ROCKET)
        t = min(1.0, max(0.0, (self.age - LIFT_OFF) / (CLIMB - LIFT_OFF)))
        ease = t * t * (3 - 2 * t)
        return rest[0] + 10 * math.sin(t * 9) * t * (1 - t), start[1] + (rest[1] - start[1]) * ease

    def draw(self, surface: pygame.Surface) -> None:
        width, height = self.size
        fade = min(1.0, (self.length - self.age) / FADE) if self.age > self.length - FADE else 1.0
        come = 1.0 if self.reduced_motion else min(1.0, self.age / 0.25)
        stage = self._kept("stage", launch_scene.scene_picture, self.size, self.colour)   # covers the sky
        stage.set_alpha(round(248 * fade * come))
        surface.blit(stage, (0, 0))
        x, y = self._rocket_at()
        self._draw_rays(surface, fade)
        if fade > OTHERS_SHOWN:
            self._draw_others(surface)
        if self.reduced_motion:
            bursts = self._kept("still bursts", self._still_bursts, self.size)
            bursts.set_alpha(round(255 * fade))
            surface.blit(bursts, (0, 0))
        halo = self._kept("halo", _halo, 240, self.colour)
        halo.set_alpha(round(255 * fade))
        surface.blit(halo, halo.get_rect(center=(round(x), round(y))))
        for when, (fx, fy) in self._flashes:     # where a shell opened: a soft flash, gone in FLASH s
            flash = self._kept("flash", _halo, 90, theme.TITLE)
            flash.set_alpha(round(255 * fade * (1 - (self.age - when) / FLASH) ** 2))
            surface.blit(flash, flash.get_rect(center=(round(fx), round(fy))))
        dots, streaks = [], []
        clear = [place.inflate(6, 6) for place in self.text_places()]   # (no spark over the words shown)
        for spark in self.sparks:
            level = max(0.0, 1.0 - spark.age / spark.life) * fade
            if level < 0.14 or (level < TWINKLE and (int(spark.age * 20) + int(spark.vx)) % 3 == 0):
                continue      # (a dying spark twinkles out: gone one frame in three, then for good: no dim smudge)
            halves = max(3, round(2 * (2.0 + 4.0 * level)))      # radius in half pixels (review 23: crisp, bigger)
            hot = level > 0.45                                     # a fresh spark's white-hot middle and glow
            dot = self._kept(f"dot {halves} {spark.colour} {hot}", spark_dot, halves, spark.colour, hot)
            at = (round(spark.x - dot.get_width() / 2), round(spark.y - dot.get_height() / 2))
            if pygame.Rect(at, dot.get_size()).collidelist(clear) >= 0:
                continue
            if spark.vx * spark.vx + spark.vy * spark.vy > 1600:  # its trail behind it: bright near it, then dimmer
                tail = (spark.x - spark.vx * STREAK, spark.y - spark.vy * STREAK)
                if not any(place.clipline((spark.x, spark.y), tail) for place in clear):
                    bright, dim = _trail_shades(spark.colour)[min(15, int(level * 16))]
                    mid = (spark.x - spark.vx * STREAK / 2, spark.y - spark.vy * STREAK / 2)
                    streaks.append((bright, (spark.x, spark.y), mid, 2))
                    streaks.append((dim, mid, tail, 1))
            dots.append((dot, at))
        for colour, head, tail, thick in streaks:   # (under the dots)
            pygame.draw.line(surface, colour, tail, head, thick)
        surface.fblits(dots)
        flame = 1.0 if self.age < CLIMB + 0.4 and not self.reduced_motion else 0.6
        if fade > 0.05:
            picture = self._kept(f"rocket {flame}", rockets.smooth_rocket, self.rocket, self.colour, ROCKET, flame)
            rockets.blit_rocket(surface, picture, (x, y))
        shown = self.reduced_motion or self.age >= CLIMB * 0.8
        if shown and fade > 0.05:
            pop = 0.0 if self.reduced_motion else max(0.0, 1 - (self.age - CLIMB * 0.8) / 0.2)
            ribbon, size, words = self._kept("headline", _headline, self.headline, self.colour, width - 160,
                                             round(20 * (1 + 0.5 * pop * pop)))
            ribbon.set_alpha(round(255 * fade))
            rect = ribbon.get_rect(center=(width // 2, round(height * 0.2)))
            surface.blit(ribbon, rect)
            if not pop:
                text.record_drawn(surface, self.headline, size, words.move(rect.topleft), rect)
        if self.line and fade > 0.05 and (self.reduced_motion or self.age >= CLIMB):
            line = self.points_line()
            points, size, words = self._kept("points", points_plate, line, width - 160, self.colour, self.line)
            points.set_alpha(round(255 * fade))
            rect = points.get_rect(center=self.points_centre())
            surface.blit(points, rect)
            text.record_drawn(surface, line, size, words.move(rect.topleft), rect)

    def points_centre(self) -> tuple[int, int]:
        """Where the points' plate stands: under the headline, over the rocket lifting off its pad."""
        return self.size[0] // 2, round(self.size[1] * POINTS_AT)

    def text_places(self) -> list[pygame.Rect]:
        """Where this celebration's words stand now (the headline's ribbon, the points' plate, each other player's
        name and score, once each shows): no spark is drawn over them (review 25: "the launch tower and sparks behind
        '234 points'")."""
        width, height = self.size
        places = []
        if self.reduced_motion or self.age >= CLIMB * 0.8:
            ribbon = self._kept("headline at rest", _headline, self.headline, self.colour, width - 160, 20)[0]
            places.append(ribbon.get_rect(center=(width // 2, round(height * 0.2))))
        if self.line and (self.reduced_motion or self.age >= CLIMB):
            plate = self._kept("points", points_plate, self.points_line(), width - 160, self.colour, self.line)[0]
            places.append(plate.get_rect(center=self.points_centre()))
        for x, ground in launch_scene.ground_places(self.size, len(self.others)):
            places.append(pygame.Rect(round(x - 0.07 * width), ground + 2, round(0.14 * width), 62))
        return places

    def points_line(self) -> str:
        """The points as shown now: counting up from CLIMB over COUNT s (eased), the total once counted (at once with
        reduced motion, or without a `count`)."""
        if self.count is None or self.reduced_motion:
            return self.line
        total, say = self.count
        t = min(1.0, max(0.0, (self.age - CLIMB) / COUNT))
        return say(round(total * (1 - (1 - t) ** 2)))

    def _draw_rays(self, surface: pygame.Surface, fade: float) -> None:
        """Soft rays of light behind the rocket's place, brightening as it climbs in."""
        width, height = self.size
        grow = 1.0 if self.reduced_motion else min(1.0, self.age / CLIMB)
        rays = self._kept("rays", rays_picture, RAY_REACH, self.colour)
        rays.set_alpha(round(255 * fade * grow))
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, width, round(height * launch_scene.HORIZON)).clip(clip))   # (in the sky)
        surface.blit(rays, rays.get_rect(center=(width // 2, round(height * launch_scene.REST))))
        surface.set_clip(clip)

    def _draw_others(self, surface: pygame.Surface) -> None:
        """The other players' rockets standing on the planet, smaller, each with its name and score on the ground
        under it (best first: nearest the pad)."""
        width = self.size[0]
        box = pygame.Rect(0, 0, round(0.14 * width), 34)      # (its neighbours stand 0.15 of the width apart)
        for (rocket, colour, name, line), (x, ground) in zip(self.others, launch_scene.ground_places(
                self.size, len(self.others)), strict=True):
            picture = self._kept(f"other {rocket} {colour}", rockets.smooth_rocket, rocket, colour,
                                 launch_scene.OTHER_ROCKET, 0.0)
            rockets.blit_rocket(surface, picture, (x, ground - 0.45 * launch_scene.OTHER_ROCKET))
            box.midtop = (x, ground + 4)
            text.draw(surface, name, text.LABEL, theme.TEXT, bold=True, box=box.clamp(surface.get_rect()),
                      midtop=(x, ground + 4))
            box.midtop = (x, ground + 34)
            text.draw(surface, line, text.LABEL, theme.TEXT_DIM, box=box.clamp(surface.get_rect()), midtop=(x, ground + 34))


def _flown(sparks: list[Spark], dt: float) -> list[Spark]:
    """The sparks `dt` s later (slowing, then drifting down), without those burnt out."""
    drag, sink = 0.985 ** (dt * 60), 70 * dt
    kept = []
    for spark in sparks:
        spark.age += dt
        if spark.age >= spark.life:
            continue
        spark.vx *= drag
        spark.vy = spark.vy * drag + sink     # they hang in the air, then drift down
        spark.x += spark.vx * dt
        spark.y += spark.vy * dt
        kept.append(spark)
    return kept


@functools.lru_cache(maxsize=32)
def _trail_shades(colour: Colour) -> tuple[tuple[Colour, Colour], ...]:
    """A spark's trail's two shades (near it, further back) at each of 16 levels of its life. Kept."""
    return tuple((tuple(round(c * (0.45 + 0.55 * (k + 0.5) / 16)) for c in colour),
                  tuple(round(c * (0.2 + 0.35 * (k + 0.5) / 16)) for c in colour)) for k in range(16))


def _lighter(colour: Colour, share: float = 0.55) -> Colour:
    return tuple(round(c + (255 - c) * share) for c in colour)   # type: ignore[return-value]


def _halo(radius: int, colour: Colour) -> pygame.Surface:
    image = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    light = _lighter(colour, 0.35)
    for k in range(48):
        t = k / 47
        pygame.draw.circle(image, (*light, round(80 * t * t)), (radius, radius), radius * (1.0 - 0.8 * t))
    return image


def points_picture(line: str, width: int, largest: int = POINTS_SIZE) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The winner's points in big gold, with a dark outline and a drop shadow (read over the rays):
    (the picture, the type size, where the words lie in it)."""
    size = text.fitting_size(line, largest, width, bold=True)
    face = text.render(line, size, theme.TITLE, True)
    edge = text.render(line, size, (40, 26, 8), True)
    pad = 8
    image = pygame.Surface((face.get_width() + 2 * pad, face.get_height() + 2 * pad + 4), pygame.SRCALPHA)
    shadow = text.render(line, size, (0, 0, 0), True)
    shadow.set_alpha(140)
    image.blit(shadow, (pad + 2, pad + 6))
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (-2, -2), (2, -2), (-2, 2), (2, 2)):
        image.blit(edge, (pad + dx, pad + dy))
    words = image.blit(face, (pad, pad))
    return image, size, words


def points_plate(line: str, width: int, colour: Colour, widest: str = "") -> tuple[pygame.Surface, int, pygame.Rect]:
    """The winner's points on a plate of their own (`points_picture` on an opaque rounded plate edged in the winner's
    colour, as wide as `widest` needs: the plate keeps its size while the points count up), so no spark, ray or tower
    crosses the words (review 25): (the picture, the type size, where the words lie in it)."""
    points, size, words = points_picture(line, width, PLATE_POINTS)
    room = max(points.get_width(), points_picture(widest, width, PLATE_POINTS)[0].get_width() if widest else 0)
    plate = pygame.Surface((room + 2 * PLATE_PAD, points.get_height() + 8), pygame.SRCALPHA)
    body = plate.get_rect()
    pygame.draw.rect(plate, theme.PANEL_RAISED, body, border_radius=body.height // 3)
    pygame.draw.rect(plate, colour, body, width=4, border_radius=body.height // 3)
    at = points.get_rect(center=(body.centerx, body.centery + 2))
    plate.blit(points, at)
    return plate, size, words.move(at.topleft)


def _headline(label: str, colour: Colour, width: int, scale: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The headline in gold on a ribbon edged in the winner's colour, at `scale` / 20."""
    size = text.fitting_size(label, HEADLINE_SIZE, width - 120, bold=True)
    image = text.render(label, size, theme.TITLE, True)
    w, h = image.get_width() + 120, image.get_height() + 34
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    notch = h // 3
    body = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
    pygame.draw.polygon(plate, (*theme.PANEL_RAISED, 255), body)   # (opaque: no spark shows through)
    pygame.draw.rect(plate, (*colour, 255), (0, 0, w, 6))
    pygame.draw.rect(plate, (*colour, 255), (0, h - 6, w, 6))
    words = image.get_rect(center=(w // 2, h // 2))
    plate.blit(image, words)
    if scale != 20:
        plate = pygame.transform.smoothscale_by(plate, scale / 20)
        words = pygame.Rect(0, 0, 0, 0)
    return plate, size, words


def rays_picture(reach: int, colour: Colour) -> pygame.Surface:
    """Rays of the winner's colour from the middle, fading out towards `reach` (`_ray_alpha`)."""
    image = pygame.Surface((2 * reach, 2 * reach), pygame.SRCALPHA)
    image.fill((*colour, 0))
    alpha = pygame.surfarray.pixels_alpha(image)
    alpha[:] = _ray_alpha(reach)
    del alpha
    return image


@functools.lru_cache(maxsize=1)
def _ray_alpha(reach: int):
    """The rays' alpha, the same for every colour: each pixel's share of a ray worked out from its angle (edges
    smooth to the pixel at any distance, no stair steps). Kept (1.2 MiB at RAY_REACH): worked out afresh it
    cost ~50 ms at every win."""
    import numpy as np  # (not on the start-up path: a win is the first to need it)

    side = 2 * reach
    ys, xs = np.mgrid[0:side, 0:side].astype(np.float32)
    dx, dy = xs + 0.5 - reach, ys + 0.5 - reach
    r = np.hypot(dx, dy)
    turn = (np.arctan2(dy, dx) * (RAYS / math.tau)) % 1.0          # where in its ray-and-gap a pixel lies
    off = np.abs(turn - np.round(turn))                              # from a ray's middle line (ray: < 0.25)
    edge_px = (off - 0.25) * (math.tau / RAYS) * r                   # px past the ray's edge (< 0: inside)
    cover = np.clip(0.5 - edge_px, 0.0, 1.0)
    fall = 125.0 * np.clip((1.0 - r / reach) / 0.94, 0.0, 1.0) ** 2  # bright in the middle, gone at `reach`
    alpha = (cover * fall).T.astype(np.uint8)
    alpha.flags.writeable = False
    return alpha


def spark_dot(halves: int, colour: Colour, hot: bool = False) -> pygame.Surface:
    """A round dot `halves` / 2 px in radius in `colour` (`hot`: a white middle 1.6 px in radius and a soft glow of its
    colour round it, as a fresh spark burns), its edges smoothed: drawn 4x bigger and scaled down."""
    radius = halves / 2.0
    glow = max(1.5, 0.6 * radius) if hot else 0.0
    side = 2 * math.ceil(radius + glow) + 2
    big = pygame.Surface((side * 4, side * 4), pygame.SRCALPHA)
    for k in range(6 if hot else 0):   # (the glow: fading out from the dot's rim)
        t = k / 6
        pygame.draw.circle(big, (*colour, round(70 * t * t)), (side * 2, side * 2), (radius + glow * (1 - t)) * 4)
    pygame.draw.circle(big, colour, (side * 2, side * 2), radius * 4)
    if hot:
        pygame.draw.circle(big, theme.TEXT, (side * 2, side * 2), 1.6 * 4)
    return pygame.transform.smoothscale(big, (side, side))
