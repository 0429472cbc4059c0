"""The exact pooled-reroll table: brute force on tiny cards, a single throw a turn, known optima, the cache."""

from fractions import Fraction

import numpy as np
import pytest
from puzzle_brute import brute_values

from game.ai import dicetime_table, puzzle, puzzle_pool, puzzle_table
from game.ai.dice_space import ROLL_PROB, ROLLS
from game.ai.puzzle_table import TableSpec
from game.rules.dicetime import CATEGORIES, LOWER, UPPER, score


def only(*names: str, **rules) -> TableSpec:
    """A card where just these categories are played."""
    return TableSpec(closed=frozenset(CATEGORIES) - set(names), **rules)


@pytest.mark.parametrize("names, pool, rules", [
    (("sixes", "chance"), 3, {"bonus_threshold": 12}),                 # the bonus line within reach
    (("ones", "twos", "full_house"), 1, {"bonus_threshold": 6}),
    (("threes", "large_straight"), 3, {"bonus_threshold": 9, "bonus_points": 20}),
    (("fours", "five_kind"), 2, {"doubled": frozenset({"fours"}), "bonus_threshold": 16}),
    (("twos", "small_straight"), 2, {"start_upper": 3, "bonus_threshold": 9}),
])
def test_tiny_cards_agree_with_a_brute_force_search_for_every_pool(names, pool, rules):
    spec = only(*names, max_pool=pool, **rules)
    table = puzzle_table.build_table(spec)
    expected = brute_values(names, pool, rules.get("bonus_threshold", 63), rules.get("bonus_points", 35),
                            rules.get("doubled", ()), rules.get("start_upper", 0))
    for q in range(pool + 1):
        assert table[0, spec.upper_index(rules.get("start_upper", 0)), q] == pytest.approx(expected[q], abs=2e-5)


@pytest.mark.parametrize("spec", [
    only("twos", "four_kind", "full_house", "small_straight", "large_straight", "five_kind", "chance", max_pool=3,
         bonus_threshold=6, rewards={"five_kind": 2, "full_house": 1}, doubled=frozenset({"large_straight"})),
    only("sixes", "full_house", "large_straight", "five_kind", max_pool=4, pinned=6, turn_rerolls=2,
         bonus_threshold=12, rewards={"large_straight": 1}),   # at the end only rows scored one by one are open
])
def test_the_categories_scored_on_few_rolls_give_the_table_a_whole_block_of_rolls_gives_to_the_bit(spec, monkeypatch):
    few_rolls = puzzle_table.build_table(spec)
    monkeypatch.setattr(puzzle_pool, "SPARSE_ROLLS", 0)   # every category scored as a whole block of rolls
    assert few_rolls.tobytes() == puzzle_table.build_table(spec).tobytes()


def single_throw_optimum(names: tuple[str, ...], threshold: int) -> float:
    """Every turn one throw of five, no reroll: a plain DP over (filled set, upper total up to the line)."""
    scores = np.array([[score(name, roll) for roll in ROLLS] for name in names], dtype=np.float64)
    totals = np.arange(threshold + 1)
    value = np.zeros((1 << len(names), threshold + 1))
    for mask in sorted(range((1 << len(names)) - 1), key=lambda m: -bin(m).count("1")):
        best = np.full((len(ROLLS), threshold + 1), -np.inf)
        for c, name in enumerate(names):
            if mask >> c & 1:
                continue
            if name in UPPER:
                raw = totals[None, :] + scores[c][:, None]
                bonus = np.where((totals[None, :] < threshold) & (raw >= threshold), 35, 0)
                after = value[mask | 1 << c][np.minimum(raw, threshold).astype(int)]
                best = np.maximum(best, scores[c][:, None] + bonus + after)
            else:
                best = np.maximum(best, scores[c][:, None] + value[mask | 1 << c][None, :])
        value[mask] = ROLL_PROB @ best
    return float(value[0, 0])


def test_with_an_empty_pool_every_turn_is_one_throw():
    names = CATEGORIES[3:]  # fours to chance: ten turns, a bonus line of 40 within reach
    spec = only(*names, max_pool=0, bonus_threshold=40)
    table = puzzle_table.build_table(spec)
    assert table.shape == (1 << 10, 41, 1)
    assert table[0, 0, 0] == pytest.approx(single_throw_optimum(names, 40), abs=1e-4)


