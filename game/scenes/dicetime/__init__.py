"""The five-dice table games: Dicetime, and the modes built on its table, Triple and the Puzzle.

- `dice_table`: the play scene they share (trays, turn flows, the score sheet), on the play kit;
- `dicetime`, `triple`, `puzzle`: each mode's scene, a small subclass;
- `boards`: what a five-dice scene needs to know about its game (boxes, columns), asked of `game.rules`;
- `turn_flow`: one seat's turn (roll, lock, choose a box); `computer_turns`: computers playing a flow;
- `table_layout`, `table_view`: where the trays, buttons and sheet go, and their pictures.

(The campaign's level scene, `game.scenes.campaign.level`, builds on the Puzzle.)
"""
