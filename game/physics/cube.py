"""A cube die's 3-D orientation as plain geometry (no pymunk): quaternions, faces, reading.

World frame (right-handed): x points east (screen right), y south (screen down) and
z *down into the table*, so "up", towards the camera, is (0, 0, -1). A pymunk body
angle turns x towards y, which is a turn about +z here, so a body's spin adds to a
die's orientation without a sign change.

An orientation is a unit quaternion ``(w, x, y, z)`` that takes the die's own axes
to the world. Face ``k`` of :data:`FACES` has its outward normal along a signed
body axis and carries a value; opposite faces add up to 7, and 1, 2, 3 turn
counter-clockwise round their shared corner, as on a real die.

Why this is fair: the tray draws every starting orientation uniformly over all
rotations, and nothing it computes looks at a face label: rolling, hops, tipping
and the collision box depend only on where the die's axes point, and those are the
same for an orientation ``q`` and ``q * g`` for any of the 24 turns ``g`` that map
the cube onto itself. A throw from ``q * g`` is therefore the same motion as a
throw from ``q``, with the labels moved round by ``g``, and ``q * g`` is exactly as
likely as ``q``. So every face is equally likely to end on top. Only
:func:`face_value` looks at labels, once the die is at rest.
"""

from __future__ import annotations

import itertools
import math
import random

Quat = tuple[float, float, float, float]

IDENTITY: Quat = (1.0, 0.0, 0.0, 0.0)
UP = (0.0, 0.0, -1.0)

# (body axis 0/1/2, sign, value): the outward normal of each face and its label.
FACES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 1), (0, -1, 6),
    (1, 1, 2), (1, -1, 5),
    (2, 1, 3), (2, -1, 4),
)


def multiply(a: Quat, b: Quat) -> Quat:
    """The turn ``b`` followed by the turn ``a`` (Hamilton product ``a * b``)."""
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return (
        aw * bw - ax * bx - ay * by - az * bz,
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
    )


def normalise(q: Quat) -> Quat:
    w, x, y, z = q
    n = 1.0 / math.sqrt(w * w + x * x + y * y + z * z)
    return (w * n, x * n, y * n, z * n)


def about_axis(axis: tuple[float, float, float], angle: float) -> Quat:
    """The turn by ``angle`` radians about the unit vector ``axis`` (right hand)."""
    s = math.sin(angle / 2.0)
    return (math.cos(angle / 2.0), axis[0] * s, axis[1] * s, axis[2] * s)


def yaw(angle: float) -> Quat:
    """A turn about the world's +z (the way a pymunk body angle turns)."""
    return (math.cos(angle / 2.0), 0.0, 0.0, math.sin(angle / 2.0))


def matrix(q: Quat) -> tuple[tuple[float, float, float], ...]:
    """Rotation matrix rows; column k is where body axis k points in the world."""
    w, x, y, z = q
    return (
        (1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)),
        (2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)),
        (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)),
    )


def axis_z(q: Quat) -> tuple[float, float, float]:
    """The world z-component of each body axis (the bottom row of the matrix)."""
    w, x, y, z = q
    return (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y))


def face_normal(q: Quat, face: int) -> tuple[float, float, float]:
    """World direction of face ``face``'s outward normal."""
    axis, sign, _ = FACES[face]
    rows = matrix(q)
    return (sign * rows[0][axis], sign * rows[1][axis], sign * rows[2][axis])


def top_face(q: Quat) -> int:
    """Index into :data:`FACES` of the face pointing most nearly up."""
    zs = axis_z(q)
    axis = max(range(3), key=lambda k: abs(zs[k]))
    return 2 * axis + (0 if zs[axis] < 0.0 else 1)   # up is -z


def face_value(q: Quat) -> int:
    """The value on top (only ever asked once the die rests flat)."""
    return FACES[top_face(q)][2]


def tilt(q: Quat) -> float:
    """Radians between the top face's normal and straight up (0 when flat)."""
    zs = axis_z(q)
    return math.acos(min(1.0, max(abs(v) for v in zs)))


def contact_height(q: Quat, edge: float) -> float:
    """Height of the centre above the felt when the lowest corner touches it."""
    a, b, c = axis_z(q)
    return 0.5 * edge * (abs(a) + abs(b) + abs(c))


def tip_turn(q: Quat) -> Quat:
    """The shortest world turn that puts the face most nearly up exactly up.

    It depends only on where that face's normal points, never on its label.
    """
    nx, ny, nz = face_normal(q, top_face(q))
    ux, uy, uz = UP
    # Half-way quaternion: (1 + n.u, n x u), normalised. n.u > 0.5 for the top face.
    cx, cy, cz = ny * uz - nz * uy, nz * ux - nx * uz, nx * uy - ny * ux
    return normalise((1.0 + nx * ux + ny * uy + nz * uz, cx, cy, cz))


