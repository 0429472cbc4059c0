"""Count where the tests read the game's private names or a scene's internals (issue 21).

    python3 tools/private_reads.py            # totals, then every site
    python3 tools/private_reads.py --totals   # totals only

What counts (an AST walk over tests/**/*.py):
- a private name: `thing._name` (not a dunder, not `self._name`/`cls._name` inside a test's own class), or
  a string "_name" handed to setattr/getattr/hasattr/delattr or monkeypatch.setattr/delattr;
- a scene's internals: `.game`, `.flows`, `.board`, `.stage` (a play scene's rules object, turn flows,
  board and stage: the names issue 21 lists), whatever they are read from.
A "test" counts once if its own body has a site; helpers (functions outside a test) are listed apart.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INTERNALS = {"game", "flows", "board", "stage"}
NAMED_CALLS = {"setattr", "getattr", "hasattr", "delattr"}
PUBLIC_UNDERSCORED = {"_", "_exit", "_replace", "_asdict", "_fields", "_make"}  # gettext's _, os._exit, named
# tuples: documented API


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in PUBLIC_UNDERSCORED


def sites(tree: ast.AST) -> list[tuple[int, str, str]]:
    """(line, kind, text) for every site in a module."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            base = ast.unparse(node.value)
            if _is_private(node.attr) and base not in ("self", "cls"):
                found.append((node.lineno, "private", f"{base}.{node.attr}"))
            elif node.attr in INTERNALS:
                found.append((node.lineno, "internals", f"{base}.{node.attr}"))
        elif isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in NAMED_CALLS:
                for arg in node.args[1:2]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _is_private(arg.value):
                        found.append((node.lineno, "private", f"{name}(..., {arg.value!r})"))
    return sorted(found)


def functions(tree: ast.Module):
    """(qualified name, is a test, node) for every function, methods included."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, node.name.startswith("test"), node


def main(argv: list[str]) -> int:
    totals: Counter[str] = Counter()
    tests_with: set[str] = set()
    helpers_with: set[str] = set()
    tests_all = 0
    lines = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(ROOT)
        module_sites = sites(tree)
        for line, kind, text in module_sites:
            totals[kind] += 1
            lines.append(f"{rel}:{line}: {kind}: {text}")
        owned: dict[int, str] = {}
        for name, is_test, node in functions(tree):
            tests_all += is_test
            for line, _, _ in sites(node):
                # the innermost function owns the line: a nested helper inside a test counts for the test
                if is_test or line not in owned:
                    owned[line] = f"{'T' if is_test else 'H'}{rel}::{name}"
        for owner in owned.values():
            (tests_with if owner[0] == "T" else helpers_with).add(owner[1:])
    print(f"private names: {totals['private']} sites; scene internals (.{', .'.join(sorted(INTERNALS))}): "
          f"{totals['internals']} sites")
    print(f"tests reading them: {len(tests_with)} of {tests_all} test functions; "
          f"helper functions reading them: {len(helpers_with)}")
    if "--totals" not in argv:
        print("\n".join(lines))
        if helpers_with:
            print("helpers:", ", ".join(sorted(helpers_with)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
