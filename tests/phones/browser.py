"""Debian's chromium driven by Playwright for Python (no browser download: `executable_path`), and the game
run as a child process with phones on. Shared by tests/phones/test_browser.py and benchmarks/phones_*.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("PLANET_DICE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run"]


def have_chromium() -> bool:
    return Path(CHROMIUM).exists()


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def start_game(data: Path, *flags: str, address: str = "127.0.0.1") -> subprocess.Popen:
    """`python -m game --headless --phones --phones-port 0 FLAGS` in `data` (phones on `address`), started
    (the browser may start meanwhile: `url_of` waits for its `phones: URL` line)."""
    data.mkdir(parents=True, exist_ok=True)
    (data / "phones.json").write_text(json.dumps({"address": address}))
    env = dict(os.environ, PLANET_DICE_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    game = subprocess.Popen([sys.executable, "-m", "game", "--headless", "--phones", "--phones-port", "0", *flags],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return game


def url_of(game: subprocess.Popen) -> str:
    """The URL from the game's `phones: URL` line (its first line on standard output)."""
    line = game.stdout.readline()
    if not line.startswith("phones: "):
        game.kill()
        raise AssertionError(f"no 'phones: URL' line: {line!r} {game.stderr.read()[-2000:]}")
    return line.split(" ", 1)[1].strip()
