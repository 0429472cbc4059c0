"""Score pop-ups and the big moments: points rising from a filled box, a burst of stars, a banner
across the table, a shake of the screen, a verdict stamped down, points falling away
(a bust), and stars flying in one by one (a level won). The full-screen win is `celebration.py`.

With reduced motion nothing moves, bursts or shakes: pop-ups, banners and stamps appear in place and
fade, lost points fade where they were, stars appear in place one by one.
All randomness is cosmetic and comes from a private `random.Random` (never the game's).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.render import colour_vision, drawn, flights, text, theme
from game.render.flights import Flight
from game.render.surface_cache import surface_cache

Colour = tuple[int, int, int]


@dataclass
class Popup:
    label: str
    pos: tuple[float, float]
    colour: Colour
    size: int
    life: float
    age: float = 0.0
    rise: float = 0.0   # pop-ups pop in place (a score box's pop-up never drifts into the next row)


@dataclass(slots=True)
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    colour: Colour
    life: float
    age: float = 0.0
    area: pygame.Rect | None = None   # where it may show (it goes out where it leaves it)


@dataclass
class Caption:
    """Words shown across a lane for a while: a banner's ribbon or a stamped verdict (Bluff's reveal)."""
    label: str
    colour: Colour
    center: tuple[float, float]
    life: float
    width: int              # the widest it may be (the lane it shows in)
    age: float = 0.0


@dataclass
class Fall:
    """One character of lost points, knocked loose and falling away (a bust)."""
    char: str
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    colour: Colour
    size: int
    life: float = 1.4
    age: float = 0.0
    hold: float = 0.0                 # s it stands in its line before it is knocked loose
    area: pygame.Rect | None = None   # where it may show (it goes out where it leaves it)
    still: bool = False               # reduced motion: it fades where it stands
    line: tuple[str, pygame.Rect] | None = None   # the first character's: the whole label and where it stands


BANNER_SIZE = 64            # type size of a banner's words (shrunk to fit its lane, never under the floor)
SWEEP = 0.16                # share of a banner's life spent sweeping in, and again sweeping out
FADE_IN = 12.0              # a banner is opaque after 1/12 of its life, half way through its sweep in (at 1/6 its words
                            # read dim while it came: "CPU 2's turn", 64 % over the felt, look review 20)


STAMP_SIZE = 72            # type size of a stamped verdict
STAMP_DROP = 0.18          # s for a stamp to slam down
CLEAR = 48                 # px round a banner's ribbon (both ways) where no spark or flight shows: they pass under it
class Effects:
    def __init__(self, seed: int = 11) -> None:
        self.popups: list[Popup] = []
        self.sparks: list[Spark] = []
        self.banners: list[Caption] = []
        self.flights: list[Flight] = []
        self.stamps: list[Caption] = []
        self.falls: list[Fall] = []
        self.shaking = 0.0          # s of screen shake left
        self._shake_strength = 0.0
        self._rng = random.Random(seed)

    @property
    def busy(self) -> bool:
        return bool(self.popups or self.sparks or self.banners or self.flights or self.stamps
                    or self.falls or self.shaking > 0)

    def popup(self, label: str, pos: tuple[float, float], colour: Colour = theme.GOOD, size: int = 42,
              life: float = 1.1, delay: float = 0.0) -> None:
        """A score popping up in place; with `delay` it waits that long first (after a `fly`). A new one
        takes the place of one still showing at the same spot (two never stack unreadably)."""
        self.popups = [p for p in self.popups if p.pos != pos]
        self.popups.append(Popup(label, pos, colour, size, life, age=-delay))

    def drop_popups(self) -> None:
        """Take every score pop-up away at once (a bust: the points just lost leave no "+100" behind)."""
        self.popups.clear()

    def fly(self, starts: list[tuple[float, float]], end: tuple[float, float], colour: Colour, seconds: float = 0.45,
            reduced_motion: bool = False, ceiling: float | None = None, label: str = "") -> float:
        """With `label`, a chip of those points from the middle of the chosen planets to the box they filled; else a
        spark from each, one after another; never above `ceiling`. Returns how long until the last lands (0 with
        reduced motion)."""
        if reduced_motion or not starts:
            return 0.0
        if label:
            flights.prepare(label, colour)
            middle = (sum(x for x, _y in starts) / len(starts), sum(y for _x, y in starts) / len(starts))
            self.flights.append(Flight(middle, end, colour, seconds, 0.0, ceiling, label))
            return seconds
        stagger = 0.05
        for i, start in enumerate(starts):
            self.flights.append(Flight(start, end, colour, seconds, -i * stagger, ceiling))
        return seconds + stagger * (len(starts) - 1)

    def burst(self, pos: tuple[float, float], colours: tuple[Colour, ...], count: int = 40,
              reduced_motion: bool = False, area: pygame.Rect | None = None) -> None:
        """Sparks flying out of `pos` and falling; with `area`, a spark shows only inside it (the felt of
        a moment: never over the buttons)."""
        if reduced_motion:
            return
        inside = pygame.Rect(area).inflate(-8, -8) if area is not None else None
        rng = self._rng
        for _ in range(count):
            angle = rng.uniform(0, math.tau)
            speed = rng.uniform(120, 420)
            self.sparks.append(Spark(pos[0], pos[1], speed * math.cos(angle), speed * math.sin(angle) - 120,
                                     rng.choice(colours), rng.uniform(0.6, 1.2), area=inside))

    def banner(self, label: str, colour: Colour, center: tuple[float, float], life: float = 1.8,
               width: int = 900) -> None:
        """A ribbon across `center` that sweeps in, holds and sweeps out (fades in place with reduced
        motion); one banner per place: a new one replaces the one showing there."""
        self.banners = [b for b in self.banners if b.center != center]
        self.banners.append(Caption(label, colour, center, life, width))

    def leave(self, center: tuple[float, float]) -> None:
        """The banner showing at `center`, if any, sweeps out now (fades with reduced motion): a turn's ribbon never
        hangs over the dice once they are thrown (look review 29b #1: "CPU 2's turn" covered the tumbling dice)."""
        for banner in self.banners:
            if banner.center == center:
                banner.age = max(banner.age, banner.life * (1 - SWEEP))

    def shake(self, seconds: float = 0.45, strength: float = 9.0, reduced_motion: bool = False) -> None:
        """Shake the screen (a bust, five of a kind); never with reduced motion."""
        if not reduced_motion:
            self.shaking = max(self.shaking, seconds)
            self._shake_strength = strength

    def shake_offset(self) -> tuple[int, int]:
        """How far to shift this frame's picture (0, 0 when still): a function of the time left to shake alone (drawing
        draws nothing from the private random source, so a frame drawn or not leaves the next bursts the same)."""
        if self.shaking <= 0:
            return 0, 0
        power = self._shake_strength * min(1.0, self.shaking / 0.3)
        return round(power * math.sin(self.shaking * 97.0)), round(power * 0.6 * math.sin(self.shaking * 71.0 + 1.3))

    def stamp(self, label: str, colour: Colour, center: tuple[float, float], life: float = 2.2,
              width: int = 600) -> None:
        """A verdict slammed down at `center` (fades in place with reduced motion); one at a time."""
        self.stamps = [Caption(label, colour, center, life, width)]

    def fall_away(self, label: str, center: tuple[float, float], colour: Colour = theme.DANGER, size: int = 44,
                  reduced_motion: bool = False, hold: float = 0.0, area: pygame.Rect | None = None,
                  life: float = 1.4) -> None:
        """`label` (the points a bust loses) stands centred on `center` for `hold` s, then breaks into its characters,
        which hop, drop and fade (shown only inside `area`, if given), upright: a turned character was a picture made
        in its frame, ~0.05 ms each; with reduced motion the line fades where it is. `fall_pictures` makes the
        characters' pictures ahead."""
        widths = [text.width_of(char, size, True) for char in label]
        x = center[0] - sum(widths) / 2
        rng = self._rng
        line = (label, pygame.Rect(0, 0, round(sum(widths)), text.font(size, True).get_height()))
        line[1].center = (round(center[0]), round(center[1]))
        for char, width in zip(label, widths, strict=True):
            if not char.isspace():
                moving = not reduced_motion
                self.falls.append(Fall(char, x + width / 2, center[1],
                                       rng.uniform(-70, 70) if moving else 0.0, rng.uniform(-140, -60) if moving else 0.0,
                                       0.0, colour, size, life + hold,
                                       hold=hold, area=area, still=not moving, line=line))
                line = None
            x += width

    def update(self, dt: float) -> None:
        if not self.busy:             # (most steps of play: nothing flies; 120 steps a second)
            return
        for item in (*self.popups, *self.sparks, *self.banners, *self.flights, *self.stamps,
                     *self.falls):
            item.age += dt
        for spark in self.sparks:
            spark.vy += 600 * dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
        for fall in self.falls:
            if fall.still or fall.age <= fall.hold:
                continue
            fall.vy += 900 * dt
            fall.x += fall.vx * dt
            fall.y += fall.vy * dt
        self.shaking = max(0.0, self.shaking - dt)
        self.popups = [p for p in self.popups if p.age < p.life]
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.banners = [b for b in self.banners if b.age < b.life]
        self.flights = [f for f in self.flights if f.age < f.life]
        self.stamps = [s for s in self.stamps if s.age < s.life]
        self.falls = [f for f in self.falls if f.age < f.life]

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
        # Sparks and flights pass under a banner's ribbon, never over its words (review 15b: a fill's flights crossed the
        # next turn's ribbon on their way to the sheet)
        under = [self._ribbon(b, reduced_motion, self.shake_offset())[3] for b in self.banners] if self.banners else ()
        for spark in self.sparks:
            fade = 1.0 - spark.age / spark.life
            if fade > 0.3 and (spark.area is None or spark.area.collidepoint(spark.x, spark.y)) \
                    and not any(r.inflate(CLEAR, CLEAR).collidepoint(spark.x, spark.y) for r in under):
                # gone before it is a speck of dust on the felt and the panels, and outside its area
                drawn.note(surface, pygame.draw.circle(surface, spark.colour, (spark.x, spark.y), 4 * fade))
        for flight in self.flights:
            flights.draw(surface, flight, under, CLEAR)
        for popup in self.popups:
            if popup.age < 0:
                continue
            progress = popup.age / popup.life
            rise = 0.0 if reduced_motion else popup.rise * (1 - (1 - progress) ** 2)
            pop = 1.0 if reduced_motion else 1.0 + 0.35 * max(0.0, 1 - progress * 5)
            image = _popup_picture(popup.label, popup.size, popup.colour, round(pop * 20))
            image.set_alpha(round(255 * min(1.0, 3 * (1 - progress))))
            placed = image.get_rect(center=(round(popup.pos[0]), round(popup.pos[1] - rise)))
            drawn.note(surface, surface.blit(image, placed))
            text.record_drawn(surface, popup.label, popup.size, placed.inflate(-12, 0))
        for fall in self.falls:
            if fall.age >= 0:
                loose = max(0.0, fall.age - fall.hold)
                t = fall.age / fall.life if fall.still else loose / (fall.life - fall.hold)
                image = _fall_picture(fall.char, fall.size, fall.colour, round(fall.spin * loose / 15) % 24)
                image.set_alpha(round(255 * min(1.0, 2.5 * (1 - t))))
                clip = surface.get_clip()
                surface.set_clip(fall.area.clip(clip) if fall.area is not None else clip)
                drawn.note(surface, surface.blit(image, image.get_rect(center=(round(fall.x), round(fall.y)))))
                surface.set_clip(clip)
                if fall.line is not None and fall.age <= fall.hold:   # (the line whole, standing: read as one)
                    text.record_drawn(surface, fall.line[0], fall.size, fall.line[1], fall.area)
        jolt = self.shake_offset()          # a bust's banner jolts with the table
        for banner in self.banners:
            self._draw_banner(surface, banner, reduced_motion, jolt)
        for stamp in self.stamps:
            self._draw_stamp(surface, stamp, reduced_motion)

    @staticmethod
    def _draw_stamp(surface: pygame.Surface, stamp: Caption, reduced_motion: bool) -> None:
        t = stamp.age / stamp.life
        drop = 0.0 if reduced_motion else max(0.0, 1 - stamp.age / STAMP_DROP)   # 1 -> 0 as it lands
        steps = round(20 * (1.0 + 1.2 * drop * drop))
        card, size = _stamp_picture(stamp.label, stamp.colour, stamp.width, steps)
        card.set_alpha(round(255 * min(1.0, 5 * (1 - t), 6 * t if reduced_motion else 1.0)))
        rect = card.get_rect(center=(round(stamp.center[0]), round(stamp.center[1])))
        drawn.note(surface, surface.blit(card, rect))
        if steps == 20:
            line = text.render(stamp.label, size, stamp.colour, True)
            text.record_drawn(surface, stamp.label, size, line.get_rect(center=rect.center), rect)

    @staticmethod
    def _ribbon(banner: Caption, reduced_motion: bool, jolt: tuple[int, int] = (0, 0)) -> tuple:
        """A banner's (plate, type size, line, place on screen, alpha) this frame."""
        progress = banner.age / banner.life
        plate, size, line = _banner_picture(banner.label, banner.colour, banner.width)
        ribbon = plate.get_rect(center=(round(banner.center[0]) + jolt[0], round(banner.center[1]) + jolt[1]))
        shift, alpha = 0, round(255 * min(1.0, 5 * (1 - progress), FADE_IN * progress))
        if reduced_motion:
            alpha = round(255 * min(1.0, 4 * (1 - progress), 6 * progress))
        elif progress < SWEEP:                         # sweep in from the left, easing out
            t = 1 - progress / SWEEP
            shift = -round(ribbon.width * 0.6 * t * t)
        elif progress > 1 - SWEEP:                     # and on out to the right
            t = (progress - (1 - SWEEP)) / SWEEP
            shift = round(ribbon.width * 0.6 * t * t)
        return plate, size, line, ribbon.move(shift, 0), alpha

    def _draw_banner(self, surface: pygame.Surface, banner: Caption, reduced_motion: bool,
                     jolt: tuple[int, int] = (0, 0)) -> None:
        plate, size, line, ribbon, alpha = self._ribbon(banner, reduced_motion, jolt)
        plate.set_alpha(alpha)
        drawn.note(surface, surface.blit(plate, ribbon))
        text.record_drawn(surface, banner.label, size, line.move(ribbon.topleft), ribbon)


# ------------------------------------------------------------- kept pictures (never one made per frame)
@surface_cache(max_mib=1)
def _popup_picture(label: str, size: int, colour: Colour, pop: int) -> pygame.Surface:
    """A pop-up's points on their dark plate, at `pop` / 20 of their size (the frame sets the alpha)."""
    image = text.render(label, size, colour, True)
    plate = pygame.Surface((image.get_width() + 12, image.get_height()), pygame.SRCALPHA)
    pygame.draw.rect(plate, (*theme.SPACE, 200), plate.get_rect(), border_radius=8)
    plate.blit(image, (6, 0))
    return plate if pop == 20 else pygame.transform.smoothscale_by(plate, pop / 20)


def fall_pictures(chars: str, size: int, colour: Colour = theme.DANGER) -> None:
    """Make the pictures `fall_away` will show for these characters (with the table, not in the moment's frame)."""
    for char in chars:
        _fall_picture(char, size, colour, 0)


@surface_cache(max_mib=1)
def _fall_picture(char: str, size: int, colour: Colour, turn: int) -> pygame.Surface:
    """A falling character turned by `turn` x 15 degrees."""
    image = text.render(char, size, colour, True)
    return pygame.transform.rotate(image, turn * 15) if turn else image.copy()


def _towards(target: Colour, colour: Colour, amount: float) -> Colour:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour, target, strict=True))


