"""A points match: several games of Bluff, the rules' points added up game by game; pure."""

from __future__ import annotations

from collections.abc import Sequence


class MatchPoints:
    def __init__(self, seats: int, games: int) -> None:
        if games < 1:
            raise ValueError(f"a match has at least one game, got {games}")
        self.seats = seats
        self.games = games
        self.per_game: list[tuple[int, ...]] = []

    def add_game(self, points: Sequence[int]) -> None:
        if len(points) != self.seats:
            raise ValueError(f"need points for {self.seats} seats, got {len(points)}")
        if self.over:
            raise ValueError("the match is over")
        self.per_game.append(tuple(points))

    @property
    def played(self) -> int:
        return len(self.per_game)

    @property
    def over(self) -> bool:
        return self.played >= self.games

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(game[seat] for game in self.per_game) for seat in range(self.seats))

    def leaders(self) -> tuple[int, ...]:
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)
