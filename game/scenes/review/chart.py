"""The review's chart: turn by turn, what the reference would average from there, and the score made.

Drawn with pygame only (it must open at once). For points: bars of the score so far at each turn's
start (the seat's colour), a line of the reference's expected final from there (ACCENT, a dot per
turn), a dashed line at the final score. For rounds (solo 10000): the line is the expected number of
rounds the whole game takes from each turn's start, the dashed line the rounds it took, and the bars the
banked total as a share of the limit (read on the right-hand scale).
"""

from __future__ import annotations

import math

import pygame

from game.render import text, theme
from game.render.panel import translucent
from game.scenes.review import words
from game.words import _, number

STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
LEFT, RIGHT, TOP, BOTTOM = 78, 24, 60, 40
SCALE_RIGHT = 100  # px right of the plot for the second scale (10000's banked total: 0 to the limit)
TICKS = 42        # type size of the scales' numbers: values, 13 px at 800x450
TICK_ROOM = 46    # px a number of the bottom scale takes, with a gap
SOLID = (215, 0.22)   # the bars' (opacity, lift toward white): the score, 10000's banked total alike, as their scale reads
LONG = 16         # turns: a longer game's bars join into one stepped area, its line has no dots (look review 15: a
                  # 45-turn 10000 game's 45 bars, 45 dots and a line read crowded, worst at 800x450)


def nice_range(low: float, high: float, ticks: int = 5) -> tuple[float, float, float]:
    """(first tick, last tick, step) covering low..high with at most `ticks` + 1 ticks."""
    span = max(1e-9, high - low)
    step = next((s for s in STEPS if span / s <= ticks), STEPS[-1] * math.ceil(span / (STEPS[-1] * ticks)))
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


