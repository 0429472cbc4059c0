"""Larger two-player Bluff rounds: CFR+ on an abstraction that remembers only the last few bids.

Neller and Hnath (2011) solved two-player Dudo this way: a player decides from their own dice and the
last ``memory`` bids (and whose turn it is), not the whole history. The abstract game is a graph:
a node is (who moves, the last bids); bidding j leads to (the other, the last bids with j added).
Bids only go up, so ordering the nodes by their last bid orders the graph. What happens after a node
depends only on the node, so each node keeps ``eu[node][hx, hy]``: X's expected payoff from there on
for each pair of hands, under the current strategies. A pass down the graph sums each seat's chance
of reaching every node (over all the histories the node stands for), a pass up computes ``eu`` and,
from it and the other seat's reach, every action's counterfactual value: exactly CFR+ on the
abstract game (regret matching on regrets floored at zero, seats updated in turn, the average
strategy weighted by the iteration number), vectorised over the hands with numpy.

``memory`` = the round's number of bids gives back the whole game (perfect recall) on a graph that
is then a tree; ``bluff_cfr`` solves those rounds faster. A strategy of the abstraction can be read
in the full game (``strategy_for_history``) and measured there by ``bluff_cfr``'s exact best response.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from game.ai.bluff_round import PositionValues, RoundSpec, bids, doubt_payoffs, hands

Node = tuple[int, tuple[int, ...]]   # (0: X moves / 1: Y moves, the last bids remembered)


@dataclass
class RecallSolution:
    spec: RoundSpec
    memory: int
    nodes: dict[Node, int]
    doubt: list[np.ndarray]      # per seat: (nodes, hands) average chance of doubting where it moves
    bid: list[np.ndarray]        # per seat: (edges, hands) average chance of each raise
    edge_index: dict[tuple[int, int], int]   # (node, bid) -> edge
    value: float                 # X's chance to win the game with both average strategies
    iterations: int
    seconds: float

    def policy(self, seat: int, history: Sequence[int], hand: int) -> dict[int | None, float]:
        """The chance of each action (a bid number, or None to doubt) for `seat` (0 = X) holding
        hand number `hand` after the bids `history` (bid numbers, oldest first)."""
        node = self.nodes[node_of(history, self.memory)]
        k = len(bids(self.spec.dice))
        last = history[-1] if history else -1
        out: dict[int | None, float] = {}
        if history:
            out[None] = float(self.doubt[seat][node, hand])
        for j in range(last + 1, k):
            out[j] = float(self.bid[seat][self.edge_index[(node, j)], hand])
        total = sum(out.values())
        return {a: p / total for a, p in out.items()} if total > 0 else {a: 1 / len(out) for a in out}


def node_of(history: Sequence[int], memory: int) -> Node:
    return (len(history) % 2, tuple(history[-memory:]) if memory else ())


class RecallRound:
    """The graph of one round's abstraction and the CFR+ passes over it."""

    def __init__(self, spec: RoundSpec, values: PositionValues, memory: int) -> None:
        self.spec, self.memory = spec, memory
        self.k = len(bids(spec.dice))
        self.p = [hands(spec.nx)[1], hands(spec.ny)[1]]
        self.h = [len(self.p[0]), len(self.p[1])]
        self.by = doubt_payoffs(spec, values)   # by[seat][bid]: X's payoff when `seat` doubts
        nodes: dict[Node, int] = {(0, ()): 0}
        order: list[Node] = [(0, ())]
        edges: list[tuple[int, int, int]] = []
        for node in order:   # breadth first: every node is reached
            mover, last_bids = node
            last = last_bids[-1] if last_bids else -1
            for j in range(last + 1, self.k):
                child = (1 - mover, (last_bids + (j,))[-memory:] if memory else ())
                if child not in nodes:
                    nodes[child] = len(order)
                    order.append(child)
                edges.append((nodes[node], j, nodes[child]))
        self.nodes = nodes
        self.mover = np.array([m for m, _ in order])
        self.last = np.array([lb[-1] if lb else -1 for _, lb in order])
        e = np.array(edges)
        self.edge_parent, self.edge_bid, self.edge_child = e[:, 0], e[:, 1], e[:, 2]
        self.edge_index = {(int(p), int(j)): i for i, (p, j, _) in enumerate(edges)}
        self.actions = np.bincount(self.edge_parent, minlength=len(order)) + (self.last >= 0)
        # Edges grouped by (last bid of the parent, bid): parents are distinct within a group.
        key = (self.last[self.edge_parent] + 1) * (self.k + 1) + self.edge_bid
        by_key = np.argsort(key, kind="stable")
        bounds = np.flatnonzero(np.diff(key[by_key])) + 1
        self.groups = [g for g in np.split(by_key, bounds) if len(g)]
        # For summing reach into children: edges sorted by child, within each parent's last bid.
        self.reach_groups = []
        for last in range(-1, self.k):
            members = np.flatnonzero(self.last[self.edge_parent] == last)
            if len(members):
                members = members[np.argsort(self.edge_child[members], kind="stable")]
                children, starts = np.unique(self.edge_child[members], return_index=True)
                self.reach_groups.append((members, children, starts))

    # --- strategies -------------------------------------------------------------------------------
    def uniform(self) -> tuple[list[np.ndarray], list[np.ndarray]]:
        share = 1.0 / np.maximum(self.actions, 1)
        doubt = [np.where(((self.mover == s) & (self.last >= 0))[:, None], share[:, None], 0.0) * np.ones((1, self.h[s]))
                 for s in (0, 1)]
        bid = [np.where((self.mover[self.edge_parent] == s)[:, None], share[self.edge_parent][:, None], 1.0)
               * np.ones((1, self.h[s])) for s in (0, 1)]
        return doubt, bid

    def match(self, regret_doubt: np.ndarray, regret_bid: np.ndarray, seat: int) -> tuple[np.ndarray, np.ndarray]:
        """Regret matching for `seat` (uniform where no action has a positive regret)."""
        total = regret_doubt.copy()
        np.add.at(total, self.edge_parent, regret_bid)
        positive = total > 0
        share = 1.0 / np.maximum(self.actions, 1)[:, None]
        moves = (self.mover == seat)[:, None]
        doubt = np.where(positive, regret_doubt / np.where(positive, total, 1.0), share)
        doubt = np.where(moves & (self.last >= 0)[:, None], doubt, 0.0)
        p = self.edge_parent
        bid = np.where(positive[p], regret_bid / np.where(positive[p], total[p], 1.0), share[p])
        bid = np.where(moves[p], bid, 1.0)
        return doubt, bid

    # --- passes -----------------------------------------------------------------------------------
    def reach(self, bid: list[np.ndarray]) -> list[np.ndarray]:
        """Each seat's own chance of reaching each node, summed over the histories it stands for."""
        n = len(self.mover)
        out = []
        for s in (0, 1):
            r = np.zeros((n, self.h[s]))
            r[0] = 1.0
            for members, children, starts in self.reach_groups:
                contributions = r[self.edge_parent[members]] * bid[s][members]
                r[children] += np.add.reduceat(contributions, starts, axis=0)
            out.append(r)
        return out

    def sweep(self, doubt: list[np.ndarray], bid: list[np.ndarray], reach: list[np.ndarray]):
        """X's expected payoff below every node (per pair of hands), and each seat's counterfactual
        value of each of its actions where it moves: (eu, doubt values per seat, bid values per seat)."""
        n = len(self.mover)
        hx, hy = self.h
        eu = np.zeros((n, hx, hy))
        weighted = [reach[0] * self.p[0], reach[1] * self.p[1]]
        doubt_value = [np.zeros((n, hx)), np.zeros((n, hy))]
        bid_value = [np.zeros((len(self.edge_parent), hx)), np.zeros((len(self.edge_parent), hy))]
        done_last = self.k
        for group in reversed(self.groups):
            last = int(self.last[self.edge_parent[group[0]]])
            while done_last > last:   # nodes whose last bid is above: add their own doubt first
                done_last -= 1
                self._doubt_terms(done_last, eu, doubt, weighted, doubt_value)
            parents, children = self.edge_parent[group], self.edge_child[group]
            below = eu[children]                                   # (g, hx, hy)
            for s in (0, 1):
                mine = self.mover[parents] == s
                if not mine.any():
                    continue
                members, par, sub = group[mine], parents[mine], below[mine]
                if s == 0:
                    bid_value[0][members] = np.einsum("gxy,gy->gx", sub, weighted[1][par])
                    eu[par] += bid[0][members][:, :, None] * sub
                else:
                    bid_value[1][members] = weighted[0][par].sum(axis=1)[:, None] - \
                        np.einsum("gxy,gx->gy", sub, weighted[0][par])
                    eu[par] += bid[1][members][:, None, :] * sub
        while done_last > -1:
            done_last -= 1
            self._doubt_terms(done_last, eu, doubt, weighted, doubt_value)
        return eu, doubt_value, bid_value

    def _doubt_terms(self, last: int, eu, doubt, weighted, doubt_value) -> None:
        """Add the doubt of every node whose last bid is `last` to its eu, and its value."""
        if last < 0:
            return
        for s in (0, 1):
            members = np.flatnonzero((self.last == last) & (self.mover == s))
            if not len(members):
                continue
            u = self.by[s][last]   # X's payoff when seat s doubts bid `last`
            if s == 0:
                doubt_value[0][members] = weighted[1][members] @ u.T
                eu[members] += doubt[0][members][:, :, None] * u[None]
            else:
                doubt_value[1][members] = weighted[0][members].sum(axis=1)[:, None] - weighted[0][members] @ u
                eu[members] += doubt[1][members][:, None, :] * u[None]


