"""The verdict as an event over the whole table (look review 21: "elimination is a small 'The bid holds!' ribbon plus
one red line inside the bottom panel. The loss does not land"; its change 1: "a table-wide red flash or shake, the
loser's panel collapses, a large ribbon over the table").

- As the verdict falls, the candle gutters: a dark warm shadow runs in from the screen's edges and dies away (`PULSE`),
  as the loser's row shakes and its lost dice go (`loss_beat`). It keeps `EDGE` px from the edges: short of every die
  and name. (Look review 26: a red tint over a red table left red no danger; red is the loss's ribbon's alone.)
- Once the last lost die has gone (`reveal.LEAVE_SECONDS`: while they go nothing covers a die of the count), the loss
  in one line ("Player 1 is out!", "CPU 3 loses one die!": `words.Verdict.event`) drops onto a big loss ribbon in the
  look of the verdict's ("The bid holds!": white words on deep red between danger-red rims; look review 25: an ivory
  ribbon was a style used nowhere else) over the table, clear of the losers' rows (a knock-out's emptied tray first,
  gone cold grey: the red reads on it), and the edges
  darken again while it lands (`GLOW`). It stands `STAND` s, then fades: the count's dice show whole again before
  the next round.

With reduced motion nothing pulses, drops or fades: the ribbon stands, then goes. Its pictures are kept by the table's
loss beat and made during the count-up (`warm`, one part a frame), none in the verdict's frames.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import drawn, text, text_lines, theme
from game.render.flourish import LOSS_BODY, ribbon_picture
from game.scenes.bluff.reveal import LEAVE_SECONDS

EDGE = 36             # px the dark pulse reaches in from the screen's edges (the first die stands 38 px in)
SHADE = (12, 6, 2)    # its colour: the table's dark, warm (never red: red is the loss's ribbon)
PULSE = (0.25, 0.5)   # s the verdict's pulse stands (as the loser's frame flashes), then s it takes to die away
PULSE_ALPHA = 215     # its strength at the edge, at first
AT = LEAVE_SECONDS    # s after the verdict: the loss's ribbon slams down over the table
SLAM = 0.15           # s it takes to drop into place ...
FALL = 40             # ... from this many px over it
GLOW = (0.7, 0.4)     # s the edges stay red as it lands, then s they take to go dark
STAND = 2.0           # s it stands over the table ...
FADE = 0.3            # ... then fades in this long
SIZE = text.TITLE     # its words, at most
SIZES = (SIZE, 62, 54)  # ... and smaller where it would not stand clear of the dice (`VerdictEvent.choose`)
AIR = 12              # px kept between it and a loser's row
RING = 5              # px a counted die's ring stands out of its square (`reveal_rows.RING`)
DROP = 6              # px of its shadow under it (`flourish.ribbon_plate`'s; it may fall on a ring)
LEAST = 0.55          # of the table's width: the ribbon at least (a banner across it)
WARM = 2              # the count-up frames its picture is made in (`warm`)


def edge_strength(since: float, reduced: bool) -> float:
    """0..1: how dark the screen's edges are `since` s after the verdict (never with reduced motion)."""
    if reduced or since < 0.0:
        return 0.0
    if since < PULSE[0] + PULSE[1]:
        return min(1.0, 1.0 - (since - PULSE[0]) / PULSE[1])
    landed = since - AT
    if 0.0 <= landed < GLOW[0]:
        return 1.0
    return max(0.0, 1.0 - (landed - GLOW[0]) / GLOW[1]) if landed >= 0.0 else 0.0


def plaque_alpha(since: float, reduced: bool) -> float:
    """0..1: how much the ribbon over the table shows (0 before `AT` and once it has gone)."""
    shown = since - AT
    if shown < 0.0 or shown >= STAND + (0.0 if reduced else FADE):
        return 0.0
    return 1.0 if reduced or shown < STAND else 1.0 - (shown - STAND) / FADE


