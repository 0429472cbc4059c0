"""The game's own dice are fair: chi-square tests on real throws, and the symmetry that makes them so.

The threshold p >= 0.001 fails a fair die about once in a thousand seed sets; the
seeds are fixed, so the outcome is fixed too. A real bias of a percent or two per
face, like the trial's dice that all started with the 1 up (chi-square 112), fails it.

The power targets: with probability >= 0.95 at p < 0.001 the test finds a die whose one face comes up
5 points more often (21.7 % instead of 16.7 %), and two dice linked 5 % of the time (the second shows the
first one's face). `test_the_throw_counts_keep_the_power_to_find_a_5_percent_bias` computes (noncentral
chi-square) the power of the throw counts that run and fails below the target:
- The face bias: 2,000 throws a size (5 and 6 dice) give 0.968 per die (1,900 would be the least).
- Linked dice: the share of throws where the two dice show the same face (1 degree of freedom: a linked
  pair shows it 20.8 % of the time instead of 16.7 %) finds the linkage with power 0.956 in 2,000 throws.
  The full 36-cell table of the pair (35 degrees of freedom: any dependence at all, not only that one)
  has power 0.29 for it at 2,000 throws and needs ~4,700; it runs at 6,000 throws of five and 5,000 of six
  (power 0.994 and 0.968) in `python benchmarks/long_checks.py` (tests/long_checks.py): those 7,000 more
  throws (~22 s of CPU on this machine) are what keeps the long size out of the suite.
benchmarks/physics.py runs 30,000 *throws* of five and of six dice.
"""

import math
import random

import pytest
from long_checks import quick_or_long

from game.physics import Tray, cube, simulate_throw
from game.physics.fairness import chi_square, chi_square_sf, chi_square_sf_5dof, face_counts, pair_counts

P_MIN = 0.001


def test_survival_function_matches_known_values():
    # Reference values of the chi-square distribution.
    assert chi_square_sf_5dof(11.0705) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_sf_5dof(20.515) == pytest.approx(0.001, abs=1e-5)
    assert chi_square_sf_5dof(4.35146) == pytest.approx(0.5, abs=1e-4)
    assert chi_square_sf_5dof(0.0) == 1.0
    assert chi_square_sf(49.8018, 35) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_sf(66.6192, 35) == pytest.approx(0.001, abs=1e-5)
    assert chi_square_sf(3.0, 1) == pytest.approx(0.0832645, abs=1e-6)
    for x in (0.5, 4.0, 11.0705, 30.0):
        assert chi_square_sf(x, 5) == pytest.approx(chi_square_sf_5dof(x), abs=1e-12)


def test_chi_square_flags_a_loaded_die_and_linked_dice():
    fair = [5000] * 6
    loaded = [5300, 4940, 4940, 4940, 4940, 4940]
    assert chi_square_sf_5dof(chi_square(fair)) == 1.0
    assert chi_square_sf_5dof(chi_square(loaded)) < P_MIN
    rng = random.Random(1)
    linked = [(a, a if rng.random() < 0.05 else rng.randint(1, 6)) for a in (rng.randint(1, 6) for _ in range(6000))]
    assert chi_square_sf(chi_square(pair_counts(linked)), 35) < P_MIN


#: dice in the throw -> throws in the test below (the quick size; the long one: benchmarks/long_checks.py)
THROWS = quick_or_long({5: 2000, 6: 2000}, {5: 6000, 6: 5000})
POWER = 0.95                  # the least chance to find a 5 % bias (see the module's docstring)
#: the least power of the full pair table (35 dof) for two linked dice at the throw counts that run: the
#: quick size keeps it only through the same-face test (1 dof, >= POWER); the long size keeps it too.
PAIR_TABLE_POWER = quick_or_long(0.28, POWER)
REROLLS = 650                 # rerolls of three free dice: 1,950 faces (power 0.96 for the face bias)


