"""What a level's results card says in words beside its score: the player's best (a new one said once, on its own
line in gold) and the computer player's usual score."""

from __future__ import annotations

from game.campaign.yardstick import ComputerMedian
from game.render.clock import clock_text
from game.words import _, common, ngettext, number


def best_line(o, new_best: bool) -> str:
    """The bests' line of outcome `o` (a cards.Outcome): "New best: ..." for a won level's new best (the brief of
    session 18: not "a new best!" under the stars over "Your best: ..." saying it again), else the best kept."""
    if not o.recorded:
        return _("A demo game: your progress is not changed")
    time = clock_text(o.best_time_left) if o.best_time_left is not None else ""
    if new_best:
        if o.best_time_left is None:
            return ngettext("New best: {score} points, {n} star", "New best: {score} points, {n} stars",
                            o.best_stars).format(score=o.best_score, n=o.best_stars)
        return ngettext("New best: {score} points, {n} star, best time left {time}",
                        "New best: {score} points, {n} stars, best time left {time}", o.best_stars).format(
            score=o.best_score, n=o.best_stars, time=time)
    if o.best_time_left is None:   # never won: there is no best time left to show
        return ngettext("Your best: {score} points, {n} star", "Your best: {score} points, {n} stars",
                        o.best_stars).format(score=o.best_score, n=o.best_stars)
    return ngettext("Your best: {score} points, {n} star, best time left {time}",
                    "Your best: {score} points, {n} stars, best time left {time}", o.best_stars).format(
        score=o.best_score, n=o.best_stars, time=time)


def median_line(median: ComputerMedian) -> str:
    """The computer's median said for a player: what it usually does here (not "median of 101 games")."""
    who = _("The computer player ({skill})").format(skill=common.difficulty(median.difficulty))
    if median.by_time:
        if median.time_left is None:
            return _("{who} usually misses the target").format(who=who)
        whole = int(median.time_left)
        return _("{who} usually reaches the target with {time} left").format(who=who, time=f"{whole // 60}:{whole % 60:02d}")
    # (a median, said as one: "usually scores" read as a contradiction beside a perfect player's lower average)
    # (look review 27b: "in half its games" read as a log; 28a d17: "scores 122 or more half the time" is clunky)
    return _("{skill} computer: {points} or more, one game in two").format(
        skill=common.difficulty(median.difficulty), points=number(round(median.score)))


def rows_named(names) -> str:
    """Row names in the player's words, in the sheet's order, joined with commas."""
    from game.render.scoresheet import CATEGORY_NAMES  # (the sheet's words)

    return ", ".join(_(CATEGORY_NAMES[name]) for name in sorted(names, key=list(CATEGORY_NAMES).index))


UNSPENT_TIP = 3   # rerolls left over at the end from which a lost card's tip is about them


def lost_tip(rerolls_left: int, nothing: tuple[str, ...]) -> str:
    """A lost level's one-line tip from what happened in it (mid critique 18: the card was all numbers): the rerolls
    left unspent, else the rows that scored nothing (`nothing`, in the sheet's order: its first three named); else none,
    never made up."""
    if rerolls_left >= UNSPENT_TIP:
        return ngettext("Tip: {n} reroll left unspent – reroll for the big rows",
                        "Tip: {n} rerolls left unspent – reroll for the big rows",
                        rerolls_left).format(n=number(rerolls_left))
    if nothing:
        return ngettext("Tip: {rows} scored nothing – keep dice for it sooner",
                        "Tip: {rows} scored nothing – keep dice for them sooner", len(nothing)).format(
            rows=rows_named(nothing[:3]))
    return ""
