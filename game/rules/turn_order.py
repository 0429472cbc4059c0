"""Seat order for the five-dice games (Dicetime Versus and Revenge, Triple).

Each turn is its own `DiceTurn`. Normally one player's turn is open at a time; in a
Revenge's first round every player's first turn is open at once, so a scene can drive
them side by side, each on its own tray.
"""

from __future__ import annotations

from game.rules.dice_turn import DiceTurn, RerollPool
from game.rules.errors import IllegalMove
from game.rules.outcome import highest

REROLLS_PER_TURN = 2


class SeatedDiceGame:
    """Turns in seat order for `rounds` rounds; subclasses say what a fill enters and totals."""

    def __init__(self, players: int, rounds: int, concurrent_first_round: bool = False) -> None:
        self._players = players
        self._rounds = rounds
        self._round = 1
        self._concurrent = concurrent_first_round
        self._turns: dict[int, DiceTurn] = {}
        if concurrent_first_round:
            self._turns = {seat: self._new_turn() for seat in range(players)}
        else:
            self._turns = {0: self._new_turn()}

    @staticmethod
    def _new_turn() -> DiceTurn:
        return DiceTurn(RerollPool(REROLLS_PER_TURN))

    @property
    def players(self) -> int:
        return self._players

    @property
    def round(self) -> int:
        """The round being played, 1-based (stays at the last round once the game is over)."""
        return min(self._round, self._rounds)

    @property
    def rounds(self) -> int:
        return self._rounds

    @property
    def is_revenge(self) -> bool:
        """A Revenge: the rematch whose first round every player plays at the same time."""
        return self._concurrent

    @property
    def is_concurrent(self) -> bool:
        """True while several players' turns are open at once (a Revenge's first round)."""
        return self._concurrent and self._round == 1 and not self.is_over

    @property
    def active_players(self) -> tuple[int, ...]:
        """Seats whose turn is open now (several in a Revenge's first round)."""
        return tuple(sorted(self._turns))

    @property
    def current_player(self) -> int | None:
        """The seat to play, or None while turns run concurrently or once the game is over."""
        if self.is_over or self.is_concurrent:
            return None
        return next(iter(self._turns))

    @property
    def is_over(self) -> bool:
        return self._round > self._rounds

    def turn(self, player: int | None = None) -> DiceTurn:
        """The open turn of `player` (default: the current player)."""
        return self._turns[self._seat(player)]

    def _seat(self, player: int | None) -> int:
        if self.is_over:
            raise IllegalMove("the game is over")
        if player is None:
            if len(self._turns) != 1:
                raise IllegalMove("several turns are open at once: say which player")
            return next(iter(self._turns))
        if player not in self._turns:
            raise IllegalMove(f"it is not player {player}'s turn (open: {self.active_players})")
        return player

    def _finish_turn(self, seat: int) -> None:
        """Close `seat`'s turn and open the next one in seat order."""
        del self._turns[seat]
        if self._turns:  # other concurrent first turns still open
            return
        next_seat = 0 if self.is_concurrent else seat + 1
        if next_seat >= self._players or self.is_concurrent:
            self._round += 1
            next_seat = 0
        if not self.is_over:
            self._turns[next_seat] = self._new_turn()

    @property
    def totals(self) -> tuple[int, ...]:
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total once the game is over (ties share the win)."""
        if not self.is_over:
            raise IllegalMove("the game is not over yet")
        return highest(self.totals)
