"""Drawing Bluff's review: the story, one row per round, read as a timeline (look review 15: text-heavy): the bids
that mattered in order (look review 24, "a very dense wall of chips": the player's own and the doubted one, one line),
each a chip with the bidder's badge and name, the bid as the game shows it ("4 ×" and a small planet die) and its
chance, a chevron leading on to the next (dots where others' bids are left out, counted in words first); then the
doubt, its bid as a picture too, and who lost."""

from __future__ import annotations

import pygame

from game.render import dice_view, faces, marks, text, theme
from game.render.dice_tokens import face_token
from game.render.panel import draw_panel
from game.render.seat_badges import draw_badge
from game.scenes.review import words

AREA = pygame.Rect(20, 150, 1240, 466)      # (over Back and the key hints)
ROW_HEIGHT = 128            # one line of chips and the doubt's line, with room between (review 24: fewer, bigger)
ROW_GAP = 20
ROWS_SHOWN = 3
CHIP_HEIGHT = 46
LEFT = 150
WORDS = text.LABEL           # 11 px letters at 800x450
CHANCE = 42                  # a chance is a number: 13 px digits at 800x450
BID_DIE = 36                 # a bid's planet die; its numeral a resting die's, 13 px of ink at 800x450 (look review 16:
                             # the small die's own numeral read 8 px there)
BID_NUMERAL = 52             # its numeral's type size: the digit's core 15 px at 800x450 as seen (at a resting die's 45,
                             # 13 px: look review 26 read 9-10 px)
STEP = 26                    # px from one chip to the next: a chevron between them (the story's order)


# A chance's colour tells its risk (look mid18: "all the same blue, the story doesn't read"): green a bid likely true
# (points' green: good), plain white a gamble (neither), red a danger (the bid was likely false); the figure itself is
# the second cue. No seat's colour (look review 23: the gamble's amber was also Ana's seat orange on her chips).
SAFE, GAMBLE = 80, 50            # % and up: likely true; a gamble; under GAMBLE: risky
RISK_COLOURS = (theme.GOOD, theme.TEXT, theme.DANGER)


def risk_colour(percent: float) -> tuple[int, int, int]:
    """The colour of a bid's chance (0..100) of being true when made."""
    return RISK_COLOURS[0 if round(percent) >= SAFE else 1 if round(percent) >= GAMBLE else 2]


def draw_legend(surface: pygame.Surface, midleft: tuple[int, int]) -> pygame.Rect:
    """What the chances' colours mean, one short line from `midleft` (under the story, at the left: the band's right
    keeps its stars; the subtitle says what the chances are)."""
    x, y = midleft
    gap = 24
    for colour, label in zip(RISK_COLOURS, words.risk_legend(SAFE, GAMBLE), strict=True):
        x = text.draw(surface, label, WORDS, colour, bold=True, midleft=(x, y)).right + gap
    return pygame.Rect(midleft[0], y - 10, x - gap - midleft[0], 20)


SUMMARY_FIGURE = 64          # the player's mean chance, the story's one main number (45 px; 28 px at 800x450)


def draw_summary(surface: pygame.Surface, story, seat: int, colour, centre: tuple[int, int]) -> None:
    """The player's bids in one line, their mean chance big in their colour (look review 16: one main number);
    without a bid the line alone."""
    bids = story.bids_by(seat)
    lost = story.dice_lost(seat)
    if not bids:
        text.draw(surface, words.bluff_no_bids(lost), WORDS, theme.TEXT, center=centre)
        return
    chance = 100 * sum(note.chance for note in bids) / len(bids)
    before, figure, after = words.bluff_summary_parts(len(bids), chance, lost)
    gap = 12
    widths = [text.width_of(before, WORDS), text.width_of(figure, SUMMARY_FIGURE, bold=True), text.width_of(after, WORDS)]
    x = centre[0] - (sum(widths) + 2 * gap) // 2
    big = text.draw(surface, figure, SUMMARY_FIGURE, colour, bold=True, midleft=(x + widths[0] + gap, centre[1]))
    # the words on the figure's baseline
    baseline = big.top + text.font(SUMMARY_FIGURE, bold=True).get_ascent()
    top = baseline - text.font(WORDS).get_ascent()
    text.draw(surface, before, WORDS, theme.TEXT, topleft=(x, top))
    text.draw(surface, after, WORDS, theme.TEXT, topleft=(big.right + gap, top))


