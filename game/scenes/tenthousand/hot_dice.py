"""10000's HOT DICE moment, staged like the win celebration (`game.render.celebration`: its rays, its sparks, its
big gold lettering), beside the throw it celebrates.

All six planets scored: they leave the set-aside column and are thrown again at once. The title stands in the column
they left, on a pennant of its own: "HOT" and "DICE!" in big gold with a dark outline, "All six again" under them in
white, on the win's ribbon stood on its end (notched ends, gold bands; `title`, a kept picture, opaque). The throw
keeps the whole felt: no title over it and no veil (look review 18: "the banner hides most of the dice it
celebrates"), so every planet shows whole while it tumbles and lands. Gold rays fan from the column across the felt
under the throw (`stage`, a still picture: `view` draws it into the tray's part of the still layer while the moment
shows). What moves is drawn every frame under the title: the six kept planets lift from behind the pennant, glowing,
and fly into the throw, under its dice (no numeral over a tumbling die); fireworks burst from behind its edges, never
over its letters; the six flash gold as the throw comes to rest (a kept light added over each, `dice_fx.flash`) and hop
in a wave, left to right (five of a kind's: `tray_view.draw_hop`, each its own picture at rest drawn higher). Over a throw the title fades once the six are in it
(HOLD, TITLE_FADE: it never stands over the new faces); the moment fades once the throw rests (FADE) and
gives the column back.

With reduced motion the title and the rays show, and nothing flies, bursts, flashes or hops.

    hot = HotDice(felt, column, label)   # with the table: every picture the moment needs is made here
    hot.start(label, panel)              # the moment (the six still in the column: where they fly from)
    hot.update(dt)                       # every frame
    hot.draw_stage(surface, felt)        # in the still layer, while `showing`
    hot.draw_flights(surface, panel)     # under the dice: the six flying back into the throw
    hot.draw(surface, panel, reduced)    # over the dice: the sparks, the flash, the title
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import celebration, dice_fx, drawn, flourish, text, theme
from game.render.dice_tokens import planet_token
from game.scenes.playkit import tray_view

LIFE = 1.7          # s on show
FLY = 0.25          # s for the six kept planets to fly back into the throw (the last leaves at 5 x STAGGER)
LANDED = 1.0        # s: with no throw to wait for (the rules set all six aside: they wait in the cup), the moment
                    # shows this long before it fades
FADE = 0.3          # s: the moment fades once the throw rests (or after LANDED; and the six's hop, WAVE, is over),
                    # then gives the felt back
HOLD = 0.375        # s: over a throw, the title stands whole while the six fly back into it (FLY + 5 x STAGGER) ...
TITLE_FADE = 0.2    # s: ... then fades, gone before the throw rests (look review 19: "All six again" stood over the
                    # new throw's 6 and 4, which do not score)
STAGGER = 0.025     # s between two planets leaving the column
TITLE_SIZE = 72     # "HOT", "DICE!": as big as the column's width lets them be
LINE_SIZE = 38      # "All six again" (at 800x450 no smaller than the floor)
MARGIN = 10         # px of the column kept each side of the pennant
RAYS = 300          # px the rays reach (the game over's rays: one kept shape for both)
SPARK_COLOURS = (theme.TITLE, theme.TEXT, (255, 170, 80), (255, 228, 150))
# (when, across, down, sparks): fireworks from behind the pennant's left edge, high and low, and from behind its top
# (across and down: shares of its width and length from its top left); the pennant hides what lies under it
SHELLS = ((0.0, 0.1, 0.3, 40), (0.12, 0.1, 0.75, 28), (0.22, 0.5, 0.04, 28))
FLASH = 0.28        # s the six flash gold for as the throw comes to rest
WAVE = (0.0, 0.05, 0.28, 0.38, 0.1, 0.06)   # ... and hop in a wave, left to right (five of a kind's: `tray_view.HOP`)
EDGE = 6            # px: the ribbon's gold bands
NOTCH = 0.2         # of the ribbon's height: how deep its ends are notched
RIBBON_DROP = 6     # px: its shadow under it
DRAG = 0.907        # /s: the celebration's 0.985 a 60th of a second
FALL = 90.0         # px/s^2 the sparks drift down with
DOTS: dict[tuple[int, tuple[int, int, int], bool], pygame.Surface] = {}   # (half px, colour, hot): kept dots


class HotDice:
    def __init__(self, felt: pygame.Rect | None = None, column: pygame.Rect | None = None,
                 label: str | None = None, token: float = 0.0, radius: float = 0.0) -> None:
        """With the `felt`, the `column` and the `label` it will show, every picture of the moment is made now (the
        stage, the title, the planets' tokens, the sparks), not in the frame all six are thrown again."""
        self.label: str | None = None
        self.age = 0.0
        self.sparks: list[tuple] = []      # shells: (when, x, y, [(vx, vy, colour, life), ...])
        self.flying: list[tuple[int, int, tuple[float, float]]] = []   # (die, face, where it left the column)
        self._rng = random.Random(7)
        self._shells: list[tuple[float, float, float, int]] = []
        self._token = round(token)
        self._felt = felt
        self._column = column
        self._throws: int | None = None     # the panel's throws when the six came back
        self._bare: tuple | None = None      # (felt, the bare felt's picture)
        self._over_felt: tuple | None = None   # ((label, felt), the stage over the bare felt)
        self._thrown = False                 # the moment has seen its throw in the air
        self._fading: float | None = None    # the age the title began to fade at
        self._landed: float | None = None    # the age the throw came to rest at (the six flash)
        self._reduced = False
        self._panel = None
        self._hop: tuple | None = None       # the six hopping: (s since they rested, throws, [(die, px room)])
        if felt is not None and label is not None:
            stage(felt.size)
            if column is not None:
                title(label, column.size)
            for face in range(1, 7):
                _glowing_token(face, self._token)
            for level in range(1, dice_fx.FLASH_LEVELS + 1):
                dice_fx.flash_light(round(2 * radius), level)
            for halves in range(3, 11):
                for colour in SPARK_COLOURS:
                    for hot in (False, True):
                        DOTS[(halves, colour, hot)] = _dot(halves, colour, hot)

    @property
    def showing(self) -> bool:
        return self.label is not None

    def start(self, label: str, panel=None, reduced_motion: bool = False) -> None:
        """The moment begins, the six kept planets still in the column of `panel` (they fly back from there)."""
        self.label, self.age = label, 0.0
        self._throws = None if panel is None else panel.throws
        self.sparks = []
        self.flying = []
        self._thrown, self._fading, self._landed = False, None, None
        self._reduced = reduced_motion
        self._shells = [] if reduced_motion else list(SHELLS)
        if panel is not None:
            self._felt, self._column, self._panel = panel.felt_rect, panel.aside_rect, panel
        if panel is not None and not reduced_motion:
            self.flying = [(die, panel.aside_face(die), centre) for die, centre in panel.aside_centers().items()]

    def in_the_cup(self, panel) -> bool:
        """All six came back and have not been thrown since (the rules set them aside, the player has yet to roll):
        the last throw's planets on the felt are no longer this turn's."""
        return self._throws is not None and panel.throws == self._throws and not panel.rolling

    def update(self, dt: float, landed: bool = False) -> None:
        """`landed`: the throw has come to rest (the felt is given back to its glow and worth after `LANDED` s)."""
        self._step_hop(dt)
        if self.label is None:
            return
        self.age += dt
        self._thrown = self._thrown or not landed
        if self._fading is None and landed and (self._thrown or self.age >= LANDED):
            self._fading = self.age
            self._landed = self.age if self._thrown and not self._reduced else None   # (no flash: reduced motion)
            panel = self._panel
            if self._landed is not None and panel is not None:   # (the wave outlasts the moment's fade)
                dice = sorted((c, i) for i in panel.on_felt if (c := panel.die_center(i)) is not None)
                self._hop = (0.0, panel.throws, [(i, tray_view.hop_room(panel, i)) for _c, i in dice])
        if self.age >= LIFE or (self._fading is not None and self.age >= self._fading + FADE and self._hop is None):
            self.label = None
            self.sparks, self.flying = [], []
            return
        column = self._column
        while self._shells and column is not None and self.age >= self._shells[0][0]:
            when, across, down, count = self._shells.pop(0)
            plate = self.title_rect(column)
            x0, y0 = plate.left + across * plate.width, plate.top + down * plate.height
            rng = self._rng
            shell = []
            for k in range(count):      # a round shell, as the celebration's fireworks
                angle, speed = (k + rng.random()) * math.tau / count, rng.uniform(170, 250)
                shell.append((speed * math.cos(angle), speed * math.sin(angle), SPARK_COLOURS[k % len(SPARK_COLOURS)],
                              rng.uniform(0.8, 1.2)))
            self.sparks.append((when, x0, y0, shell))
        if self.age > FLY + 6 * STAGGER:
            self.flying = []

    def _step_hop(self, dt: float) -> None:
        """The six hop on (`panel.hop`, drawn by `tray_view.draw_hop`), till the wave ends or the planets are thrown."""
        if self._hop is None:
            return
        age, throws, dice = self._hop
        age, panel = age + dt, self._panel
        going = panel.throws == throws and age < tray_view.hop_length(len(dice), WAVE)
        panel.hop = {i: min(tray_view.hop_lift(age, k, 2 * panel.radius, WAVE), room)
                     for k, (i, room) in enumerate(dice)} if going else {}
        self._hop = (age, throws, dice) if going else None

    def keep_felt(self, surface: pygame.Surface, felt: pygame.Rect, label: str) -> None:
        """Given the bare felt (`surface` shows nothing on it yet), make the moment's still part over it ahead: an
        opaque picture, copied in the frame all six are thrown again (~0.05 ms) where blending the stage over the
        felt there took ~0.5 ms. Once per table and language (the felt never changes)."""
        if self._over_felt is None or self._over_felt[0] != (label, tuple(felt)):
            if self._bare is None or self._bare[0] != tuple(felt):
                self._bare = (tuple(felt), surface.subsurface(felt).copy())
            over = self._bare[1].copy()
            over.blit(stage(felt.size), (0, 0))
            self._over_felt = ((label, tuple(felt)), over)
            if self._column is not None:            # (the title's pieces too, not in the moment's first frame)
                title_pieces(label, self._column.size)

    def draw_stage(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """The still part, on the felt under the dice: the rays (over the bare felt, as `keep_felt` made it, or blended
        over what the felt shows)."""
        if self.label is None:
            return
        picture = stage(felt.size)
        kept = self._over_felt
        if kept is not None and kept[0] == (self.label, tuple(felt)):
            picture = kept[1]
        drawn.note(surface, surface.blit(picture, felt.topleft))

    def title_level(self) -> float:
        """How much of the title shows: over a throw, 1 while the six fly back into it (HOLD), then down to 0 over
        TITLE_FADE, and none once the throw rests: the title never stands over the new throw's faces; with no throw
        (the six wait in the cup), 1 until the moment fades, then down to 0 over FADE."""
        if self.label is None:
            return 0.0
        if self._thrown:
            return 0.0 if self._fading is not None else max(0.0, min(1.0, 1.0 - (self.age - HOLD) / TITLE_FADE))
        return 1.0 if self._fading is None else max(0.0, 1.0 - (self.age - self._fading) / FADE)

    def title_rect(self, column: pygame.Rect) -> pygame.Rect:
        """Where the title's pennant lies on the screen (in `column`, the set-aside column)."""
        assert self.label is not None
        picture, at, _lines = title(self.label, column.size)
        return picture.get_rect(topleft=(column.left + at[0], column.top + at[1]))

    def covered(self, column: pygame.Rect) -> pygame.Rect:
        """What the title's pennant hides whole now: its opaque middle (between its notched ends, beside its shadow)
        while it shows unfaded; else nothing. The sparks are not drawn there."""
        if self.title_level() < 1.0:
            return pygame.Rect(column.topleft, (0, 0))
        pennant = self.title_rect(column)
        notch = _notch(pennant.width - RIBBON_DROP)
        return pygame.Rect(pennant.left, pennant.top + notch, pennant.width - RIBBON_DROP, pennant.height - 2 * notch)

    def draw_title(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        """The title on its pennant in the column (a kept picture; faded by its level once the throw rests)."""
        level = self.title_level()
        if level <= 0.0:
            return
        picture, at, lines = title(self.label, column.size)
        left, top = column.left + at[0], column.top + at[1]
        if level >= 1.0:     # whole: its opaque middle copied, only its notched ends and its shadow blended
            surface.fblits([(piece, (left + x, top + y)) for piece, (x, y) in title_pieces(self.label, column.size)])
            drawn.note(surface, picture.get_rect(topleft=(left, top)))
        else:
            picture.set_alpha(round(255 * level))
            drawn.note(surface, surface.blit(picture, (left, top)))
        for line, size, where in lines:
            text.record_drawn(surface, line, size, where.move(left, top), column)

    def flash_level(self) -> float:
        """How bright the six flash now (0..1): up and down over FLASH once the throw came to rest."""
        if self.label is None or self._landed is None:
            return 0.0
        t = (self.age - self._landed) / FLASH
        return math.sin(math.pi * t) if 0.0 <= t < 1.0 else 0.0

    def draw(self, surface: pygame.Surface, panel, reduced_motion: bool) -> None:
        """Over the dice: the sparks, the six's flash as they rest, and over all of it the title in the column."""
        if self.label is None:
            return
        column = panel.aside_rect
        if not reduced_motion:
            if self.sparks:
                self._draw_sparks(surface, panel.felt_rect.union(column), column)
            centres = [(c[0], c[1] - panel.hop.get(i, 0.0)) for i in panel.in_play if (c := panel.die_center(i))]
            dice_fx.flash(surface, centres, 2 * panel.radius, self.flash_level())
        self.draw_title(surface, column)

    def draw_flights(self, surface: pygame.Surface, panel) -> None:
        """Under the dice: the six kept planets flying back from the column into the throw, each fading into its
        planet as it reaches it. Under, not over: a token shows the face it was kept with (its numeral), and a die
        that tumbles shows no numeral (look review 20: a flat "5" and "1" showed through two tumbling dice)."""
        if self.label is None:
            return
        felt = panel.felt_rect
        for k, (die, face, (x0, y0)) in enumerate(self.flying):
            t = (self.age - k * STAGGER) / FLY
            if not 0.0 <= t < 1.0:
                continue
            target = panel.die_center(die) if panel.rolling else None
            x1, y1 = target if target is not None else felt.center
            u = 1 - (1 - t) ** 2                           # fast out of the column, easing into the throw
            x = x0 + (x1 - x0) * u
            y = y0 + (y1 - y0) * u - 40 * 4 * u * (1 - u)   # a low arc over the column's rim
            image = _glowing_token(face, self._token)
            image.set_alpha(round(255 * min(1.0, 2.0 * (1 - t))))   # gone into its planet as it reaches it
            drawn.note(surface, surface.blit(image, image.get_rect(center=(round(x), round(y)))))

    def _draw_sparks(self, surface: pygame.Surface, area: pygame.Rect, column: pygame.Rect) -> None:
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        dots = []
        hidden = self.covered(column).inflate(-12, -12)   # (a spark whose middle lies there is wholly under the title)
        for when, x0, y0, shell in self.sparks:   # where each spark is follows from its shell's age (nothing kept per spark)
            t = self.age - when
            spread = (1.0 - math.exp(-DRAG * t)) / DRAG          # they slow in the air (the celebration's drag) ...
            fall = FALL * (t - spread) / DRAG                      # ... and drift down
            for vx, vy, colour, life in shell:
                level = 1.0 - t / life
                x, y = x0 + vx * spread, y0 + vy * spread + fall
                if level < 0.08 or hidden.collidepoint(x, y):
                    continue
                key = (max(3, min(10, round(3 + 7 * level))), colour, level > 0.45)
                dot = DOTS.get(key) or DOTS.setdefault(key, _dot(*key))
                half = dot.get_width() / 2
                dots.append((dot, (round(x - half), round(y - half))))
        surface.fblits(dots)
        surface.set_clip(clip)
        drawn.note(surface, area)


@functools.lru_cache(maxsize=2)
def stage(size: tuple[int, int]) -> pygame.Surface:
    """The moment's still picture under the throw, the felt's `size`: gold rays fanning from the column (the felt's
    right edge, half way down) across the felt, fading out. Kept (once per language in a process)."""
    width, height = size
    picture = pygame.Surface(size, pygame.SRCALPHA)
    rays = celebration.rays_picture(RAYS, theme.TITLE)
    picture.blit(rays, rays.get_rect(center=(width, height // 2)))
    return picture


@functools.lru_cache(maxsize=2)
def title(label: str, size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int], list[tuple[str, int, pygame.Rect]]]:
    """The title in the set-aside column, of `size`: the label's first sentence a word a line ("HOT", "DICE!") in big
    gold with a dark outline, the rest under it in white, wrapped, on a pennant: the win's ribbon stood on its end
    (notched ends, gold bands down both sides), opaque: what lies under it never shows between the letters. Returns
    (picture, where it lies in the column, each line with its type size and where it lies on the picture). Kept."""
    width, height = size
    parts = sentences(label)
    head, line = parts[0].split(), " ".join(parts[1:])
    thick = width - 2 * MARGIN - RIBBON_DROP
    room = thick - 2 * EDGE - 12
    head_size = min(text.fitting_size(word, TITLE_SIZE, room - 16, bold=True) for word in head)
    pictures = [celebration.points_picture(word, 10_000, head_size) + (word, -14) for word in head]
    if line:
        line_size = min(text.fitting_size(word, LINE_SIZE, room - 12, bold=True) for word in line.split())
        for k, wrapped in enumerate(text.wrap(line, line_size, room - 12, bold=True)):
            pictures.append((*_line_picture(wrapped, line_size), wrapped, 0 if k == 0 else -10))
    notch = _notch(thick)
    words_h = sum(image.get_height() + gap for image, _s, _w, _t, gap in pictures) - pictures[0][4]
    length = max(height - 2 * MARGIN, words_h + 2 * notch + 16)   # (the column's length: its places hidden)
    plate = flourish.ribbon_plate(length, thick, notch, (66, 76, 128), (26, 32, 66), theme.TITLE, EDGE,
                                  drop=RIBBON_DROP, shadow=110, alpha=255, masked_bands=True)
    picture = pygame.transform.rotate(plate, 90)   # (on its end: its lit top to the left, its shadow to the right)
    lines = []
    y = (length - words_h) // 2
    for k, (image, type_size, where, words, gap) in enumerate(pictures):
        y += gap if k else 0
        placed = image.get_rect(midtop=(thick // 2, y))
        picture.blit(image, placed)
        lines.append((words, type_size, where.move(placed.topleft)))
        y = placed.bottom
    at = ((width - thick - RIBBON_DROP) // 2, (height - length) // 2)
    return picture, at, lines


def _notch(thick: int) -> int:
    """How deep a pennant `thick` px across is notched at its ends."""
    return round(thick * NOTCH)


@functools.lru_cache(maxsize=2)
def title_pieces(label: str, size: tuple[int, int]) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The title's picture in pieces that draw the same pixels cheaper: its middle between the notched ends (opaque:
    a plain copy, no blending) and, with their alpha, the two ends and the shadow beside the middle. Kept."""
    picture = title(label, size)[0].copy()
    picture.set_alpha(255)                  # (the kept picture may be half faded: `draw_title` fades it in place)
    full, length = picture.get_size()
    thick = full - RIBBON_DROP
    n = _notch(thick) + 1
    middle = pygame.Surface((thick, length - 2 * n))
    middle.blit(picture, (0, 0), pygame.Rect(0, n, thick, length - 2 * n))
    pieces = [(middle, (0, n))]
    for rect in (pygame.Rect(0, 0, full, n), pygame.Rect(0, length - n, full, n),
                 pygame.Rect(thick, n, RIBBON_DROP, length - 2 * n)):
        pieces.append((picture.subsurface(rect).copy(), rect.topleft))
    return tuple(pieces)


def _line_picture(line: str, size: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """"All six again" in white on a dark outline, at `size`."""
    face = text.render(line, size, theme.TEXT, True)
    edge = text.render(line, size, (24, 20, 40), True)
    pad = 6
    image = pygame.Surface((face.get_width() + 2 * pad, face.get_height() + 2 * pad), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, -2), (-2, 2), (2, 2), (0, 4)):
        image.blit(edge, (pad + dx, pad + dy))
    return image, size, image.blit(face, (pad, pad))


@functools.lru_cache(maxsize=8)
def _glowing_token(face: int, size: int) -> pygame.Surface:
    """A kept planet's token with a gold glow round it (its own picture: the frame sets its alpha)."""
    size = max(14, size)
    side = round(size * 1.8)
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    for k in range(16):
        t = k / 15
        pygame.draw.circle(image, (*theme.TITLE, round(120 * t * t)), (side // 2, side // 2), side / 2 * (1 - 0.55 * t))
    token = planet_token(face, size)
    image.blit(token, token.get_rect(center=(side // 2, side // 2)))
    return image


@functools.lru_cache(maxsize=64)
def _dot(halves: int, colour: tuple[int, int, int], hot: bool) -> pygame.Surface:
    return celebration.spark_dot(halves, colour, hot)


def sentences(label: str) -> list[str]:
    """`label` cut after each "!" or "." inside it: a new sentence starts a new line ("HOT DICE!" / "All six again")."""
    parts, start = [], 0
    for i, char in enumerate(label):
        if char in "!." and label[i + 1:i + 2] == " ":
            parts.append(label[start:i + 1])
            start = i + 2
    return parts + [label[start:]]
