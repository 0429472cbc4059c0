"""The one loader for user files: each way a file was seen to crash, hang or lose data."""

from __future__ import annotations

import json
import os
import threading

import pytest
from pydantic import BaseModel, ConfigDict, Field

from game.storage import highscores, userfile
from game.storage.settings import Settings, load_settings, save_settings, settings_path
from game.storage.userfile import UserFile


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(tmp_path))
    return tmp_path


def write_settings(text: str | bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text if isinstance(text, bytes) else text.encode())


def test_a_number_too_big_for_a_float_is_set_aside_not_a_crash(folder):
    write_settings('{"sound_volume": 1' + "0" * 400 + ', "reduced_motion": true}')
    loaded, notice = load_settings()
    assert loaded.sound_volume == Settings().sound_volume and loaded.reduced_motion is True
    assert "sound_volume: a number of 401 digits is too large" in notice
    assert (folder / "settings.json.bad").exists()


@pytest.mark.parametrize("number", ["1e400", "-1e400", "NaN", "Infinity"])
def test_infinite_and_not_a_number_values_are_refused(folder, number):
    write_settings('{"music_volume": %s}' % number)
    loaded, notice = load_settings()
    assert loaded == Settings() and "music_volume" in notice and number in notice


@pytest.mark.parametrize("depth", [20, 2000, 30_000])
def test_deep_nesting_neither_crashes_nor_loses_the_good_values(folder, depth):
    write_settings('{"reduced_motion": true, "junk": ' + "[" * depth + "]" * depth + ', "music_volume": 0.25}')
    loaded, notice = load_settings()
    assert loaded.reduced_motion is True and loaded.music_volume == 0.25
    assert "junk: unknown key" in notice
    # ... and the good values were written back: the next launch has them without a notice.
    assert load_settings() == (loaded, None)


def test_a_deep_high_score_file_does_not_break_its_table(folder):
    good = {"initials": "ABC", "score": 120, "date": "2026-11-01"}
    deep = "[" * 3000 + "]" * 3000
    (folder / "highscores-dicetime.json").write_text(
        '{"version": 1, "mode": "dicetime", "entries": [%s, %s]}' % (json.dumps(good), deep))
    table, notice = highscores.load_table("dicetime")
    assert [e.score for e in table] == [120]
    assert "entries[1]: expected a table" in notice


def test_the_notice_is_bounded_however_many_problems(folder):
    write_settings(json.dumps({f"key{i}": list(range(200)) for i in range(50)} | {"fullscreen": "x" * 20_000}))
    _, notice = load_settings()
    assert "and 48 more" in notice
    assert len(notice) < 600
    assert "xxxxx..." in notice  # a long value is cut short


