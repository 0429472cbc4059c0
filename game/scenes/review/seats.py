"""Which seats of a finished match the review can show (the results screen asks before it offers one)."""

from __future__ import annotations


def reviewable_seats(result) -> tuple[int, ...]:
    """The people's seats that have a review (every noted seat in a game of computers only)."""
    coach = getattr(result, "coach", None)
    if coach is None:
        return ()
    noted = coach.seats()
    people = tuple(seat for seat in noted if result.config.seats[seat].is_person)
    return people or noted
