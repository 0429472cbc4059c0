"""What a Bluff seat may know (``BluffView``, built only by ``view_of``), the moves it can make, and
the odds of the true count as that seat sees it (``game.ai.bluff_odds`` underneath)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.ai.bluff_odds import CountOdds, matches, seat_odds
from game.rules.bluff import Bid, BluffGame, Options, legal_raises

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class BluffView:
    """What one seat may know when it is on turn."""

    seat: int
    hand: tuple[int, ...]  # the seat's own dice, all of them
    own_open: tuple[bool, ...]  # which of them are in the open
    open_dice: tuple[tuple[int, ...], ...]  # per seat, the dice in the open
    dice_counts: tuple[int, ...]
    last_bid: Bid | None
    last_bidder: int | None
    bids: tuple[tuple[int, Bid], ...]  # this round's bids, oldest first
    options: Options = Options()

    @property
    def dice_in_play(self) -> int:
        return sum(self.dice_counts)

    @property
    def hidden_indices(self) -> tuple[int, ...]:
        return tuple(i for i, shown in enumerate(self.own_open) if not shown)

    def next_seat(self, seat: int | None = None) -> int:
        """The next seat with dice after `seat` (default: this view's seat)."""
        start = self.seat if seat is None else seat
        players = len(self.dice_counts)
        for step in range(1, players + 1):
            candidate = (start + step) % players
            if self.dice_counts[candidate] > 0:
                return candidate
        return start

    def legal_raises(self) -> tuple[Bid, ...]:
        return legal_raises_of(self.last_bid, self.dice_in_play)

    @property
    def can_doubt(self) -> bool:
        return self.last_bid is not None


def view_of(game: BluffGame, seat: int) -> BluffView:
    """The view of `seat`: built from ``game.visible_dice(seat)`` and public state only."""
    visible = game.visible_dice(seat)
    return BluffView(
        seat=seat,
        hand=tuple(visible[seat]),
        own_open=tuple(game.open_flags(seat)),
        open_dice=tuple(() if s == seat else tuple(dice) for s, dice in enumerate(visible)),
        dice_counts=tuple(game.dice_counts),
        last_bid=game.last_bid,
        last_bidder=game.last_bidder,
        bids=tuple(game.bids),
        options=game.options,
    )


@dataclass(frozen=True)
class Move:
    """Doubt the last bid (``bid`` None), or bid, putting the dice at `reveal` in the open to reroll the rest."""

    bid: Bid | None = None
    reveal: tuple[int, ...] = ()

    @property
    def is_doubt(self) -> bool:
        return self.bid is None

    def __str__(self) -> str:
        if self.bid is None:
            return "doubt"
        return f"bid {self.bid}" + (f" reveal {list(self.reveal)}" if self.reveal else "")


DOUBT = Move()


@lru_cache(maxsize=4096)
def legal_raises_of(last: Bid | None, dice_in_play: int) -> tuple[Bid, ...]:
    """The rules' legal raises (a tuple, kept: the same few positions recur all game long)."""
    return tuple(legal_raises(last, dice_in_play))


@lru_cache(maxsize=4096)
def track_position(bid: Bid) -> int:
    return bid.field.position


def apply(game: BluffGame, move: Move) -> None:
    """Play `move` for the seat on turn."""
    if move.is_doubt:
        game.doubt()
    else:
        assert move.bid is not None
        game.bid(move.bid, move.reveal)


# --- what a seat knows ------------------------------------------------------------------------------------
def known_matches(view: BluffView, face: int, hand: Sequence[int]) -> int:
    seen = matches(face, hand)
    for seat, dice in enumerate(view.open_dice):
        if seat != view.seat:
            seen += matches(face, dice)
    return seen


def hidden_elsewhere(view: BluffView) -> dict[int, int]:
    return {seat: count - len(view.open_dice[seat]) for seat, count in enumerate(view.dice_counts)
            if seat != view.seat and count > len(view.open_dice[seat])}


def odds(view: BluffView, face: int, leanings: dict[int, float] | None = None) -> CountOdds:
    """The true count for `face` as this seat sees it (its whole hand known, others' hidden dice not)."""
    return seat_odds(face, known_matches(view, face, view.hand), hidden_elsewhere(view), leanings)


def chance_true(view: BluffView, bid: Bid) -> float:
    """The chance `bid` is true, from this seat's view."""
    return odds(view, bid.face).at_least(bid.quantity)


def public_odds(view: BluffView, face: int, reveal: Sequence[int] = ()) -> CountOdds:
    """The count for `face` as the table sees it: open dice known (this seat's plus `reveal`), the rest unseen."""
    mine_open = [v for i, v in enumerate(view.hand) if view.own_open[i] or i in reveal]
    known = matches(face, mine_open) + sum(matches(face, dice) for dice in view.open_dice)
    unseen = view.dice_in_play - len(mine_open) - sum(len(dice) for dice in view.open_dice)
    return seat_odds(face, known, {-1: unseen})


def reveal_for(view: BluffView, face: int) -> tuple[int, ...]:
    """The reveal that helps a bid on `face`: the hidden dice that meet it, when some do and some do not."""
    hidden = view.hidden_indices
    meeting = tuple(i for i in hidden if matches(face, (view.hand[i],)))
    if not meeting or len(meeting) == len(hidden):
        return ()
    return meeting


