import subprocess
import sys

MODULES = ["dice_space", "dicetime_table", "turn_plan", "valuation", "dicetime", "triple", "puzzle", "simulate"]


def test_computer_players_import_neither_pygame_nor_pymunk_nor_scenes():
    code = (
        "import sys\n"
        + "".join(f"import game.ai.{name}\n" for name in MODULES)
        + "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')"
        " or m.startswith('game.scenes'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
