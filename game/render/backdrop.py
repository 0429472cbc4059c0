"""The animated space backdrop: twinkling stars and slowly drifting planets.

Planets drift in lanes left and right of a clear middle column, so the title
and the menus drawn there stay easy to read. Each planet is painted once into
a sprite; a frame only blits (the title's frame budget is a few milliseconds).
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Iterator, Sequence

import pygame

from game.render import sky, text

_PLANET_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66))
CLEAR_HALF_WIDTH = 330  # planets keep this far (px) from the vertical middle line
TWINKLING = 48          # stars drawn each frame; the rest are painted once
TEXT_BANDS = (52, 48)   # px at the top and the bottom (title bars, help lines) where no star shines:
                        # a star in the gap between two letters reads as a stray dot ("h.int")
STAR_COLOUR = (150, 150, 190)
TEXT_CLEAR = 20         # px of sky a still star keeps round every line of text: a dot nearer read as the line's own
                        # mark (look review 21: a star 13 px left of "Bonus 63+" in the gap between the tray and the sheet)
_PROBES = ((0, 0), (-1, -1), (1, 1), (1, -1), (-1, 1))   # where a star's pixels are read: its middle, its corners
SUPERSAMPLE = 3         # a planet is painted this many times bigger, then smoothed down


class Planet:
    """A drifting planet. (A plain class: every dataclass made on the way to the first frame compiles
    its methods then, ~0.3 ms each here.)"""

    __slots__ = ("lane_x", "y", "vy", "sway", "phase", "radius", "sprite", "low", "high")

    def __init__(self, lane_x: float, y: float, vy: float, sway: float, phase: float, radius: int,
                 sprite: pygame.Surface) -> None:
        self.lane_x = lane_x    # centre of its sway
        self.y = y
        self.vy = vy            # px/s
        self.sway = sway        # horizontal sway amplitude (px)
        self.phase = phase
        self.radius = radius
        self.sprite = sprite
        self.low = self.high = y   # the span its centre drifts in, where a floor or `clear_of` bounds it

    def reach(self) -> tuple[int, int, int]:
        """Where its sprite may cover at any height: the left and right of its lane with the sway, and
        the sprite's half height."""
        half_w, half_h = self.sprite.get_width() // 2 + 1, self.sprite.get_height() // 2 + 1
        return int(self.lane_x - self.sway) - half_w, int(self.lane_x + self.sway) + half_w, half_h

    def x(self, time: float) -> float:
        return self.lane_x + self.sway * math.sin(time * 0.15 + self.phase)


