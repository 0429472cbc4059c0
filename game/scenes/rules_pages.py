"""The rule book's text: one page per mode, in plain words (from ../shared/RULES.md).

Plain data, no pygame. In a body, a line starting with "# " is a heading, one
starting with "- " a bullet, one starting with "= " a picture of dice (their faces, e.g. "= 3 3 3 5 5",
drawn with the game's own dice; a face with a "+" is a held die, "= 5+ 5+ 2", with the game's lock),
a blank line separates paragraphs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, TenThousandRules
from game.scenes.tenthousand.words import table_rows
from game.words import N_, _, number

#: Expected rounds from 0 of the optimal solo player (game.ai.tenthousand.expected_rounds, solved by
#: value iteration; tests/scenes/tenthousand/test_rules_book_scoring.py checks these against the solver).
PERFECT_ROUNDS = {"tenthousand": 28.65, "zehntausend": 24.16}


def _dice_rows(rules: TenThousandRules) -> str:
    """The scoring table as rows of dice pictures for the rule book ("@ faces | points | note")."""
    return "\n".join(f"@ {' '.join(map(str, dice))} | {number(points)} | {note}" for dice, points, note in table_rows(rules))


@dataclass(frozen=True)
class RulesPage:
    """`title` and `source` are English msgids (marked with N_, translated as the page is shown); `fills`
    put what the rules compute (a scoring table, a solved figure) in place of a word of the source, in the
    reader's language."""
    key: str
    title: str
    source: str
    fills: tuple[tuple[str, Callable[[], str]], ...] = ()

    @property
    def body(self) -> str:
        """The page in the current language, its fills filled."""
        body = _(self.source)
        for word, fill in self.fills:
            body = body.replace(word, fill())
        return body


_DICETIME = N_("""\
Five planet dice, thirteen rounds, one score sheet each. A die shows 1 to 6.

# Your turn
> 3 1 5 6 2 | | Throw all five planets
> 5+ 5+ 5+ 2 6 | | Lock some, throw the rest | three throws at most
> 5 5 5 2 6 | 15 | Write it in one empty box | here Fives; a filled box stays
> 1 2 4 6 6 | 0 | No fit: that box scores 0 | here Full house

# The boxes
> 4 4 4 1 2 | 12 | Ones to Sixes | that number added up: three 4s in Fours
> 4 4 4 2 6 | 20 | 3 of a kind | three alike or more: all five count
> 2 2 2 2 5 | 13 | 4 of a kind | four alike or more: all five count
> 3 3 3 5 5 | 25 | Full house | three alike and two alike, not five alike
> 2 3 4 5 5 | 30 | Small straight | four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6
> 2 3 4 5 6 | 40 | Large straight | five in a row: 1-2-3-4-5 or 2-3-4-5-6
> 6 6 6 6 6 | 50 | 5 of a kind | all five alike
> 6 5 3 2 1 | 17 | Chance | anything: all five count

# Bonus
>  | 35 | 63 or more in Ones to Sixes: 35 extra | none for a second 5 of a kind

# Versus
- Two to four players, people and computers mixed, each with a rocket colour.
- Thirteen rounds in seat order. The highest total wins; equal totals share.""")

_REVENGE = N_("""\
When a game of Dicetime or Triple ends, the losers may ask for a revenge: a rematch with the same players.

# What is different
- In the first round everybody plays at the same time, each player on their own tray with their own controls. Nobody waits for anybody.
- From the second round on, turns go around in seat order as usual.
- Everything else (boxes, points, bonus, the number of rounds) is the plain game.""")

_PUZZLE = N_("""\
A game of Dicetime for one, against the clock and with a shared supply of rerolls.

# How it plays
> 3 1 5 6 2 | | Every turn: a free first throw | of all five planets
> 5+ 5+ 2 1 3 | −1 | Each reroll: one from the pool | 26 a game, for any turn
- The level may set another pool. Save rerolls early to spend them on a big box later.
- A timer runs. When it reaches zero the game ends at once and the score so far counts: the filled boxes plus the bonus if you already have it.
- The boxes and points are those of Dicetime.

# On screen
- The clock in the upper middle shows the time left (8 minutes for a puzzle from the title menu). It keeps running while the planets roll, turns red for the last 30 seconds, and stops while the game is paused.
- The gauge beside the clock counts the rerolls left in the pool; its bar shows how much of it is left. When it is empty, Roll says so and only the free first throw of each turn is left.
- Hint (H, Y on a pad, or the Hint button) shows what the computer's pooled plan would keep or fill now, and how many points your own choice is expected to give up; the results show the total you gave up.

# The campaign
- The title's Puzzle entry opens the campaign map: the classic puzzle as free play, then worlds of levels along a path of planets. A level opens once the one before it has at least one star.
- A level sets the time, the pool and the score for one, two and three stars (with a target to reach, the stars go by the time left when you reach it), and usually a twist: rows crossed out or already filled, rows that count double or must score more than 0, a planet stuck on one face, another bonus line, rerolls won back. Its intro card says which; the clock starts when you close it.
- The last ten seconds tick. Hint shows what the computer player would do on this level; the results show your stars, your best, and what the computer player scores there.
- Every retry throws new dice, so a level is never the same twice.""")

