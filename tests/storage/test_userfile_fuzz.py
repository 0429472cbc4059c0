"""A property fuzzer over every user file the game keeps (`userfile.REGISTERED`: settings, each
high-score table, and every file a later module registers by creating its `UserFile`).

Any bytes, any JSON, deep nesting and huge numbers each give a valid model or a clear notice,
never an exception; the damaged file is kept aside byte for byte; what was good is kept.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import pkgutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from long_checks import quick_or_long

from game.storage import highscores, userfile

# Every module that may define a user file is imported, so new files are fuzzed without a list here.
for _package in ("game.storage", "game.campaign"):
    try:
        _module = importlib.import_module(_package)
    except ImportError:
        continue
    for _info in pkgutil.iter_modules(_module.__path__):
        importlib.import_module(f"{_package}.{_info.name}")

FILES = sorted(userfile.REGISTERED)
# 15 examples per file and property in the test suite (about 0.1 s each: every file x 3 properties is ~30
# tests); benchmarks/long_checks.py runs 400. Hypothesis draws new examples on every run and replays the
# ones that once failed (its database), so the quick form still sweeps widely over the runs of a day.
FUZZ = settings(max_examples=quick_or_long(15, 400), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=40)

# JSON texts json.dumps would never write: huge numbers, NaN, deep nests, odd bytes.
nasty_fragments = st.sampled_from([
    "1" + "0" * 400, "-1e400", "1e400", "NaN", "-Infinity", "1.5e308", "9" * 5000,
    "[" * 5000 + "]" * 5000, "{\"a\":" * 3000 + "1" + "}" * 3000, "[" * 17 + "]" * 17, "\"" + "x" * 20_000 + "\"",
    "\"\\ud800\"", "\"\\u0000\"", "true", "null", "{}", "[]",
])


@contextlib.contextmanager
def fresh(name: str) -> Iterator[Path]:
    """Where the example's file `name` goes: a folder of its own, removed when the example ends (pytest's folders
    are removed runs later, ~2 ms an entry on a disk mounted with discard: 435 examples left ~1,300 entries)."""
    with tempfile.TemporaryDirectory(prefix="planet-dice-fuzz-") as folder:
        yield Path(folder) / name


def check_load(name: str, path: Path, content: bytes):
    """Load `content` as the file `name`; every promise the loader makes, checked."""
    file = userfile.REGISTERED[name]
    path.write_bytes(content)
    loaded = file.load(path)
    assert isinstance(loaded.value, file.model)
    file.schema().model_validate(file.dump(loaded.value), strict=False)  # a valid model
    if loaded.notice is None:
        assert path.read_bytes() == content                             # a good file is left alone
        return loaded
    assert str(path) in loaded.notice and len(loaded.notice) < 900      # names the file, stays short
    aside = loaded.kept_aside
    assert aside is not None and aside.read_bytes() == content           # the damaged file, byte for byte
    if path.exists():                                                    # the good part, written back
        again = file.load(path)
        assert again.notice is None and again.value == loaded.value
    else:
        assert loaded.value == file.model()
    return loaded


@pytest.mark.parametrize("name", FILES)
@FUZZ
@given(content=st.binary(max_size=300))
def test_any_bytes(name, content):
    with fresh(name) as path:
        check_load(name, path, content)


@pytest.mark.parametrize("name", FILES)
@FUZZ
@given(document=json_values)
def test_any_json(name, document):
    with fresh(name) as path:
        check_load(name, path, json.dumps(document).encode())


@pytest.mark.parametrize("name", FILES)
@FUZZ
@given(document=st.dictionaries(st.text(max_size=12), json_values, max_size=4),
       fragment=nasty_fragments, key=st.text(max_size=12))
def test_nasty_json_inside_a_document(name, document, fragment, key):
    text = json.dumps(document)
    text = "{" + json.dumps(key) + ": " + fragment + ("" if text == "{}" else ", " + text[1:-1]) + "}"
    with fresh(name) as path:
        check_load(name, path, text.encode())


# ---------------------------------------------------------------- good data is never dropped
def good_settings():
    return st.fixed_dictionaries({}, optional={
        "fullscreen": st.booleans(), "reduced_motion": st.booleans(),
        "sound_volume": st.floats(0, 1), "music_volume": st.floats(0, 1)})


def good_entries():
    entry = st.fixed_dictionaries({
        "initials": st.text(highscores.ALPHABET, min_size=3, max_size=3),
        "score": st.integers(0, highscores.MAX_SCORE),
        "date": st.dates().map(lambda d: d.isoformat())})
    return st.lists(entry, max_size=highscores.TABLE_SIZE)


# Bad values: any JSON value, or a nasty fragment spliced into the text where a placeholder stands.
junk = json_values | nasty_fragments.map(lambda text: Raw(text))


class Raw(str):
    """A JSON text to splice in as it is."""


def dump(document) -> bytes:
    fragments: list[str] = []

    def placeholder(value):
        if isinstance(value, Raw):
            fragments.append(str(value))
            return f"\x01raw{len(fragments) - 1}\x01"
        if isinstance(value, list):
            return [placeholder(v) for v in value]
        if isinstance(value, dict):
            return {k: placeholder(v) for k, v in value.items()}
        return value

    text = json.dumps(placeholder(document))
    for i, fragment in enumerate(fragments):
        text = text.replace(json.dumps(f"\x01raw{i}\x01"), fragment)
    return text.encode()


@FUZZ
@given(good=good_settings(), bad=st.dictionaries(st.sampled_from(["fullscreen", "sound_volume", "music_volume",
                                                                    "reduced_motion", "colour", "volume"]),
                                                 junk, max_size=3))
def test_good_settings_survive_bad_neighbours(good, bad):
    bad = {k: v for k, v in bad.items() if k not in good}
    with fresh("settings.json") as path:
        loaded = check_load("settings.json", path, dump(good | bad))
    for key, value in good.items():
        assert getattr(loaded.value, key) == value


@FUZZ
@given(good=good_entries(), bad=st.lists(junk, max_size=4), data=st.data())
def test_good_high_scores_survive_bad_entries_anywhere(good, bad, data):
    entries = list(good)
    for item in bad:
        entries.insert(data.draw(st.integers(0, len(entries))), item)
    document = {"version": 1, "mode": "triple", "entries": entries}
    content = dump(document)
    # (a file over the loader's size bound is not read at all, by design: kept aside whole as `.bad`, which check_load
    # checks; hypothesis found junk nested 3,000 deep that took a file past 64 KiB, where "the good entries survive" is
    # not the promise)
    assume(len(content) <= userfile.REGISTERED["highscores-triple.json"].max_bytes)
    with fresh("highscores-triple.json") as path:
        loaded = check_load("highscores-triple.json", path, content)
    kept = sorted((e.score, e.initials, e.date) for e in loaded.value.entries)
    assert kept == sorted((e["score"], e["initials"], e["date"]) for e in good)
