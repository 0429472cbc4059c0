"""Issue 28: the win's sunburst was stair-stepped (rays drawn at half size, aliased, then blown up) and the
winner's rocket chunky (aliased polygons at 150 px). A ray's edge now runs straight to a fraction of a pixel,
and the winner's rocket's outline is smoothed (partly covered pixels all round it)."""

from __future__ import annotations

import math

import numpy as np
import pygame

from game.render import rockets
from game.render.celebration import RAYS, rays_picture


def test_a_rays_edge_runs_straight_to_a_fraction_of_a_pixel():
    reach = 560
    alpha = pygame.surfarray.array_alpha(rays_picture(reach, (245, 128, 50))).astype(float)   # [x, y]
    edge = -math.pi / RAYS / 2      # the upper edge of the ray along +x: nearly level, where stairs show most
    wander = []
    for x in range(reach + 60, reach + 320, 2):
        d = x + 0.5 - reach
        expect = reach + d * math.tan(edge)                   # where the edge crosses this column (px)
        column = alpha[x, int(expect) - 8:int(expect) + 9]
        full = alpha[x, int(expect) + 12]                     # inside the ray, in this column
        assert full > 20
        inside = column.sum() / full                          # px of ray in the window: its edge's place
        wander.append(int(expect) + 9 - inside)
    xs = np.arange(len(wander), dtype=float)
    fit = np.polyval(np.polyfit(xs, wander, 2), xs)
    worst = float(np.max(np.abs(np.array(wander) - fit)))
    assert worst < 0.25, f"the ray's edge wanders {worst:.2f} px off a straight line (stairs)"


def test_a_winners_rocket_has_smooth_edges():
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    rockets.blit_rocket(surface, rockets.smooth_rocket(0, (245, 128, 50), 150, 1.0), (200, 180))   # the winner's
    alpha = pygame.surfarray.array_alpha(surface)
    drawn = alpha > 0
    inner = drawn.copy()     # the silhouette's boundary: drawn pixels with an undrawn neighbour
    inner[1:-1, 1:-1] = drawn[1:-1, 1:-1] & drawn[:-2, 1:-1] & drawn[2:, 1:-1] & drawn[1:-1, :-2] & drawn[1:-1, 2:]
    boundary = drawn & ~inner
    partial = (alpha[boundary] < 250).sum()
    assert boundary.sum() > 200 and partial > 0.6 * boundary.sum(), (int(boundary.sum()), int(partial))


def test_the_fireworks_sparks_are_round_with_smooth_edges():
    """Review 7: the fireworks were small square dots (aliased circles of 1.5-5 px). A spark is drawn round:
    round the fully covered middle of each spark, its rim's pixels are partly covered (blended with what is
    behind), as a smooth circle's are."""
    from game.render.celebration import Celebration

    celebration = Celebration((1280, 720), 0, (245, 128, 50), "Player 1 wins!", seed=3)
    for _ in range(40):                                   # the first shells have burst
        celebration.update(1 / 60)
    assert len(celebration.sparks) > 50
    with_sparks = pygame.Surface((1280, 720))
    celebration.draw(with_sparks)
    kept, celebration.sparks = celebration.sparks, []
    without = pygame.Surface((1280, 720))
    celebration.draw(without)
    a = pygame.surfarray.array3d(with_sparks).astype(int)
    b = pygame.surfarray.array3d(without).astype(int)
    changed = np.any(a != b, axis=2)
    colours = np.array(sorted({spark.colour for spark in kept} | {(255, 255, 255)}))
    drawn = a[changed]
    nearest = np.min(np.abs(drawn[:, None, :] - colours[None, :, :]).max(axis=2), axis=1)
    full = int((nearest <= 2).sum())
    blended = int((nearest > 2).sum())
    assert full > 100, full
    assert blended >= full, f"only {blended} of {full + blended} spark pixels are smoothed: aliased (square) dots"


def test_a_fast_spark_streaks_behind_its_flight_and_a_slow_one_is_a_dot():
    """Review 13: the fireworks read as sparse rings of dots. A fresh spark flies with a streak behind it (along its
    flight, none ahead of it); one that has slowed, hanging in the air, is its dot alone. Review 18 ("flat dot
    bursts"): the trail is bright near the spark and dimmer further back; a fresh spark glows."""
    from game.render.celebration import Celebration
    from game.render.flourish import Spark

    def trail(vx: float) -> tuple[int, int]:
        """How bright the spark's trail is near it and further back (row 300, the brightest channel)."""
        celebration = Celebration((1280, 720), 0, (245, 128, 50), "Player 1 wins!", seed=3)
        celebration.sparks = [Spark(600.0, 300.0, vx, 0.0, (255, 255, 255), 1.0)]
        picture = pygame.Surface((1280, 720))
        celebration.draw(picture)
        row = pygame.surfarray.array3d(picture)[:, 300].astype(int)
        return int(row[588].max()), int(row[570].max())

    def changed(vx: float) -> set[int]:
        """The columns of row 300 the spark changed (drawn over the picture without it)."""
        celebration = Celebration((1280, 720), 0, (245, 128, 50), "Player 1 wins!", seed=3)
        pictures = []
        for sparks in ([], [Spark(600.0, 300.0, vx, 0.0, (255, 255, 255), 1.0)]):
            celebration.sparks = sparks
            picture = pygame.Surface((1280, 720))
            celebration.draw(picture)
            pictures.append(pygame.surfarray.array3d(picture)[:, 300].astype(int))
        return {x for x in range(1280) if abs(pictures[0][x] - pictures[1][x]).max() > 12}

    fast, slow = changed(250.0), changed(10.0)
    near, far = trail(250.0)
    assert near > far + 20, (near, far)
    assert set(range(585, 596)) <= fast and not {x for x in fast if x > 609}, sorted(fast)   # (its dot: 6 px, glow)
    assert not {x for x in slow if x < 591}, sorted(slow)   # (its dot and, fresh, its glow: look review 18)


def test_the_winners_points_count_up_and_stand_still_with_reduced_motion():
    """Look review 22: no score count-up. The points count up from when they come in to the total; with reduced
    motion the total shows at once."""
    from game.render.celebration import CLIMB, COUNT, Celebration

    def say(figure):
        return f"{figure} points"

    counting = Celebration((1280, 720), 0, (245, 128, 50), "Player 1 wins!", "234 points", count=(234, say))
    counting.update(CLIMB + COUNT / 3)
    middle = int(counting.points_line().split()[0])
    counting.update(COUNT)
    assert 0 < middle < 234 and counting.points_line() == "234 points", middle
    calm = Celebration((1280, 720), 0, (245, 128, 50), "Player 1 wins!", "234 points", count=(234, say),
                       reduced_motion=True)
    calm.update(0.1)
    assert calm.points_line() == "234 points"