def test_one_category_left_is_the_known_single_turn_optimum():
    table = puzzle_table.build_table(only("five_kind", "chance", max_pool=3))
    five_kind_left = TableSpec(max_pool=3, closed=frozenset(CATEGORIES) - {"five_kind", "chance"}).local_mask(
        {"five_kind"})
    assert table[five_kind_left, 0, 2] == pytest.approx(50 * 2783176 / 60466176)  # five alike in three throws
    last = Fraction(7, 2)  # chance with one die: keep 4+ before the last throw, 5+ before that
    second = Fraction(4 + 5 + 6, 6) + Fraction(3, 6) * last
    first = Fraction(5 + 6, 6) + Fraction(4, 6) * second
    chance_left = only("five_kind", "chance", max_pool=3).local_mask({"chance"})
    assert table[chance_left, 0, 2] == pytest.approx(float(5 * first))


@pytest.mark.solved_tables("dicetime")
def test_more_rerolls_in_the_pool_are_never_worth_less_and_pooling_beats_two_a_turn(optimal_table):
    spec = TableSpec(max_pool=16, closed=frozenset(UPPER))  # the seven lower rows: seven turns
    table = puzzle_table.build_table(spec)
    assert spec.upper_cap == 0 and len(spec.playable) == len(LOWER)
    assert (np.diff(table, axis=2) >= -1e-4).all()
    assert (np.diff(table[0, 0]) > 0.1).all()  # every extra reroll helps at the start
    # The same seven turns under Dicetime's rule (upper rows filled, no bonus left), from its own table:
    two_a_turn = dicetime_table.values()[(1 << 6) - 1, 0]
    assert table[0, 0, 14] > two_a_turn + 1  # 14 pooled rerolls can go 2 a turn, or where they pay more
    # Capped at 2 a turn, 14 pooled rerolls are exactly Dicetime's 2 a turn, and a bigger pool adds nothing.
    capped = puzzle_table.build_table(TableSpec(max_pool=16, closed=frozenset(UPPER), turn_rerolls=2))
    assert capped[0, 0, 14] == pytest.approx(two_a_turn, abs=1e-4)
    assert capped[0, 0, 16] == pytest.approx(two_a_turn, abs=1e-4)
    assert capped[0, 0, 13] < two_a_turn


@pytest.mark.parametrize("cap", [0, 1])
def test_a_cap_per_turn_agrees_with_brute_force(cap):
    names = ("threes", "full_house")
    spec = only(*names, max_pool=3, turn_rerolls=cap, bonus_threshold=9)
    table = puzzle_table.build_table(spec)
    expected = brute_values(names, 3, 9, turn_cap=cap)
    for q in range(4):
        assert table[0, 0, q] == pytest.approx(expected[q], abs=2e-5)


def test_a_bonus_already_earned_or_out_of_reach_leaves_the_upper_total_out_of_the_state():
    assert TableSpec(closed=frozenset({"sixes"}), start_upper=70).upper_cap == 0
    assert TableSpec(closed=frozenset(UPPER[3:]), bonus_threshold=40).upper_cap == 0  # ones-threes: 30 at most
    assert TableSpec(doubled=frozenset({"sixes"}), bonus_threshold=100).upper_cap == 100  # doubled sixes: 135
    assert TableSpec(bonus_threshold=106).upper_cap == 0


def test_specs_have_distinct_versioned_cache_names():
    names = {puzzle_table.cache_path(spec).name for spec in (TableSpec(), TableSpec(max_pool=30), only("chance"),
                                                             only("chance", "sixes"), TableSpec(bonus_threshold=70))}
    assert len(names) == 5
    assert puzzle_table.cache_path().name == f"puzzle-values-v{puzzle_table.CACHE_VERSION}-pool26.npy"
    with pytest.raises(ValueError, match="no category"):
        TableSpec(closed=frozenset(CATEGORIES))
    with pytest.raises(ValueError, match="unknown"):
        TableSpec(closed=frozenset({"sevens"}))


SMALL = only("ones", "sixes", "full_house", "chance", max_pool=4, bonus_threshold=20)


def test_the_table_is_built_once_then_loaded_from_the_cache(monkeypatch):
    built = puzzle_table.build_table(SMALL)
    builds = []

    def counted_build(spec, *args, **kwargs):
        builds.append(spec)
        return built.copy()

    monkeypatch.setattr(puzzle_table, "build_table", counted_build)
    puzzle_table.forget_loaded_tables()
    assert np.array_equal(puzzle_table.values(SMALL), built)
    assert puzzle_table.cache_path(SMALL).exists()
    puzzle_table.forget_loaded_tables()
    assert np.array_equal(puzzle_table.values(SMALL), built)
    assert builds == [SMALL]
    assert not puzzle_table.values(SMALL).flags.writeable


