"""The phones' command-line contract, the game run as a child process: `--phones` prints `phones: URL` before
the first frame (and the page is served there), `--phones-port` takes a port (0: any free one) and a busy one
is said with status 2, `--phones-port` alone is refused."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path: Path, *flags: str, **kw) -> subprocess.Popen:
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "phones.json").write_text(json.dumps({"address": "127.0.0.1"}))   # never the machine's network here
    env = dict(os.environ, PLANET_DICE_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "game", "--headless", *flags], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def test_phones_prints_its_url_first_and_serves_the_page_there(tmp_path):
    game = run(tmp_path, "--scene", "bluff", "--players", "2", "--phones", "--phones-port", "0", "--frames", "600")
    try:
        line = game.stdout.readline().strip()
        assert line.startswith("phones: http://127.0.0.1:"), line
        url = line.split(" ", 1)[1]
        with urllib.request.urlopen(url, timeout=20) as page:
            assert page.status == 200 and b"phone.js" in page.read()
    finally:
        game.kill()
        game.wait(20)


def test_a_busy_port_and_a_port_without_phones_are_refused(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        game = run(tmp_path, "--phones", "--phones-port", str(port), "--frames", "1")
        out, err = game.communicate(timeout=60)
    assert game.returncode == 2 and "phones:" not in out
    assert f"cannot listen on 127.0.0.1:{port}" in err
    alone = run(tmp_path, "--phones-port", "0", "--frames", "1")
    out, err = alone.communicate(timeout=60)
    assert alone.returncode == 2 and "--phones-port goes with --phones" in err