class Chart:
    """Places turns and values in a rect; `draw` paints; `turn_at(pos)` maps a click to a turn."""

    def __init__(self, rect: pygame.Rect, review, colour, banked: list[float] | None = None,
                 limit: float | None = None) -> None:
        self.rect = rect
        self.review = review
        self.colour = colour
        right = RIGHT + (SCALE_RIGHT if banked is not None and limit else 0)
        self.plot = pygame.Rect(rect.left + LEFT, rect.top + TOP, rect.width - LEFT - right,
                                rect.height - TOP - BOTTOM)
        turns = review.turns
        self.count = len(turns)
        self.values = [t.value for t in turns]
        self.scores = [t.score for t in turns]
        self.final = review.final
        self.banked = banked
        self.limit = limit
        points = [v for v in self.values if v is not None] + [review.start_value]
        if review.unit == "points":
            points += self.scores
        if self.final is not None:
            points.append(self.final)
        low = 0.0   # both scales from 0 (a rounds scale that started at 10 read wrong beside the points: look review 11)
        self.low, self.high, self.step = nice_range(low, max(points) if points else 1.0, ticks=4)

    # ------------------------------------------------------------------ placing
    def x(self, index: float) -> float:
        """Turn `index` (0 = the first turn's start; count = the end, half a slot further apart: a total, not a turn)."""
        return self.plot.left + self.plot.width * (index + 0.5 + 0.5 * (index >= self.count)) / (self.count + 1.5)

    def y(self, value: float) -> float:
        share = (value - self.low) / max(1e-9, self.high - self.low)
        return self.plot.bottom - share * self.plot.height

    def turn_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        slot = (pos[0] - self.plot.left) / self.plot.width * (self.count + 1.5) - 0.5
        index = round(slot)
        return index if 0 <= index < self.count else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, selected: int | None) -> None:
        self._axes(surface)
        slot = self.plot.width / (self.count + 1.5)
        bar_width = max(3, int(slot * 0.55))
        if selected is not None:
            column = pygame.Rect(0, self.plot.top, max(bar_width + 8, int(slot)), self.plot.height)
            column.centerx = round(self.x(selected))
            translucent(surface, column, theme.SELECTED, 50)
            pygame.draw.rect(surface, theme.SELECTED, column, 1)
        self._bars(surface, bar_width)
        if self.final is not None:
            self._dashed(surface, self.y(self.final), theme.TEXT_DIM)   # (not gold: gold is for rewards)
        line = [(self.x(i), self.y(v)) for i, v in enumerate(self.values) if v is not None]
        if self.final is not None and line:
            line.append((self.x(self.count), self.y(self.final)))
        if len(line) >= 2:   # on a dark halo: it reads over the bars (look review 16: 10000's line over its area)
            for point in line:
                pygame.draw.circle(surface, theme.SPACE, point, 4)
            pygame.draw.lines(surface, theme.SPACE, False, line, 7)
            pygame.draw.lines(surface, theme.ACCENT, False, line, 3)
        dot = 4 if self.count <= LONG else 0   # a long game's dots would hide its line
        for point in (line[:-1] if self.final is not None else line) if dot else ():
            pygame.draw.circle(surface, theme.SPACE, point, dot + 1)
            pygame.draw.circle(surface, theme.ACCENT, point, dot)
        if self.final is not None:   # over the line of perfect play, on a plate
            label = words.final(self.final)
            y = round(self.y(self.final))
            # under the dashed line at the left (the first turns' bars are low, the line of perfect play runs
            # above the final score), on a plate where a bar reaches it
            below = self.plot.bottom - y > text.line_height(text.LABEL) + 4
            sides = [{"topleft": (self.plot.left + 8, y + 3)}, {"bottomleft": (self.plot.left + 8, y - 3)}]
            if not below:
                sides.reverse()
            image = text.render(label, text.LABEL, theme.TEXT)
            where = clear_side(image.get_rect(), sides, line, self.bar_tops())
            plate = image.get_rect(**where).inflate(10, 0)
            translucent(surface, plate, theme.PANEL, 200)
            text.draw(surface, label, text.LABEL, theme.TEXT, **where)
        self._legend(surface)

    def _axes(self, surface: pygame.Surface) -> None:
        # two scales (10000: rounds at the left, points at the right): each in its line's or bars' colour, with its
        # axis drawn (look review 16: "the two-axis chart is hard to read"); one scale: quiet grey
        two = self.banked is not None and bool(self.limit) and self.review.unit != "points"
        ink = theme.ACCENT if two else theme.TEXT_DIM
        value = self.low
        while value <= self.high + 1e-9:
            y = round(self.y(value))
            pygame.draw.line(surface, theme.SPACE_LIGHT, (self.plot.left, y), (self.plot.right, y), 1)
            text.draw(surface, f"{value:g}", TICKS, ink, midright=(self.plot.left - 8, y))
            value += self.step
        if two:
            pygame.draw.line(surface, ink, self.plot.topleft, self.plot.bottomleft, 2)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.plot.bottomleft, self.plot.bottomright, 2)
        slot = self.plot.width / (self.count + 1.5)
        every = max(1, math.ceil(TICK_ROOM / slot))
        final = _(words.LEGEND_FINAL)
        # "Final" under the last bar (a slot and a half after the last turn's), unless the turn numbers are thinned
        # out or it would touch the last one; every turn keeps its number
        last = text.width_of(str(self.count), TICKS) / 2
        show_final = every == 1 and last + text.width_of(final, text.LABEL) / 2 + 10 < 1.5 * slot
        for index in range(0, self.count, every):
            text.draw(surface, str(index + 1), TICKS, theme.TEXT_DIM, midtop=(round(self.x(index)), self.plot.bottom + 1))
        if show_final:
            text.draw(surface, final, text.LABEL, theme.TEXT_DIM, midtop=(round(self.x(self.count)), self.plot.bottom + 4))

    def bar_tops(self) -> list[tuple[pygame.Rect, int]]:
        """Each bar's column (as wide as a bar, or its whole slot in a long game's area) and its top."""
        slot = self.plot.width / (self.count + 1.5)
        width = max(3, int(slot * 0.55))
        tops = []
        if self.review.unit == "points":
            heights = [(i, round(self.y(s))) for i, s in enumerate(self.scores)]
            if self.final is not None:
                heights.append((self.count, round(self.y(self.final))))
        elif self.banked is not None and self.limit:
            heights = [(i, self.plot.bottom - round(self.plot.height * min(1.0, total / self.limit)))
                       for i, total in enumerate(self.banked)]
        else:
            return []
        for index, top in heights:
            if self.count > LONG and index < self.count:   # the slot's whole width: the columns join into one area
                left, right = round(self.x(index) - slot / 2), round(self.x(index) + slot / 2)
                column = pygame.Rect(left, top, right - left, self.plot.bottom - top)
            else:
                column = pygame.Rect(0, top, width, self.plot.bottom - top)
                column.centerx = round(self.x(index))
            tops.append((column, top))
        return tops

    def _bars(self, surface: pygame.Surface, width: int) -> None:
        if self.banked is not None and self.limit and self.review.unit != "points":
            self._scale_right(surface)
        tops = self.bar_tops()
        if self.count > LONG:    # one stepped area under a lit edge
            edge = pygame.Color(self.colour).lerp((255, 255, 255), 0.5)
            for column, _top in tops:
                translucent(surface, column, tuple(pygame.Color(self.colour).lerp((255, 255, 255), SOLID[1]))[:3],
                            SOLID[0])
            steps = [point for column, top in tops if column.height > 0
                     for point in ((column.left, top), (column.right - 1, top))]
            if len(steps) >= 2:
                pygame.draw.lines(surface, edge, False, steps, 2)
            return
        for column, _top in tops:
            _bar(surface, column, self.colour, *SOLID)   # its scale's colour (review 13: paler bars read grey-brown)

    def _scale_right(self, surface: pygame.Surface) -> None:
        """10000's banked total: the right-hand scale, in the bars' colour."""
        assert self.limit
        pygame.draw.line(surface, self.colour, self.plot.topright, self.plot.bottomright, 2)   # an axis with its two ends
        for share, value in ((1.0, int(self.limit)), (0.0, 0)):
            y = round(self.plot.bottom - share * self.plot.height)
            text.draw(surface, number(value), TICKS, self.colour, midleft=(self.plot.right + 10, y))
        # the scale's unit between its ends (the left-hand scale counts rounds: the legend says so)
        text.draw(surface, _(words.POINTS), text.LABEL, self.colour, midleft=(self.plot.right + 10, self.plot.centery))

    def _dashed(self, surface: pygame.Surface, y: float, colour) -> None:
        x = self.plot.left
        while x < self.plot.right:
            pygame.draw.line(surface, colour, (x, round(y)), (min(x + 10, self.plot.right), round(y)), 2)
            x += 18

    def _legend(self, surface: pygame.Surface) -> None:
        estimated = not self.review.exact
        perfect = words.LEGEND_ROUNDS if self.review.unit == "rounds" else words.LEGEND_PERFECT
        items = [(theme.ACCENT, _(words.LEGEND_ESTIMATE if estimated else perfect), "line")]
        if self.review.unit == "points":
            items.append((self.colour, _(words.LEGEND_SCORE), "bar"))
        elif self.banked is not None and self.limit:
            items.append((self.colour, words.legend_banked(), "bar"))
        x = self.rect.left + 16
        y = self.rect.top + 20
        # the legend's type as big as the panel's width lets it be (a long language's second item ran through its
        # right border: review 13, German "Bisher gesichert")
        room = self.rect.right - 12 - x
        size = text.LABEL
        while size > text.CAPTION and sum(34 + text.width_of(label, size) for _c, label, _k in items) \
                + 28 * (len(items) - 1) > room:
            size -= 1
        for colour, label, kind in items:
            if kind == "line":
                pygame.draw.line(surface, colour, (x, y), (x + 26, y), 3)
                pygame.draw.circle(surface, colour, (x + 13, y), 4)
            else:
                swatch = pygame.Rect(x + 6, y - 8, 14, 16)
                _bar(surface, swatch, colour, *SOLID)
            drawn = text.draw(surface, label, size, theme.TEXT_DIM, midleft=(x + 34, y), box=self.rect)
            x = drawn.right + 28


