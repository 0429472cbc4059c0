"""Finds text a player would see that is written into the code without a mark for the catalog: a string
literal (or an f-string with words in it) handed straight to the game's text drawing (`text.draw`,
`text.draw_lines`, `text.render`, `text.draw_fitted`...), to a menu item or button (`MenuItem`, `Button`,
`marks.button`) or to a toast (`notify`). Marked text is a call: `_("...")`, `N_("...")`, `ngettext(...)`.

It reads the code (ast), so it sees only literals at those calls; text kept in a variable first is caught
by the German screens check instead (tests/words/test_german_screens.py)."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORDS = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")
# callee name -> index of the positional argument that is shown
TEXT_CALLS = {"draw": 1, "draw_lines": 1, "render": 0, "draw_fitted": 1, "draw_centered": 1}
WIDGETS = {"MenuItem": 0, "Button": 0, "notify": 0, "toast": 0, "button": 2, "headline": 1, "banner": 0, "popup": 0, "stamp": 0}


def _has_words(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(WORDS.search(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(_has_words(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.IfExp):
        return _has_words(node.body) or _has_words(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _has_words(node.left) or _has_words(node.right)
    return False


def _shown_argument(call: ast.Call) -> ast.AST | None:
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "text" \
            and func.attr in TEXT_CALLS:
        index = TEXT_CALLS[func.attr]
    else:
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if name not in WIDGETS:
            return None
        index = WIDGETS[name]
    return call.args[index] if len(call.args) > index else None


#: Any of the calls above by its name: a call is only ever found by the name it calls (`_shown_argument`), so a
#: module whose text never names one has no unmarked text to find.
CALLED = re.compile(r"\b(?:%s)\b" % "|".join(sorted(set(TEXT_CALLS) | set(WIDGETS))))


@functools.cache
def _findings(path: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(unmarked, binds_underscore) of one module, from one parse. Only the findings are kept, not the tree:
    the syntax trees of all of game/ are ~340,000 objects, and kept alive in a test worker they made every
    later full collection of its garbage (the app's `release_free_memory` when a game ends, Python's own)
    walk them: ~0.3 s each instead of ~0.06 s. A module that names none of the calls (`CALLED`) and never
    imports from game.words (where `_` comes from) has nothing to find and is not parsed: half of game/ (the
    rules, the computer, the storage ...), and ~0.4 s of the ~0.65 s the whole of game/ took."""
    source = path.read_text(encoding="utf-8")
    shows, imports = CALLED.search(source) is not None, "game.words" in source
    if not (shows or imports):
        return (), ()
    tree = ast.parse(source, str(path))
    return (tuple(_unmarked(path, tree)) if shows else (),
            tuple(_binds_underscore(tree, path)) if imports else ())


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name


def unmarked(path: Path) -> list[str]:
    """'file:line: text' for every unmarked visible literal in one module."""
    return list(_findings(path)[0])


def _unmarked(path: Path, tree: ast.Module) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            shown = _shown_argument(node)
            if shown is not None and _has_words(shown):
                found.append(f"{_name(path)}:{node.lineno}: {ast.unparse(shown)[:70]}")
    return found


def game_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)


def binds_underscore(path: Path) -> list[str]:
    """Where a module that imports `_` from game.words also uses `_` as a variable (`_, x = ...`,
    `for _ in`, `lambda _:`): in that function `_("...")` would call the variable."""
    return list(_findings(path)[1])


def _binds_underscore(tree: ast.Module, path: Path) -> list[str]:
    imports = any(isinstance(node, ast.ImportFrom) and node.module == "game.words"
                  and any(alias.name == "_" and alias.asname is None for alias in node.names)
                  for node in ast.walk(tree))
    if not imports:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            found.append(f"{_name(path)}:{node.lineno}")
        elif isinstance(node, ast.arg) and node.arg == "_":
            found.append(f"{_name(path)}:{node.lineno}")
    return found