def draw_story(surface: pygame.Surface, story, seats, seat: int, first: int, focus: int | None,
               clock: float, reduced_motion: bool) -> None:
    """Rounds `first` .. `first` + ROWS_SHOWN - 1; `seats` are the match's seats (names, colours)."""
    rounds = story.rounds[first:first + ROWS_SHOWN]
    for row, story_round in enumerate(rounds):
        rect = pygame.Rect(AREA.left, AREA.top + row * (ROW_HEIGHT + ROW_GAP), AREA.width, ROW_HEIGHT)
        _draw_round(surface, rect, story_round, seats, seat)
        if first + row == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)


def _draw_round(surface: pygame.Surface, rect: pygame.Rect, story_round, seats, seat: int) -> None:
    draw_panel(surface, rect)
    text.draw(surface, words.round_number(story_round.number), text.LABEL, theme.TEXT, bold=True,
              topleft=(rect.left + 16, rect.top + 12))
    text.draw(surface, words.dice_in_play(sum(story_round.dice)), WORDS, theme.TEXT_DIM,
              box=pygame.Rect(rect.left + 16, rect.top + 52, LEFT - 24, 40), topleft=(rect.left + 16, rect.top + 54))
    lane = pygame.Rect(rect.left + LEFT, rect.top + 12, rect.width - LEFT - 16, CHIP_HEIGHT)
    _draw_chips(surface, lane, story_round.bids, seats, seat)
    doubt = story_round.doubt
    if doubt is None:
        return
    before, after = words.doubt_parts(seats[doubt.doubter].name, seats[doubt.bidder].name, doubt.count)
    outcome = [words.lost(seats[s].name, n) for s, n in story_round.losses.items()]
    outcome += [words.gained(seats[s].name, n) for s, n in story_round.gains.items()]
    box = pygame.Rect(lane.left, rect.bottom - 50, lane.width, 40)
    drawn = text.draw(surface, before, WORDS, theme.TEXT, box=box, midleft=(box.left, box.centery))
    drawn = draw_bid(surface, doubt.bid, (drawn.right + (6 if before else 0), box.centery))   # the bid, as a picture
    drawn = text.draw(surface, after, WORDS, theme.TEXT, box=box, midleft=(drawn.right + 4, box.centery))
    colour = theme.DANGER if seat in story_round.losses else theme.TEXT_DIM
    rest = pygame.Rect(drawn.right + 18, box.top, max(10, box.right - drawn.right - 18), box.height)
    text.draw(surface, " · ".join(outcome), WORDS, colour, bold=seat in story_round.losses, box=rest,
              midleft=(rest.left, rest.centery))


def shown_bids(bids, seat: int, widths: list[int], room: int) -> list[int]:
    """The indices of the bids a round's one line shows: the player's own and the last (the doubted) one, in order;
    the player's earliest ones give way when they do not fit in `room` px."""
    last = len(bids) - 1
    kept = [k for k, note in enumerate(bids) if note.seat == seat and k != last] + [last] if bids else []
    while len(kept) > 1 and sum(widths[k] + STEP for k in kept) + _words_width(bids, kept) > room:
        kept.pop(0)
    return kept


def _words_width(bids, kept: list[int]) -> int:
    """The room the words before the first chip take ("3 other bids")."""
    return text.width_of(words.other_bids(len(bids) - len(kept)), CHANCE) + STEP if len(kept) < len(bids) else 0


