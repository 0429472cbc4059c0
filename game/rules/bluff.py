"""Bluff: liar's dice with faces 1..5 and a star that counts as every number.

The bid track, lowest first: 1, *1, 2, 3, *2, 4, 5, *3, 6, 7, *4, ... (n stars sit between
2n-1 and 2n of a number). A bid is a field plus a face (1..5; star fields take only stars).
A new bid is a higher face on the same field, or any field further along.

Readings fixed here where the text leaves room (see shared RULES.md):
- The player whose turn it is either raises or doubts the last bid; the opening bid of a
  round cannot be doubted, and a bid beyond the dice in play is refused.
- Reroll option: with a bid the bidder puts at least one more die in the open (the text:
  one more than before) and rerolls all their hidden dice, at least one of them.
- Exact pays the bidder: the doubter always loses one die; the bidder gains it unless
  they already hold 5 (then it leaves the game). Both exact options may be on together.
- The player who lost dice opens the next round: the bidder if the count fell short,
  otherwise the doubter (also on an exact bid, whichever exact option is on).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.dice import validate_dice
from game.rules.errors import IllegalMove
from game.rules.outcome import check_players

STAR = 6
NUMBER_FACES: tuple[int, ...] = (1, 2, 3, 4, 5)
START_DICE = 5
MAX_DICE = 5


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class TrackField:
    """One field of the bid track: `quantity` dice of a number, or `quantity` stars."""

    quantity: int
    star: bool

    @property
    def position(self) -> int:
        """Sort key along the track: a number field q at 2q, a star field n at 4n - 1."""
        return 4 * self.quantity - 1 if self.star else 2 * self.quantity

    @property
    def faces(self) -> tuple[int, ...]:
        return (STAR,) if self.star else NUMBER_FACES


@dataclass(frozen=True)
class Bid:
    """`quantity` dice showing `face` (1..5, counting stars too) or `quantity` stars (face=STAR)."""

    quantity: int
    face: int

    def __post_init__(self) -> None:
        if not _is_count(self.quantity) or self.quantity < 1:
            raise ValueError(f"a bid's quantity is an int >= 1, got {self.quantity!r}")
        if not _is_count(self.face) or not 1 <= self.face <= STAR:
            raise ValueError(f"a bid's face is 1..5 or STAR (6), got {self.face!r}")

    @property
    def is_star(self) -> bool:
        return self.face == STAR

    @property
    def field(self) -> TrackField:
        return TrackField(self.quantity, self.is_star)

    @property
    def rank(self) -> tuple[int, int]:
        """Total order of bids: along the track, then by face within a number field."""
        return (self.field.position, self.face)

    def __str__(self) -> str:
        return f"{self.quantity}x{'*' if self.is_star else self.face}"


def track(dice_in_play: int) -> tuple[TrackField, ...]:
    """The track fields, lowest first, as far as `dice_in_play` dice need."""
    fields = [TrackField(q, star) for q in range(1, dice_in_play + 1) for star in (False, True)]
    return tuple(sorted(fields, key=lambda field: field.position))


def beats(new: Bid, old: Bid | None) -> bool:
    """True if `new` may follow `old` (`old` None: any bid opens a round)."""
    return old is None or new.rank > old.rank


def legal_raises(last: Bid | None, dice_in_play: int) -> list[Bid]:
    """Every bid that beats `last` within the track for `dice_in_play` dice, lowest first."""
    bids = (Bid(field.quantity, face) for field in track(dice_in_play) for face in field.faces)
    return [bid for bid in bids if beats(bid, last)]


def _flat(dice: Iterable[int] | Iterable[Iterable[int]]) -> tuple[int, ...]:
    values: list[int] = []
    for item in dice:
        if isinstance(item, Iterable):
            values.extend(item)
        else:
            values.append(item)  # type: ignore[arg-type]
    return validate_dice(values, count=None)


def count(bid: Bid, dice: Iterable[int] | Iterable[Iterable[int]]) -> int:
    """How many of `dice` (all dice in play, flat or one sequence per player) meet `bid`."""
    values = _flat(dice)
    if bid.is_star:
        return sum(1 for value in values if value == STAR)
    return sum(1 for value in values if value in (bid.face, STAR))


@dataclass(frozen=True)
class Options:
    """The variants of the Bluff text (all off: the basic game)."""

    reroll: bool = False
    exact_hits_everyone: bool = False
    exact_pays_bidder: bool = False
    points: bool = False


def resolve(bid: Bid, bidder: int, doubter: int, hands: Sequence[Sequence[int]],
            options: Options = Options()) -> list[int]:
    """The change in each player's number of dice after `doubter` doubts `bidder`'s `bid`."""
    sizes = [len(hand) for hand in hands]
    for role, seat in (("bidder", bidder), ("doubter", doubter)):
        if not 0 <= seat < len(hands) or sizes[seat] == 0:
            raise IllegalMove(f"the {role} (player {seat}) must be a player with dice")
    if bidder == doubter:
        raise IllegalMove("a player cannot doubt their own bid")
    found = count(bid, hands)
    changes = [0] * len(hands)
    if found < bid.quantity:
        changes[bidder] = -min(bid.quantity - found, sizes[bidder])
    elif found > bid.quantity:
        changes[doubter] = -min(found - bid.quantity, sizes[doubter])
    else:
        changes[doubter] = -1
        if options.exact_hits_everyone:
            for seat, size in enumerate(sizes):
                if seat not in (bidder, doubter) and size > 1:
                    changes[seat] = -1
        if options.exact_pays_bidder and sizes[bidder] < MAX_DICE:
            changes[bidder] = 1
    return changes


@dataclass(frozen=True)
class DoubtResult:
    bid: Bid
    bidder: int
    doubter: int
    count: int
    changes: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # every hand, shown when the bid was doubted


class BluffGame:
    """2-6 players, 5 dice each; rounds of secret rolls, bids and one doubt.

    Phases: "roll" (players in `waiting_to_roll` enter their dice), "bid" (the current
    player bids or doubts), "reroll" (the bidder enters their rerolled hidden dice),
    "over". Faces come from the caller (`roll_hand`, `reroll`) or `roll_random(rng)`.
    """

    def __init__(self, players: int = 2, options: Options = Options()) -> None:
        check_players(players, 2, 6, "Bluff")
        self.options = options
        self.dice_counts: list[int] = [START_DICE] * players
        self.hands: list[tuple[int, ...]] = [()] * players
        self._open: list[list[bool]] = [[] for _ in range(players)]
        self.points: list[int] = [0] * players
        self.phase = "roll"
        self.starter = 0
        self.current_player = 0
        self.round = 1
        self.last_bid: Bid | None = None
        self.last_bidder: int | None = None
        self.bids: list[tuple[int, Bid]] = []
        self.last_result: DoubtResult | None = None
        self._waiting: set[int] = set(range(players))

    # --- reading the state ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.dice_counts)

    @property
    def active_players(self) -> tuple[int, ...]:
        return tuple(seat for seat, n in enumerate(self.dice_counts) if n > 0)

    @property
    def dice_in_play(self) -> int:
        return sum(self.dice_counts)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def waiting_to_roll(self) -> tuple[int, ...]:
        return tuple(sorted(self._waiting)) if self.phase == "roll" else ()

    def open_dice(self, player: int) -> tuple[int, ...]:
        return tuple(v for v, shown in zip(self.hands[player], self._open[player], strict=False) if shown)

    def open_flags(self, player: int) -> tuple[bool, ...]:
        return tuple(self._open[player])

    def hidden_indices(self, player: int) -> tuple[int, ...]:
        """Indices of `player`'s dice still hidden: those a reroll throws."""
        return tuple(i for i, shown in enumerate(self._open[player]) if not shown)

    def visible_dice(self, player: int) -> list[tuple[int, ...]]:
        """What `player` may see, per seat: their own whole hand, and everyone else's open dice."""
        return [self.hands[seat] if seat == player else self.open_dice(seat) for seat in range(self.players)]

    def legal_raises(self) -> list[Bid]:
        return legal_raises(self.last_bid, self.dice_in_play) if self.phase == "bid" else []

    @property
    def can_doubt(self) -> bool:
        return self.phase == "bid" and self.last_bid is not None

    def winners(self) -> tuple[int, ...]:
        if not self.is_over:
            raise IllegalMove("the game is not over yet")
        return self.active_players

    # --- actions --------------------------------------------------------------------------
    def roll_hand(self, player: int, values: Iterable[int]) -> None:
        """Enter the faces `player` rolled in secret at the start of a round."""
        if self.phase != "roll" or player not in self._waiting:
            raise IllegalMove(f"player {player} has nothing to roll now")
        self.hands[player] = validate_dice(values, count=self.dice_counts[player])
        self._open[player] = [False] * self.dice_counts[player]
        self._waiting.discard(player)
        if not self._waiting:
            self.phase = "bid"
            self.current_player = self.starter

    def roll(self, hands: Sequence[Sequence[int]]) -> None:
        """Enter every waiting player's roll at once (one sequence per seat; out players: empty)."""
        if self.phase != "roll":
            raise IllegalMove(f"no hands to roll now (phase {self.phase!r})")
        if len(hands) != self.players:
            raise ValueError(f"need one hand per player ({self.players}), got {len(hands)}")
        for seat in self.waiting_to_roll:
            self.roll_hand(seat, hands[seat])

    def roll_random(self, rng: random.Random) -> None:
        """Throw whatever is due with `rng`: the round's hands, or the bidder's reroll."""
        if self.phase == "roll":
            for seat in self.waiting_to_roll:
                self.roll_hand(seat, [rng.randint(1, 6) for _ in range(self.dice_counts[seat])])
        elif self.phase == "reroll":
            self.reroll([rng.randint(1, 6) for _ in self.hidden_indices(self.current_player)])
        else:
            raise IllegalMove("nothing to roll now")

    def bid(self, bid: Bid, reveal: Iterable[int] = ()) -> None:
        """The current player bids; with the reroll option, `reveal` (indices of hidden dice of
        their hand) puts dice in the open and the hidden rest must then be rerolled."""
        if self.phase != "bid":
            raise IllegalMove(f"no bidding now (phase {self.phase!r})")
        if not isinstance(bid, Bid):
            raise IllegalMove(f"a bid must be a Bid, got {bid!r}")
        if not beats(bid, self.last_bid):
            raise IllegalMove(f"{bid} does not beat {self.last_bid}")
        if bid.quantity > self.dice_in_play:
            raise IllegalMove(f"{bid} is beyond the {self.dice_in_play} dice in play")
        seat = self.current_player
        shown = self._check_reveal(seat, tuple(reveal))
        self.last_bid, self.last_bidder = bid, seat
        self.bids.append((seat, bid))
        if shown:
            for index in shown:
                self._open[seat][index] = True
            self.phase = "reroll"
        else:
            self._pass_turn()

    def reveal_problem(self, reveal: Iterable[int], seat: int | None = None) -> str | None:
        """Why putting the dice at `reveal` in the open with a bid is not allowed for `seat`
        (default: the player on turn), or None if it is (an empty `reveal` always is: no reroll)."""
        reveal = tuple(reveal)
        if not reveal:
            return None
        if not self.options.reroll:
            return "rerolling with a bid is not on in these options"
        hidden = self.hidden_indices(self.current_player if seat is None else seat)
        if len(set(reveal)) != len(reveal) or not set(reveal) <= set(hidden):
            return f"reveal distinct hidden dice only: hidden are {hidden}, got {reveal}"
        if len(reveal) == len(hidden):
            return "keep at least one die hidden to reroll"
        return None

    def _check_reveal(self, seat: int, reveal: tuple[int, ...]) -> tuple[int, ...]:
        problem = self.reveal_problem(reveal, seat)
        if problem is not None:
            raise IllegalMove(problem)
        return reveal

    def reroll(self, values: Iterable[int]) -> None:
        """Enter the faces of the bidder's rerolled hidden dice (in `hidden_indices` order)."""
        if self.phase != "reroll":
            raise IllegalMove("no reroll is due")
        seat = self.current_player
        hidden = self.hidden_indices(seat)
        faces = validate_dice(values, count=len(hidden))
        hand = list(self.hands[seat])
        for index, face in zip(hidden, faces, strict=False):
            hand[index] = face
        self.hands[seat] = tuple(hand)
        self.phase = "bid"
        self._pass_turn()

    def doubt(self) -> DoubtResult:
        """The current player doubts the last bid: all dice are shown and dice are lost."""
        if not self.can_doubt:
            raise IllegalMove("there is no bid to doubt" if self.phase == "bid" else f"no doubting now ({self.phase})")
        assert self.last_bid is not None and self.last_bidder is not None
        bidder, doubter, bid = self.last_bidder, self.current_player, self.last_bid
        changes = resolve(bid, bidder, doubter, self.hands, self.options)
        found = count(bid, self.hands)
        result = DoubtResult(bid, bidder, doubter, found, tuple(changes), tuple(self.hands))
        self.last_result = result
        before = self.dice_in_play
        for seat, change in enumerate(changes):
            self.dice_counts[seat] += change
        out_now = [seat for seat, change in enumerate(changes) if change < 0 and self.dice_counts[seat] == 0]
        if self.options.points:
            taken = START_DICE * self.players - self.dice_in_play
            for seat in out_now:
                self.points[seat] = taken
        loser = bidder if found < bid.quantity else doubter
        self._start_next_round(loser)
        assert self.dice_in_play <= before
        return result

    # --- helpers -----------------------------------------------------------------------------
    def _next_active(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if self.dice_counts[candidate] > 0:
                return candidate
        raise AssertionError("no player has dice")

    def _pass_turn(self) -> None:
        self.current_player = self._next_active(self.current_player)

    def _start_next_round(self, loser: int) -> None:
        self.last_bid, self.last_bidder = None, None
        self.bids = []
        self.hands = [()] * self.players
        self._open = [[] for _ in range(self.players)]
        if len(self.active_players) <= 1:
            self.phase = "over"
            if self.options.points:
                for seat in self.active_players:
                    self.points[seat] = START_DICE * self.players
            return
        self.round += 1
        self.starter = loser if self.dice_counts[loser] > 0 else self._next_active(loser)
        self.current_player = self.starter
        self._waiting = set(self.active_players)
        self.phase = "roll"

    def __repr__(self) -> str:
        return f"BluffGame(round={self.round}, phase={self.phase!r}, dice={self.dice_counts}, bid={self.last_bid})"
