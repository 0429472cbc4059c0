"""Every level that ships loads, the campaign is big enough, and every twist is played somewhere."""

import random
import re

from game.campaign import Level, load_level
from game.campaign.autoplay import play_level
from game.campaign.campaign import load_campaign
from game.rules import twist_schema
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT
from game.rules.puzzle_twists import Twists
from game.system.resources import levels_dir


def test_every_shipped_level_and_world_loads_without_a_problem():
    campaign = load_campaign(user=False)
    assert campaign.problems == ()
    assert len(campaign.worlds) >= 3
    assert len(campaign.levels()) >= 30
    for entry in campaign.levels():
        assert isinstance(load_level(entry.path), Level)
        assert entry.level.intro.endswith((".", "!")) and entry.level.intro.count(". ") == 0  # one sentence
        _intro_tells_the_clock_it_plays(entry.level)
    files = {p for p in levels_dir().rglob("*.toml") if p.name != "world.toml"}
    assert files == {entry.path for entry in campaign.levels()}  # none left out of the map


MINUTES = {"two and a half": 150, "three": 180, "four": 240, "five": 300, "six": 360, "seven": 420, "eight": 480}


def _intro_tells_the_clock_it_plays(level):
    """The intro card and the map's panel show the sentence beside the level's own clock: they must agree."""
    said = re.search(r"(two and a half|three|four|five|six|seven|eight) minutes", level.intro)
    if said:
        assert MINUTES[said.group(1)] == level.time_limit, (level.name, level.intro, level.time_limit)
    if "as the rule book has it" in level.intro:   # the classic puzzle's clock and pool, as its header says
        assert (level.time_limit, level.rerolls) == (RULE_TIME_LIMIT, DEFAULT_REROLLS), level.intro


def test_every_twist_is_used_by_a_shipped_level():
    used = set()
    defaults = Twists()
    for entry in load_campaign(user=False).levels():
        rules = entry.level.rules
        for name in twist_schema.NAMES:
            value, default = getattr(rules, name), getattr(defaults, name)
            if (dict(value) if hasattr(value, "items") else value) != (dict(default) if hasattr(default, "items") else default):
                used.add(name)
    assert used == set(twist_schema.NAMES)


def test_each_shipped_level_ends_by_score_or_time_when_the_computer_plays_it():
    for index, entry in enumerate(load_campaign(user=False).levels()):
        outcome = play_level(entry.level, random.Random(index), "normal")
        assert outcome.timed_out or outcome.target_reached or outcome.complete
        assert 0 <= outcome.stars <= 3 and (outcome.stars == 0 or outcome.won)
        assert 0 <= outcome.time_left < entry.level.time_limit
