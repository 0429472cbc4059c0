"""The screens tour (tools/screens.py) shows what a game could really show: a reviewer reads the shots side
by side, so one shot never contradicts another (issue 28)."""

from __future__ import annotations

import pytest
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime")   # the table's hints read the session's solved table


def _tour():
    return load_tour()


def test_the_results_review_shows_a_whole_game_whose_totals_are_the_results():
    """The review once showed a sheet after two turns (totals 2 and 21) right after results of 231 and 198:
    the tour's results (results_two, results_initials, results_review, the celebration) are one whole game,
    every box of both cards filled, and its sheet's totals are the totals the results show."""
    from game.rules.dicetime import CATEGORIES

    result = _tour().two_people_result(seats=2)
    assert result.review is not None, "the results have no sheet to show again"
    assert result.totals == tuple(seat.total for seat in result.review.seats)
    for seat in result.review.seats:
        assert {name for name, _points in seat.cells[0]} == set(CATEGORIES), f"{seat.name}'s card is not full"
    assert result.winners == tuple(i for i, t in enumerate(result.totals) if t == max(result.totals))
    assert result.winners == (0,), "the person wins (the results ask for initials, as the other shots show)"


def test_the_button_a_computer_is_about_to_press_is_unlit_and_unmarked():
    """Issue 28: a dimmed button under the computer's dashes once read as a placeholder, so it was lit; look review
    13a then read the lit face (the seat's colour) under the dashes as a second focus, a button to press, and review 15
    the dashes themselves. While a computer plays, Roll is plainly unlit (no person can press it: its letters dim, no
    seat-coloured face) and wears no mark of the computer's (its cup says it throws next)."""
    from game.render import rockets, theme
    from game.scenes.mode_skins import skin_of

    screens = _tour()
    shot = next(s for s in screens.SHOTS if s.name == "dicetime_next_turn")
    picture, by_scene = screens.render_recorded(shot)
    roll = next(line.rect for lines in by_scene.values() for line in lines if line.text == "Roll")
    face = picture.get_at((roll.left - 12, roll.centery))[:3]
    assert face == skin_of("dicetime").off, face          # (the mode's keys' face greyed: look review 26's accent)
    letters = {picture.get_at((x, y))[:3] for x in range(roll.left, roll.right) for y in range(roll.top, roll.bottom)}
    assert theme.TEXT not in letters and theme.TEXT_DISABLED in letters
    cpu = rockets.seat_colour(1)       # (CPU 2's seat: its colour once dashed round the button)
    ring = [picture.get_at((x, y))[:3] for x in range(max(0, roll.left - 140), roll.right + 140) for y in range(roll.top - 20, roll.bottom + 20)]
    assert ring.count(cpu) == 0



def test_the_next_turn_shot_shows_the_fill_written_in_its_box():
    """Look review 22-27 chased the chip flying to the filled box in the next-turn still (a stray badge, a stray "1",
    off-centre); look review 28b #13 then read the chip by its box and "0 +1" under it, with CPU 2 on turn, as a pending
    fill. The turn passes once the chip is in: the next-turn still shows no flight, the box its figure, the total it."""
    from game.render import text

    screens = _tour()
    driver = screens.Driver(1234, "en")
    try:
        screens.dicetime_next_turn(driver)
        scene = driver.app.scenes.top
        layout = scene.table.sheet.layout
        assert 1 in scene.flows and not [f for f in scene.effects.flights if 0 <= f.age < f.life]
        driver.app.draw_behind()
        with text.recording() as drawn:
            driver.app.tick()
        name = next(iter(scene.board.card(0, 0).scores))   # (the one box Player 1 filled)
        cell = layout.box_rect(0, (0, name))
        points = [line.text for line in drawn if cell.collidepoint(line.rect.center)]
        assert points and points[0].isdigit(), points
        total = next(line for line in drawn if line.text.isdigit() and line.rect.top >= layout.row_top(14)
                     and line.rect.centerx < layout.seat_rect(0).right)
        assert total.text == points[0], (total.text, points)
        assert not [line.text for line in drawn if line.text.startswith("+")]
    finally:
        driver.close()


