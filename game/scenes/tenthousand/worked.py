"""The options screen's card works each rule through with numbers (look mid18: "300 -> need 650 to bank", not the
value repeated; no arrows: the game's type has none): the focused option's planets, what they score by these rules, and what the option makes of it.

Pure (no pygame): the figures come from the rules (`score_keep`, `scoring_keeps`), never written in by hand.
"""

from __future__ import annotations

from game.rules.tenthousand import TenThousandRules, score_keep, scoring_keeps
from game.words import _, number

#: the planets each option's picture shows: three alike, a start too small to bank, a throw that scores nothing,
#: three 1s (1,000 toward the limit), scoring planets to set aside
FACES = {"confirmation": (4, 4, 4), "bank_minimum": (1, 5, 5), "bankrupt": (2, 3, 4, 6), "target": (1, 1, 1),
         "automatic_keeps": (1, 5, 3)}
TOTAL = 4_250   # a player's total before a throw that scores nothing (Bankrupt's example)


def worked(name: str, value: object, rules: TenThousandRules) -> str:
    """Option `name` at `value` worked through on its planets (FACES[name]) under `rules` (which carry `value`)."""
    faces = FACES[name]
    if name == "confirmation":
        points = score_keep(faces, rules) or 0
        need = max(points + int(value), rules.bank_minimum)
        if need <= points:
            return _("{points} now: bank at once").format(points=number(points))
        return _("{points} now: bank from {need}").format(points=number(points), need=number(need))
    if name == "bank_minimum":
        points = score_keep(faces, rules) or 0
        return _("{points} now: bank from {need}").format(points=number(points), need=number(max(points, int(value))))
    if name == "bankrupt":
        return (_("total {total} drops to 0") if value else _("total {total} stays")).format(total=number(TOTAL))
    if name == "target":
        points = score_keep(faces, rules) or 0
        return _("{points}: {left} to go").format(points=number(points), left=number(max(0, int(value) - points)))
    keeps = scoring_keeps(faces, rules)   # automatic_keeps: all the scoring planets, or the player's pick of them
    if value:
        every = max(keeps, key=len)
        return _("{dice} set aside: {points}").format(dice=" ".join(map(str, sorted(every))), points=number(keeps[every]))
    least, most = min(keeps, key=lambda keep: (len(keep), -keeps[keep])), max(keeps, key=len)
    return _("{one} = {few} or {all} = {many}").format(one=" ".join(map(str, sorted(least))), few=number(keeps[least]),
                                                       all=" ".join(map(str, sorted(most))), many=number(keeps[most]))
