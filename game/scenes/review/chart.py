"""The review's chart: turn by turn, what the reference would average from there, and the score made.

Drawn with pygame only (it must open at once). For points: bars of the score so far at each turn's
start (the seat's colour), a line of the reference's expected final from there (ACCENT, a dot per
turn), a dashed line at the final score, named in the legend ("Final 206": look review 17, the label sat on
the chart). For rounds (solo 10000) one plot alike: the line of the rounds the whole game takes from each turn's start
under perfect play, on a scale of rounds from 0, a soft area under it, and the dashed line at the rounds the game took
(look review 26: "the two stacked mini charts are cramped"; the banked points beside it had a plot of their own).
"""

from __future__ import annotations

import math

import pygame

from game.render import chart_scale, text, theme
from game.render.panel import translucent
from game.scenes.review import words
from game.words import _

LEFT, RIGHT, TOP, BOTTOM = 78, 24, 60, 40
TICKS = 42        # type size of the scales' numbers: values, 13 px at 800x450
TICK_ROOM = 46    # px a number of the bottom scale takes, with a gap
SOLID = (215, 0.22)   # the bars' (opacity, lift toward white): the score, as its scale reads
UNDER_LINE = 72       # the soft area under a line without bars (rounds): its opacity at the line
LONG = 16         # turns: a longer game's bars join into one stepped area, its line has no dots (look review 15: a
                  # 45-turn 10000 game's 45 bars, 45 dots and a line read crowded, worst at 800x450)


class Chart:
    """Places turns and values in a rect; `draw` paints; `turn_at(pos)` maps a click to a turn."""

    def __init__(self, rect: pygame.Rect, review, colour) -> None:
        self.rect = rect
        self.review = review
        self.colour = colour
        turns = review.turns
        self.count = len(turns)
        self.values = [t.value for t in turns]
        self.scores = [t.score for t in turns]
        self.final = review.final
        points = [v for v in self.values if v is not None] + [review.start_value]
        if review.unit == "points":
            points += self.scores
        if self.final is not None:
            points.append(self.final)
        low = 0.0   # from 0 (a rounds scale that started at 10 read wrong: look review 11)
        self.low, self.high, self.step = chart_scale.nice_range(low, max(points) if points else 1.0, ticks=4)
        left = max(LEFT, 20 + text.width_of(f"{self.high:g}", TICKS))   # (Triple's "2000" ran over the frame)
        self.plot = pygame.Rect(rect.left + left, rect.top + TOP, rect.width - left - RIGHT, rect.height - TOP - BOTTOM)

    # ------------------------------------------------------------------ placing
    def x(self, index: float) -> float:
        """Turn `index` (0 = the first turn's start; count = the end, half a slot further apart: a total, not a turn)."""
        return self.plot.left + self.plot.width * (index + 0.5 + 0.5 * (index >= self.count)) / (self.count + 1.5)

    def y(self, value: float) -> float:
        """Where the line's `value` is."""
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
        slot = self.plot.width / (self.count + 1.5)
        bar_width = max(3, int(slot * 0.55))
        if selected is not None:   # the chosen turn: a tint down over its number, which is lit; no outline and no
            # underline (look review 20: the bar under a short column's bar read as a stray tick; under the number
            # there is no room for it)
            top = self.plot.top
            column = pygame.Rect(0, top, max(bar_width + 8, int(slot)), self.rect.bottom - 5 - top)
            column.centerx = round(self.x(selected))
            translucent(surface, column, theme.SELECTED, 50)
        self._axes(surface, selected)
        self._bars(surface, bar_width)
        if self.final is not None:
            # (not gold: gold is for rewards); it ends half a slot past the last turn, before the Final column, where
            # the line of perfect play comes down to the final (look mid18: the two merged at the right edge)
            end = self.x(self.count - 1) + 0.5 * slot if self.count else self.plot.right
            chart_scale.dashes(surface, (self.plot.left, self.y(self.final)), round(end - self.plot.left),
                               theme.TEXT_DIM, dash=10, period=18)
        line = [(self.x(i), self.y(v)) for i, v in enumerate(self.values) if v is not None]
        if self.final is not None and line:
            line.append((self.x(self.count), self.y(self.final)))
        if len(line) >= 2 and self.review.unit != "points":   # no bars: a soft area under the line gives it body
            _area_under(surface, line, self.plot.bottom)
        if len(line) >= 2:   # on a dark halo: it reads over the bars (look review 16: 10000's line over its area)
            for point in line:
                pygame.draw.circle(surface, theme.SPACE, point, 4)
            pygame.draw.lines(surface, theme.SPACE, False, line, 7)
            pygame.draw.lines(surface, theme.ACCENT, False, line, 3)
        dot = 4 if self.count <= LONG else 0   # a long game's dots would hide its line
        for point in (line[:-1] if self.final is not None else line) if dot else ():
            pygame.draw.circle(surface, theme.SPACE, point, dot + 1)
            pygame.draw.circle(surface, theme.ACCENT, point, dot)
        self._legend(surface)

    def _axes(self, surface: pygame.Surface, selected: int | None = None) -> None:
        value = self.low   # one scale, quiet grey
        while value <= self.high + 1e-9:
            y = round(self.y(value))
            pygame.draw.line(surface, theme.SPACE_LIGHT, (self.plot.left, y), (self.plot.right, y), 1)
            text.draw(surface, f"{value:g}", TICKS, theme.TEXT_DIM, midright=(self.plot.left - 8, y))
            value += self.step
        pygame.draw.line(surface, theme.PANEL_EDGE, self.plot.bottomleft, self.plot.bottomright, 2)
        slot = self.plot.width / (self.count + 1.5)
        every = max(1, math.ceil(TICK_ROOM / slot))
        final = _(words.LEGEND_FINAL)
        # "Final" under the last bar (a slot and a half after the last turn's), unless the turn numbers are thinned
        # out or it would touch the last one; every turn keeps its number
        last = text.width_of(str(self.count), TICKS) / 2
        show_final = every == 1 and last + text.width_of(final, text.LABEL) / 2 + 10 < 1.5 * slot
        for index in self.numbered(every):
            lit = index == selected
            text.draw(surface, str(index + 1), TICKS, theme.TEXT if lit else theme.TEXT_DIM, bold=lit,
                      midtop=(round(self.x(index)), self.plot.bottom + 1))
        if show_final:
            text.draw(surface, final, text.LABEL, theme.TEXT_DIM, midtop=(round(self.x(self.count)), self.plot.bottom + 4))

    def numbered(self, every: int) -> list[int]:
        """The turns numbered under the plot: every `every`th from the first, and the last one always (review 25: the
        labels of a 45-round game stopped at 41); a thinned-out number too close to the last makes way for it."""
        shown = list(range(0, self.count, every))
        if shown and shown[-1] != self.count - 1:
            slot = self.plot.width / (self.count + 1.5)
            if (self.count - 1 - shown[-1]) * slot < TICK_ROOM:
                shown.pop()
            shown.append(self.count - 1)
        return shown

    def bar_tops(self) -> list[tuple[pygame.Rect, int]]:
        """Each bar's column (as wide as a bar, or its whole slot in a long game's area) and its top."""
        slot = self.plot.width / (self.count + 1.5)
        width = max(3, int(slot * 0.55))
        tops = []
        if self.review.unit == "points":
            heights = [(i, round(self.y(s))) for i, s in enumerate(self.scores)]
            if self.final is not None:
                heights.append((self.count, round(self.y(self.final))))
        else:
            return []
        for index, top in heights:
            if self.count > LONG:   # the slot's whole width: the columns join into one area, the total as its last
                # step (look review 21: a thin bar apart after a gap read as a glitch)
                left = round(self.x(index) - slot / 2) if index < self.count else tops[-1][0].right
                right = round(self.x(index) + slot / 2)
                column = pygame.Rect(left, top, right - left, self.plot.bottom - top)
            else:
                column = pygame.Rect(0, top, width, self.plot.bottom - top)
                column.centerx = round(self.x(index))
            tops.append((column, top))
        return tops

    def _bars(self, surface: pygame.Surface, width: int) -> None:
        tops = self.bar_tops()
        if self.count > LONG:    # one stepped area under a lit edge (its last step the total the game ended at)
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

    def _legend(self, surface: pygame.Surface) -> None:
        estimated = not self.review.exact
        perfect = words.LEGEND_ROUNDS if self.review.unit == "rounds" else words.LEGEND_PERFECT
        items = [(theme.ACCENT, _(words.LEGEND_ESTIMATE if estimated else perfect), "line")]
        if self.review.unit == "points":
            items.append((self.colour, _(words.LEGEND_SCORE), "bar"))
        if self.final is not None:   # the dashed line's name and figure (off the data: look review 17)
            items.append((theme.TEXT_DIM, words.final(self.final), "dashed"))
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
            elif kind == "dashed":
                for dash in (x, x + 16):
                    pygame.draw.line(surface, colour, (dash, y), (dash + 10, y), 2)
            else:
                swatch = pygame.Rect(x + 6, y - 8, 14, 16)
                _bar(surface, swatch, colour, *SOLID)
            drawn = text.draw(surface, label, size, theme.TEXT_DIM, midleft=(x + 34, y), box=self.rect)
            x = drawn.right + 28


