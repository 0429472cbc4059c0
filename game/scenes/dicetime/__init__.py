"""Dicetime on screen: five planets, up to three throws, one box per turn, 13 rounds.

- `scene`: the play scene (the score table of `game.scenes.scoretable` with Dicetime's board).

The parts Dicetime shares with Triple and the Puzzle (boards, turn flows, the computer seats,
the layout and pictures of a score table) are `game.scenes.scoretable`.
"""
