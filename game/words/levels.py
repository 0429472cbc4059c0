"""Babel's extractor for the campaign's level and world files (levels/**.toml): their `name` and `intro`
go into the catalog like the code's strings, so the game's own levels are translated by the same .po
(`_(level.name)` where they are shown). A player's own levels are not in the catalog: gettext gives their
words back as written. Named in babel.cfg's [extractors]; only `pybabel extract` (tools/words.py) calls it."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator

SHOWN = ("name", "intro")   # the keys of a level or world file a player reads


def extract(fileobj, keywords, comment_tags, options) -> Iterator[tuple[int, str, str, list[str]]]:
    """(line, function name, message, comments) for each shown text of one TOML file."""
    source = fileobj.read().decode("utf-8")
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError:
        return
    lines = source.splitlines()
    for key in SHOWN:
        value = data.get(key)
        if isinstance(value, str) and value.strip():
            line = next((i + 1 for i, text in enumerate(lines) if text.lstrip().startswith(key)), 1)
            yield line, "_", value, [f"the {key} of a campaign level or world (levels/)"]
