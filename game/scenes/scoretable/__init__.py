"""The parts Dicetime, Triple and the Puzzle share: a score table and trays, turns that end by
filling a box.

- `scene`: the play scene they share (trays, turn flows, the score sheet), on the play kit;
- `boards`: what a five-dice scene needs to know about its game (boxes, columns), asked of `game.rules`;
- `turn_flow`: one seat's turn (roll, lock, choose a box); `computer`: computers playing a flow;
- `layout`, `view`: where the trays, buttons and sheet go, and their pictures.
"""
