"""Table rules a player sets before a match: one `Option` type for every mode.

Pure (no pygame). A mode lists its options as `Option`s; the match keeps the chosen values as
(name, value) pairs in `MatchConfig.options`, so a rematch plays by the same ones. A setup screen
shows each option's label, its value as words (`value_text`) and one line saying what that value
does (`explain`), and steps through `values` with left/right (`step`)::

    SPEED = Option("speed", "Speed", (1, 2, 3), shown=lambda v: f"{v}x",
                   explains=lambda v: f"The planets roll {v} times as fast.")
    SPEED.value_text(2)    # "2x"
    SPEED.step(3, 1)       # 1 (wraps round)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.words import _


def on_off(value: object) -> str:
    return _("On") if value else _("Off")   # (as the Settings screen says it)


@dataclass(frozen=True)
class Option:
    name: str                                   # the key in MatchConfig.options (and the rules' field)
    label: str                                  # the setup row's label
    values: tuple[object, ...]                  # the choices, in the order left/right steps through them
    shown: Callable[[object], str] = on_off     # a value in words ("on", "350 points", "3 games")
    explains: str | Callable[[object], str] = ""   # one line on what the option (or this value) does

    def value_text(self, value: object) -> str:
        return self.shown(value)

    def explain(self, value: object) -> str:
        """One line saying what `value` does (or what the option does, when that line is fixed)."""
        return _(self.explains) if isinstance(self.explains, str) else self.explains(value)

    def step(self, value: object, step: int) -> object:
        """The value `step` places on from `value` (wrapping round; an unknown value counts as the first)."""
        here = self.values.index(value) if value in self.values else 0
        return self.values[(here + step) % len(self.values)]
