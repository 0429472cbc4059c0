"""What the 10000 table says about a throw, asked of the rules (pure, no pygame).

- ``scoring_groups(roll, rules)``: the dice that score and what they score together, for the glow.
- ``keep_problem(chosen, rules)``: why a chosen set of dice cannot be set aside (None if it can).
- ``bank_block(turn, chosen)``: why the turn may not bank now, with `chosen` set aside (None if it may).
- ``pick_problem(roll, chosen, position, rules)``: why that planet cannot join the chosen ones.
- ``hint_line(advice, roll, chosen)``: the hint in words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.errors import IllegalMove
from game.rules.tenthousand import (
    DICE,
    TenThousandRules,
    TenThousandTurn,
    keep_needs_confirmation,
    score_keep,
    scoring_indices,
    scoring_keeps,
)
from game.words import N_, _, ngettext, number

if TYPE_CHECKING:
    from game.ai.tenthousand import Hint  # (pure words: the AI's numpy stays off the rules book's path)

NUMBER_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}


def scoring_groups(roll: Sequence[int], rules: TenThousandRules) -> list[tuple[tuple[int, ...], int]]:
    """(indices into `roll`, points) for each scoring group of the best keep of the roll: a single
    1 or 5, three (or more) alike, or the whole throw for a straight / three pairs / two triples."""
    auto = scoring_indices(roll, rules)
    if not auto:
        return []
    total = score_keep(tuple(roll[i] for i in auto), rules) or 0
    groups: list[tuple[tuple[int, ...], int]] = []
    by_face: dict[int, list[int]] = {}
    for i in auto:
        by_face.setdefault(roll[i], []).append(i)
    for face, indices in sorted(by_face.items()):
        kind = (face,) * len(indices)
        if len(indices) >= 3 and keep_needs_confirmation(kind, rules):
            groups.append((tuple(indices), score_keep(kind, rules) or 0))
        elif face in (1, 5):
            groups.extend(((i,), score_keep((face,), rules) or 0) for i in indices)
        else:
            return [(tuple(auto), total)]
    if sum(group[1] for group in groups) != total:
        return [(tuple(auto), total)]
    return groups


def combination_name(keep: Sequence[int]) -> str:
    """'the triple', 'the four alike', 'the straight', 'the two triples', 'the combination'."""
    counts = sorted(Counter(keep).values())
    if counts == [1] * DICE:
        return _("the straight")
    if counts == [3, 3]:
        return _("the two triples")
    biggest = max(counts)
    if biggest == 3:
        return _("the triple")
    if biggest >= 4:
        return _("the {count} alike").format(count=_(NUMBER_WORDS[biggest]))
    return _("the combination")


def keep_problem(chosen: Sequence[int], rules: TenThousandRules) -> str | None:
    """Why the dice showing `chosen` cannot be set aside together; None if they can."""
    if not chosen:
        return _("Choose at least one scoring planet to set aside")
    if score_keep(tuple(chosen), rules) is not None:
        return None
    for face, count in sorted(Counter(chosen).items()):
        if face in (1, 5) or count >= 3:
            continue
        if count == 1:
            return _("A single {face} does not score").format(face=face)
        return _("Two {face}s do not score: three alike are needed").format(face=face)
    if sorted(Counter(chosen).values()) == [2, 4] and rules.three_pairs_distinct:
        return _("Three pairs must show three different numbers")
    return _("These planets do not score together: every planet set aside must score")


def pick_problem(roll: Sequence[int], chosen: Sequence[int], position: int,
                 rules: TenThousandRules) -> str | None:
    """Why the planet at `position` of the throw `roll` cannot join the values `chosen` so far (None:
    it can, some scoring keep of the throw holds them all)."""
    wanted = sorted((*chosen, roll[position]))
    if any(_contains(keep, wanted) for keep in scoring_keeps(roll, rules)):
        return None
    problem = keep_problem(wanted, rules) or _("That planet cannot score with the others")
    if len(wanted) > 1 and keep_problem((roll[position],), rules):
        problem = keep_problem((roll[position],), rules) or problem
    return problem


def part_of_a_set(roll: Sequence[int], chosen: Sequence[int], rules: TenThousandRules) -> bool:
    """Whether the values `chosen` so far are part of a scoring keep of the throw `roll` (a 3 of three 3s:
    it scores once the rest of its set joins it)."""
    return bool(chosen) and any(_contains(keep, sorted(chosen)) for keep in scoring_keeps(roll, rules))


def _contains(keep: tuple[int, ...], wanted: list[int]) -> bool:
    """Whether the multiset `keep` holds every value of `wanted`."""
    rest = list(keep)
    for value in wanted:
        if value not in rest:
            return False
        rest.remove(value)
    return True


def hint_line(advice: Hint, roll: Sequence[int], chosen: tuple[int, ...]) -> str:
    """The hint in words: what to set aside (and what the person's `chosen` values cost), or bank /
    roll on (and what the other costs)."""
    chance = "" if advice.chance is None else _(" - {percent}% to win").format(  # exact: two seats
        percent=number(100 * advice.chance, 1))
    if advice.action == "keep":
        line = _("Hint: set aside {faces}").format(faces=" ".join(str(roll[i]) for i in advice.keep))
        if chosen in advice.costs:
            cost = cost_text(advice, chosen)
            line += _(" - your choice is as good") if cost is None else _(" - your choice {cost}").format(cost=cost)
        return line + chance
    other = "roll" if advice.action == "bank" else "bank"
    line = _("Hint: bank now") if advice.action == "bank" else _("Hint: roll on")
    if other in advice.costs:
        cost = cost_text(advice, other) or _("the best choice")
        line += (_(" (rolling on {cost})") if other == "roll" else _(" (banking {cost})")).format(cost=cost)
    return line + chance


def cost_text(advice: Hint, choice: object) -> str | None:
    """What a choice gives up against the best one, in words; None when it is (as good as) the best."""
    cost = advice.costs.get(choice, 0.0)
    if cost <= 1e-9:
        return None
    if advice.unit == "rounds":
        return _("costs {rounds} rounds on average").format(rounds=number(cost, 2))
    chance = _("{percent}%").format(percent=number(100 * cost, 1))
    return _("costs {chance} chance to win").format(chance=chance)


def _clone(turn: TenThousandTurn) -> TenThousandTurn:
    copy = TenThousandTurn(turn.rules)
    for name in ("phase", "outcome", "points", "to_roll", "last_roll", "rolls", "confirm_left"):
        setattr(copy, name, getattr(turn, name))
    copy.kept = list(turn.kept)
    return copy


def after_keep(turn: TenThousandTurn, chosen_indices: Sequence[int]) -> TenThousandTurn | None:
    """The turn as it would be with the dice at `chosen_indices` of the roll set aside (None if the
    rules refuse that keep)."""
    copy = _clone(turn)
    try:
        copy._set_aside(tuple(chosen_indices))
    except IllegalMove:
        return None
    return copy


def bank_shortfall(turn: TenThousandTurn, chosen_indices: Sequence[int] = ()) -> int:
    """The points the turn still owes before it may bank (with the chosen dice set aside first): short of the banking
    minimum, else what a set still asks to be confirmed; 0 if it owes nothing (or the keep is refused)."""
    if turn.is_over or turn.phase == "roll":
        return 0
    if turn.phase == "keep" and chosen_indices:
        after = after_keep(turn, chosen_indices)
        if after is None:
            return 0
        turn = after
    minimum = turn.rules.bank_minimum
    return minimum - turn.points if turn.points < minimum else turn.confirm_left


def bank_block(turn: TenThousandTurn, chosen_indices: Sequence[int] = ()) -> str | None:
    """Why banking is not allowed now (with the chosen dice set aside first); None if it is."""
    if turn.is_over:
        return _("The turn is over")
    if turn.phase == "roll":
        return _("Roll first")
    if turn.phase == "keep":
        if not chosen_indices:
            return _("Set scoring planets aside first")
        after = after_keep(turn, chosen_indices)
        if after is None:
            assert turn.last_roll is not None
            return keep_problem([turn.last_roll[i] for i in chosen_indices], turn.rules)
        turn = after
    rules = turn.rules
    if turn.points < rules.bank_minimum:
        return _("{minimum} to bank: {more} more").format(minimum=number(rules.bank_minimum),
                                                           more=number(rules.bank_minimum - turn.points))
    if turn.confirm_left:
        owed = next((keep for keep in reversed(turn.kept) if keep_needs_confirmation(keep, rules)), ())
        return _("Confirm {combination}: {more} more").format(combination=combination_name(owed),
                                                               more=number(turn.confirm_left))
    return None


def table_rows(rules: TenThousandRules) -> list[tuple[tuple[int, ...], int, str]]:
    """The scoring table of `rules`: (dice shown, points, a note), every number asked of the rules."""
    rows: list[tuple[tuple[int, ...], int, str]] = [
        ((1,), score_keep((1,), rules) or 0, _("a single 1")),
        ((5,), score_keep((5,), rules) or 0, _("a single 5")),
    ]
    for face in (1, 2, 3, 4, 5, 6):
        rows.append(((face,) * 3, score_keep((face,) * 3, rules) or 0, _("three {face}s").format(face=face)))
    further = (_("doubles per extra die") if rules.extra_die == "double"
               else _("+{points} per extra die").format(points=number(rules.extra_die_points)))
    for keep in ((4,) * 4, (5,) * 4, (3,) * 5, (1,) * 6):
        rows.append((keep, score_keep(keep, rules) or 0, further))
    rows.append(((1, 2, 3, 4, 5, 6), score_keep((1, 2, 3, 4, 5, 6), rules) or 0, _("the straight")))
    pairs_note = _("three different pairs") if rules.three_pairs_distinct else _("three pairs")
    rows.append(((2, 2, 3, 3, 6, 6), score_keep((2, 2, 3, 3, 6, 6), rules) or 0, pairs_note))
    if rules.two_triples:
        rows.append(((2, 2, 2, 4, 4, 4), score_keep((2, 2, 2, 4, 4, 4), rules) or 0, _("two triples")))
    return rows


def bust_words(outcome: str | None, name: str, lost: int, total_before: int) -> tuple[str, str]:
    """A throw that scored nothing: the banner and the table's line (bankrupt: the total is wiped out)."""
    if outcome == "bankrupt":
        return _("BANKRUPT!"), _("{name}'s first throw scored nothing: the total of {total} is wiped out").format(
            name=name, total=number(total_before))
    return _("BUST – nothing scores"), (   # (the line says what it costs, not the banner again: look review 23)
        _("{name} loses the {points} points of this turn").format(name=name, points=number(lost))
        if lost else _("{name}'s turn ends with nothing banked").format(name=name))


def plaque_lines(points: int, lost: bool) -> tuple[str, str]:
    """The set-aside rack's plaque, the long way and the short one (when the long one does not fit): the points the kept
    dice make this turn, or, during a bust, the points it lost with them."""
    if lost:
        return _("Lost {points}").format(points=number(points)), f"-{number(points)}"
    return _("Kept {points}").format(points=number(points)), number(points)


def end_line(names: Sequence[str], target: int, rounds: int, solo: bool) -> str:
    """The game's end: alone, the rounds it took to the target; in versus, who won."""
    if solo:
        return ngettext("{target} reached in {n} round!", "{target} reached in {n} rounds!", rounds).format(
            target=number(target), n=rounds)
    return ngettext("{names} wins!", "{names} win!", len(names)).format(names=_(" and ").join(names))


def title_of(mode_title: str, attract: bool, players: int) -> str:
    """The title bar's words: the mode, and " · demo" in the attract mode, " · solo" for one player (look review 24:
    a bare "10000" read oddly)."""
    more = _("demo") if attract else _("solo") if players == 1 else ""
    return f"{mode_title} · {more}" if more else mode_title


def goal_line(target: int) -> str:
    """Under a solo game's total, what it is about (look review 24: "Fewer rounds is better" read oddly)."""
    return _("Goal: fewest rounds to {target}").format(target=number(target))


def winner_lines(totals: Sequence[int], names: Sequence[str]) -> tuple[str, str]:
    """The side panel's two lines beside the winner's rocket at the game's end: by how much, over whom (the banner
    on the felt says who won, once: look review 13 read "CPU 2 wins!" three times), or the points a shared win
    shares."""
    order = sorted(range(len(totals)), key=lambda seat: -totals[seat])
    best, second = order[0], order[1]
    if totals[second] == totals[best]:
        return _("A shared win"), ngettext("{points} point each", "{points} points each", totals[best]).format(
            points=number(totals[best]))
    return (_("Won by {points}").format(points=number(totals[best] - totals[second])),
            _("ahead of {name}").format(name=names[second]))


def lead_story(history: Sequence[tuple[int, str, int]], players: int) -> tuple[int, int] | None:
    """How the lead went, from the game's turns ((seat, outcome, points) each, seat order, a round every `players`
    turns): the round from which the last one alone in front stayed there to the end, and how often the lead passed
    from one seat to another (a tie is no one's lead: who leads after it is a change only if it is someone else); None
    when no one is alone in front at the end."""
    totals = [0] * players
    leader = last = None
    since = changes = 0
    for turn, (seat, outcome, points) in enumerate(history):
        if outcome == "banked":
            totals[seat] += points
        elif outcome == "bankrupt":
            totals[seat] = 0
        best = max(totals)
        now = totals.index(best) if best > 0 and totals.count(best) == 1 else None
        if now is not None and now != leader:
            changes += last is not None and now != last
            last, since = now, turn // players + 1
        leader = now
    return None if leader is None else (since, changes)


def lead_lines(story: tuple[int, int], rounds: int) -> tuple[str, str]:
    """`lead_story`'s two lines, under the winner's in the side panel at the game's end (look review 21: an empty gap
    there), for a game of `rounds` rounds: the lead taken in its last round is said so (review 25: "In front since
    round 15" in a 15-round game said nothing)."""
    since, changes = story
    if since == 1:
        first = _("In front from the first round")
    elif since >= rounds:
        first = _("Ahead only in the last round")
    else:
        first = _("In front since round {n}").format(n=number(since))
    if not changes:
        return first, _("The lead never changed")
    return first, ngettext("The lead changed once", "The lead changed {n} times", changes).format(
        n=number(changes))
