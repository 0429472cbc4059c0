"""Bluff's loss across the screen (look review 13: "a single red die with an x plus red text in the bottom panel is
all there is"). As the verdict falls, the loser's row flashes red and shakes, its lost die lifts, spins and falls out of
the row, fading (`reveal_rows.draw_leaving`), and a ribbon over the loser's name says who lost ("Player 1 loses one
die") in the look of a loss (a bust's ribbon: white words on deep red, `flourish.ribbon_picture`); it covers no die
(review 15: across the table it hid part of the count). Then the round goes on.

Everything follows from the time since the verdict (nothing kept from frame to frame); the ribbon's picture is made
during the count-up, before the verdict's frame (`warm`). With reduced motion nothing shakes, unrolls or falls: the
loser's frame turns red, the ribbon stands in place, the die turns red and fades where it stands.

    beat = LossBeat(rows, area, strip)                       # strip: the verdict's, under the rows
    beat.warm(result, names, part)                           # in two count-up frames: the ribbon's picture
    offset = beat.shake(surface, row, since, reduced)          # the loser's row, before its falling die is drawn
    beat.draw(surface, show, names, since, reduced)          # the red frames and the ribbon, over everything
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render import drawn, text, text_lines, theme
from game.render.flourish import LOSS_BODY, ribbon_picture
from game.render.surface_cache import surface_cache
from game.rules.bluff import DoubtResult
from game.scenes.bluff import words as bluff_words
from game.scenes.bluff.seat_cards import PANEL_RADIUS
from game.words import _, ngettext

RIBBON_FROM = 0.05     # s after the verdict: the ribbon starts to unroll (as the lost die lifts)
SWEEP = 0.18           # s to unroll down into its place, and again to roll back up
RIBBON_UNTIL = 2.6     # s after the verdict: it has swept out (the verdict's lines stand on below)
FLASH = 0.6            # s: the loser's frame flashes red three times, then stays red while the ribbon shows
SHAKE = 0.4            # s the loser's row shakes
SHAKE_PX = 5
RIBBON_SIZE = 56       # the ribbon's words, a banner's (smaller where the room over the loser's dice is smaller)


def loss_words(result: DoubtResult, names: Sequence[str]) -> str | None:
    """What the ribbon says: who lost ("Player 1 loses one die"), or how many seats lost a die (an exact bid hits
    everyone); None when nobody lost."""
    losers = [seat for seat, change in enumerate(result.changes) if change < 0]
    if not losers:
        return None
    if len(losers) == 1:
        seat = losers[0]
        return _("{name} loses {dice}").format(name=names[seat], dice=bluff_words.dice(-result.changes[seat]))
    return ngettext("{count} player loses one die", "{count} players lose one die each", len(losers)).format(
        count=len(losers))


@surface_cache(max_mib=2)
def ribbon(label: str, width: int, size: int = RIBBON_SIZE) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The loss ribbon with `label` on it, at most `width` wide, its words at most `size`: (picture, type size, where
    the words lie on it)."""
    return ribbon_picture(label, theme.TEXT, theme.DANGER, size, width, tone=LOSS_BODY)


