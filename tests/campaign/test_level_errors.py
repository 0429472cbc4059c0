"""A bad level file gives one LevelError naming the file and the key path of every problem."""

import os
import sys

import pydantic
import pytest

from game.campaign import LevelError, load_level
from game.campaign.loader import MAX_FILE_BYTES

GOOD = '''name = "Test"
intro = "A test level."
time_limit = 300
rerolls = 20

[stars]
scores = [100, 150, 200]
'''


def write(tmp_path, text, name="level.toml"):
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def problems_of(path):
    with pytest.raises(LevelError) as caught:
        load_level(path)
    message = str(caught.value)
    assert all(line.startswith(str(path)) for line in message.splitlines())
    return {problem.path: problem.message for problem in caught.value.problems}


def test_a_good_level_loads_into_a_frozen_model(tmp_path):
    level = load_level(write(tmp_path, GOOD))
    assert level.name == "Test" and level.stars.scores == (100, 150, 200) and level.rerolls == 20
    with pytest.raises(pydantic.ValidationError):
        level.name = "other"
    game = level.new_game()
    assert game.rerolls_left == 20 and game.time_left == 300.0


def test_every_kind_of_problem_is_reported_at_once_with_its_key_path(tmp_path):
    text = GOOD.replace("rerolls = 20", "rerolls = 120\ncolour = \"red\"").replace(
        "[100, 150, 200]", "[150, 120, 200]") + '''
[twists]
blocked = ["chance", "sevens"]
required = ["chance"]
locked_planet = "six"
prefilled = { sixes = 7 }
'''
    problems = problems_of(write(tmp_path, text))
    assert "out of range" not in problems  # each problem names its own key:
    assert "less than or equal to 99" in problems["rerolls"]                  # out of range
    assert problems["colour"] == "unknown key"                                # unknown key
    assert "'sevens' is not a category" in problems["twists.blocked[1]"]      # unknown name
    assert "valid integer" in problems["twists.locked_planet"]                # wrong type
    assert "also blocked" in problems["twists.required[0]"]                   # contradiction
    assert "must rise" in problems["stars.scores"]                            # stars out of order
    assert "not a score sixes can have" in problems["twists.prefilled.sixes"]


@pytest.mark.parametrize("extra, key, words", [
    ("[twists]\nbonus_rerolls = 60\nreward_rerolls = { five_kind = 30 }\n", "rerolls", "over the limit"),
    ("[twists]\nonly = [\"sixes\", \"chance\"]\nrequired = [\"fives\"]\n", "twists.required[0]", "not in twists.only"),
    ("[twists]\ntarget = 200\n", "stars.scores", "stars.time_left"),
    ("[twists]\nblocked = [\"ones\", \"twos\", \"threes\", \"fours\", \"fives\", \"sixes\", \"three_kind\", "
     "\"four_kind\", \"full_house\", \"small_straight\", \"large_straight\", \"five_kind\", \"chance\"]\n",
     "twists", "no category is left"),
    ("[twists]\nonly = [\"ones\"]\n", "stars.scores[0]", "cannot be reached"),
])
def test_contradictory_settings_name_the_key(tmp_path, extra, key, words):
    problems = problems_of(write(tmp_path, GOOD + "\n" + extra))
    assert words in problems[key], problems


def test_missing_keys_and_wrong_types(tmp_path):
    problems = problems_of(write(tmp_path, 'name = 5\ntime_limit = 2.5\nrerolls = true\n[stars]\nscores = [1, 2]\n'))
    assert problems["intro"] == "is missing (required)"
    assert "string" in problems["name"] and "integer" in problems["time_limit"]
    assert "integer" in problems["rerolls"]  # true is not 1
    assert "stars.scores[2]" in problems


@pytest.mark.parametrize("data, words", [
    (b"\xff\xfe not utf-8", "UTF-8"),
    (b"name = ", "not valid TOML"),
    (b"a = " + b"[" * 5000 + b"]" * 5000, "too"),               # deep nesting: RecursionError or the limit
    (b"a = [[[[[[1]]]]]]", "nested too deeply"),
    (b"a = 1" + b"0" * 5000, "TOML"),                             # an integer of 5000 digits
    (b"a = [" + b"1, " * 2000 + b"]", "over the limit"),          # a long list
])
def test_hostile_files_give_a_level_error(tmp_path, data, words):
    with pytest.raises(LevelError) as caught:
        load_level(write(tmp_path, data))
    assert words in str(caught.value) and "level.toml" in str(caught.value)


def test_size_and_kind_of_file_are_bounded(tmp_path):
    big = write(tmp_path, GOOD + "#" * MAX_FILE_BYTES)
    with pytest.raises(LevelError, match="over the limit"):
        load_level(big)
    with pytest.raises(LevelError, match="not a regular file"):
        load_level(tmp_path)
    with pytest.raises(LevelError, match="cannot be read"):
        load_level(tmp_path / "missing.toml")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_does_not_hang_the_game(tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    with pytest.raises(LevelError, match="not a regular file"):
        load_level(fifo)


def test_recursion_and_memory_errors_inside_the_parser_become_level_errors(tmp_path, monkeypatch):
    import tomllib

    path = write(tmp_path, GOOD)
    for error in (RecursionError, MemoryError):
        def boom(text, error=error):
            raise error()
        monkeypatch.setattr(tomllib, "loads", boom)
        with pytest.raises(LevelError, match="level.toml"):
            load_level(path)
    assert sys.getrecursionlimit() > 0