def solve_recall(spec: RoundSpec, values: PositionValues, memory: int, iterations: int = 500,
                 progress: Callable[[str], None] | None = None, report_every: int = 50) -> RecallSolution:
    """CFR+ on the last-`memory`-bids abstraction for `iterations` iterations."""
    clock = time.process_time()
    game = RecallRound(spec, values, memory)
    doubt, bid = game.uniform()
    regret_doubt = [np.zeros_like(d) for d in doubt]
    regret_bid = [np.zeros_like(b) for b in bid]
    sum_doubt = [np.zeros_like(d) for d in doubt]
    sum_bid = [np.zeros_like(b) for b in bid]
    value = float("nan")
    for t in range(1, iterations + 1):
        for s in (0, 1):
            reach = game.reach(bid)
            eu, doubt_value, bid_value = game.sweep(doubt, bid, reach)
            value = float(game.p[0] @ eu[0] @ game.p[1])
            moves = (game.mover == s)[:, None]
            # the value of the node for the seat: its strategy's mix of its actions
            node_value = doubt[s] * doubt_value[s]
            np.add.at(node_value, game.edge_parent, bid[s] * bid_value[s])
            p = game.edge_parent
            regret_doubt[s] = np.maximum(regret_doubt[s] + np.where(moves & (game.last >= 0)[:, None],
                                                                    doubt_value[s] - node_value, 0.0), 0.0)
            regret_bid[s] = np.maximum(regret_bid[s] + np.where(moves[p], bid_value[s] - node_value[p], 0.0), 0.0)
            sum_doubt[s] += t * reach[s] * np.where(moves, doubt[s], 0.0)
            sum_bid[s] += t * reach[s][p] * np.where(moves[p], bid[s], 0.0)
            doubt[s], bid[s] = game.match(regret_doubt[s], regret_bid[s], s)
        if progress and (t % report_every == 0 or t == iterations):
            progress(f"{spec.nx}v{spec.ny} memory {memory}: iteration {t}, value {value:.5f}, "
                     f"{time.process_time() - clock:.0f} s CPU")
    avg = [game.match(sum_doubt[s], sum_bid[s], s) for s in (0, 1)]
    doubt_avg, bid_avg = [a[0] for a in avg], [a[1] for a in avg]
    reach = game.reach(bid_avg)
    eu, _, _ = game.sweep(doubt_avg, bid_avg, reach)
    value = float(game.p[0] @ eu[0] @ game.p[1])
    return RecallSolution(spec, memory, game.nodes, doubt_avg, bid_avg, game.edge_index, value, iterations,
                          time.process_time() - clock)


