"""The dice tray: a closed pymunk box in which hexagonal planet dice are thrown.

Seen from the side, y grows downwards (screen coordinates) and gravity pulls +y.
Coordinates are tray-local: (0, 0) is the tray's top-left inside corner and
(width, height) its bottom-right; the floor is the line y == height. Nothing here
draws; a renderer reads :meth:`Tray.poses` and :meth:`Tray.events`.

A throw picks up the unlocked dice, puts them near the top of one side of the tray
with a uniformly random angle, a push towards the other side and a spin, and lets
physics run. Once every thrown die lies still, flat on one side and on the floor,
the tray freezes them and reads each face from its angle (see ``hexdie``). A die
that comes to rest leaning on a wall or another die, or lying on top of one, gets a
nudge: a hop in world coordinates at its centre, which cannot favour a face.

All sizes scale with the die radius and gravity scales with it too, so a small
split-screen tray plays in the same time as a big one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

import pymunk

from game.physics import hexdie

STEP = 1.0 / 120.0
# Anti-tunnelling. Two dice can only pass through each other if their centres close
# by more than two inradii between two collision checks, and a die would have to
# move over four radii to cross a wall (the walls are that thick). So each die's
# centre speed is capped to keep its travel per step at half an inradius: even head
# on, two dice close by at most one inradius per step, every overlap is caught and
# pushed back the right way, and no overlap lasting a step is deeper than that.
# The cap only bites on the fastest falls. A step longer than STEP (a caller on a
# slow clock) is cut into sub-steps no longer than STEP.
MAX_TRAVEL_PER_STEP = 0.5       # inradii

DIE_COLLISION = 1
WALL_COLLISION = 2

# Per die radius, so a tray of any size feels the same.
GRAVITY_PER_RADIUS = 200.0      # px/s^2 per px of radius (6000 at radius 30)
THROW_SPEED_PER_RADIUS = 33.0   # px/s per px of radius
THROW_SPREAD = (0.35, 1.1)      # horizontal speed range, in throw speeds: spreads the dice
THROW_LIFT = (0.0, 0.25)        # upward speed range, in throw speeds
THROW_SPIN = 27.0               # rad/s, the largest starting spin
SPAWN_HEIGHT = 0.45             # of the tray height: where the top row of thrown dice starts
REST_SPEED_PER_RADIUS = 0.9     # a die slower than this (px/s per px) may be resting
REST_SPIN = 0.9                 # rad/s, and spinning slower than this
REST_WINDOW = 0.054             # s a die must stay slow to count as resting
STUCK_WINDOW = 0.12             # s a die must stay slow, not flat on the floor, to be nudged
FLAT_TOLERANCE = math.radians(4.0)
FLOOR_TOLERANCE = 0.12          # of the radius: how far from the floor a die may rest
NUDGE_HOP = 0.5                 # radii a die leaning on the floor hops up when nudged
HOP_OVER = 1.5                  # radii a die lying on other dice hops up (at least) when nudged
HOP_SPEED = 30.0                # px/s per px of radius: the fastest sideways hop
ROOMY_GAP = 4.6                 # radii between neighbours' centres: room to lie flat
NUDGE_SPEED = 7.5               # px/s per px of radius: how hard it is pushed aside
NUDGE_SPIN = 2.0                # rad/s: the largest spin added by a nudge
RETHROW_AFTER = 6.0             # s: a die still not resting this long is thrown again

DIE_MASS = 1.0
# Pymunk multiplies the two frictions of a contact: dice slide off each other and
# off the side walls (so they do not stay leaning there) but grip the floor.
DIE_FRICTION = 0.1
DIE_ELASTICITY = 0.25
FLOOR_FRICTION = 1.5
WALL_FRICTION = 0.5
WALL_ELASTICITY = 0.35
SOLVER_ITERATIONS = 5           # half Chipmunk's default: resting dice need no more
DAMPING = 0.3                   # fraction of velocity kept per second, in flight


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a die is: centre (tray-local px) and body angle (radians)."""

    x: float
    y: float
    angle: float


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
    """A die radius that fits ``count`` dice in a tray of ``size`` with room to tumble."""
    width, height = size
    return max(8.0, min(40.0, width / (3.4 * max(count, 5)), height / 6.0))


def _as_rng(rng: random.Random | int | None) -> random.Random:
    if isinstance(rng, random.Random):
        return rng
    return random.Random(rng)


