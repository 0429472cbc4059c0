import pytest

"""The first ten minutes (issue 23): the README's Quick start works as written where pip refuses the
system Python (PEP 668), says the game needs a display and how to run it without one, and SDL's library
noise (libwayland's XDG_RUNTIME_DIR line, ALSA's lines) never greets the player: only the game's own
line."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def quick_start() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", section, re.S)


def test_each_quick_start_command_is_one_line_that_makes_and_uses_a_virtual_environment():
    commands = quick_start()
    assert len(commands) == 2
    for command in commands:
        assert "\n" not in command
        assert command.startswith("python3 -m venv .venv && ")
        assert " pip install" in command and not re.search(r"(^|&& )python3 -m pip", command), \
            "pip runs in the venv, never on the system Python"
    assert commands[0].endswith(".venv/bin/python -m game")
    assert commands[1].endswith(".venv/bin/python -m pytest") or ".venv/bin/python -m pytest " in commands[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci, "CI runs the README's test command as written"


@pytest.mark.solved_tables("dicetime")
def test_the_readme_says_the_game_needs_a_display_and_gives_the_headless_demo(tmp_path):
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    assert "needs a display" in section
    demo = re.search(r"`(\.venv/bin/python -m game --headless [^`]*--attract[^`]*)`", section)
    assert demo, "the headless demo command"
    args = demo.group(1).split()[3:]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "game", *[a.replace("20000", "60") for a in args]], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "demo.png").is_file()


def test_without_a_display_only_the_games_own_line_greets_the_player(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_RUNTIME_DIR", "SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":97"   # set, with no X server behind it: SDL tries X11, then Wayland
    run = subprocess.run([sys.executable, "-m", "game", "--frames", "5"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == ["python -m game: no display found: run with --headless, or set DISPLAY"]


def test_without_a_sound_card_no_alsa_lines_reach_the_terminal():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    env.pop("SDL_AUDIODRIVER", None)   # the real audio drivers (none works on a machine without a card)
    run = subprocess.run([sys.executable, "-m", "game", "--frames", "5"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert not [line for line in run.stderr.splitlines() if line.startswith("ALSA lib") or "XDG_RUNTIME_DIR" in line]
