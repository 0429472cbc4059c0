"""The one error a bad level or world file raises: every problem, each with its file and key path."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

# Characters text from a player's files may not bring to a screen or a terminal: controls (NUL,
# escape, newline, tab, ...), format characters (right-to-left overrides, zero-width joiners),
# surrogates, private use, unassigned, and line or paragraph separators.
UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def printable(text: str) -> str:
    """`text` with every unprintable character written as an escape (\\x1b, \\u202e): safe to draw
    and to print (a file name from a player's folder, say)."""
    if all(unicodedata.category(char) not in UNPRINTABLE for char in text):
        return text
    return "".join(char if unicodedata.category(char) not in UNPRINTABLE else repr(char)[1:-1] for char in text)


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a file: `path` is the dotted key path ("twists.required[0]"), "" for the
    whole file."""

    path: str
    message: str

    def render(self, file: str) -> str:
        return f"{file}: {self.path}: {self.message}" if self.path else f"{file}: {self.message}"


class LevelError(ValueError):
    """A level (or world) file that cannot be played. `str(error)` has one line per problem, each
    naming the file and the key path; `problems` holds them as data."""

    def __init__(self, file: Path | str, problems: list[Problem]) -> None:
        self.file = printable(str(file))
        self.problems = tuple(problems) or (Problem("", "cannot be used"),)
        super().__init__("\n".join(problem.render(self.file) for problem in self.problems))

    @property
    def summary(self) -> str:
        """The first problem without the file name (for a line on the map)."""
        first = self.problems[0]
        more = len(self.problems) - 1
        text = f"{first.path}: {first.message}" if first.path else first.message
        return text + (f" (and {more} more)" if more else "")
