"""Random campaigns of a player's own (issue 23's fuzzer): odd world and level names, random bytes,
random TOML, near-valid levels with random twists, BOMs, control characters, and odd file kinds (pipes,
folders named like files, dangling and looping links, files where folders go). Seeded: a seed always
makes the same folder.

`judge(root)` runs the checker and the game's own judgement over it and asserts they agree and that
nothing raises; tests/campaign/test_campaign_fuzz.py runs a bounded number of seeds, benchmarks/level_fuzz.py
a large one."""

from __future__ import annotations

import json
import math
import os
import random
from pathlib import Path

from game.campaign.campaign import load_campaign
from game.campaign.check import check_path
from game.campaign.model import unprintable
from game.campaign.progress import MAX_ID
from game.rules import twist_schema
from game.rules.dicetime import CATEGORIES

GOOD_NAMES = ["titan", "io", "europa-2", "ring_a", "x", "a" * 64, "moon-1", "moon-2", "moon-3", "deep_6"]
ODD_NAMES = ["Big Moon", "caps", "a" * 65, "b" * 120, "é-lune", "moon\x1bred", "-dash", "_under", "dot.ted",
             "sp ace", "🌙", ".hidden", "tab\there", "UPPER"]
LISTED_JUNK = ["../x", "..", ".", "a/b", "", "titan", "titan", "c" * 70, "no-such", "Big Moon", "a\\b"]


def toml_string(text: str) -> str:
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
    return "{ " + ", ".join(f"{toml_string(str(key))} = {toml_value(item)}" for key, item in value.items()) + " }"


def toml_document(doc: dict) -> str:
    return "".join(f"{toml_string(str(key))} = {toml_value(value)}\n" for key, value in doc.items())


def name(rng: random.Random) -> str:
    return rng.choice(GOOD_NAMES) if rng.random() < 0.8 else rng.choice(ODD_NAMES)


def text(rng: random.Random, good: str) -> str:
    roll = rng.random()
    if roll < 0.8:
        return good
    return rng.choice(["", "x" * 41, "x" * 161, "Ti\x00tan", "red\x1b[31m", "two\nlines", "rlo\u202eevil",
                       "zero\u200bwidth", "ok é ü 🌙", "\ufeffbom"])


def twist_value(rng: random.Random, twist: twist_schema.Twist):
    categories = list(CATEGORIES)
    if twist.kind == twist_schema.CATEGORY_SET:
        chosen = rng.sample(categories, rng.randint(0, 4))
        if rng.random() < 0.1:
            chosen.append(rng.choice(["sevens", chosen[0] if chosen else "ones"]))
        return chosen
    if twist.kind in (twist_schema.CATEGORY_POINTS, twist_schema.CATEGORY_REROLLS):
        return {rng.choice(categories + ["sevens"]): rng.choice([0, 1, 5, 6, 24, 30, 50, twist.high + 1, -1])
                for _ in range(rng.randint(0, 3))}
    return rng.choice([twist.low, twist.high, twist.low - 1, twist.high + 1, rng.randint(twist.low, twist.high),
                       rng.randint(twist.low, min(twist.high, 300)), True, "7", 2.5])


def clean_twist(rng: random.Random, twist: twist_schema.Twist):
    """A value in the twist's own range (they may still contradict each other)."""
    categories = list(CATEGORIES)
    if twist.kind == twist_schema.CATEGORY_SET:
        return rng.sample(categories, rng.randint(1, 3) if twist.name != "only" else rng.randint(4, 10))
    if twist.kind == twist_schema.CATEGORY_POINTS:
        return {name: rng.choice(sorted(twist_schema.possible_scores()[name])) for name in rng.sample(categories, 2)}
    if twist.kind == twist_schema.CATEGORY_REROLLS:
        return {name: rng.randint(0, 5) for name in rng.sample(categories, 2)}
    return rng.randint(twist.low, min(twist.high, 250))


def level_doc(rng: random.Random) -> dict:
    if rng.random() < 0.5:   # near-valid: good text and in-range values, twists that may contradict
        twists = {twist.name: clean_twist(rng, twist) for twist in twist_schema.TWISTS if rng.random() < 0.15}
        stars = {"time_left": [0, 20, 40]} if "target" in twists else {"scores": sorted(rng.sample(range(0, 260, 5), 3))}
        return {"name": "A Level", "intro": "One sentence about it.", "time_limit": rng.choice([60, 300]),
                "rerolls": rng.randint(0, 30), "stars": stars, "twists": twists}
    doc: dict = {"name": text(rng, "A Level"), "intro": text(rng, "One sentence about it."),
                 "time_limit": rng.choice([300, 120, 10, 9, 3600, 3601]), "rerolls": rng.choice([0, 20, 26, 99, 100])}
    if rng.random() < 0.9:
        goals = sorted(rng.sample(range(0, 400, 5), 3))
        doc["stars"] = {"scores": goals} if rng.random() < 0.8 else {"time_left": [0, 20, 40]}
    twists = {twist.name: twist_value(rng, twist) for twist in twist_schema.TWISTS if rng.random() < 0.25}
    if twists or rng.random() < 0.2:
        doc["twists"] = twists
    if rng.random() < 0.05:
        doc["colour"] = "red"
    for key in list(doc):
        if rng.random() < 0.03:
            del doc[key]
    return doc


