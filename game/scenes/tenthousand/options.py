"""The options of 10000 and Zehntausend a player sets before the game, and the rules they make.

Pure data (no pygame). A match keeps its options as (name, value) pairs in
``MatchConfig.options``; ``rules_for(mode, options)`` turns them into the rules, starting from
the mode's preset, so a rematch plays by the same ones.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandRules

PRESETS: dict[str, TenThousandRules] = {"tenthousand": CLASSIC, "zehntausend": ZEHNTAUSEND}


@dataclass(frozen=True)
class Option:
    name: str  # a field of TenThousandRules
    label: str
    values: tuple[object, ...]

    def value_text(self, value: object) -> str:
        if self.name == "confirmation":
            return f"{value} points" if value else "off"
        if self.name == "bank_minimum":
            return f"{value} points"
        if self.name == "bankrupt":
            return "on" if value else "off"
        if self.name == "target":
            return f"{value:,}"
        return "take all scoring dice" if value else "choose yourself"

    def explain(self, value: object) -> str:
        """One line saying what this value does."""
        if self.name == "confirmation":
            return (f"After three alike or a straight, score {value} more points before you may bank."
                    if value else "Three alike and straights need no confirmation.")
        if self.name == "bank_minimum":
            return f"A turn needs at least {value} points before they can be banked."
        if self.name == "bankrupt":
            return ("A first throw that scores nothing wipes your whole total to 0." if value
                    else "A first throw that scores nothing only ends the turn.")
        if self.name == "target":
            return f"First to {value:,} ends the game; the round is played to the last seat."
        return ("Every scoring planet of a throw is set aside for you." if value
                else "You pick which scoring planets to set aside (at least one each throw).")


OPTIONS: tuple[Option, ...] = (
    Option("confirmation", "Confirmation", (350, 0)),
    Option("bank_minimum", "Banking minimum", (300, 350, 400, 500)),
    Option("bankrupt", "Bankrupt", (False, True)),
    Option("target", "Point limit", (5_000, 10_000, 15_000, 20_000)),
    Option("automatic_keeps", "Set-aside", (False, True)),
)


def defaults(mode: str) -> dict[str, object]:
    preset = PRESETS[mode]
    return {option.name: getattr(preset, option.name) for option in OPTIONS}


def rules_for(mode: str, options: Iterable[tuple[str, object]] = ()) -> TenThousandRules:
    """The mode's preset with the chosen options (unknown names are ignored)."""
    known = {option.name for option in OPTIONS}
    return dataclasses.replace(PRESETS[mode], **{k: v for k, v in options if k in known})
