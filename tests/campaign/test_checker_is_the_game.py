"""`--check-levels` is the game's own judgement (issue 23): a file it passes always plays on the map and
with `--level`, a file the game marks broken always fails the check with the same message, and nothing
it is pointed at is skipped without a word.

`verdicts` reads both sides through public functions: the checker's lines (`check_path`) and what the
map's campaign (`load_campaign`) holds for the same folder, used as the player's own levels."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.campaign.campaign import load_campaign
from game.campaign.check import check_path
from game.campaign.progress import MAX_ID, Progress
from game.storage.paths import data_dir

ROOT = Path(__file__).resolve().parents[2]
LEVEL = 'name = "{name}"\nintro = "A level."\ntime_limit = 120\n[stars]\nscores = [50, 100, 150]\n'


def world(root: Path, folder: str, files: list[str], listed: list[str] | None = None) -> Path:
    path = root / folder
    path.mkdir(parents=True)
    listed = [Path(name).stem for name in files] if listed is None else listed
    entries = ", ".join('"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"' for name in listed)
    (path / "world.toml").write_text(f'name = "World"\nlevels = [{entries}]\n')
    for name in files:
        (path / name).write_text(LEVEL.format(name=Path(name).stem[:40]))
    return path


def verdicts(root: Path):
    """(the checker's lines for `root`, the map's problem lines for it as the player's own campaign,
    the map's levels of it)."""
    _, lines = check_path(root)
    campaign = load_campaign(builtin=ROOT / "levels", user=root)
    own = [w for w in campaign.worlds if w.user]
    problems = [line for problem in campaign.problems for line in str(problem).splitlines()]
    return lines, list(dict.fromkeys(problems)), [entry for w in own for entry in w.levels]


def run_game(*args, data=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if data is not None:
        env["PLANET_DICE_DATA_DIR"] = str(data)
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def check_here(capsys, path: str) -> tuple[int, str, str]:
    """`python -m game --check-levels PATH` run in this process (`main`): (status, stdout, stderr). The check
    returns before anything starts SDL or a window, and a child process costs ~0.45 s of CPU for its imports;
    children run it in tests/campaign/test_campaign_folders.py (status 0 and 1)."""
    try:
        status = main(["--check-levels", path])
    except SystemExit as exc:   # (the command line's own refusals)
        status = exc.code
    out = capsys.readouterr()
    return status, out.out, out.err


def test_names_with_spaces_or_over_the_length_limit_fail_both_with_the_same_message(tmp_path):
    long = "a" * 70
    world(tmp_path, "moons", ["titan.toml", "bad name.toml", f"{long}.toml"])
    lines, problems, levels = verdicts(tmp_path)
    assert lines == problems
    by_id = {entry.id: entry for entry in levels}
    assert not by_id["my-moons/titan"].broken
    assert by_id["my-moons/bad name"].broken and by_id[f"my-moons/{long}"].broken
    assert any("bad name.toml: the file name 'bad name' is not lower-case letters" in line for line in lines)
    # the length limit is said as a length
    assert any(f"{long}.toml: the file name is 70 characters long, over the limit of 64" in line for line in lines)


def test_a_path_or_a_repeated_entry_in_world_toml_is_a_problem_for_both(tmp_path):
    world(tmp_path, "moons", ["titan.toml", "io.toml"], listed=["titan", "titan", "../io", "io"])
    (tmp_path / "outside.toml").write_text(LEVEL.format(name="Outside"))
    lines, problems, levels = verdicts(tmp_path)
    assert lines == problems
    assert [entry.id for entry in levels] == ["my-moons/titan", "my-moons/io"]   # each once, none outside
    assert not any(entry.broken for entry in levels)
    assert any("world.toml: levels[1]: 'titan' is listed twice (first at levels[0])" in line for line in lines)
    assert any("world.toml: levels[2]: '../io' is not a level's name" in line for line in lines)
    assert any("outside.toml: is not in a world folder, so the game does not read it" in line for line in lines)


def test_a_world_folder_name_too_long_for_an_id_is_refused_by_both(tmp_path):
    folder = "w" * 200
    world(tmp_path, folder, ["titan.toml"])
    lines, problems, levels = verdicts(tmp_path)
    assert lines == problems
    assert [entry.broken for entry in levels] == [True]
    assert any("the world folder's name is 200 characters long, over the limit of 64" in line for line in lines)
    # whatever the map lets play fits in the progress file
    from game.campaign.walk import MAX_ID as LONGEST_ID
    assert LONGEST_ID <= MAX_ID


def test_every_level_the_map_plays_can_be_saved_in_the_progress_file(tmp_path):
    name = "w" * 64
    world(tmp_path, name, [f"{'l' * 64}.toml"])
    _, _, levels = verdicts(tmp_path)
    assert [entry.broken for entry in levels] == [False]
    progress = Progress(path=tmp_path / "campaign.json")
    progress.add_result(levels[0].id, 100, 1, 10.0, True)
    progress.save()   # an id the map makes is always one the progress file keeps


def test_the_checker_reads_every_file_it_is_pointed_at(tmp_path):
    folder = world(tmp_path, "big", [])
    for index in range(2100):
        (folder / f"l{index:04}.toml").write_text("")
    checked, lines = check_path(tmp_path)
    assert checked == 2101   # every level file and the world file
    assert sum("l2099.toml: name: is missing" in line for line in lines) == 1
    assert any("holds 2100 levels, over the limit of 60: the map leaves out 2040" in line for line in lines)
    _, problems, levels = verdicts(tmp_path)
    assert len(levels) == 60 and any("over the limit of 60" in line for line in problems)


def test_more_worlds_than_the_map_shows_are_reported_by_both(tmp_path):
    for index in range(32):
        world(tmp_path, f"w{index:02}", ["a.toml"])
    lines, problems, levels = verdicts(tmp_path)
    assert lines == problems and len(levels) == 30
    assert any("holds 32 world folders, over the limit of 30: the map leaves out 2 (w30, w31)" in line
               for line in lines)


def test_a_folder_that_changes_during_the_walk_is_a_line_not_a_traceback(tmp_path, monkeypatch):
    import shutil

    from game.campaign import walk

    world(tmp_path, "a", ["one.toml"])
    world(tmp_path, "b", ["two.toml"])
    real = walk.load_level

    def vanishing(path):   # the second world is taken away while the first is read
        shutil.rmtree(tmp_path / "b", ignore_errors=True)
        return real(path)

    monkeypatch.setattr(walk, "load_level", vanishing)
    checked, lines = check_path(tmp_path)
    assert any("/b" in line and "cannot be read" in line for line in lines), lines


@pytest.mark.parametrize("target, words, status", [
    ("", "got an empty path", 2),
    ("fifo", "is a pipe (FIFO), not a level file or a folder of levels", 1),
    ("/dev/null", "is a device, not a level file or a folder of levels", 1),
    ("empty", "holds no world folders and no level files", 1),
    ("missing", "no such file or folder", 1),
])
def test_what_cannot_be_checked_is_one_clear_line_and_a_non_zero_exit(tmp_path, capsys, target, words, status):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "empty").mkdir()
    path = target if target in ("", "/dev/null") else str(tmp_path / target)
    code, out, err = check_here(capsys, path)
    assert code == status, (out, err)
    assert words in out + err
    assert "no problems" not in out and "Traceback" not in err


def test_a_level_name_with_a_control_character_is_refused_with_a_clear_message(tmp_path):
    folder = world(tmp_path, "moons", [])
    (folder / "nul.toml").write_text(LEVEL.format(name="Ti\\u0000tan"))
    (folder / "esc.toml").write_text(LEVEL.replace("A level.", "Red \\u001b[31m alert.").format(name="Esc"))
    lines, problems, levels = verdicts(tmp_path)
    assert lines == problems and all(entry.broken for entry in levels)
    assert any("nul.toml: name: holds a control character (U+0000) at character 3" in line for line in lines)
    assert any("esc.toml: intro: holds a control character (U+001B) at character 5" in line for line in lines)


def test_a_byte_order_mark_is_accepted(tmp_path):
    folder = world(tmp_path, "moons", [])
    (folder / "bom.toml").write_bytes(b"\xef\xbb\xbf" + LEVEL.format(name="Bom").encode())
    lines, _, levels = verdicts(tmp_path)
    assert lines == [] and not levels[0].broken


def test_the_map_draws_broken_levels_whose_file_names_hold_control_characters(harness, tmp_path):
    folder = world(data_dir() / "levels", "moons", ["titan.toml"])
    (folder / "es\x1bc.toml").write_text(LEVEL.format(name="x"))
    (folder / "nul.toml").write_text(LEVEL.format(name="Ti\\u0000tan"))
    scene = harness.push("campaign")
    for _ in range(60):
        harness.press("right")
        if scene.focused.entry is not None and scene.focused.entry.broken:
            harness.tick(2)
    drawn = " ".join(harness.drawn_text())
    assert "\x1b" not in drawn and "\x00" not in drawn


def test_an_ambiguous_level_name_lists_the_matching_ids(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    world(data / "levels", "moons", ["titan.toml"])
    world(data / "levels", "rings", ["titan.toml"])
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(data))
    # Refused before the app starts (in this process: no window, no SDL), then played in a child of its own.
    assert main(["--headless", "--frames", "2", "--scene", "puzzle", "--level", "titan"]) == 2
    err = capsys.readouterr().err
    assert "my-moons/titan" in err and "my-rings/titan" in err and "no such level" not in err
    ok = run_game("--headless", "--frames", "2", "--scene", "puzzle", "--level", "my-rings/titan", data=data)
    assert ok.returncode == 0, ok.stderr


def test_the_checker_notes_a_level_too_big_for_the_perfect_player_and_still_passes_it(tmp_path, capsys):
    """Issue 23 (bounded cost): a pool of 99 plays, but its exact table (200 MiB) is over what a level may
    cost; its author learns it from the checker, as a note that is not a problem."""
    folder = world(tmp_path, "moons", ["small.toml"])
    (folder / "world.toml").write_text('name = "World"\nlevels = ["small", "big"]\n')
    (folder / "big.toml").write_text(LEVEL.format(name="Big").replace("time_limit = 120", "time_limit = 120\nrerolls = 99"))
    code, out, _ = check_here(capsys, str(tmp_path))
    assert code == 0 and out.splitlines()[-1] == "3 files checked: no problems", out
    notes = [line for line in out.splitlines() if line.startswith("note: ")]
    assert notes == [f"note: {folder / 'big.toml'}: plays, but gets no perfect player: its table would take 200 MiB "
                     "(a level may take 64)"]
