"""The tray as scenes use it: throws, locks, settling, poses, hit-tests."""

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.physics import STEP, Tray, simulate_throw
from game.physics import hexdie


def settled_tray(count: int = 5, seed: int = 1, size=(900, 700)) -> Tray:
    tray = Tray(size, count, random.Random(seed))
    tray.throw()
    tray.run_until_settled()
    return tray


def test_same_seed_same_throw():
    assert simulate_throw(5, 42) == simulate_throw(5, 42)
    assert simulate_throw(6, 7, locked=(0, 3)) == simulate_throw(6, 7, locked=(0, 3))


def test_different_seeds_give_different_throws():
    results = {simulate_throw(5, seed).faces for seed in range(20)}
    assert len(results) > 15


@pytest.mark.parametrize("count", [1, 5, 6])
def test_faces_are_read_from_the_rest_pose(count):
    tray = settled_tray(count, seed=3)
    assert tray.faces is not None and len(tray.faces) == count
    for body, face in zip(tray.bodies, tray.faces):
        assert face == hexdie.face_value(body.angle)
        assert hexdie.tilt(body.angle) < math.radians(4.0)
        # Lying on the floor, not on another die.
        assert body.position.y == pytest.approx(tray.height - tray.inradius, abs=0.12 * tray.radius)


def test_locked_dice_do_not_move_and_keep_their_faces():
    tray = settled_tray(6, seed=11)
    before = [(tuple(b.position), b.angle) for b in tray.bodies]
    faces = tray.faces
    tray.throw(locked={1, 4})
    moved_any = False
    while not tray.settled:
        tray.step()
        for i in (1, 4):
            assert (tuple(tray.bodies[i].position), tray.bodies[i].angle) == before[i]
        moved_any = moved_any or tuple(tray.bodies[0].position) != before[0][0]
    assert moved_any
    assert tray.faces[1] == faces[1] and tray.faces[4] == faces[4]


def test_lock_mask_works_like_indices():
    tray = settled_tray(5, seed=5)
    mask_tray = settled_tray(5, seed=5)
    tray.throw(locked=[2])
    mask_tray.throw(locked=[False, False, True, False, False])
    assert tray.run_until_settled() == mask_tray.run_until_settled()
    assert tray.faces == mask_tray.faces


def test_cannot_hold_a_die_before_it_was_thrown_or_while_dice_fly():
    tray = Tray((900, 700), 5, 1)
    with pytest.raises(ValueError):
        tray.throw(locked={0})
    tray.throw()
    tray.step()
    with pytest.raises(ValueError):
        tray.throw(locked={0})


def test_simulate_throw_with_locks_keeps_held_faces():
    result = simulate_throw(5, 99, locked=(0, 2))
    assert result.held_faces is not None
    assert result.faces[0] == result.held_faces[0]
    assert result.faces[2] == result.held_faces[2]


def test_hit_test_finds_the_die_under_the_pointer():
    tray = settled_tray(5, seed=8)
    for i in range(5):
        pose = tray.pose(i)
        assert tray.die_at((pose.x + 3, pose.y - 3)) == i
    assert tray.die_at((tray.width / 2, 5)) is None


def test_poses_interpolate_between_steps():
    tray = Tray((900, 700), 5, 2)
    tray.throw()
    for _ in range(10):
        tray.step()
    tray.step()
    p0, p1, half = tray.pose(0, 0.0), tray.pose(0, 1.0), tray.pose(0, 0.5)
    assert p0 != p1
    assert half.x == pytest.approx((p0.x + p1.x) / 2)
    assert half.angle == pytest.approx((p0.angle + p1.angle) / 2)


def test_collisions_are_reported_while_dice_fly():
    tray = Tray((900, 700), 5, 4)
    tray.throw()
    events = []
    while not tray.settled:
        events += tray.step()
    assert events
    assert all(0.0 <= e.loudness <= 1.0 and e.dice for e in events)
    assert any(len(e.dice) == 2 for e in events) or any(len(e.dice) == 1 for e in events)


@pytest.mark.parametrize("size,count", [((300, 300), 5), ((300, 300), 6), ((1280, 420), 6)])
def test_small_and_wide_trays_settle(size, count):
    for seed in range(5):
        result = simulate_throw(count, seed, size=size)
        assert all(1 <= f <= 6 for f in result.faces)
        assert result.settle_time < 10.0


@pytest.mark.parametrize("size,count", [((300, 300), 6), ((900, 700), 5)])
def test_dice_never_leave_the_tray_or_pass_through_each_other(size, count):
    """At the game's step and at a slow machine's 30 Hz (sub-stepped) alike.

    A die's centre never gets within half an inradius of a wall (it would need to
    cross the whole wall to leave), and two centres never get closer than one
    inradius (passing through would need them to cross).
    """
    for dt in (STEP, 1 / 30):
        for seed in range(20):
            tray = Tray(size, count, seed)
            tray.throw()
            while not tray.settled:
                tray.step(dt)
                a = tray.inradius
                for i, body in enumerate(tray.bodies):
                    x, y = body.position
                    assert 0.45 * a < x < tray.width - 0.45 * a
                    assert 0.45 * a < y < tray.height - 0.45 * a
                    for other in tray.bodies[i + 1:]:
                        assert (body.position - other.position).length > a


@pytest.mark.parametrize("size,count,throws", [((900, 700), 5, 400), ((300, 300), 5, 200), ((900, 700), 6, 200)])
def test_throws_settle_snappily(size, count, throws):
    """Simulated seconds (not wall time): median <= 1.5 s and p99 <= 3 s."""
    times = sorted(simulate_throw(count, seed, size=size).settle_time for seed in range(throws))
    assert times[len(times) // 2] <= 1.5
    assert times[int(0.99 * (len(times) - 1))] <= 3.0


@settings(max_examples=15, deadline=None)
@given(count=st.integers(1, 6), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_any_throw_reads_valid_faces_and_keeps_held_ones(count, seed, data):
    held = data.draw(st.sets(st.integers(0, count - 1), max_size=count - 1))
    result = simulate_throw(count, seed, locked=held)
    assert len(result.faces) == count and all(1 <= f <= 6 for f in result.faces)
    if held:
        assert all(result.faces[i] == result.held_faces[i] for i in held)
    assert simulate_throw(count, seed, locked=held) == result
