"""The optimal Dicetime table: the published optimum, hand-checkable end states, the cache."""

import io
import os
import threading
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import dicetime, dicetime_table, solved_table
from game.ai.dicetime_table import category_roll_values
from game.ai.turn_plan import TurnPlan
from game.ai.valuation import filled_mask

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copy (tests/solved_tables.py)

GLENN_OPTIMUM = 245.870775  # J. Glenn 2006 / T. Verhoeff, no Yahtzee bonus, no joker


def test_empty_card_is_worth_the_published_optimum(optimal_table):
    assert dicetime.expected_score() == pytest.approx(GLENN_OPTIMUM, abs=1e-4)


def test_chance_alone_is_worth_keeping_five_and_up_then_four_and_up(optimal_table):
    # One die, three throws: 3.5 on the last; keep 4+ on the second (4.25); keep 5+ on the first.
    last = Fraction(7, 2)
    second = Fraction(4 + 5 + 6, 6) + Fraction(3, 6) * last
    first = Fraction(5 + 6, 6) + Fraction(4, 6) * second
    assert dicetime.state_value({"chance"}, 0) == pytest.approx(float(5 * first))


def test_five_kind_alone_is_worth_fifty_times_the_chance_of_five_alike_in_three_throws(optimal_table):
    chance = 2783176 / 60466176  # the well-known 4.6 % of rolling five alike with two rerolls
    value = dicetime.state_value({"five_kind"}, 40)
    assert value == pytest.approx(50 * chance)


def test_a_higher_upper_total_is_never_worth_less(optimal_table):
    # Below 63 the bonus is still to come; at 63 it has been paid when the total got there.
    assert (np.diff(optimal_table[:, :63], axis=1) >= -1e-4).all()  # float32 steps: tiny noise
    assert (optimal_table[:, 62] <= optimal_table[:, 63] + 35 + 1e-4).all()
    # With the bonus earned, how far above 63 makes no difference.
    assert dicetime.state_value({"chance"}, 63) == dicetime.state_value({"chance"}, 10)


def test_upper_bonus_counts_when_the_last_upper_box_reaches_63(optimal_table):
    # 60 so far, only sixes open: any six reaches 63 and brings 35 more.
    values = dicetime.evaluate_categories({"sixes"}, 60, (6, 1, 2, 3, 4))
    assert values == {"sixes": 6 + 35}
    assert dicetime.evaluate_categories({"sixes"}, 50, (6, 1, 2, 3, 4)) == {"sixes": 6}


def test_the_table_is_built_once_then_loaded_from_the_cache(optimal_table, tmp_path, monkeypatch):
    monkeypatch.setenv(solved_table.CACHE_ENV, str(tmp_path))
    builds = []

    def counted_build():
        builds.append(1)
        return optimal_table.copy()

    monkeypatch.setattr(dicetime_table, "build_table", counted_build)
    dicetime_table.forget_loaded_table()
    assert np.array_equal(dicetime_table.values(), optimal_table)
    assert dicetime_table.cache_path().exists()
    dicetime_table.forget_loaded_table()
    assert np.array_equal(dicetime_table.values(), optimal_table)
    assert builds == [1]


def npy_with_header(shape, descr="<f8", fortran=False, body=b"\0" * 64) -> bytes:
    """A .npy file whose header says whatever it likes, followed by `body`."""
    out = io.BytesIO()
    np.lib.format.write_array_header_1_0(out, {"descr": descr, "fortran_order": fortran, "shape": shape})
    return out.getvalue() + body


TABLE_BODY = b"\0" * (8192 * 64 * 8)


@pytest.mark.parametrize("damage", ["truncate", "garbage", "wrong_shape", "nan", "header_claims_10e12",
                                    "header_claims_10e12_2d", "pickled_objects", "float32", "big_endian",
                                    "fortran_order", "trailing_bytes", "huge_file"])
