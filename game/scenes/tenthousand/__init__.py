"""10000 and Zehntausend on screen: the options and seats, the play scene, the scoring table.

- ``scene``: the table: six planets, the set-aside strip, keep and turn points, bank / roll.
- ``view``: how the table looks; ``input``: a person's input; ``computer``: the computer seats.
- ``options``: the preset options a player may change, each with a one-line explanation, and the
  rules they make (pure).
- ``words``: what the scene says about a roll: which dice score what, why a keep or a bank is
  refused (pure; every answer comes from ``game.rules.tenthousand``).
- ``setup``: the options screen, then the seats (the shared setup screen).
- ``score_table``: the scoring table with dice pictures, one press away during play.
"""
