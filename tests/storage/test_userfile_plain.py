"""The plain-dataclass fast path of the user-file loader (the settings, read before the first frame
without pydantic) takes only what pydantic's strict validation takes, and gives the same value: it is
a shortcut for plainly valid documents, never a second judge of damaged ones."""

from __future__ import annotations

import copy
import json
from dataclasses import asdict, dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.storage import userfile
from game.storage.settings import SETTINGS, Settings
from game.storage.userfile import UserFile, plainly_valid

KEYS = ["fullscreen", "sound_volume", "music_volume", "reduced_motion", "language", "volume", "Fullscreen", ""]
values = (st.none() | st.booleans() | st.integers(-3, 3) | st.integers() | st.text(max_size=5)
          | st.floats() | st.sampled_from([0.0, -0.0, 1.0, 1.0000000000000002, -1e-300, 0.5, 2])
          | st.sampled_from(["en", "de", "", "fr", "de\n", "DE", " de", "en|de"])
          | st.lists(st.booleans(), max_size=2) | st.dictionaries(st.text(max_size=3), st.booleans(), max_size=2))


def checked_by_pydantic(document):
    """What the full route (pydantic, strict) makes of `document`: (value, problems)."""
    return userfile.validate(Settings, copy.deepcopy(document))   # it prunes what it refuses


@settings(max_examples=400, deadline=None)
@given(document=st.dictionaries(st.sampled_from(KEYS), values, max_size=5) | values)
def test_the_fast_path_agrees_with_pydantic(document):
    fast = plainly_valid(Settings, document)
    value, problems = checked_by_pydantic(document)
    if fast is not None:
        assert problems == [] and fast == value
        assert [type(v) for v in asdict(fast).values()] == [type(v) for v in asdict(value).values()]


@settings(max_examples=200, deadline=None)
@given(saved=st.builds(Settings, fullscreen=st.booleans(), sound_volume=st.floats(0, 1),
                       music_volume=st.floats(0, 1), reduced_motion=st.booleans(),
                       language=st.sampled_from(["", "en", "de"])),
       keys=st.sets(st.sampled_from(KEYS[:5])))
def test_every_file_the_game_writes_takes_the_fast_path(saved, keys):
    document = {key: value for key, value in SETTINGS.dump(saved).items() if key in keys}
    text = json.dumps(document, indent=2, sort_keys=True)
    assert plainly_valid(Settings, json.loads(text)) == Settings(**document)


@pytest.mark.parametrize("document", [
    {"sound_volume": 1.5}, {"sound_volume": -0.1}, {"sound_volume": True}, {"fullscreen": 1},
    {"fullscreen": "true"}, {"colour": "red"}, [], None, {"music_volume": None}, {"music_volume": "0.5"},
    {"language": "fr"}, {"language": "de\n"}, {"language": "en|de"}, {"language": 1}, {"language": None},
])
def test_anything_to_report_goes_to_pydantic(document):
    assert plainly_valid(Settings, document) is None
    assert checked_by_pydantic(document)[1]


def test_a_plain_user_file_holds_only_plain_fields():
    @dataclass
    class Named:
        name: bytes = b"x"

    with pytest.raises(TypeError, match="only bool, int, float and str"):
        UserFile("test-named.json", Named, "Test file")
    assert "test-named.json" not in userfile.REGISTERED


def test_pydantic_models_never_take_the_fast_path():
    from game.storage.highscores import TableFile

    assert plainly_valid(TableFile, {}) is None
