"""Bluff Hard: equilibrium play where it is solved, mixed play everywhere else, and no tells.

Hard decides by a *strategy*: a chance for each move (``strategy(view)``), then draws its move from
it with the `rng` passed in. The strategy is a pure function of the view, so a test (or a curious
player) can read it exactly.

- **Solved positions.** Two players left, at most 3 dice each, the basic rules (the reroll option
  and "exact pays the bidder" change the game): the CFR+ strategies of ``game.ai.bluff_tables``
  (exact with at most 3 dice in play, Neller and Hnath's last-bids abstraction up to 3v3), once the
  table is ready (built in the background; never waited for).
- **Everywhere else** (more players, more dice, other options): the previous Hard's worths of every
  sensible move (``bluff_heuristic.weigh``: dice expected lost and taken) turned into chances, the
  better moves likelier (a softmax with ``TEMPERATURE``, moves far below the best never), so a
  decision is never a fixed function of the dice. Its **first bid of a round** is guarded further:
  which bid it makes comes with chance ``1 - HAND_SHARE`` from the worths a reader of the table could
  compute (its own hidden dice counted as unknown; whether it doubts still comes from its dice), so
  what the bid says about its dice is capped: the mutual information between its dice and its first
  move stays below ``MI_BOUND`` bits (measured exactly by tests/ai/test_ai_bluff_hard.py over every
  hand; the bound and why in the README).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import replace

from game.ai import bluff_tables
from game.ai.bluff_heuristic import STYLES, Style, candidates_within, weigh
from game.ai.bluff_round import bids as track_bids
from game.ai.bluff_view import DOUBT, BluffView, Move, public_odds
from game.rules.bluff import STAR

TEMPERATURE = 0.12   # worth (in dice) that makes a move e times less likely than a better one
CUTOFF = 4.0         # moves worse than the best by more than CUTOFF x TEMPERATURE are never played
HAND_SHARE = 0.3     # the first bid of a round: the share of the strategy that reads the own dice
MI_BOUND = 0.25      # bits: what a first bid may tell about the dice (see the module docstring)
PUBLIC_LIKELY = 0.5  # the table's strategy bids, on each face, about as high as the table finds likely
STAR_SHARE = 0.5     # ... and on stars half as often as on a number

HARD = STYLES["hard-v1"]


def solved_strategy(view: BluffView) -> dict[Move, float] | None:
    """The solved two-player strategy for this view, or None (not solved, or its table not ready)."""
    options = view.options
    if options.reroll or options.exact_pays_bidder:
        return None
    active = [seat for seat, n in enumerate(view.dice_counts) if n > 0]
    if len(active) != 2:
        return None
    opener = view.bids[0][0] if view.bids else view.seat
    other = active[0] if active[1] == opener else active[1]
    position = (view.dice_counts[opener], view.dice_counts[other])
    if not bluff_tables.solved(position):
        return None
    track = track_bids(view.dice_in_play)
    index = {bid: i for i, bid in enumerate(track)}
    history = [index[bid] for _, bid in view.bids]
    chances = bluff_tables.policy(position, view.seat == opener, history, view.hand)
    if chances is None:
        return None
    return {DOUBT if action is None else Move(track[action]): p for action, p in chances.items()}


def softmax(scored: list[tuple[float, Move]], temperature: float = TEMPERATURE) -> dict[Move, float]:
    """Chances from worths: the better moves likelier, none far below the best."""
    best = max(value for value, _ in scored)
    weights: dict[Move, float] = {}
    for value, move in scored:
        if value >= best - CUTOFF * temperature:
            weights[move] = weights.get(move, 0.0) + math.exp((value - best) / temperature)
    total = sum(weights.values())
    return {move: w / total for move, w in weights.items()}


def table_strategy(view: BluffView) -> dict[Move, float]:
    """What a reader of the table could play here, whatever the dice: each face alike (stars, which
    a hand holds half as often as any number with its stars, half as often), at the highest quantity
    the table finds likely (``PUBLIC_LIKELY``), or the lowest legal one. It does not depend on the hand."""
    raises = view.legal_raises()
    out: dict[Move, float] = {}
    for face in sorted({bid.face for bid in raises}):
        chances = public_odds(view, face)
        on_face = [bid for bid in raises if bid.face == face]
        likely = [bid for bid in on_face if chances.at_least(bid.quantity) >= PUBLIC_LIKELY]
        out[Move(likely[-1] if likely else on_face[0])] = STAR_SHARE if face == STAR else 1.0
    total = sum(out.values())
    return {move: w / total for move, w in out.items()}


def first_bid(view: BluffView) -> bool:
    """Whether the seat has not bid yet this round."""
    return all(seat != view.seat for seat, _ in view.bids)


def mixed_strategy(view: BluffView, style: Style = HARD, hand_share: float | None = None) -> dict[Move, float]:
    """The heuristic strategy (see the module docstring). Doubting is decided from the own dice (a
    doubt of a bid the dice make true only loses); on the first bid of a round, which bid it is
    mixes the table's strategy in."""
    candidates = candidates_within(view, style.fields_ahead)
    if not candidates:
        return {DOUBT: 1.0}
    own = softmax(weigh(view, candidates, style))
    doubt = own.get(DOUBT, 0.0)
    if not first_bid(view) or doubt >= 1.0:
        return own
    raises = {move: p / (1 - doubt) for move, p in own.items() if not move.is_doubt}
    public = {move: p for move, p in table_strategy(view).items() if not move.is_doubt}
    total = sum(public.values())
    if total <= 0:
        return own
    share = HAND_SHARE if hand_share is None else hand_share
    mixed = mix({move: p / total for move, p in public.items()}, raises, share)
    out = {DOUBT: doubt} if doubt > 0 else {}
    out.update({move: (1 - doubt) * p for move, p in mixed.items()})
    return out