def partial(turn: Quat, fraction: float) -> Quat:
    """``fraction`` (0..1) of ``turn`` about the same axis (slerp from the identity)."""
    w, x, y, z = turn
    half = math.acos(max(-1.0, min(1.0, w)))
    s = math.sin(half)
    if s < 1e-12:
        return IDENTITY
    k = math.sin(half * fraction) / s
    return (math.cos(half * fraction), x * k, y * k, z * k)


def footprint_angle(q: Quat) -> float:
    """Yaw (radians) of the square a flat-lying die covers on the table, in (-pi/4, pi/4]."""
    rows = matrix(q)
    zs = rows[2]
    up_axis = max(range(3), key=lambda k: abs(zs[k]))
    side = (up_axis + 1) % 3
    angle = math.atan2(rows[1][side], rows[0][side])
    return _wrap_quarter(angle)


def _wrap_quarter(angle: float) -> float:
    """``angle`` shifted by a multiple of 90 degrees into (-45, 45] degrees."""
    quarter = math.pi / 2.0
    return angle - quarter * math.floor(angle / quarter + 0.5)


def quarter_offset(target: float, current: float) -> float:
    """The turn (|turn| <= 45 degrees) from a square at ``current`` to one at ``target``."""
    return _wrap_quarter(target - current)


def random_orientation(rng: random.Random) -> Quat:
    """A uniformly random orientation (Shoemake's method: uniform on the 3-sphere)."""
    u1, u2, u3 = rng.random(), rng.random(), rng.random()
    a, b = math.sqrt(1.0 - u1), math.sqrt(u1)
    t2, t3 = 2.0 * math.pi * u2, 2.0 * math.pi * u3
    return (b * math.cos(t3), a * math.sin(t2), a * math.cos(t2), b * math.sin(t3))


def _cube_turns() -> tuple[Quat, ...]:
    """The 24 turns that map a cube onto itself, as quaternions."""
    turns: list[Quat] = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            m = [[0.0] * 3 for _ in range(3)]
            for row, col in enumerate(perm):
                m[row][col] = float(signs[row])
            det = (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                   - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                   + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
            if det > 0:
                turns.append(_from_matrix(m))
    return tuple(turns)


def _from_matrix(m: list[list[float]]) -> Quat:
    trace = m[0][0] + m[1][1] + m[2][2]
    if trace > 0:
        s = 2.0 * math.sqrt(trace + 1.0)
        return normalise((0.25 * s, (m[2][1] - m[1][2]) / s, (m[0][2] - m[2][0]) / s, (m[1][0] - m[0][1]) / s))
    i = max(range(3), key=lambda k: m[k][k])
    j, k = (i + 1) % 3, (i + 2) % 3
    s = 2.0 * math.sqrt(1.0 + m[i][i] - m[j][j] - m[k][k])
    q = [0.0, 0.0, 0.0, 0.0]
    q[0] = (m[k][j] - m[j][k]) / s
    q[1 + i] = 0.25 * s
    q[1 + j] = (m[j][i] + m[i][j]) / s
    q[1 + k] = (m[k][i] + m[i][k]) / s
    return normalise((q[0], q[1], q[2], q[3]))


CUBE_TURNS: tuple[Quat, ...] = _cube_turns()


def relabelled_face(face: int, turn: Quat) -> int:
    """Which face of a die started at ``q * turn`` lies where face ``face`` of one started at ``q`` does.

    The die turned by ``turn`` in its own frame shows, at the place of body
    direction ``d``, its face whose normal is ``turn^-1 d``.
    """
    axis, sign, _ = FACES[face]
    d = [0.0, 0.0, 0.0]
    d[axis] = float(sign)
    inverse = (turn[0], -turn[1], -turn[2], -turn[3])
    rows = matrix(inverse)
    v = [sum(rows[r][c] * d[c] for c in range(3)) for r in range(3)]
    best = max(range(3), key=lambda k: abs(v[k]))
    return 2 * best + (0 if v[best] > 0 else 1)


def nlerp(a: Quat, b: Quat, t: float) -> Quat:
    """Between two orientations (t from 0 to 1), along the shorter way: normalised linear interpolation."""
    if a is b:
        return a
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    if aw * bw + ax * bx + ay * by + az * bz < 0.0:
        bw, bx, by, bz = -bw, -bx, -by, -bz
    w, x, y, z = aw + (bw - aw) * t, ax + (bx - ax) * t, ay + (by - ay) * t, az + (bz - az) * t
    n = 1.0 / math.sqrt(w * w + x * x + y * y + z * z)    # (normalise, unrolled: a drawn frame asks it per die)
    return (w * n, x * n, y * n, z * n)