def noncentral_power(noncentrality: float, dof: int, p: float = P_MIN) -> float:
    """The chance that a chi-square test at level `p` fails when the truth has this noncentrality:
    P(X > critical value) for X noncentral chi-square, a Poisson mixture of central ones."""
    low, high = 0.0, 1000.0
    for _ in range(100):                                  # the critical value, by bisection
        middle = (low + high) / 2
        low, high = (middle, high) if chi_square_sf(middle, dof) > p else (low, middle)
    half = noncentrality / 2
    total, k = 0.0, 0
    weight = math.exp(-half)
    while k < 10 * (half + 10):
        total += weight * chi_square_sf(high, dof + 2 * k)
        k += 1
        weight *= half / k
    return total


def face_bias_noncentrality(dice: int, extra: float = 0.05) -> float:
    """`dice` dice, one face `extra` more likely than 1/6, the five others equally less likely."""
    fair = 1 / 6
    return dice * ((extra ** 2 + 5 * (extra / 5) ** 2) / fair)


def linked_pairs_noncentrality(pairs: int, linked: float = 0.05) -> float:
    """`pairs` pairs where the second die shows the first one's face with chance `linked`, else any."""
    fair = 1 / 36
    same, other = (1 - linked) / 36 + linked / 6, (1 - linked) / 36
    return pairs * (6 * (same - fair) ** 2 + 30 * (other - fair) ** 2) / fair


def same_face_noncentrality(pairs: int, linked: float = 0.05) -> float:
    """The same pairs counted only as "same face" or not (1 dof): a fair pair shows the same face with
    chance 1/6, a linked one with 1/6 + linked * 5/6."""
    fair = 1 / 6
    same = fair + linked * (1 - fair)
    return pairs * (same - fair) ** 2 / (fair * (1 - fair))


def same_face_chi_square(pairs) -> float:
    """Pearson's statistic (1 dof) of how many pairs show the same face, against 1/6 of them."""
    pairs = list(pairs)
    same = sum(a == b for a, b in pairs)
    expected = len(pairs) / 6
    return (same - expected) ** 2 / expected + (same - expected) ** 2 / (len(pairs) - expected)


def test_the_throw_counts_keep_the_power_to_find_a_5_percent_bias():
    for throws in THROWS.values():
        assert noncentral_power(face_bias_noncentrality(throws), 5) >= POWER             # any one die
        assert noncentral_power(same_face_noncentrality(throws), 1) >= POWER             # two dice linked
        assert noncentral_power(linked_pairs_noncentrality(throws), 35) >= PAIR_TABLE_POWER
    assert noncentral_power(face_bias_noncentrality(3 * REROLLS), 5) >= POWER            # free dice in rerolls
    # The calculation itself: a known case (5 dof at p 0.001, noncentrality 0: the level itself), and
    # fewer throws lose the power (3,000 throws find two linked dice in the full table only about 2 times
    # in 3; 1,500 throws find them by the same face about 17 times in 20).
    assert noncentral_power(0.0, 5) == pytest.approx(P_MIN, rel=1e-6)
    assert noncentral_power(0.0, 1) == pytest.approx(P_MIN, rel=1e-6)
    assert 0.5 < noncentral_power(linked_pairs_noncentrality(3000), 35) < 0.75
    assert 0.8 < noncentral_power(same_face_noncentrality(1500), 1) < 0.9
    # The same-face noncentrality is the full table's for this alternative: all of its departure from
    # fair lies in the "same face" direction, which one degree of freedom tests far more sharply.
    assert same_face_noncentrality(2000) == pytest.approx(linked_pairs_noncentrality(2000), rel=1e-9)
    # The statistic itself: a fair share gives 0, a linked sample a large value.
    assert same_face_chi_square([(1, 1)] + [(1, 2)] * 5) == 0.0
    assert chi_square_sf(same_face_chi_square([(1, 1)] * 300 + [(1, 2)] * 1200), 1) < P_MIN


