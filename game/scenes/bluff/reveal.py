"""What a doubt's reveal shows, worked out from the rules' `DoubtResult`; pure, no pygame.

The scene plays it as a timeline: the cups lift, the dice that meet the bid glow and are counted
one by one (`glow_order`), then the verdict (`verdict`) says the count, who lost how many dice and
why, who is out, and who opens the next round; then the lost dice leave.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.bluff import STAR, DoubtResult
from game.scenes.bluff import words


def matches(face: int, die: int) -> bool:
    """Whether `die` counts for a bid on `face`: the face itself or a star (stars only for a star bid)."""
    return die == STAR if face == STAR else die in (face, STAR)


def glow_order(result: DoubtResult) -> tuple[tuple[int, int], ...]:
    """(seat, die index) of every die that counts for the bid, in seat order: the count-up."""
    return tuple((seat, index) for seat, hand in enumerate(result.hands)
                 for index, die in enumerate(hand) if matches(result.bid.face, die))


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
    bid_text = words.bid_words(bid)
    headline = f"{bid_text[0].upper()}{bid_text[1:]}? There {'is' if count == 1 else 'are'} {count}."
    bidder, doubter = names[result.bidder], names[result.doubter]
    lines: list[str] = []
    if count < bid.quantity:
        lost = -result.changes[result.bidder]
        lines.append(f"{bidder} bid {bid.quantity - count} too many: {bidder} loses {words.dice(lost)}.")
    elif count > bid.quantity:
        lost = -result.changes[result.doubter]
        lines.append(f"{doubter} doubted a true bid ({count - bid.quantity} more): "
                     f"{doubter} loses {words.dice(lost)}.")
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


# ---------------------------------------------------------------------------------- the timeline
CUP_LIFT_SECONDS = 0.45
GLOW_STEP = 0.42                     # s between dice in the count-up
VERDICT_PAUSE = 0.5
LEAVE_SECONDS = 0.9


@dataclass
class Leaving:
    centre: tuple[float, float]
    size: float
    face: int


@dataclass
class RevealShow:
    """The doubt being shown: cups lift, matching dice count up, the verdict, the lost dice leave."""

    result: DoubtResult
    panel_dice: list[tuple[int, ...]]          # per seat: the panel's dice, in the rules' hand order
    glow: tuple[tuple[int, int], ...]
    verdict: words.Verdict
    time: float = 0.0
    applied: bool = False
    leaving: list[Leaving] = field(default_factory=list)

    @property
    def verdict_at(self) -> float:
        return CUP_LIFT_SECONDS + GLOW_STEP * len(self.glow) + VERDICT_PAUSE

    def counted(self) -> int:
        """How many matching dice have been counted so far."""
        if self.time < CUP_LIFT_SECONDS:
            return 0
        return min(len(self.glow), 1 + int((self.time - CUP_LIFT_SECONDS) / GLOW_STEP))

    @property
    def lift(self) -> float:
        return min(1.0, self.time / CUP_LIFT_SECONDS)