def edge_strips(size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The pulse's pictures for a screen of `size`: a dark band fading inward along each edge (top, bottom, left,
    right), with where it goes at its height. It dies away by sliding out past the edge (no alpha of its own to blend:
    ~0.05 ms a frame at its height, less as it goes, where fading it by its alpha took ~0.1 ms)."""
    w, h = size
    across = pygame.Surface((1, EDGE), pygame.SRCALPHA)
    for y in range(EDGE):
        across.set_at((0, y), (*SHADE, round(PULSE_ALPHA * (1.0 - y / EDGE) ** 1.6)))
    top = pygame.transform.scale(across, (w, EDGE))
    side = pygame.transform.scale(pygame.transform.rotate(across, 90), (EDGE, h - 2 * EDGE))   # (its edge on the left)
    return [(top, (0, 0)), (pygame.transform.flip(top, False, True), (0, h - EDGE)),
            (side, (0, EDGE)), (pygame.transform.flip(side, True, False), (w - EDGE, EDGE))]


class VerdictEvent:
    """The loss's event over the table's rows (`area`; `dice`: every die's square in them), for one table."""

    def __init__(self, area: pygame.Rect, dice: Sequence[pygame.Rect],
                 screen: tuple[int, int] = theme.LOGICAL_SIZE, names: Sequence[pygame.Rect] = ()) -> None:
        self.area = pygame.Rect(area)
        self.dice = [slot.inflate(2 * RING, 2 * RING) for slot in dice]   # every die's place, its count's ring round it
        self.names = [pygame.Rect(name) for name in names]     # every seat's name line (its header)
        self.edges = edge_strips(screen)         # (~0.2 ms, with the table)
        self._key: tuple = ()                  # (the label, the losers' rows) what follows is for
        self._chosen: tuple[int, int, tuple[int, int]] | None = None    # its words' size, least width, middle
        self._picture: pygame.Surface | None = None
        self._words: tuple[int, pygame.Rect] = (SIZE, pygame.Rect(0, 0, 0, 0))   # its type size, where they lie on it
        self._place = pygame.Rect(0, 0, 0, 0)      # where it stands

    def warm(self, label: str, losers: Sequence[pygame.Rect], part: int, emptied: Sequence[pygame.Rect] = ()) -> None:
        """Make the ribbon for `label` ahead (`losers`: the losers' rows; `emptied`: the trays of those knocked out, no
        die left on them), in two count-up frames (~0.3 ms each): `part` 0 its size and place (`choose`), 1 its
        picture."""
        key = (label, tuple(map(tuple, losers)), tuple(map(tuple, emptied)))
        if key != self._key:
            self._key, self._chosen, self._picture = key, None, None
        if not label:
            return
        if part == 0 and self._chosen is None:
            self._chosen = self.choose(label, losers, emptied)
        elif part == 1 and self._chosen is not None and self._picture is None:
            size, least, middle = self._chosen
            picture, fitted, words = ribbon_picture(label, theme.TEXT, theme.DANGER, size, self.area.width - 2 * AIR,
                                                    tone=LOSS_BODY, least=least)     # (the verdict's ribbon's look)
            self._picture, self._words = picture, (fitted, words)
            self._place = picture.get_rect(topleft=(middle[0] - picture.get_width() // 2,
                                                    middle[1] - (picture.get_height() - DROP) // 2))

    def choose(self, label: str, losers: Sequence[pygame.Rect], emptied: Sequence[pygame.Rect] = ()
               ) -> tuple[int, int, tuple[int, int]]:
        """The ribbon's words' size, its least width and where its middle stands: over the table, clear of the losers'
        rows (`AIR` round them), of every seat's name (look review 23: "Player 1 is out!" covered CPU 6's header, the
        owner of stars 7 and 8) and of every die and its ring (review 15 found a ribbon hiding dice of the count), as
        near the middle as it can be (`lanes`): a banner across the table where that stands clear, else as long as its
        words, else with smaller words (`SIZES`: three seats' larger dice leave less room between their rows). A tray
        `emptied` (a seat knocked out: its dice gone) is room for it. Where none stands clear, where it covers the
        fewest dice, then the least of the names."""
        lost = [frame for frame in losers if not any(tray.colliderect(frame) for tray in emptied)]
        dice = [die for die in self.dice if not any(tray.contains(die) for tray in emptied)]
        keep = [frame.inflate(2 * AIR, 2 * AIR) for frame in lost] + dice + self.names
        width = self.area.width - 2 * AIR
        tries = [(size, least) for size in SIZES for least in (round(LEAST * self.area.width), 0)]
        best: tuple[tuple, tuple[int, int, tuple[int, int]]] | None = None
        for size, least in tries:
            fitted = text.fitting_size(label, size, width - 90, bold=True)      # (as `ribbon_picture` sets its words)
            plate = pygame.Rect(0, 0, min(width, max(least, text.width_of(label, fitted, True) + 90)),
                                text.render(label, fitted, theme.TEXT, True).get_height() + 22)   # (its shadow left out)
            lanes = self.lanes(plate, [tray.inflate(-2 * AIR, -2 * AIR) for tray in emptied])
            clear = next((spot for spot in lanes if spot.collidelist(keep) == -1), None)
            if clear is not None:
                return size, least, clear.center
            for spot in lanes[:1] if best is not None else lanes:
                cost = (len(spot.collidelistall(dice)), sum(spot.clip(name).width * spot.clip(name).height
                                                            for name in self.names))
                if best is None or cost < best[0]:
                    best = (cost, (size, least, spot.center))
        return best[1] if best is not None else (*tries[0], self.area.center)

    def lanes(self, plate: pygame.Rect, trays: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
        """Where a ribbon `plate` may stand over the table, nearest its middle first: centred on the air between two
        bands of dice (or on a band, beside its dice: one column of rows), in the middle, at the left or at the right,
        after the middle of each of `trays` (emptied: their dice gone) (~0.1 ms: the dice stand in rows, no search
        needed)."""
        area = self.area
        mids = [plate.move(tray.centerx - plate.width // 2, tray.centery - plate.height // 2) for tray in trays]
        bands = sorted({(die.top, die.bottom) for die in self.dice})
        ys = [(top + bottom) // 2 for top, bottom in bands]
        ys += [(upper[1] + lower[0]) // 2 for upper, lower in zip(bands, bands[1:], strict=False)]
        xs = (area.centerx, area.left + AIR + plate.width // 2, area.right - AIR - plate.width // 2)
        spots = [plate.move(x - plate.width // 2, y - plate.height // 2) for y in ys for x in xs]
        inside = [spot for spot in spots if area.contains(spot)]
        ordered = sorted(inside, key=lambda spot: 2 * abs(spot.centery - area.centery) + abs(spot.centerx - area.centerx))
        return [spot for spot in mids if area.contains(spot)] + ordered     # (an emptied tray first: it is the loss's)

    def ready(self, label: str, losers: Sequence[pygame.Rect], emptied: Sequence[pygame.Rect] = ()
              ) -> tuple[pygame.Surface, pygame.Rect]:
        """The ribbon saying `label` and where it stands, made now where not made ahead."""
        for part in range(WARM):
            self.warm(label, losers, part, emptied)
        assert self._picture is not None
        return self._picture, self._place

    def draw(self, surface: pygame.Surface, label: str, losers: Sequence[pygame.Rect], since: float,
             reduced: bool, emptied: Sequence[pygame.Rect] = ()) -> None:
        """The pulse at the screen's edges, then the ribbon over the table (`since`: s after the verdict)."""
        off = round(EDGE * (1.0 - edge_strength(since, reduced)))    # (pushed out past the edge as it dies away: its
        if off < EDGE:                                                # weaker inner part is left, and fewer pixels)
            for (picture, (x, y)), (dx, dy) in zip(self.edges, ((0, -1), (0, 1), (-1, 0), (1, 0)), strict=True):
                drawn.note(surface, surface.blit(picture, (x + dx * off, y + dy * off)))
        alpha = plaque_alpha(since, reduced) if label else 0.0
        if alpha <= 0.0:
            return
        picture, place = self.ready(label, losers, emptied)
        into = 1.0 if reduced else min(1.0, (since - AT) / SLAM)
        alpha *= min(1.0, 0.35 + into)                  # it drops into place from over it, easing out, as it shows
        at = place.move(0, -round(FALL * (1.0 - into) ** 2))
        if alpha < 1.0:
            picture.set_alpha(round(255 * alpha))
        shown = drawn.note(surface, surface.blit(picture, at))
        picture.set_alpha(255)
        text_lines.hide(surface, shown)           # the ribbon covers what lies under it
        if into >= 1.0 and alpha >= 1.0:
            size, words = self._words
            text.record_drawn(surface, label, size, words.move(place.topleft), place)