def content(rng: random.Random, doc_maker) -> bytes:
    roll = rng.random()
    if roll < 0.08:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    if roll < 0.12:
        return b""
    if roll < 0.16:
        return b"\xef\xbb\xbf" + toml_document(doc_maker(rng)).encode("utf-8")
    if roll < 0.2:
        return ("[[" * rng.randint(1, 30)).encode()
    if roll < 0.22:
        return b"name = " + b'"' + b"x" * 20000 + b'"'
    return toml_document(doc_maker(rng)).encode("utf-8")


def odd_kind(path: Path, rng: random.Random) -> bool:
    """Put something other than a regular file at `path` (True), or nothing (False)."""
    roll = rng.random()
    try:
        if roll < 0.03:
            os.mkfifo(path)
        elif roll < 0.06:
            path.mkdir()
        elif roll < 0.08:
            path.symlink_to(path.parent / "nowhere")
        elif roll < 0.09:
            path.symlink_to(path)
        else:
            return False
    except (OSError, ValueError):
        return False
    return True


def make_campaign(root: Path, seed: int) -> Path:
    """A random player's campaign folder under `root` (made fresh), from `seed`."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    for _ in range(rng.randint(0, 4)):
        folder = root / name(rng)
        if os.path.lexists(folder):
            continue
        if rng.random() < 0.05 and odd_kind(folder, rng):
            continue
        try:
            folder.mkdir()
        except OSError:
            continue
        stems = [name(rng) for _ in range(rng.randint(0, 6))]
        world = folder / "world.toml"
        if rng.random() < 0.9 and not odd_kind(world, rng):
            listed = [rng.choice(stems + LISTED_JUNK) for _ in range(rng.randint(0, 7))] if stems else []
            world.write_bytes(content(rng, lambda r, listed=listed: {
                "name": text(r, "A World"), "order": r.choice([0, 1, 999, -1]), "levels": listed}))
        for stem in stems:
            path = folder / f"{stem}.toml"
            if os.path.lexists(path) or odd_kind(path, rng):
                continue
            try:
                path.write_bytes(content(rng, level_doc))
            except OSError:
                continue
        if rng.random() < 0.1:
            (folder / "sub").mkdir(exist_ok=True)
            (folder / "sub" / "deep.toml").write_text('name = "Deep"\n')
    if rng.random() < 0.1:
        (root / "stray.toml").write_bytes(content(rng, level_doc))
    if rng.random() < 0.05:
        (root / ".git").mkdir(exist_ok=True)
    return root


def campaign_files(root: Path) -> bool:
    """Whether the root holds anything the game looks at (a folder, or a .toml file)."""
    def looked_at(entry: os.DirEntry) -> bool:
        try:
            return entry.is_dir() or entry.name.endswith(".toml")
        except OSError:   # a link that loops
            return entry.name.endswith(".toml")

    return any(not entry.name.startswith(".") and looked_at(entry) for entry in os.scandir(root))


def judge(root: Path, builtin: Path) -> dict:
    """The checker and the game over `root` (as the player's own campaign; `builtin`: an empty folder
    for the built-in one): nothing raises, they report the same lines, and every level the map lets
    play has a valid id, printable text and a game the rules build and play. Returns counts."""
    checked, lines = check_path(root)
    if not campaign_files(root):   # nothing to check: the checker says so (never "no problems"); the map is empty
        assert len(lines) == 1 and "holds no world folders and no level files" in lines[0], lines
        lines = []
    campaign = load_campaign(builtin=builtin, user=root)
    game_lines = list(dict.fromkeys(line for problem in campaign.problems for line in str(problem).splitlines()))
    assert sorted(lines) == sorted(game_lines), (lines, game_lines)
    playable = broken = 0
    for entry in campaign.levels():
        if entry.broken:
            broken += 1
            assert entry.error is not None and all(line in lines for line in str(entry.error).splitlines())
            continue
        playable += 1
        assert not any(line.startswith(f"{entry.path}:") for line in lines), entry.path
        assert campaign.matches(entry.id) == (entry,) and len(entry.id) <= MAX_ID
        level = entry.level
        assert unprintable(level.name) is None and unprintable(level.intro) is None
        game = level.new_game()
        rng = random.Random(len(entry.id))
        for _ in range(3):   # a few turns: the rules take what the checker passed
            if game.is_over:
                break
            turn = game.turn()
            turn.roll_random(rng)
            game.fill(rng.choice(game.card.open_categories))
    return {"files": checked, "lines": len(lines), "playable": playable, "broken": broken}
