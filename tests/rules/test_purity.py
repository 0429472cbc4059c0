import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

MODULES = ["dicetime", "dice_turn", "turn_order", "puzzle", "triple", "tenthousand", "bluff", "errors", "outcome", "dice"]


def test_rules_import_neither_pygame_nor_pymunk():
    code = (
        "import sys\n"
        + "".join(f"import game.rules.{name}\n" for name in MODULES)
        + "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk', 'numpy'))\n"
        "print(','.join(bad))\n"
    )
    # run from the repository, so the checkout is imported rather than an installed copy of the game
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert out.stdout.strip() == ""


def test_illegal_move_is_a_value_error():
    from game.rules.errors import IllegalMove

    assert issubclass(IllegalMove, ValueError)
