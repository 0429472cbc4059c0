"""Bluff's review: the story of the game, round by round.

No price here (a bid is a move against people, not against the dice alone), but the facts a player
wants afterwards: each bid with the chance it was true *for the bidder when made*, from what the
bidder could see (their own hand and every die in the open; every other die meets a number bid with
chance 1/3 and a star bid with 1/6, as ``game.ai.bluff_odds`` counts), each doubt with the count
found, and who lost how many dice.

``BluffStory`` is filled in by the scene as the game goes (``bid`` before the rules take it, so the
bidder's view is the one they bid from; ``doubt`` with the rules' ``DoubtResult``). A bid that
rerolls the bidder's hidden dice (the reroll option) is judged with those dice unknown: the bidder
bid before seeing them. Every hand is shown at the doubt that ends its round, so the story reveals
nothing the table did not see.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from game.ai.bluff_odds import CountOdds, chance_of_match, matches
from game.rules.bluff import Bid, DoubtResult


@dataclass(frozen=True)
class BidNote:
    seat: int
    bid: Bid
    chance: float          # the chance the bid was true, for the bidder when made
    revealed: int = 0      # dice the bidder put in the open with it (the reroll option)


@dataclass
class RoundStory:
    number: int
    dice: tuple[int, ...]                       # each seat's dice at the start of the round
    bids: list[BidNote] = field(default_factory=list)
    doubt: DoubtResult | None = None

    @property
    def losses(self) -> dict[int, int]:
        """Seat -> dice lost (negative changes only) once the round is doubted."""
        if self.doubt is None:
            return {}
        return {seat: -change for seat, change in enumerate(self.doubt.changes) if change < 0}

    @property
    def gains(self) -> dict[int, int]:
        if self.doubt is None:
            return {}
        return {seat: change for seat, change in enumerate(self.doubt.changes) if change > 0}


def bid_chance(bid: Bid, own: tuple[int, ...], own_hidden_rerolled: int, others_open: list[tuple[int, ...]],
               others_hidden: int) -> float:
    """P(bid true) for a bidder who sees `own` (the dice of theirs that stay as they are), the other
    seats' open dice, and nothing of `others_hidden` dice nor of their own `own_hidden_rerolled`."""
    known = matches(bid.face, own) + sum(matches(bid.face, dice) for dice in others_open)
    unknown = others_hidden + own_hidden_rerolled
    odds = CountOdds.of(known, [(unknown, chance_of_match(bid.face))])
    return odds.at_least(bid.quantity)


class BluffStory:
    def __init__(self, seats: int) -> None:
        self.players = seats
        self.rounds: list[RoundStory] = []
        self.label: str | None = None

    def seats(self) -> tuple[int, ...]:
        return tuple(range(self.players))

    def _round(self, game) -> RoundStory:
        if not self.rounds or self.rounds[-1].doubt is not None or self.rounds[-1].number != game.round:
            self.rounds.append(RoundStory(game.round, tuple(game.dice_counts)))
        return self.rounds[-1]

    def bid(self, game, bid: Bid, reveal: tuple[int, ...] = ()) -> BidNote:
        """Note `bid` by the seat on turn of `game` (a ``BluffGame`` in its "bid" phase), before the
        rules take it; `reveal` are the indices of hidden dice it puts in the open (reroll option)."""
        seat = game.current_player
        hand = game.hands[seat]
        hidden = set(game.hidden_indices(seat))
        rerolled = hidden - set(reveal) if reveal else set()
        own = tuple(value for index, value in enumerate(hand) if index not in rerolled)
        others_open = [game.open_dice(other) for other in range(game.players) if other != seat]
        others_hidden = sum(len(game.hidden_indices(other)) for other in range(game.players) if other != seat)
        note = BidNote(seat, bid, bid_chance(bid, own, len(rerolled), others_open, others_hidden), len(reveal))
        self._round(game).bids.append(note)
        return note

    def doubt(self, result: DoubtResult) -> None:
        """Note the doubt that ended the round (the rules' result of ``BluffGame.doubt``)."""
        story = self.rounds[-1] if self.rounds and self.rounds[-1].doubt is None else None
        if story is None:   # a round doubted before any bid was noted (not in our rules, but safe)
            story = RoundStory(len(self.rounds) + 1, tuple(len(hand) for hand in result.hands))
            self.rounds.append(story)
        story.doubt = result

    def dice_lost(self, seat: int) -> int:
        return sum(story.losses.get(seat, 0) for story in self.rounds)

    def bids_by(self, seat: int) -> list[BidNote]:
        return [note for story in self.rounds for note in story.bids if note.seat == seat]

    def _dice_after_doubts(self) -> Iterator[tuple[int, list[int]]]:
        """(round number, each seat's dice after that round's doubt) for every doubt told so far, in order."""
        dice = list(self.rounds[0].dice) if self.rounds else []
        for story in self.rounds:
            if story.doubt is not None:
                dice = [max(0, n + change) for n, change in zip(dice, story.doubt.changes, strict=True)]
                yield story.number, dice

    def dice_left(self) -> list[int]:
        """Each seat's dice after the last doubt told so far."""
        after = [dice for _number, dice in self._dice_after_doubts()]
        if after:
            return after[-1]
        return list(self.rounds[0].dice) if self.rounds else [0] * self.players

    def out_rounds(self) -> dict[int, int]:
        """Seat -> the round it lost its last die in (the seats still in are not in it)."""
        out: dict[int, int] = {}
        for number, dice in self._dice_after_doubts():
            out.update({seat: number for seat, n in enumerate(dice) if n == 0 and seat not in out})
        return out
