"""A level's results card: a won level's card is gold-tinted, lit from behind by a soft gold burst, and its
stars fly in one by one (a tick as each lands; all at once with reduced motion); a level without a star
has a muted card edged in dull red, Retry its main button and an open Next level a quiet one."""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.campaign.loader import load_level
from game.render import faces, text, theme
from game.scenes.campaign import cards
from game.scenes.campaign.cards import Outcome, ResultsCard, burst

LEVEL = Path(__file__).resolve().parents[3] / "levels" / "inner" / "first-orbit.toml"
BOX = pygame.Rect((240, 120), cards.CARD_SIZE)   # (the card of the game: its size)


def _card(stars: int, heard: list[str], reduced: bool = False, next_open: bool = False) -> ResultsCard:
    outcome = Outcome(won=stars > 0, score=40 * stars, stars=stars, time_left=20.0, timed_out=stars == 0,
                      target_reached=False, missed=(), best_score=40 * stars, best_stars=stars,
                      best_time_left=20.0 if stars else None, new_best=stars > 0, recorded=True)
    card = ResultsCard(BOX, load_level(LEVEL), outcome, lambda: None, (lambda: None) if next_open else None,
                       lambda: None, heard.append)
    card.reduced_motion = reduced
    return card


def _near(colour, target, within: int = 50) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target, strict=False)) < within


def _picture(card: ResultsCard) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    surface.fill(theme.SPACE)
    card.draw(surface)
    return surface


def _filled(surface: pygame.Surface, card: ResultsCard) -> list[bool]:
    return [_near(surface.get_at(card.star_centre(i)), theme.TITLE) for i in range(3)]


def test_the_stars_fly_in_one_by_one_each_with_a_tick(harness):
    heard: list[str] = []
    card = _card(3, heard)
    seen = []
    for _ in range(150):                 # 2.5 s in steps of 1/60; a look every tenth of a second
        card.update(1 / 60)
        if round(card.age * 60) % 6 == 0:
            seen.append((tuple(_filled(_picture(card), card)), heard.count("count")))
    states = [state for k, state in enumerate(seen) if k == 0 or state != seen[k - 1]]
    # none at first; then one star in its place with one tick, then two, then three, never back
    assert states[0] == ((False, False, False), 0) and states[-1] == ((True, True, True), 3)
    landed = [sum(filled) for filled, _ in states]
    assert landed == sorted(landed) and set(landed) == {0, 1, 2, 3}
    assert all(sum(filled) - 1 <= ticks <= sum(filled) for filled, ticks in states)   # a tick as each lands


def test_with_reduced_motion_the_stars_are_there_at_once_without_ticks(harness):
    heard: list[str] = []
    card = _card(2, heard, reduced=True)
    assert _filled(_picture(card), card) == [True, True, False]
    card.update(2.0)
    assert heard == []


def test_a_won_card_is_gold_tinted_and_a_lost_one_muted_and_edged_in_dull_red(harness):
    won, lost = _card(2, [], reduced=True), _card(0, [], reduced=True)
    won_face = _picture(won).get_at((won.box.left + 40, won.box.top + 40))   # (the card as tall as its lines)
    lost_picture = _picture(lost)
    lost_face = lost_picture.get_at((lost.box.left + 40, lost.box.top + 40))
    assert won_face.r - won_face.b > 40, "a warm, gold-tinted face"
    assert abs(lost_face.r - lost_face.b) < 20 and max(lost_face[:3]) < 70, "a dark, muted face"
    rim = lost_picture.get_at((lost.box.centerx, lost.box.top + 1))
    assert rim.r > rim.g + 60 and rim.r > rim.b + 50 and not _near(rim, theme.TITLE, 120), "a red rim, not gold"
    assert not _near(rim, theme.DANGER, 40), "a dull red, not the danger warning's"