def mix(public: Mapping[Move, float], own: Mapping[Move, float], hand_share: float) -> dict[Move, float]:
    """`hand_share` of `own` and the rest of `public` (two strategies over the same kind of moves)."""
    out = {move: (1 - hand_share) * p for move, p in public.items()}
    for move, p in own.items():
        out[move] = out.get(move, 0.0) + hand_share * p
    return out


class HardPlayer:
    """Hard (see the module docstring): ``strategy(view)`` the chances, ``choose(view, rng)`` a move."""

    difficulty = "hard"

    def strategy(self, view: BluffView) -> dict[Move, float]:
        solved = solved_strategy(view)
        return solved if solved is not None else mixed_strategy(view)

    def choose(self, view: BluffView, rng: random.Random) -> Move:
        return draw(self.strategy(view), rng)

    def __repr__(self) -> str:
        return "HardPlayer()"


def draw(strategy: Mapping[Move, float], rng: random.Random) -> Move:
    """A move drawn from `strategy` (in its order, so the same `rng` draws the same move)."""
    moves = list(strategy)
    pick = rng.random() * sum(strategy.values())
    for move in moves:
        pick -= strategy[move]
        if pick < 0:
            return move
    return moves[-1]


def information(view: BluffView, strategy_of=None) -> float:
    """Bits of mutual information between the seat's dice and its move at this point (everything else
    in `view` fixed): over every hand its dice could show, each as likely as a throw makes it. The
    seat's own dice must all be hidden. `strategy_of(view)` defaults to Hard's."""
    from game.ai.bluff_round import hands

    strategy_of = strategy_of or HardPlayer().strategy
    all_hands, chances = hands(len(view.hand))
    rows = [strategy_of(replace(view, hand=hand)) for hand in all_hands]
    average: dict[Move, float] = {}
    for chance, row in zip(chances, rows, strict=True):
        for move, p in row.items():
            average[move] = average.get(move, 0.0) + chance * p
    bits = 0.0
    for chance, row in zip(chances, rows, strict=True):
        bits += chance * sum(p * math.log2(p / average[move]) for move, p in row.items() if p > 0)
    return bits
