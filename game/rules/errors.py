"""The one exception every game state raises for a move the rules do not allow."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules forbid in the current state; the message says what is wrong.

    A subclass of ValueError, so callers that already catch ValueError (bad dice,
    unknown category) catch this too.
    """