@surface_cache(max_mib=1)
def _banner_picture(label: str, colour: Colour, width: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """A banner's ribbon with its words: (picture, type size, where the words lie on it). A danger's (a bust, time
    up) is the loss ribbon: white words on deep red (red words on the slate read at a moderate contrast: review 13)."""
    if colour == theme.DANGER:
        return ribbon_picture(label, theme.TEXT, theme.DANGER, BANNER_SIZE, width, tone=LOSS_BODY)
    return ribbon_picture(label, banner_words(colour), colour, BANNER_SIZE, width)


def banner_words(colour: Colour) -> Colour:
    """A seat's banner's words: its colour where it reads on the ribbon's body (WCAG `WORDS_CONTRAST`), else lifted
    toward white until it reads so even on the ribbon's lit top (look review 20b: the deep blue lifted to the body's
    4.5:1 alone still read dim where the banner fades over the felt)."""
    if colour_vision.contrast_ratio(colour, theme.PANEL_RAISED) >= WORDS_CONTRAST:
        return tuple(colour[:3])
    return colour_vision.legible(colour, _towards((255, 255, 255), theme.PANEL_RAISED, RIBBON_LIGHT), WORDS_CONTRAST)


WORDS_CONTRAST = 4.5     # a banner's words against its body at the least (a seat's deep blue read dim: look review 20)
RIBBON_LIGHT = 0.18      # a ribbon's lit top: its tone this far toward white
LOSS_BODY = (150, 22, 42)     # a loss ribbon's body: deep red, white words on it (contrast ~7:1)


def ribbon_plate(w: int, h: int, notch: int, top: Colour, bottom: Colour, edge_colour: Colour, edge: int, *,
                 drop: int = 6, shadow: int = 90, alpha: int = 248, masked_bands: bool = False) -> pygame.Surface:
    """A ribbon's plate, `w` x `h` (and `drop` px of its shadow, of alpha `shadow`, under it): notched ends `notch` deep,
    a body shaded from `top` to `bottom` (of alpha `alpha`), bands of `edge_colour` `edge` px along both edges with a lit
    line on their top (`masked_bands`: only where the body is, not over the notches' corners)."""
    plate = pygame.Surface((w, h + drop), pygame.SRCALPHA)
    body = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
    pygame.draw.polygon(plate, (0, 0, 0, shadow), [(x, y + drop) for x, y in body])     # the shadow
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), body)
    shaded = mask.copy()
    fill = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        fill.set_at((0, y), (*(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)), alpha))
    shaded.blit(pygame.transform.scale(fill, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    plate.blit(shaded, (0, 0))
    lit = _towards((255, 255, 255), edge_colour, 0.45)
    band = pygame.Surface((w, h), pygame.SRCALPHA) if masked_bands else plate
    for y0 in (0, h - edge):
        pygame.draw.rect(band, (*edge_colour, 255), (0, y0, w, edge))
        pygame.draw.rect(band, (*lit, 255), (0, y0, w, 1))
    if masked_bands:
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        plate.blit(band, (0, 0))
    return plate


def ribbon_picture(label: str, words_colour: Colour, edge_colour: Colour, size: int, width: int, edge: int = 4,
                   tone: Colour = theme.PANEL_RAISED, least: int = 0) -> tuple[pygame.Surface, int, pygame.Rect]:
    """A ribbon with notched ends and `label` on it: a body of `tone` shaded from a lit top to a darker bottom, bands
    of `edge_colour` along both edges (a lit line on their top), a soft shadow under it on what it lies on.
    Returns (picture, the type size used, where the words lie on the picture); at least `least` wide (within `width`).
    Not kept: callers keep it."""
    size = text.fitting_size(label, size, width - 90, bold=True)
    image = text.render(label, size, words_colour, True)
    w, h = min(width, max(least, image.get_width() + 90)), image.get_height() + 22
    plate = ribbon_plate(w, h, h // 3, _towards((255, 255, 255), tone, RIBBON_LIGHT), _towards((0, 0, 0), tone, 0.28),
                         edge_colour, edge, shadow=90, alpha=248)
    line = image.get_rect(center=(w // 2, h // 2))
    shadow = text.render(label, size, (0, 0, 0), True)
    shadow.set_alpha(110)
    plate.blit(shadow, line.move(0, 2))
    plate.blit(image, line)
    return plate, size, line


@surface_cache(max_mib=1)
def _stamp_picture(label: str, colour: Colour, width: int, scale: int) -> tuple[pygame.Surface, int]:
    """A verdict on its plate (dark, a double rim in its colour, a little turned), at `scale` / 20."""
    size = text.fitting_size(label, STAMP_SIZE, width - 60, bold=True)
    image = text.render(label, size, colour, True)
    w, h = image.get_width() + 56, image.get_height() + 20
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, (*theme.SPACE, 235), card.get_rect(), border_radius=12)
    pygame.draw.rect(card, (*colour, 255), card.get_rect(), 4, border_radius=12)
    pygame.draw.rect(card, (*colour, 170), card.get_rect().inflate(-14, -14), 2, border_radius=8)
    card.blit(image, image.get_rect(center=(w // 2, h // 2)))
    card = pygame.transform.rotozoom(card, 3.0, scale / 20)
    return card, size