def test_a_damaged_cache_is_rebuilt_not_trusted(damage, optimal_table, tmp_path, monkeypatch):
    monkeypatch.setenv(solved_table.CACHE_ENV, str(tmp_path))
    path = dicetime_table.cache_path()
    dicetime_table.save_atomically(optimal_table, path)
    if damage == "truncate":
        path.write_bytes(path.read_bytes()[: 100_000])
    elif damage == "garbage":
        path.write_bytes(b"not a table at all")
    elif damage == "wrong_shape":
        np.save(path, optimal_table[:100])
    elif damage == "nan":
        broken = optimal_table.copy()
        broken[5, 5] = np.nan
        np.save(path, broken)
    elif damage == "header_claims_10e12":   # numpy would try to allocate 8 TB
        path.write_bytes(npy_with_header((10**12,)))
    elif damage == "header_claims_10e12_2d":
        path.write_bytes(npy_with_header((10**6, 10**6)))
    elif damage == "pickled_objects":
        np.save(path, np.array([{"a": 1}, None], dtype=object), allow_pickle=True)
    elif damage == "float32":
        np.save(path, optimal_table.astype(np.float32))
    elif damage == "big_endian":
        path.write_bytes(npy_with_header((8192, 64), descr=">f8", body=optimal_table.astype(">f8").tobytes()))
    elif damage == "fortran_order":
        path.write_bytes(npy_with_header((8192, 64), fortran=True, body=optimal_table.T.tobytes()))
    elif damage == "trailing_bytes":
        path.write_bytes(path.read_bytes() + b"\0" * 8)
    else:   # a valid table followed by 100 MB: never read in full
        with path.open("ab") as handle:
            handle.truncate(100 * 1024 * 1024)
    assert dicetime_table.load_cached() is None

    builds = []

    def fake_build():
        builds.append(1)
        return optimal_table.copy()

    monkeypatch.setattr(dicetime_table, "build_table", fake_build)
    dicetime_table.forget_loaded_table()
    assert np.array_equal(dicetime_table.values(), optimal_table)
    assert builds == [1]
    assert np.array_equal(dicetime_table.load_cached(), optimal_table)  # the rebuilt table was saved
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_cache_that_is_not_a_regular_file_neither_hangs_nor_crashes(kind, optimal_table, tmp_path, monkeypatch):
    monkeypatch.setenv(solved_table.CACHE_ENV, str(tmp_path))
    path = dicetime_table.cache_path()
    if kind == "fifo":
        os.mkfifo(path)   # opening it for reading would wait for ever for a writer
    else:
        path.mkdir()
    monkeypatch.setattr(dicetime_table, "build_table", lambda: optimal_table.copy())
    dicetime_table.forget_loaded_table()
    answers = []
    worker = threading.Thread(target=lambda: answers.append(dicetime_table.values()), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "loading the table hung"
    assert np.array_equal(answers[0], optimal_table)
    if kind == "fifo":   # replaced by the rebuilt table; a folder cannot be, and the game plays on
        assert np.array_equal(dicetime_table.load_cached(), optimal_table)


def test_a_table_saved_by_numpy_in_the_v2_format_still_loads(optimal_table, tmp_path):
    path = tmp_path / "v2.npy"
    with path.open("wb") as handle:
        np.lib.format.write_array(handle, optimal_table, version=(2, 0))
    assert np.array_equal(dicetime_table.load_cached(path), optimal_table)


def test_warm_up_in_background_loads_the_cached_table(optimal_table, tmp_path, monkeypatch):
    monkeypatch.setenv(solved_table.CACHE_ENV, str(tmp_path))
    dicetime_table.save_atomically(optimal_table)

    def no_build():
        raise AssertionError("a valid cache file must be loaded, not rebuilt")

    monkeypatch.setattr(dicetime_table, "build_table", no_build)
    dicetime_table.forget_loaded_table()
    assert not dicetime_table.is_loaded()
    thread = dicetime_table.warm_up_in_background()
    thread.join(timeout=120)
    assert not thread.is_alive() and dicetime_table.is_loaded()
    assert np.array_equal(dicetime_table.values(), optimal_table)


def test_filled_mask_counts_filled_categories():
    assert filled_mask(dicetime.CATEGORIES) == 0
    assert filled_mask([]) == 2**13 - 1
    with pytest.raises(ValueError):
        filled_mask(["sevens"])


reachable_state = st.integers(0, 2**13 - 2).flatmap(
    lambda mask: st.tuples(st.just(mask), st.sampled_from(list(dicetime_table.REACHABLE_UPPER[mask & 63])))
)


@settings(max_examples=30, deadline=None)
@given(state=reachable_state)
def test_every_table_entry_is_one_optimal_turn_over_the_entries_after_it(optimal_table, state):
    # The batched float32 build against the single-state float64 planner (Bellman's equation).
    mask, upper = state
    final = category_roll_values(optimal_table, mask, upper).max(axis=0)
    assert optimal_table[mask, upper] == pytest.approx(TurnPlan(final).start_value(), abs=1e-4)


def test_upper_totals_that_cannot_occur_take_the_nearest_lower_one_that_can(optimal_table):
    assert list(dicetime_table.REACHABLE_UPPER[0]) == [0]
    assert list(dicetime_table.REACHABLE_UPPER[0b000001]) == [0, 1, 2, 3, 4, 5]
    assert list(dicetime_table.REACHABLE_UPPER[0b111111]) == list(range(64))
    only_ones_filled = 0b1
    assert (optimal_table[only_ones_filled, 5:] == optimal_table[only_ones_filled, 5]).all()


def test_the_categories_scored_on_few_rolls_give_each_rolls_value_a_whole_block_of_rolls_gives(optimal_table,
                                                                                                 monkeypatch):
    """The table's build puts four and five alike, the full house and the straights in roll by roll plus
    one floor per state (what a roll that scores 0 there is worth): the same values to the bit."""
    few = sum(1 << c for c in dicetime_table.TableSolver.few_rolls)
    masks = sorted({*range(0, dicetime_table.FULL, 97), dicetime_table.FULL ^ few, dicetime_table.FULL ^ (few & -few),
                    few, (dicetime_table.FULL ^ few) & ~1})   # some masks with only those open, or none of them
    uppers = [dicetime_table.REACHABLE_UPPER[m & dicetime_table.UPPER_BITS] for m in masks]
    width = sum(len(totals) for totals in uppers)
    rolls, offsets = dicetime_table.TableSolver(width).final_roll_values(optimal_table, masks, uppers)
    monkeypatch.setattr(dicetime_table.TableSolver, "few_rolls", {})   # every category a whole block of rolls
    whole, whole_offsets = dicetime_table.TableSolver(width).final_roll_values(optimal_table, masks, uppers)
    assert rolls.tobytes() == whole.tobytes() and offsets.tobytes() == whole_offsets.tobytes()
