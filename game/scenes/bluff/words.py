"""Bluff's words: bids and dice said the way people say them ("four 4s", "two stars", "one die")."""

from __future__ import annotations

from game.rules.bluff import STAR, Bid

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve")


def number(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def face_name(face: int, plural: bool) -> str:
    if face == STAR:
        return "stars" if plural else "star"
    return f"{face}s" if plural else str(face)


def bid_words(bid: Bid) -> str:
    """'four 4s', 'one 3', 'two stars'."""
    return f"{number(bid.quantity)} {face_name(bid.face, bid.quantity != 1)}"


def dice(n: int) -> str:
    """'one die', 'three dice'."""
    return f"{number(n)} {'die' if n == 1 else 'dice'}"
