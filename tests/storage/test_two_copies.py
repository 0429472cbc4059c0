"""Two copies of the game at once (issue 23): two processes saving the same user files at the same time
lose nothing: every high score that belongs in the top ten, every Bluff match, every campaign result,
and each copy's own change of the settings.

Each child is the game's own storage code run as a separate process against the same data folder (the
test's, `PLANET_DICE_DATA_DIR`); both wait for a start file so their saves overlap."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from game.campaign.progress import load_progress
from game.storage import bluff_wins, highscores
from game.storage.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 30
CHILD = r"""
import json, os, random, sys, time
from pathlib import Path
from game.campaign.progress import load_progress
from game.storage import bluff_wins, highscores
from game.storage.settings import load_settings, save_settings

who, rounds, start = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
rng = random.Random(who)
progress, _ = load_progress()          # as the map: loaded once, then a save per finished level
settings, _ = load_settings()          # as the app: loaded at the start, saved on each change
(start.parent / f"ready-{who}").touch()   # imported and loaded: the test starts both at once
while not start.exists():
    time.sleep(0.001)
scores = []
for i in range(rounds):
    score = rng.randrange(100000)
    scores.append(score)
    highscores.record("dicetime", [highscores.Entry(who * 3, score, "2026-01-01")])
    bluff_wins.record_match([f"{who}-person", "shared"], [f"{who}-person"])
    progress.add_result(f"my-{who}/level-{i}", 100 + i, 1, None, True)
    progress.add_result("my-both/level", 10 * i, 1, None, True)
    progress.save()
    if who == "A":
        settings.sound_volume = (i + 1) / rounds
    else:
        settings.music_volume = (i + 1) / rounds
    assert save_settings(settings) is None
print(json.dumps(scores))
"""


def test_two_copies_saving_the_same_files_at_once_lose_nothing(tmp_path):
    start = tmp_path / "start"
    env = dict(os.environ)
    children = [subprocess.Popen([sys.executable, "-c", CHILD, who, str(ROUNDS), str(start)], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for who in "AB"]
    while not all((tmp_path / f"ready-{who}").exists() for who in "AB"):   # both imported the game, loaded their files
        assert all(child.poll() is None for child in children), children[0].communicate()[1] + children[1].communicate()[1]
        time.sleep(0.005)
    start.touch()
    scores = []
    for child in children:
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
        scores += json.loads(out)

    table, notice = highscores.load_table("dicetime")
    assert notice is None
    assert [entry.score for entry in table] == sorted(scores, reverse=True)[:highscores.TABLE_SIZE]

    records, notice = bluff_wins.load()
    assert notice is None
    assert records["shared"].played == 2 * ROUNDS
    assert records["A-person"].wins == records["B-person"].wins == ROUNDS

    progress, notice = load_progress()
    assert notice is None
    for who in "AB":
        assert all(progress.record(f"my-{who}/level-{i}").best_score == 100 + i for i in range(ROUNDS))
    both = progress.record("my-both/level")
    assert both.plays == 2 * ROUNDS and both.best_score == 10 * (ROUNDS - 1)

    settings, notice = load_settings()
    assert notice is None
    assert settings.sound_volume == 1.0 and settings.music_volume == 1.0   # each copy's last change kept
