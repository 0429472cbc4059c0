"""The players file: names, a bounded memory of games, and two copies of the game writing at once."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.coach import stats
from game.storage import players as store
from game.storage.players import GameSummary

ROOT = Path(__file__).resolve().parents[2]


def _game(score: int, **more) -> GameSummary:
    return GameSummary(id=store.new_id(), score=score, **more)


def test_add_rename_delete_through_the_file():
    anna, notice = store.update(lambda p: store.add(p, "  Anna \x07 "))
    assert notice is None and anna.name == "Anna"
    _, refused = store.update(lambda p: store.add(p, "ANNA"))
    assert refused == "There is already a player called ANNA"
    store.update(lambda p: store.add(p, "Ben"))
    store.update(lambda p: store.rename(p, anna.id, "Anne"))
    found, _ = store.load()
    assert [p.name for p in found.players] == ["Anne", "Ben"]
    store.update(lambda p: store.delete(p, anna.id))
    assert [p.name for p in store.load()[0].players] == ["Ben"]
    assert store.update(lambda p: store.record(p, anna.id, "dicetime", _game(200)))[0] is False


def test_the_memory_is_bounded_and_old_games_still_count():
    players = store.Players()
    player = store.add(players, "Cleo")
    for score in range(store.RECENT + 40):
        store.record(players, player.id, "dicetime",
                     _game(100 + score % 200, seats=2, place=1 + score % 2, given_up=1.5, bonus_chances=1,
                           bonuses=score % 2))
    book = player.modes["dicetime"]
    assert len(book.recent) == store.RECENT and book.older.games == 40
    summary = stats.summarise("dicetime", book)
    assert summary.games == store.RECENT + 40 and summary.versus == summary.games
    assert summary.wins == (store.RECENT + 40) // 2
    assert sum(summary.counts) == summary.games
    assert summary.mean == pytest.approx(sum(100 + s % 200 for s in range(store.RECENT + 40)) / summary.games)
    assert summary.best == 299 and summary.bonus_rate == pytest.approx(0.5)
    assert summary.mean_given_up == pytest.approx(1.5) and len(summary.given_up) == stats.LINE_GAMES


def test_fewest_rounds_is_best_for_solo_tenthousand():
    players = store.Players()
    player = store.add(players, "Dee")
    for rounds in (30, 22, 27):
        store.record(players, player.id, "tenthousand_solo", _game(rounds))
    summary = stats.summarise("tenthousand_solo", player.modes["tenthousand_solo"])
    assert summary.best == 22 and summary.lower_is_better and summary.bonus_rate is None


def test_a_level_keeps_its_best_score_and_time():
    players = store.Players()
    player = store.add(players, "Eve")
    store.record(players, player.id, "campaign", _game(210, level="inner/first-orbit", seconds=300.0, stars=1))
    store.record(players, player.id, "campaign", _game(260, level="inner/first-orbit", seconds=340.0, stars=2))
    store.record(players, player.id, "campaign", _game(300, level="inner/first-orbit", seconds=100.0, stars=0))
    best = player.levels["inner/first-orbit"]
    assert (best.plays, best.best_score, best.best_seconds, best.stars) == (3, 260, 300.0, 2)


# A copy of the game saving games of one player, in a process of its own (only the players' storage imported).
WRITER = r"""
import sys, time
from pathlib import Path
from game.storage import players as store
from game.storage.players import GameSummary

player_id, games, folder, who = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]), sys.argv[4]
(folder / f"ready-{who}").touch()
while not (folder / "start").exists():   # both copies write at the same moment
    time.sleep(0.001)
for score in range(games):
    _, notice = store.update(lambda p, s=score: store.record(p, player_id, "dicetime",
                                                             GameSummary(id=store.new_id(), score=s)))
    assert notice is None, notice
"""


def test_two_copies_writing_at_once_lose_nothing(tmp_path):
    player, _ = store.update(lambda p: store.add(p, "Finn"))
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, player.id, "40", str(tmp_path), who], cwd=ROOT,
                                stderr=subprocess.PIPE, text=True) for who in "AB"]
    while not all((tmp_path / f"ready-{who}").exists() for who in "AB"):
        assert all(writer.poll() is None for writer in writers), [writer.communicate()[1] for writer in writers]
        time.sleep(0.005)
    (tmp_path / "start").touch()
    for writer in writers:
        _, err = writer.communicate(timeout=60)
        assert writer.returncode == 0, err
    found, _ = store.load()
    assert len(found.find(player.id).modes["dicetime"].recent) == 80


def test_a_damaged_file_keeps_the_good_players():
    store.update(lambda p: store.add(p, "Gus"))
    store.update(lambda p: store.add(p, "Hal"))
    path = store.PLAYERS.path()
    document = json.loads(path.read_text())
    document["players"][0]["modes"] = {"dicetime": {"recent": [{"id": "nothex", "score": 5}]}}
    document["players"][1]["name"] = ""
    path.write_text(json.dumps(document))
    found, notice = store.load()
    assert [p.name for p in found.players] == ["Gus"] and "Players file" in notice
    assert found.players[0].modes["dicetime"].recent == []
