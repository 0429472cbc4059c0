"""What every mode's pricer offers the coach (a ``typing.Protocol``), and the shared small types.

A pricer values positions and decisions of one mode against a reference player:

- ``unit``: "points" or "rounds"; ``lower_is_better``: True for rounds (solo 10000);
- ``exact``: True when the reference is perfect play (an exact table), False when it is an estimate
  (Triple: the Hard player's valuation); ``against``: which reference, as a key the screens word
  ("perfect", "perfect_solitaire", "perfect_solo", "hard_valuation");
- ``start_value()``: the reference's expected final result from the game's start (for the accuracy);
- ``turn_value(position, score)``: its expected final result from a turn start with ``score`` made;
- ``price(decision)``: a ``Priced`` (best choice, expected final from here, cost), or None when the
  decision is beyond the reference (say, a final round of versus 10000 against solo play);
- ``warm_up()``: load the tables it reads (called from the coach's background worker).
"""

from __future__ import annotations

from typing import Protocol

from game.coach.record import Decision, Priced

COST_FLOOR = 1e-9   # a cost below this is float noise: the choice was perfect


class Pricer(Protocol):
    unit: str
    lower_is_better: bool
    exact: bool
    against: str

    def warm_up(self) -> None: ...

    def start_value(self) -> float: ...

    def turn_value(self, position: object, score: float) -> float: ...

    def price(self, decision: Decision) -> Priced | None: ...


def clean(cost: float) -> float:
    """A cost as the review shows and sums it: never negative, float noise dropped."""
    return 0.0 if cost < COST_FLOOR else float(cost)
