"""The fuzzer over players' own campaigns (issue 23), bounded: random folders of worlds and levels
(random bytes, random TOML, random twists, odd names and file kinds) where the checker and the game must
agree line for line and nothing may raise. benchmarks/level_fuzz.py runs the same with a large count."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from level_fuzz_cases import judge, make_campaign


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**32 - 1))
def test_the_checker_and_the_game_agree_on_any_campaign_folder(tmp_path, seed):
    root = Path(tempfile.mkdtemp(dir=tmp_path)) / "levels"
    make_campaign(root, seed)
    builtin = tmp_path / "no-builtin"
    builtin.mkdir(exist_ok=True)
    judge(root, builtin)