@pytest.mark.parametrize("damage", ["truncate", "garbage", "wrong-shape", "wrong-dtype", "nan", "huge-header",
                                    "pickle", "trailing"])
def test_a_damaged_cache_is_rebuilt_not_trusted(damage):
    built = puzzle_table.build_table(SMALL)
    path = puzzle_table.cache_path(SMALL)
    puzzle_table.save_atomically(built, SMALL)
    assert np.array_equal(puzzle_table.load_cached(SMALL), built)
    if damage == "truncate":
        path.write_bytes(path.read_bytes()[:300])
    elif damage == "garbage":
        path.write_bytes(b"not a table at all" * 10)
    elif damage == "wrong-shape":
        np.save(path, built[:, :, :3])
    elif damage == "wrong-dtype":
        np.save(path, built.astype(np.float64))
    elif damage == "nan":
        broken = built.copy()
        broken[1, 2, 3] = np.nan
        np.save(path, broken)
    elif damage == "huge-header":  # claims a shape far beyond the file: must not be allocated
        header = "{'descr': '<f4', 'fortran_order': False, 'shape': (100000, 100000, 1000), }"
        path.write_bytes(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode())
    elif damage == "pickle":
        np.save(path, np.array([{"a": 1}], dtype=object), allow_pickle=True)
    else:
        path.write_bytes(path.read_bytes() + b"extra")
    assert puzzle_table.load_cached(SMALL) is None
    puzzle_table.forget_loaded_tables()
    assert np.array_equal(puzzle_table.values(SMALL), built)  # rebuilt
    assert np.array_equal(puzzle_table.load_cached(SMALL), built)  # and the rebuilt table was saved
    assert not list(path.parent.glob("*.tmp"))


def test_warm_up_in_background_loads_a_cached_table(monkeypatch):
    built = puzzle_table.build_table(SMALL)
    puzzle_table.save_atomically(built, SMALL)

    def no_build(*args, **kwargs):
        raise AssertionError("a valid cache file must be loaded, not rebuilt")

    monkeypatch.setattr(puzzle_table, "build_table", no_build)
    puzzle_table.forget_loaded_tables()
    puzzle_table.warm_up_in_background(SMALL).join(timeout=30)
    assert puzzle_table.is_loaded(SMALL)


def test_an_unwritable_cache_folder_only_costs_the_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv("PLANET_DICE_CACHE_DIR", str(blocker / "cache"))
    puzzle_table.forget_loaded_tables()
    assert puzzle_table.values(SMALL)[0, 0, 4] > 0


@pytest.mark.solved_tables("puzzle")
def test_optimal_value_reads_the_empty_card_of_the_standard_table():
    # The contract: optimal_value(r) is the empty card's value at pool r of the standard (26 rerolls) table.
    table = puzzle_table.values()
    assert puzzle.optimal_value() == float(table[0, 0, 26])
    assert puzzle.optimal_value(rerolls=0) == float(table[0, 0, 0])
    assert puzzle.optimal_value(rerolls=5) == float(table[0, 0, 5])
    assert table[0, 0, 0] < table[0, 0, 5] < table[0, 0, 26]
    with pytest.raises(ValueError):
        puzzle.optimal_value(-1)


@pytest.mark.parametrize("names, pool, rules, brute", [
    (("threes", "full_house"), 2, {"rewards": frozenset({("full_house", 2)})}, {"rewards": {"full_house": 2}}),
    (("twos", "threes"), 1, {"bonus_threshold": 8, "bonus_rerolls": 2}, {"threshold": 8, "bonus_rerolls": 2}),
    (("fives", "five_kind"), 2, {"pinned": 5}, {"pinned": 5}),
    (("twos", "chance"), 2, {"pinned": 1, "rewards": frozenset({("twos", 1)}), "turn_rerolls": 1},
     {"pinned": 1, "rewards": {"twos": 1}, "turn_cap": 1}),
])
def test_rerolls_won_back_and_a_locked_planet_agree_with_brute_force(names, pool, rules, brute):
    won = sum(n for _, n in rules.get("rewards", ())) + rules.get("bonus_rerolls", 0)
    spec = only(*names, max_pool=pool + won, **rules)
    table = puzzle_table.build_table(spec)
    expected = brute_values(names, pool, **brute)
    for q in range(pool + 1):
        assert table[0, 0, q] == pytest.approx(expected[q], abs=2e-5)
