"""10000's HOT DICE moment, staged like the win celebration (`game.render.celebration`: its rays, its sparks, its
big gold lettering), over the whole felt.

All six planets scored: they leave the set-aside column and are thrown again at once. Gold rays are painted across
the felt under the new throw (`stage`, a still picture: `view` draws it into the tray's part of the still layer while
the moment shows). The title stands on a layer of its own over everything on the felt: the tray is dimmed under a veil
(the tumbling planets too) and "HOT DICE!" in big gold with "All six again" under it stand on an opaque ribbon (`title`,
a kept picture), so no planet and no spark ever shows between its letters (look review 13: a tumbling cube showed
between them and the sparks' rings crossed them). Veil and title fade as soon as the throw comes to rest (FADE), so the
title never stays over the new throw (look review 13a: a planet at rest lay on "HOT DICE!"). What else moves is drawn
every frame, between the veil and the title: the six kept planets lift out of the column, glowing, and fly back into
the throw; fireworks burst from behind the ribbon's ends and from under it, around the title, never through it. (The
thrown planets glowed gold while they tumbled: under the veil it hardly showed, for ~0.07 ms a frame.)

With reduced motion the veil, the title and the rays show, and nothing flies or bursts.

    hot = HotDice(felt, column, label)   # with the table: every picture the moment needs is made here
    hot.start(panel)                     # the moment (the six still in the column: where they fly from)
    hot.update(dt)                       # every frame
    hot.draw_stage(surface, felt)        # in the still layer, while `showing`
    hot.draw(surface, panel, reduced)    # over the dice: the veil, the six flying back, sparks, the title
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import celebration, drawn, flourish, text, theme
from game.render.dice_tokens import planet_token

LIFE = 1.7          # s on show
FLY = 0.25          # s for the six kept planets to fly back into the throw (the last leaves at 5 x STAGGER)
LANDED = 1.0        # s: with no throw to wait for (the rules set all six aside: they wait in the cup), the moment
                    # shows this long before it fades
FADE = 0.3          # s: the title fades once the throw rests (or after LANDED), then the moment gives the felt back
STAGGER = 0.025     # s between two planets leaving the column
TITLE_SIZE = 120    # "HOT DICE!": as big as the felt's width lets it be
LINE_SIZE = 52      # "All six again"
RAYS = 300          # px the rays reach (the game over's rays: one kept shape for both)
TITLE_AT = 0.27     # of the felt's height: the title's middle (its ribbon's)
SPARK_COLOURS = (theme.TITLE, theme.TEXT, (255, 170, 80), (255, 228, 150))
# (when, across, down, sparks): a firework from behind the ribbon's left end, one from behind its right end, one under
# it (across and down: shares of the ribbon's width and height from its top left); the ribbon hides what lies under it
SHELLS = ((0.0, 0.04, 0.8, 40), (0.12, 0.96, 0.25, 28), (0.22, 0.5, 1.5, 28))
VEIL = 0.55         # the felt and its planets under the title: this bright
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
        self._throws: int | None = None     # the panel's throws when the six came back
        self._bare: tuple | None = None      # (felt, the bare felt's picture)
        self._over_felt: tuple | None = None   # ((label, felt), the stage over the bare felt)
        self._thrown = False                 # the moment has seen its throw in the air
        self._fading: float | None = None    # the age the title began to fade at
        if felt is not None and label is not None:
            stage(felt.size)
            title(label, felt.size)
            for face in range(1, 7):
                _glowing_token(face, self._token)
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
        self._thrown, self._fading = False, None
        self._shells = [] if reduced_motion else list(SHELLS)
        if panel is not None and not reduced_motion:
            self._felt = panel.felt_rect
            self.flying = [(die, panel.aside_face(die), centre) for die, centre in panel.aside_centers().items()]

    def in_the_cup(self, panel) -> bool:
        """All six came back and have not been thrown since (the rules set them aside, the player has yet to roll):
        the last throw's planets on the felt are no longer this turn's."""
        return self._throws is not None and panel.throws == self._throws and not panel.rolling

    def update(self, dt: float, landed: bool = False) -> None:
        """`landed`: the throw has come to rest (the felt is given back to its glow and worth after `LANDED` s)."""
        if self.label is None:
            return
        self.age += dt
        self._thrown = self._thrown or not landed
        if self._fading is None and landed and (self._thrown or self.age >= LANDED):
            self._fading = self.age
        if self.age >= LIFE or (self._fading is not None and self.age >= self._fading + FADE):
            self.label = None
            self.sparks, self.flying = [], []
            return
        felt = self._felt
        while self._shells and felt is not None and self.age >= self._shells[0][0]:
            when, across, down, count = self._shells.pop(0)
            plate = self.title_rect(felt)
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
            title_pieces(label, felt.size)          # (the title's pieces too, not in the moment's first frame)

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
        """How much of the title shows: 1 until the throw rests, then down to 0 over FADE."""
        if self.label is None:
            return 0.0
        return 1.0 if self._fading is None else max(0.0, 1.0 - (self.age - self._fading) / FADE)

    def title_rect(self, felt: pygame.Rect) -> pygame.Rect:
        """Where the title's ribbon lies on the screen (over `felt`)."""
        assert self.label is not None
        picture, at, _lines = title(self.label, felt.size)
        return picture.get_rect(topleft=(felt.left + at[0], felt.top + at[1]))

    def covered(self, felt: pygame.Rect) -> pygame.Rect:
        """What the title's ribbon hides whole now: its opaque middle (between its notched ends, above its shadow) while
        it shows unfaded; else nothing. The veil and the sparks are not drawn there (~0.02 ms a frame)."""
        if self.title_level() < 1.0:
            return pygame.Rect(felt.topleft, (0, 0))
        ribbon = self.title_rect(felt)
        notch = round((ribbon.height - RIBBON_DROP) * NOTCH) + 1
        return pygame.Rect(ribbon.left + notch, ribbon.top, ribbon.width - 2 * notch, ribbon.height - RIBBON_DROP)

    def draw_veil(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """The felt and the planets on it dimmed under the title (a multiplied fill, ~0.03 ms), by the title's level."""
        level = self.title_level()
        if level <= 0.0:
            return
        shade = round(255 * (1.0 - (1.0 - VEIL) * level))
        colour = (shade, shade, min(255, shade + 12))
        hidden = self.covered(felt).clip(felt)
        parts = [pygame.Rect(felt.left, felt.top, felt.width, hidden.top - felt.top),      # round what the ribbon hides
                 pygame.Rect(felt.left, hidden.bottom, felt.width, felt.bottom - hidden.bottom),
                 pygame.Rect(felt.left, hidden.top, hidden.left - felt.left, hidden.height),
                 pygame.Rect(hidden.right, hidden.top, felt.right - hidden.right, hidden.height)] if hidden else [felt]
        for part in parts:
            if part.width > 0 and part.height > 0:
                surface.fill(colour, part, special_flags=pygame.BLEND_RGB_MULT)
        drawn.note(surface, felt)

    def draw_title(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """The title on its ribbon over everything on the felt (a kept picture; faded by its level once the throw
        rests)."""
        level = self.title_level()
        if level <= 0.0:
            return
        picture, at, lines = title(self.label, felt.size)
        left, top = felt.left + at[0], felt.top + at[1]
        if level >= 1.0:     # whole: its opaque middle copied, only its notched ends and its shadow blended (~0.1 ms less)
            surface.fblits([(piece, (left + x, top + y)) for piece, (x, y) in title_pieces(self.label, felt.size)])
            drawn.note(surface, picture.get_rect(topleft=(left, top)))
        else:
            picture.set_alpha(round(255 * level))
            drawn.note(surface, surface.blit(picture, (left, top)))
        for line, size, where in lines:
            text.record_drawn(surface, line, size, where.move(felt.left + at[0], felt.top + at[1]), felt)

    def draw(self, surface: pygame.Surface, panel, reduced_motion: bool) -> None:
        """Over the dice: the veil, the six flying back from the column into the throw, the sparks (on the felt), and
        over all of it the title."""
        if self.label is None:
            return
        felt = panel.felt_rect
        self.draw_veil(surface, felt)
        self._draw_flights(surface, panel, felt)
        if not reduced_motion and self.sparks:
            self._draw_sparks(surface, felt)
        self.draw_title(surface, felt)

    def _draw_flights(self, surface: pygame.Surface, panel, felt: pygame.Rect) -> None:
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

    def _draw_sparks(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        clip = surface.get_clip()
        surface.set_clip(felt.clip(clip) if clip else felt)
        dots = []
        hidden = self.covered(felt).inflate(-12, -12)   # (a spark whose middle lies there is wholly under the ribbon)
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
        drawn.note(surface, felt)


@functools.lru_cache(maxsize=2)
def stage(size: tuple[int, int]) -> pygame.Surface:
    """The moment's still picture under the throw, the felt's `size`: gold rays from the title's middle fading out
    towards the felt's edges. Kept (once per language in a process)."""
    width, height = size
    picture = pygame.Surface(size, pygame.SRCALPHA)
    rays = celebration.rays_picture(RAYS, theme.TITLE)
    picture.blit(rays, rays.get_rect(center=(width // 2, round(height * TITLE_AT))))
    return picture


@functools.lru_cache(maxsize=2)
def title(label: str, size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int], list[tuple[str, int, pygame.Rect]]]:
    """The title over the throw, for a felt of `size`: the label's first sentence ("HOT DICE!") in big gold with a dark
    outline, the rest under it in white, on a ribbon in the win's banner style (notched ends, gold bands), opaque: what
    lies under it never shows between the letters. Returns (picture, where it lies on the felt, each line with its type
    size and where it lies on the picture). Kept."""
    width, height = size
    parts = sentences(label)
    head, line = parts[0], " ".join(parts[1:])
    room = width - 60       # the ribbon's widest: 30 px of felt each side (review 16: "ALLE SECHS!" nearly met the rim)
    guess = round((TITLE_SIZE + LINE_SIZE) * 1.3 * NOTCH) + 22   # its ends' notches and a margin, each side
    image, head_size, head_words = celebration.points_picture(head, room - 2 * guess, TITLE_SIZE)
    pictures = [(image, head, head_size, head_words)]
    if line:
        image, line_size, line_words = _line_picture(line, room - 2 * guess)
        pictures.append((image, line, line_size, line_words))
    words_h = sum(p[0].get_height() for p in pictures) - 14 * (len(pictures) - 1)
    h = words_h + 2 * EDGE + 8
    notch = round(h * NOTCH)
    w = min(room, max(p[0].get_width() for p in pictures) + 2 * (notch + 22))
    picture = _ribbon(w, h, notch)
    lines = []
    y = EDGE + 4
    for image, words, type_size, where in pictures:
        placed = image.get_rect(midtop=(w // 2, y))
        picture.blit(image, placed)
        lines.append((words, type_size, where.move(placed.topleft)))
        y = placed.bottom - 14
    at = (width // 2 - w // 2, round(height * TITLE_AT) - h // 2)
    return picture, at, lines


@functools.lru_cache(maxsize=2)
def title_pieces(label: str, size: tuple[int, int]) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The title's picture in pieces that draw the same pixels cheaper: its middle between the notched ends (opaque:
    a plain copy, no blending) and, with their alpha, the two ends and the shadow under the middle. Kept."""
    picture = title(label, size)[0].copy()
    picture.set_alpha(255)                  # (the kept picture may be half faded: `draw_title` fades it in place)
    w, full = picture.get_size()
    h = full - RIBBON_DROP
    n = round(h * NOTCH) + 1
    middle = pygame.Surface((w - 2 * n, h))
    middle.blit(picture, (0, 0), pygame.Rect(n, 0, w - 2 * n, h))
    pieces = [(middle, (n, 0))]
    for rect in (pygame.Rect(0, 0, n, full), pygame.Rect(w - n, 0, n, full), pygame.Rect(n, h, w - 2 * n, RIBBON_DROP)):
        pieces.append((picture.subsurface(rect).copy(), rect.topleft))
    return tuple(pieces)


def _ribbon(w: int, h: int, notch: int) -> pygame.Surface:
    """The title's ribbon, `w` x `h` (and its shadow under it): notched ends, an opaque body shaded from a lit top to a
    darker bottom, gold bands along both edges (a lit line on their top), as the win's banner."""
    return flourish.ribbon_plate(w, h, notch, (66, 76, 128), (26, 32, 66), theme.TITLE, EDGE, drop=RIBBON_DROP,
                                 shadow=110, alpha=255, masked_bands=True)


def _line_picture(line: str, width: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """"All six again" in white on a dark outline (read over the rays and the felt)."""
    size = text.fitting_size(line, LINE_SIZE, width, bold=True)
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
