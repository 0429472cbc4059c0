"""Bluff's loss across the screen (look review 13: "a single red die with an x plus red text in the bottom panel is
all there is"). As the verdict falls, the loser's row flashes red and shakes, its lost dice, each marked by a red
ring, shrink and fade away one after another on its felt (`reveal_rows.draw_leaving`), and the verdict's word unrolls on a ribbon (navy with
ivory edges, a result for the whole table: look review 27a; `flourish.ribbon_picture`) at the top of the verdict's strip ("The bid holds!",
"Caught bluffing!"; look review 17: over the loser's name it ran across the panel's header and border). It stays
until the next round; who lost stands under it (`overlays.draw_verdict`).

Everything follows from the time since the verdict (nothing kept from frame to frame); the ribbon's picture is made
during the count-up, before the verdict's frame (`warm`). With reduced motion nothing shakes, unrolls or falls: the
loser's frame turns red, the ribbon stands in place, the lost dice fade in their rings where they stand.

    beat = LossBeat(rows, area, strip)                       # strip: the verdict's, under the rows
    beat.warm(word, part)                                    # in two count-up frames: the ribbon's picture
    offset = beat.shake(surface, row, since, reduced)        # the loser's row, before its falling dice are drawn
    beat.draw(surface, result, word, since, reduced)         # the red frames and the ribbon, over everything
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render import drawn, table, text, text_lines, theme
from game.render.flourish import ribbon_picture
from game.render.panel import panel_picture
from game.render.surface_cache import surface_cache
from game.rules.bluff import DoubtResult
from game.scenes.bluff.overlays import BANNER_SIZE, banner_room, verdict_panel
from game.scenes.bluff.reveal import KO_SECONDS, knocked_out
from game.scenes.bluff.seat_cards import PANEL_RADIUS
from game.scenes.bluff.verdict_event import WARM as EVENT_WARM
from game.scenes.bluff.verdict_event import VerdictEvent
from game.words import _

RIBBON_FROM = 0.05     # s after the verdict: the ribbon starts to unroll (as the lost die lifts)
SWEEP = 0.18           # s to unroll down into its place, and again to roll back up
RIBBON_UNTIL = 2.6     # s after the verdict: the loser's frame stays red until then
FLASH = 0.6            # s: the loser's frame flashes red three times, then stays red while the ribbon shows
SHAKE = 0.4            # s the loser's row shakes
SHAKE_PX = 5
COOL = 0.45            # s after a knocked-out seat's lost dice have gone: its felt turns cold grey
SLAM_FROM = 0.3        # s: then "OUT" slams down across its row, in danger red, till `reveal.KO_SECONDS`
SLAM = KO_SECONDS - SLAM_FROM   # (from then on the row stands still, knocked out: its still picture)
SLAM_STEPS = 6         # kept sizes of the slam (no picture made in its frames)
COLD = 150             # the cold felt's grey, this bright (of 255; the bust's felt is greyed the same way)
VERDICT_EDGE = (238, 228, 202)   # the verdict ribbon's edges: ivory
WARM = 2 + EVENT_WARM  # count-up frames the verdict's pictures are made in (`warm`)


@surface_cache(max_mib=2)
def ribbon(label: str, width: int, size: int = BANNER_SIZE) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The verdict's ribbon with `label` on it, at most `width` wide, its words at most `size`: (picture, type size,
    where the words lie on it). Navy with ivory edges: the verdict is the table's result, not a loss (look review 27a:
    "The bid holds!" on red, red meaning two things); the loss is red where it falls (the frame, the stamp, "OUT")."""
    return ribbon_picture(label, theme.TEXT, VERDICT_EDGE, size, width, tone=theme.PANEL_RAISED)


