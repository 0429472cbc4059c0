"""Computer players for Bluff (liar's dice with faces 1..5 and a star joker).

A seat decides from a ``BluffView``: what ``BluffGame.visible_dice(seat)`` shows (its own hand, the
dice in the open) and the public state (dice counts, the round's bids, the options). It never sees a
hidden die of another seat: ``view_of(game, seat)`` is the only bridge from the game.

- ``NaivePlayer``: the benchmark's yardstick. Raises the last bid by the smallest legal step, doubts
  with probability 1/3 (opens with the lowest bid).
- ``make_player("easy" | "normal" | "hard")``: players that know the odds (``game.ai.bluff_odds``):
  the chance a bid is true from the dice they cannot see, stars wild.
  - Easy judges that chance with a lot of noise and only looks a couple of fields ahead.
  - Normal doubts below a threshold, raises to a likely bid near the last one, bluffs now and then,
    and rerolls with a bid when it holds matching dice and junk.
  - Hard weighs every sensible move by the dice it expects to lose or take: who loses how many at
    each possible true count, how likely the next seat is to doubt, what others' bids suggest about
    their hands; it bluffs by mixing among near-best moves, and weighs rerolling with each bid.

Every player's ``choose(view, rng) -> Move``; all randomness comes from the `rng` passed in.
``play_game(players, seed, options)`` plays one whole game headless (the benchmark and tests).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from game.ai.bluff_odds import CountOdds, matches, seat_odds
from game.rules.bluff import MAX_DICE, STAR, Bid, BluffGame, Options, legal_raises

__all__ = [
    "DIFFICULTIES", "BluffView", "Move", "NaivePlayer", "ThinkingPlayer", "apply", "make_player", "play_game",
    "view_of",
]

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
FACES: tuple[int, ...] = (1, 2, 3, 4, 5, STAR)


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
        return _legal_raises(self.last_bid, self.dice_in_play)

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
def _legal_raises(last: Bid | None, dice_in_play: int) -> tuple[Bid, ...]:
    """The rules' legal raises (a tuple, kept: the same few positions recur all game long)."""
    return tuple(legal_raises(last, dice_in_play))


@lru_cache(maxsize=4096)
def _position(bid: Bid) -> int:
    return bid.field.position


def apply(game: BluffGame, move: Move) -> None:
    """Play `move` for the seat on turn."""
    if move.is_doubt:
        game.doubt()
    else:
        assert move.bid is not None
        game.bid(move.bid, move.reveal)


# --- what a seat knows ------------------------------------------------------------------------------------
def _known(view: BluffView, face: int, hand: Sequence[int]) -> int:
    seen = matches(face, hand)
    for seat, dice in enumerate(view.open_dice):
        if seat != view.seat:
            seen += matches(face, dice)
    return seen


def _hidden_elsewhere(view: BluffView) -> dict[int, int]:
    return {seat: count - len(view.open_dice[seat]) for seat, count in enumerate(view.dice_counts)
            if seat != view.seat and count > len(view.open_dice[seat])}


def odds(view: BluffView, face: int, leanings: dict[int, float] | None = None) -> CountOdds:
    """The true count for `face` as this seat sees it (its whole hand known, others' hidden dice not)."""
    return seat_odds(face, _known(view, face, view.hand), _hidden_elsewhere(view), leanings)


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


# --- the yardstick -------------------------------------------------------------------------------------------
class NaivePlayer:
    """Raises the last bid by the smallest legal step; doubts with probability 1/3."""

    difficulty = "naive"

    def choose(self, view: BluffView, rng: random.Random) -> Move:
        raises = view.legal_raises()
        if view.can_doubt and (not raises or rng.random() < 1 / 3):
            return DOUBT
        return Move(raises[0])


# --- players that know the odds -------------------------------------------------------------------------
@dataclass(frozen=True)
class Style:
    """How a difficulty plays (see the module docstring)."""

    noise: float  # spread of the error in judging a bid's chance
    doubt_below: float  # doubt a bid judged less likely than this (Easy, Normal)
    raise_above: float  # raise only to bids judged at least this likely (Easy, Normal)
    fields_ahead: int  # how far along the track beyond the last bid it looks
    bluff: float  # chance of a bluff
    reroll: float  # chance of using the reroll option when it helps
    weighs_losses: bool = False  # Hard: weigh dice lost and taken at each true count
    leaning: float = 0.0  # Hard: how much a seat's bid on a face suggests it holds that face
    die_worth: float = 1.0  # Hard: the worth of a die beyond 1 when few are left (worth 1 + this / dice held)
    out_cost: float = 3.0  # Hard: the cost of going out, beyond the dice
    others_weight: float = 0.35  # Hard: the worth of a die another seat loses
    naive_share: float = 0.3  # Hard: the part of a next seat's doubting that ignores the odds
    mix_margin: float = 0.1  # Hard: bluffs pick among moves this close to the best


