"""The screens tour (tools/screens.py) for tests: loaded once per process and name, so every test file that
renders its shots shares one module (the German screens test loads its own copy under another name)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOUR_PATH = Path(__file__).parents[1] / "tools" / "screens.py"


def load_tour(name: str = "screens_tour") -> ModuleType:
    """tools/screens.py as the module `name` (loaded on the first call, then the same module)."""
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, TOUR_PATH)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