_TRIPLE = N_("""\
Dicetime with three score sheets side by side, usually for two players (up to four).

# How it plays
- Each player has three columns, and each column holds all thirteen Dicetime boxes plus its own 35 bonus (for 63 or more in that column's Ones to Sixes).
- A turn is a Dicetime turn: up to three throws, then fill one open box in any of your columns.
- Column one counts once, column two twice, column three three times.
> 6 6 5 4 4 | 75 | Chance in column three | 25, three times
> 2 3 4 5 6 | 80 | Large straight in column two | 40, twice
- The game ends when every player has filled all 39 boxes. The highest total wins.""")

_BLUFF = N_("""\
Two to six players, five dice each. These dice show 1, 2, 3, 4, 5 and a star, and a star counts as every number. You only ever see your own dice.

# A round
- Everyone throws in secret.
- In turn, each player either raises the bid or doubts it.
- A bid says "at least this many dice show this face" among all dice on the table. Bids climb a track, lowest first: 1, 1 star, 2, 3, 2 stars, 4, 5, 3 stars, 6, 7, 4 stars and so on (n stars sit between 2n-1 and 2n plain dice). A raise is a higher face on the same step, or any step further along the track. A star step takes only stars.

# Doubting
All dice are shown and counted: every die showing the bid's face, plus every star. A star bid counts stars only.
Say the bid was four 4s:
> 4 * 2 1 3 | −2 | Two found: fewer than the bid | the bidder loses the difference
> 4 4 * 4 4 | −1 | Five found: more than the bid | the doubter loses the difference
> 4 4 * 4 1 | −1 | Four found: exactly the bid | the doubter loses one die
- Nobody loses more dice than they have. Without dice you are out; the last player holding dice wins.
The player who lost dice opens the next round (if they are out, the next player in seat order does).

# Options
- Reroll: when bidding you may put some of your dice in the open and throw the rest again in secret. Each time, at least one more of your dice must be open than before; open dice stay open for the round.
- Exact bid hits everyone: on an exact bid every player except the bidder loses one die, but a bystander with a single die keeps it.
- Exact bid pays the bidder: on an exact bid the doubter hands one die to the bidder (never more than five).
- Points: a player who loses their last die scores the number of dice already gone from the game; the winner adds the dice they still hold, so the winner always has five points per player.""")

_TENTHOUSAND = N_("""\
Six dice. Collect points throw by throw and bank them before your luck runs out; reach 10,000 in as few rounds as you can.

# The scoring table
DICE_ROWS

# Scoring (within one throw)
- A single 1: 100. A single 5: 50.
- Three alike: 1s 1000, 2s 200, 3s 300, 4s 400, 5s 500, 6s 600.
- Every die past three of the same number adds 1000: four 5s 1500, five 3s 2300, six 1s 4000.
- Three pairs: 1500. The straight 1-2-3-4-5-6: 1500.
Dice from different throws never combine.

# A round
- After each throw, set aside at least one scoring die. Then bank your points, or throw the rest.
- If all six dice are set aside, throw all six again.
- A throw with nothing to score ends the round and its points are lost.
- You may only bank with at least 350 points in the round.
- Confirmation (an option; 0 switches it off): once you set aside three alike or more, or the straight, you need 350 further points in that round before you may bank.

# Winning
Alone, the number of rounds you needed is the score to beat. With more players, the round in which someone reaches 10,000 is played to the end; the highest total at 10,000 or more wins.

A perfect player needs PERFECT rounds on average to reach 10,000 (solved exactly by this game's Hard computer player, which plays that way alone).""")

