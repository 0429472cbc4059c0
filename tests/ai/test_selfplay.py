"""Computer players alone play whole games of every mode through the rules (the quick form of
benchmarks/ai_games.py, which plays 10,000): each game ends, by the rules, with no exception."""

from __future__ import annotations

import random

import pytest

from game.ai import selfplay
from game.campaign.campaign import load_campaign
from game.rules.tenthousand import CLASSIC

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand")  # the session's shared copies (tests/solved_tables.py)


def quick(mode: str):
    """The mode's game; 10000 in its classic rules only (Zehntausend's table takes seconds to build:
    the benchmark plays both)."""
    if mode == "tenthousand":
        return lambda rng: selfplay.play_tenthousand(rng, rules=CLASSIC)
    return selfplay.GAMES[mode]


@pytest.mark.parametrize("mode", sorted(selfplay.GAMES))
def test_computer_players_alone_finish_every_mode(mode, optimal_table):
    for seed in range(4):
        played = quick(mode)(random.Random(seed))
        assert played.mode == mode and played.totals and played.winners
        assert all(0 <= w < len(played.totals) for w in played.winners)
        if mode != "bluff":   # Bluff's totals are the dice left; elsewhere the winner has the best total
            assert {played.totals[w] for w in played.winners} == {max(played.totals)}


@pytest.mark.solved_tables("triple-slack")   # (a Triple game among the replayed)
def test_a_seed_replays_the_same_game(optimal_table):
    for mode in selfplay.GAMES:
        assert quick(mode)(random.Random(7)) == quick(mode)(random.Random(7)), mode


def test_computer_players_finish_campaign_levels():
    levels = [entry.level for entry in load_campaign(user=False).levels() if entry.level is not None]
    assert levels
    names = {level.name for level in levels}
    for seed in range(6):
        played = selfplay.play_campaign_level(levels, random.Random(seed))
        level, _, difficulty = played.setup.rpartition(" ")
        assert played.mode == "campaign" and level in names and difficulty in ("normal", "hard"), played
        assert played.winners == (0,) and played.totals[0] > 0, played   # a whole card was filled in
    again = [selfplay.play_campaign_level(levels, random.Random(3)) for _ in range(2)]
    assert again[0] == again[1]                                          # a seed replays the same level game
