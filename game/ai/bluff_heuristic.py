"""The Bluff players that weigh odds by hand-written rules: Easy, Normal and the previous Hard.

- Easy judges the chance a bid is true with a lot of noise and looks only a couple of fields ahead:
  it doubts what it judges unlikely, raises to what it judges likely, bluffs one time in five.
- Normal judges the chance well (a little noise), doubts below 38%, raises to the likeliest bid
  near the last one, bluffs one time in ten, and rerolls with a bid when it holds matching dice
  and junk.
- The previous Hard ("hard-v1", kept as a yardstick) weighs every sensible move by the dice it
  expects to lose or take (``weigh``): who loses how many at each possible true count, how likely the
  next seat is to doubt, what others' bids suggest about their hands; it plays the best of them, and
  3% of the time one close to it. Its choices are nearly fixed by its dice: a tell
  (benchmarks/ai_bluff_equilibrium.py measures it). Today's Hard (``bluff_hard``) mixes the same worths.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from game.ai.bluff_odds import CountOdds, seat_odds
from game.ai.bluff_view import (
    DOUBT,
    FACES,
    BluffView,
    Move,
    chance_true,
    hidden_elsewhere,
    known_matches,
    odds,
    public_odds,
    reveal_for,
    track_position,
)
from game.rules.bluff import MAX_DICE, Bid

LEVELS: tuple[str, ...] = ("easy", "normal", "hard-v1")


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
    "hard-v1": Style(noise=0.0, doubt_below=0.0, raise_above=0.0, fields_ahead=99, bluff=0.03, reroll=1.0,
                  weighs_losses=True, leaning=0.2, others_weight=0.15),
}


@dataclass
class ThinkingPlayer:
    """A seat of one difficulty; ``choose(view, rng)`` is its whole decision."""

    difficulty: str
    style: Style = field(init=False)

    def __post_init__(self) -> None:
        if self.difficulty not in STYLES:
            raise ValueError(f"difficulty must be one of {', '.join(LEVELS)}, got {self.difficulty!r}")
        self.style = STYLES[self.difficulty]

    def choose(self, view: BluffView, rng: random.Random) -> Move:
        candidates = candidates_within(view, self.style.fields_ahead)
        if not candidates:
            return DOUBT
        if self.style.weighs_losses:
            return pick_weighed(weigh(view, candidates, self.style), self.style, rng)
        return _judge(view, candidates, self.style, rng)


def candidates_within(view: BluffView, fields_ahead: int) -> list[Bid]:
    """Legal raises within `fields_ahead` track fields of the lowest legal one, dropping hopeless ones."""
    raises = view.legal_raises()
    if not raises:
        return []
    first = track_position(raises[0])
    chances = {face: odds(view, face) for face in FACES}
    kept = []
    for bid in raises:
        steps = (track_position(bid) - first) // 2  # roughly one step per field along the track
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


def weigh(view: BluffView, candidates: list[Bid], style: Style, own_dice: bool = True) -> list[tuple[float, Move]]:
    """Hard's worth of every sensible move: the dice it expects to lose or take (see the module
    docstring). With `own_dice` False the seat's own hidden dice count as unknown, as the table sees
    them: the worths a reader of the table could compute, which say nothing about the hand."""

    def count_odds(face: int) -> CountOdds:
        return odds(view, face, _leanings(view, face, style)) if own_dice else public_odds(view, face)

    scored: list[tuple[float, Move]] = []
    if view.last_bid is not None and view.last_bidder is not None:
        face = view.last_bid.face
        mine = count_odds(face)
        worths = _doubt_worths(view, view.last_bidder, view.seat, style)
        scored.append((_doubt_value(view.last_bid.quantity, mine.pmf, worths), DOUBT))
    if_doubted = _doubt_worths(view, view.seat, view.next_seat(), style)
    ways: dict[int, list[tuple[tuple[int, ...], CountOdds, CountOdds]]] = {}
    for face in FACES:  # per face: keep the hand, or reveal what meets the face and reroll the rest
        ways[face] = [((), count_odds(face), public_odds(view, face))]
        if own_dice and view.options.reroll and (reveal := reveal_for(view, face)):
            ways[face].append((reveal, _odds_after_reroll(view, face, reveal, style), public_odds(view, face, reveal)))
    for bid in candidates:
        for reveal, true_odds, table_odds in ways[bid.face]:
            if true_odds.at_least(bid.quantity) < 0.03 and scored:
                continue  # hopeless for this seat too: not worth weighing
            believed = table_odds.at_least(bid.quantity)
            doubted = style.naive_share / 3 + (1 - style.naive_share) * (1 - believed)
            value = doubted * _doubt_value(bid.quantity, true_odds.pmf, if_doubted)
            scored.append((value, Move(bid, reveal)))
    return scored


def pick_weighed(scored: list[tuple[float, Move]], style: Style, rng: random.Random) -> Move:
    """The previous Hard's choice: the best move, or now and then (a bluff) one close to it."""
    best = max(value for value, _ in scored)
    if rng.random() < style.bluff:
        near = [move for value, move in scored if value >= best - style.mix_margin]
        return rng.choice(near)
    return next(move for value, move in scored if value == best)


def _odds_after_reroll(view: BluffView, face: int, reveal: Sequence[int], style: Style) -> CountOdds:
    """The count for `face` if this seat keeps its open dice and `reveal`, and rerolls its other hidden dice."""
    kept = [v for i, v in enumerate(view.hand) if view.own_open[i] or i in reveal]
    rerolled = len(view.hand) - len(kept)
    hidden = hidden_elsewhere(view)
    hidden[view.seat] = rerolled
    return seat_odds(face, known_matches(view, face, kept), hidden, _leanings(view, face, style))