def test_the_five_of_a_kind_shot_shows_five_alike_and_its_title_hides_none_of_them():
    """Look review 15's moments: the tour shows five of a kind as a person gets it (five alike at rest, their moment
    on); its title lies where it hides none of the five, touching none of the rectangles they are drawn in (look review
    18: it covered half a planet; game.render.clearing places it so), and the five flash as it lands."""
    import pygame

    screens = _tour()
    driver = screens.Driver(1234, "en")
    try:
        screens.dicetime_five(driver)
        scene = driver.app.scenes.top
        flow, five = scene.flows[0], scene.table.five
        assert len(set(flow.dice)) == 1 and five.on(scene.table.main_panel)
        from game.scenes.playkit.tray_view import die_corners

        panel, plate = scene.table.main_panel, five.plate()
        dice = []
        for index in panel.on_felt:   # each planet's drawn top and sides
            xs, ys = zip(*die_corners(panel, index), strict=True)
            dice.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        assert len(dice) == 5 and not any(plate.colliderect(die) for die in dice), (plate, dice)
        # look review 21 ("only a ribbon plus a thin ring of confetti dots"): the whole felt takes part. Its still
        # picture shows gold rays from behind the title (round it, gold and dark by turns), and the fireworks burst
        # all over the felt, in each of its four quarters
        import math

        still, keep_off = scene.still_picture(), [die.inflate(16, 16) for die in dice] + [plate.inflate(16, 16)]
        ring = [(round(plate.centerx + 230 * math.cos(k * math.tau / 180)), round(plate.centery + 230 * math.sin(k * math.tau / 180)))
                for k in range(180)]
        golds = [still.get_at(at)[0] - still.get_at(at)[2] for at in ring
                 if panel.felt_rect.collidepoint(at) and pygame.Rect(at, (1, 1)).collidelist(keep_off) < 0]
        assert len(golds) > 30 and max(golds) - min(golds) > 40, golds
        quarters = {(dot.get_rect(topleft=at).centerx > panel.felt_rect.centerx,
                     dot.get_rect(topleft=at).centery > panel.felt_rect.centery) for dot, at in five.sparks()}
        assert len(quarters) == 4, quarters
        age = five.age
        five.age = 0.11
        assert five.flash_level() > 0.9                            # the five flash as the title lands
        five.age = age
        # look review 20b: thin rings spreading from the five cut across their faces, sparks fused the first die with
        # the ribbon's tip, and in German sparks showed as half circles at the rim: at every age each spark lies wholly
        # on the felt, and between the flashes nothing is drawn over a die
        felt, age, shown = panel.felt_rect, five.age, 0
        for five.age in (0.1, 0.26, 0.45, 0.7, 0.95, 1.2):
            sparks = [dot.get_rect(topleft=at) for dot, at in five.sparks()]
            shown = max(shown, len(sparks))
            drawn = pygame.Surface(driver.app.size)   # (what is drawn: nothing of the moment off the felt)
            five.draw(drawn)
            off = [(x, y) for x in range(0, drawn.get_width(), 3) for y in range(0, drawn.get_height(), 3)
                   if not felt.collidepoint(x, y) and drawn.get_at((x, y))[:3] != (0, 0, 0)]
            assert not off, (five.age, off[:5])
            if five.flash_level() == 0.0:
                over = pygame.Surface(driver.app.size)
                five.draw(over)
                seen = [(x, y) for die in dice for x in range(die.left, die.right, 3)
                        for y in range(die.top, die.bottom, 3) if over.get_at((x, y))[:3] != (0, 0, 0)]
                assert not seen, (five.age, seen[:5])
        assert shown > 20, shown
        assert not panel.effects.pops, "a settle ring round the five"
        five.age = 0.5                                   # look review 20b: the ribbon's notched ends showed solid
        over = pygame.Surface(driver.app.size)           # black, its shadow hard black: the felt shows in its notches
        over.fill((0, 160, 0))
        five.draw(over)
        plate = five.plate()
        assert over.get_at((plate.left + 2, plate.top + plate.height // 2 - 3))[:3] == (0, 160, 0)
        assert over.get_at((plate.right - 3, plate.top + plate.height // 2 - 3))[:3] == (0, 160, 0)
        five.age = age
        # its next step plain (review 16): the focus stands on the card's box worth most with these dice, the 50
        assert flow.zone == "table" and flow.previews()[flow.focus] == max(flow.previews().values()) == 50
    finally:
        driver.close()


def test_the_zero_card_cuts_no_planet_in_half():
    """Look review 21 (dicetime_zero): the card asking before a zero half covered a 4, whose top peeked out under it.
    The card stands where it cuts the planets least: each planet shows whole, lies wholly under the card, or loses no
    more than a quarter of itself behind the card's edge (read off the drawn frame: the card's red rim in the tray)."""
    import pygame

    from game.render import theme
    from game.scenes.playkit.tray_view import die_corners

    screens = _tour()
    driver = screens.Driver(1234, "en")
    try:
        screens.dicetime_zero(driver)
        scene = driver.app.scenes.top
        panel = scene.table.main_panel
        assert scene.flows[0].zero_armed is not None, "the card asks"
        driver.app.draw_behind()
        driver.app.tick()
        picture = driver.app.screen
        tray = panel.rect
        rim = pygame.mask.from_threshold(picture.subsurface(tray), theme.DANGER, (8, 8, 8, 255)).get_bounding_rects()
        card = max(rim, key=lambda r: r.width * r.height).move(tray.topleft)
        assert card.width > 400 and card.height > 100, card
        cut = []
        for index in panel.on_felt:
            xs, ys = zip(*die_corners(panel, index), strict=True)
            die = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            hidden = die.clip(card)
            share = hidden.width * hidden.height / (die.width * die.height)
            if 0.25 < share < 1.0 and not card.contains(die):
                cut.append((index, die, round(share, 2)))
        assert len(panel.on_felt) == 5 and not cut, (card, cut)
    finally:
        driver.close()