@pytest.mark.parametrize("count,throws", sorted(THROWS.items()))
def test_dice_are_fair_overall_per_position_and_in_pairs(count, throws):
    per_position: list[list[int]] = [[] for _ in range(count)]
    settle: list[float] = []
    for seed in range(throws):
        result = simulate_throw(count, seed)
        settle.append(result.settle_time)
        for position, face in enumerate(result.faces):
            per_position[position].append(face)
    # The same throws settle snappily (simulated seconds, not wall time): median <= 1.1 s, p99 <= 1.6 s. (What
    # test_physics_tray.py's test_throws_settle_snappily asks of a small tray; it threw seeds 0-299 of five dice
    # and 0-149 of six in this tray again: the first of these very throws.)
    settle.sort()
    assert settle[len(settle) // 2] <= 1.1 and settle[int(0.99 * (len(settle) - 1))] <= 1.6, settle[-20:]
    everything = [face for faces in per_position for face in faces]
    assert len(everything) == count * throws
    overall = chi_square(face_counts(everything))
    assert chi_square_sf_5dof(overall) >= P_MIN, f"overall chi-square {overall:.1f}"
    for position, faces in enumerate(per_position):
        stat = chi_square(face_counts(faces))
        assert chi_square_sf_5dof(stat) >= P_MIN, f"die {position}: chi-square {stat:.1f}"
    # Neighbours in the cluster (0, 1) and dice far apart in it (0, last) are independent: the same face
    # no more (or less) often than 1 in 6, and no dependence at all in the full table of the pair.
    for a, b in ((0, 1), (0, count - 1)):
        pairs = list(zip(per_position[a], per_position[b], strict=True))
        same = same_face_chi_square(pairs)
        assert chi_square_sf(same, 1) >= P_MIN, f"dice {a} and {b} show the same face: chi-square {same:.1f}"
        stat = chi_square(pair_counts(pairs))
        assert chi_square_sf(stat, 35) >= P_MIN, f"dice {a} and {b}: chi-square {stat:.1f}"
    assert not math.isnan(overall)


def test_rerolls_with_held_dice_are_fair():
    faces = []
    for seed in range(REROLLS):
        result = simulate_throw(5, 10_000 + seed, locked=(1, 3))
        faces += [result.faces[i] for i in (0, 2, 4)]
    stat = chi_square(face_counts(faces))
    assert chi_square_sf_5dof(stat) >= P_MIN, f"chi-square {stat:.1f}"


def _trajectory(seed: int, turn, count: int = 5, locked=()):
    tray = Tray((900, 700), count, random.Random(seed), collect_events=False, label_turn=turn)
    path = []
    tray.throw()
    if locked:
        tray.run_until_settled()
        tray.throw(locked=locked)
    while not tray.settled:
        tray.step()
        path.append([(p.x, p.y) for p in tray.poses()])
    return path, [tray.top_face(i) for i in range(count)], tray.faces


@pytest.mark.parametrize("turn_index", range(1, 24, 3))
def test_a_throw_turned_by_a_cube_symmetry_is_the_same_motion_with_the_labels_moved(turn_index):
    """Why the dice are fair. Starting every die turned in its own frame by any of the 24
    turns that map a cube onto itself gives the same motion (to rounding) and ends with the
    same physical face up, carrying the label the turn moved there. As every starting
    orientation is drawn uniformly, each such relabelling is as likely as the original,
    so no label can be favoured: nothing in the physics looks at labels."""
    turn = cube.CUBE_TURNS[turn_index]
    for seed in range(12):
        path, tops, _ = _trajectory(seed, None)
        turned_path, turned_tops, _ = _trajectory(seed, turn)
        assert len(turned_path) == len(path)
        for step, turned_step in zip(path, turned_path, strict=False):
            for (x, y), (tx, ty) in zip(step, turned_step, strict=False):
                assert abs(x - tx) < 1e-6 and abs(y - ty) < 1e-6
        assert turned_tops == [cube.relabelled_face(face, turn) for face in tops]


def test_the_24_cube_turns_are_distinct_and_move_labels_as_a_permutation():
    assert len(cube.CUBE_TURNS) == 24
    images = {tuple(cube.relabelled_face(f, t) for f in range(6)) for t in cube.CUBE_TURNS}
    assert len(images) == 24
    assert all(sorted(image) == list(range(6)) for image in images)
    # Opposite faces stay opposite: values on opposite faces still add up to 7.
    for image in images:
        for f in range(0, 6, 2):
            assert cube.FACES[image[f]][2] + cube.FACES[image[f + 1]][2] == 7
