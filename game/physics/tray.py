"""The dice tray: a felt table seen from above on which cube dice are thrown.

Coordinates are tray-local pixels on the felt: (0, 0) is the top-left (north-west)
inside corner and (width, height) the bottom-right. Nothing here draws; a renderer
reads :meth:`Tray.poses` and the collisions :meth:`Tray.step` returns.

pymunk does the planar motion: every die is a box with no gravity, walls and dice
collide, and the felt's friction is two pymunk constraints per die (a pivot and a
gear to the table with no bias and a limited force: Coulomb friction on speed and
spin) whose strength changes with what the die is doing. On top of that each die
carries a 3-D orientation (``cube``) that rolls with its planar velocity and spins
with its body, and a height above the felt for the fly-in and the hops.

A die's life in a throw:

* ``AIR``: released above the felt (or hopping after a hard hit); no felt friction,
  a display-only gravity brings it down, and it tumbles as it flies.
* ``ROLL``: on the felt, rolling over its edges (a quarter turn per edge travelled).
* ``TIP``: slow enough to stop: the face most nearly up tips to exactly up along the
  shortest arc (eased like a fall) while the invisible box turns, by its angular
  velocity, to the square the die will cover.
* ``FLAT``: lying on a face; it can slide and spin (the orientation follows the
  body's angle), and a hard enough hit sets it rolling again.

When every thrown die lies flat and still the tray freezes them (static bodies)
and reads each value from its orientation. The value is never chosen: it is where
the physics left the die (see ``cube`` for why every face is equally likely).
Locked dice stay static throughout a throw: they do not move at all.

All sizes and speeds scale with the cube's edge, so a small split-screen tray plays
in the same time as a big one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pymunk

from game.physics import cube
from game.physics.cube import Quat
from game.physics.pose import Pose  # noqa: F401  (where a die is: defined apart, without pymunk)

STEP = 1.0 / 120.0

DIE_COLLISION = 1
WALL_COLLISION = 2

AIR, ROLL, TIP, FLAT = 0, 1, 2, 3

# Everything below is per edge of the cube (px/s = edges/s * edge), tuned from the
# trial in shared/notes/rolling-cubes.md (edge 56 px there).
THROW_REACH = (0.35, 2.1)        # of the way to the aim point: how far a die would slide on the felt
THROW_SPEED = (6.0, 24.0)        # edges/s, the slowest and fastest throw
THROW_FAN = math.radians(60.0)   # each die's own heading, within this of the aim
THROW_SPIN = 6.0                 # rad/s, the largest starting yaw spin
RELEASE_HEIGHT = (0.45, 1.07)    # edges above the felt, lowest corner
SPAWN_PITCH = 1.55               # edges between the centres of the starting cluster
GRAVITY = 75.0                   # edges/s^2, display only (height, not the plane)
LANDING_BOUNCE = 0.3             # of the falling speed, back up on landing
ROLL_FRICTION = 21.4             # edges/s^2 while tumbling over the edges
FLAT_FRICTION = 46.4             # edges/s^2 lying on a face
ROLL_SPIN_FRICTION = 9.0         # rad/s^2
FLAT_SPIN_FRICTION = 40.0        # rad/s^2
DAMPING = math.exp(-0.8)         # fraction of velocity kept per second (felt drag)
HOP_KICK = 4.64                  # edges/s: a velocity change over this in one step makes it hop
HOP_LIFT = 0.3                   # vertical speed per unit of velocity change above HOP_KICK
HOP_TUMBLE = 0.6                 # tumble rate of a hop, in rolling rates of the kick
REST_SPEED = 0.8                 # edges/s: slower than this, a rolling die tips to rest
REST_SPIN = 3.0                  # rad/s, and spinning slower than this
WAKE_SPEED = 2.86                # edges/s: a flat die hit harder than this rolls again
TIP_TIME = 0.15                  # s from rolling to lying flat
STOP_SPEED = 0.01                # edges/s: below this (and barely spinning) a die is still
STOP_SPIN = 0.01                 # rad/s
LOUD_SPEED = 16.0                # edges/s of closing speed that is as loud as it gets

WALL_ELASTICITY = 0.55
DIE_ELASTICITY = 0.45
FRICTION = 0.55                  # pymunk multiplies the two: about 0.3 die-die and die-wall
CORNER_ROUNDING = 0.05           # of the edge
SOLVER_ITERATIONS = 10
TIME_LIMIT = 30.0                # simulated s: a throw longer than this is a bug


@dataclass(frozen=True, slots=True)
class Collision:
    """Two things hit: where (tray-local px), how hard, and what.

    ``speed`` is the closing speed along the contact normal (px/s); ``loudness`` is
    that speed mapped into 0..1 for sound volume and dust. ``dice`` are the die
    indices involved (one for a wall hit, two for a die-die hit).
    """

    x: float
    y: float
    speed: float
    loudness: float
    dice: tuple[int, ...]


def default_radius(size: tuple[float, float], count: int) -> float:
    """The circumradius of the footprint (edge / sqrt 2) of dice that fill a tray of ``size``.

    Five dice take about 15% of the table (split trays too), and the starting cluster always fits.
    """
    width, height = size
    per_die = math.sqrt(width * height * 0.15 / max(count, 5))
    edge = max(10.0, min(per_die, min(width, height) / 4.8, 120.0))
    return edge / math.sqrt(2.0)


def _as_rng(rng: random.Random | int | None) -> random.Random:
    if isinstance(rng, random.Random):
        return rng
    return random.Random(rng)


class _Die:
    """One die's state besides its pymunk body (plain attributes: the step loop is hot)."""

    __slots__ = ("body", "shape", "pivot", "gear", "state", "q", "z", "vz", "kick", "vx", "vy",
                 "tip_from", "tip_turn", "tip_age", "rest_q", "rest_angle", "present", "flat_at")

    def __init__(self, body: pymunk.Body, shape: pymunk.Shape) -> None:
        self.body = body
        self.shape = shape
        self.pivot: pymunk.PivotJoint | None = None
        self.gear: pymunk.GearJoint | None = None
        self.state = FLAT
        self.q: Quat = cube.IDENTITY
        self.z = 0.0            # centre height above the felt, px
        self.vz = 0.0
        self.kick = (0.0, 0.0, 0.0)   # extra tumble (rad/s, world) while in the air
        self.vx = 0.0           # planar velocity seen last step (to spot hard hits)
        self.vy = 0.0
        self.tip_from: Quat = cube.IDENTITY
        self.tip_turn: Quat = cube.IDENTITY
        self.tip_age = 0.0
        self.rest_q: Quat = cube.IDENTITY   # lying flat: orientation at body angle rest_angle
        self.rest_angle = 0.0
        self.present = False
        self.flat_at = -math.inf    # tray clock when it last came to lie flat


