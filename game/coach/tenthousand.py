"""Pricing 10000 and Zehntausend decisions in expected rounds, against perfect solo play.

Solo, this is exact: the optimal solo player minimises the expected number of rounds to the limit
(``game.ai.tenthousand_table``). In versus the same price is taken from the seat's own total, as if
it played alone (``against`` "perfect_solo"); decisions of the last round (when someone has reached
the limit and only beating the best total counts) are not priced.

A position (``RoundsPosition``): the seat's ``TurnView`` (``game.ai.tenthousand``) and the rounds it
had played before this turn. Decisions: "aside" (``choice``: the values set aside, sorted), then
"bank" or "roll". Values are rounds: the expected number of rounds the whole game takes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai import tenthousand as ai
from game.ai import tenthousand_table
from game.coach.pricing import clean
from game.coach.record import Decision, Priced
from game.rules.tenthousand import TenThousandRules


@dataclass(frozen=True)
class RoundsPosition:
    view: ai.TurnView
    rounds_before: int

    @property
    def priceable(self) -> bool:
        """Not in a last round of versus (there only beating the best total counts)."""
        return not (self.view.final_round and not self.view.solo and self.view.best_reached() is not None)

    def solo_view(self) -> ai.TurnView:
        """The seat's view as if it played alone."""
        return replace(self.view, seat=0, totals=(self.view.total,), final_round=False)


class TenThousandPricer:
    unit = "rounds"
    lower_is_better = True
    exact = True

    def __init__(self, rules: TenThousandRules, solo: bool = True) -> None:
        self.rules = rules
        self.against = "perfect" if solo else "perfect_solo"
        self.player = ai.PlanningPlayer("hard", weigh_opponents=False)

    def warm_up(self) -> None:
        tenthousand_table.rounds(self.rules)

    def table_at_hand(self) -> bool:
        """Whether the table is in memory or in the cache folder (no build needed)."""
        return tenthousand_table.is_loaded(self.rules) or tenthousand_table.cache_path(self.rules).is_file()

    def start_value(self) -> float:
        return float(tenthousand_table.rounds(self.rules)[0])

    def turn_value(self, position: RoundsPosition, score: float) -> float:
        units = position.view.total // ai.turn_space(self.rules).unit
        return float(score) + tenthousand_table.rounds_after(self.rules, units)

    def price(self, decision: Decision) -> Priced | None:
        position: RoundsPosition = decision.position
        if not position.priceable:
            return None
        view = position.solo_view()
        if decision.kind == "aside":
            values = self.player.keep_values(view)   # minus the rounds still to play after this turn
            if len(values) < 2:
                return None   # one way to set dice aside (or none): no choice to price
            best = max(values, key=lambda keep: (values[keep], -len(keep)))
            chosen = values[tuple(sorted(decision.choice))]
        else:
            bank_now, roll = self.player.bank_and_roll_values(view)
            if bank_now is None:
                return None   # banking is not allowed yet: rolling on is no choice
            values = {"roll": roll} if bank_now is None else {"bank": bank_now, "roll": roll}
            best = "bank" if bank_now is not None and bank_now >= roll - 1e-12 else "roll"
            chosen = values[decision.kind]
        # The whole game in rounds: those played before, this one, and those to come after it.
        expected = decision.score + 1.0 - values[best]
        return Priced(best, expected, clean(values[best] - chosen))
