"""Fuzzing: any bytes and any TOML document give a Level or a LevelError, never anything else."""

import json
import math
import tempfile
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.campaign import Level, LevelError, load_level
from game.campaign.campaign import load_campaign

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def outcome(path):
    try:
        return load_level(path)
    except LevelError as error:
        assert str(path) in str(error) and error.problems
        return error


@FUZZ
@given(st.binary(max_size=2000))
def test_any_bytes(tmp_path, data):
    path = tmp_path / "fuzz.toml"
    path.write_bytes(data)
    assert isinstance(outcome(path), (Level, LevelError))


def toml_string(text: str) -> str:
    """A TOML basic string (JSON's escapes, plus DEL, which TOML wants escaped too)."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    return "{ " + ", ".join(f"{toml_string(key)} = {toml_value(item)}" for key, item in value.items()) + " }"


def toml_document(doc: dict) -> str:
    return "".join(f"{toml_string(key)} = {toml_value(value)}\n" for key, value in doc.items())


KEYS = st.sampled_from(["name", "intro", "time_limit", "rerolls", "stars", "twists", "scores", "time_left",
                        "prefilled", "blocked", "only", "required", "locked_planet", "bonus_threshold",
                        "bonus_points", "bonus_rerolls", "reward_rerolls", "doubled", "turn_rerolls", "target",
                        "sixes", "chance", "five_kind", "x"]) | st.text(max_size=8)
SCALARS = (st.booleans() | st.integers(-2**70, 2**70) | st.integers(-5, 400) | st.floats(allow_nan=True)
           | st.text(max_size=12) | st.sampled_from(["sixes", "chance", "ones", "five_kind", "large_straight"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(KEYS, inner, max_size=5),
                      max_leaves=12)


@settings(FUZZ, max_examples=80)
@given(st.dictionaries(KEYS, VALUES, max_size=8))
def test_any_toml_document(tmp_path, doc):
    text = toml_document(doc)
    tomllib.loads(text)  # the generator writes real TOML
    path = tmp_path / "doc.toml"
    path.write_text(text, encoding="utf-8")
    assert isinstance(outcome(path), (Level, LevelError))


GOOD = {"name": "Fuzz", "intro": "A fuzzed level.", "time_limit": 300, "rerolls": 20,
        "stars": {"scores": [100, 150, 200]}}


@settings(FUZZ, max_examples=60)
@given(st.fixed_dictionaries({}, optional={
    "prefilled": st.dictionaries(st.sampled_from(["sixes", "fives", "chance", "ones"]), st.integers(-1, 40), max_size=3),
    "blocked": st.lists(st.sampled_from(["sixes", "chance", "five_kind", "ones"]), max_size=3),
    "only": st.lists(st.sampled_from(["sixes", "chance", "five_kind", "ones", "twos"]), max_size=4),
    "required": st.lists(st.sampled_from(["sixes", "chance", "five_kind"]), max_size=2),
    "locked_planet": st.integers(0, 7), "bonus_threshold": st.integers(0, 120),
    "bonus_rerolls": st.integers(0, 120), "turn_rerolls": st.integers(-1, 5), "target": st.integers(0, 500),
    "doubled": st.lists(st.sampled_from(["sixes", "chance", "five_kind"]), max_size=2),
    "reward_rerolls": st.dictionaries(st.sampled_from(["sixes", "chance", "five_kind"]), st.integers(0, 60), max_size=2),
}), st.sampled_from([{"scores": [100, 150, 200]}, {"time_left": [10, 20, 30]}, {"scores": [300, 200, 100]}]))
def test_any_combination_of_twists_loads_and_plays_or_is_refused(tmp_path, twists, stars):
    path = tmp_path / "twists.toml"
    path.write_text(toml_document({**GOOD, "stars": stars, "twists": twists}), encoding="utf-8")
    result = outcome(path)
    if isinstance(result, Level):  # a level that loads can always be played to its end
        import random

        from game.campaign.autoplay import play_level

        assert play_level(result, random.Random(0), "normal").stars in (0, 1, 2, 3)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.binary(max_size=300), min_size=1, max_size=4))
def test_a_campaign_folder_of_junk_still_loads_and_marks_the_broken_levels(blobs):
    with tempfile.TemporaryDirectory(prefix="planet-dice-junk-") as folder:   # removed when the example ends
        root = Path(folder)
        world = root / "junk"
        world.mkdir()
        (world / "world.toml").write_bytes(blobs[0])
        for index, blob in enumerate(blobs[1:]):
            (world / f"level-{index}.toml").write_bytes(blob)
        campaign = load_campaign(builtin=root, user=False)
        assert len(campaign.levels()) == len(blobs) - 1
        assert all(entry.broken == (entry.error is not None) for entry in campaign.levels())
