"""How a die moves on the felt, beside pymunk's planar motion: the state it is in (in the air, rolling,
tipping to rest, lying flat), the felt's friction for that state, the display-only gravity of the fly-in
and of hops, the hop after a hard hit, and the tip to the face most nearly up. Every size and speed
scales with the cube's edge. The tray (game/physics/tray.py) steps the pymunk space and calls
`Felt.advance` once per step for the dice in play.

A die's life in a throw:

* ``AIR``: released above the felt (or hopping after a hard hit); no felt friction,
  a display-only gravity brings it down, and it tumbles as it flies.
* ``ROLL``: on the felt, rolling over its edges (a quarter turn per edge travelled).
* ``TIP``: slow enough to stop: the face most nearly up tips to exactly up along the
  shortest arc (eased like a fall) while the invisible box turns, by its angular
  velocity, to the square the die will cover.
* ``FLAT``: lying on a face; it can slide and spin (the orientation follows the
  body's angle), and a hard enough hit sets it rolling again.
"""

from __future__ import annotations

import math
import random

import pymunk
from pymunk._chipmunk_cffi import lib as _chipmunk

from game.physics import cube
from game.physics.cube import Quat

AIR, ROLL, TIP, FLAT = 0, 1, 2, 3

# Everything below is per edge of the cube (px/s = edges/s * edge), tuned from the
# trial in shared/notes/rolling-cubes.md (edge 56 px there).
GRAVITY = 75.0                   # edges/s^2, display only (height, not the plane)
LANDING_BOUNCE = 0.3             # of the falling speed, back up on landing
ROLL_FRICTION = 21.4             # edges/s^2 while tumbling over the edges
FLAT_FRICTION = 46.4             # edges/s^2 lying on a face
ROLL_SPIN_FRICTION = 9.0         # rad/s^2
FLAT_SPIN_FRICTION = 40.0        # rad/s^2
HOP_KICK = 4.64                  # edges/s: a velocity change over this in one step makes it hop
HOP_LIFT = 0.3                   # vertical speed per unit of velocity change above HOP_KICK
HOP_TUMBLE = 0.6                 # tumble rate of a hop, in rolling rates of the kick
REST_SPEED = 0.8                 # edges/s: slower than this, a rolling die tips to rest
REST_SPIN = 3.0                  # rad/s, and spinning slower than this
WAKE_SPEED = 2.86                # edges/s: a flat die hit harder than this rolls again
TIP_TIME = 0.15                  # s from rolling to lying flat
STOP_SPEED = 0.01                # edges/s: below this (and barely spinning) a die is still
STOP_SPIN = 0.01                 # rad/s

# The body's state straight from Chipmunk, as pymunk's own properties read and write it (`Body.velocity` is
# this call wrapped in a Python property and a new Vec2d): the step below reads every moving die's velocity and
# spin 120 times a second: read here, a headless throw takes ~1/6 less CPU (the fairness tests). Same doubles.
_velocity = _chipmunk.cpBodyGetVelocity
_spin = _chipmunk.cpBodyGetAngularVelocity
angle_of = _chipmunk.cpBodyGetAngle
position_of = _chipmunk.cpBodyGetPosition
_energy = _chipmunk.cpBodyKineticEnergy
_set_spin = _chipmunk.cpBodySetAngularVelocity


class Die:
    """One die's state besides its pymunk body (plain attributes: the step loop is hot)."""

    __slots__ = ("body", "cp", "shape", "pivot", "gear", "state", "q", "z", "vz", "kick", "vx", "vy",
                 "tip_from", "tip_turn", "tip_age", "rest_q", "rest_angle", "present", "flat_at", "spare")

    def __init__(self, body: pymunk.Body, shape: pymunk.Shape) -> None:
        self.body = body
        self.cp = body._body    # Chipmunk's body (pymunk's handle: the same one for the body's whole life)
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
        self.spare: tuple[pymunk.PivotJoint, pymunk.GearJoint] | None = None   # its next pivot and gear (Felt.grip)