class LossBeat:
    """The loss's beat over the reveal's rows (`rows`: the seats' `SeatRow`s, `area`: where they stand)."""

    def __init__(self, rows: Sequence, area: pygame.Rect, strip: pygame.Rect | None = None) -> None:
        self.rows = list(rows)
        self.area = pygame.Rect(area)
        below = pygame.Rect(area.left, area.bottom + 8, area.width, 140)
        self.strip = pygame.Rect(strip) if strip is not None else below     # the verdict's strip under the rows

    def losers(self, result: DoubtResult) -> list[int]:
        return [seat for seat, change in enumerate(result.changes) if change < 0]

    def room(self, result: DoubtResult, names: Sequence[str]) -> pygame.Rect:
        """Where the ribbon may lie, no die in it: beside the loser's name (after it, to the row's right edge), from the
        row above's dice (or the status line's bottom: the header's count stays read) down to its own dice; with
        several losers, in the verdict's strip under the rows, over the doubt and its count (`overlays.draw_verdict`'s
        left part: the verdict's lines on its right stay read)."""
        losers = self.losers(result)
        if len(losers) == 1:
            row = self.rows[losers[0]]
            above = [other.slots[0].bottom for other in self.rows
                     if other.slots[0].bottom <= row.frame.top and other.frame.left < row.frame.right
                     and other.frame.right > row.frame.left]
            top = max(above, default=self.area.top - 12) + 4
            left = row.header.left + 28 + text.width_of(names[losers[0]] + " (5)", text.LABEL) + 6  # (reveal_rows.draw_frame)
            left = min(left, row.frame.centerx - 60)
            return pygame.Rect(left, top, row.frame.right + 10 - left, row.slots[0].top - 6 - top)
        strip = self.strip.inflate(-16, -12)       # over the doubt and its count (the verdict's lines say the count)
        return pygame.Rect(strip.left, strip.top, min(strip.width, 32 + min(420, (strip.width + 16) * 2 // 5)),
                           strip.height)

    def _size(self, result: DoubtResult, names: Sequence[str], label: str) -> int:
        """The largest words (at most `RIBBON_SIZE`) whose ribbon fits its room's height (its picture: words + 22 px)."""
        room = self.room(result, names)
        for size in range(RIBBON_SIZE, text.LABEL, -4):
            fitted = text.fitting_size(label, size, room.width - 20 - 90, bold=True)     # (ribbon_picture's)
            if text.render(label, fitted, theme.TEXT, True).get_height() + 22 <= room.height:
                return size
        return text.LABEL

    def _ribbon(self, result: DoubtResult, names: Sequence[str], label: str) -> tuple[pygame.Surface, int, pygame.Rect]:
        return ribbon(label, self.room(result, names).width - 20, self._size(result, names, label))

    def ribbon_rect(self, result: DoubtResult, names: Sequence[str]) -> pygame.Rect | None:
        """Where the ribbon stands once swept in (None: nobody lost): centred in its `room`."""
        label = loss_words(result, names)
        if label is None:
            return None
        picture = self._ribbon(result, names, label)[0]
        placed = picture.get_rect(center=self.room(result, names).center)
        return placed

    def warm(self, result: DoubtResult, names: Sequence[str], part: int) -> None:
        """Make the ribbon's picture ahead, in two count-up frames (~0.2 and ~0.5 ms), not in the frames of the
        verdict: `part` 0 its words, 1 the ribbon."""
        label = loss_words(result, names)
        if label is None:
            return
        if part == 0:
            size = text.fitting_size(label, self._size(result, names, label), self.room(result, names).width - 20 - 90, bold=True)
            text.render(label, size, (0, 0, 0), True)        # (its shadow; its words were made in `_size`)
        else:
            self._ribbon(result, names, label)

    def shake(self, surface: pygame.Surface, seat: int, since: float, reduced: bool) -> tuple[int, int]:
        """Seat `seat`'s row shakes as the verdict falls: its pixels (frame and all) moved in place, within a margin
        round it that never reaches the next row. Returns the offset ((0, 0) once still, and with reduced motion)."""
        if reduced or not 0.0 <= since < SHAKE:
            return 0, 0
        fade = 1.0 - since / SHAKE
        dx, dy = round(SHAKE_PX * fade * math.sin(since * 70)), round(2 * fade * math.cos(since * 53))
        area = self.rows[seat].frame.inflate(2 * SHAKE_PX + 2, 2 * SHAKE_PX + 2)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        surface.scroll(dx, dy)
        surface.set_clip(clip)
        drawn.note(surface, area)
        return dx, dy

    def draw(self, surface: pygame.Surface, result: DoubtResult, names: Sequence[str], since: float,
             reduced: bool, offsets: dict[int, tuple[int, int]] | None = None) -> None:
        """The losers' frames red (flashing, then steady while the ribbon shows) and the ribbon across the table."""
        if since < 0.0 or since >= RIBBON_UNTIL:
            return
        lit = reduced or since >= FLASH or int(since / FLASH * 6) % 2 == 0
        for seat in self.losers(result):
            if lit:
                dx, dy = (offsets or {}).get(seat, (0, 0))
                frame = self.rows[seat].frame.move(dx, dy)
                if since < FLASH and not reduced:
                    glow = _glow(frame.size)
                    surface.blit(glow, frame)
                drawn.note(surface, pygame.draw.rect(surface, theme.DANGER, frame, 4, border_radius=PANEL_RADIUS))
        label = loss_words(result, names)
        if label is None or since < RIBBON_FROM:
            return
        picture, size, words = self._ribbon(result, names, label)
        room = self.room(result, names)
        placed = picture.get_rect(center=room.center)
        if not reduced:
            into = (since - RIBBON_FROM) / SWEEP
            out = (since - (RIBBON_UNTIL - SWEEP)) / SWEEP
            # it unrolls down from its top edge into place, easing out, and rolls back up (over no other name)
            if into < 1.0:
                placed.y -= round(placed.height * (1 - into) ** 2)
            elif out > 0.0:
                placed.y -= round(placed.height * out * out)
        lane = picture.get_rect(center=room.center)        # (what shows of it: its place, unrolled into)
        clip = surface.get_clip()
        surface.set_clip(lane.clip(clip) if clip else lane)
        shown = surface.blit(picture, placed)
        surface.set_clip(clip)
        drawn.note(surface, shown)
        body = placed.inflate(-2 * (placed.height // 3), -8).clip(lane)
        text_lines.hide(surface, body)             # the ribbon covers what lies under it
        if lane.contains(words.move(placed.topleft)):
            text.record_drawn(surface, label, size, words.move(placed.topleft), lane)


@surface_cache(max_mib=2)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A red glow inside a row's frame, along its edge, 6 px deep (off the name; kept per size)."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(6):
        pygame.draw.rect(glow, (*theme.DANGER, 90 - 14 * k), glow.get_rect().inflate(-2 * k, -2 * k), 1,
                         border_radius=max(2, PANEL_RADIUS - k))
    return glow
