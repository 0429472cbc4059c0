"""10000's HOT DICE moment: all six planets scored. Staged on the tray at a bust's scale (`bust`: the felt goes cold
under a red ribbon across it), in the win celebration's gold (`game.render.celebration`), before the six are thrown
again (look review 20: a pennant in the narrow set-aside column "lands far weaker than Bust").

The felt warms (a gold wash and rays from its middle: `stage`, made ahead over the bare felt: `keep_felt`, drawn into
the tray's part of the still layer while the moment shows); "HOT DICE!" slams down in big gold on a ribbon across the
felt with "All six again" under it in white (`title`, kept pictures, its opaque middle copied: `title_pieces`); the six
kept planets fly out of the set-aside column into a row under the ribbon, flash gold as they land and hop in a wave,
left to right (five of a kind's: `tray_view.hop_lift`); fireworks burst from behind the ribbon's ends (each spark only
wholly on the felt, none through the ribbon); the turn total counts up to its new worth (`counted`). The ribbon lies
where none of the six does (`game.render.clearing`, the one rule of a banner over a tray), nor any hop of theirs.
Then the moment clears, all of it in one frame, and the six are thrown (the scene waits for it while it is `showing`): from their
row they fly into the throw under its dice (no numeral over a tumbling die: look review 20 saw a flat "5" through a
cube), no title over the throw (review 19). With reduced motion the warm felt, the ribbon and the six in their row stand
still for as long; nothing flies, bursts, flashes, hops or counts.

    hot = HotDice(felt, label, radius)              # with the table: every picture the moment needs is made here
    hot.start(label, panel, reduced, gained)        # the six set aside (where they fly from), `gained` points more
    hot.update(dt)                                  # every step
    hot.showing                                     # the moment stands: the throw waits for it
    hot.draw_stage(surface, felt)                   # in the still layer, while `showing`
    hot.draw_flights(surface, panel)                # under the dice: the six flying into the throw
    hot.draw(surface)                               # over the felt: the six, the sparks, their flash, the ribbon
"""

from __future__ import annotations

import functools
import math

import pygame

from game.render import celebration, dice_fx, drawn, flourish, ribbon_sparks, text, theme
from game.render.clearing import clear_place
from game.render.dice_tokens import planet_token
from game.scenes.playkit import tray_view

SHOW = 1.3          # s the moment stands before the six are thrown (reduced motion too)
ARRIVE = 0.28       # s a planet takes from the column to its place in the row ...
STAGGER = 0.03      # ... each leaving this long after the one before it
FLASHES = ((0.42, 0.22), (0.86, 0.2))   # (when, how long) the six flash: as the last lands, and after the wave
WAVE = (0.5, 0.06, 0.28, 0.38, 0.1, 0.06)   # their hop, left to right (`tray_view.HOP`'s shape)
COUNT = (0.25, 0.7, 6)   # the turn total counts up from (s) to (s) in so many steps (each draws the side panel once)
FLY = 0.25          # s for the six to fly from the row into the throw once the moment clears
TITLE_SIZE = 84     # "HOT DICE!"
LINE_SIZE = 36      # "All six again" (at 800x450 well over the floor)
RIM = 16            # px of felt kept between the ribbon's ends and the rim
LANE = 0.33         # of the felt's height: where the ribbon's middle would rather lie ...
ROW = 0.76          # ... and the six's row
GAP = 18            # px between two of the six in their row
AIR = 10            # px kept between the ribbon and a planet at the top of its hop
RAYS = 300          # px the rays reach (the game over's rays: one kept shape for both)
WARM = (255, 196, 90, 34)   # the gold wash over the felt
SCALES = (13, 12, 11)       # tenths of its size the title shows at as it slams down (kept pictures), then its own
SLAM = 0.15         # s it takes
EDGE = 6            # px: the ribbon's gold bands
NOTCH = 0.2         # of the ribbon's height: how deep its ends are notched
DROP = 6            # px: its shadow under it
# (when, across, down, sparks): fireworks from behind the ribbon's ends (across, down: shares of its width and height)
SHELLS = ((0.1, 0.03, 0.5, 30), (0.18, 0.97, 0.5, 30), (0.62, 0.12, 0.2, 22), (0.7, 0.88, 0.2, 22))


