"""A brute-force solve of two-player 10000 / Zehntausend for tiny variants, written apart from
``game.ai.tenthousand_duel`` to check it: every roll of every number of dice enumerated from the
rules' own scoring (``scoring_keeps``), each turn solved by plain recursion over (turn points, dice,
confirmation owed), and the turn starts of both seats iterated (Gauss-Seidel) until nothing moves.
Seat 0's turn past the limit is cut where the solver cuts it (``cut[a][b]``, given), so both solve
the same model."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from functools import lru_cache

from game.rules.tenthousand import DICE, TenThousandRules, keep_needs_confirmation, scoring_indices, scoring_keeps

UNIT = 50


def _rolls(rules: TenThousandRules, n: int) -> tuple[float, list[tuple[float, list[tuple[int, int, bool]]]]]:
    """(chance that n dice score nothing, [(chance, [(points in units, dice to roll next, owes)])])."""
    bust = 0.0
    out = []
    for roll in itertools.combinations_with_replacement(range(1, 7), n):
        chance = math.factorial(n) / math.prod(math.factorial(c) for c in Counter(roll).values()) / 6 ** n
        if rules.automatic_keeps:
            index = scoring_indices(roll, rules)
            keeps = {}
            if index:
                keep = tuple(sorted(roll[i] for i in index))
                keeps = {keep: scoring_keeps(keep, rules)[keep]}
        else:
            keeps = scoring_keeps(roll, rules)
        if not keeps:
            bust += chance
            continue
        options = tuple(sorted({(points // UNIT, (n - len(keep)) or DICE, keep_needs_confirmation(keep, rules))
                                for keep, points in keeps.items()}))
        out.append((chance, options))
    merged: dict[tuple, float] = {}
    for chance, options in out:   # rolls that allow the same keeps are one case
        merged[options] = merged.get(options, 0.0) + chance
    return bust, [(chance, list(options)) for options, chance in merged.items()]


class Brute:
    def __init__(self, rules: TenThousandRules, cut) -> None:
        self.rules = rules
        self.cut = cut
        self.limit = 0
        while not rules.reached(self.limit * UNIT):
            self.limit += 1
        self.bank_min = -(-rules.bank_minimum // UNIT)
        self.conf = -(-rules.confirmation // UNIT)
        self.rolls = {n: _rolls(rules, n) for n in range(1, DICE + 1)}
        # the least chance of busting before a confirmation of c units is paid, rolling n dice
        q = {(n, c): 0.0 if c == 0 else 1.0 for n in range(1, DICE + 1) for c in range(self.conf + 1)}
        for _ in range(10_000):
            change = 0.0
            for n in range(1, DICE + 1):
                for c in range(1, self.conf + 1):
                    p_bust, groups = self.rolls[n]
                    value = p_bust + sum(p * min(q[(m, self.conf if owes else max(0, c - pts))] for pts, m, owes in opts)
                                         for p, opts in groups)
                    change = max(change, abs(value - q[(n, c)]))
                    q[(n, c)] = value
            if change < 1e-16:
                break
        self.bust_first = q

    def turn(self, bank, bust: float, first_bust: float, top: int) -> float:
        """The value of a turn: bank(T) banking T units (T <= top), bust values; at `top` the turn
        banks as soon as it may."""

        def may_bank(t: int, c: int) -> bool:
            return t >= self.bank_min and c == 0

        # At the top, owing a confirmation, the turn rolls on until it is paid: its value is linear in
        # (bank, bust), weighted by the chance of busting first (iterated once per brute force).
        assert bank(top) >= bust
        top_value = {(n, c): bank(top) - (bank(top) - bust) * q for (n, c), q in self.bust_first.items()}
        @lru_cache(maxsize=None)
        def after_keep(t: int, n: int, c: int) -> float:
            if t >= top:
                return top_value[(n, c)]
            rolled = roll(t, n, c, bust)
            return max(rolled, bank(t)) if may_bank(t, c) else rolled

        def roll(t: int, n: int, c: int, bust_value: float) -> float:
            p_bust, groups = self.rolls[n]
            return p_bust * bust_value + sum(
                p * max(after_keep(t + pts, m, self.conf if owes else max(0, c - pts)) for pts, m, owes in opts)
                for p, opts in groups)

        return roll(0, DICE, 0, first_bust)

    def solve(self) -> tuple[list[list[float]], list[list[float]], dict[int, float]]:
        n = self.limit
        beat: dict[int, float] = {}

        def beat_value(d: int) -> float:
            if d not in beat:
                beat[d] = self.turn(lambda t: 1.0 if t > d else 0.5 if t == d else 0.0, 0.0, 0.0,
                                    max(d + 1, self.bank_min))
            return beat[d]

        first = [[0.5] * n for _ in range(n)]
        second = [[0.5] * n for _ in range(n)]
        bankrupt = self.rules.bankrupt
        for _ in range(1000):
            change = 0.0
            for a in range(n):
                for b in range(n):
                    def bank0(t: int, a: int = a, b: int = b) -> float:
                        return 1.0 - second[b][a + t] if a + t < n else 1.0 - beat_value(a + t - b)

                    bust = 1.0 - second[b][a]
                    value = self.turn(bank0, bust, 1.0 - second[b][0] if bankrupt and a else bust,
                                      max(int(self.cut[a][b]), self.bank_min))
                    change = max(change, abs(value - first[a][b]))
                    first[a][b] = value

                    def bank1(t: int, a: int = a, b: int = b) -> float:
                        return 1.0 - first[b][a + t] if a + t < n else 1.0

                    bust = 1.0 - first[b][a]
                    value = self.turn(bank1, bust, 1.0 - first[b][0] if bankrupt and a else bust,
                                      max(n - a, self.bank_min))
                    change = max(change, abs(value - second[a][b]))
                    second[a][b] = value
            if change < 1e-13:
                return first, second, beat
        raise ArithmeticError("the brute force did not converge")
