"""Words many screens share: the computer players' skills, what a score counts, places in a ranking, a day."""

from __future__ import annotations

from game.words import N_, _, ngettext, number

DIFFICULTY_WORDS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def difficulty(name: str) -> str:
    """A computer player's skill in words ("easy" -> "Easy" / "Leicht")."""
    return _(DIFFICULTY_WORDS.get(name, name))


def score_with_unit(total: int, unit: str) -> str:
    """A score and what it counts ("points", "rounds", "place"): "1,250 points", "1 Runde", "2nd place"."""
    if unit == "rounds":
        return ngettext("{n} round", "{n} rounds", total).format(n=number(total))
    if unit == "place":
        return _("{place} place").format(place=ordinal(total))
    return ngettext("{n} point", "{n} points", total).format(n=number(total))


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th ... in English; 1., 2., 3. in German (the catalog's "{n}th" says how)."""
    if place in (1, 2, 3):
        return (_("1st"), _("2nd"), _("3rd"))[place - 1]
    return _("{n}th").format(n=place)


def day(iso: str) -> str:
    """A day as players write it ("2026-11-21" -> "21 Nov 2026" / "21. Nov. 2026"); a text that is no day stays as it
    is (a record file's date is checked when read, so this is only a guard)."""
    try:
        year, month, date = (int(part) for part in iso.split("-"))
        months = _("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec").split()
        return _("{day} {month} {year}").format(day=date, month=months[month - 1], year=year)
    except (ValueError, IndexError):
        return iso