def clear_side(label: pygame.Rect, sides: list[dict], line: list[tuple[float, float]],
               bars: list[tuple[pygame.Rect, int]] = ()) -> dict:
    """The first of `sides` (rect anchors for a label of `label`'s size) where the label's plate keeps off `line` (the
    line of perfect play ran through "Final 130": review 13) and off the bars (`bars`: each one's column and top; look
    review 15: "Final 45" sat on 10000's bars); else the first that keeps off the line; else the first."""
    def plate(where: dict) -> pygame.Rect:
        rect = label.copy()
        setattr(rect, *next(iter(where.items())))
        return rect.inflate(14, 4)

    def crosses(where: dict) -> bool:
        return any(plate(where).clipline(a, b) for a, b in zip(line, line[1:], strict=False))

    def on_bars(where: dict) -> bool:
        return plate(where).collidelist([column for column, _top in bars if column.height > 0]) >= 0

    return next((side for side in sides if not crosses(side) and not on_bars(side)),
                next((side for side in sides if not crosses(side)), sides[0]))


def _bar(surface: pygame.Surface, bar: pygame.Rect, colour, alpha: int, lift: float = 0.22) -> None:
    """A bar in the seat's colour lifted toward white (a plain seat colour over the navy reads muddy:
    orange turns brown), with a bright cap on top."""
    light = tuple(pygame.Color(colour).lerp((255, 255, 255), lift))[:3]
    translucent(surface, bar, light, alpha)
    if bar.height >= 3:
        pygame.draw.line(surface, pygame.Color(colour).lerp((255, 255, 255), 0.5), bar.topleft,
                         (bar.right - 1, bar.top), 2)
