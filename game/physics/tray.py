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

A die's life in a throw (``AIR``, ``ROLL``, ``TIP``, ``FLAT``) is game/physics/felt.py's.

When every thrown die lies flat and still the tray freezes them (static bodies,
out of any box or wall they sank into: ``apart``) and reads each value from its orientation. The value is never chosen: it is where
the physics left the die (see ``cube`` for why every face is equally likely).
Locked dice stay static throughout a throw: they do not move at all.

All sizes and speeds scale with the cube's edge, so a small split-screen tray plays
in the same time as a big one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

import pymunk

from game.physics import apart, cube, spawn
from game.physics.cube import Quat
from game.physics.felt import AIR, FLAT, Die, Felt, angle_of, position_of
from game.physics.pose import Collision, Pose  # defined apart, without pymunk (Pose: also for callers)
from game.physics.sizing import default_radius

STEP = 1.0 / 120.0

DIE_COLLISION = 1
WALL_COLLISION = 2

# Tuned from the trial in shared/notes/rolling-cubes.md, as the felt's figures (game/physics/felt.py) and
# the throw's (game/physics/spawn.py) are.
DAMPING = math.exp(-0.8)         # fraction of velocity kept per second (felt drag)
LOUD_SPEED = 16.0                # edges/s of closing speed that is as loud as it gets

WALL_ELASTICITY = 0.55
DIE_ELASTICITY = 0.45
FRICTION = 0.55                  # pymunk multiplies the two: about 0.3 die-die and die-wall
CORNER_ROUNDING = 0.05           # of the edge
# Of the edge: a die's box is this much wider than the cube (and DRAWN_SLACK px more), so dice at rest are never drawn
# one over the other: a die at rest shows the foot of its sides south-east of its top (render.rest_die.depth: up to
# (0.12, 0.34) of the edge, 0.361 long), and two boxes touching keep the cubes that far apart in any direction (the
# tops lean out in perspective by far less: dice_view.LEAN); tests/scenes/playkit/test_tray_containment.py.
DIE_SPACING = 0.375
DRAWN_SLACK = 3.0                # px: a drawn cube's anti-aliased rims and whole-pixel places
SOLVER_ITERATIONS = 10
TIME_LIMIT = 30.0                # simulated s: a throw longer than this is a bug
MIN_ROOM = 4.3                   # edges across the short side at least: room to throw beside held dice (test_spawn_room)


def _as_rng(rng: random.Random | int | None) -> random.Random:
    return rng if isinstance(rng, random.Random) else random.Random(rng)


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
        if min(self.width, self.height) < MIN_ROOM * self.edge:
            raise ValueError(f"a {self.width:.0f}x{self.height:.0f} table is too small for dice of edge "
                             f"{self.edge:.0f}")
        self.rng = _as_rng(rng)
        self.collect_events = collect_events
        self.keep_poses = keep_poses
        self.label_turn = label_turn

        self.felt = Felt(self.edge, self.rng, keep_poses)
        self.space = pymunk.Space()
        self.space.damping = DAMPING
        self.space.iterations = SOLVER_ITERATIONS
        self._add_walls()
        self._die_of_shape: dict[pymunk.Shape, int] = {}
        self.dice: list[Die] = [self._make_die(i) for i in range(count)]
        self.felt.ready(self.space, self.dice)     # (their first throw's friction joints: made with the tray)
        self.bodies: list[pymunk.Body] = [d.body for d in self.dice]
        self._active: list[int] = []
        self._events: list[Collision] = []
        self._previous: list[Pose] = []
        self._current: list[Pose] = []
        self.faces: tuple[int, ...] | None = None
        self.settled = False
        self.thrown = False
        self.throw_time = 0.0
        self.settle_time: float | None = None
        self.clock = 0.0     # seconds stepped, settled or not (for drawing: how long a die has lain flat)
        if collect_events:
            self.space.on_collision(DIE_COLLISION, DIE_COLLISION, begin=self._on_begin)
            self.space.on_collision(DIE_COLLISION, WALL_COLLISION, begin=self._on_begin)

    # --- building -----------------------------------------------------------------
    def _add_walls(self) -> None:
        """Four fat segments whose inner faces are the table's edges (two edges thick)."""
        half = self.edge
        w, h = self.width, self.height
        lines = [((-half, -half), (w + half, -half)), ((-half, h + half), (w + half, h + half)),
                 ((-half, -half), (-half, h + half)), ((w + half, -half), (w + half, h + half))]
        self._walls = [pymunk.Segment(self.space.static_body, start, end, half) for start, end in lines]
        for wall in self._walls:
            wall.friction = FRICTION
            wall.elasticity = WALL_ELASTICITY
            wall.collision_type = WALL_COLLISION
            self.space.add(wall)

    def _make_die(self, index: int) -> Die:
        body = pymunk.Body()
        rounding = CORNER_ROUNDING * self.edge
        side = self.edge * (1.0 + DIE_SPACING) + DRAWN_SLACK - 2.0 * rounding
        shape = pymunk.Poly.create_box(body, (side, side), rounding)
        shape.mass = 1.0       # on the shape, so the body keeps it when it turns static and back
        shape.friction = FRICTION
        shape.elasticity = DIE_ELASTICITY
        shape.collision_type = DIE_COLLISION
        self._die_of_shape[shape] = index
        return Die(body, shape)

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
        self.felt.hops = 0
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
        obstacles = [(self.bodies[i].position.x, self.bodies[i].position.y) for i in held]
        for start in spawn.plan_throw(self.rng, (self.width, self.height), self.edge, self._active, obstacles,
                                      self.label_turn):
            self._launch(*start)

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
            self.felt.grip(self.space, die)
        die.q = q
        die.z = cube.contact_height(q, self.edge) + lift
        die.vz = 0.0
        die.kick = (0.0, 0.0, 0.0)
        die.vx, die.vy = velocity
        self.felt.set_state(die, AIR)

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
        all_still = self.felt.advance(self.dice, self._active, dt, self.clock)
        if all_still:
            self._freeze()
        elif self.throw_time > TIME_LIMIT:
            raise RuntimeError(f"dice still moving after {TIME_LIMIT} s")

    def run_until_settled(self, dt: float = STEP, limit: float = TIME_LIMIT) -> float:
        """Step until the dice rest (headless use); returns the settle time."""
        while not self.settled:
            if self.throw_time > limit:
                raise RuntimeError(f"dice still moving after {limit} s")
            self.step(dt)
        assert self.settle_time is not None
        return self.settle_time

    def _freeze(self) -> None:
        present = [die for die in self.dice if die.present]
        active = {id(self.dice[i]) for i in self._active}
        apart.push_apart(self.space, [die.shape for die in present], [id(die) in active for die in present], self._walls)
        for i in self._active:
            die = self.dice[i]
            body = die.body
            die.q = self.felt.flat_orientation(die)
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
                at = position_of(die.cp)
                q = self.felt.flat_orientation(die) if die.state == FLAT else die.q
                poses.append(Pose(at.x, at.y, angle_of(die.cp), q, die.z))
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
                    cube.nlerp(p.orientation, c.orientation, alpha), p.height + (c.height - p.height) * alpha)

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
    def hops(self) -> int:
        """How many hard hits threw a die up this throw."""
        return self.felt.hops

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

