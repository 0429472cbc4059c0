"""A Bluff loss as it lands on the loser's row (look review 23: "Player 1's dice shrink at staggered sizes with red
square outlines, which looks glitchy in a still; there is no banner ... the header still says '(5)'").

- Each lost die lifts off its place (a touch larger, its shadow left on the felt), then spins away and fades, one
  after another (`cascade`); no ring, no outline. All of it stays on its row's felt: the die is scaled down where its
  turned square would reach the rim. With reduced motion it fades where it stands, whole and unturned.
- The row's header counts each die off as it goes (`gone`: once it has faded to half): "(5)", "(4)", ... as the dice leave.
- A stamp in the seat's colours slams into the row's name plate as the verdict falls, saying how many it lost ("−1 die",
  "−2 dice"; a die the exact bid pays: "+1 die"): a tag at the plate's right end, wholly inside it (look review 25: it
  straddled the plate's border), past the name and its count (the name is fitted in what the tag leaves), never on the
  tray and its dice. It stays until the next round (with reduced motion it stands at once), or until a knocked-out
  seat's "OUT" slams down (`loss_beat.knock_out`). Its pictures (every size of its slam) are made in a frame of the
  count-up (`LossStamps.warm`), none in the verdict's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render import drawn, text, theme
from game.render.dice_tokens import cube_token, lifted_shadow
from game.render.flourish import LOSS_BODY
from game.render.surface_cache import surface_cache
from game.words import ngettext

STAGGER = 0.15       # of the leave: between one lost die of a seat starting to go and the next
WINDOW = 0.6         # of the leave: one die's own way off at most
LIFT = 0.25          # of a die's leave: it lifts off its place (rising, a touch larger) ...
LIFT_SCALE = 1.1     # ... to this size
RISE = 0.3           # of its size it rises by the end (as far as its row's felt lets it)
SPIN = 300.0         # degrees it spins as it goes away
LEAST = 0.35         # of its size it keeps at the very end (as it fades out)
EASE_OUT = 3.0
FADE_POWER = 1.6     # its alpha as it spins away: 1 - v ** FADE_POWER (v: 0..1 of the way after its lift)
FADED = LIFT + (1.0 - LIFT) * 0.5 ** (1.0 / FADE_POWER)   # of a die's leave: faded to half (it no longer counts)
STAMP_AT = 0.05      # s after the verdict: the stamp slams down ...
STAMP_SLAM = 0.16    # ... in this long
STAMP_STEPS = 5      # kept sizes of the slam (the last at rest)
SLAM_GROW = 0.08     # of its size the stamp is larger at each step of its slam (clipped to its name plate)
STAMP_SIZES = (text.LABEL, 34)  # its words at most (the name's size), smaller where a long name leaves less room
STAMP_HEIGHT = 30    # px: the tag, inside the name plate (`SeatRow.name_plate`: 35 px)
STAMP_PAD = 14       # px of the tag each side of its words
STAMP_RIGHT = 4      # px from the name plate's right end
NAME_AIR = 16        # px at least between the name's count and the stamp
GAIN_BODY = (28, 96, 64)     # a gained die's stamp: deep green
SHADOW = 0.75       # of a token's size: its cube's, the shadow it leaves on the felt as it lifts
PUFF = 10            # motes of dust a lost die throws out as it spins away
MOTE = 5             # px: a mote's radius at first
FADES = 8            # kept steps of a mote's fading
DUST = (255, 226, 214)   # their warm white (no red: review 23 read red marks round a lost die as glitches)
ROW_NUMERAL = 1.15   # the reveal rows' dice's numerals, of the tray's size (as the hand's: digits >= 13 px at 800x450)


def cascade(j: int, n: int, progress: float) -> float:
    """How far the `j`-th of a seat's `n` lost dice is on its way off the table at `progress` of the leave: they go one
    after another, `STAGGER` apart (a cascade, not one block: look review 17), each in `WINDOW` of it at most (the
    header counts it off as it goes: `gone`), all gone by 1."""
    window = min(WINDOW, 1.0 - STAGGER * (n - 1))
    return min(1.0, max(0.0, (progress - STAGGER * j) / window))


def gone(n: int, progress: float) -> int:
    """How many of a seat's `n` lost dice have left at `progress` of the leave: each once it has faded to half as it
    spins away (`FADED`; look review 24: "Player 1 (4)" stood over three dice, the fourth a faint ghost)."""
    return sum(cascade(j, n, progress) >= FADED for j in range(n))


def ease(t: float) -> float:
    return 1.0 - (1.0 - min(1.0, max(0.0, t))) ** EASE_OUT


def leaving(row, k: int, progress: float, reduced_motion: bool = False,
            offset: tuple[int, int] = (0, 0)) -> tuple[pygame.Rect, float, float, float]:
    """Where lost die `k` of `row` (a `reveal_rows.SeatRow`) is drawn at `progress` of its own leave: (the box its
    turned square fills, its scale, its turn in degrees, its alpha). It lifts off its place, then spins away and fades;
    the box always lies on the row's felt. With reduced motion it stays whole in place and fades. `offset`: the row's
    shake."""
    size, felt = row.size, row.felt.move(offset)
    x, y = row.slots[k].centerx + offset[0], row.slots[k].centery + offset[1]
    u = min(1.0, max(0.0, progress))
    if reduced_motion:
        scale, turn, alpha = 1.0, 0.0, 1.0 - u ** 1.5
    elif u < LIFT:
        scale, turn, alpha = 1.0 + (LIFT_SCALE - 1.0) * ease(u / LIFT), 0.0, 1.0
        y -= size * RISE * 0.4 * ease(u / LIFT)
    else:
        v = (u - LIFT) / (1.0 - LIFT)
        scale = LIFT_SCALE - (LIFT_SCALE - LEAST) * v * v
        turn, alpha = -SPIN * v * v, 1.0 - v ** FADE_POWER
        y -= size * RISE * (0.4 + 0.6 * ease(v))
    spread = abs(math.cos(math.radians(turn))) + abs(math.sin(math.radians(turn)))
    scale = min(scale, (min(felt.width, felt.height) - 4) / (size * spread))     # its corners stay on the felt
    side = max(1, round(size * scale * spread))
    box = pygame.Rect(0, 0, side, side)
    box.center = (round(x), round(y))
    return box.clamp(felt), scale, turn, alpha


def draw_leaving(surface: pygame.Surface, row, k: int, face: int, progress: float,
                 reduced_motion: bool = False, offset: tuple[int, int] = (0, 0)) -> None:
    """A lost die of `row` leaving it (`leaving`): the same planet die as the others, its shadow left on the felt
    where it stood, fading as the die goes."""
    box, scale, turn, alpha = leaving(row, k, progress, reduced_motion, offset)
    image = cube_token(face, row.size, True, 0.0, ROW_NUMERAL)      # (the row's own die: `reveal_rows.token`)
    if not reduced_motion and alpha > 0.05:
        shadow = _shadow(row.size)
        shadow.set_alpha(round(255 * alpha * (1.0 - min(1.0, progress))))
        slot = row.slots[k].move(offset)
        surface.blit(shadow, shadow.get_rect(center=(slot.centerx + 3, slot.centery + 4)).clamp(row.felt.move(offset)))
        shadow.set_alpha(255)
    turned = pygame.transform.rotozoom(image, turn, scale) if (turn or scale != 1.0) else image.copy()
    turned.set_alpha(round(255 * max(0.0, alpha)))
    if not reduced_motion:
        _puff(surface, row, box.center, progress, offset)
    surface.blit(turned, turned.get_rect(center=box.center))


def _puff(surface: pygame.Surface, row, centre: tuple[int, int], progress: float, offset: tuple[int, int]) -> None:
    """A puff of dust bursting from a lost die as it spins away (look review 25: a tilted die alone mid-way read as a
    glitch, not the dice leaving): `PUFF` motes thrown out round it, slowing and fading, on its row's felt only."""
    u = min(1.0, max(0.0, progress))
    if u <= LIFT or u >= 1.0:
        return
    v = (u - LIFT) / (1.0 - LIFT)
    felt = row.felt.move(offset)
    clip = surface.get_clip()
    surface.set_clip(felt.clip(clip) if clip else felt)
    reach = row.size * (0.45 + 0.55 * ease(v))
    fade = round(FADES * (1.0 - v) ** 1.3)
    for k in range(PUFF if fade else 0):
        angle = math.radians(360.0 * k / PUFF + 17.0)
        far = reach * (1.0 if k % 2 else 0.8)
        dot = _mote(max(1, round(MOTE * (1.0 - 0.6 * v) * (1.0 if k % 2 else 0.75))), fade)
        x, y = centre[0] + far * math.cos(angle), centre[1] + far * math.sin(angle) * 0.7
        surface.blit(dot, dot.get_rect(center=(round(x), round(y))))
    surface.set_clip(clip)


