"""An expectimax of the pooled-reroll puzzle written apart from game.ai, for tiny cards.

Plain Python over raw (uncapped) upper totals, every keep of every throw enumerated from the five
dice, every reroll outcome from all 6**n ordered throws. Only the rules' `score` is shared. Slow:
meant for one to three open categories and pools of a few rerolls."""

from collections import Counter
from functools import lru_cache
from itertools import product

from game.rules.dicetime import score

UPPER_FACE = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}


def outcomes(n: int) -> list[tuple[tuple[int, ...], float]]:
    counts = Counter(tuple(sorted(t)) for t in product(range(1, 7), repeat=n))
    return [(dice, c / 6 ** n) for dice, c in counts.items()]


OUT = [outcomes(n) for n in range(6)]


def brute_values(categories, pool: int, threshold: int = 63, bonus: int = 35, doubled=(), start_upper: int = 0,
                 turn_cap: int | None = None, rewards=None, bonus_rerolls: int = 0,
                 pinned: int | None = None) -> list[float]:
    """Expected points to come with perfect play, for every pool of 0..`pool` rerolls (one search: the
    smaller pools are states of the larger one's): these categories open, at most `turn_cap` rerolls spent
    in one turn; `rewards[c]` rerolls back when c scores, `bonus_rerolls` when the bonus is reached;
    `pinned`: one die shows this face all game and is never thrown."""
    cap = 99 if turn_cap is None else turn_cap
    rewards = rewards or {}
    first = OUT[5] if pinned is None else [(tuple(sorted(more + (pinned,))), p) for more, p in OUT[4]]

    @lru_cache(maxsize=None)
    def start(open_, upper, q):
        if not open_:
            return 0.0
        return sum(p * roll(open_, upper, dice, q, min(cap, q)) for dice, p in first)

    @lru_cache(maxsize=None)
    def roll(open_, upper, dice, q, allowed):
        # `allowed` (rerolls this turn may still spend) is at most q: a cap above the pool never binds.
        best = -1.0
        for c in open_:
            points = score(c, dice) * (2 if c in doubled else 1)
            new_upper = upper + points if c in UPPER_FACE else upper
            won = rewards.get(c, 0) if points > 0 else 0
            if upper < threshold <= new_upper:
                points += bonus
                won += bonus_rerolls
            best = max(best, points + start(open_ - {c}, new_upper, q + won))
        if q > 0 and allowed > 0:
            for kept in keeps(dice):
                if len(kept) < 5 and (pinned is None or pinned in kept):
                    best = max(best, keep(open_, upper, kept, q, allowed))
        return best

    @lru_cache(maxsize=None)
    def keep(open_, upper, kept, q, allowed):
        return sum(p * roll(open_, upper, tuple(sorted(kept + more)), q - 1, min(allowed - 1, q - 1))
                   for more, p in OUT[5 - len(kept)])

    return [start(frozenset(categories), start_upper, q) for q in range(pool + 1)]


@lru_cache(maxsize=None)
def keeps(dice: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every sub-multiset of the five dice a player can keep (each once)."""
    return frozenset(tuple(d for d, k in zip(dice, bits, strict=True) if k) for bits in product((0, 1), repeat=5))

