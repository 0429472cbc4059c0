"""Campaign progress: best values kept, saved atomically, a damaged file kept aside with its good part."""

import json
import os

import pytest
from kill_saver import saver_starter

from game.campaign.progress import Progress, load_progress, progress_path


def test_results_keep_the_best_and_survive_a_restart():
    progress, notice = load_progress()
    assert notice is None and progress.levels == {}
    progress.add_result("inner/first-orbit", 210, 2, 95.5, won=True, unlock="inner/thin-air")
    progress.add_result("inner/first-orbit", 180, 1, 120.0, won=True)
    progress.add_result("inner/first-orbit", 250, 0, 300.0, won=False)  # a lost game's time is not a record
    progress.save()
    again, notice = load_progress()
    record = again.record("inner/first-orbit")
    assert notice is None
    assert (record.best_score, record.stars, record.best_time_left, record.plays) == (250, 2, 120.0, 3)
    assert again.unlocked == {"inner/first-orbit", "inner/thin-air"}


def test_a_damaged_file_is_kept_aside_reported_and_its_good_part_kept():
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "unlocked": ["a/one", 7],
                                "levels": {"a/one": {"best_score": 120, "stars": 2},
                                           "a/two": {"best_score": "lots", "stars": 9}}}))
    progress, notice = load_progress()
    assert "a/two" in notice and "campaign.json.bad" in notice and "1 level of progress kept" in notice
    assert progress.record("a/one").best_score == 120 and "a/two" not in progress.levels
    assert json.loads(path.with_name("campaign.json.bad").read_text())["levels"]["a/two"]["stars"] == 9
    again, notice = load_progress()  # the good part was written back: no notice the next time
    assert notice is None and again.record("a/one").stars == 2 and again.unlocked == {"a/one"}


@pytest.mark.parametrize("content", [b"{ not json", b"\xff\xfe", b"[1, 2, 3]", b"[" * 100000])
def test_an_unreadable_file_is_kept_aside_and_never_overwritten(content):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    progress, notice = load_progress()
    assert notice and "kept aside" in notice and progress.levels == {}
    assert path.with_name("campaign.json.bad").read_bytes() == content
    path.write_bytes(content)
    load_progress()
    assert path.with_name("campaign.json.bad.2").read_bytes() == content  # the first copy stays


def test_a_save_that_fails_midway_leaves_the_old_progress_intact(monkeypatch):
    progress = Progress()
    progress.add_result("a/one", 100, 1, 10.0, won=True)
    progress.save()
    before = progress_path().read_bytes()
    progress.add_result("a/one", 200, 3, 50.0, won=True)

    def crash(*args):
        raise OSError("disk pulled out")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        with pytest.raises(OSError):
            progress.save()
    assert progress_path().read_bytes() == before
    assert sorted(p.name for p in progress_path().parent.iterdir()) == [".campaign.json.lock", "campaign.json"]  # no temp file left
    assert load_progress()[0].record("a/one").best_score == 100


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked saver with SIGKILL")
def test_killing_the_game_at_any_moment_of_a_save_never_damages_the_file(tmp_path):
    with saver_starter() as starter:   # tests/kill_saver.py: savers forked by a process of their own
        for delay in (0.05, 0.13, 0.21, 0.34, 0.55):
            progress_path().unlink(missing_ok=True)   # each run its own progress (a 2nd would merge into it)
            starter.kill_after("progress", progress_path().parent, 0, rounds=1, wait=delay)
            progress, notice = load_progress()
            assert notice is None, notice
            plays = sum(record.plays for record in progress.levels.values())
            assert progress.levels and plays == max(record.best_score for record in progress.levels.values())
