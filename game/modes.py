"""The table of modes: what each game mode is, in one place.

The title menu, the setup screen, the play scenes' quick games, the results, the high
scores and the attract demos all read this table; nothing else lists the modes. Adding a
mode is one `Mode(...)` entry in `MODES` (or `register(Mode(...))`) plus its scene package,
registered by name in `game/scenes/registry.py` (see DEVELOPERS.md, "Adding a mode").

Pure data: no pygame, no scenes. Scenes are named by their registry names, so a mode
whose play scene is not registered yet shows as "coming soon" on the title.

Ranking (how a match's results are ordered, `Mode.ranking`):
- `HIGHER_TOTAL`: the highest total wins (Dicetime, Triple, Puzzle, versus 10000).
- `FEWER_ROUNDS`: the score is the number of rounds taken; fewer wins (solo 10000).
- `LAST_STANDING`: the score is how long a seat stayed in the game (the number of seats
  knocked out before it; the survivor has the most); the last one standing wins (Bluff).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.words import N_

HIGHER_TOTAL = "higher total"
FEWER_ROUNDS = "fewer rounds"
LAST_STANDING = "last one standing"
RANKINGS: tuple[str, ...] = (HIGHER_TOTAL, FEWER_ROUNDS, LAST_STANDING)
MAX_SEATS = 6   # the most seats any mode has (six colours, six rockets)


@dataclass(frozen=True)
class Mode:
    """One game mode.

    `scene`: the registry name of its play scene, built as `Class(app, match=MatchConfig)`
    (and `Class(app)` for a quick game). `setup`: the registry name of the screen that seats
    the players, built as `Class(app, mode=name)`; None for modes that start straight away
    (the Puzzle). `solo_ranking`: the ranking of a one-seat match when it differs from
    `ranking` (solo 10000 counts rounds). `high_scores`: the name of its high-score table
    (None: no table); `high_scores_solo`: only one-seat matches enter it; `lower_scores_first`:
    the table puts the smallest score on top. `revenge`: the results offer a Revenge (all
    first turns at the same time). `menu`: listed on the title (throwaway test modes are not).
    `score_unit`: what a score counts, shown on the results ("points", "rounds", ...). `subtitle`: a few words under
    its name where the modes are listed (the title's keys, the rules' page): what sets it apart at a glance (look
    review 28b #2: "10000" and "Zehntausend" side by side read as one entry twice, untranslated).
    """

    name: str
    label: str
    scene: str
    min_seats: int = 1
    max_seats: int = 4
    default_seats: int = 2
    setup: str | None = "setup"
    ranking: str = HIGHER_TOTAL
    solo_ranking: str | None = None
    high_scores: str | None = None
    high_scores_solo: bool = False
    lower_scores_first: bool = False
    rules_page: str = ""
    revenge: bool = False
    menu: bool = True
    attract_seats: int = 2
    score_unit: str = "points"
    subtitle: str = ""

    def __post_init__(self) -> None:
        if not 1 <= self.min_seats <= self.default_seats <= self.max_seats <= MAX_SEATS:
            raise ValueError(f"mode {self.name!r}: seats must satisfy 1 <= min <= default <= max <= {MAX_SEATS}, "
                             f"got {self.min_seats}, {self.default_seats}, {self.max_seats}")
        for ranking in (self.ranking, self.solo_ranking):
            if ranking is not None and ranking not in RANKINGS:
                raise ValueError(f"mode {self.name!r}: ranking must be one of {RANKINGS}, got {ranking!r}")
        if not self.min_seats <= self.attract_seats <= self.max_seats:
            raise ValueError(f"mode {self.name!r}: attract_seats must lie within its seat range")

    def ranking_for(self, seats: int) -> str:
        """How a match of `seats` seats ranks its results."""
        return self.solo_ranking if seats == 1 and self.solo_ranking is not None else self.ranking

    def lower_wins(self, seats: int) -> bool:
        return self.ranking_for(seats) == FEWER_ROUNDS

    def unit_for(self, seats: int) -> str:
        """What a score of a `seats`-seat match counts: 'rounds' when fewer rounds win."""
        return "rounds" if self.lower_wins(seats) else self.score_unit

    def enters_high_scores(self, seats: int) -> bool:
        """True if a match with `seats` seats may enter the mode's high-score table."""
        return self.high_scores is not None and (not self.high_scores_solo or seats == 1)

    def seat_range_text(self) -> str:
        """'1–4 seats', '2–6 seats' or '1 seat'."""
        if self.min_seats == self.max_seats:
            return f"{self.min_seats} seat{'s' if self.min_seats != 1 else ''}"
        return f"{self.min_seats}–{self.max_seats} seats"


MODES: dict[str, Mode] = {}


def register(mode: Mode) -> Mode:
    """Add `mode` to the table (or replace the entry of that name); returns it."""
    MODES[mode.name] = mode
    return mode


def get(name: str) -> Mode:
    try:
        return MODES[name]
    except KeyError:
        raise ValueError(f"unknown mode {name!r}; modes: {', '.join(MODES)}") from None


def names() -> tuple[str, ...]:
    return tuple(MODES)


def title(name: str) -> str:
    return get(name).label


def high_score_tables() -> tuple[str, ...]:
    """Every mode's high-score table name, in table order (no repeats)."""
    return tuple(dict.fromkeys(m.high_scores for m in MODES.values() if m.high_scores is not None))


def mode_of_table(table: str) -> Mode:
    """The (first) mode that keeps the high-score table `table`."""
    for mode in MODES.values():
        if mode.high_scores == table:
            return mode
    raise ValueError(f"no high-score table {table!r}; tables: {', '.join(high_score_tables())}")


# ---------------------------------------------------------------------------- the modes
# Labels are English msgids (N_): whoever draws one translates it with game.words._.
# In title-menu order. The entries of modes still being built are declared here already:
# the title shows them as "coming soon" until their play scene is registered.
for _mode in (
    Mode("dicetime", N_("Dicetime"), scene="dicetime",
         subtitle=N_("5 dice, 13 boxes"), min_seats=1, max_seats=4, default_seats=2,
         setup="setup_dicetime", high_scores="dicetime", rules_page="dicetime", revenge=True),
    Mode("triple", N_("Triple"), scene="triple",
         subtitle=N_("three sheets"), min_seats=2, max_seats=4, default_seats=2,
         setup="setup_triple", high_scores="triple", rules_page="triple", revenge=True),
    # The title's Puzzle entry opens the campaign map (its "setup"): the levels, and the classic
    # puzzle as free play. A campaign level is a match of mode "campaign" (no high-score table:
    # a level keeps its best score, time and stars in the campaign progress instead).
    Mode("puzzle", N_("Puzzle"), scene="puzzle",
         subtitle=N_("timed levels"), min_seats=1, max_seats=1, default_seats=1, setup="campaign",
         high_scores="puzzle", rules_page="puzzle", attract_seats=1),
    Mode("campaign", N_("Campaign"), scene="campaign_level", min_seats=1, max_seats=1, default_seats=1,
         setup="campaign", rules_page="puzzle", attract_seats=1, menu=False),
    Mode("bluff", N_("Bluff"), scene="bluff",
         subtitle=N_("liar's dice"), min_seats=2, max_seats=6, default_seats=4,
         ranking=LAST_STANDING, high_scores=None, rules_page="bluff", attract_seats=4, score_unit="place"),
    Mode("tenthousand", N_("10000"), scene="tenthousand",
         subtitle=N_("classic rules"), min_seats=1, max_seats=6, default_seats=2,
         setup="setup_tenthousand",
         solo_ranking=FEWER_ROUNDS, high_scores="tenthousand", high_scores_solo=True, lower_scores_first=True,
         rules_page="tenthousand"),
    Mode("zehntausend", N_("Zehntausend"), scene="zehntausend",
         subtitle=N_("German rules"), min_seats=1, max_seats=6, default_seats=2,
         setup="setup_tenthousand",
         solo_ranking=FEWER_ROUNDS, high_scores="zehntausend", high_scores_solo=True, lower_scores_first=True,
         rules_page="zehntausend"),
):
    register(_mode)
del _mode
