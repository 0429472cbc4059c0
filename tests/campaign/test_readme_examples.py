"""The worked examples in levels/README.md are real level files: each one loads."""

import re

from game.campaign import load_level
from game.system.resources import levels_dir


def test_every_worked_example_in_the_level_readme_loads(tmp_path):
    text = (levels_dir() / "README.md").read_text(encoding="utf-8")
    examples = [block for block in re.findall(r"```toml\n(.*?)```", text, re.S) if block.startswith("name =") and "intro =" in block]
    assert len(examples) >= 12
    twists_seen = set()
    for index, block in enumerate(examples):
        path = tmp_path / f"example-{index}.toml"
        path.write_text(block, encoding="utf-8")
        level = load_level(path)
        twists_seen |= {name for name in type(level.twists).model_fields if name in level.twists.model_fields_set}
    assert twists_seen == set(type(level.twists).model_fields)  # every twist has a worked example
