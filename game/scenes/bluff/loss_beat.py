"""Bluff's loss across the screen (look review 13: "a single red die with an x plus red text in the bottom panel is
all there is"). As the verdict falls, the loser's row flashes red and shakes, its lost die lifts, spins and falls out of
the row, fading (`reveal_rows.draw_leaving`), and a ribbon across the table says who lost ("Player 1 loses one die") in
the look of a loss (a bust's ribbon: white words on deep red, `flourish.ribbon_picture`); then the round goes on.

Everything follows from the time since the verdict (nothing kept from frame to frame); the ribbon's picture is made
during the count-up, before the verdict's frame (`warm`). With reduced motion nothing shakes, sweeps or falls: the
loser's frame turns red, the ribbon stands in place, the die turns red and fades where it stands.

    beat = LossBeat(rows, area)
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

RIBBON_FROM = 0.15     # s after the verdict: the ribbon starts to sweep in (the lost die has lifted)
SWEEP = 0.2            # s to sweep in, and again to sweep out
RIBBON_UNTIL = 2.6     # s after the verdict: it has swept out (the verdict's lines stand on below)
FLASH = 0.6            # s: the loser's frame flashes red three times, then stays red while the ribbon shows
SHAKE = 0.4            # s the loser's row shakes
SHAKE_PX = 5
RIBBON_SIZE = 64       # the ribbon's words, a banner's (a row's dice strip holds the ribbon)


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
def ribbon(label: str, width: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The loss ribbon with `label` on it, at most `width` wide: (picture, type size, where the words lie on it)."""
    return ribbon_picture(label, theme.TEXT, theme.DANGER, RIBBON_SIZE, width, tone=LOSS_BODY)


class LossBeat:
    """The loss's beat over the reveal's rows (`rows`: the seats' `SeatRow`s, `area`: where they stand)."""

    def __init__(self, rows: Sequence, area: pygame.Rect) -> None:
        self.rows = list(rows)
        self.area = pygame.Rect(area)

    def losers(self, result: DoubtResult) -> list[int]:
        return [seat for seat, change in enumerate(result.changes) if change < 0]

    def lane(self, result: DoubtResult) -> tuple[int, int]:
        """Where the ribbon stands: across the table, over the dice of the row nearest the middle that holds no loser
        (the ribbon never covers a name, nor the lost die or its flashing frame)."""
        ys = sorted({row.dice.centery for row in self.rows})
        taken = {self.rows[seat].dice.centery for seat in self.losers(result)}
        free = [y for y in ys if y not in taken] or ys
        return self.area.centerx, min(free, key=lambda y: (abs(y - self.area.centery), y))

    def warm(self, result: DoubtResult, names: Sequence[str], part: int) -> None:
        """Make the ribbon's picture ahead, in two count-up frames (~0.2 and ~0.5 ms), not in the frames of the
        verdict: `part` 0 its words, 1 the ribbon."""
        label = loss_words(result, names)
        if label is None:
            return
        if part == 0:
            size = text.fitting_size(label, RIBBON_SIZE, self.area.width - 40 - 90, bold=True)   # (ribbon_picture's)
            text.render(label, size, theme.TEXT, True)
            text.render(label, size, (0, 0, 0), True)
        else:
            ribbon(label, self.area.width - 40)

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
        picture, size, words = ribbon(label, self.area.width - 40)
        centre = self.lane(result)
        placed = picture.get_rect(center=centre)
        if not reduced:
            into = (since - RIBBON_FROM) / SWEEP
            out = (since - (RIBBON_UNTIL - SWEEP)) / SWEEP
            if into < 1.0:           # sweeping in from the left, easing out
                placed.x -= round((placed.right - self.area.left + 20) * (1 - into) ** 2)
            elif out > 0.0:          # and on out to the right
                placed.x += round((self.area.right + 20 - placed.left) * out * out)
        clip = surface.get_clip()
        surface.set_clip(self.area.clip(clip) if clip else self.area)
        shown = surface.blit(picture, placed)
        surface.set_clip(clip)
        drawn.note(surface, shown)
        body = placed.inflate(-2 * (placed.height // 3), -8).clip(self.area)
        text_lines.hide(surface, body)             # the ribbon covers what lies under it
        if self.area.contains(words.move(placed.topleft)):
            text.record_drawn(surface, label, size, words.move(placed.topleft), self.area)


@surface_cache(max_mib=2)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A red glow inside a row's frame, along its edge, 6 px deep (off the name; kept per size)."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(6):
        pygame.draw.rect(glow, (*theme.DANGER, 90 - 14 * k), glow.get_rect().inflate(-2 * k, -2 * k), 1,
                         border_radius=max(2, PANEL_RADIUS - k))
    return glow
