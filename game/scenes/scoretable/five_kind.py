"""Five of a kind (every score table: Dicetime, Triple, the Puzzle, a level), staged in HOT DICE's family
(`game.scenes.tenthousand.hot_dice`, the win celebration's pieces): "FIVE OF A KIND!" in big gold with a dark outline
slams down on an opaque ribbon with gold bands where it hides none of the five (look review 18: it covered half a
planet): `game.render.clearing`, the one rule for a banner over a tray, finds where the planets are not, at the title's
full size or, where they leave it no room, at one of its smaller sizes (each drawn afresh, not scaled). A gold glow lies
under each of the five (in the tray's still picture while the moment shows: nothing drawn for it per frame); the five
themselves flash twice (a kept gold light added over each) and fireworks burst from behind the ribbon's ends, never
through it (a third shell under it read as a stray ring of dots: review 18) nor cut by the rim (each spark shows only
wholly on the felt); nothing is drawn round a die over it (look review 20b: thin rings spreading from the five cut
across their faces: gone; the glow under each and its flash carry the moment). The
title fades at the end, or at once when the planets are thrown again. Every picture is kept (module level: made once
per process and tray size) and made with the table (`prepare`), none in the moment's frame. With reduced motion the
glows and the title show and fade in place; nothing slams, flashes or bursts.

    five = FiveKind()
    five.prepare(label, panels)          # with the table: the pictures for each tray
    five.start(label, panel, reduced)    # the five just came to rest in `panel`
    five.update(dt)                      # every step
    five.draw_stage(surface, panel)      # in the tray's still picture, under the planets, while `on(panel)`
    five.draw(surface)                   # over the planets: the flash, sparks, the title
"""

from __future__ import annotations

import functools
import math

import pygame

from game.render import celebration, dice_fx, drawn, flourish, ribbon_sparks, text, theme
from game.render.clearing import clear_scale
from game.scenes.playkit import tray_view

LIFE = 2.0           # s on show
SLAM = 0.16          # s the title takes to come down to its size
FADE = 0.35          # s it fades at the end
TITLE_SIZE = 84      # "FIVE OF A KIND!": as big as the tray's width lets it be
SIZES = (84, 72, 62, 54, 48)   # its type sizes, the biggest first: the biggest that stands clear of the five is shown
MIDDLE_STEPS = 2     # ... or up to two sizes smaller, to stand on the tray's middle line (review 25: "lopsided")
AIR = 12             # px kept between the ribbon and a planet's drawn sides
RIM = 16             # px of felt kept between the ribbon's ends and the tray's rim
SCALES = (13, 12, 11)   # tenths of its size the title shows at as it slams down (kept pictures), then its own
LANE = 0.27          # of the tray's height: where the title lies, or as near as it may while it hides none of the five
EDGE = 5             # px: the ribbon's gold bands
NOTCH = 0.22         # of the ribbon's height: how deep its ends are notched
# (when, across, down, sparks): from behind the ribbon's left end and its right end
SHELLS = ((0.04, 0.03, 0.5, 30), (0.14, 0.97, 0.5, 30))
# ... and over the whole felt, wide and fast (across and down of the felt; look review 21: "only a ribbon plus a thin
# ring of confetti dots"): the table takes part, as HOT DICE's felt does
TABLE_SHELLS = ((0.0, 0.14, 0.3, 26), (0.05, 0.86, 0.72, 26), (0.1, 0.5, 0.9, 24), (0.15, 0.1, 0.84, 22),
                (0.2, 0.9, 0.2, 22))
TABLE_REACH = 2.3    # the felt's shells' size against the ribbon's
DIM = (150, 150, 172)   # the felt under the moment: the lights go down round the five (multiplied, a touch blue)
FLASHES = ((0.0, 0.22), (0.3, 0.22))   # (when, how long) the five flash: a gold light added over each, up and down
HOP = tray_view.HOP   # the five hop in a wave, left to right (look review 19: "the dice do not move")
PULSE_AT = 0.62      # s: then, as the last lands, the sheet's five of a kind cell (its 50 waiting) pulses gold (table.show)


