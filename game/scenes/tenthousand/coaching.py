"""A 10000 / Zehntausend game noted for the coach (game.coach): every seat's turns and decisions.

Priced in expected rounds against perfect solo play (exact alone; in versus from each seat's own total,
the last round unpriced). The scene calls ``turn_started()`` when a seat's turn begins, ``set_aside(values)``
before the rules take a keep, ``chose("bank" | "roll")`` before they bank or throw again, ``over()`` at the end.
"""

from __future__ import annotations

from game.ai import tenthousand as ai
from game.coach.coach import GameCoach
from game.coach.tenthousand import RoundsPosition, TenThousandPricer


class RoundsCoach:
    def __init__(self, game, mode: str, scene=None, build: bool = True) -> None:
        """`scene`: the play scene whose ``coach`` this becomes (the results and the run report read it).
        `build` False (headless runs): no coach (None) unless the rules' solved table is at hand."""
        self.game = game
        pricer = TenThousandPricer(game.rules, solo=game.players == 1)
        self.coach = GameCoach(mode, game.players, pricer) if build or pricer.table_at_hand() else None
        if scene is not None:
            scene.coach = self.coach

    def _here(self) -> tuple[int, RoundsPosition]:
        game = self.game
        return game.current_player, RoundsPosition(ai.view_of(game), game.rounds - 1)

    def turn_started(self) -> None:
        if self.coach is None:
            return
        seat, position = self._here()
        self.coach.turn_start(seat, position, position.rounds_before)

    def set_aside(self, values) -> None:
        turn = self.game.turn()
        if self.coach is None or turn.phase != "keep" or turn.last_roll is None:
            return
        seat, position = self._here()
        self.coach.decision(seat, "aside", position, turn.last_roll, tuple(sorted(values)))

    def chose(self, kind: str) -> None:
        turn = self.game.turn()
        if self.coach is None or turn.phase != "decide":
            return
        seat, position = self._here()
        self.coach.decision(seat, kind, position, turn.last_roll or (), None)

    def over(self) -> None:
        if self.coach is None:
            return
        game = self.game
        for seat, total in enumerate(game.totals):
            if game.rules.reached(total):   # in rounds: a seat that did not reach the limit has no final
                self.coach.final(seat, game.rounds)
