"""The statistics' histogram as drawn: bars of one width, one gap apart."""

from __future__ import annotations

import numpy
import pygame

from game.scenes.stats import charts


def test_the_histograms_bars_are_one_width_and_one_gap_apart_inside_the_chart():
    # look review 21: "histogram bars have uneven widths and abut or overlap near 200-260" (each bar's fractional
    # place and width rounded on its own). 30 bins over a chart 571 px wide: no whole number of px a bin
    rect = pygame.Rect(20, 10, 587, 200)
    surface = pygame.Surface((640, 240))
    shares = [0.02 + 0.01 * (i % 7) for i in range(30)]
    charts.draw_histogram(surface, rect, list(range(100, 401, 10)), shares, None, (200, 120, 60))
    row = pygame.surfarray.array3d(surface)[:, rect.bottom - 44 - 2].sum(axis=1) > 0   # just over the chart's base
    changes = numpy.flatnonzero(numpy.diff(row.astype(int))) + 1
    starts, ends = changes[::2], changes[1::2]
    widths, gaps = set(ends - starts), set(starts[1:] - ends[:-1])
    assert len(starts) == 30 and len(widths) == 1 and gaps == {charts.BAR_GAP}, (len(starts), widths, gaps)
    assert rect.left <= starts[0] and ends[-1] <= rect.right
    assert abs((starts[0] - rect.left) - (rect.right - ends[-1])) <= 2      # centred in the chart