class Tray:
    """A tray of ``count`` planet dice, stepped at a fixed rate.

    Typical use::

        tray = Tray((900, 700), 5, rng)
        tray.throw()
        while not tray.settled:
            tray.step(1 / 120)
        tray.faces            # e.g. (3, 6, 1, 1, 4)
        tray.throw(locked={1, 2})   # dice 1 and 2 stay exactly where they are

    ``size`` is the inside of the tray in pixels; ``radius`` the dice's circumradius
    (by default as big as the tray comfortably allows, see ``default_radius``).
    ``rng`` (a ``random.Random`` or a seed) draws every throw and nudge, so the same
    seed and the same calls replay the same dice. Headless callers can switch off
    ``collect_events`` (collision reports) and ``keep_poses`` (interpolation poses);
    neither changes the physics.
    """

    def __init__(
        self,
        size: tuple[float, float] = (900.0, 700.0),
        count: int = 5,
        rng: random.Random | int | None = None,
        radius: float | None = None,
        collect_events: bool = True,
        keep_poses: bool = True,
    ) -> None:
        if not 1 <= count <= 6:
            raise ValueError(f"a tray holds 1 to 6 dice, not {count}")
        self.width, self.height = float(size[0]), float(size[1])
        self.count = count
        self.radius = float(radius) if radius else default_radius(size, count)
        self.inradius = self.radius * hexdie.INRADIUS_RATIO
        self.rng = _as_rng(rng)
        self.collect_events = collect_events
        self.keep_poses = keep_poses

        self._pitch = 2.2 * self.radius
        self._columns = max(1, int((self.width * 0.5) // self._pitch))
        rows = math.ceil(count / self._columns)
        # The top row starts at SPAWN_HEIGHT, or higher if the rows would not clear
        # a die resting on the floor otherwise.
        lowest_top = self.height - self._pitch - self.radius - (rows - 1) * self._pitch
        self._spawn_top = min(self.height * SPAWN_HEIGHT, lowest_top)
        if self._spawn_top < 1.15 * self.radius or self.count * 2.1 * self.inradius > self.width:
            raise ValueError(f"a {self.width:.0f}x{self.height:.0f} tray is too small for {count} dice")

        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY_PER_RADIUS * self.radius)
        self.space.damping = DAMPING
        self.space.iterations = SOLVER_ITERATIONS
        self._add_walls()
        corners = hexdie.hexagon_vertices(self.radius)
        self._die_of_shape: dict[pymunk.Shape, int] = {}  # for collision reports
        self.bodies: list[pymunk.Body] = [self._make_die(i, corners) for i in range(count)]
        die_mass = DIE_MASS
        die_moment = pymunk.moment_for_poly(DIE_MASS, corners)
        rest_speed = REST_SPEED_PER_RADIUS * self.radius
        self._rest_energy = die_mass * rest_speed**2 + die_moment * REST_SPIN**2
        self._speed_cap = MAX_TRAVEL_PER_STEP * self.inradius / STEP
        # Chipmunk's kinetic energy is m v^2 + I w^2 (no 1/2): a die with less than
        # this cannot be over the cap, so most steps need not read velocities.
        self._cap_energy = die_mass * self._speed_cap**2
        self._in_space = [False] * count
        self._rest_time = [0.0] * count
        self._flat = [False] * count
        self._nudged = [0] * count
        self._active: list[int] = []
        self._events: list[Collision] = []
        self._previous: list[Pose] = []
        self._current: list[Pose] = []
        self.faces: tuple[int, ...] | None = None
        self.settled = False
        self.thrown = False
        self.throw_time = 0.0
        self.settle_time: float | None = None
        self.nudges = 0
        self.rethrows = 0
        if collect_events:
            self.space.on_collision(DIE_COLLISION, DIE_COLLISION, begin=self._on_begin)
            self.space.on_collision(DIE_COLLISION, WALL_COLLISION, begin=self._on_begin)

    # --- building -----------------------------------------------------------------
    def _add_walls(self) -> None:
        """Floor, ceiling and side walls: fat segments whose inner faces are the tray's edges.

        Each is four radii thick (see MAX_TRAVEL_PER_STEP), and a segment is cheaper
        for Chipmunk to collide than a box.
        """
        half = 2.0 * self.radius
        w, h = self.width, self.height
        lines = [
            ((-half, -half), (w + half, -half), WALL_FRICTION),          # ceiling
            ((-half, h + half), (w + half, h + half), FLOOR_FRICTION),   # floor
            ((-half, -half), (-half, h + half), WALL_FRICTION),          # left
            ((w + half, -half), (w + half, h + half), WALL_FRICTION),    # right
        ]
        static = self.space.static_body
        for start, end, friction in lines:
            wall = pymunk.Segment(static, start, end, half)
            wall.friction = friction
            wall.elasticity = WALL_ELASTICITY
            wall.collision_type = WALL_COLLISION
            self.space.add(wall)

    def _make_die(self, index: int, corners: list[tuple[float, float]]) -> pymunk.Body:
        body = pymunk.Body()
        shape = pymunk.Poly(body, corners)
        # Mass on the shape, so the body keeps it when it turns static and back.
        shape.mass = DIE_MASS
        shape.friction = DIE_FRICTION
        shape.elasticity = DIE_ELASTICITY
        shape.collision_type = DIE_COLLISION
        self._die_of_shape[shape] = index
        return body

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
        from_left = self.rng.random() < 0.5
        slots = self._spawn_slots(len(self._active), from_left)
        for i, (x, y) in zip(self._active, slots):
            self._launch(i, x, y, from_left)
        self._rest_time = [0.0] * self.count
        self._flat = [False] * self.count
        self._nudged = [0] * self.count
        self._events.clear()
        self.faces = None
        self.settled = False
        self.thrown = True
        self.throw_time = 0.0
        self.settle_time = None
        self.nudges = 0
        self.rethrows = 0
        if self.keep_poses:
            self._current = self._read_poses()
        self._previous = list(self._current)

    def place(self, index: int, face: int) -> None:
        """Set die ``index`` down by hand in the middle of the floor, flat, ``face`` on top, and hold it.

        For a puzzle level's planet that stays locked all level: it is never thrown, so no throw's
        outcome is chosen; it is put down once and then held (pass it in ``locked``) like any die
        at rest. Only before the first throw or while the tray is settled.
        """
        if not 0 <= index < self.count:
            raise ValueError(f"no die {index} in a tray of {self.count}")
        if face not in hexdie.SIDE_VALUES:
            raise ValueError(f"a face is 1..6, got {face!r}")
        if self.thrown and not self.settled:
            raise ValueError("a die can only be placed while the tray is at rest")
        body = self.bodies[index]
        if not self._in_space[index]:
            self.space.add(body, *body.shapes)
            self._in_space[index] = True
        body.body_type = pymunk.Body.DYNAMIC
        body.position = (self.width / 2.0, self.height - self.inradius)
        body.angle = hexdie.UP_ANGLE - hexdie.SIDE_VALUES.index(face) * hexdie.SIDE_ANGLE
        body.velocity = (0.0, 0.0)
        body.angular_velocity = 0.0
        body.body_type = pymunk.Body.STATIC
        self._current = self._read_poses()
        self._previous = list(self._current)

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
            if not self._in_space[i]:
                raise ValueError(f"die {i} has not been thrown yet, so it cannot be held")
        return held

    def _spawn_slots(self, n: int, from_left: bool) -> list[tuple[float, float]]:
        """Non-overlapping start points in the upper corner the throw comes from."""
        slots = []
        for k in range(n):
            row, col = divmod(k, self._columns)
            x = self.radius * 1.15 + col * self._pitch
            y = self._spawn_top + row * self._pitch
            slots.append((x if from_left else self.width - x, y))
        return slots

    def _launch(self, index: int, x: float, y: float, from_left: bool) -> None:
        rng = self.rng
        body = self.bodies[index]
        if not self._in_space[index]:
            self.space.add(body, *body.shapes)
            self._in_space[index] = True
        if body.body_type != pymunk.Body.DYNAMIC:
            body.body_type = pymunk.Body.DYNAMIC
        body.position = (x, y)
        body.angle = rng.uniform(0.0, 2.0 * math.pi)
        speed = THROW_SPEED_PER_RADIUS * self.radius
        direction = 1.0 if from_left else -1.0
        body.velocity = (direction * speed * rng.uniform(*THROW_SPREAD), -speed * rng.uniform(*THROW_LIFT))
        body.angular_velocity = rng.uniform(-THROW_SPIN, THROW_SPIN)

    # --- stepping -----------------------------------------------------------------
    def step(self, dt: float = STEP) -> list[Collision]:
        """Advance the tray by ``dt`` seconds; returns the collisions that began.

        Pass the same ``dt`` every time (the game's fixed step): Chipmunk carries
        contact impulses from one step to the next, and a step of a different
        length would replay them out of proportion.
        """
        self._events.clear()
        self._previous = self._current
        if not self.thrown or self.settled:
            return []
        if dt <= STEP:
            self.space.step(dt)
        else:
            substeps = math.ceil(dt / STEP - 1e-9)
            for _ in range(substeps):
                self.space.step(dt / substeps)
        self.throw_time += dt
        if self.keep_poses:
            self._current = self._read_poses()
        self._update_rest(dt)
        return list(self._events)

    def run_until_settled(self, dt: float = STEP, limit: float = 60.0) -> float:
        """Step until the dice rest (headless use); returns the settle time."""
        while not self.settled:
            if self.throw_time > limit:
                raise RuntimeError(f"dice still moving after {limit} s")
            self.step(dt)
        assert self.settle_time is not None
        return self.settle_time

    def _read_poses(self) -> list[Pose]:
        poses = []
        for body, present in zip(self.bodies, self._in_space):
            if present:
                x, y = body.position
                poses.append(Pose(x, y, body.angle))
            else:
                poses.append(Pose(math.nan, math.nan, 0.0))
        return poses

    def _update_rest(self, dt: float) -> None:
        """Count how long each thrown die has been still; nudge the badly resting ones.

        Stillness is read from the kinetic energy (one cheap call per die), which
        covers both sliding and spinning.
        """
        rest_energy = self._rest_energy
        cap_energy = self._cap_energy
        rest_time = self._rest_time
        bodies = self.bodies
        all_resting = True
        for i in self._active:
            body = bodies[i]
            energy = body.kinetic_energy
            if energy >= rest_energy:
                if energy > cap_energy:
                    self._cap_speed(body)
                rest_time[i] = 0.0
                all_resting = False
                continue
            resting_for = rest_time[i] = rest_time[i] + dt
            if resting_for < REST_WINDOW:
                all_resting = False
            elif resting_for - dt < REST_WINDOW:  # just came to rest: how?
                self._flat[i] = self._lies_flat_on_floor(body)
            if not self._flat[i]:
                all_resting = False
                if resting_for >= STUCK_WINDOW:
                    self._nudge(i)
        if all_resting:
            self._freeze()
        elif self.throw_time > RETHROW_AFTER * (self.rethrows + 1):
            self._rethrow_restless()

    def _cap_speed(self, body: pymunk.Body) -> None:
        speed = body.velocity.length
        if speed > self._speed_cap:
            body.velocity = body.velocity * (self._speed_cap / speed)

    def _on_floor(self, y: float) -> bool:
        return abs(y - (self.height - self.inradius)) < FLOOR_TOLERANCE * self.radius

    def _lies_flat_on_floor(self, body: pymunk.Body) -> bool:
        return self._on_floor(body.position.y) and hexdie.tilt(body.angle) < FLAT_TOLERANCE

    def _nudge(self, index: int) -> None:
        """Push a badly resting die off what holds it up.

        A die leaning on the floor is pushed aside, away from its nearest neighbour;
        a die lying on other dice, or one that a push did not free (it may be wedged
        in a gap too narrow to lie flat in), hops over to the widest free stretch of
        floor. The
        push is a world-frame impulse at the die's centre plus a small random spin:
        all of it depends only on where things are, never on which label is where,
        so no face is favoured.
        """
        body = self.bodies[index]
        rng = self.rng
        x, y = body.position
        gravity = self.space.gravity.y
        if self._on_floor(y) and not self._nudged[index]:
            hop = NUDGE_HOP * self.radius
            sideways = self._away_from_nearest(index, x, y) * NUDGE_SPEED * self.radius
        else:
            distance = self._free_spot(index, x) - x
            flight = max(2.0 * math.sqrt(2.0 * HOP_OVER * self.radius / gravity),
                         abs(distance) / (HOP_SPEED * self.radius))
            hop = gravity * flight * flight / 8.0
            sideways = distance / flight
        sideways *= rng.uniform(0.85, 1.15)
        up = math.sqrt(2.0 * gravity * hop)
        body.apply_impulse_at_world_point((body.mass * sideways, -body.mass * up), (x, y))
        body.angular_velocity += rng.uniform(-NUDGE_SPIN, NUDGE_SPIN)
        self._rest_time[index] = 0.0
        self._nudged[index] += 1
        self.nudges += 1

    def _floor_neighbours(self, index: int) -> list[float]:
        """x of every other die in the tray that lies near the floor."""
        xs = []
        for j, other in enumerate(self.bodies):
            if j != index and self._in_space[j]:
                ox, oy = other.position
                if oy > self.height - 2.0 * self.radius:
                    xs.append(ox)
        return xs

    def _away_from_nearest(self, index: int, x: float, y: float) -> float:
        """-1 or +1: the horizontal direction away from the nearest die or side wall."""
        nearest, direction = x, 1.0                      # the left wall
        if self.width - x < nearest:
            nearest, direction = self.width - x, -1.0    # the right wall
        for ox in self._floor_neighbours(index):
            if abs(ox - x) < nearest:
                nearest, direction = abs(ox - x), (1.0 if ox < x else -1.0)
        if nearest == 0.0:
            direction = self.rng.choice((-1.0, 1.0))
        return direction

    def _free_spot(self, index: int, x: float) -> float:
        """The middle of the nearest stretch of floor wide enough to lie flat in.

        Falls back on the widest stretch. Side walls count as dice just outside.
        """
        edges = sorted([-self.radius, *self._floor_neighbours(index), self.width + self.radius])
        gaps = [(b - a, (a + b) / 2.0) for a, b in zip(edges, edges[1:])]
        roomy = [centre for width, centre in gaps if width >= ROOMY_GAP * self.radius]
        if roomy:
            return min(roomy, key=lambda centre: abs(centre - x))
        return max(gaps)[1]

    def _rethrow_restless(self) -> None:
        """Last resort for a die that will not rest: throw it again from the top."""
        self.rethrows += 1
        restless = [i for i in self._active if self._rest_time[i] < REST_WINDOW]
        from_left = self.rng.random() < 0.5
        for i, (x, y) in zip(restless, self._spawn_slots(len(restless), from_left)):
            self._launch(i, x, y, from_left)

    def _freeze(self) -> None:
        for i in self._active:
            body = self.bodies[i]
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0
            body.body_type = pymunk.Body.STATIC
        self.faces = tuple(hexdie.face_value(body.angle) for body in self.bodies)
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
        loudness = min(1.0, speed / (40.0 * self.radius))
        self._events.append(Collision(px, py, speed, loudness, dice))

    # --- reading ------------------------------------------------------------------
    @property
    def events(self) -> list[Collision]:
        """The collisions that began during the last step."""
        return list(self._events)

    def pose(self, index: int, alpha: float = 1.0) -> Pose:
        """Die ``index`` between the last two steps (``alpha`` 0 = previous, 1 = current)."""
        if not self._current:
            return Pose(math.nan, math.nan, 0.0)
        p, c = self._previous[index], self._current[index]
        return Pose(p.x + (c.x - p.x) * alpha, p.y + (c.y - p.y) * alpha, p.angle + (c.angle - p.angle) * alpha)

    def poses(self, alpha: float = 1.0) -> list[Pose]:
        return [self.pose(i, alpha) for i in range(self.count)]

    def is_present(self, index: int) -> bool:
        """Whether die ``index`` has been thrown yet (is in the tray at all)."""
        return self._in_space[index]

    def moving(self, index: int) -> bool:
        return self.thrown and not self.settled and index in self._active

    @property
    def last_thrown(self) -> tuple[int, ...]:
        """The dice the last throw threw (the others were held)."""
        return tuple(self._active)

    def die_at(self, point: tuple[float, float]) -> int | None:
        """The die under a tray-local point, or None (the nearest if dice overlap the point)."""
        best, best_d2 = None, self.radius * self.radius
        for i, pose in enumerate(self._current):
            if not self._in_space[i]:
                continue
            d2 = (pose.x - point[0]) ** 2 + (pose.y - point[1]) ** 2
            if d2 <= best_d2:
                best, best_d2 = i, d2
        return best

    def up_side(self, index: int) -> int | None:
        """Which side (0..5) of die ``index`` was read as its face, once settled."""
        if not self.settled:
            return None
        return hexdie.up_side(self.bodies[index].angle)