def paint_planet(radius: int, colour: tuple[int, int, int], ring: bool) -> pygame.Surface:
    """A lit ball: dark at its rim, shading smoothly up to the light from the upper left, optional ring.
    Painted at four times its size and smoothed down: soft edges and no bands of shade, the same smooth
    vector look as the rest of the screen (not pixel art). Painted once per planet."""
    pad = radius if ring else 2
    size = 2 * (radius + pad)
    big = pygame.Surface((SUPERSAMPLE * size, SUPERSAMPLE * size), pygame.SRCALPHA)
    centre = (SUPERSAMPLE * size // 2, SUPERSAMPLE * size // 2)
    r = SUPERSAMPLE * radius
    steps = 32
    for i in range(steps):
        t = i / (steps - 1)
        shade = tuple(int(c * (0.28 + 0.46 * t * (2 - t))) for c in colour)
        pygame.draw.circle(big, shade, (centre[0] - r * 0.3 * t, centre[1] - r * 0.3 * t), r * (1.0 - 0.6 * t))
    if ring:
        band = pygame.Rect(0, 0, int(r * 3.0), max(6 * SUPERSAMPLE, r // 2))
        band.center = centre
        pygame.draw.ellipse(big, tuple(min(255, c // 2 + 50) for c in colour), band, 2 * SUPERSAMPLE)
    return pygame.transform.smoothscale(big, (size, size))


def _keep_clear(planet: Planet, areas: Sequence[pygame.Rect]) -> bool:
    """Narrow a planet's span (`low`..`high`) to the stretch of its lane that no area in `areas` crosses,
    the stretch nearest its start; False when no stretch has room for it."""
    left, right, half = planet.reach()
    stretches = [(planet.low, planet.high)]
    for area in areas:
        if area.left < right and left < area.right:
            top, bottom = area.top - half, area.bottom + half   # the centre heights where it would touch
            stretches = [piece for low, high in stretches
                         for piece in ((low, min(high, top - 1)), (max(low, bottom + 1), high)) if piece[0] <= piece[1]]
    if not stretches:
        return False
    planet.low, planet.high = min(stretches, key=lambda s: max(s[0] - planet.y, planet.y - s[1], 0))
    planet.y = min(max(planet.y, planet.low), planet.high)
    return True


class Backdrop:
    def __init__(self, size: tuple[int, int], seed: int = 7, stars: int = 160, planets: int = 5,
                 floor: int | None = None, mood: str = sky.PLAIN, clear_of: Sequence[pygame.Rect] = (),
                 text_areas: Sequence[pygame.Rect] = ()) -> None:
        """`floor`: the planets drift up and down above this line (they turn back before it, whole on the
        screen: the title's controls line runs below it); without it they drift off one edge and come back
        at the other. `clear_of` (with a floor): areas no planet ever touches (the title's floating dice):
        each drifts in the free stretch of its lane nearest its start, and one with no room is not drawn.
        `mood`: the sky's look (`game.render.sky`: the menus', a mode's, a world's). `text_areas`: where a screen's
        lines of text always go (a sky drawn whole, `draw`): no star within TEXT_CLEAR of them."""
        rng = random.Random(seed)  # the look of the sky, not game randomness
        self.size = size
        self.mood = mood
        self.floor = floor
        self.time = 0.0
        self.stars = [(rng.uniform(0, size[0]), rng.uniform(0, size[1]), rng.uniform(0.6, 2.2),
                       rng.uniform(0, math.tau), rng.uniform(0.5, 2.0)) for _ in range(stars)]
        top, bottom = TEXT_BANDS
        self.stars = [star for star in self.stars if top + 3 < star[1] < size[1] - bottom - 3
                      and not sky.covers(size, mood, star[0], star[1], star[2] + 3)   # none on the big planet
                      and not any(area.inflate(2 * TEXT_CLEAR + 6, 2 * TEXT_CLEAR + 6).collidepoint(star[:2]) for area in text_areas)]
        self.planets: list[Planet] = []
        middle = size[0] / 2
        for i in range(planets):
            radius = rng.randint(22, 64)
            side = -1 if i % 2 == 0 else 1
            room = middle - CLEAR_HALF_WIDTH - 2 * radius
            sway = min(40.0, max(0.0, room / 3))
            near = middle + side * (CLEAR_HALF_WIDTH + 1.5 * radius + sway)  # rings reach 1.5 r
            far = middle + side * (middle - radius * 0.5)
            self.planets.append(Planet(
                lane_x=rng.uniform(min(near, far), max(near, far)),
                y=rng.uniform(0, size[1]), vy=rng.choice((-1, 1)) * rng.uniform(6, 16),
                sway=sway, phase=rng.uniform(0, math.tau), radius=radius,
                sprite=paint_planet(radius, _PLANET_COLOURS[i % len(_PLANET_COLOURS)], rng.random() < 0.4)))
        if floor is not None:
            for p in self.planets:
                p.low, p.high = p.radius + 4, max(p.radius + 4, floor - p.radius)
                p.y = min(max(p.y, p.low), p.high)
            self.planets = [p for p in self.planets if _keep_clear(p, clear_of)]
        # Most stars are painted into the base once; only some beside the clear
        # column twinkle (drawn per frame). Nothing that moves is ever drawn in
        # the column, so a scene may compose its static parts there once (`paint_sky`).
        beside = [star for star in self.stars if abs(star[0] - middle) > CLEAR_HALF_WIDTH]
        self.twinkling = beside[:TWINKLING]
        twinkling = set(self.twinkling)
        self._fixed = [star[:3] for star in self.stars if star not in twinkling]
        self._twinkle_of = {index: star for index, star in enumerate(self.stars) if star in twinkling}
        self._gradient: pygame.Surface | None = None   # the sky alone in the frame's format (`around_text`)
        self._column: pygame.Surface | None = None   # the sky's picture (game.render.sky), kept for its size and mood
        self._probes = None      # where each star's pixels are read, the sky's colours, each star's neighbours
        self._base: pygame.Surface | None = None     # painted when first used

    @property
    def base(self) -> pygame.Surface:
        """The still sky (gradient and fixed stars), made on first use; copy it before drawing on it,
        or paint the sky into a picture of your own with `paint_sky`."""
        if self._base is None:
            self._base = pygame.Surface(self.size)
            self.paint_sky(self._base)
        return self._base

    def paint_sky(self, surface: pygame.Surface, keep_off: Sequence[pygame.Rect] = ()) -> None:
        """The still sky over the whole of `surface` (of this backdrop's size): the gradient and
        the stars that do not twinkle, none touching `keep_off` (where a screen's text and buttons go: a
        star between two letters reads as a stray dot). The title paints it into its own still layer, so
        its start makes one full-screen picture, not two (each costs ~1.5 ms on a fresh process)."""
        self.paint_gradient(surface)
        keep_off = [rect.inflate(2 * TEXT_CLEAR, 2 * TEXT_CLEAR) for rect in keep_off]   # (text: none beside it either)
        for x, y, radius in self._fixed:
            r = max(1, int(radius))
            if keep_off and pygame.Rect(int(x) - r, int(y) - r, 2 * r + 1, 2 * r + 1).collidelist(keep_off) >= 0:
                continue
            pygame.draw.circle(surface, STAR_COLOUR, (int(x), int(y)), r)

    def paint_gradient(self, surface: pygame.Surface) -> None:
        """Only the sky (its gradient, glows and big planet) over the whole of `surface`, no stars yet
        (they come later: `paint_stars_around`)."""
        surface.blit(self._sky_picture(), (0, 0))

    def paint_stars_around(self, surface: pygame.Surface, text_rects: list[pygame.Rect],
                           keep_off: Sequence[pygame.Rect] = (), twinkle_at: float | None = None,
                           only: set[int] | None = None) -> None:
        """Every star over a picture already drawn on the gradient, where the sky still shows and away
        from the text: a star never shines through a panel, between the letters of a line nor beside one (`text_rects`,
        grown by TEXT_CLEAR), nor touches `keep_off` (what is drawn over the picture later, so a star is never
        cut in half). Still (as with reduced motion) unless `twinkle_at` gives the sky's time: then the
        twinkling stars shine as they do at that time. With `only` (star indices, see `stars_within`), just
        those stars are looked at: painting again a part of a picture whose stars have no neighbours outside
        it gives what painting the whole picture again would there. A play scene passes its patches with its
        `text_rects`: they may hold lines of text not known yet (look review 21: a star in the sky between the tray and
        the score sheet, a patch, showed 13 px left of "Bonus 63+" as the line's own dot)."""
        width, height = surface.get_size()
        get_at, sky_at = surface.get_at, self._sky_picture().get_at
        clear = 2 * TEXT_CLEAR
        keep_off = [rect.inflate(clear, clear) for rect in text_rects] + list(keep_off)
        if only is not None:   # a few stars: each looked at pixel by pixel, as the neighbours of a painted one are
            over_sky, neighbours = sorted(only), None
        else:
            over_sky, neighbours = self._over_sky(surface, keep_off)
        painted: set[int] = set()
        for index in over_sky:
            x, y, radius, *_twinkle = self.stars[index]
            ix, iy = int(x), int(y)
            r = max(1, int(radius)) + 1
            if neighbours is None or not painted.isdisjoint(neighbours[index]):   # look pixel by pixel
                if not (r <= ix < width - r and r <= iy < height - r) or get_at((ix, iy)) != sky_at((ix, iy)):
                    continue
                if get_at((ix - r, iy - r)) != sky_at((ix - r, iy - r)) or get_at((ix + r, iy + r)) != sky_at((ix + r, iy + r)):
                    continue
                if get_at((ix + r, iy - r)) != sky_at((ix + r, iy - r)) or get_at((ix - r, iy + r)) != sky_at((ix - r, iy + r)):
                    continue
                if pygame.Rect(ix - r, iy - r, 2 * r, 2 * r).collidelist(keep_off) >= 0:
                    continue
            colour = STAR_COLOUR
            if twinkle_at is not None and index in self._twinkle_of:
                _x, _y, _size, phase, rate = self._twinkle_of[index]
                level = int(200 * (0.65 + 0.35 * math.sin(twinkle_at * rate + phase)))
                colour = (level, level, min(255, level + 40))
            pygame.draw.circle(surface, colour, (ix, iy), r - 1)
            painted.add(index)

    def stars_within(self, area: pygame.Rect, keep_off: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, set[int]]:
        """`area` grown until every star that may be painted touching it (its square, as `paint_stars_around`
        reads and paints it, clear of `keep_off`) lies wholly inside, and those stars' indices. Painting
        the stars of the grown area again (`only=`) reads and paints only pixels inside it, and every
        neighbour of those stars is one of them."""
        width, height = self.size
        squares = []
        for index, (x, y, radius, *_twinkle) in enumerate(self.stars):
            ix, iy, r = int(x), int(y), max(1, int(radius)) + 1
            square = pygame.Rect(ix - r, iy - r, 2 * r + 1, 2 * r + 1)
            painted_unless = pygame.Rect(ix - r, iy - r, 2 * r, 2 * r)   # as paint_stars_around keeps off
            if r <= ix < width - r and r <= iy < height - r and painted_unless.collidelist(list(keep_off)) < 0:
                squares.append((index, square))
        grown, inside = pygame.Rect(area), set()
        changed = True
        while changed:
            changed = False
            for index, square in squares:
                if index not in inside and square.colliderect(grown.inflate(2, 2)):
                    inside.add(index)
                    grown.union_ip(square)
                    changed = True
        return grown, inside

    def _over_sky(self, surface: pygame.Surface, keep_off: list[pygame.Rect]
                  ) -> tuple[list[int], list[set[int]] | None]:
        """The stars whose five probe pixels (their middle and the corners of their square) show the sky
        in `surface` now, read all at once (one array instead of five `get_at` a star), and whose square
        touches none of `keep_off` (as `Rect.collidelist` says), and each star's
        earlier neighbours (the stars before it whose squares overlap its own). Painting a star changes
        only pixels in its square, so a star none of whose neighbours was painted still shows what was
        read here; the others are looked at again pixel by pixel. (None for the neighbours: look at every
        star again, for a surface this does not read.)"""
        if surface.get_flags() & pygame.SRCALPHA or surface.get_bitsize() != 32:
            return list(range(len(self.stars))), None
        import numpy as np  # (not on the title's path: only play scenes paint stars around text)

        width, height = surface.get_size()
        masks = surface.get_masks()
        if self._probes is None or self._probes[0] != (width, height, masks):
            xs = np.array([int(star[0]) for star in self.stars], dtype=np.int64)
            ys = np.array([int(star[1]) for star in self.stars], dtype=np.int64)
            rs = np.array([max(1, int(star[2])) + 1 for star in self.stars], dtype=np.int64)
            inside = (rs <= xs) & (xs < width - rs) & (rs <= ys) & (ys < height - rs)
            picture = self._sky_picture()
            probe_x, probe_y = np.where(inside, xs, rs), np.where(inside, ys, rs)
            sky_at = [np.array([surface.map_rgb(picture.get_at((int(x), int(y))))   # the sky under each probe
                                for x, y in zip(probe_x + dx * rs, probe_y + dy * rs, strict=True)], dtype=np.int64)
                      for dx, dy in _PROBES]
            reach = rs[:, None] + rs[None, :]       # stars j, k overlap: both distances within their radii
            near = (np.abs(xs[:, None] - xs[None, :]) <= reach) & (np.abs(ys[:, None] - ys[None, :]) <= reach)
            neighbours = [set(np.flatnonzero(near[k, :k]).tolist()) for k in range(len(self.stars))]
            self._probes = ((width, height, masks), probe_x, probe_y, rs, inside, sky_at, neighbours)
        _key, xs, ys, rs, inside, sky_at, neighbours = self._probes
        rgb = masks[0] | masks[1] | masks[2]
        pixels = pygame.surfarray.pixels2d(surface)
        try:
            ok = inside.copy()
            for (dx, dy), sky_there in zip(_PROBES, sky_at, strict=True):
                px, py = xs + dx * rs, ys + dy * rs
                ok &= (pixels[px, py].astype(np.int64) & rgb) == (sky_there & rgb)
        finally:
            del pixels   # unlocks the surface
        areas = np.array([(r.left, r.top, r.right, r.bottom) for r in keep_off if r.width > 0 and r.height > 0],
                         dtype=np.int64).reshape(-1, 4)
        if len(areas):   # Rect.colliderect, every star against every area at once: edges touching do not count
            left, top = (xs - rs)[:, None], (ys - rs)[:, None]
            right, bottom = left + 2 * rs[:, None], top + 2 * rs[:, None]
            ok &= ~((left < areas[:, 2]) & (right > areas[:, 0]) & (top < areas[:, 3]) & (bottom > areas[:, 1])).any(axis=1)
        return [int(k) for k in np.flatnonzero(ok)], neighbours

    def _sky_picture(self) -> pygame.Surface:
        """The sky's picture of this backdrop's size and mood (painted once per size and mood: `sky.picture`)."""
        if self._column is None:
            self._column = sky.picture(self.size, self.mood)
        return self._column

    def update(self, dt: float, reduced_motion: bool = False) -> None:
        self.time += dt
        speed = 0.25 if reduced_motion else 1.0
        height = self.size[1]
        for p in self.planets:
            if self.floor is None:
                span = height + 4 * p.radius
                p.y = (p.y + p.vy * dt * speed + 2 * p.radius) % span - 2 * p.radius
                continue
            low, high = p.low, p.high
            p.y += p.vy * dt * speed
            if p.y > high:
                p.y, p.vy = 2 * high - p.y, -abs(p.vy)
            if p.y < low:
                p.y, p.vy = 2 * low - p.y, abs(p.vy)

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False,
             base: pygame.Surface | None = None) -> None:
        """Draw the sky; `base` is the still sky with a scene's still parts already on it (the
        title composes its menu there once, see `paint_sky`)."""
        text.blit(surface, self.base if base is None else base, (0, 0))   # the lines on `base` come along
        self.draw_moving(surface, reduced_motion)

    @contextlib.contextmanager
    def around_text(self, surface: pygame.Surface, reduced_motion: bool = False) -> Iterator[list[pygame.Rect]]:
        """The sky of a screen drawn in the block: the gradient and the planets first; when the block
        ends, every star where the sky still shows and away from each line of text the block drew on
        `surface` (read from this frame's own drawing, `text.recording`): a star never shines between two
        letters, over a panel or a planet. The block may add rects a star must not touch to the list it
        gets (a screen's own areas: what it draws later). Only this frame is read: the picture is the same
        whichever frames were drawn before."""
        if self._gradient is None:
            self._gradient = pygame.Surface(self.size, 0, surface)
            self.paint_gradient(self._gradient)
        text.blit(surface, self._gradient, (0, 0))   # the lines of the frame before are gone
        self.draw_planets(surface)
        keep_off: list[pygame.Rect] = []
        with text.recording(surface) as drawn:
            yield keep_off
        self.paint_stars_around(surface, [line.rect for line in drawn], keep_off,
                                twinkle_at=None if reduced_motion else self.time)

    def draw_planets(self, surface: pygame.Surface) -> None:
        for p in self.planets:
            rect = p.sprite.get_rect(center=(int(p.x(self.time)), int(p.y)))
            surface.blit(p.sprite, rect)

    def draw_moving(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
        """The twinkling stars and the drifting planets, over a sky already on `surface`."""
        for x, y, size, phase, rate in self.twinkling:
            twinkle = 1.0 if reduced_motion else 0.65 + 0.35 * math.sin(self.time * rate + phase)
            level = int(200 * twinkle)
            pygame.draw.circle(surface, (level, level, min(255, level + 40)), (int(x), int(y)), max(1, int(size)))
        self.draw_planets(surface)
