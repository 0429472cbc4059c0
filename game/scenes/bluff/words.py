"""What the Bluff table says: bids and dice the way people say them ("four 4s", "two stars", "one
die"), the doubt's verdict, and the status lines of the table. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.bluff import STAR, Bid, DoubtResult

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


# ---------------------------------------------------------------------------------- the verdict
@dataclass(frozen=True)
class Verdict:
    headline: str              # "Four 4s? There are 3."
    lines: tuple[str, ...]     # who lost how many and why; who is out
    next_line: str             # "Ana opens the next round." / "Ben wins the game!"


def verdict(result: DoubtResult, names: Sequence[str], dice_after: Sequence[int],
            next_opener: int | None) -> Verdict:
    """The words for `result`; `dice_after`: each seat's dice after it; `next_opener`: the seat that
    opens the next round (None: the game is over and the seat left with dice wins)."""
    bid, count = result.bid, result.count
    bid_text = bid_words(bid)
    headline = f"{bid_text[0].upper()}{bid_text[1:]}? There {'is' if count == 1 else 'are'} {count}."
    bidder, doubter = names[result.bidder], names[result.doubter]
    lines: list[str] = []
    if count < bid.quantity:
        lost = -result.changes[result.bidder]
        lines.append(f"{bidder} bid {bid.quantity - count} too many: {bidder} loses {dice(lost)}.")
    elif count > bid.quantity:
        lost = -result.changes[result.doubter]
        lines.append(f"{doubter} doubted a true bid ({count - bid.quantity} more): "
                     f"{doubter} loses {dice(lost)}.")
    else:
        lines.append(f"Exactly right! {doubter} doubted and loses one die.")
        others = [names[seat] for seat, change in enumerate(result.changes)
                  if change < 0 and seat not in (result.bidder, result.doubter)]
        if others:
            lines.append(f"Exact hits everyone: {', '.join(others)} lose{'s' if len(others) == 1 else ''} one die.")
        if result.changes[result.bidder] > 0:
            lines.append(f"Exact pays the bidder: {bidder} takes that die.")
    out = [names[seat] for seat, change in enumerate(result.changes) if change < 0 and dice_after[seat] == 0]
    if out:
        lines.append(f"{' and '.join(out)} {'is' if len(out) == 1 else 'are'} out of the game.")
    if next_opener is None:
        left = [names[seat] for seat, n in enumerate(dice_after) if n > 0]
        next_line = f"{left[0]} wins the game!" if left else "The game is over."
    else:
        next_line = f"{names[next_opener]} opens the next round."
    return Verdict(headline, tuple(lines), next_line)


# ---------------------------------------------------------------------------------- the table's lines
def waiting_to_roll(names: Sequence[str]) -> str:
    """The status while cups are still to be rolled: `names` of the seats we wait for."""
    if not names:
        return "The dice are rolling…"
    return f"Waiting for {names[0]} to roll" + (f" (and {len(names) - 1} more)" if len(names) > 1 else "")


def reroll_note(marked: int) -> str:
    """What a bid does with `marked` dice marked to reroll."""
    return f"Reroll {dice(marked)}, show the rest with the bid"
