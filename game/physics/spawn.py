"""How a throw starts: a cluster of up to six dice (three across, two deep) at one side of the felt,
kept clear of the dice held on the table, fanned out towards a point near the middle, each with its own
orientation, height, speed and spin drawn from the tray's rng. Tray-local pixels; sizes and speeds
per edge of the cube."""

from __future__ import annotations

import math
import random

from game.physics import cube
from game.physics.cube import Quat
from game.physics.felt import ROLL_FRICTION

THROW_REACH = (0.35, 2.1)        # of the way to the aim point: how far a die would slide on the felt
THROW_SPEED = (6.0, 24.0)        # edges/s, the slowest and fastest throw
THROW_FAN = math.radians(60.0)   # each die's own heading, within this of the aim
THROW_SPIN = 6.0                 # rad/s, the largest starting yaw spin
RELEASE_HEIGHT = (0.45, 1.07)    # edges above the felt, lowest corner
SPAWN_PITCH = 1.55               # edges between the centres of the starting cluster


Start = tuple[int, tuple[float, float], Quat, float, tuple[float, float], float]


def plan_throw(rng: random.Random, size: tuple[float, float], edge: float, dice: list[int],
               obstacles: list[tuple[float, float]], label_turn: Quat | None = None) -> list[Start]:
    """How each of `dice` starts: (die, position, orientation, lift above the felt, planar velocity, spin).

    The cluster starts at a side the rng picks, aimed at a point near the middle; the fan opens
    outwards (the die furthest to one side of the aim gets the heading furthest that way, so the paths
    do not cross); each die is fast enough to slide, tumbling, somewhere around the aim point, on any
    size of table. `label_turn` turns every die in its own frame (the fairness tests)."""
    n = len(dice)
    if n == 0:
        return []
    width, height = size
    e = edge
    side = rng.randrange(4)
    target = (width * rng.uniform(0.25, 0.75), height * rng.uniform(0.25, 0.75))
    slots = cluster(width, height, e, n, side, obstacles)
    cx = sum(x for x, _ in slots) / n
    cy = sum(y for _, y in slots) / n
    aim = math.atan2(target[1] - cy, target[0] - cx)
    distance = math.hypot(target[0] - cx, target[1] - cy)
    ax, ay = math.cos(aim), math.sin(aim)
    slots.sort(key=lambda p: ax * (p[1] - cy) - ay * (p[0] - cx))
    fan = sorted(rng.uniform(-THROW_FAN, THROW_FAN) for _ in range(n))
    starts: list[Start] = []
    for index, (x, y), offset in zip(dice, slots, fan, strict=False):
        q = cube.random_orientation(rng)
        if label_turn is not None:
            q = cube.multiply(q, label_turn)
        lift = rng.uniform(*RELEASE_HEIGHT) * e
        reach = distance * rng.uniform(*THROW_REACH)
        speed = min(THROW_SPEED[1] * e, max(THROW_SPEED[0] * e, math.sqrt(2.0 * ROLL_FRICTION * e * reach)))
        spin = rng.uniform(-THROW_SPIN, THROW_SPIN)
        heading = aim + offset
        starts.append((index, (x, y), q, lift, (speed * math.cos(heading), speed * math.sin(heading)), spin))
    return starts


def cluster(width: float, height: float, edge: float, n: int, side: int,
            obstacles: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Up to six starting points (three across, two deep) at ``side`` (0 W, 1 N, 2 E, 3 S).

    The cluster slides along that side, or goes to another side, to keep clear of held dice
    (``obstacles``: their centres); the choice depends only on where things lie.
    """
    e = edge
    pitch = SPAWN_PITCH * e
    clear = SPAWN_PITCH * e
    for turn in range(4):
        s = (side + turn) % 4
        along_length = height if s in (0, 2) else width
        across = min(3, n)
        depth_rows = math.ceil(n / 3)
        span = (across - 1) * pitch
        inset = 0.75 * e
        slack = max(0.0, along_length / 2.0 - span / 2.0 - inset)   # (none on a side under 4.6 edges: kept in the middle)
        for shift in (0.0, -0.3, 0.3, -0.6, 0.6, -0.9, 0.9):
            middle = along_length / 2.0 + shift * slack
            points = []
            for k in range(n):
                row, col = divmod(k, 3)
                along = middle + (col - (across - 1) / 2.0) * pitch
                depth = inset + row * pitch
                points.append(side_point(width, height, s, along, depth))
            if all(all((px - ox) ** 2 + (py - oy) ** 2 >= clear * clear for ox, oy in obstacles)
                   for px, py in points) and depth_rows * pitch < min(width, height):
                return points
    return free_points(width, height, edge, n, obstacles, clear)


def side_point(width: float, height: float, side: int, along: float, depth: float) -> tuple[float, float]:
    if side == 0:
        return (depth, along)
    if side == 1:
        return (along, depth)
    if side == 2:
        return (width - depth, along)
    return (along, height - depth)


def free_points(width: float, height: float, edge: float, n: int, obstacles: list[tuple[float, float]],
                clear: float) -> list[tuple[float, float]]:
    """Any ``n`` grid points clear of held dice and of each other (a crowded table); else the roomiest
    places there are (`roomiest_points`)."""
    e = edge
    step = SPAWN_PITCH * e
    points: list[tuple[float, float]] = []
    y = 0.75 * e
    while y <= height - 0.75 * e and len(points) < n:
        x = 0.75 * e
        while x <= width - 0.75 * e and len(points) < n:
            if all((x - ox) ** 2 + (y - oy) ** 2 >= clear * clear for ox, oy in obstacles):
                points.append((x, y))
            x += step
        y += step
    if len(points) < n:
        return roomiest_points(width, height, edge, n, obstacles)
    return points


ROOMY_MARGIN = 0.6     # edges from a wall to a starting centre (an unturned die reaches half an edge)
ROOMY_STEP = 0.125     # edges between the places tried


def roomiest_points(width: float, height: float, edge: float, n: int,
                    obstacles: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """``n`` starting points on a table crowded with held dice: one at a time, the place furthest from
    every held die and every point already taken (a fine grid, first found on a tie: the same table
    gives the same points). On any table the tray allows (its short side >= 4.3 edges) with up to six
    dice, each point is at least an edge from every other centre, so a die starts beside the held ones,
    never inside one; the felt's physics settles the rest. Never fails."""
    e = edge
    margin = min(ROOMY_MARGIN * e, width / 2.0, height / 2.0)
    step = ROOMY_STEP * e
    xs = _steps(margin, width - margin, step)
    ys = _steps(margin, height - margin, step)
    taken = list(obstacles)
    points: list[tuple[float, float]] = []
    for _ in range(n):
        best, best_room = (xs[0], ys[0]), -1.0
        for y in ys:
            for x in xs:
                room = min(((x - ox) ** 2 + (y - oy) ** 2 for ox, oy in taken), default=math.inf)
                if room > best_room:
                    best, best_room = (x, y), room
        points.append(best)
        taken.append(best)
    return points


def _steps(low: float, high: float, step: float) -> list[float]:
    count = max(1, int((high - low) / step) + 1)
    return [low + k * step for k in range(count)] if high > low else [(low + high) / 2.0]