def test_a_huge_high_score_file_is_refused_quickly(folder):
    path = folder / "highscores-triple.json"
    path.write_text(json.dumps({"version": 1, "mode": "triple", "entries": [{"bad": 1}] * 60_000}))
    table, notice = highscores.load_table("triple")
    assert table == [] and "bytes, more than" in notice and len(notice) < 400
    assert (folder / "highscores-triple.json.bad").stat().st_size == len(json.dumps(
        {"version": 1, "mode": "triple", "entries": [{"bad": 1}] * 60_000}))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_settings_does_not_hang(folder):
    os.mkfifo(settings_path())
    result: list = []
    worker = threading.Thread(target=lambda: result.append(load_settings()), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "loading a FIFO hung"
    loaded, notice = result[0]
    assert loaded == Settings() and "not a regular file" in notice and "FIFO" in notice
    assert (folder / "settings.json.bad").exists() and not settings_path().exists()


def test_a_folder_in_place_of_a_file_is_moved_aside(folder):
    settings_path().mkdir(parents=True)
    loaded, notice = load_settings()
    assert loaded == Settings() and "a folder" in notice
    assert save_settings(Settings(reduced_motion=True)) is None
    assert load_settings() == (Settings(reduced_motion=True), None)


def test_nine_good_high_scores_and_one_bad_keep_all_nine_after_the_next_game(folder):
    entries = [{"initials": "AAA", "score": 500 - i, "date": "2026-11-01"} for i in range(9)]
    entries.append({"initials": "toolong", "score": 10, "date": "2026-11-01"})
    (folder / "highscores-dicetime.json").write_text(json.dumps({"version": 1, "mode": "dicetime",
                                                                 "entries": entries}))
    positions, notices = highscores.record("dicetime", [highscores.Entry("NEW", 100, "2026-11-02")])
    assert "9 good entries are kept" in notices[0]
    table, notice = highscores.load_table("dicetime")
    assert notice is None
    assert [e.score for e in table] == [500 - i for i in range(9)] + [100]
    assert positions == [9]


def test_a_bad_key_beside_good_values_keeps_them_for_the_next_launch(folder):
    write_settings(json.dumps({"reduced_motion": True, "sound_volume": "loud", "music_volume": 0.1}))
    loaded, notice = load_settings()
    assert loaded.reduced_motion is True and loaded.music_volume == 0.1
    assert "defaults are used" not in notice and "good values are kept and saved" in notice
    assert load_settings() == (loaded, None)  # next launch


def test_absurd_high_scores_are_refused(folder):
    (folder / "highscores-puzzle.json").write_text(
        '{"version": 1, "mode": "puzzle", "entries": [{"initials": "ABC", "score": 1%s, "date": "2026-11-01"},'
        ' {"initials": "DEF", "score": 12000000, "date": "2026-11-01"},'
        ' {"initials": "GHI", "score": 90, "date": "2026-11-01"}]}' % ("0" * 400))
    table, notice = highscores.load_table("puzzle")
    assert [e.initials for e in table] == ["GHI"]
    assert "entries[0].score: a number of 401 digits is too large" in notice
    assert "entries[1].score: expected an integer from 0 to 999999" in notice


def test_a_file_that_cannot_be_moved_aside_is_never_overwritten(folder, monkeypatch):
    write_settings('{"fullscreen": "maybe", "reduced_motion": true}')
    before = settings_path().read_bytes()

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(userfile, "keep_aside", refuse)
    loaded, notice = load_settings()
    assert loaded.reduced_motion is True
    assert "It could not be moved aside (permission denied)" in notice
    assert "was could not" not in notice
    failure = save_settings(loaded)
    assert failure and "not overwritten" in failure
    assert settings_path().read_bytes() == before


def test_a_data_folder_that_is_a_file_is_named(tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(blocker))
    loaded, notice = load_settings()
    assert loaded == Settings() and f"the data folder {blocker} is a file" in notice
    failure = save_settings(Settings())
    assert failure and str(blocker / "settings.json") in failure and "is a file, not a folder" in failure


def test_the_settings_screen_says_when_settings_are_not_saved(tmp_path, monkeypatch, make_harness):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(blocker))
    harness = make_harness()
    scene = harness.push("settings")
    harness.press("right")  # fullscreen on: saved at once, or not
    assert harness.app.settings_not_saved and "is a file" in harness.app.settings_not_saved
    assert any("Settings not saved" in n.message for n in harness.app.notices)
    import pygame

    from game.scenes import settings as settings_module
    drawn: list[str] = []
    real = settings_module.text.draw
    monkeypatch.setattr(settings_module.text, "draw", lambda s, line, *a, **k: drawn.append(line) or real(s, line, *a, **k))
    scene.draw(pygame.Surface(harness.app.size), 0.0)
    assert any(line.startswith("Not saved:") for line in drawn)
    assert not any(line.startswith("Saved at once") for line in drawn)


def test_strings_that_look_like_numbers_are_not_numbers(folder):
    write_settings('{"sound_volume": "0.5", "fullscreen": 1}')
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert "sound_volume: expected a number from 0 to 1, got '0.5'" in notice
    assert "fullscreen: expected true or false, got 1" in notice


def test_a_new_user_file_needs_only_a_model(folder):
    class Progress(BaseModel):
        model_config = ConfigDict(extra="forbid")
        stars: dict[str, int] = {}
        unlocked: list[str] = Field(default_factory=list)

    progress = UserFile("test-progress.json", Progress, "Progress file")
    assert progress.load().value == Progress() and progress.load().notice is None
    assert progress.save(Progress(stars={"1": 3}, unlocked=["2"])) is None
    (folder / "test-progress.json").write_text('{"stars": {"1": 3, "2": "three", "3": 2}, "unlocked": ["2", 7]}')
    loaded = progress.load()
    assert loaded.value == Progress(stars={"1": 3, "3": 2}, unlocked=["2"])
    assert [str(p) for p in loaded.problems] == ["stars.2: expected an integer, got 'three'",
                                                 "unlocked[1]: expected text in quotes, got 7"]
    assert loaded.kept_aside == folder / "test-progress.json.bad"
    assert progress.load().notice is None  # the good part was written back
    userfile.REGISTERED.pop("test-progress.json")


def test_a_load_only_to_read_leaves_the_merge_base_of_the_next_save_alone(folder):
    """`load(keep_base=False)` (the statistics screen reading the players file) keeps no merge base: a save
    after it still merges against what this copy loaded to change, so another copy's change made in between
    is kept. Were the read-only load to become the base, the stale field would count as this copy's change
    and overwrite the other copy's."""
    class Volumes(BaseModel):
        model_config = ConfigDict(extra="forbid")
        sound: int = 1
        music: int = 1

    volumes = UserFile("test-volumes.json", Volumes, "Volumes file")
    try:
        assert volumes.save(Volumes()) is None
        mine = volumes.load().value                             # loaded to change: the save's base
        (folder / "test-volumes.json").write_text('{"sound": 1, "music": 7}')   # another copy's change
        assert volumes.load(keep_base=False).value == Volumes(sound=1, music=7)   # only read
        mine.sound = 5                                          # this copy's change
        merged, problem = volumes.save_merged(mine)
        assert problem is None
        assert merged == Volumes(sound=5, music=7)
        assert json.loads((folder / "test-volumes.json").read_text()) == {"sound": 5, "music": 7}
    finally:
        userfile.REGISTERED.pop("test-volumes.json")
