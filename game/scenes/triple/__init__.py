"""Triple on screen: Dicetime with three columns per seat, counted x1, x2 and x3.

- `scene`: the play scene (the score table of `game.scenes.scoretable` with Triple's board).
"""