def _face_colour(picture: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The commonest colour of a button's face (its letters, rims and the gloss on its upper half aside)."""
    counts: dict[tuple[int, int, int], int] = {}
    for x in range(rect.left + 14, rect.right - 14, 3):
        for y in (rect.centery + 2, rect.centery + 4):
            colour = tuple(picture.get_at((x, y))[:3])
            if min(colour) > 200:       # (its bold letters)
                continue
            counts[colour] = counts.get(colour, 0) + 1
    return max(counts, key=counts.get)


def test_after_a_lost_level_retry_is_the_main_button_and_an_open_next_level_a_raised_key(harness):
    """Issue 28: "Next level" was a full-strength button on a lost level (both reviews). Without a star the
    main button (lit in the main action's teal, no seat's colour) is Retry; Next level, open from an earlier win,
    and Map are the raised keys of every dialog, as a won card's (look review 19: flat quiet buttons there were unlike
    every other dialog; look review 16: one style beside the main one). After a star it is Next level that is lit."""
    lost = _card(0, [], reduced=True, next_open=True)
    picture = _picture(lost)
    retry, next_level, to_map = lost.buttons.rects()
    main = theme.ACTION_FACE
    assert _near(_face_colour(picture, retry), main, 30), "Retry is lit as the main action"
    secondary = faces.SECONDARY_FACE    # (outlined navy: the keys' second tier, look reviews 28a/28b change 2)
    assert _near(_face_colour(picture, next_level), secondary, 30), "Next level a secondary key"
    assert _near(_face_colour(picture, to_map), secondary, 30), "and Map beside it alike"

    won = _card(1, [], reduced=True, next_open=True)
    picture = _picture(won)
    retry, next_level, _map = won.buttons.rects()
    assert _near(_face_colour(picture, next_level), main, 30), "after a star Next level is the main button"
    assert _near(_face_colour(picture, retry), faces.SECONDARY_FACE, 30)


def test_a_won_card_has_a_soft_gold_burst_behind_it_drawn_from_one_picture(harness, monkeypatch):
    """Light round the won card (warm, brighter nearer the card, no hard edge), none round a lost one; the
    burst is made once with the card (not per frame), with the table under it."""
    made = []
    monkeypatch.setattr(cards, "burst", lambda size: made.append(size) or burst(size))
    def around(card: ResultsCard) -> pygame.Surface:
        surface = pygame.Surface((1280, 720))
        surface.fill((10, 10, 20))
        card.draw_behind(surface, surface.get_rect())
        card.draw(surface)
        return surface

    card = _card(2, [], reduced=True)
    won, lost = around(card), around(_card(0, [], reduced=True))
    for _ in range(3):
        around(card)                                 # more frames of the same card
    assert made == [card.box.size]
    box = card.box                                   # (fitted to its lines in its first frame)
    beside = [(box.left - 20, box.centery), (box.right + 20, box.centery), (box.centerx, box.bottom + 20)]
    for x, y in beside:
        light = won.get_at((x, y))
        assert light.r > 40 and light.r > light.b + 20, ("warm light beside the won card", (x, y), light)
        dark = lost.get_at((x, y))
        assert dark.r <= 10 and dark.r <= dark.b, "no light round a lost card (the table dimmed)"
    far = won.get_at((box.right + 90, box.centery))
    assert far.r < won.get_at((box.right + 20, box.centery)).r, "it fades away from the card"
    steps = [abs(won.get_at((x + 1, box.bottom + 30)).r - won.get_at((x, box.bottom + 30)).r)
             for x in range(box.left, box.right)]
    assert max(steps) <= 6, "soft: no hard edge along a row under the card"


def test_the_table_under_the_card_recedes_blurred_so_no_crossed_out_row_reads_as_a_glitch(harness):
    """Look review 12: the dimmed score sheet beside the card showed its crossed-out rows as sharp lines that looked
    like a rendering glitch. The table under the card is blurred and dimmed (one picture made in the card's first
    frame and kept: the next frames show the same)."""
    for stars in (0, 2):
        card = _card(stars, [], reduced=True)
        surface = pygame.Surface((1280, 720))
        surface.fill((30, 36, 70))
        for y in range(40, 600, 37):                       # struck-through rows, off the card
            pygame.draw.line(surface, (236, 240, 255), (BOX.right + 20, y), (BOX.right + 90, y), 2)
        card.draw_behind(surface, surface.get_rect())
        first = pygame.image.tobytes(surface, "RGB")
        column = [surface.get_at((BOX.right + 55, y)) for y in range(30, 560)]
        steps = [abs(a.g - b.g) for a, b in zip(column, column[1:], strict=False)]
        assert max(steps) <= 12 and max(c.g for c in column) < 90, (stars, max(steps), max(c.g for c in column))
        surface.fill((200, 0, 0))
        card.draw_behind(surface, surface.get_rect())      # a later frame: the kept picture, the same
        assert pygame.image.tobytes(surface, "RGB") == first


def test_each_star_lands_with_a_burst_of_sparks_and_none_with_reduced_motion(harness):
    """The stars fly in one by one, each landing with a burst of the win celebration's sparks beside it."""
    def sparks_beside(card: ResultsCard) -> int:   # (bright where the still card, its stars on their seals, is not)
        picture, calm = _picture(card), _picture(still)
        x, y = card.star_centre(0)
        return sum(1 for dx in range(-90, -36, 2) for dy in range(-14, 15, 2)
                   if sum(picture.get_at((x + dx, y + dy))[:3]) > 450 >= sum(calm.get_at((x + dx, y + dy))[:3]))

    moving, still = _card(3, []), _card(3, [], reduced=True)
    calm_first = pygame.image.tobytes(_picture(still), "RGB")
    seen = []
    for _ in range(60):
        moving.update(1 / 60)
        still.update(1 / 60)
        if moving.landed():
            seen.append(sparks_beside(moving))
    assert seen and max(seen) >= 8, seen
    assert pygame.image.tobytes(_picture(still), "RGB") == calm_first   # (with reduced motion nothing moves: no spark)
    # ... and none runs over the line under the stars (look review 15): while the last star's burst is on (past its
    # pop, the rays lit as the still card's), that line's band shows just what the still card shows there
    line = next(d for d in text.lines_on(_picture(still)) if d.text == "3 stars").rect.inflate(0, 4)
    line.width = still.box.width - 40
    line.centerx = still.box.centerx
    band = _picture(still).subsurface(line).copy()
    last = cards.FLY_START + 2 * cards.FLY_STEP + cards.FLY_TIME
    for k in range(6):
        moving.age = last + cards.POP_TIME + k * (cards.BURST_TIME - cards.POP_TIME) / 6
        assert _picture(moving).subsurface(line).copy().get_view("2").raw == band.get_view("2").raw, moving.age


def test_each_landed_star_stands_on_a_burst_of_its_own_and_no_spark_flies_off_as_a_speck(harness):
    """Look review 21b: the last star's sparks hung off to its right as loose specks, no burst round the stars. Each
    landed star stands on its own spiky seal (bright round it, in the still card too); while the last star's burst is
    on, the star row's band shows nothing the still card does not beyond 2.5 star sizes from every star."""
    still, moving = _card(3, [], reduced=True), _card(3, [])
    picture = _picture(still)
    from game.scenes.campaign.card_art import seal  # (the seal is kept: as made afresh)
    assert pygame.image.tobytes(seal(cards.STAR_SIZE), "RGBA") == pygame.image.tobytes(seal.__wrapped__(cards.STAR_SIZE), "RGBA")
    for i in range(3):
        x, y = still.star_centre(i)
        ring = [(x + dx, y + dy) for dx in range(-56, 57, 2) for dy in range(-34, 35, 2)
                if 1.15 < math.hypot(dx, dy / 0.7) / cards.STAR_SIZE < 1.7]
        assert sum(1 for at in ring if sum(picture.get_at(at)[:3]) > 400) >= 80, i   # (without a seal: 21)
    top = still.star_centre(0)[1] - cards.SPARK_BAND[0] - 6
    band = pygame.Rect(still.box.left + 8, top, still.box.width - 16, sum(cards.SPARK_BAND) + 12)
    centres = [still.star_centre(i)[0] for i in range(3)]
    far = [x for x in range(band.left, band.right) if min(abs(x - c) for c in centres) > 2.5 * cards.STAR_SIZE]
    calm = pygame.surfarray.array3d(picture.subsurface(band)).sum(axis=2)
    last = cards.FLY_START + 2 * cards.FLY_STEP + cards.FLY_TIME
    for k in range(6):
        moving.age = last + k * cards.BURST_TIME / 6
        seen = pygame.surfarray.array3d(_picture(moving).subsurface(band)).sum(axis=2)
        specks = [x for x in far if (seen[x - band.left] != calm[x - band.left]).any()]
        assert not specks, (moving.age, specks[:5])


def _track_rows(card: ResultsCard, picture: pygame.Surface) -> list[bool]:
    """For each row of the card from under its star row to its buttons: whether anything is drawn on it (a pixel
    inside the card's rims that is not the card's own face)."""
    face = card._face
    rows = []
    inner = card.box.inflate(-40, 0)
    for y in range(card.star_centre(0)[1] + cards.STAR_SIZE + 4, card.buttons.rects()[0].top):
        rows.append(any(picture.get_at((x, y))[:3] != face.get_at((x - card.box.left, y - card.box.top))[:3]
                        for x in range(inner.left, inner.right, 2)))
    return rows


def test_no_empty_band_between_the_cards_words_and_its_buttons(harness):
    """Look review 13: an empty band of about 100 px lay between the card's lines and its buttons. The score
    track uses it: no run of 48 or more rows of the card without a drawn pixel (with the computer's usual score known,
    as it is once the level has been played; without the perfect player's line, which a table may not give)."""
    from game.campaign.yardstick import ComputerMedian

    for stars in (0, 2):
        card = _card(stars, [], reduced=True)
        card.median = ComputerMedian("hard", 101, 250.0, None, False, 2, 0.9)
        rows = _track_rows(card, _picture(card))
        longest = run = 0
        for drawn in rows:
            run = 0 if drawn else run + 1
            longest = max(longest, run)
        assert longest < 48, (stars, longest)


def test_the_track_marks_the_score_the_stars_and_the_computers_usual_score(harness):
    """The score against the three star marks on one bar: the player's pin ("You 80") over it, the computer's usual
    score ("Computer 250") under it, each label at its value along the bar."""
    from game.campaign.yardstick import ComputerMedian

    card = _card(2, [], reduced=True)                         # 80 points (first-orbit: stars at 205 / 265 / 315)
    card.median = ComputerMedian("hard", 101, 250.0, None, False, 2, 0.9)
    with text.recording() as drawn:
        _picture(card)
    lines = {line.text: line.rect for line in drawn if line.text.startswith(("You ", "Computer "))}
    assert set(lines) == {"You 80", "Computer 250"}, lines
    assert lines["You 80"].bottom < lines["Computer 250"].top, "the pin's label over the bar, the computer's under"
    assert lines["You 80"].centerx < lines["Computer 250"].centerx


def test_the_players_pin_keeps_clear_of_a_star_mark_it_is_near(harness):
    """look13d: on the won card the "You 119" needle crossed the 115 star mark. A score 3 points past a mark: the pin
    (in the text's white) keeps out of the mark's circle, and still stands over the score."""
    from game.scenes.campaign import score_track

    outcome = Outcome(won=True, score=268, stars=2, time_left=20.0, timed_out=False, target_reached=False, missed=(),
                      best_score=268, best_stars=2, best_time_left=20.0, new_best=True, recorded=True)
    track = score_track.ScoreTrack(load_level(LEVEL), outcome, 0.0, 0.1, 0.1)     # (stars at 205 / 265 / 315)
    area = pygame.Rect(40, 40, 700, score_track.HEIGHT)
    surface = pygame.Surface((780, 180))
    surface.fill(theme.SPACE)
    track.draw(surface, area, 9.0, True, None)
    bar = score_track.bar_rect(area)
    white = [(x, y) for x in range(bar.left, bar.right) for y in range(area.top, bar.bottom + 4)
             if _near(surface.get_at((x, y)), theme.TEXT, 30)]
    mark = (round(bar.left + bar.width * 265 / track.top), bar.centery)
    pin = round(bar.left + bar.width * 268 / track.top)
    assert not [p for p in white if math.dist(p, mark) <= score_track.MARK + 1], "the pin crosses the star mark"
    assert any(abs(x - pin) <= 1 and bar.top - 20 < y < bar.top for x, y in white), "no pin over the score"


def test_the_computers_tick_and_label_keep_clear_of_a_star_mark_they_are_near(harness):
    """Look review 17m: "Computer 122" hung its tick into the 125 star mark. The computer's usual score 3 points short
    of a mark: its tick (in the accent blue) keeps out of the mark's circle, its label under the mark, and the tick
    still points up at the score."""
    from game.scenes.campaign import score_track

    outcome = Outcome(won=False, score=80, stars=0, time_left=0.0, timed_out=True, target_reached=False, missed=(),
                      best_score=80, best_stars=0, best_time_left=None, new_best=False, recorded=True)
    track = score_track.ScoreTrack(load_level(LEVEL), outcome, 0.0, 0.1, 0.1)     # (stars at 205 / 265 / 315)
    area = pygame.Rect(40, 40, 700, score_track.HEIGHT)
    surface = pygame.Surface((780, 180))
    surface.fill(theme.SPACE)
    with text.recording() as drawn:
        track.draw(surface, area, 9.0, True, 312.0)
    bar = score_track.bar_rect(area)
    label = next(line.rect for line in drawn if line.text == "Computer 312")
    blue = [(x, y) for x in range(bar.left, bar.right) for y in range(bar.top, label.top)
            if _near(surface.get_at((x, y)), theme.ACCENT, 30)]
    mark = (round(bar.left + bar.width * 315 / track.top), bar.centery)
    tick = round(bar.left + bar.width * 312 / track.top)
    assert not [p for p in blue if math.dist(p, mark) <= score_track.MARK + 1], "the tick runs into the star mark"
    assert label.top > mark[1] + score_track.MARK, "the label runs into the star mark"
    assert any(abs(x - tick) <= 1 for x, _ in blue), "no tick under the computer's score"


def test_a_lost_card_says_how_close_it_came_and_its_stars_dim_in_turn(harness):
    """Look review 13: the lost card was flat. Its bar climbs and stops short, the line under its stars says by how
    much, and its empty stars dim one after another (each with a shake and a crack); with reduced motion at once."""
    from game.scenes.campaign import score_track

    card = _card(0, [])
    assert card.track.short_line() == "205 points short of a star"
    assert card.track.dim_since(0, 0.5, False) is None                      # the bar still climbing: none yet
    after_first = card.track.stop + score_track.DIM_STEP / 2
    dimmed = [card.track.dim_since(i, after_first, False) is not None for i in range(3)]
    assert dimmed == [True, False, False]
    assert all(card.track.dim_since(i, card.track.stop + 1.0, False) is not None for i in range(3))
    _picture(card)
    centre = card.star_centre(0)       # (where the card, fitted in its first frame, shows it)

    def star_tip(age: float, reduced: bool = False) -> tuple[int, int, int]:
        card.age, card.reduced_motion = age, reduced
        return tuple(_picture(card).get_at((centre[0], centre[1] - cards.STAR_SIZE + 2))[:3])
    lit, dull = star_tip(0.5), star_tip(card.track.stop + 1.0)
    assert sum(lit) > sum(dull) + 150, (lit, dull)
    assert star_tip(0.0, reduced=True) == dull
    assert _card(1, []).track.short_line() is None


def test_a_target_level_missed_shows_the_score_against_the_target(harness):
    """A level whose stars go by the time left at its target: missed, its track is the score up to the target's mark
    (a time left of 0:00 said nothing) and its line says by how much; reached, the time left against the stars'."""
    sprint = load_level(LEVEL.parent / "sprint.toml")             # (target 180; stars for 0:00 / 2:35 / 3:00 left)
    for reached, stars, left, line in ((False, 0, 0.0, "30 points short of the target"), (True, 2, 160.0, None)):
        outcome = Outcome(won=reached, score=150 if not reached else 185, stars=stars, time_left=left,
                          timed_out=not reached, target_reached=reached, missed=(), best_score=185, best_stars=stars,
                          best_time_left=left if reached else None, new_best=False, recorded=True)
        card = ResultsCard(BOX, sprint, outcome, lambda: None, None, lambda: None, [].append)
        card.reduced_motion = True
        with text.recording() as drawn:
            _picture(card)
        shown = [d.text for d in drawn]
        assert card.track.short_line() == line and (line is None or line in shown)
        assert ("You 150" if not reached else "You 2:40") in shown, shown


def test_a_line_that_comes_later_grows_the_card_and_stays_over_its_buttons(harness):
    """The card is as tall as its lines; the perfect player's line can come after it showed (its table built
    meanwhile): the card grows to hold it (its face made anew), the line whole and over the buttons."""
    from game.campaign.yardstick import ComputerMedian

    card = _card(2, [], reduced=True)
    card.median = ComputerMedian("hard", 101, 250.0, None, False, 2, 0.9)
    _picture(card)
    before = card.box.height
    card.yardsticks = ["A perfect player averages 300 here (with no clock)"]
    with text.recording() as drawn:
        picture = _picture(card)
    line = next(d for d in drawn if d.text == card.yardsticks[0])
    assert card.box.height > before and card._face.get_size() == card.box.size
    assert line.rect.bottom <= card.buttons.rects()[0].top and card.box.contains(card.buttons.rects()[0])
    assert picture.get_at((card.box.centerx, card.box.bottom - 2))[:3] != theme.SPACE   # (the card's foot drawn)


def test_while_the_bar_runs_the_players_number_never_stands_on_the_wrong_side_of_the_computers(harness):
    """Look review 16: mid-run, "You 124" stood over a pin still left of "Computer 122". At every moment of a won
    card's run (score 300, the computer's 290, stars at 205 / 265 / 315) the two labels lie in the order of their
    numbers, and the player's label and pin stand where its number lies along the bar."""
    from game.scenes.campaign import score_track

    outcome = Outcome(won=True, score=300, stars=2, time_left=20.0, timed_out=False, target_reached=False, missed=(),
                      best_score=300, best_stars=2, best_time_left=20.0, new_best=True, recorded=True)
    track = score_track.ScoreTrack(load_level(LEVEL), outcome, 0.35, 0.5, 0.45)
    area = pygame.Rect(40, 40, 700, score_track.HEIGHT)
    bar = score_track.bar_rect(area)
    surface = pygame.Surface((780, 180))
    seen = set()
    for step in range(0, 40):
        age = 0.35 + step * 0.04 + 0.01            # (the bar's run: 0.35 s to 1.65 s, and a little after)
        surface.fill(theme.SPACE)
        with text.recording(surface) as drawn:
            track.draw(surface, area, age, False, 290.0)
        lines = {line.text.split()[0]: line.rect for line in drawn if line.text.startswith(("You ", "Computer "))}
        you = int(next(line.text for line in drawn if line.text.startswith("You ")).split()[1])
        seen.add(you)
        if you != 290:
            assert (you > 290) == (lines["You"].centerx > lines["Computer"].centerx), (age, you)
        at = round(bar.left + bar.width * you / track.top)       # where its number lies along the bar
        pin = [x for x in range(bar.left, bar.right) if _near(surface.get_at((x, bar.top - 15)), theme.TEXT, 30)]
        assert pin and abs((min(pin) + max(pin)) / 2 - at) <= 2 and (abs(lines["You"].centerx - at) <= 1 or lines["You"].left <= area.left + 5), (age, you)
        # (near the bar's start the label is held inside the track)
    assert max(seen) == 300 and len([n for n in seen if n < 290]) > 10, sorted(seen)   # (it counted up)


def test_the_card_reads_one_score_while_its_bar_runs(harness):
    """Look review 19: "You 124" on the bar's pin over "Score 125" in the line under it. At moments through the
    bar's run and at rest, the pin's number and the score line's are the same one, the last of them the score."""
    card = _card(2, [])                                          # 80 points
    seen = []
    for age in (0.5, 1.0, 1.5, 3.0):
        card.update(age - card.age)
        with text.recording() as drawn:
            _picture(card)
        you = next(line.text for line in drawn if line.text.startswith("You ")).split()[1]
        score = next(line.text for line in drawn if line.text.startswith("Score ")).split()[1]
        assert you == score, (age, you, score)
        seen.append(you)
    assert seen[-1] == "80" and seen[0] != "80", seen                # (it counted, and came to rest on the score)


def test_a_lost_cards_tip_comes_from_what_happened():
    """Mid critique 18: a lost card was all numbers. Its one tip is the rerolls left unspent (3 or more), else the rows
    that scored nothing, in the sheet's words; with neither, no tip (never one made up)."""
    from game.scenes.campaign.card_lines import lost_tip

    assert lost_tip(11, ("five_kind",)) == "Tip: 11 rerolls left unspent – reroll for the big rows"
    assert lost_tip(2, ("large_straight", "five_kind")) == (
        "Tip: Large straight, 5 of a kind scored nothing – keep dice for them sooner")
    assert lost_tip(0, ()) == ""