_ZEHNTAUSEND = N_("""\
The German cousin of 10000, also with six dice, scored differently.

# The scoring table
DICE_ROWS

# Scoring (within one throw)
- A single 1: 100. A single 5: 50.
- Three alike: 100 times the number, but three 1s are 1000.
- Each further die of that number doubles it: four 4s 800, five 4s 1600, four 1s 2000.
- The straight 1-6: 2000. Three different pairs: 1500. Two triples: 2500.

# A turn
- The scoring dice of a throw are set aside. The game takes all of them; letting you pick which to keep is an option.
- With more than 350 points in the turn you may stop and write them down, or throw the dice that did not score.
- A throw that scores nothing loses the points of the turn.
- If every die of a throw scored, carry on with all six.
- Bankrupt (on unless you switch it off): if the first throw of your turn scores nothing, your whole total drops to 0.

# Winning
The point limit is set before the game (10,000 unless you change it). Whoever passes it wins, but the round is played to the last player; if several pass the limit, the highest total wins. Play against people at the same screen or the computer.

A perfect player needs PERFECT rounds on average to pass 10,000 with bankrupt on (solved exactly by this game's Hard computer player, which plays that way alone).""")

_CONTROLS = N_("""\
Every screen works with the mouse, the keyboard or any gamepad, and several players can each use their own.

# Keyboard
~ Arrows / W / A / S / D | move
~ Enter / Space | choose
~ Esc | back (in a game: pause)
~ R | throw
~ L | lock
~ H | hint
~ Q / E / Tab | previous / next
~ P | pause
~ F11 / Alt + Enter | fullscreen

# Gamepad
~ D-pad | move (the left stick too)
~ A | choose
~ B | back (in a game: pause)
~ Start | pause
~ X | throw
~ Back / Select | lock
~ Y | hint
~ Shoulders | previous / next
- Pads can be plugged in or out at any time.

# Mouse
Point to highlight, click to choose, the wheel scrolls.""")



def _fills(mode: str, rules: TenThousandRules) -> tuple[tuple[str, Callable[[], str]], ...]:
    return (("DICE_ROWS", lambda: _dice_rows(rules)), ("PERFECT", lambda: number(PERFECT_ROUNDS[mode], 2)))


_REVIEW = N_("""\
After a game the results offer Review: your game, choice by choice, next to perfect play.

# Points given up
Each choice you make (a keep, a box filled, a bank or a throw on) is compared with what perfect play does from \
the same position. What perfect play would still average after its own choice, minus what it would average \
after yours, is what your choice gave up. A perfect choice gives up nothing. The review adds them up.

# Accuracy
- E: what perfect play averages over a whole game (245.9 points in Dicetime; in the Puzzle and the campaign, \
what the level allows).
- L: the points you gave up.
- Accuracy = (E - L) / E, as a percentage: 98.2 means your choices would average 98.2 percent of what \
perfect play averages. Luck does not change it: a great throw raises your score, not your accuracy.
- In 10000 and Zehntausend alone fewer rounds are better: L is the rounds given up, E the rounds perfect play \
needs on average, and accuracy = E / (E + L).

# Compared with what
- Dicetime: perfect play from your own card, as if you played alone (in versus too: the other sheets do not \
change the price).
- The Puzzle and the campaign levels the exact tables cover: perfect play, the clock left out. Levels with a \
row that must score or a target to reach have no review.
- Triple: no perfect Triple player is known; the review is an estimate by the Hard player's way of valuing a \
sheet.
- 10000 and Zehntausend: perfect solo play, the fewest rounds to the limit; in versus the last round is not \
priced.
- Bluff: the story of the game: each bid with the chance it was true for the bidder when made (from their own \
dice and the dice in the open), each doubt, and who lost dice.""")

PAGES: tuple[RulesPage, ...] = (
    RulesPage("dicetime", N_("Dicetime"), _DICETIME),
    RulesPage("revenge", N_("Revenge"), _REVENGE),
    RulesPage("triple", N_("Triple"), _TRIPLE),      # the modes in the title menu's order (Revenge: Dicetime's)
    RulesPage("puzzle", N_("Puzzle"), _PUZZLE),
    RulesPage("bluff", N_("Bluff"), _BLUFF),
    RulesPage("tenthousand", N_("10000"), _TENTHOUSAND, _fills("tenthousand", CLASSIC)),
    RulesPage("zehntausend", N_("Zehntausend"), _ZEHNTAUSEND, _fills("zehntausend", ZEHNTAUSEND)),
    RulesPage("review", N_("Review"), _REVIEW),
    RulesPage("controls", N_("Controls"), _CONTROLS),
)


def page_index(key: str) -> int:
    """Where the page `key` is (a scene's `rules_page`); 0 for an unknown or empty key."""
    for index, page in enumerate(PAGES):
        if page.key == key:
            return index
    return 0