class LossBeat:
    """The loss's beat over the reveal's rows (`rows`: the seats' `SeatRow`s, `area`: where they stand)."""

    def __init__(self, rows: Sequence, area: pygame.Rect, strip: pygame.Rect | None = None) -> None:
        self.rows = list(rows)
        self.area = pygame.Rect(area)
        below = pygame.Rect(area.left, area.bottom + 8, area.width, 150)
        self.strip = pygame.Rect(strip) if strip is not None else below     # the verdict's strip under the rows
        self.box = verdict_panel(self.strip)                                  # its panel (the view's `_verdict_rect`)
        self._knock_out: dict[tuple, tuple[pygame.Surface, list]] = {}         # (`knock_out_pictures`)
        self.event = VerdictEvent(self.area, [slot for row in self.rows for slot in row.slots],   # (`verdict_event`)
                                  names=[row.header for row in self.rows])

    def losers(self, result: DoubtResult) -> list[int]:
        return [seat for seat, change in enumerate(result.changes) if change < 0]

    def loser_rows(self, result: DoubtResult) -> list[pygame.Rect]:
        return [self.rows[seat].frame for seat in self.losers(result)]

    def emptied(self, result: DoubtResult) -> list[pygame.Rect]:
        """The trays of the seats the verdict knocks out (no die left on them: room for the loss's ribbon)."""
        return [self.rows[seat].felt for seat in self.losers(result) if knocked_out(result, seat)]

    def room(self) -> pygame.Rect:
        """Where the verdict's ribbon may lie: the top of the verdict strip's right part, inside its panel's border
        (`overlays.banner_room`): no die, no seat's header, no panel's edge under it (look review 17: over the loser's
        header it ran across the panel's border, more so in German)."""
        return banner_room(self.box)

    def _size(self, label: str) -> int:
        """The largest words (at most `BANNER_SIZE`) whose ribbon fits its room's height (its picture: words + 22 px)."""
        room = self.room()
        for size in range(BANNER_SIZE, text.LABEL, -4):
            fitted = text.fitting_size(label, size, room.width - 20 - 90, bold=True)     # (ribbon_picture's)
            if text.render(label, fitted, theme.TEXT, True).get_height() + 22 <= room.height:
                return size
        return text.LABEL

    def _ribbon(self, label: str) -> tuple[pygame.Surface, int, pygame.Rect]:
        return ribbon(label, self.room().width - 20, self._size(label))

    def ribbon_rect(self, label: str) -> pygame.Rect:
        """Where the ribbon saying `label` (the verdict's word) stands once unrolled: centred in its `room`."""
        return self._ribbon(label)[0].get_rect(center=self.room().center)

    def warm(self, show, part: int) -> None:
        """Make the verdict's pictures for `show` (a `RevealShow`) ahead, one part in each of `WARM` count-up frames
        (~0.2-0.5 ms each), not in the frames of the verdict: `part` 0 its ribbon's words, 1 the ribbon, then the
        event's ribbon over the table (`VerdictEvent.warm`)."""
        label = show.verdict.word
        if part >= 2:
            self.event.warm(show.verdict.event, self.loser_rows(show.result), part - 2, self.emptied(show.result))
        elif part == 0:
            size = text.fitting_size(label, self._size(label), self.room().width - 20 - 90, bold=True)
            text.render(label, size, (0, 0, 0), True)        # (its shadow; its words were made in `_size`)
        else:
            self._ribbon(label)

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

    def knock_out(self, surface: pygame.Surface, row, age: float, reduced: bool, rim: int,
                  felt: tuple[int, int, int]) -> None:
        """A knocked-out seat's `row`, `age` s after its last dice have gone (look review 21: "the loss does not
        land"): its felt (in its `rim`) turns cold grey, then "OUT" slams down across it in danger red and stays until
        the next round. With reduced motion both stand at once. Kept pictures only (`knock_out_pictures`)."""
        if age < 0.0:
            return
        cold, stamps = self.knock_out_pictures(row, rim, felt)
        cold.set_alpha(255 if reduced else round(255 * min(1.0, age / COOL)))
        drawn.note(surface, surface.blit(cold, (row.felt.left - rim, row.felt.top - rim)))
        cold.set_alpha(255)
        slam = 1.0 if reduced else (age - SLAM_FROM) / SLAM
        if slam < 0.0:
            return
        step = min(SLAM_STEPS, int(slam * SLAM_STEPS))
        picture = stamps[SLAM_STEPS - step]
        drawn.note(surface, surface.blit(picture, picture.get_rect(center=row.felt.center)))
        if step >= SLAM_STEPS:
            size = out_size(row.felt.height)
            words = text.render(_("OUT"), size, theme.DANGER, True).get_rect(center=row.felt.center)
            text.record_drawn(surface, _("OUT"), size, words, row.frame)

    def knock_out_pictures(self, row, rim: int, felt: tuple[int, int, int]) -> tuple[pygame.Surface, list]:
        """A knock-out's pictures for `row`'s tray, kept by this table (made ahead, at table making: `RevealRows`):
        its cold tray and the "OUT" stamp at every size of the slam (the last at rest); its dark panel is kept with
        every panel's (`panel.panel_picture`)."""
        from game.scenes.bluff.reveal_rows import HEADER

        key = (row.felt.size, rim, felt, _("OUT"))
        if key not in self._knock_out:     # (and its dark panel: `reveal_rows.draw_frame`'s, knocked out; ~3 ms)
            panel_picture(tuple(row.frame.size), theme.SPACE, PANEL_RADIUS, 0, None, HEADER - 1)
            self._knock_out[key] = (cold_felt(row.felt.size, rim, felt),
                                    [stamp_out(row.felt.height, step) for step in range(SLAM_STEPS + 1)])
        return self._knock_out[key]

    def draw(self, surface: pygame.Surface, result: DoubtResult, verdict, since: float,
             reduced: bool, offsets: dict[int, tuple[int, int]] | None = None) -> None:
        """The event over the table (`verdict_event`: the red pulse, the loss's big ribbon), the losers' frames red
        (flashing, then steady for a while) and the verdict's word on its ribbon in its strip (it stays until the next
        round). `verdict`: the show's `words.Verdict`."""
        if since < 0.0:
            return
        label = verdict.word
        self.event.draw(surface, verdict.event, self.loser_rows(result), since, reduced, self.emptied(result))
        lit = reduced or since >= FLASH or int(since / FLASH * 6) % 2 == 0
        for seat in self.losers(result) if since < RIBBON_UNTIL else ():
            if lit:
                dx, dy = (offsets or {}).get(seat, (0, 0))
                frame = self.rows[seat].frame.move(dx, dy)
                if since < FLASH and not reduced:
                    glow = _glow(frame.size)
                    surface.blit(glow, frame)
                drawn.note(surface, pygame.draw.rect(surface, theme.DANGER, frame, 4, border_radius=PANEL_RADIUS))
        if not label or since < RIBBON_FROM:
            return
        picture, size, words = self._ribbon(label)
        room = self.room()
        placed = picture.get_rect(center=room.center)
        into = (since - RIBBON_FROM) / SWEEP
        if not reduced and into < 1.0:      # it unrolls down from its top edge into place, easing out
            placed.y -= round(placed.height * (1 - into) ** 2)
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


