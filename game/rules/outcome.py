"""Who won: helpers shared by the game states."""

from __future__ import annotations

from collections.abc import Sequence


def highest(totals: Sequence[int], among: Sequence[int] | None = None) -> tuple[int, ...]:
    """Seats with the highest total (ties share the win), optionally only `among` some seats."""
    seats = range(len(totals)) if among is None else among
    seats = list(seats)
    if not seats:
        return ()
    best = max(totals[seat] for seat in seats)
    return tuple(seat for seat in seats if totals[seat] == best)


def check_players(players: int, low: int, high: int, game: str) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(f"{game} is played by {low} to {high} players, got {players!r}")
    return players