class Tray:
    """A felt table with ``count`` (1..6) cube dice, stepped at a fixed rate.

    Typical use::

        tray = Tray((900, 700), 5, rng)
        tray.throw()
        while not tray.settled:
            tray.step(1 / 120)
        tray.faces            # e.g. (3, 6, 1, 1, 4)
        tray.throw(locked={1, 2})   # dice 1 and 2 stay exactly where they are

    ``size`` is the felt in pixels; ``radius`` the circumradius of a die's footprint
    (edge / sqrt 2; by default as big as the table comfortably allows, see
    ``default_radius``). ``rng`` (a ``random.Random`` or a seed) draws every throw,
    so the same seed and the same calls replay the same dice. Headless callers can
    switch off ``collect_events`` (collision reports) and ``keep_poses``
    (interpolation poses); neither changes the physics. ``label_turn`` (one of
    ``cube.CUBE_TURNS``) starts every die turned by it in its own frame: the same
    motion with the labels moved round, which the fairness tests use.
    """

    def __init__(
        self,
        size: tuple[float, float] = (900.0, 700.0),
        count: int = 5,
        rng: random.Random | int | None = None,
        radius: float | None = None,
        collect_events: bool = True,
        keep_poses: bool = True,
        *,
        label_turn: Quat | None = None,
    ) -> None:
        if not 1 <= count <= 6:
            raise ValueError(f"a tray holds 1 to 6 dice, not {count}")
        self.width, self.height = float(size[0]), float(size[1])
        self.count = count
        self.radius = float(radius) if radius else default_radius(size, count)
        self.edge = self.radius * math.sqrt(2.0)
        self.inradius = self.edge / 2.0
        if min(self.width, self.height) < 4.7 * self.edge:
            raise ValueError(f"a {self.width:.0f}x{self.height:.0f} table is too small for dice of edge "
                             f"{self.edge:.0f}")
        self.rng = _as_rng(rng)
        self.collect_events = collect_events
        self.keep_poses = keep_poses
        self.label_turn = label_turn

        e = self.edge
        self._roll_radius = 2.0 * e / math.pi     # one edge per quarter turn
        self._gravity = GRAVITY * e
        self._hop_kick = HOP_KICK * e
        self._rest_speed2 = (REST_SPEED * e) ** 2
        self._wake_speed2 = (WAKE_SPEED * e) ** 2
        self.space = pymunk.Space()
        self.space.damping = DAMPING
        self.space.iterations = SOLVER_ITERATIONS
        self._add_walls()
        self._die_of_shape: dict[pymunk.Shape, int] = {}
        self.dice: list[_Die] = [self._make_die(i) for i in range(count)]
        self.bodies: list[pymunk.Body] = [d.body for d in self.dice]
        moment = pymunk.moment_for_box(1.0, (self.edge, self.edge))
        self._forces = {   # (pivot force, gear torque) per state, for a die of mass 1
            AIR: (0.0, 0.0),
            ROLL: (ROLL_FRICTION * e, ROLL_SPIN_FRICTION * moment),
            TIP: (FLAT_FRICTION * e, 0.0),
            FLAT: (FLAT_FRICTION * e, FLAT_SPIN_FRICTION * moment),
        }
        # Chipmunk's kinetic energy is m v^2 + I w^2 (no 1/2), mass 1.
        self._wake_energy = (WAKE_SPEED * e) ** 2
        self._still_energy = (STOP_SPEED * e) ** 2 + moment * STOP_SPIN ** 2
        self._active: list[int] = []
        self._events: list[Collision] = []
        self._previous: list[Pose] = []
        self._current: list[Pose] = []
        self.faces: tuple[int, ...] | None = None
        self.settled = False
        self.thrown = False
        self.throw_time = 0.0
        self.settle_time: float | None = None
        self.hops = 0
        self.clock = 0.0     # seconds stepped, settled or not (for drawing: how long a die has lain flat)
        if collect_events:
            self.space.on_collision(DIE_COLLISION, DIE_COLLISION, begin=self._on_begin)
            self.space.on_collision(DIE_COLLISION, WALL_COLLISION, begin=self._on_begin)

    # --- building -----------------------------------------------------------------
    def _add_walls(self) -> None:
        """Four fat segments whose inner faces are the table's edges (two edges thick)."""
        half = self.edge
        w, h = self.width, self.height
        lines = [
            ((-half, -half), (w + half, -half)),
            ((-half, h + half), (w + half, h + half)),
            ((-half, -half), (-half, h + half)),
            ((w + half, -half), (w + half, h + half)),
        ]
        static = self.space.static_body
        for start, end in lines:
            wall = pymunk.Segment(static, start, end, half)
            wall.friction = FRICTION
            wall.elasticity = WALL_ELASTICITY
            wall.collision_type = WALL_COLLISION
            self.space.add(wall)

    def _make_die(self, index: int) -> _Die:
        body = pymunk.Body()
        rounding = CORNER_ROUNDING * self.edge
        side = self.edge - 2.0 * rounding
        shape = pymunk.Poly.create_box(body, (side, side), rounding)
        shape.mass = 1.0       # on the shape, so the body keeps it when it turns static and back
        shape.friction = FRICTION
        shape.elasticity = DIE_ELASTICITY
        shape.collision_type = DIE_COLLISION
        self._die_of_shape[shape] = index
        return _Die(body, shape)

    # --- throwing -----------------------------------------------------------------
    def throw(self, locked: Iterable[int] | Iterable[bool] = ()) -> None:
        """Throw every die not in ``locked`` (indices, or a per-die mask of bools).

        Locked dice must have been thrown before and the tray must be settled; they
        do not move at all (every die at rest is a static body until it is thrown again).
        """
        held = self._locked_indices(locked)
        if held and self.thrown and not self.settled:
            raise ValueError("dice can only be held once the tray has settled")
        self._active = [i for i in range(self.count) if i not in held]
        self._launch_all(held)
        self._events.clear()
        self.faces = None
        self.settled = False
        self.thrown = True
        self.throw_time = 0.0
        self.settle_time = None
        self.hops = 0
        if self.keep_poses:
            self._current = self._read_poses()
        self._previous = list(self._current)

    def place(self, index: int, face: int) -> None:
        """Set die ``index`` down by hand in the middle of the felt, flat, ``face`` on top, and hold it.

        For a puzzle level's planet that stays locked all level: it is never thrown, so no throw's
        outcome is chosen; it is put down once and then held (pass it in ``locked``) like any die
        at rest. Only before the first throw or while the tray is settled.
        """
        if not 0 <= index < self.count:
            raise ValueError(f"no die {index} in a tray of {self.count}")
        if self.thrown and not self.settled:
            raise ValueError("a die can only be placed while the tray is at rest")
        self._lay(index, face, (self.width / 2.0, self.height / 2.0))
        self._current = self._read_poses()
        self._previous = list(self._current)

    def set_down(self, faces: Sequence[int]) -> None:
        """End the throw under way (or stand for one) with every die lying flat in a row across the felt,
        ``faces[i]`` up on die ``i``: a throw whose outcome is set down by hand.

        For tests and tours that need one exact outcome (a bust, hot dice) without playing until chance
        brings it; the game itself never calls it, so a player's throw is always physics'. The faces are
        then read from the dice as after any throw.
        """
        if len(faces) != self.count:
            raise ValueError(f"{self.count} faces needed, got {len(faces)}")
        if not self.thrown or self.settled:
            self._active = list(range(self.count))
        gap = self.width / (self.count + 1)
        for index, face in enumerate(faces):
            self._lay(index, face, (gap * (index + 1), self.height / 2.0))
            self.dice[index].flat_at = self.clock - 1.0   # lying flat a while: its numeral shows whole
        self.faces = tuple(cube.face_value(d.q) for d in self.dice)
        self.thrown = self.settled = True
        self.settle_time = self.throw_time
        self._current = self._read_poses()
        self._previous = list(self._current)

    def _lay(self, index: int, face: int, position: tuple[float, float]) -> None:
        """Die ``index`` flat at ``position``, ``face`` on top, at rest (a static body)."""
        turns = [q for q in cube.CUBE_TURNS if cube.face_value(q) == face]
        if not turns:
            raise ValueError(f"a face is 1..6, got {face!r}")
        die = self.dice[index]
        body = die.body
        if not die.present:
            self.space.add(body, die.shape)
            die.present = True
        if die.pivot is not None:
            self.space.remove(die.pivot, die.gear)
            die.pivot = die.gear = None
        body.body_type = pymunk.Body.DYNAMIC
        body.position = position
        body.angle = 0.0
        body.velocity = (0.0, 0.0)
        body.angular_velocity = 0.0
        body.body_type = pymunk.Body.STATIC
        die.q = die.rest_q = turns[0]
        die.rest_angle = 0.0
        die.z = cube.contact_height(turns[0], self.edge)
        die.state = FLAT

    def _locked_indices(self, locked: Iterable[int] | Iterable[bool]) -> frozenset[int]:
        items = list(locked)
        if items and all(isinstance(v, bool) for v in items):
            if len(items) != self.count:
                raise ValueError(f"a lock mask needs {self.count} entries, got {len(items)}")
            held = frozenset(i for i, v in enumerate(items) if v)
        else:
            held = frozenset(int(v) for v in items)
        for i in held:
            if not 0 <= i < self.count:
                raise ValueError(f"no die {i} in a tray of {self.count}")
            if not self.dice[i].present:
                raise ValueError(f"die {i} has not been thrown yet, so it cannot be held")
        return held

    def _launch_all(self, held: frozenset[int]) -> None:
        """A cluster of dice at one side of the table, fanned out towards a point near the middle."""
        rng = self.rng
        e = self.edge
        n = len(self._active)
        if n == 0:
            return
        side = rng.randrange(4)
        target = (self.width * rng.uniform(0.25, 0.75), self.height * rng.uniform(0.25, 0.75))
        slots = self._cluster(n, side, held)
        cx = sum(x for x, _ in slots) / n
        cy = sum(y for _, y in slots) / n
        aim = math.atan2(target[1] - cy, target[0] - cx)
        distance = math.hypot(target[0] - cx, target[1] - cy)
        ax, ay = math.cos(aim), math.sin(aim)
        # The fan opens outwards: the die furthest to one side of the aim gets the heading
        # furthest that way, so the paths do not cross.
        slots.sort(key=lambda p: ax * (p[1] - cy) - ay * (p[0] - cx))
        fan = sorted(rng.uniform(-THROW_FAN, THROW_FAN) for _ in range(n))
        for index, (x, y), offset in zip(self._active, slots, fan, strict=False):
            q = cube.random_orientation(rng)
            if self.label_turn is not None:
                q = cube.multiply(q, self.label_turn)
            lift = rng.uniform(*RELEASE_HEIGHT) * e
            # Fast enough to slide (tumbling) somewhere around the aim point, on any size of table.
            reach = distance * rng.uniform(*THROW_REACH)
            speed = min(THROW_SPEED[1] * e, max(THROW_SPEED[0] * e, math.sqrt(2.0 * ROLL_FRICTION * e * reach)))
            spin = rng.uniform(-THROW_SPIN, THROW_SPIN)
            heading = aim + offset
            self._launch(index, (x, y), q, lift, (speed * math.cos(heading), speed * math.sin(heading)), spin)

    def _cluster(self, n: int, side: int, held: frozenset[int]) -> list[tuple[float, float]]:
        """Up to six starting points (three across, two deep) at ``side`` (0 W, 1 N, 2 E, 3 S).

        The cluster slides along that side, or goes to another side, to keep clear
        of held dice; the choice depends only on where things lie.
        """
        e = self.edge
        pitch = SPAWN_PITCH * e
        clear = SPAWN_PITCH * e
        obstacles = [(self.bodies[i].position.x, self.bodies[i].position.y) for i in held]
        for turn in range(4):
            s = (side + turn) % 4
            along_length = self.height if s in (0, 2) else self.width
            across = min(3, n)
            depth_rows = math.ceil(n / 3)
            span = (across - 1) * pitch
            inset = 0.75 * e
            for shift in (0.0, -0.3, 0.3, -0.6, 0.6, -0.9, 0.9):
                middle = along_length / 2.0 + shift * (along_length / 2.0 - span / 2.0 - inset)
                points = []
                for k in range(n):
                    row, col = divmod(k, 3)
                    along = middle + (col - (across - 1) / 2.0) * pitch
                    depth = inset + row * pitch
                    points.append(self._side_point(s, along, depth))
                if all(all((px - ox) ** 2 + (py - oy) ** 2 >= clear * clear for ox, oy in obstacles)
                       for px, py in points) and depth_rows * pitch < min(self.width, self.height):
                    return points
        return self._free_points(n, obstacles, clear)

    def _side_point(self, side: int, along: float, depth: float) -> tuple[float, float]:
        if side == 0:
            return (depth, along)
        if side == 1:
            return (along, depth)
        if side == 2:
            return (self.width - depth, along)
        return (along, self.height - depth)

    def _free_points(self, n: int, obstacles: list[tuple[float, float]], clear: float) -> list[tuple[float, float]]:
        """Any ``n`` grid points clear of held dice and of each other (a crowded table)."""
        e = self.edge
        step = SPAWN_PITCH * e
        points: list[tuple[float, float]] = []
        y = 0.75 * e
        while y <= self.height - 0.75 * e and len(points) < n:
            x = 0.75 * e
            while x <= self.width - 0.75 * e and len(points) < n:
                if all((x - ox) ** 2 + (y - oy) ** 2 >= clear * clear for ox, oy in obstacles):
                    points.append((x, y))
                x += step
            y += step
        if len(points) < n:
            raise RuntimeError("no room on the table to throw from")
        return points

    def _launch(self, index: int, position: tuple[float, float], q: Quat, lift: float,
                velocity: tuple[float, float], spin: float) -> None:
        die = self.dice[index]
        body = die.body
        if not die.present:
            self.space.add(body, die.shape)
            die.present = True
        if body.body_type != pymunk.Body.DYNAMIC:
            body.body_type = pymunk.Body.DYNAMIC
        body.position = position
        body.angle = 0.0
        body.velocity = velocity
        body.angular_velocity = spin
        if die.pivot is None:
            die.pivot = pymunk.PivotJoint(self.space.static_body, body, (0.0, 0.0), (0.0, 0.0))
            die.gear = pymunk.GearJoint(self.space.static_body, body, 0.0, 1.0)
            for joint in (die.pivot, die.gear):
                joint.max_bias = 0.0
            self.space.add(die.pivot, die.gear)
        die.q = q
        die.z = cube.contact_height(q, self.edge) + lift
        die.vz = 0.0
        die.kick = (0.0, 0.0, 0.0)
        die.vx, die.vy = velocity
        self._set_state(die, AIR)

    def _set_state(self, die: _Die, state: int) -> None:
        die.state = state
        force, torque = self._forces[state]
        die.pivot.max_force = force
        die.gear.max_force = torque

    # --- stepping -----------------------------------------------------------------
    def step(self, dt: float = STEP) -> list[Collision]:
        """Advance the tray by ``dt`` seconds; returns the collisions that began.

        A ``dt`` longer than ``STEP`` (a caller on a slow clock) is cut into steps no
        longer than ``STEP``; pass the same ``dt`` every time (the game's fixed step).
        """
        self._events.clear()
        self._previous = self._current
        self.clock += dt
        if not self.thrown or self.settled:
            return []
        substeps = 1 if dt <= STEP else math.ceil(dt / STEP - 1e-9)
        h = dt / substeps
        for _ in range(substeps):
            self._step_once(h)
            if self.settled:
                break
        if self.keep_poses:
            self._current = self._read_poses()
        return list(self._events)

    def _step_once(self, dt: float) -> None:
        # pymunk runs at twice the rate: fast dice then sink half as deep into walls
        # and each other (at most a tenth of an edge) before the solver pushes them apart.
        space = self.space
        space.step(dt / 2.0)
        space.step(dt / 2.0)
        self.throw_time += dt
        inv_r = 1.0 / self._roll_radius
        half_dt = 0.5 * dt
        half_edge = 0.5 * self.edge
        still_energy = self._still_energy
        hop_kick2 = self._hop_kick * self._hop_kick
        rest_speed2 = self._rest_speed2
        all_still = True
        for index in self._active:
            die = self.dice[index]
            state = die.state
            body = die.body
            if state == FLAT:
                energy = body.kinetic_energy
                if energy <= still_energy:
                    continue
                all_still = False
                if energy < self._wake_energy:
                    continue
                vx, vy = body.velocity
                if vx * vx + vy * vy < self._wake_speed2:
                    continue
                # Hit hard: it rolls again from how it lies now.
                die.q = self._flat_orientation(die)
                die.vx = die.vy = 0.0
                self._set_state(die, ROLL)
                state = ROLL
            all_still = False
            if state == TIP:
                self._tip(die, dt)
                continue
            vx, vy = body.velocity
            w = body.angular_velocity
            # Roll with the planar velocity, spin with the body: Omega = (up x v) / r + w z.
            ox, oy, oz = vy * inv_r, -vx * inv_r, w
            if state == AIR:
                kx, ky, kz = die.kick
                ox += kx
                oy += ky
                oz += kz
            m2 = ox * ox + oy * oy + oz * oz
            qw, qx, qy, qz = die.q
            if m2 > 1e-24:
                m = math.sqrt(m2)
                c = math.cos(m * half_dt)
                s = math.sin(m * half_dt) / m
                bx, by, bz = ox * s, oy * s, oz * s
                nw = c * qw - bx * qx - by * qy - bz * qz
                nx = c * qx + bx * qw + by * qz - bz * qy
                ny = c * qy - bx * qz + by * qw + bz * qx
                nz = c * qz + bx * qy - by * qx + bz * qw
                n = 1.0 / math.sqrt(nw * nw + nx * nx + ny * ny + nz * nz)
                qw, qx, qy, qz = nw * n, nx * n, ny * n, nz * n
                die.q = (qw, qx, qy, qz)
            dvx, dvy = vx - die.vx, vy - die.vy
            die.vx, die.vy = vx, vy
            kick2 = dvx * dvx + dvy * dvy
            if kick2 > hop_kick2:
                self._hop(die, math.sqrt(kick2), dvx, dvy)
            # The centre rides over the corners: the lowest one touches the felt.
            floor = half_edge * (abs(2.0 * (qx * qz - qw * qy)) + abs(2.0 * (qy * qz + qw * qx))
                                 + abs(1.0 - 2.0 * (qx * qx + qy * qy)))
            if die.state == AIR:
                self._fall(die, floor, dt)
            else:
                die.z = floor
                if vx * vx + vy * vy < rest_speed2 and -REST_SPIN < w < REST_SPIN:
                    self._start_tip(die)
        if all_still:
            self._freeze()
        elif self.throw_time > TIME_LIMIT:
            raise RuntimeError(f"dice still moving after {TIME_LIMIT} s")

    def _fall(self, die: _Die, floor: float, dt: float) -> None:
        """Display gravity pulls a die in the air down; it bounces once or twice and rolls on."""
        die.vz -= self._gravity * dt
        die.z += die.vz * dt
        if die.z <= floor:
            die.z = floor
            bounce = -die.vz * LANDING_BOUNCE
            if bounce > 2.0 * self._gravity * dt:
                die.vz = bounce
            else:
                die.vz = 0.0
                die.kick = (0.0, 0.0, 0.0)
                self._set_state(die, ROLL)

    def _hop(self, die: _Die, kick: float, dvx: float, dvy: float) -> None:
        """A hard hit throws the die up a little, tumbling about the hit's direction."""
        self.hops += 1
        if die.state != AIR:
            self._set_state(die, AIR)
        die.vz = max(die.vz, 0.0) + HOP_LIFT * (kick - self._hop_kick)
        rate = HOP_TUMBLE * kick / self._roll_radius * self.rng.uniform(0.5, 1.0)
        # About the horizontal axis across the kick (like rolling with it), world frame only.
        die.kick = (dvy / kick * rate, -dvx / kick * rate, 0.0)

    def _start_tip(self, die: _Die) -> None:
        q = die.q
        turn = cube.tip_turn(q)
        target = cube.multiply(turn, q)
        box_turn = cube.quarter_offset(cube.footprint_angle(target), die.body.angle)
        die.tip_from = q
        die.tip_turn = turn
        die.tip_age = 0.0
        die.rest_angle = die.body.angle + box_turn
        self._set_state(die, TIP)
        die.body.angular_velocity = box_turn / TIP_TIME

    def _tip(self, die: _Die, dt: float) -> None:
        """The face most nearly up tips to exactly up, eased like a fall (u squared)."""
        die.tip_age += dt
        u = min(1.0, die.tip_age / TIP_TIME)
        body = die.body
        if u >= 1.0:
            target = cube.multiply(die.tip_turn, die.tip_from)
            # The box reached (or, knocked, nearly reached) the footprint: the die now
            # turns with the body from here.
            die.rest_q = cube.multiply(cube.yaw(body.angle - die.rest_angle), target)
            die.rest_angle = body.angle
            die.q = die.rest_q
            die.z = 0.5 * self.edge
            body.angular_velocity = 0.0
            self._set_state(die, FLAT)
            die.flat_at = self.clock
            return
        body.angular_velocity = (die.rest_angle - body.angle) / max(TIP_TIME - die.tip_age + dt, dt)
        if self.keep_poses:   # the tipping orientation is only ever drawn, never used by the physics
            die.q = cube.multiply(cube.partial(die.tip_turn, u * u), die.tip_from)
            die.z = cube.contact_height(die.q, self.edge)

    def _flat_orientation(self, die: _Die) -> Quat:
        return cube.multiply(cube.yaw(die.body.angle - die.rest_angle), die.rest_q)

    def run_until_settled(self, dt: float = STEP, limit: float = TIME_LIMIT) -> float:
        """Step until the dice rest (headless use); returns the settle time."""
        while not self.settled:
            if self.throw_time > limit:
                raise RuntimeError(f"dice still moving after {limit} s")
            self.step(dt)
        assert self.settle_time is not None
        return self.settle_time

    def _freeze(self) -> None:
        for i in self._active:
            die = self.dice[i]
            body = die.body
            die.q = self._flat_orientation(die)
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0
            self.space.remove(die.pivot, die.gear)
            die.pivot = die.gear = None
            body.body_type = pymunk.Body.STATIC
        self.faces = tuple(cube.face_value(d.q) for d in self.dice)
        self.settled = True
        self.settle_time = self.throw_time

    # --- collisions ---------------------------------------------------------------
    def _on_begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        a, b = arbiter.shapes
        normal = arbiter.normal
        va = a.body.velocity
        vb = b.body.velocity if b.body.body_type == pymunk.Body.DYNAMIC else pymunk.Vec2d(0.0, 0.0)
        speed = abs((va - vb).dot(normal))
        points = arbiter.contact_point_set.points
        if points:
            px, py = points[0].point_a
        else:
            px, py = a.body.position
        dice = tuple(self._die_of_shape[s] for s in (a, b) if s in self._die_of_shape)
        loudness = min(1.0, speed / (LOUD_SPEED * self.edge))
        self._events.append(Collision(px, py, speed, loudness, dice))

    # --- reading ------------------------------------------------------------------
    def _read_poses(self) -> list[Pose]:
        poses = []
        for die in self.dice:
            if die.present:
                x, y = die.body.position
                q = self._flat_orientation(die) if die.state == FLAT else die.q
                poses.append(Pose(x, y, die.body.angle, q, die.z))
            else:
                poses.append(Pose(math.nan, math.nan, 0.0))
        return poses

    def pose(self, index: int, alpha: float = 1.0) -> Pose:
        """Die ``index`` between the last two steps (``alpha`` 0 = previous, 1 = current)."""
        if not self._current:
            return Pose(math.nan, math.nan, 0.0)
        p, c = self._previous[index], self._current[index]
        if p is c or alpha >= 1.0:
            return c
        return Pose(p.x + (c.x - p.x) * alpha, p.y + (c.y - p.y) * alpha, p.angle + (c.angle - p.angle) * alpha,
                    _nlerp(p.orientation, c.orientation, alpha), p.height + (c.height - p.height) * alpha)

    def poses(self, alpha: float = 1.0) -> list[Pose]:
        return [self.pose(i, alpha) for i in range(self.count)]

    def is_present(self, index: int) -> bool:
        """Whether die ``index`` has been thrown yet (is on the table at all)."""
        return self.dice[index].present

    def moving(self, index: int) -> bool:
        return self.thrown and not self.settled and index in self._active

    def lying_flat(self, index: int) -> bool:
        """Whether die ``index`` lies on a face (its value is on top), moving or not."""
        return self.dice[index].present and (self.dice[index].state == FLAT or not self.moving(index))

    def flat_for(self, index: int) -> float:
        """Seconds (of stepping) since die ``index`` came to lie flat; inf for a die held this throw."""
        if not self.lying_flat(index):
            return 0.0
        if index not in self._active:
            return math.inf
        return self.clock - self.dice[index].flat_at

    @property
    def last_thrown(self) -> tuple[int, ...]:
        """The dice the last throw threw (the others were held)."""
        return tuple(self._active)

    def die_at(self, point: tuple[float, float]) -> int | None:
        """The die whose footprint (a little enlarged) holds a tray-local point, or None.

        Where two footprints overlap the point, the die whose centre is nearer wins.
        """
        best, best_d2 = None, math.inf
        reach = 0.6 * self.edge
        for i, pose in enumerate(self._current):
            if not self.dice[i].present:
                continue
            dx, dy = point[0] - pose.x, point[1] - pose.y
            c, s = math.cos(pose.angle), math.sin(pose.angle)
            u, v = dx * c + dy * s, -dx * s + dy * c
            d2 = dx * dx + dy * dy
            if abs(u) <= reach and abs(v) <= reach and d2 < best_d2:
                best, best_d2 = i, d2
        return best

    def top_face(self, index: int) -> int | None:
        """Which face (index into ``cube.FACES``) of die ``index`` was read, once settled."""
        if not self.settled:
            return None
        return cube.top_face(self.dice[index].q)


def _nlerp(a: Quat, b: Quat, t: float) -> Quat:
    if a is b:
        return a
    if a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] < 0.0:
        b = (-b[0], -b[1], -b[2], -b[3])
    return cube.normalise(tuple(x + (y - x) * t for x, y in zip(a, b, strict=False)))  # type: ignore[arg-type]