STYLES: dict[str, Style] = {
    "easy": Style(noise=0.4, doubt_below=0.25, raise_above=0.35, fields_ahead=2, bluff=0.2, reroll=0.2),
    "normal": Style(noise=0.08, doubt_below=0.38, raise_above=0.5, fields_ahead=4, bluff=0.1, reroll=0.6),
    "hard": Style(noise=0.0, doubt_below=0.0, raise_above=0.0, fields_ahead=99, bluff=0.03, reroll=1.0,
                  weighs_losses=True, leaning=0.2, others_weight=0.15),
}


@dataclass
class ThinkingPlayer:
    """A seat of one difficulty; ``choose(view, rng)`` is its whole decision."""

    difficulty: str
    style: Style = field(init=False)

    def __post_init__(self) -> None:
        if self.difficulty not in STYLES:
            raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTIES)}, got {self.difficulty!r}")
        self.style = STYLES[self.difficulty]

    def choose(self, view: BluffView, rng: random.Random) -> Move:
        candidates = _candidates(view, self.style.fields_ahead)
        if not candidates:
            return DOUBT
        if self.style.weighs_losses:
            return _weigh(view, candidates, self.style, rng)
        return _judge(view, candidates, self.style, rng)


def make_player(difficulty: str) -> ThinkingPlayer | NaivePlayer:
    """A computer seat: "easy", "normal", "hard", or the benchmark's "naive"."""
    return NaivePlayer() if difficulty == "naive" else ThinkingPlayer(difficulty)


def _candidates(view: BluffView, fields_ahead: int) -> list[Bid]:
    """Legal raises within `fields_ahead` track fields of the lowest legal one, dropping hopeless ones."""
    raises = view.legal_raises()
    if not raises:
        return []
    first = _position(raises[0])
    chances = {face: odds(view, face) for face in FACES}
    kept = []
    for bid in raises:
        steps = (_position(bid) - first) // 2  # roughly one step per field along the track
        if steps > fields_ahead:
            break
        if chances[bid.face].at_least(bid.quantity) >= 0.01 or not kept:
            kept.append(bid)
    return kept


def _judge(view: BluffView, candidates: list[Bid], style: Style, rng: random.Random) -> Move:
    """Easy and Normal: threshold play on a (noisy) chance that a bid is true."""
    def judged(bid: Bid) -> float:
        """The chance, misjudged by noise where there is doubt (a sure thing is seen as sure)."""
        chance = chance_true(view, bid)
        if not style.noise:
            return chance
        return chance + rng.gauss(0.0, style.noise) * 2 * (chance * (1 - chance)) ** 0.5

    last_judged = judged(view.last_bid) if view.last_bid is not None else 1.0
    if last_judged < style.doubt_below:
        return DOUBT
    scored = [(judged(bid), -i, bid) for i, bid in enumerate(candidates)]
    likely = [item for item in scored if item[0] >= style.raise_above]
    if rng.random() < style.bluff:
        # A bluff: a bid it does not quite believe in, a face it may not hold.
        plausible = [item for item in scored if item[0] >= style.raise_above - 0.25] or scored
        bid = rng.choice(plausible)[2]
    else:
        if not likely and view.can_doubt and 1 - last_judged > max(item[0] for item in scored):
            return DOUBT
        pool = likely or scored
        # The likeliest bid (to a tenth), the lowest of those: no need to climb higher than that.
        bid = max(pool, key=lambda item: (round(item[0], 1), item[1]))[2]
    reveal = reveal_for(view, bid.face) if view.options.reroll and rng.random() < style.reroll else ()
    return Move(bid, reveal)


# --- Hard: weighing dice lost and taken -----------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _loss_cost(lost: int, held: int, die_worth: float, out_cost: float) -> float:
    """What losing `lost` of `held` dice costs (negative `lost`: the worth of dice gained)."""
    if lost < 0:
        return -sum(1 + die_worth / k for k in range(held + 1, min(MAX_DICE, held - lost) + 1))
    lost = min(lost, held)
    cost = sum(1 + die_worth / k for k in range(held - lost + 1, held + 1))
    return cost + (out_cost if lost and lost == held else 0.0)