class FiveKind:
    def __init__(self) -> None:
        self.label: str | None = None
        self.age = 0.0
        self.panel = None
        self.reduced = False
        self.centres: list[tuple[float, float]] = []   # the five planets' middles
        self.at: tuple[int, int] = (0, 0)              # the title's middle
        self.throws = 0                                # the tray's throws when the five came to rest
        self.size_at = 0                               # which of SIZES the title shows at
        self.hoppers: list[int] = []                   # the five (dice), left to right: the order they hop in
        self.rooms: list[float] = []                   # px each may hop
        self.spans: list[pygame.Rect] = []             # where each of the five shows, at rest and at its hop's top

    def prepare(self, label: str, panels) -> None:
        """Make every picture the moment will show in `panels` (trays): not in the frame the five come to rest."""
        for panel in panels:
            for size in SIZES:
                title(label, panel.felt_rect.width, size)
                for scale in SCALES:
                    slammed(label, panel.felt_rect.width, size, scale)
            glow(round(panel.radius * 2))
            dice_fx.warm_flash(round(panel.radius * 2))
        rays()
        ribbon_sparks.warm_shell_dots()

    def start(self, label: str, panel, reduced_motion: bool) -> None:
        """The five just came to rest in `panel`: the title goes where it hides none of them (`clearing`), as big as
        that leaves it room for."""
        self.label, self.age, self.panel, self.reduced = label, 0.0, panel, reduced_motion
        self.throws = panel.throws
        panel.effects.pops.clear()   # (no pale settle ring round them: their glow and flash say it; review 20b: rings)
        felt = panel.felt_rect
        middles = sorted((c, i) for i in range(panel.count) if (c := panel.die_center(i)) is not None)   # left to right
        self.centres, self.hoppers = [c for c, _i in middles], [i for _c, i in middles]
        self.rooms = [] if reduced_motion else [tray_view.hop_room(panel, i) for i in self.hoppers]   # (on the felt)
        peak = 0 if reduced_motion else round(HOP[3] * 2 * panel.radius)   # (the title clear of them at their hop's top)
        self.spans = [box.union(box.move(0, -peak)) for box in dice_boxes(panel)]   # (where they show, hopping too)
        dice = [span.inflate(2 * AIR, 2 * AIR) for span in self.spans]
        sizes = [title(label, felt.width, size)[0].get_size() for size in SIZES]
        area = felt.inflate(-2 * RIM, -RIM)   # (clear of the rim; the felt's upper lane first)
        self.size_at, place = clear_scale(area, sizes, dice, (felt.centerx, felt.top + round(felt.height * LANE)),
                                          MIDDLE_STEPS)   # (on the tray's middle line, as HOT DICE's and a bust's)
        self.at = place.centre

    def stop(self) -> None:
        """Over at once (the five were scored: the next turn's tray is no longer theirs)."""
        if self.panel is not None and self.panel.hop:
            self.panel.hop, self.panel.hop_glow = {}, None
        self.label, self.panel = None, None

    def on(self, panel) -> bool:
        """The moment shows in `panel` (its still picture carries the glows: part of its section's key)."""
        return self.label is not None and self.panel is panel

    def update(self, dt: float) -> None:
        if self.label is None:
            return
        self.age += dt
        if self.age >= LIFE or self.panel.throws != self.throws:   # over, or the planets are thrown again
            self.stop()
            return
        hopping = not self.reduced and self.age < tray_view.hop_length(len(self.hoppers))
        self.panel.hop = {i: self.lift(k) for k, i in enumerate(self.hoppers)} if hopping else {}
        self.panel.hop_glow = glow(round(self.panel.radius * 2)) if hopping else None   # (the glows go with the five)

    def lift(self, k: int) -> float:
        """How many px the `k`-th of the five (left to right) is lifted now: up and down once, then a little bounce;
        0 before and after (and with reduced motion: `update` lifts none)."""
        return min(tray_view.hop_lift(self.age, k, 2 * self.panel.radius), self.rooms[k])

    def level(self) -> float:
        """How much of the title shows: 1, then down to 0 over the last FADE s."""
        return max(0.0, min(1.0, (LIFE - self.age) / FADE))

    def draw_stage(self, surface: pygame.Surface, panel) -> None:
        """Under the planets, in the tray's still picture (drawn once as the moment starts, not per frame): the felt
        takes part (look review 21): its lights go down and gold rays burst from behind the title across all of it;
        a gold glow under each of the five (if it shows there) that lies still; while they hop, each one's glow goes
        with it (`tray_view.draw_hop`, `panel.hop_glow`): none is left on the felt under a lifted die (look review 20:
        "off-centre ... smudges")."""
        if not self.on(panel):
            return
        felt = panel.felt_rect
        surface.fill(DIM, felt, special_flags=pygame.BLEND_RGB_MULT)
        light = rays()
        clip = surface.get_clip()
        surface.set_clip(felt.clip(clip) if clip else felt)
        surface.blit(light, light.get_rect(center=self.at), special_flags=pygame.BLEND_RGB_ADD)   # (from behind the
        # title, clear of the five; light added: ~0.2 ms less than blending the rays' alpha over the felt there)
        surface.set_clip(clip)
        drawn.note(surface, felt)
        image = glow(round(panel.radius * 2))
        for centre, index in zip(self.centres, self.hoppers, strict=True):
            if index not in panel.hop:
                drawn.note(surface, surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1])))))

    def lifted(self) -> list[tuple[float, float]]:
        """The five's middles where they are drawn now (left to right): lifted while they hop."""
        hop = self.panel.hop
        return [(x, y - hop.get(i, 0.0)) for (x, y), i in zip(self.centres, self.hoppers, strict=True)]

    def draw(self, surface: pygame.Surface) -> None:
        """Over the planets: their flash and the fireworks (on the felt), then the title over all of it."""
        if self.label is None:
            return
        felt = self.panel.felt_rect
        clip = surface.get_clip()
        surface.set_clip(felt.clip(clip) if clip else felt)
        if not self.reduced:
            self._draw_flash(surface)
            self._draw_sparks(surface)
        self._draw_title(surface, felt)
        surface.set_clip(clip)

    def _scale(self) -> float:
        """How far sparks reach: as on the big tray, less on a small one (a Revenge's four)."""
        return min(1.0, self.panel.felt_rect.width / 760)

    def _plate(self) -> pygame.Rect:
        return self.title_picture()[0].get_rect(center=self.at)

    def title_picture(self) -> tuple[pygame.Surface, int, pygame.Rect]:
        """The title as it stands (`title`'s picture, type size, words) at the size it was given."""
        return title(self.label, self.panel.felt_rect.width, SIZES[self.size_at])

    def plate(self) -> pygame.Rect | None:
        """Where the title's ribbon lies on the screen while the moment shows, else None."""
        return None if self.label is None else self._plate()

    def flash_level(self) -> float:
        """How bright the five's flash is now: 0..1 (0 with reduced motion)."""
        return 0.0 if self.label is None or self.reduced else dice_fx.flash_share(self.age, FLASHES)

    def _draw_flash(self, surface: pygame.Surface) -> None:
        # (the light on each die where it is drawn: lifted while it hops)
        dice_fx.flash(surface, self.lifted(), self.panel.radius * 2, self.flash_level())

    def sparks(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The fireworks now: each spark's dot and where its top left goes. Only sparks wholly on the felt: one the rim
        would cut is not drawn (look review 20b: in German the long ribbon's sparks showed as half circles at the
        frame); none wholly under the ribbon, none over one of the five (they pass behind them: review 20b saw the
        first die and the ribbon's tip fused by the sparks between them)."""
        if self.label is None or self.reduced:
            return []
        plate, felt = self._plate(), self.panel.felt_rect
        hidden = plate.inflate(-2 * round(plate.height * NOTCH) - 12, -12)   # (wholly under the ribbon)
        keep = lambda spark: felt.contains(spark) and spark.collidelist(self.spans) < 0   # noqa: E731
        return (ribbon_sparks.shell_sparks(SHELLS, self.age, plate, hidden, keep, self._scale()) +
                ribbon_sparks.shell_sparks(TABLE_SHELLS, self.age, felt, hidden, keep, TABLE_REACH * self._scale()))

    def _draw_sparks(self, surface: pygame.Surface) -> None:
        dots = self.sparks()
        if dots:
            surface.fblits(dots)
            drawn.note(surface, self.panel.felt_rect)

    def _draw_title(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        picture, size, words = self.title_picture()
        level = self.level()
        step = int(self.age / SLAM * len(SCALES)) if not self.reduced else len(SCALES)
        shown = slammed(self.label, felt.width, SIZES[self.size_at], SCALES[step]) if step < len(SCALES) else picture
        alpha = round(255 * (level if not self.reduced else min(level, self.age / 0.2)))
        shown.set_alpha(min(255, alpha))   # (never None: that copies its see-through notches and shadow as black)
        placed = drawn.note(surface, surface.blit(shown, shown.get_rect(center=self.at)))
        if shown is picture:
            text.record_drawn(surface, self.label, size, words.move(placed.topleft), felt)


def dice_boxes(panel) -> list[pygame.Rect]:
    """The rectangles the planets on `panel`'s felt are drawn in (their tops and sides, `tray_view.die_corners`)."""
    boxes = []
    for index in panel.on_felt:
        corners = tray_view.die_corners(panel, index)
        if corners:
            xs, ys = [x for x, _y in corners], [y for _x, y in corners]
            left, top = math.floor(min(xs)), math.floor(min(ys))
            boxes.append(pygame.Rect(left, top, math.ceil(max(xs)) - left, math.ceil(max(ys)) - top))
    return boxes


@functools.lru_cache(maxsize=16)
def title(label: str, width: int, largest: int = TITLE_SIZE) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The title for a tray `width` px wide: `label` in big gold with a dark outline (the win's points' lettering) on an
    opaque ribbon, notched ends, gold bands (HOT DICE's), its type at most `largest` px; (picture, type size, where the
    words lie on it). Kept."""
    room = width - 40
    image, size, words = celebration.points_picture(label, room - 80, largest)
    h = image.get_height() - 6 + 2 * EDGE
    notch = round(h * NOTCH)
    w = min(room, image.get_width() + 2 * (notch + 26))
    plate = flourish.ribbon_plate(w, h, notch, (66, 76, 128), (26, 32, 66), theme.TITLE, EDGE, drop=6, shadow=110,
                                  alpha=255, masked_bands=True)
    placed = image.get_rect(center=(w // 2, h // 2 + 1))
    plate.blit(image, placed)
    return plate, size, words.move(placed.topleft)


@functools.lru_cache(maxsize=48)
def slammed(label: str, width: int, largest: int, scale: int) -> pygame.Surface:
    """The title at `scale` / 10 of its size (coming down). Kept."""
    return pygame.transform.smoothscale_by(title(label, width, largest)[0], scale / 10)


@functools.lru_cache(maxsize=1)
def rays() -> pygame.Surface:
    """The gold rays that burst from behind the title across the felt (the win celebration's, its reach) as light to
    add: black where they add nothing. Kept."""
    shine = celebration.rays_picture(celebration.RAY_REACH, theme.TITLE)
    light = pygame.Surface(shine.get_size())
    light.blit(shine, (0, 0))
    return light


@functools.lru_cache(maxsize=4)
def glow(side: int) -> pygame.Surface:
    """A soft gold glow round a planet `side` px across (HOT DICE's kept planets' glow). Kept."""
    size = round(side * 1.9)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(16):
        t = k / 15
        pygame.draw.circle(image, (*theme.TITLE, round(150 * t * t)), (size // 2, size // 2), size / 2 * (1 - 0.55 * t))
    return image

