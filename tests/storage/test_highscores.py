"""The high-score tables: round trip, the top-ten cut, ties, and damaged files."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.storage import highscores
from game.storage.highscores import TABLE_SIZE, Entry, insert, load_table, qualifies, record, save_table


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(tmp_path))
    return tmp_path


def entry(score: int, initials: str = "AAA") -> Entry:
    return Entry(initials, score, "2026-11-21")


def test_round_trip_keeps_order_and_fields(data_folder):
    table = [entry(300, "ZED"), entry(250, "AB1"), entry(250, "K-9"), entry(12, "LOW")]
    save_table("dicetime", table)
    assert (data_folder / "highscores-dicetime.json").exists()
    loaded, notice = load_table("dicetime")
    assert notice is None
    assert loaded == table
    assert load_table("triple") == ([], None)  # each mode has its own table


def test_missing_file_is_an_empty_table_and_creates_nothing(data_folder):
    assert load_table("triple") == ([], None)
    assert list(data_folder.iterdir()) == []


def test_the_table_keeps_the_top_ten():
    table: list[Entry] = []
    for score in range(100, 1300, 100):  # 12 scores, rising
        table, _ = insert(table, entry(score))
    assert [e.score for e in table] == list(range(1200, 200, -100))
    assert len(table) == TABLE_SIZE


def test_a_full_table_must_be_beaten_not_tied():
    table = [entry(500 - 10 * i) for i in range(TABLE_SIZE)]  # lowest 410
    assert not qualifies(table, 410)
    assert not qualifies(table, 5)
    assert qualifies(table, 411)
    assert qualifies(table[:9], 0)  # room left: anything enters
    table2, position = insert(table, entry(410, "NEW"))
    assert position is None and table2 == table


def test_an_equal_score_goes_below_the_earlier_one():
    table = [entry(300, "OLD"), entry(200, "MID")]
    table, position = insert(table, entry(300, "NEW"))
    assert position == 1
    assert [e.initials for e in table] == ["OLD", "NEW", "MID"]


def test_record_saves_and_reports_positions_of_several_new_entries(data_folder):
    save_table("triple", [entry(1000 - 50 * i, "OLD") for i in range(9)])  # 1000..600
    positions, notices = record("triple", [entry(700, "AAA"), entry(980, "BBB")])
    assert notices == []
    loaded, _ = load_table("triple")
    assert len(loaded) == TABLE_SIZE
    assert [loaded[p].initials for p in positions] == ["AAA", "BBB"]
    assert positions == [8, 1]  # AAA was pushed down by BBB


def test_record_reports_an_entry_pushed_off_the_table(data_folder):
    save_table("dicetime", [entry(500 - i, "OLD") for i in range(9)])  # 500..492
    positions, _ = record("dicetime", [entry(100, "LOW"), entry(900, "TOP")])
    assert positions == [None, 0]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=2000), max_size=25))
def test_inserting_any_scores_keeps_the_best_ten_sorted(scores):
    table: list[Entry] = []
    for score in scores:
        table, position = insert(table, entry(score))
        if position is not None:
            assert table[position].score == score
    assert [e.score for e in table] == sorted(scores, reverse=True)[:TABLE_SIZE]


def test_a_file_that_is_not_json_is_kept_aside(data_folder):
    path = data_folder / "highscores-dicetime.json"
    path.write_text("{not json", encoding="utf-8")
    table, notice = load_table("dicetime")
    assert table == []
    assert str(path) in notice and "cannot be read as JSON" in notice
    assert not path.exists()
    assert (data_folder / "highscores-dicetime.json.bad").read_text(encoding="utf-8") == "{not json"


def test_every_problem_is_reported_with_its_key_path_and_good_entries_survive(data_folder):
    path = data_folder / "highscores-triple.json"
    document = {"version": 1, "mode": "triple", "entries": [
        {"initials": "ABC", "score": 400, "date": "2026-11-01"},
        {"initials": "TOOLONG", "score": 390, "date": "2026-11-01"},
        {"initials": "DEF", "score": "380", "date": "2026-11-01"},
        {"initials": "GHI", "score": 370, "date": "yesterday"},
        {"initials": "JKL", "score": True},
        [1, 2, 3],
        {"initials": "MNO", "score": 350, "date": "2026-11-02"},
    ]}
    path.write_text(json.dumps(document), encoding="utf-8")
    _, problems = highscores.parse_table(document, "triple")
    expected = ["entries[1].initials", "entries[2].score: expected an integer", "entries[3].date",
                "entries[4].score: expected an integer", "entries[4].date: missing", "entries[5]: expected a table"]
    assert [any(p.startswith(e) for p in problems) for e in expected] == [True] * 6
    assert not any(p.startswith(("entries[0]", "entries[6]")) for p in problems)
    table, notice = load_table("triple")
    assert [e.initials for e in table] == ["ABC", "MNO"]
    # The notice stays short: the first three problems, then how many more.
    assert all(e in notice for e in expected[:3]) and "and 3 more" in notice
    assert (data_folder / "highscores-triple.json.bad").exists()
    assert "2 good entries are kept" in notice
    # The good entries were written back at once: a game saved next keeps them.
    assert load_table("triple") == (table, None)
    # The next save writes a clean file; the bad copy is never overwritten.
    save_table("triple", table)
    assert load_table("triple") == (table, None)
    path.write_text("[]", encoding="utf-8")
    _, notice2 = load_table("triple")
    assert "highscores-triple.json.bad.2" in notice2
    assert json.loads((data_folder / "highscores-triple.json.bad").read_text())["entries"][0]["initials"] == "ABC"


def test_wrong_version_or_mode_is_reported(data_folder):
    path = data_folder / "highscores-dicetime.json"
    path.write_text(json.dumps({"version": 7, "mode": "triple", "entries": []}), encoding="utf-8")
    _, notice = load_table("dicetime")
    assert "version: expected 1, got 7" in notice
    assert "mode: expected 'dicetime', got 'triple'" in notice


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="bluff"):
        highscores.table_path("bluff")


def test_a_places_seat_round_trips_and_an_entry_without_one_has_none(data_folder):
    """The seat that played a high score (its colour and rocket: its rocket stands on the podium) is kept with it; an
    entry saved without one (an older file's) loads with none."""
    save_table("dicetime", [Entry("ANA", 300, "2026-11-21", (0, 2)), entry(200, "OLD")])
    loaded, notice = load_table("dicetime")
    assert notice is None and [e.look for e in loaded] == [(0, 2), None]
    raw = json.loads((data_folder / "highscores-dicetime.json").read_text())["entries"]
    assert (raw[0]["colour"], raw[0]["rocket"]) == (0, 2)
    del raw[1]["colour"], raw[1]["rocket"]
    (data_folder / "highscores-dicetime.json").write_text(json.dumps({"version": 1, "mode": "dicetime", "entries": raw}))
    assert [e.look for e in load_table("dicetime")[0]] == [(0, 2), None]
    positions, _ = record("dicetime", [Entry("BEN", 250, "2026-11-22", (2, 4))])
    assert positions == [1] and load_table("dicetime")[0][1].look == (2, 4)