def _bar(surface: pygame.Surface, bar: pygame.Rect, colour, alpha: int, lift: float = 0.22) -> None:
    """A bar in the seat's colour lifted toward white (a plain seat colour over the navy reads muddy:
    orange turns brown), with a bright cap on top."""
    light = tuple(pygame.Color(colour).lerp((255, 255, 255), lift))[:3]
    translucent(surface, bar, light, alpha)
    if bar.height >= 3:
        pygame.draw.line(surface, pygame.Color(colour).lerp((255, 255, 255), 0.5), bar.topleft,
                         (bar.right - 1, bar.top), 2)


def _area_under(surface: pygame.Surface, line: list[tuple[float, float]], bottom: int) -> None:
    """A soft area of the line's colour between it and the plot's foot, fading downwards."""
    left, right = int(line[0][0]), int(line[-1][0]) + 1
    top = int(min(y for _x, y in line))
    if right - left < 2 or bottom - top < 2:
        return
    shape = pygame.Surface((right - left, bottom - top), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (*theme.ACCENT, 255), [(x - left, y - top) for x, y in line]
                        + [(line[-1][0] - left, bottom - top), (line[0][0] - left, bottom - top)])
    fade = pygame.Surface((1, bottom - top), pygame.SRCALPHA)
    for y in range(bottom - top):
        fade.set_at((0, y), (255, 255, 255, round(UNDER_LINE * (1 - 0.7 * y / max(1, bottom - top - 1)))))
    shape.blit(pygame.transform.scale(fade, shape.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(shape, (left, top))