def row_side(felt: pygame.Rect, radius: float) -> int:
    """How big each of the six is in its row: bigger than a planet on the felt, six of them and their gaps within the
    rim."""
    return max(14, min(round(2.4 * radius), (felt.width - 2 * RIM - 5 * GAP) // 6))


class HotDice:
    def __init__(self, felt: pygame.Rect | None = None, label: str | None = None, radius: float = 0.0) -> None:
        """With the `felt` and the `label` it will show, every picture of the moment is made now (the
        stage, the title and its slamming sizes, the six's tokens, their flash, the sparks), not in its frame."""
        self.label: str | None = None
        self.age = 0.0
        self.reduced = False
        self.row: list[tuple[int, int, tuple[float, float], tuple[float, float]]] = []   # (die, face, from, place)
        self.flying: list[tuple[int, int, tuple[float, float]]] = []   # the six into the throw: (die, face, from)
        self.at = (0, 0)                    # the ribbon's middle
        self.side = 14                      # px: each of the six in the row
        self._flown = 0.0                   # s since the six left the row for the throw
        self._gained = 0
        self._felt = felt
        self._radius = radius
        self._throws: int | None = None     # the panel's throws when the six came back
        self._bare: tuple | None = None      # (felt, the bare felt's picture)
        self._over_felt: tuple | None = None   # ((label, felt), the stage over the bare felt)
        if felt is not None and label is not None:
            self.prepare(label, felt)

    def prepare(self, label: str, felt: pygame.Rect) -> None:
        """Make the moment's pictures for `label` on `felt` (with the table, and again for another language)."""
        stage(felt.size)
        title_pieces(label, felt.width)
        for scale in SCALES:
            slammed(label, felt.width, scale)
        side = row_side(felt, self._radius)
        for face in range(1, 7):
            _glowing_token(face, side)
        dice_fx.warm_flash(side)
        ribbon_sparks.warm_shell_dots()

    @property
    def showing(self) -> bool:
        """The moment stands: its stage in the still layer, and the six wait to be thrown until it clears."""
        return self.label is not None

    def start(self, label: str, panel, reduced_motion: bool = False, gained: int = 0) -> None:
        """The moment begins, the six kept planets still in `panel`'s column (they fly to their row from there);
        `gained`: the points their keep added to the turn total (it counts up by them)."""
        self.label, self.age, self.reduced, self._gained = label, 0.0, reduced_motion, gained
        self._throws, self.flying = panel.throws, []
        felt = self._felt = panel.felt_rect
        self.side = side = row_side(felt, panel.radius)
        width = 6 * side + 5 * GAP
        y = felt.top + ROW * felt.height
        places = [(felt.centerx - width / 2 + side / 2 + k * (side + GAP), y) for k in range(6)]
        kept = list(panel.aside_centers().items())[:6]
        self.row = [(die, panel.aside_face(die), start, place) for (die, start), place in zip(kept, places, strict=False)]
        peak = 0 if reduced_motion else round(WAVE[3] * side)   # (the ribbon clear of them at their hop's top)
        boxes = [pygame.Rect(0, 0, side, side + peak).move(round(x - side / 2), round(y - side / 2 - peak)) for x, y in places]
        size = title(label, felt.width)[0].get_size()
        self.at = clear_place(felt.inflate(-2 * RIM, -RIM), size, [box.inflate(2 * AIR, 2 * AIR) for box in boxes],
                              (felt.centerx, felt.top + round(LANE * felt.height)), centred=True).centre

    def in_the_cup(self, panel) -> bool:
        """All six came back and have not been thrown since: the last throw's planets on the felt are no longer this
        turn's (they are not drawn)."""
        return self._throws is not None and panel.throws == self._throws and not panel.rolling

    def update(self, dt: float) -> None:
        if self.flying:
            self._flown += dt
            if self._flown > FLY + 6 * STAGGER:
                self.flying = []
        if self.label is None:
            return
        self.age += dt
        if self.age >= SHOW:    # the moment clears: the six leave their row for the throw
            self.flying = [] if self.reduced else [(die, face, self.lifted(k)) for k, (die, face, _s, _p)
                                                   in enumerate(self.row)]
            self.label, self._flown = None, 0.0

    def counted(self, points: int) -> int:
        """The turn total as it shows now: while the moment counts up, short of `points` by the part of the six's
        worth not yet counted (in COUNT's steps, by fifties); else `points`."""
        if self.label is None or self.reduced:
            return points
        start, end, steps = COUNT
        share = math.floor(max(0.0, min(1.0, (self.age - start) / (end - start))) * steps) / steps
        return points - 50 * round(self._gained * (1.0 - share) / 50)

    def keep_felt(self, surface: pygame.Surface, felt: pygame.Rect, label: str) -> None:
        """Given the bare felt (`surface` shows nothing on it yet), make the moment's still part over it ahead: an
        opaque picture, copied in the frame all six come back (~0.05 ms) where blending the stage over the felt there
        took ~0.5 ms. Once per table and language (the felt never changes)."""
        if self._over_felt is None or self._over_felt[0] != (label, tuple(felt)):
            if self._bare is None or self._bare[0] != tuple(felt):
                self._bare = (tuple(felt), surface.subsurface(felt).copy())
            over = self._bare[1].copy()
            over.blit(stage(felt.size), (0, 0))
            self._over_felt = ((label, tuple(felt)), over)
            self.prepare(label, felt)       # (the title in this language too, not in the moment's first frame)

    def draw_stage(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        """The still part, on the felt: the warm wash and the rays (over the bare felt, as `keep_felt` made it, or
        blended over what the felt shows)."""
        if self.label is None:
            return
        picture = stage(felt.size)
        kept = self._over_felt
        if kept is not None and kept[0] == (self.label, tuple(felt)):
            picture = kept[1]
        drawn.note(surface, surface.blit(picture, felt.topleft))

    def plate(self) -> pygame.Rect | None:
        """Where the title's ribbon lies on the screen while the moment shows (its shadow with it), else None."""
        if self.label is None:
            return None
        return title(self.label, self._felt.width)[0].get_rect(center=self.at)

    def covered(self) -> pygame.Rect:
        """What the ribbon hides whole (its opaque middle, 6 px in): a spark whose middle lies there is not drawn."""
        plate = self.plate()
        return plate.inflate(-2 * round((plate.height - DROP) * NOTCH) - 12, -12 - DROP).move(0, -DROP // 2)

    def lifted(self, k: int) -> tuple[float, float]:
        """Where the `k`-th of the six (left to right in the row) is drawn now: on its way from the column, in its row,
        or lifted in its hop."""
        _die, _face, (x0, y0), (x1, y1) = self.row[k]
        if self.reduced:
            return x1, y1
        t = max(0.0, min(1.0, (self.age - (len(self.row) - 1 - k) * STAGGER) / ARRIVE))   # (the lowest leaves first)
        ys = max(y0, self.plate().bottom + AIR + self.side / 2)   # down the column till clear of the ribbon (never
        down, across = ys - y0, math.dist((x0, ys), (x1, y1))    # behind it), then straight to its place
        way = (1 - (1 - t) ** 2) * (down + across)               # (fast out, easing in)
        if way <= down:
            x, y = x0, y0 + way
        else:
            share = (way - down) / across
            x, y = x0 + (x1 - x0) * share, ys + (y1 - ys) * share
        return x, y - tray_view.hop_lift(self.age, k, self.side, WAVE)

    def boxes(self) -> list[pygame.Rect]:
        """The squares the six are drawn in now."""
        return [pygame.Rect(0, 0, self.side, self.side).move(round(x - self.side / 2), round(y - self.side / 2))
                for x, y in map(self.lifted, range(len(self.row)))]

    def flash_level(self) -> float:
        """How bright the six flash now (0..1; 0 with reduced motion)."""
        return 0.0 if self.label is None or self.reduced else dice_fx.flash_share(self.age, FLASHES)

    def draw(self, surface: pygame.Surface) -> None:
        """Over the felt: the sparks, the six (with their flash), then the title's ribbon over all of it."""
        if self.label is None:
            return
        felt = self._felt
        clip = surface.get_clip()
        if not self.reduced:
            surface.set_clip(felt.clip(clip) if clip else felt)
            if dots := self.sparks():
                surface.fblits(dots)
                drawn.note(surface, felt)
            surface.set_clip(clip)
        tokens = [(_glowing_token(face, self.side), centre) for (_d, face, _s, _p), centre
                  in zip(self.row, map(self.lifted, range(len(self.row))), strict=True)]
        for image, (x, y) in tokens:
            drawn.note(surface, surface.blit(image, image.get_rect(center=(round(x), round(y)))))
        dice_fx.flash(surface, [centre for _i, centre in tokens], self.side, self.flash_level())
        self._draw_title(surface)

    def _draw_title(self, surface: pygame.Surface) -> None:
        step = len(SCALES) if self.reduced else int(self.age / SLAM * len(SCALES))
        width = self._felt.width
        if step < len(SCALES):       # coming down, bigger than the felt at first: inside its rim
            picture, clip = slammed(self.label, width, SCALES[step]), surface.get_clip()
            surface.set_clip(self._felt.clip(clip) if clip else self._felt)
            drawn.note(surface, surface.blit(picture, picture.get_rect(center=self.at)).clip(self._felt))
            surface.set_clip(clip)
            return
        plate = self.plate()
        surface.fblits([(piece, (plate.left + x, plate.top + y)) for piece, (x, y) in title_pieces(self.label, width)])
        drawn.note(surface, plate)
        for line, size, where in title(self.label, width)[1]:
            text.record_drawn(surface, line, size, where.move(plate.topleft), plate)

    def sparks(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The fireworks now: each spark's dot and where its top left goes; only sparks wholly on the felt (none cut
        by the rim: review 20b), none under the ribbon's opaque middle."""
        if self.label is None or self.reduced:
            return []
        plate, felt, hidden = self.plate(), self._felt, self.covered()
        return ribbon_sparks.shell_sparks(SHELLS, self.age, plate, hidden, felt.contains)

    def draw_flights(self, surface: pygame.Surface, panel) -> None:
        """Under the dice: the six flying from their row into the throw, each fading into its planet as it reaches it.
        Under, not over: a token shows the face it was kept with (its numeral), and a die that tumbles shows no
        numeral (look review 20: a flat "5" and "1" showed through two tumbling dice). None while they wait in the cup
        (Zehntausend's rules set the six aside: no throw to fly into; the final read of session 17 saw a "5" fly over it)."""
        if self.in_the_cup(panel):
            return
        felt = panel.felt_rect
        for k, (die, face, (x0, y0)) in enumerate(self.flying):
            t = (self._flown - k * STAGGER) / FLY
            if not 0.0 <= t < 1.0:
                continue
            target = panel.die_center(die) if panel.rolling else None
            x1, y1 = target if target is not None else felt.center
            u = 1 - (1 - t) ** 2
            image = _glowing_token(face, self.side)
            image.set_alpha(round(255 * min(1.0, 2.0 * (1 - t))))   # gone into its planet as it reaches it
            at = (round(x0 + (x1 - x0) * u), round(y0 + (y1 - y0) * u))
            drawn.note(surface, surface.blit(image, image.get_rect(center=at)))
            image.set_alpha(255)                                     # (the row's next moment shows it whole)


@functools.lru_cache(maxsize=2)
def stage(size: tuple[int, int]) -> pygame.Surface:
    """The moment's still picture on the felt, the felt's `size`: a gold wash and gold rays from the felt's middle,
    fading out. Kept."""
    width, height = size
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.fill(WARM)
    rays = celebration.rays_picture(RAYS, theme.TITLE)
    picture.blit(rays, rays.get_rect(center=(width // 2, height // 2)))
    return picture


@functools.lru_cache(maxsize=2)
def title(label: str, width: int) -> tuple[pygame.Surface, list[tuple[str, int, pygame.Rect]]]:
    """The title across a felt `width` px wide: the label's first sentence ("HOT DICE!") in big gold with a dark
    outline, the rest ("All six again") under it in white, on an opaque ribbon (notched ends, gold bands, a soft
    shadow under it) reaching from rim to rim. Returns (picture, each line with its type size and where it lies on
    the picture). Kept."""
    parts = sentences(label)
    head, line = parts[0], " ".join(parts[1:])
    w = width - 2 * RIM
    image, head_size, words = celebration.points_picture(head, w - 200, TITLE_SIZE)
    pictures = [(image, head_size, words, head)]
    if line:
        line_size = text.fitting_size(line, LINE_SIZE, w - 200, bold=True)
        pictures.append((*_line_picture(line, line_size), line))
    h = sum(image.get_height() for image, *_rest in pictures) - 14 * (len(pictures) - 1) + 2 * EDGE
    notch = round(h * NOTCH)
    picture = flourish.ribbon_plate(w, h, notch, (66, 76, 128), (26, 32, 66), theme.TITLE, EDGE, drop=DROP, shadow=110,
                                    alpha=255, masked_bands=True)
    y, lines = EDGE - 2, []
    for image, size, where, words_ in pictures:
        placed = image.get_rect(midtop=(w // 2, y))
        picture.blit(image, placed)
        lines.append((words_, size, where.move(placed.topleft)))
        y = placed.bottom - 14
    return picture, lines


@functools.lru_cache(maxsize=8)
def slammed(label: str, width: int, scale: int) -> pygame.Surface:
    """The title at `scale` / 10 of its size (coming down). Kept."""
    return pygame.transform.smoothscale_by(title(label, width)[0], scale / 10)


@functools.lru_cache(maxsize=2)
def title_pieces(label: str, width: int) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The title's picture in pieces that draw the same pixels cheaper: its middle between the notched ends (opaque:
    a plain copy, no blending) and, with their alpha, the two ends and the shadow under the middle. Kept."""
    picture = title(label, width)[0]
    w, full = picture.get_size()
    h = full - DROP
    n = round(h * NOTCH) + 1
    middle = pygame.Surface((w - 2 * n, h))
    middle.blit(picture, (0, 0), pygame.Rect(n, 0, w - 2 * n, h))
    pieces = [(middle, (n, 0))]
    for rect in (pygame.Rect(0, 0, n, full), pygame.Rect(w - n, 0, n, full), pygame.Rect(n, h, w - 2 * n, DROP)):
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


@functools.lru_cache(maxsize=16)
def _glowing_token(face: int, size: int) -> pygame.Surface:
    """A kept planet's token with a gold glow round it (its own picture: a flight sets its alpha)."""
    side = round(size * 1.8)
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    for k in range(16):
        t = k / 15
        pygame.draw.circle(image, (*theme.TITLE, round(120 * t * t)), (side // 2, side // 2), side / 2 * (1 - 0.55 * t))
    token = planet_token(face, size)
    image.blit(token, token.get_rect(center=(side // 2, side // 2)))
    return image


def sentences(label: str) -> list[str]:
    """`label` cut after each "!" or "." inside it: a new sentence starts a new line ("HOT DICE!" / "All six again")."""
    parts, start = [], 0
    for i, char in enumerate(label):
        if char in "!." and label[i + 1:i + 2] == " ":
            parts.append(label[start:i + 1])
            start = i + 2
    return parts + [label[start:]]
