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
DTYPE = np.float32   # strategies, regrets, reach and the payoff below each node (3v3: 15,600 nodes x 56 x 56)


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
    """The graph of one round's abstraction and the CFR+ passes over it.

    Nodes are numbered by (last bid, who moves), so the nodes sharing both are one slice
    ``[a, b)``; their edges, bid by bid, are one slice too (edge ``e0 + i * width + (node - a)`` for
    the i-th bid above the last, ``width = b - a``): every pass works on slices, gathering only the
    children."""

    def __init__(self, spec: RoundSpec, values: PositionValues, memory: int) -> None:
        self.spec, self.memory = spec, memory
        self.k = k = len(bids(spec.dice))
        self.p = [hands(spec.nx)[1].astype(DTYPE), hands(spec.ny)[1].astype(DTYPE)]
        self.h = [len(self.p[0]), len(self.p[1])]
        self.by = [u.astype(DTYPE) for u in doubt_payoffs(spec, values)]   # X's payoff when seat s doubts bid j
        found: set[Node] = {(0, ())}
        queue: list[Node] = [(0, ())]
        for mover, last_bids in queue:   # breadth first: every node is reached
            last = last_bids[-1] if last_bids else -1
            for j in range(last + 1, k):
                child = (1 - mover, (last_bids + (j,))[-memory:] if memory else ())
                if child not in found:
                    found.add(child)
                    queue.append(child)
        def kept(last_bids: tuple[int, ...]) -> tuple[int, ...]:
            """What a node's children depend on: the bids it passes on (all but the oldest when full)."""
            return last_bids[1:] if memory and len(last_bids) == memory else last_bids

        # by (last bid, who moves), then nodes passing on the same bids side by side (they share children)
        order = sorted(found, key=lambda node: (node[1][-1] if node[1] else -1, node[0], len(node[1]),
                                                kept(node[1]), node[1]))
        self.nodes = {node: i for i, node in enumerate(order)}
        self.mover = np.array([m for m, _ in order])
        self.last = np.array([lb[-1] if lb else -1 for _, lb in order])
        self.slices: list[tuple[int, int, int, int, int]] = []   # (last, mover, a, b, first edge)
        self.groups: list[list[tuple[int, int, np.ndarray]]] = []   # per slice: nodes sharing children
        children: list[int] = []
        self.edge_index: dict[tuple[int, int], int] = {}
        for last in range(-1, k):
            for mover in (0, 1):
                members = np.flatnonzero((self.last == last) & (self.mover == mover))
                if not len(members):
                    continue
                a, b = int(members[0]), int(members[-1]) + 1
                e0 = len(children)
                for j in range(last + 1, k):
                    for node in range(a, b):
                        self.edge_index[(node, j)] = len(children)
                        _, last_bids = order[node]
                        children.append(self.nodes[(1 - mover, (last_bids + (j,))[-memory:] if memory else ())])
                self.slices.append((last, mover, a, b, e0))
                groups = []   # runs of nodes in [a, b) with the same children: (start, end, children by bid)
                start = a
                for node in range(a + 1, b + 1):
                    if node == b or kept(order[node][1]) != kept(order[start][1]) or \
                            len(order[node][1]) != len(order[start][1]):
                        groups.append((start, node, np.array(children[e0 + (start - a)::b - a][: k - 1 - last],
                                                               dtype=np.int64)))
                        start = node
                self.groups.append(groups)
        self.edge_child = np.array(children, dtype=np.int64)
        self.edge_parent = np.empty(len(children), dtype=np.int64)
        for (node, _), e in self.edge_index.items():
            self.edge_parent[e] = node
        self.actions = (k - 1 - self.last) + (self.last >= 0)
        # reach flows into children: per slice, its edges sorted by child (children may repeat)
        self.sums = []
        for last, _mover, a, b, e0 in self.slices:
            e1 = e0 + (b - a) * (k - 1 - last)
            ch = self.edge_child[e0:e1]
            perm = np.argsort(ch, kind="stable")
            uniq, starts = np.unique(ch[perm], return_index=True)
            self.sums.append((perm, uniq, starts))

    def edges(self, last: int, a: int, b: int, e0: int) -> tuple[int, int]:
        return e0, e0 + (b - a) * (self.k - 1 - last)

    # --- strategies -------------------------------------------------------------------------------
    def uniform(self) -> tuple[list[np.ndarray], list[np.ndarray]]:
        n, e = len(self.mover), len(self.edge_child)
        share = (1.0 / np.maximum(self.actions, 1)).astype(DTYPE)
        doubt = [np.zeros((n, self.h[s]), DTYPE) for s in (0, 1)]
        bid = [np.ones((e, self.h[s]), DTYPE) for s in (0, 1)]
        for last, mover, a, b, e0 in self.slices:
            lo, hi = self.edges(last, a, b, e0)
            if last >= 0:
                doubt[mover][a:b] = share[a:b, None]
            bid[mover][lo:hi] = np.tile(share[a:b], hi - lo and (hi - lo) // (b - a))[:, None]
        return doubt, bid

    def match(self, regret_doubt: np.ndarray, regret_bid: np.ndarray, seat: int) -> tuple[np.ndarray, np.ndarray]:
        """Regret matching for `seat` (uniform where no action has a positive regret)."""
        doubt = np.zeros_like(regret_doubt)
        bid = np.ones_like(regret_bid)
        for last, mover, a, b, e0 in self.slices:
            if mover != seat:
                continue
            lo, hi = self.edges(last, a, b, e0)
            width = b - a
            raises = regret_bid[lo:hi].reshape(-1, width, regret_bid.shape[1])
            total = raises.sum(axis=0) + (regret_doubt[a:b] if last >= 0 else 0.0)
            positive = total > 0
            safe = np.where(positive, total, 1.0)
            share = (1.0 / max(int(self.actions[a]), 1))
            if last >= 0:
                doubt[a:b] = np.where(positive, regret_doubt[a:b] / safe, share)
            bid[lo:hi] = np.where(positive[None], raises / safe[None], share).reshape(-1, regret_bid.shape[1])
        return doubt, bid

    # --- passes -----------------------------------------------------------------------------------
    def reach(self, bid: list[np.ndarray]) -> list[np.ndarray]:
        """Each seat's own chance of reaching each node, summed over the histories it stands for."""
        n = len(self.mover)
        out = []
        for s in (0, 1):
            r = np.zeros((n, self.h[s]), DTYPE)
            r[0] = 1.0
            for (last, _mover, a, b, e0), (perm, uniq, starts) in zip(self.slices, self.sums, strict=True):
                lo, hi = self.edges(last, a, b, e0)
                if lo == hi:
                    continue
                width = b - a
                flow = (r[a:b][None] * bid[s][lo:hi].reshape(-1, width, self.h[s])).reshape(-1, self.h[s])
                r[uniq] += np.add.reduceat(flow[perm], starts, axis=0)
            out.append(r)
        return out

    def sweep(self, doubt: list[np.ndarray], bid: list[np.ndarray], reach: list[np.ndarray]):
        """X's expected payoff below every node (per pair of hands), and each seat's counterfactual
        value of each of its actions where it moves: (eu, doubt values per seat, bid values per seat)."""
        n = len(self.mover)
        hx, hy = self.h
        eu = np.zeros((n, hx, hy), DTYPE)
        weighted = [reach[0] * self.p[0], reach[1] * self.p[1]]
        doubt_value = [np.zeros((n, hx), DTYPE), np.zeros((n, hy), DTYPE)]
        bid_value = [np.zeros((len(self.edge_child), hx), DTYPE), np.zeros((len(self.edge_child), hy), DTYPE)]
        for (last, mover, a, b, e0), groups in zip(reversed(self.slices), reversed(self.groups), strict=True):
            w_x, w_y = weighted[0][a:b], weighted[1][a:b]
            if last >= 0:   # the mover doubts bid `last`
                u = self.by[mover][last]
                if mover == 0:
                    doubt_value[0][a:b] = w_y @ u.T
                    eu[a:b] += doubt[0][a:b][:, :, None] * u[None]
                else:
                    doubt_value[1][a:b] = w_x.sum(axis=1)[:, None] - w_x @ u
                    eu[a:b] += doubt[1][a:b][:, None, :] * u[None]
            lo, hi = self.edges(last, a, b, e0)
            if lo == hi:
                continue
            width = b - a
            values = bid_value[mover][lo:hi].reshape(-1, width, self.h[mover])   # (raises, nodes, h) views
            strategy = bid[mover][lo:hi].reshape(-1, width, self.h[mover])
            for start, end, children in groups:
                below = eu[children]                       # (raises, hx, hy), shared by the run of nodes
                i, j = start - a, end - a
                if mover == 0:
                    # X's value of each raise: sum over Y's hands of the payoff below, weighted by Y's reach
                    values[:, i:j] = np.matmul(below, w_y[i:j].T).transpose(0, 2, 1)
                    eu[start:end] += np.matmul(strategy[:, i:j].transpose(2, 1, 0),
                                               below.transpose(1, 0, 2)).transpose(1, 0, 2)
                else:
                    values[:, i:j] = w_x[i:j].sum(axis=1)[None, :, None] - \
                        np.matmul(below.transpose(0, 2, 1), w_x[i:j].T).transpose(0, 2, 1)
                    eu[start:end] += np.matmul(below.transpose(2, 1, 0),
                                               strategy[:, i:j].transpose(2, 0, 1)).transpose(2, 1, 0)
        return eu, doubt_value, bid_value

    def node_values(self, seat: int, doubt: np.ndarray, bid: np.ndarray, doubt_value: np.ndarray,
                    bid_value: np.ndarray) -> np.ndarray:
        """The seat's counterfactual value of each node where it moves: its strategy's mix."""
        value = doubt * doubt_value
        for last, mover, a, b, e0 in self.slices:
            if mover != seat:
                continue
            lo, hi = self.edges(last, a, b, e0)
            if lo < hi:
                value[a:b] += (bid[lo:hi] * bid_value[lo:hi]).reshape(-1, b - a, bid.shape[1]).sum(axis=0)
        return value


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
    moves = [(game.mover == s)[:, None] for s in (0, 1)]
    edge_moves = [moves[s][game.edge_parent] for s in (0, 1)]
    can_doubt = (game.last >= 0)[:, None]
    value = float("nan")
    for t in range(1, iterations + 1):
        for s in (0, 1):
            reach = game.reach(bid)
            eu, doubt_value, bid_value = game.sweep(doubt, bid, reach)
            value = float(game.p[0] @ eu[0] @ game.p[1])
            node_value = game.node_values(s, doubt[s], bid[s], doubt_value[s], bid_value[s])
            p = game.edge_parent
            regret_doubt[s] = np.maximum(regret_doubt[s] + np.where(moves[s] & can_doubt,
                                                                    doubt_value[s] - node_value, 0.0), 0.0)
            regret_bid[s] = np.maximum(regret_bid[s] + np.where(edge_moves[s], bid_value[s] - node_value[p], 0.0), 0.0)
            sum_doubt[s] += t * reach[s] * np.where(moves[s], doubt[s], 0.0)
            sum_bid[s] += t * reach[s][p] * np.where(edge_moves[s], bid[s], 0.0)
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

    k, n, memory = exact.k, exact.n, solution.memory
    nodes = len(solution.nodes)
    edge_of = np.full((nodes, k), -1)
    for (node, j), e in solution.edge_index.items():
        edge_of[node, j] = e
    node_of_state = np.empty(n, dtype=np.int64)
    for state in range(n):
        history = [j for j in range(k) if state >> j & 1]
        node_of_state[state] = solution.nodes[node_of(history, memory)]
    out = []
    for s, h in ((0, exact.hx), (1, exact.hy)):
        moves = exact.x_moves if s == 0 else ~exact.x_moves
        doubt_raw = np.where((moves & (np.arange(n) > 0))[:, None], solution.doubt[s][node_of_state], 0.0)
        bid_raw = np.ones((n, h))
        total = doubt_raw.copy()
        for j in range(k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            edges = edge_of[node_of_state[parents], j]
            mine = moves[parents] & (edges >= 0)
            raw = np.where(mine[:, None], solution.bid[s][np.maximum(edges, 0)], 1.0)
            bid_raw[block] = raw
            total[parents] += np.where(mine[:, None], raw, 0.0)
        actions = exact.actions[:, None]
        safe = np.where(total > 0, total, 1.0)
        doubt = np.where(total > 0, doubt_raw / safe, 1.0 / np.maximum(actions, 1)) * (moves & (np.arange(n) > 0))[:, None]
        bid = np.ones((n, h))
        for j in range(k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            share = np.where(total[parents] > 0, bid_raw[block] / safe[parents], 1.0 / np.maximum(actions[parents], 1))
            bid[block] = np.where(moves[parents][:, None], share, 1.0)
        out.append(Strategy(bid.astype(np.float32), doubt.astype(np.float32)))
    return out[0], out[1]
