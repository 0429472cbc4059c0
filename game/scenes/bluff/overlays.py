"""What the Bluff table shows over itself: the doubt's verdict, the points table between games and the
hot-seat curtain (the wait for an unplugged pad is the play kit's). Drawing only; the view passes
what to show."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.match import Seat
from game.render import cups, rockets, text, theme
from game.render.dice_tokens import cube_token
from game.render.panel import draw_panel
from game.scenes.bluff import words
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.seat_cards import COUNTED
from game.words import _, ngettext

Colour = tuple[int, int, int]

BANNER_SIZE = text.HEADING     # the verdict's word on its ribbon ("The bid holds!"), at most
BANNER_HEIGHT = 70             # px of the strip the ribbon stands in (its words + 22 px, its shadow)


def verdict_panel(strip: pygame.Rect) -> pygame.Rect:
    """The verdict's panel in its strip (the board's place at the reveal: the scene's `track_rect`)."""
    return strip.inflate(-32, -6)


FOUND_SIZE = 62    # "8 found" under a doubt on one line (TITLE's 72 left who opens next 9 px over the panel's edge)
LEFT_WIDTH = 470   # px of the doubt and the tally at most (German's "Spieler 1 zweifelt 1 Stern von CPU 6 an" on one line:
                   # at 420 it wrapped, and who opens next sat 12 px over the panel's bottom edge, look review 20)


