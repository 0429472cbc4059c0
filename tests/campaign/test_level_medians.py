"""The computer's medians on levels are kept on disk (game.campaign.medians): what is kept is exactly what
playing the level gives, a level or code change never reads an old figure, and a damaged file is played
again. Each test here has a cache folder of its own (not the session's shared medians)."""

import json
import os
from pathlib import Path

import pytest

from game.campaign import medians
from game.campaign.model import Level
from game.campaign.yardstick import computer_median
from game.scenes.campaign.computer import Yardstick, forget_medians

pytestmark = pytest.mark.solved_tables("dicetime")  # the computer player's keeps (tests/solved_tables.py)

GAMES = 5   # the figure's games: few, so each test plays in a fraction of a second


def a_level(**changes) -> Level:
    fields = dict(name="Short", intro="Three rows only.", time_limit=60, rerolls=4,
                  stars={"scores": (5, 20, 40)}, twists={"only": frozenset({"ones", "twos", "chance"})})
    fields.update(changes)
    return Level.model_validate(fields)


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, with the links to the session's solved tables (tests/conftest.py)
    but not to its shared medians."""
    given = Path(os.environ["PLANET_DICE_CACHE_DIR"])
    own = tmp_path / "cache"
    own.mkdir()
    for path in given.iterdir():
        if path.name != medians.FOLDER:
            (own / path.name).symlink_to(path.resolve())
    monkeypatch.setenv("PLANET_DICE_CACHE_DIR", str(own))
    return own


def test_the_kept_median_is_what_playing_the_level_gives_and_is_read_without_playing(monkeypatch):
    level = a_level()
    played = computer_median(level, games=GAMES)
    assert medians.median(level, games=GAMES) == played
    path = medians.path_for(medians.level_key(level, games=GAMES))
    assert path.is_file()

    def no_play(*args, **kwargs):
        raise AssertionError("the kept median was played again")

    monkeypatch.setattr(medians, "computer_median", no_play)
    assert medians.median(level, games=GAMES) == played
    assert medians.read(medians.level_key(level, games=GAMES), games=GAMES) == played


def test_the_key_follows_what_the_level_plays_and_the_games_code(monkeypatch):
    key = medians.level_key(a_level())
    assert medians.level_key(a_level(name="Other", intro="Another sentence.")) == key, \
        "the name and the intro change nothing a computer player does"
    for changed in (a_level(time_limit=61), a_level(rerolls=5), a_level(stars={"scores": (5, 20, 41)}),
                    a_level(twists={"only": frozenset({"ones", "twos", "fives"})}), a_level(twists={})):
        assert medians.level_key(changed) != key
    assert medians.level_key(a_level(), games=GAMES) != key
    assert medians.level_key(a_level(), difficulty="normal") != key
    monkeypatch.setattr(medians, "code_digest", lambda: "another version of the game")
    assert medians.level_key(a_level()) != key, "a change to the game's code never reads an old median"


DAMAGES = ["", "{not json", "[]", '{"score": 1}', "wrong-fields", "out-of-range"]


def test_a_damaged_or_foreign_file_is_played_again_and_replaced():
    level = a_level()
    played = medians.median(level, games=GAMES)
    path = medians.path_for(medians.level_key(level, games=GAMES))
    kept = json.loads(path.read_text())
    for damage in DAMAGES:
        if damage == "wrong-fields":
            damage = json.dumps({**kept, "extra": 1})
        elif damage == "out-of-range":
            damage = json.dumps({**kept, "stars": 7})
        path.write_text(damage)
        assert medians.read(medians.level_key(level, games=GAMES), games=GAMES) is None, damage
        assert medians.median(level, games=GAMES) == played
        assert json.loads(path.read_text()) == kept, damage


def test_an_unwritable_cache_folder_costs_only_the_cache(own_cache):
    (own_cache / medians.FOLDER).write_text("a file where the folder should be")
    level = a_level()
    assert medians.median(level, games=GAMES) == computer_median(level, games=GAMES)


def test_the_folder_keeps_the_latest_files_only(monkeypatch):
    monkeypatch.setattr(medians, "KEEP", 3)
    for time_limit in range(60, 65):
        medians.median(a_level(time_limit=time_limit), games=GAMES)
    kept = sorted(p.name for p in medians.path_for("x").parent.iterdir())
    assert len(kept) == 3
    assert medians.path_for(medians.level_key(a_level(time_limit=64), games=GAMES)).name in kept


def test_a_level_whose_median_is_kept_has_it_at_once_and_a_new_one_plays_it_in_the_background(monkeypatch):
    level = a_level(twists={"only": frozenset({"chance"})})   # one turn a game: its 101 games are quick
    fresh = Yardstick(level, warm_perfect=False)
    played = fresh.median(block=True)
    assert played is not None and played.games == medians.GAMES == 101
    assert medians.read(medians.level_key(level)) == played
    forget_medians()                       # a new run of the game: nothing in memory, the file on disk

    def no_play(*args, **kwargs):
        raise AssertionError("the kept median was played again")

    monkeypatch.setattr(medians, "computer_median", no_play)
    again = Yardstick(level, warm_perfect=False)
    assert again.median() == played, "read from the cache folder as the level opens, nothing to wait for"
