"""Campaign progress goes through the one user-file loader: a FIFO, a huge number or a deep nest in
campaign.json neither hangs nor crashes the game, and every good level record is kept."""

from __future__ import annotations

import json
import os
import threading

import pytest

from game.campaign.progress import Progress, load_progress, progress_path


def load_in_time():
    result: list = []
    worker = threading.Thread(target=lambda: result.append(load_progress()), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "loading the campaign progress hung"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_progress_does_not_hang():
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    progress, notice = load_in_time()
    assert progress.levels == {} and "not a regular file" in notice and str(path) in notice
    progress.add_result("a/one", 100, 1, 10.0, won=True)
    progress.save()   # the FIFO was set aside: the save makes a real file
    assert load_progress()[0].record("a/one").best_score == 100


@pytest.mark.parametrize("bad", ["1" + "0" * 400, "1e400", "[" * 3000 + "]" * 3000, "NaN"],
                         ids=["400-zeros", "1e400", "nested-3000", "NaN"])
def test_a_bad_value_loses_only_itself(bad):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"best_score": 120, "stars": 2, "plays": 3}
    path.write_text('{"version": 1, "unlocked": ["a/one", "a/two"], "levels": {"a/one": ' + json.dumps(good)
                    + ', "a/two": {"best_score": ' + bad + ', "stars": 1, "plays": 1}}}')
    progress, notice = load_in_time()
    assert "levels.a/two.best_score" in notice and len(notice) < 600
    assert progress.record("a/one").best_score == 120 and progress.record("a/two").stars == 1
    assert progress.unlocked == {"a/one", "a/two"}
    again, notice = load_progress()   # the good part was written back at once
    assert notice is None and again.levels == progress.levels


def test_a_progress_file_that_cannot_be_saved_says_where(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    progress = Progress(path=blocker / "campaign.json")
    with pytest.raises(OSError) as failure:
        progress.save()
    assert str(blocker) in str(failure.value)