def verdict_parts(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The verdict strip `box` in two: (left: the doubt and the tally, right: the bid's meter, then the verdict)."""
    left = pygame.Rect(box.left + 20, box.top, min(LEFT_WIDTH, box.width * 2 // 5), box.height)
    return left, pygame.Rect(left.right + 24, box.top, box.right - left.right - 44, box.height)


def banner_room(box: pygame.Rect) -> pygame.Rect:
    """Where the verdict's ribbon stands in the strip `box`: the top of its right part, inside the panel's border
    (never over a seat's header or a panel's edge: look review 17)."""
    right = verdict_parts(box)[1]
    return pygame.Rect(right.left, box.top + 6, right.width, BANNER_HEIGHT)


def draw_verdict(surface: pygame.Surface, box: pygame.Rect, show: RevealShow, names: Sequence[str],
                 panel: bool = True, colours: Sequence[Colour] = ()) -> None:
    """The tally as the count runs ("2 found" against the bid's meter: "The bid needs one star"), then the verdict staged:
    its word on a ribbon (`loss_beat` draws it, at the top of the right part: `banner_room`), who loses under it in
    one line, who is out as a beat of its own once the lost dice have gone, who opens next (dim). The doubt and the
    tally stand on the left (the box is a low strip under the seats). Without `panel`, over its panel drawn already.
    `colours`: the seats' colours (their cups in the line of cups under the meter; none without them)."""
    if panel:
        draw_panel(surface, box)
    result = show.result
    left, right = verdict_parts(box)
    head = _("{doubter} doubts {bidder}'s bid: {bid}").format(doubter=names[result.doubter], bidder=names[result.bidder],
                                                          bid=words.bid_words(result.bid))
    size = next((s for s in (text.LABEL, text.BODY) if text.width_of(head, s, True) <= left.width), text.LABEL)   # one line
    heads = verdict_lines(head, size, left.width, True)             # long names: on two lines
    y = box.top + (12 if len(heads) == 1 else 6)
    for line in heads:
        text.draw(surface, line, size, theme.TEXT, bold=True, box=left, midtop=(left.centerx, y))
        y += text.line_height(size)
    # (one reading of the count: "2 found", against the meter on the right; look review 17: "Counted: 2 / The bid
    # needs 1 / 1 and 1 more" read as if more were still needed)
    found = FOUND_SIZE if len(heads) == 1 else text.HEADING        # (a doubt on two lines: room left for who opens next)
    y = text.draw(surface, _("{count} found").format(count=show.counted()), found, theme.TEXT, bold=True,
                  box=left, midtop=(left.centerx, y)).bottom + 2
    pygame.draw.line(surface, theme.PANEL_EDGE, (left.right + 10, box.top + 14), (left.right + 10, box.bottom - 14))
    if not show.applied:
        draw_needed(surface, right, show, colours)
        return
    verdict = show.verdict
    out = verdict.out if show.leave_progress >= 1.0 else ""      # who is out: once their dice have gone
    below = pygame.Rect(right.left, banner_room(box).bottom + 2, right.width, box.bottom - 2 - banner_room(box).bottom)
    # (the right part's last line: who is out; who opens next under the tally, smaller where a long doubt took room)
    opener_size = next((s for s in (size, text.CAPTION) if y + text.line_height(s) <= box.bottom - 4
                        and text.width_of(verdict.next_line, s) <= left.width), None)
    opener_left = bool(verdict.out) and opener_size is not None
    if opener_left:
        text.draw(surface, verdict.next_line, opener_size, theme.TEXT_DIM, box=left, midtop=(left.centerx, y))
    tries = [(line_size, opener) for line_size in (text.LABEL, text.BODY, text.CAPTION) for opener in (True, False)]
    for line_size, opener in tries:
        styled = [(line, line_size, theme.TEXT, True) for line in verdict.lines]
        if verdict.out:
            styled.append((out, line_size, theme.DANGER, True))      # ("" until its beat: its place kept)
        if opener and not opener_left:      # (someone out and no room under the tally: who opens next after them)
            styled.append((verdict.next_line, line_size, theme.TEXT_DIM, False))
        wrapped = [(verdict_lines(line, size, below.width, bold) if line else [""], size, colour, bold)
                   for line, size, colour, bold in styled]
        height = sum(len(lines) * (text.line_height(size) + 2) for lines, size, _c, _b in wrapped)
        if height <= below.height:
            break
    y = below.top
    for lines, size, colour, bold in wrapped:
        for line in lines:
            if y + text.line_height(size) > box.bottom - 2:
                return
            if line:
                text.draw(surface, line, size, colour, bold=bold, box=below, midtop=(below.centerx, y))
            y += text.line_height(size) + 2


def needed_size(height: int) -> int:
    """The meter's places (the dice the bid needs) in a verdict strip `height` px tall, at most."""
    return min(48, height - 82)


PLACES = 8    # the meter's places at most (a bid of more: each place stands for a share of it)
GAP = 8       # px between them


def place_size(box: pygame.Rect, places: int) -> int:
    """A place of the meter in the verdict strip's right part `box` with `places` of them and "enough for the bid" (or
    how many cups are still to lift: the wider) beside them."""
    beside = max(text.width_of(line, text.LABEL, True) for line in (_("enough for the bid"), *map(cups_to_lift, SEATS)))
    room = box.width - beside - 12 - places * GAP
    return max(14, min(needed_size(box.height), room // max(1, places)))


SEATS = range(1, 7)   # cups still to lift: as many as the seats at most


def cups_to_lift(closed: int) -> str:
    """How many cups are still down, said ("two cups to lift")."""
    return ngettext("{count} cup to lift", "{count} cups to lift", closed).format(count=words.number(closed))


def warm_meter(box: pygame.Rect, colours: Sequence[Colour] = ()) -> None:
    """Make the meter's dice before play (the strip `box`: any bid's places, every face), and the seats' cups in the
    line under it (`colours`: the seats')."""
    for colour in colours:
        cups.cup_picture(CUP_WIDTH, colour)
    right = verdict_parts(box)[1]
    for size in {place_size(right, places) for places in range(1, PLACES + 1)}:
        for face in range(1, 7):
            cube_token(face, size, True)


CUP_ROW = 36       # px: the line of the seats' cups under the meter (each seat's cup, lifted or still down)
CUP_WIDTH = 27     # px: a cup in that line (its picture 36 px tall)


def draw_needed(surface: pygame.Surface, box: pygame.Rect, show: RevealShow, colours: Sequence[Colour] = ()) -> None:
    """Until the verdict: what the bid needs, in words ("The bid needs one star") over a place for each die it needs;
    the count-up fills them with the dice it finds (the tray's cubes), and "enough for the bid" beside them once they
    are all filled and every cup is lifted (look review 21: said with two cups still closed, it spent the suspense
    early). Under them the cups still down in the order they lift, each in its seat's colour, and how many they are
    ("two cups to lift", dim) beside them (review 28: the strip's lower third was bare while the count built; the cups say what is still to come, never what they hide). One number
    on the screen, the count's ("2 found"): look review 19 read a place's "1" beside "2 found" as a second count."""
    bid = show.result.bid
    counted = show.counted()
    # (in words, the bid's face named: look review 18 found "[star] [1] enough" under "The bid needs 1" cryptic)
    text.draw(surface, _("The bid needs {bid}").format(bid=words.bid_words(bid)), text.LABEL, theme.TEXT_DIM,
              box=box, midtop=(box.centerx, box.top + 10))
    places = min(bid.quantity, PLACES)
    place = place_size(box, places)
    # (the dice counted past the bid are not counted on here: "and 1 more" read as if more were needed, review 17)
    closed = show.closed()
    row = bool(colours)
    waiting = cups_to_lift(closed) if closed else ""
    enough = _("enough for the bid") if not closed and counted >= bid.quantity else ""
    extra = enough if row else waiting or enough
    extra_width = text.width_of(extra, text.LABEL, True) + 12 if extra else 0
    width = places * (place + GAP) - GAP + extra_width
    middle = box.top + 46 + needed_size(box.height) // 2
    x = box.centerx - width // 2
    reached = min(counted, places) if bid.quantity <= places else min(places, counted * places // bid.quantity)
    found = [show.result.hands[seat][k] for seat, k in show.glow[:counted]]
    for k in range(places):
        spot = pygame.Rect(x, middle - place // 2, place, place)
        if k < reached:      # filled: the die found (the bid's face for a share of a big bid), as in the rows
            surface.blit(cube_token(found[k] if bid.quantity <= places else bid.face, place, True), spot)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, spot.inflate(-4, -4), 3, border_radius=place // 4)
        x += place + GAP
    if extra:
        text.draw(surface, extra, text.LABEL, theme.TEXT_DIM if closed else COUNTED, bold=True, box=box,
                  midleft=(x - GAP + 12, middle))
    if row:
        draw_cup_row(surface, pygame.Rect(box.left, middle + place // 2 + 4, box.width, CUP_ROW), show, colours,
                     waiting)


def draw_cup_row(surface: pygame.Surface, row: pygame.Rect, show: RevealShow, colours: Sequence[Colour],
                 waiting: str) -> None:
    """The cups still to lift in a line in `row`, in the order they lift, each in its seat's colour; then `waiting`
    ("two cups to lift"), dim: as many cups as it says (look review 26: all six cups, the lifted ones faint, stood
    beside "two cups to lift")."""
    seats = [seat for seat, hand in enumerate(show.result.hands) if hand and show.lift_of(seat) < 1.0]
    cup_width = CUP_WIDTH
    step = cup_width + 10
    words_width = text.width_of(waiting, text.LABEL, True) + 14 if waiting else 0
    x = row.centerx - (len(seats) * step - 10 + words_width) // 2
    for seat in seats:
        picture = cups.cup_picture(cup_width, colours[seat])
        surface.blit(picture, picture.get_rect(midbottom=(x + cup_width // 2, row.bottom)))
        x += step
    if waiting:
        text.draw(surface, waiting, text.LABEL, theme.TEXT_DIM, bold=True, box=row,
                  midleft=(x - 10 + 14, row.centery))


def verdict_lines(line: str, size: int, width: int, bold: bool) -> list[str]:
    """A verdict line in `width`: whole if it fits, else in lines of even length (never a word alone)."""
    if text.width_of(line, size, bold) <= width:
        return [line]
    lines = text.wrap(line, size, width, bold)
    narrower = width
    while narrower > width // 2 and len(text.wrap(line, size, narrower - 8, bold)) == len(lines):
        narrower -= 8
    return list(text.wrap(line, size, narrower, bold))[:2]


def draw_points_table(surface: pygame.Surface, box: pygame.Rect, points: MatchPoints, seats: Sequence[Seat],
                      people: bool) -> None:
    """Each seat's points game by game and in total; the leaders in bold."""
    draw_panel(surface, box)
    text.draw(surface, _("Points after game {played} of {games}").format(played=points.played, games=points.games), text.HEADING, theme.TITLE,
              bold=True, midtop=(box.centerx, box.top + 8))
    heads = [_("Game {number}").format(number=g + 1) for g in range(points.played)] + [_("Total")]
    name_width = 260
    col_width = min(130, (box.width - name_width - 40) // max(1, len(heads)))
    row_height = max(text.line_height(text.BODY) + 4, min(44, (box.height - 120) // (len(seats) + 1)))
    x0, y = box.centerx - (name_width + col_width * len(heads)) // 2, box.top + 64
    for c, head in enumerate(heads):
        text.draw(surface, head, text.CAPTION, theme.TEXT_DIM,
                  midtop=(x0 + name_width + col_width * c + col_width // 2, y))
    leaders = points.leaders()
    for seat, info in enumerate(seats):
        y += row_height
        text.draw(surface, info.name, text.BODY, rockets.seat_colour(info.colour), bold=seat in leaders,
                  box=pygame.Rect(x0, y, name_width - 10, row_height), topleft=(x0, y))
        cells = [str(game[seat]) for game in points.per_game] + [str(points.totals[seat])]
        for c, cell in enumerate(cells):
            text.draw(surface, cell, text.BODY, theme.TEXT, bold=c == len(cells) - 1,
                      midtop=(x0 + name_width + col_width * c + col_width // 2, y))
    hint = _("Enter / A: next game") if people else _("Next game soon…")
    text.draw(surface, hint, text.CAPTION, theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - 6))


def draw_curtain(surface: pygame.Surface, seat: Seat, public_line: str) -> None:
    """Pass and play: the whole screen covered; only who is next and public facts (the last bid)."""
    surface.fill(theme.SPACE)
    colour = rockets.seat_colour(seat.colour)
    width, height = surface.get_size()
    box = pygame.Rect(0, 0, min(900, width - 40), 360)
    box.center = (width // 2, height // 2)
    inner = box.inflate(-40, 0)
    draw_panel(surface, box, edge=colour, width=4)
    text.draw(surface, _("Pass to {name}").format(name=seat.name), text.TITLE, colour, bold=True, box=inner,
              midtop=(box.centerx, box.top + 40))
    button = "A" if seat.device is not None and seat.device.kind == "pad" else "Enter"
    text.draw(surface, _("{name}, press {button} when ready").format(name=seat.name, button=button), text.HEADING, theme.TEXT, box=inner,
              midtop=(box.centerx, box.top + 130))
    text.draw(surface, _("Everyone else: look away while the dice show."), text.BODY, theme.TEXT_DIM, box=inner,
              midtop=(box.centerx, box.top + 190))
    text.draw(surface, public_line, text.LABEL, theme.TEXT, box=inner, midtop=(box.centerx, box.top + 250))