class Felt:
    """The felt under dice of one edge: friction per state (set on each die's pivot and gear), display
    gravity, hops (counted in `hops`, drawn from the tray's `rng`) and tipping to rest."""

    def __init__(self, edge: float, rng: random.Random, keep_poses: bool) -> None:
        e = self.edge = edge
        self.rng = rng
        self.keep_poses = keep_poses
        self.hops = 0
        self.roll_radius = 2.0 * e / math.pi     # one edge per quarter turn
        self.gravity = GRAVITY * e
        self.hop_kick = HOP_KICK * e
        self.rest_speed2 = (REST_SPEED * e) ** 2
        self.wake_speed2 = (WAKE_SPEED * e) ** 2
        moment = pymunk.moment_for_box(1.0, (e, e))
        self.forces = {   # (pivot force, gear torque) per state, for a die of mass 1
            AIR: (0.0, 0.0),
            ROLL: (ROLL_FRICTION * e, ROLL_SPIN_FRICTION * moment),
            TIP: (FLAT_FRICTION * e, 0.0),
            FLAT: (FLAT_FRICTION * e, FLAT_SPIN_FRICTION * moment),
        }
        # Chipmunk's kinetic energy is m v^2 + I w^2 (no 1/2), mass 1.
        self.wake_energy = (WAKE_SPEED * e) ** 2
        self.still_energy = (STOP_SPEED * e) ** 2 + moment * STOP_SPIN ** 2

    def set_state(self, die: Die, state: int) -> None:
        die.state = state
        force, torque = self.forces[state]
        die.pivot.max_force = force
        die.gear.max_force = torque

    def grip(self, space: pymunk.Space, die: Die) -> None:
        """Put a die's friction on (its pivot and gear to the table, into `space`): the pair made ahead, with the
        tray or (a drawn tray's) when it last came to lie flat (new joints, never in a space yet: the same as made
        now), else new ones. Six dice's joints made in a throw's frame cost ~0.1 ms of its update."""
        die.pivot, die.gear = die.spare or _joints(space, die.body)
        die.spare = None
        space.add(die.pivot, die.gear)

    @staticmethod
    def ready(space: pymunk.Space, dice: list[Die]) -> None:
        """Make each die's first pivot and gear with the tray (its bodies are dynamic, in no space yet)."""
        for die in dice:
            die.spare = die.spare or _joints(space, die.body)

    def advance(self, dice: list[Die], active: list[int], dt: float, clock: float) -> bool:
        """Turn, lift and settle the dice in play after a step of `dt` of the pymunk space (`clock`: the
        tray's time, for when a die came to lie flat); True when every one lies flat and still."""
        inv_r = 1.0 / self.roll_radius
        half_dt = 0.5 * dt
        half_edge = 0.5 * self.edge
        still_energy = self.still_energy
        hop_kick2 = self.hop_kick * self.hop_kick
        rest_speed2 = self.rest_speed2
        all_still = True
        for index in active:
            die = dice[index]
            state = die.state
            cp = die.cp
            if state == FLAT:
                energy = _energy(cp)
                if energy <= still_energy:
                    continue
                all_still = False
                if energy < self.wake_energy:
                    continue
                v = _velocity(cp)
                vx, vy = v.x, v.y
                if vx * vx + vy * vy < self.wake_speed2:
                    continue
                # Hit hard: it rolls again from how it lies now.
                die.q = self.flat_orientation(die)
                die.vx = die.vy = 0.0
                self.set_state(die, ROLL)
                state = ROLL
            all_still = False
            if state == TIP:
                self.tip(die, dt, clock)
                continue
            v = _velocity(cp)
            vx, vy = v.x, v.y
            w = _spin(cp)
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
                self.hop(die, math.sqrt(kick2), dvx, dvy)
            # The centre rides over the corners: the lowest one touches the felt.
            floor = half_edge * (abs(2.0 * (qx * qz - qw * qy)) + abs(2.0 * (qy * qz + qw * qx))
                                 + abs(1.0 - 2.0 * (qx * qx + qy * qy)))
            if die.state == AIR:
                self.fall(die, floor, dt)
            else:
                die.z = floor
                if vx * vx + vy * vy < rest_speed2 and -REST_SPIN < w < REST_SPIN:
                    self.start_tip(die)
        return all_still

    def fall(self, die: Die, floor: float, dt: float) -> None:
        """Display gravity pulls a die in the air down; it bounces once or twice and rolls on."""
        die.vz -= self.gravity * dt
        die.z += die.vz * dt
        if die.z <= floor:
            die.z = floor
            bounce = -die.vz * LANDING_BOUNCE
            if bounce > 2.0 * self.gravity * dt:
                die.vz = bounce
            else:
                die.vz = 0.0
                die.kick = (0.0, 0.0, 0.0)
                self.set_state(die, ROLL)

    def hop(self, die: Die, kick: float, dvx: float, dvy: float) -> None:
        """A hard hit throws the die up a little, tumbling about the hit's direction."""
        self.hops += 1
        if die.state != AIR:
            self.set_state(die, AIR)
        die.vz = max(die.vz, 0.0) + HOP_LIFT * (kick - self.hop_kick)
        rate = HOP_TUMBLE * kick / self.roll_radius * self.rng.uniform(0.5, 1.0)
        # About the horizontal axis across the kick (like rolling with it), world frame only.
        die.kick = (dvy / kick * rate, -dvx / kick * rate, 0.0)

    def start_tip(self, die: Die) -> None:
        q = die.q
        turn = cube.tip_turn(q)
        target = cube.multiply(turn, q)
        box_turn = cube.quarter_offset(cube.footprint_angle(target), die.body.angle)
        die.tip_from = q
        die.tip_turn = turn
        die.tip_age = 0.0
        die.rest_angle = die.body.angle + box_turn
        self.set_state(die, TIP)
        die.body.angular_velocity = box_turn / TIP_TIME

    def tip(self, die: Die, dt: float, clock: float) -> None:
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
            _set_spin(die.cp, 0.0)
            self.set_state(die, FLAT)
            die.flat_at = clock
            if die.spare is None and self.keep_poses:   # (a drawn tray's next throw's joints, made while the
                die.spare = _joints(body.space, body)      # body is dynamic; a headless one makes them then)
            return
        _set_spin(die.cp, (die.rest_angle - angle_of(die.cp)) / max(TIP_TIME - die.tip_age + dt, dt))
        if self.keep_poses:   # the tipping orientation is only ever drawn, never used by the physics
            die.q = cube.multiply(cube.partial(die.tip_turn, u * u), die.tip_from)
            die.z = cube.contact_height(die.q, self.edge)

    def flat_orientation(self, die: Die) -> Quat:
        return cube.multiply(cube.yaw(angle_of(die.cp) - die.rest_angle), die.rest_q)


def _joints(space: pymunk.Space, body: pymunk.Body) -> tuple[pymunk.PivotJoint, pymunk.GearJoint]:
    """A die's friction joints to the table: a pivot (on speed) and a gear (on spin), without bias."""
    pivot = pymunk.PivotJoint(space.static_body, body, (0.0, 0.0), (0.0, 0.0))
    gear = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
    pivot.max_bias = gear.max_bias = 0.0
    return pivot, gear
