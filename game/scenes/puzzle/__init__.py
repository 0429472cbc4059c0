"""The Dicetime Puzzle on screen: one player, one pool of rerolls, a clock.

- `scene`: the play scene (the score table of `game.scenes.scoretable` with the Puzzle's board,
  the pool and the clock). A campaign level (`game.scenes.campaign`) plays a Puzzle too.
"""
