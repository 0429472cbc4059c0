"""The map's view of the files: built-in and the player's own worlds, broken levels, unlock order."""

import subprocess
import sys
from pathlib import Path

from game.__main__ import main
from game.campaign.campaign import is_unlocked, load_campaign, next_level
from game.storage.paths import data_dir

ROOT = Path(__file__).resolve().parents[2]
LEVEL = 'name = "{name}"\nintro = "A level."\ntime_limit = 120\n[stars]\nscores = [50, 100, 150]\n'


def make_world(root, folder, names, order=1, listed=None, broken=()):
    world = root / folder
    world.mkdir(parents=True)
    listed = names if listed is None else listed
    (world / "world.toml").write_text(f'name = "{folder.title()}"\norder = {order}\nlevels = {list(listed)!r}\n'
                                      .replace("'", '"'))
    for name in names:
        text = ("bogus = 1\n" if name in broken else "") + LEVEL.format(name=name)
        (world / f"{name}.toml").write_text(text)
    return world


def test_the_players_own_campaign_appears_beside_the_built_in_one():
    make_world(data_dir() / "levels", "moons", ["titan", "europa"])
    campaign = load_campaign()
    builtin = [w for w in campaign.worlds if not w.user]
    own = [w for w in campaign.worlds if w.user]
    assert len(builtin) >= 3 and [w.id for w in own] == ["my-moons"]
    assert [e.id for e in own[0].levels] == ["my-moons/titan", "my-moons/europa"]
    assert campaign.find("my-moons/europa").level.name == "europa"
    assert campaign.worlds[-1].user  # after the built-in worlds


def test_a_broken_level_is_marked_with_its_message_and_the_rest_plays(tmp_path):
    make_world(tmp_path, "alpha", ["one", "two", "three"], broken={"two"}, listed=["one", "two", "three", "four"])
    campaign = load_campaign(builtin=tmp_path, user=False)
    one, two, three, four = campaign.levels()
    assert not one.broken and not three.broken
    assert two.broken and "two.toml: bogus: unknown key" in str(two.error) and two.error.summary == "bogus: unknown key"
    assert four.broken and "levels[3]: no file four.toml beside it" in str(four.error)
    assert len(campaign.problems) == 2
    # the broken level does not hold the chain back: a star on "one" opens "three"
    assert next_level(campaign, one) is three
    assert is_unlocked(campaign, set(), {}, one) and not is_unlocked(campaign, set(), {}, three)
    assert is_unlocked(campaign, set(), {one.id: 1}, three) and not is_unlocked(campaign, set(), {one.id: 3}, two)


def test_levels_unlock_in_order_across_the_built_in_worlds(tmp_path):
    make_world(tmp_path, "first", ["a", "b"], order=1)
    make_world(tmp_path, "second", ["c"], order=2)
    campaign = load_campaign(builtin=tmp_path, user=False)
    a, b, c = campaign.levels()
    assert [w.name for w in campaign.worlds] == ["First", "Second"]
    assert next_level(campaign, b) is c and next_level(campaign, c) is None
    assert not is_unlocked(campaign, set(), {a.id: 1}, c)
    assert is_unlocked(campaign, set(), {a.id: 1, b.id: 2}, c)
    assert is_unlocked(campaign, {c.id}, {}, c)  # recorded as unlocked in the progress file


def run_check(path):
    return subprocess.run([sys.executable, "-m", "game", "--check-levels", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_check_levels_passes_the_shipped_campaign_and_lists_every_problem_of_a_bad_one(tmp_path, capsys):
    good = run_check(ROOT / "levels")
    assert good.returncode == 0 and "no problems" in good.stdout
    make_world(tmp_path, "alpha", ["one", "two"], broken={"one", "two"}, listed=["one", "two", "gone"])
    bad = run_check(tmp_path)
    assert bad.returncode == 1
    lines = bad.stdout.splitlines()
    assert any("one.toml: bogus: unknown key" in line for line in lines)
    assert any("two.toml: bogus: unknown key" in line for line in lines)
    assert any("world.toml: levels[2]: no file gone.toml" in line for line in lines)
    # One file: in this process (`main`; the two children above run the command itself): ~0.4 s CPU less.
    assert main(["--check-levels", str(tmp_path / "alpha" / "one.toml")]) == 1
    assert capsys.readouterr().out.count("unknown key") == 1