def _draw_chips(surface: pygame.Surface, lane: pygame.Rect, bids, seats, seat: int) -> None:
    """The round's bids that mattered on one line, in order; how many others were left out, in words first."""
    widths = [_chip_width(note, seats) for note in bids]
    kept = shown_bids(bids, seat, widths, lane.width)
    x, y = lane.left, lane.top + CHIP_HEIGHT // 2
    if len(kept) < len(bids):
        x = text.draw(surface, words.other_bids(len(bids) - len(kept)), CHANCE, theme.TEXT_DIM, midleft=(x, y)).right
        x += STEP
    for k, index in enumerate(kept):
        if k and index != kept[k - 1] + 1:   # others' bids between: dots, not the chevron
            _dots(surface, (x - STEP // 2, y))
        elif k:
            _chevron(surface, (x - STEP // 2, y))
        _draw_chip(surface, pygame.Rect(x, lane.top, widths[index], CHIP_HEIGHT), bids[index], seats,
                   bids[index].seat == seat)
        x += widths[index] + STEP


def _dots(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """Three dots: bids left out between two chips."""
    for k in (-1, 0, 1):
        pygame.draw.circle(surface, theme.TEXT_DIM, (centre[0] + 7 * k, centre[1]), 2)


def _chip_text(note, seats) -> tuple[str, str]:
    return words.bid(seats[note.seat].name, "").rstrip(), words.bid_chance(100 * note.chance)   # ("CPU 2:": not "CPU 2 4 ×")


def _chip_width(note, seats) -> int:
    name, chance = _chip_text(note, seats)
    return 34 + text.width_of(name, WORDS) + 8 + _bid_width(note.bid) + 8 + text.width_of(chance, CHANCE, True) + 12


def _bid_width(bid) -> int:
    return text.width_of(f"{bid.quantity} ×", CHANCE, True) + 6 + BID_DIE


def draw_bid(surface: pygame.Surface, bid, midleft: tuple[int, int]) -> pygame.Rect:
    """A bid as the game shows it: "4 ×" and a small planet die (a star's for the star); returns where it lies."""
    said = text.draw(surface, f"{bid.quantity} ×", CHANCE, theme.TEXT, bold=True, midleft=midleft)
    die = pygame.Rect(said.right + 6, 0, BID_DIE, BID_DIE)
    die.centery = midleft[1]
    surface.blit(bid_die(bid.face), die)
    return said.union(die)


def bid_die(face: int, digit: bool = True) -> pygame.Surface:
    """A bid's planet die, `BID_DIE` px, its numeral a resting die's (the 6 is the star: no numeral)."""
    image = face_token(face, BID_DIE, star_for_six=True, numeral=False)
    if digit and face != 6:
        image = image.copy()
        numeral = dice_view.numeral_image(face, BID_NUMERAL)
        image.blit(numeral, numeral.get_rect(center=image.get_rect().center))
    return image


def _chevron(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A small chevron between two bids: the story goes on to the right."""
    x, y = centre
    pygame.draw.lines(surface, theme.TEXT_DIM, False, [(x - 3, y - 7), (x + 4, y), (x - 3, y + 7)], 3)


def _draw_chip(surface: pygame.Surface, rect: pygame.Rect, note, seats, own: bool) -> None:
    info = seats[note.seat]
    faces.draw_face(surface, rect, theme.PANEL_RAISED, 10)   # lit from above (the buttons')
    pygame.draw.rect(surface, theme.SEAT_COLOURS[info.colour] if own else theme.PANEL_EDGE, rect, 2 if own else 1,
                     border_radius=10)
    draw_badge(surface, info.colour, (rect.left + 18, rect.centery), 18)
    name, chance = _chip_text(note, seats)
    drawn = text.draw(surface, name, WORDS, theme.TEXT, midleft=(rect.left + 34, rect.centery))
    drawn = draw_bid(surface, note.bid, (drawn.right + 8, rect.centery))
    text.draw(surface, chance, CHANCE, risk_colour(100 * note.chance), bold=True, midleft=(drawn.right + 8, rect.centery))
