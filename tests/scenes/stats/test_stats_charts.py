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
    # right of the scale's numbers (review 25), which stay inside the chart
    from game.render import text_lines

    scale = [line.rect for line in text_lines.lines_on(surface) if line.text.endswith("%")]
    assert scale and all(rect.left <= r.left and r.right < starts[0] for r in scale), (scale, starts[0])


def test_the_histogram_has_a_scale_of_the_share_of_games_its_bars_read_on():
    """Review 25: "the statistics histogram has no y-axis". Round percentages at the left, each level with its rule,
    and a bar of a known share reaches the height the scale gives that share."""
    from game.render import text_lines

    rect = pygame.Rect(20, 10, 587, 240)
    surface = pygame.Surface((640, 280))
    shares = [0.0] * 10
    shares[3], shares[6] = 0.25, 0.1
    plot = charts.draw_histogram(surface, rect, list(range(100, 201, 10)), shares, None, (200, 120, 60))
    labels = [line for line in text_lines.lines_on(surface) if line.text.endswith("%")]
    values = [float(line.text[:-1]) for line in labels]
    assert len(values) >= 2 and max(values) >= 25 and all(line.rect.right <= plot.left for line in labels), labels
    low, high = min(labels, key=lambda line: float(line.text[:-1])), max(labels, key=lambda line: float(line.text[:-1]))
    per_point = (low.rect.centery - high.rect.centery) / (float(high.text[:-1]) - float(low.text[:-1]))

    def top(bin_index: int) -> int:   # the bar's top: the first lit pixel down its middle
        x = plot.left + round((bin_index + 0.5) * plot.width / len(shares))
        return next(y for y in range(rect.top, plot.bottom) if surface.get_at((x, y))[:3] not in
                    ((0, 0, 0), tuple(charts.theme.SPACE_LIGHT)))

    for index, share in ((3, 0.25), (6, 0.1)):
        read = float(low.text[:-1]) + (low.rect.centery - top(index)) / per_point
        assert abs(read - 100 * share) <= 1.0, (index, read, share)