def strategy_for_history(solution: RecallSolution, exact) -> tuple:
    """The abstraction's average strategy written as ``bluff_cfr`` Strategy arrays (every history of
    the full game), to measure it there with an exact best response. `exact` is a ``bluff_cfr.ExactRound``."""
    from game.ai.bluff_cfr import Strategy

    k, n = exact.k, exact.n
    out = []
    for s, h in ((0, exact.hx), (1, exact.hy)):
        bid = np.ones((n, h))
        doubt = np.zeros((n, h))
        for state in range(n):
            history = [j for j in range(k) if state >> j & 1]
            if (len(history) % 2) != s:
                continue
            policy_rows = _policy_rows(solution, history, s, h, k)
            if history:
                doubt[state] = policy_rows[None]
            last = history[-1] if history else -1
            for j in range(last + 1, k):
                bid[state | 1 << j] = policy_rows[j]
        out.append(Strategy(bid, doubt))
    return out[0], out[1]


def _policy_rows(solution: RecallSolution, history: list[int], seat: int, h: int, k: int) -> dict:
    node = solution.nodes[node_of(history, solution.memory)]
    last = history[-1] if history else -1
    rows: dict = {}
    if history:
        rows[None] = solution.doubt[seat][node]
    for j in range(last + 1, k):
        rows[j] = solution.bid[seat][solution.edge_index[(node, j)]]
    total = sum(rows.values())
    safe = np.where(total > 0, total, 1.0)
    count = len(rows)
    return {a: np.where(total > 0, r / safe, 1.0 / count) for a, r in rows.items()}
