"""Progress that contradicts the levels it speaks of (issue 23) is reported and corrected like any other
bad value when the map opens: a best time left beyond the level's clock, a best score no card of the
level can make, stars on a level that is still locked. The damaged file is kept aside, the corrected
one written back, and the map never shows the impossible values."""

import json

from game.campaign.progress import load_progress, progress_path


def test_contradicting_progress_is_reported_corrected_and_not_shown(harness):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "unlocked": ["inner/first-orbit"], "levels": {
        "inner/first-orbit": {"best_score": 4321, "stars": 1, "best_time_left": 9999.0, "plays": 2},
        "outer/comet-run": {"best_score": 200, "stars": 3, "plays": 1},      # locked: nothing before it won
        "my-gone/level": {"best_score": 50, "stars": 1, "plays": 1}}}))       # a level not here: kept
    scene = harness.push("campaign")
    harness.tick()
    notice = harness.app.notices[-1].message
    assert "campaign.json" in notice and "kept aside" in notice
    assert "levels.inner/first-orbit.best_score: 4321 is more than this level's card can score" in notice
    assert "levels.inner/first-orbit.best_time_left: 9999.0 s left is more than the level's clock" in notice
    assert "levels.outer/comet-run.stars: 3 stars on a level that is still locked" in notice
    while scene.focused.entry is None or scene.focused.entry.id != "inner/first-orbit":
        harness.press("left")
    drawn = harness.drawn_text()
    assert "Best score 0" in drawn and "Best score 4321" not in drawn
    assert not any("Best time left" in line for line in drawn)
    campaign = scene.state.campaign
    assert scene.state.record(campaign.find("outer/comet-run")).stars == 0
    assert (path.parent / "campaign.json.bad").exists()
    again, notice = load_progress(campaign=campaign)
    assert notice is None, notice
    first = again.record("inner/first-orbit")
    assert (first.best_score, first.stars, first.best_time_left, first.plays) == (0, 1, None, 2)
    assert again.record("my-gone/level").stars == 1


def test_progress_that_agrees_with_the_levels_is_left_alone(harness):
    progress, _ = load_progress()
    progress.add_result("inner/first-orbit", 230, 1, 10.0, True, unlock="inner/thin-air")
    progress.save()
    before = progress_path().read_bytes()
    harness.push("campaign")
    harness.tick()
    assert not harness.app.notices and progress_path().read_bytes() == before
