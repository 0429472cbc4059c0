"""One twist schema (issue 22): the rules, the level file's model, the checker, the intro card and the
level guide all follow `game.rules.twist_schema.TWISTS`, so a twist is declared once."""

import re
from pathlib import Path

import pytest

from game.campaign.model import LevelTwists
from game.rules import twist_schema as schema
from game.rules.puzzle_twists import Twists
from game.scenes.campaign.cards import FACTS

README = Path(__file__).resolve().parents[2] / "levels" / "README.md"


def test_the_rules_and_the_model_take_exactly_the_schemas_twists_with_its_defaults():
    assert tuple(LevelTwists.model_fields) == schema.NAMES
    rules = Twists()
    model = LevelTwists()
    for twist in schema.TWISTS:
        assert getattr(rules, twist.name) == twist.default, twist.name
        assert getattr(model, twist.name) == twist.default, twist.name
    with pytest.raises(TypeError, match="unknown twists: sevens"):
        Twists(sevens=1)


@pytest.mark.parametrize("twist", [t for t in schema.TWISTS if t.kind == schema.WHOLE], ids=lambda t: t.name)
def test_the_rules_and_the_model_share_each_range(twist):
    from pydantic import ValidationError

    for value in (twist.low, twist.high):
        if twist.name != "target":   # a target of 2000 is in range, but no card reaches it
            Twists(**{twist.name: value})
        LevelTwists(**{twist.name: value})
    for value in (twist.low - 1, twist.high + 1):
        with pytest.raises(ValueError):
            Twists(**{twist.name: value})
        with pytest.raises(ValidationError):
            LevelTwists(**{twist.name: value})


def test_the_rules_refuse_what_the_checker_reports():
    # each a contradiction the checker reported and the rules once took
    for values, words in [({"target": 1999}, "target: 1999 cannot be reached"),
                          ({"only": {"chance"}, "bonus_rerolls": 3}, "bonus_rerolls: the bonus line 63 cannot be reached"),
                          ({"prefilled": {"sixes": 30, "fives": 25, "fours": 20}, "target": 100},
                           "target: 100 is already reached by the prefilled categories (110)")]:
        with pytest.raises(ValueError, match=re.escape(words)):
            Twists(**values)


def test_every_twist_has_a_line_on_the_intro_card_and_a_section_in_the_level_guide():
    assert set(FACTS) == set(schema.NAMES)
    headings = [line for line in README.read_text(encoding="utf-8").splitlines() if line.startswith("### ")]
    for name in schema.NAMES:
        assert any(f"`{name}`" in line for line in headings), f"levels/README.md has no section for {name}"
