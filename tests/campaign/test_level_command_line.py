"""`--scene campaign` opens the map; `--scene puzzle --level ID` a level; a bad id says why and exits 2."""

import pygame
import pytest

from game.__main__ import main


def test_an_unknown_level_exits_2_and_names_it(capsys):
    assert main(["--headless", "--frames", "2", "--scene", "puzzle", "--level", "inner/no-such-level"]) == 2
    assert "inner/no-such-level" in capsys.readouterr().err


def test_level_goes_with_the_puzzle_scene_only():
    with pytest.raises(SystemExit) as stop:
        main(["--headless", "--frames", "2", "--scene", "dicetime", "--level", "inner/first-orbit"])
    assert stop.value.code != 0


@pytest.mark.parametrize("args", [["--scene", "campaign"], ["--scene", "puzzle", "--level", "red-giant"]])
def test_the_map_and_a_level_open_from_the_command_line(tmp_path, args):
    shot = tmp_path / "shot.png"
    assert main(["--headless", "--frames", "30", "--seed", "1", *args, "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