def cold_felt(size: tuple[int, int], rim: int, felt: tuple[int, int, int]) -> pygame.Surface:
    """The seat's tray (felt and rim) gone cold grey."""
    cold = pygame.transform.grayscale(table.table_image(size, rim, felt))
    cold.fill((COLD, COLD, COLD), special_flags=pygame.BLEND_RGB_MULT)
    return cold


def out_size(height: int) -> int:
    return max(text.LABEL, round(height * 0.5))


def stamp_out(height: int, step: int) -> pygame.Surface:
    """"OUT" in danger red on a dark plate with a double red rim, turned a little; `step` 0 its size at rest, each
    step larger (the slam: `SLAM_STEPS` down to 0)."""
    image = text.render(_("OUT"), out_size(height), theme.DANGER, True)
    w, h = image.get_width() + 48, image.get_height() + 8
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, (*theme.SPACE, 215), card.get_rect(), border_radius=10)
    pygame.draw.rect(card, (*theme.DANGER, 255), card.get_rect(), 4, border_radius=10)
    pygame.draw.rect(card, (*theme.DANGER, 170), card.get_rect().inflate(-12, -12), 2, border_radius=6)
    card.blit(image, image.get_rect(center=(w // 2, h // 2)))
    card = pygame.transform.rotozoom(card, 4.0, 1.0 + 0.12 * step)
    if step:
        card.set_alpha(round(255 * (1.0 - step / (SLAM_STEPS + 1))))
    return card


@surface_cache(max_mib=2)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A red glow inside a row's frame, along its edge, 6 px deep (off the name; kept per size)."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(6):
        pygame.draw.rect(glow, (*theme.DANGER, 90 - 14 * k), glow.get_rect().inflate(-2 * k, -2 * k), 1,
                         border_radius=max(2, PANEL_RADIUS - k))
    return glow