def warm(size: int) -> None:
    """Make a lost die's pictures ahead, for a row's dice of `size` px (before play): the shadow it leaves on the felt
    as it lifts, and every mote of a puff (~40 small pictures, ~1 ms)."""
    _shadow(size)
    for radius in range(1, MOTE + 1):
        for fade in range(1, FADES + 1):
            _mote(radius, fade)


@surface_cache(max_mib=0.125)     # (40 motes of ~2 KiB)
def _mote(radius: int, fade: int) -> pygame.Surface:
    """A mote of the puff: a soft warm-white dot `radius` px, its glow round it, `fade` / `FADES` opaque (kept: no
    alpha set per frame)."""
    side = 4 * radius + 2
    mote = pygame.Surface((side, side), pygame.SRCALPHA)
    strength = 0.9 * fade / FADES
    pygame.draw.circle(mote, (*DUST, round(70 * strength)), (side // 2, side // 2), 2 * radius)
    pygame.draw.circle(mote, (*DUST, round(255 * strength)), (side // 2, side // 2), radius)
    return mote


@surface_cache(max_mib=1)
def _shadow(size: int) -> pygame.Surface:
    """The soft shadow a lifting die of `size` px leaves on the felt: as big as its cube, its edge fading (look review
    25: a hard dark square behind each die read as a box)."""
    return lifted_shadow(round(size * SHADOW), blur=7, alpha=110)


# ------------------------------------------------------------------------------------------ the stamp
def stamp_words(change: int) -> str:
    """What a seat's stamp says, in its own name plate: "−1 die", "−2 dice"; a die the exact bid pays: "+1 die"."""
    if change < 0:
        return ngettext("−{count} die", "−{count} dice", -change).format(count=-change)
    return ngettext("+{count} die", "+{count} dice", change).format(count=change)


def stamp_pictures(words: str, colour_index: int, size: int, gain: bool, height: int = STAMP_HEIGHT
                   ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """Every picture of the slam of the stamp saying `words` (`stamp_at_rest`): at rest first, then each step larger
    and fainter (the slam, clipped to the name plate: `LossStamps.draw`), all scaled from the one at rest. Each with how
    far its words' middle lies from the picture's middle (the tag's, unscaled)."""
    plate, middle = stamp_at_rest(words, colour_index, size, gain, height)
    pictures = [(plate, middle)]
    for step in range(1, STAMP_STEPS + 1):
        slammed = pygame.transform.smoothscale_by(plate, 1.0 + SLAM_GROW * step)
        slammed.set_alpha(round(255 * (1.0 - step / (STAMP_STEPS + 1))))
        pictures.append((slammed, middle))
    return pictures


def stamp_at_rest(words: str, colour_index: int, size: int, gain: bool, height: int = STAMP_HEIGHT
                  ) -> tuple[pygame.Surface, tuple[int, int]]:
    """The stamp saying `words` in seat `colour_index`'s colours: a tag `height` px tall, deep red (green for a gain)
    with a rim in the seat's colour and a white inner line, its words white and centred on their ink. Returns (picture,
    how far its words' middle lies from the picture's middle)."""
    image = text.render(words, size, theme.TEXT, True)
    ink = _ink_rows(image)
    w, h = image.get_width() + 2 * STAMP_PAD, height
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    body = plate.get_rect()
    radius = h // 2 - 2
    pygame.draw.rect(plate, (*(GAIN_BODY if gain else LOSS_BODY), 250), body, border_radius=radius)
    pygame.draw.rect(plate, (*theme.SEAT_COLOURS[colour_index % len(theme.SEAT_COLOURS)], 255), body, 3,
                     border_radius=radius)
    pygame.draw.rect(plate, (255, 255, 255, 110), body.inflate(-8, -8), 1, border_radius=max(2, radius - 4))
    line = image.get_rect(centerx=w // 2, top=h // 2 - (ink[0] + ink[1]) // 2)   # (its ink's middle on the tag's)
    shade = text.render(words, size, (0, 0, 0), True)
    shade.set_alpha(110)
    plate.blit(shade, line.move(0, 1))
    plate.blit(image, line)
    return plate, (line.centerx - w // 2, line.centery - h // 2)


def _ink_rows(image: pygame.Surface) -> tuple[int, int]:
    """The first and the last row of `image` with ink in it."""
    rects = pygame.mask.from_surface(image, 127).get_bounding_rects()
    ink = rects[0].unionall(rects[1:]) if rects else image.get_rect()
    return ink.top, ink.bottom


class LossStamps:
    """The stamps of one verdict on the rows (`rows`: the seats' `SeatRow`s)."""

    def __init__(self, rows: Sequence) -> None:
        self.rows = list(rows)
        self._key: tuple = ()
        self._stamps: list[tuple[int, str, int, tuple[int, int], list]] = []  # (seat, words, size, middle, pictures)
        self._todo: list[int] = []                                       # seats whose stamp is still to make
        self.made = 0                       # stamp pictures made so far (kept by this table for its verdict, not
                                            # in a game-wide cache: a verdict's few, each ~20 KiB)

    def warm(self, changes: Sequence[int], names: Sequence[str], colours: Sequence[int], hands: Sequence[int],
             seats: int | None = None) -> bool:
        """Choose each changed seat's stamp and its place, and make every picture of its slam (~0.3 ms a seat), for at
        most `seats` seats this call (None: all). True once every stamp of this verdict is made."""
        key = (tuple(changes), tuple(names), tuple(colours), tuple(hands))
        if key != self._key:
            self._key, self._stamps = key, []
            self._todo = [seat for seat, change in enumerate(changes) if change]
        for _ in range(len(self._todo) if seats is None else min(seats, len(self._todo))):
            seat = self._todo.pop(0)
            words = stamp_words(changes[seat])
            size, middle = self.place(seat, words, names[seat], hands[seat])
            pictures = stamp_pictures(words, colours[seat], size, changes[seat] > 0)
            self.made += len(pictures)
            self._stamps.append((seat, words, size, middle, pictures))
        return not self._todo

    def place(self, seat: int, words: str, name: str, hand: int) -> tuple[int, tuple[int, int]]:
        """The stamp's words' size and its middle: in seat `seat`'s name plate, at its right end, wholly inside it (look
        review 25: straddling the plate's border it read as a misplaced sticker), past the name and its count, never
        on the tray and its dice; the largest words (at most `STAMP_SIZES[0]`) that leave the name `NAME_AIR` px."""
        row = self.rows[seat]
        header = row.header
        named = row.name_box.left + text.width_of(f"{name} ({hand})", text.LABEL) + NAME_AIR
        size = STAMP_SIZES[-1]
        for size in STAMP_SIZES:
            if header.right - STAMP_RIGHT - text.width_of(words, size, True) - 2 * STAMP_PAD >= named:
                break
        w = text.width_of(words, size, True) + 2 * STAMP_PAD
        return size, (header.right - STAMP_RIGHT - w // 2, row.name_plate.centery)

    def reserve(self, seat: int) -> int:
        """How wide seat `seat`'s stamp stands at the right of its name plate, with its air (0: none): its name is
        fitted in what is left."""
        for stamped, words, size, _middle, _pictures in self._stamps:
            if stamped == seat:
                return STAMP_RIGHT + text.width_of(words, size, True) + 2 * STAMP_PAD + NAME_AIR
        return 0

    def draw(self, surface: pygame.Surface, since: float, reduced: bool, out: Sequence[int] = (),
             offsets: dict[int, tuple[int, int]] | None = None, loss_after: float = 0.0) -> None:
        """Every stamp `since` s after the verdict: slamming down into its name plate (clipped to it), then at rest (at
        once with reduced motion); none on the rows of `out` (knocked out: "OUT" stands there instead). `offsets`: the
        shaking rows'. A loss's stamp waits `loss_after` s, till the row's count has come down to what it says (look
        review 27: "Player 1 (3)" stood beside "−5 dice" as the dice left one by one)."""
        clip = surface.get_clip()
        for seat, words, size, middle, pictures in self._stamps:
            if seat in out:
                continue
            late = 0.0 if self._key[0][seat] > 0 else loss_after
            if since < late:
                continue
            t = 1.0 if reduced else (since - late - STAMP_AT) / STAMP_SLAM
            if t < 0.0:
                continue
            step = STAMP_STEPS - min(STAMP_STEPS, int(t * STAMP_STEPS))
            dx, dy = (offsets or {}).get(seat, (0, 0))
            at = (middle[0] + dx, middle[1] + dy)
            plate = self.rows[seat].name_plate.move(dx, dy)
            picture, (wx, wy) = pictures[step]
            surface.set_clip(plate.clip(clip) if clip else plate)
            placed = picture.get_rect(center=at)
            drawn.note(surface, surface.blit(picture, placed))
            surface.set_clip(clip)
            if step == 0:     # (its words in the tag, as it stands: whole, or cut where the plate's edge cuts it)
                rect = text.render(words, size, theme.TEXT, True).get_rect(center=(at[0] + wx, at[1] + wy))
                text.record_drawn(surface, words, size, rect, placed)
