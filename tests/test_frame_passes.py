"""`benchmarks/attract_frames.py --passes`: each frame's least CPU over passes of the same demos, a frame whose work
differed between passes counted at its most (what the frame benchmark's second bar reads)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from attract_frames import least_of_passes, p99  # noqa: E402


def test_each_frame_costs_its_least_unless_its_work_differed_then_its_most():
    passes = [
        {"cpu": [1.0, 3.0, 0.5, 2.5], "done": ["-", "section x1", "-", "patch x1"]},
        {"cpu": [0.8, 2.1, 0.9, 1.5], "done": ["-", "section x1", "-", "patch x1 gc0"]},
        {"cpu": [1.2, 2.4, 0.4], "done": ["-", "section x1", "-"]},          # a shorter pass: the common frames
    ]
    least, differed = least_of_passes(passes)
    assert least == [0.8, 2.1, 0.4]
    assert differed == 0
    least, differed = least_of_passes(passes[:2])
    assert least == [0.8, 2.1, 0.5, 2.5]    # the last frame collected in one pass only: at its most
    assert differed == 1
    assert p99(least) == 2.5