def _doubt_worths(view: BluffView, bidder: int, doubter: int, style: Style) -> tuple[list[float], float, list[float]]:
    """The worth, to this view's seat, of a doubt of `bidder` by `doubter`, by how far the count misses:
    (short[k]: the count k short of the bid, exact, over[k]: k over)."""
    me, counts, options = view.seat, view.dice_counts, view.options

    def worth(seat: int, lost: int) -> float:
        cost = _loss_cost(lost, counts[seat], style.die_worth, style.out_cost)
        return -cost if seat == me else style.others_weight * cost

    reach = view.dice_in_play + 1
    short = [0.0] + [worth(bidder, k) for k in range(1, reach)]
    over = [0.0] + [worth(doubter, k) for k in range(1, reach)]
    exact = worth(doubter, 1)
    if options.exact_hits_everyone:
        exact += sum(worth(s, 1) for s, n in enumerate(counts) if n > 1 and s not in (bidder, doubter))
    if options.exact_pays_bidder and counts[bidder] < MAX_DICE:
        exact += worth(bidder, -1)
    return short, exact, over


def _doubt_value(quantity: int, pmf: Sequence[float], worths: tuple[list[float], float, list[float]]) -> float:
    """The expected worth of a doubt of a bid of `quantity` whose true count has distribution `pmf`."""
    short, exact, over = worths
    total = exact * pmf[quantity] if quantity < len(pmf) else 0.0
    for c in range(min(quantity, len(pmf))):
        total += pmf[c] * short[quantity - c]
    for c in range(quantity + 1, len(pmf)):
        total += pmf[c] * over[c - quantity]
    return total


def _leanings(view: BluffView, face: int, style: Style) -> dict[int, float]:
    """Others' bids this round on `face` suggest they hold it: shift the chance of their hidden dice."""
    lean: dict[int, float] = {}
    for seat, bid in view.bids:
        if seat != view.seat and bid.face == face:
            lean[seat] = style.leaning
    return lean


def _weigh(view: BluffView, candidates: list[Bid], style: Style, rng: random.Random) -> Move:
    scored: list[tuple[float, Move]] = []
    if view.last_bid is not None and view.last_bidder is not None:
        face = view.last_bid.face
        mine = odds(view, face, _leanings(view, face, style))
        worths = _doubt_worths(view, view.last_bidder, view.seat, style)
        scored.append((_doubt_value(view.last_bid.quantity, mine.pmf, worths), DOUBT))
    if_doubted = _doubt_worths(view, view.seat, view.next_seat(), style)
    ways: dict[int, list[tuple[tuple[int, ...], CountOdds, CountOdds]]] = {}
    for face in FACES:  # per face: keep the hand, or reveal what meets the face and reroll the rest
        ways[face] = [((), odds(view, face, _leanings(view, face, style)), public_odds(view, face))]
        if view.options.reroll and (reveal := reveal_for(view, face)):
            ways[face].append((reveal, _odds_after_reroll(view, face, reveal, style), public_odds(view, face, reveal)))
    for bid in candidates:
        for reveal, count_odds, table_odds in ways[bid.face]:
            if count_odds.at_least(bid.quantity) < 0.03 and scored:
                continue  # hopeless for this seat too: not worth weighing
            believed = table_odds.at_least(bid.quantity)
            doubted = style.naive_share / 3 + (1 - style.naive_share) * (1 - believed)
            value = doubted * _doubt_value(bid.quantity, count_odds.pmf, if_doubted)
            scored.append((value, Move(bid, reveal)))
    best = max(value for value, _ in scored)
    if rng.random() < style.bluff:
        near = [move for value, move in scored if value >= best - style.mix_margin]
        return rng.choice(near)
    return next(move for value, move in scored if value == best)


def _odds_after_reroll(view: BluffView, face: int, reveal: Sequence[int], style: Style) -> CountOdds:
    """The count for `face` if this seat keeps its open dice and `reveal`, and rerolls its other hidden dice."""
    kept = [v for i, v in enumerate(view.hand) if view.own_open[i] or i in reveal]
    rerolled = len(view.hand) - len(kept)
    hidden = _hidden_elsewhere(view)
    hidden[view.seat] = rerolled
    return seat_odds(face, _known(view, face, kept), hidden, _leanings(view, face, style))


# --- whole games ----------------------------------------------------------------------------------------------
def play_game(players: Sequence[ThinkingPlayer | NaivePlayer], seed: int, options: Options = Options(),
              max_moves: int = 10_000) -> BluffGame:
    """One headless game: seat i plays `players[i]`; dice and choices from generators seeded by `seed`."""
    dice = random.Random(f"bluff-dice-{seed}")
    choices = random.Random(f"bluff-choices-{seed}")
    game = BluffGame(len(players), options)
    for _ in range(max_moves):
        if game.is_over:
            return game
        if game.phase in ("roll", "reroll"):
            game.roll_random(dice)
            continue
        seat = game.current_player
        apply(game, players[seat].choose(view_of(game, seat), choices))
    raise RuntimeError(f"game did not end within {max_moves} moves: {game!r}")
