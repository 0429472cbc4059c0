"""Screens of 10000 / Zehntausend at 1280x720 and 800x450: the options, a keep, a bust, hot dice and the
end. Each is checked like the screens tour: no text below the floor at 800x450, none leaving its box or the
picture, no two lines of one screen overlapping; a screen that fails is saved as a PNG (both sizes) for a look."""

from __future__ import annotations

import numpy
import pygame
import pytest
from layout_check import layout_problems

from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.render import rack, text, theme
from game.render.planet_faces import shade
from game.scenes import navigation
from game.scenes.results import ResultsScene

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")  # the session's shared copies (tests/solved_tables.py)

SMALL = (800, 450)


def turn_total(lines: list[str]) -> str:
    """The side panel's turn total: the big number under its heading (look review 26: one big number leads)."""
    return lines[lines.index("Turn total") + 1]


def _check_and_save(harness, tmp_path, name):
    """The screen's layout checked; when it fails, its pictures are saved in the test's tmp_path, kept for a look (a
    passed test's folder is removed: pyproject's tmp_path_retention_policy; saving both took ~0.1 s each time)."""
    with text.recording() as lines:
        harness.tick()
    picture = harness.screen
    problems = layout_problems(lines, picture.get_rect())
    if problems:
        pygame.image.save(picture, str(tmp_path / f"{name}.png"))
        pygame.image.save(pygame.transform.smoothscale(picture, SMALL), str(tmp_path / f"{name}-800x450.png"))
    assert not problems, f"{name} (pictures in {tmp_path}):\n" + "\n".join(problems)


def test_options_screen(harness, tmp_path):
    harness.push("title")
    navigation.open_mode(harness.app, "zehntausend")
    harness.tick(30)
    _check_and_save(harness, tmp_path, "options")
    # beside the rows, a card pictures the focused option: its planets and its worked rule over what it means (look
    # review 12: a plain list); on the buttons, the mode's own picture
    from game.scenes.tenthousand import setup
    from game.words import _ as translated

    scene = harness.top
    with text.recording() as drawn:
        harness.tick()
    in_card = [line.text for line in drawn if setup.CARD.contains(line.rect)]
    option = setup.OPTIONS[scene.menu.focus]
    # (look mid18: its rule worked through with numbers over what it means, not the row's value again)
    from game.scenes.tenthousand.options import rules_for
    from game.scenes.tenthousand.worked import worked

    rules = rules_for(scene.mode, scene.values.items())
    assert in_card[0] == worked(option.name, scene.values[option.name], rules) and len(in_card) >= 2, in_card
    assert in_card[0] != option.value_text(scene.values[option.name])
    assert text.wrap(option.explain(scene.values[option.name]), 36, 10_000)[0].startswith(in_card[1].rstrip("…"))
    planets = [harness.screen.get_at((x, setup.CARD.top + 60))[:3] for x in range(setup.CARD.left, setup.CARD.right)]
    assert len(set(planets)) > 12, "the option's planets in the card"
    scene.menu.focus = len(setup.OPTIONS)          # Choose the seats: no option to picture, the game in short under
    with text.recording() as drawn:                # the mode's picture (look review 13a: a half-empty card)
        harness.tick()
    assert [line.text for line in drawn if setup.CARD.contains(line.rect)] == [translated(line) for line in setup.BASICS]


def test_keep_bust_hot_dice_and_end(harness, tmp_path):
    """Each throw's outcome is set down by hand (TrayPanel.set_down, a test API), so every state comes
    on the throw that should bring it, not after however many frames chance takes."""
    harness.push("title")
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0)
    scene = harness.push("tenthousand", match=MatchConfig(config.mode, config.seats, options=(("target", 3000),)))

    def next_turn() -> None:
        for _ in range(60):        # the turn passes after the last one's banner (a few seconds)
            shown = harness.drawn_text()
            if "Roll the planets!" in shown and turn_total(shown) == "0":   # the next throw asked for (all back)
                return
            harness.run_for(0.1)
        pytest.fail("the next turn never came")

    def throw(*faces: int) -> list[str]:
        harness.press("roll")
        harness.until(lambda: scene.panel.rolling)   # (after HOT DICE, once its moment clears)
        scene.panel.set_down(faces)
        harness.run_for(0.5)       # read, scored, the banner settled
        return harness.drawn_text()

    throw(1, 5, 2, 3, 6, 6)
    harness.press("lock")          # take all scoring: the 1 and the 5
    # short of the minimum (350) with the 150 taken: the Bank button, off, says so, once (review 17: the panel's line
    # under the turn total said it again)
    shown = harness.drawn_text()
    assert "Bank: 200 to go" in shown and "200 more to bank" not in shown, shown
    _check_and_save(harness, tmp_path, "keep")
    bust = throw(2, 3, 4, 6)
    assert "BUST – nothing scores" in bust
    assert "+150" not in bust, "no fading pop-up of the keep the bust took away"
    with text.recording() as drawn:     # the banner across the tray, not into the set-aside column beside it
        harness.drawn_text()
    ribbon = next(line.box for line in drawn if line.text == "BUST – nothing scores")
    assert scene.panel.tray_rect.contains(ribbon), (ribbon, scene.panel.tray_rect)
    # look review 28b: the rack's plaque stood blank during the bust; 29: "Kept 0" under the kept dice still on the
    # rack read as stale: it says what the bust took, in the danger red
    plaque = [line for line in drawn if scene.panel.aside_rect.colliderect(line.rect)]
    assert [line.text for line in plaque] == ["Lost 150"], plaque
    inks = [harness.screen.get_at((x, y))[:3] for x in range(plaque[0].rect.left, plaque[0].rect.right)
            for y in range(plaque[0].rect.top, plaque[0].rect.bottom)]
    assert sum(r > 200 and g < 120 and b < 140 for r, g, b in inks) > 40, "the plaque's words in the danger red"
    _check_and_save(harness, tmp_path, "bust")
    next_turn()
    throw(1, 1, 1, 5, 5, 5)
    harness.press("lock")          # all six score: they come back
    harness.press("roll")          # HOT DICE on the felt first: the throw waits for it
    assert turn_total(harness.drawn_text()) == "0", "the turn total counts up by the six's worth"
    harness.run_for(0.75)          # (the ribbon down, the six in their row, the total counted up)
    with text.recording() as drawn:
        harness.drawn_text()
    felt, column = scene.panel.felt_rect, scene.panel.aside_rect
    words = {line.text: line for line in drawn if line.text in ("HOT DICE!", "All six again")}
    assert len(words) == 2 and all(felt.contains(line.rect) for line in words.values()), (words, felt)
    title, again = words["HOT DICE!"], words["All six again"]
    assert title.px >= 56 and again.px >= 24 and title.rect.bottom <= again.rect.top + 8, "big words, the line under"
    assert turn_total([line.text for line in drawn]) == "1,500" and not scene.panel.rolling
    # look review 20: the pennant in the column "lands far weaker than Bust": the moment takes the felt, as a bust does
    # (the rack the six left says their worth on its plaque); look reviews 28a/28b: the six stood in the rack as well
    # as on the felt, read as twelve dice: each die is shown once, on the felt, its rack places empty notches
    assert [line.text for line in drawn if column.colliderect(line.rect)] == ["Kept 1,500"]
    for k in range(6):
        x, y = scene.panel.aside_place(k)
        notch = rack.notch_rect((x, y), scene.panel.token_size())
        assert harness.screen.get_at(notch.center)[:3] in (rack.NOTCH, shade(rack.NOTCH, 0.55)), k
    _check_and_save(harness, tmp_path, "hot-dice")
    harness.until(lambda: not scene.hot_dice.showing)   # the moment clears before the throw is drawn: never a title
    assert scene.panel.rolling and "HOT DICE!" not in harness.drawn_text()   # over it
    scene.panel.set_down((1, 1, 5, 2, 3, 6))
    harness.run_for(0.1)           # (set down by hand, the throw rests at once: a 2, a 3 and a 6 among its planets)
    assert "HOT DICE!" not in harness.drawn_text(), "look review 19: 'All six again' over a throw at rest"
    harness.run_for(0.3)
    after = harness.drawn_text()
    # what the sets still owe before banking, said plainly (it read "Still to confirm: 350" beside "+1500")
    assert not any(line.startswith("Still to confirm") or line.endswith("more to bank") for line in after), after
    # and the Bank button, off, says so too (look review 15: "Bank +900" beside "150 more to bank" read as a contradiction)
    assert "Bank: 350 to go" in after and not any(line.startswith("Bank +") for line in after), after
    harness.press("lock")
    throw(1, 5, 2)
    harness.press("lock")          # 400 since the triples: confirmed
    harness.press("prev")          # bank 1,900
    harness.run_for(0.2)
    # through the pause the screen tells one story (review 17: the column held the planets beside "Turn total: 0"; mid18:
    # the throw came back onto the felt beside "Turn total: 0" and "Planets to roll: 6"): the banked points and planets
    shown = harness.drawn_text()
    assert turn_total(shown) == "1,900" and "Banked" in shown and not any(line.endswith("%") for line in shown), shown
    faces = scene.panel.faces   # the faces physics left up: the turn's 1, 1, 5 and 1, 5 aside, the last throw's 2 on the felt
    assert sorted(faces[die] for die in scene.panel.aside) == [1, 1, 1, 5, 5]
    assert [faces[die] for die in scene.panel.on_felt] == [2], faces
    next_turn()                    # then the next turn starts from an empty column (next_turn: "Turn total: 0")
    assert scene.panel.aside == ()
    throw(1, 1, 1, 5, 5, 5)
    harness.press("lock")
    throw(1, 1, 5, 2, 3, 6)
    harness.press("lock")
    throw(1, 5, 2)
    harness.press("lock")
    harness.press("prev")          # 3,800: the end
    harness.run_for(2.2)           # the last turn shown, then the winner's moment on the table
    with text.recording() as drawn:
        harness.drawn_text()
    felt = scene.panel.tray_rect
    shown = [line.text for line in drawn]
    dead = [label for label in shown if label.startswith(("Roll ", "Take all scoring", "Bank", "Hint", "Table"))]
    assert not dead, f"no buttons that cannot be pressed at the end: {dead}"
    from game.scenes.tenthousand.view import BAR  # where the buttons were: the seats ranked, not an empty band
    assert {scene.match.seats[0].name, "3,800"} <= {line.text for line in drawn if BAR.contains(line.rect)}, shown
    points = next(line for line in drawn if line.text == "3,800 points")
    assert points.px >= 40 and felt.contains(points.rect), "the winner's points big on the felt"
    banner = next(line for line in drawn if line.text.startswith("3,000 reached in"))
    assert felt.contains(banner.rect) and banner.rect.bottom < points.rect.top
    rocket = theme.SEAT_COLOURS[scene.match.seats[0].colour]
    middle = pygame.Rect(felt.centerx - 60, banner.rect.bottom, 120, points.rect.top - banner.rect.bottom)
    assert sum(1 for x in range(middle.left, middle.right, 3) for y in range(middle.top, middle.bottom, 3)
               if sum(abs(a - b) for a, b in zip(harness.screen.get_at((x, y))[:3], rocket, strict=False)) < 40) > 40
    # look review 12: the band said again what the totals say (now each seat's place first), the set-aside column
    # stood empty (now: the rounds the game took), the confetti flew over the winner's points (now above them)
    assert "1st" in {line.text for line in drawn if BAR.contains(line.rect)}
    column = [line.text for line in drawn if scene.panel.aside_rect.contains(line.rect)]
    assert column[:1] == [str(scene.game.rounds)] and column[1] in ("round", "rounds"), column
    kept = pygame.image.tobytes(harness.screen.subsurface(points.rect), "RGB")
    for _ in range(4):
        harness.tick(5)
        assert pygame.image.tobytes(harness.screen.subsurface(points.rect), "RGB") == kept, "confetti over the points"
    harness.run_for(2.0)
    assert isinstance(harness.top, ResultsScene)
    _check_and_save(harness, tmp_path, "end")


def _solo_throw_set_down(harness, faces: tuple[int, ...]):
    """A solo 10000 game whose first throw is set down as `faces` (TrayPanel.set_down), shown for 0.6 s."""
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0)
    scene = harness.push("tenthousand", match=config)
    harness.run_for(1.0)
    harness.press("roll")
    scene.panel.set_down(faces)
    harness.run_for(0.6)
    return scene


def test_a_pick_that_does_not_score_is_said_once_and_not_in_red(harness):
    """Issue 28: "A single 3 does not score" showed twice (the panel and under the buttons), in red; red
    means danger only, and a refused pick is a state. The strip's label sits beside its places."""
    scene = _solo_throw_set_down(harness, (3, 1, 2, 4, 6, 6))
    harness.press("confirm")           # the cursor starts on the throw's first planet: the lone 3
    harness.run_for(0.2)
    with text.recording() as drawn:
        harness.drawn_text()
    said = [line for line in drawn if line.text == "A single 3 does not score"]
    assert len(said) == 1, [line.text for line in drawn]
    area = said[0].rect
    pixels = [harness.screen.get_at((x, y))[:3] for x in range(area.left, area.right) for y in range(area.top, area.bottom)]
    red = sum(1 for c in pixels if sum(abs(a - b) for a, b in zip(c, theme.DANGER, strict=True)) < 90)
    assert red < 5, f"{red} red pixels in the line"
    # look review 25 (tenthousand_keep at 7): the empty column said "Planets set aside go here" in a tall box, a
    # placeholder's look; now it is a picture: no words in it, each of its six places an empty socket (a planet's
    # outline, as a die set aside will fill it)
    # look reviews 27a/27b: the column's six identical circles read as placeholder art: it is a wooden rack now, each
    # empty place a notch cut in its shelf (no circle), the plaque at its foot the turn's subtotal
    assert [line.text for line in drawn if scene.panel.aside_rect.colliderect(line.rect)] == ["Kept 0"]
    column = scene.panel.aside_rect
    wood = [harness.screen.get_at((column.left + 30, y))[:3] for y in range(column.top + 20, column.bottom - 60, 7)]
    assert sum(1 for r, g, b in wood if r > b + 25 and r > g) > 0.9 * len(wood), wood   # (wood, not the navy panel)
    for k in range(6):
        x, y = scene.panel.aside_place(k)
        notch = rack.notch_rect((x, y), scene.panel.token_size())
        assert harness.screen.get_at(notch.center)[:3] in (rack.NOTCH, shade(rack.NOTCH, 0.55)), k


def test_the_message_line_lies_on_a_plate_hung_under_the_action_bar(harness):
    """Look review 28a d18: "A single 6 does not score" floated unanchored on the sunset below the bar. The line lies
    on a plate of the bar's navy under the bar's left end: round its words the navy panel, not the sunset's red."""
    from game.scenes.tenthousand.view import BAR

    _solo_throw_set_down(harness, (3, 1, 2, 4, 6, 6))
    harness.press("confirm")           # the lone 3: "A single 3 does not score"
    harness.run_for(0.2)
    with text.recording() as drawn:
        harness.drawn_text()
    line = next(line for line in drawn if line.text == "A single 3 does not score")
    assert BAR.bottom < line.rect.top and line.rect.left - BAR.left < 40, (line.rect, BAR)
    around = [(x, y) for x in (line.rect.left - 6, line.rect.right + 6) for y in (line.rect.top + 4, line.rect.bottom - 4)]
    colours = [harness.screen.get_at(spot)[:3] for spot in around]
    assert all(b > r + 10 for r, _g, b in colours), colours      # navy (the sunset there is red over blue)


def test_a_held_planet_that_scores_with_the_rest_of_its_set_is_not_called_non_scoring(harness):
    """Issue 28: one 3 of three 3s picked showed the lime lock beside "A single 3 does not score". The panel
    now asks for the rest of its set; a lone 3 alone is still refused."""
    _solo_throw_set_down(harness, (3, 3, 3, 2, 4, 6))
    harness.press("confirm")           # the cursor starts on the throw's first planet: a 3 of the three
    harness.run_for(0.2)
    shown = harness.drawn_text()
    assert "Pick the rest of its set" in shown and "A single 3 does not score" not in shown, shown


def test_what_a_group_scores_never_covers_a_planet(harness):
    """Issue 28: "+1000 together" was drawn over a planet of the throw (it went above its group, or under it,
    and was then pushed back onto the felt over whatever lay there). Over many real throws, every chip saying
    what planets score keeps clear of every planet's drawn top."""
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0)
    scene = harness.push("tenthousand", match=config)
    panel = scene.panel
    covered, chips = [], 0
    for throw in range(24):
        harness.until(lambda: not scene.busy, 60 * 20)
        harness.press("roll")
        harness.until(lambda: not scene.busy, 60 * 20)
        tops = [panel.die_center(i) for i in panel.on_felt]
        for line in harness.drawn_lines():
            if not (line.text.startswith("+") and panel.felt_rect.contains(line.rect)):
                continue
            chips += 1
            box = line.rect.inflate(12, 2)
            for x, y in tops:     # the top's middle, and its square's corners reach `radius` from it
                near = (min(max(x, box.left), box.right) - x) ** 2 + (min(max(y, box.top), box.bottom) - y) ** 2
                if near < panel.radius ** 2:
                    covered.append(f"throw {throw}: {line.text!r} at {box} over the planet at ({x:.0f}, {y:.0f})")
        if scene.turn.phase == "keep":
            harness.press("lock")                    # take all scoring, roll on
    assert chips >= 12, f"only {chips} chips seen"
    assert not covered, "\n".join(covered[:10])


def test_the_hot_dice_sparks_stay_off_the_buttons_and_the_title(harness):
    """Issue 28: the HOT DICE burst rained over "Take all scoring" and "Bank". Its sparks show on the felt only: no
    pixel of their colours lands on the action bar; and none on the title."""
    from game.render.ribbon_sparks import SHELL_COLOURS as SPARK_COLOURS
    from game.scenes.tenthousand.view import BAR

    _solo_throw_set_down(harness, (1, 1, 1, 5, 5, 5))
    colours = {tuple(c) for c in SPARK_COLOURS if tuple(c) != tuple(theme.TEXT)}   # (white: the words under the bar)
    below = pygame.Rect(0, BAR.top, harness.screen.get_width(), harness.screen.get_height() - BAR.top)

    def spark_pixels() -> int:   # every second pixel of every second row under the bar's top
        rgb = pygame.surfarray.array3d(harness.screen.subsurface(below))[::2, ::2]
        return int(sum(numpy.all(rgb == colour, axis=2).sum() for colour in colours))

    quiet = spark_pixels()
    scene = harness.app.scenes.top
    harness.press("lock")             # take all: all six score
    harness.press("roll")             # set aside: HOT DICE, the burst, then all six thrown again
    harness.run_for(0.2)              # (the title down)
    title = next(line.rect for line in harness.drawn_lines() if line.text == "HOT DICE!")
    counts, boxes = [], set()
    for _ in range(30):
        harness.tick(2)
        counts.append(spark_pixels())
        if scene.hot_dice.showing:
            boxes.add(pygame.image.tobytes(harness.screen.subsurface(title), "RGB"))
    assert max(counts) <= quiet, (quiet, counts)
    # review 13: the sparks' rings crossed the title. They burst round its ribbon, never over its letters
    assert boxes and len(boxes) == 1, f"nothing crosses the title's letters ({len(boxes)} pictures of their box)"
    # look review 16: German "ALLE SECHS!" nearly met the tray's rim: in either language the ribbon reaches from rim to
    # rim of the felt and its words lie on it
    from game import words
    from game.scenes.tenthousand import hot_dice

    felt = scene.panel.felt_rect
    for language in ("en", "de"):
        words.set_language(language)
        picture, lines = hot_dice.title(words._("HOT DICE! All six again"), felt.width)
        assert picture.get_width() == felt.width - 2 * hot_dice.RIM, language
        assert all(picture.get_rect().inflate(-60, 0).contains(where) for _line, _size, where in lines), language
    words.set_language("en")


def test_the_hot_dice_moment_is_made_with_the_table_not_in_its_moment(harness, monkeypatch):
    """The moment's pictures (the stage: rays, title and line, ~2 ms; the glowing tokens, the sparks) are made when the
    table is set, not in the frame all six are thrown again."""
    from game.render import celebration, ribbon_sparks
    from game.scenes.tenthousand import hot_dice

    for kept in (hot_dice.stage, hot_dice.title, hot_dice.title_pieces, hot_dice.slammed,
                 ribbon_sparks.shell_dot, hot_dice._glowing_token):
        kept.cache_clear()        # (an earlier HOT DICE in this process made them: made again with this table)
    scene = _solo_throw_set_down(harness, (1, 1, 1, 5, 5, 5))
    made = []
    for name in ("rays_picture", "points_picture", "spark_dot"):
        make = getattr(celebration, name)
        monkeypatch.setattr(celebration, name, lambda *args, make=make: made.append(args) or make(*args))
    harness.press("lock")             # take all: all six score
    harness.press("roll")             # set aside: HOT DICE, then all six thrown again
    for _ in range(20):
        harness.tick()
        assert scene.hot_dice.showing
    assert "HOT DICE!" in harness.drawn_text() and not made, made


def test_the_hot_dice_titles_pieces_draw_the_whole_title_pixel_for_pixel():
    """The whole title is drawn in pieces (its opaque middle copied, its ends and shadow blended: ~0.1 ms less in
    each of the moment's frames): over any background they give the same pixels as the picture."""
    from game.scenes.tenthousand import hot_dice

    rng = numpy.random.default_rng(7)
    for label in ("HOT DICE! All six again", "ALLE SECHS! Noch einmal alle sechs"):
        picture = hot_dice.title(label, 616)[0]
        hot_dice.title_pieces.cache_clear()
        pieces = hot_dice.title_pieces(label, 616)
        ground = pygame.surfarray.make_surface(rng.integers(0, 256, (*picture.get_size(), 3), dtype=numpy.uint8))
        whole, parts = ground.copy(), ground.copy()
        whole.blit(picture, (0, 0))
        parts.fblits(list(pieces))
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(parts, "RGB"), label
        assert sum(p.get_width() * p.get_height() for p, _at in pieces[1:]) < 0.3 * picture.get_width() * picture.get_height()


def _patch(screen, centre, lift: float = 0.0):
    """The 24x24 px round a die's top middle (its numeral, its planet) as drawn `lift` px higher."""
    x, y = round(centre[0]), round(centre[1] - lift)
    return pygame.surfarray.array3d(screen.subsurface((x - 12, y - 12, 24, 24))).astype(int)


def test_hot_dice_takes_the_felt_over_none_of_the_six_and_clears_before_the_throw(harness):
    """Look review 20: HOT DICE, a pennant in the narrow column, "lands far weaker than Bust". It takes the felt as a
    bust does: a ribbon across it, at least half the tray wide, that covers none of the six in any frame (nor their
    hops); in their row under it the six flash and hop in a wave, left to right; the felt is warmed, not dimmed. It
    clears before the throw is drawn: no frame shows the title over the throw, and the six flying into it never show
    over a tumbling die (review 20: their numerals showed through the cubes). With reduced motion the ribbon and the six
    stand still: the same picture in every frame of the moment, nothing flashes or hops."""
    from game.scenes.tenthousand.hot_dice import ARRIVE, STAGGER

    def start(reduced: bool):
        harness.app.settings.reduced_motion = reduced
        scene = _solo_throw_set_down(harness, (1, 1, 1, 5, 5, 5))
        corner = pygame.Rect(scene.panel.felt_rect.left + 4, scene.panel.felt_rect.bottom - 14, 10, 10)   # bare felt
        bare = pygame.transform.average_color(harness.screen, corner)
        harness.press("lock")
        harness.press("roll")
        shown = pygame.transform.average_color(harness.screen, corner)
        assert sum(shown[:3]) >= sum(bare[:3]), (shown, bare)   # warmed, not veiled
        return scene

    scene = start(reduced=True)
    hot, pictures = scene.hot_dice, set()
    while hot.showing:
        assert not scene.panel.rolling and hot.flash_level() == 0.0
        pictures.add(pygame.image.tobytes(harness.screen.subsurface(scene.panel.felt_rect), "RGB"))
        harness.tick(4)
    assert len(pictures) == 1, "the moment stands still with reduced motion"
    harness.app.scenes.pop()

    scene = start(reduced=False)
    hot, panel = scene.hot_dice, scene.panel
    tray, felt = panel.tray_rect, panel.felt_rect
    flashed, peaks = [], [(0.0, 0.0)] * 6
    while hot.showing:
        assert not panel.rolling, "the throw waits for the moment"
        plate, boxes = hot.plate(), hot.boxes()
        assert plate.width >= tray.width / 2 and felt.contains(plate) and len(boxes) == 6, (plate, tray, boxes)
        assert not any(plate.colliderect(box) for box in boxes), (hot.age, plate, boxes)
        flashed.append(hot.flash_level())
        if hot.age > ARRIVE + 6 * STAGGER:        # (all six in their row: how high each is lifted)
            peaks = [max(peak, (hot.row[k][3][1] - hot.lifted(k)[1], hot.age)) for k, peak in enumerate(peaks)]
        harness.app.tick(draw=False)    # (every step of the moment read, none drawn: the throw's first frame is)
    assert panel.rolling and "HOT DICE!" not in harness.drawn_text(), "the title over the throw's first frame"
    assert max(flashed) > 0.9, "the six flash"
    assert min(up for up, _when in peaks) > 0.3 * hot.side, peaks
    assert [when for _up, when in peaks] == sorted(when for _up, when in peaks), "a wave, left to right"
    flown = 0
    with text.recording() as drawn:
        while scene.awaiting:
            harness.tick()
            flying, tray = hot.flying, panel.tray
            tumbling = [d for d in panel.in_play if not tray.lying_flat(panel.slot_of(d))]
            if flying and tumbling:   # look review 20: the six's kept faces ("5", "1") showed through tumbling dice
                shown = [_patch(harness.screen, panel.die_center(d)) for d in tumbling]
                hot.flying = []
                harness.app.screen_behind = True     # (the same frame drawn again, with no planet flying)
                bare = [_patch(harness.screen, panel.die_center(d)) for d in tumbling]
                hot.flying = flying
                flown += 1
                assert all((one == other).all() for one, other in zip(shown, bare, strict=True)), \
                    "a planet flying into the throw shows over a tumbling die (its numeral through the cube)"
    assert flown >= 10, flown
    assert "HOT DICE!" not in {line.text for line in drawn}, "the title over the throw"
    harness.app.settings.reduced_motion = False


def test_a_turns_ribbon_stands_clear_and_only_a_person_is_told_to_roll(harness):
    """Issue 28: Zehntausend's "Roll the planets!" sat askew on the top edge of the "CPU 3's turn" ribbon (both
    in the tray's middle) and told the person to roll on a computer's turn. The ribbon has the tray's upper
    lane; the call to roll stands under it, and only when a person is on turn."""
    config = quick_match("zehntausend", people_devices=(KEYBOARD,), computers=1)
    cpu_first = MatchConfig(config.mode, tuple(reversed(config.seats)))
    scene = harness.push("zehntausend", match=cpu_first)
    cpu = cpu_first.seats[0].name
    harness.tick(20)                   # its ribbon has swept in
    shown = harness.drawn_lines()
    assert any(line.text == f"{cpu}'s turn" and scene.panel.tray_rect.contains(line.box) for line in shown)
    assert "Roll the planets!" not in [line.text for line in shown], "a computer's turn: no call to roll"
    person = config.seats[0].name
    tray = scene.panel.tray_rect
    for _ in range(600):               # the person's turn comes: its ribbon, and the call to roll under it
        shown = harness.drawn_lines()
        ribbon = [line.box for line in shown if line.text == f"{person}'s turn" and tray.contains(line.box)]
        call = [line.rect for line in shown if line.text == "Roll the planets!"]
        if ribbon and call:
            break
        harness.tick(5)
    assert ribbon and call, [line.text for line in shown]
    assert not ribbon[0].colliderect(call[0]) and call[0].top > ribbon[0].bottom, (ribbon, call)


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced_motion"])
def test_a_bust_shakes_the_table_and_its_points_fall_from_the_turn_total(harness, reduced):
    """Look review 12: the bust's "-450" floated off-centre under "Turn total: 0". It stands under the turn total,
    beginning where it begins (review 16), then falls away and fades, within "this turn"; the planets and the banner over them jolt. With reduced
    motion nothing moves: no shake (the banner stands), the points fade where they stand. Look review 15: the "-450"
    overlapped "Turn total: 0" (it never meets it now, standing or falling) and the moment was weak: the felt goes cold
    and the planets that busted stay on it, greyed, under a red flash (none with reduced motion)."""
    from game.render import panel as panel_look
    from game.scenes.tenthousand.view import SIDE, TURN_PART

    harness.app.settings.reduced_motion = reduced
    scene = _solo_throw_set_down(harness, (1, 5, 2, 3, 6, 6))
    harness.press("lock")                      # take all scoring: 150
    harness.press("roll")
    scene.panel.set_down((2, 3, 4, 6))         # nothing scores: bust
    harness.tick()
    lines = harness.drawn_lines()
    total = next(line for line in lines if line.text == "0" and TURN_PART.contains(line.rect))   # the big turn total
    lost = next(line for line in lines if line.text == "-150")
    assert not lost.rect.colliderect(total.rect) and lost.rect.top > total.rect.bottom, (lost.rect, total.rect)
    # look review 16: centred under the line, "-5,150" stood off the panel's text column: it begins where the line does
    assert abs(lost.rect.left - total.rect.left) <= 3, (lost.rect, total.rect)
    felt = scene.panel.felt_rect
    corner = pygame.Rect(felt.left + 8, felt.top + 8, 40, 40)     # (no planet and no ribbon there)
    ribbons, reds, flash = [], [], []
    trim = panel_look.bezel_width(SIDE.size) + panel_look.LIP + 2   # (its trim and the lit lip inside it)
    for _ in range(90):     # (1.5 s: the points' life)
        harness.tick()
        ribbons.append(next(line.box.center for line in harness.drawn_lines() if line.text == "BUST – nothing scores"))
        rgb = pygame.surfarray.array3d(harness.screen.subsurface(TURN_PART)).astype(int)
        rgb[:trim], rgb[-trim:], rgb[:, :trim] = 0, 0, 0   # (the panel's face: its trim is 10000's sunset rose)
        xs, ys = numpy.nonzero((rgb[..., 0] > 150) & (rgb[..., 1] < 120) & (rgb[..., 2] < 140)   # the red points (not the
                               & (rgb[..., 1] < rgb[..., 2] + 12))                            # panel's wood: green over blue)
        reds.append((len(xs), xs.mean() + TURN_PART.left if len(xs) else None, ys.mean() + TURN_PART.top if len(xs) else None,
                     ys.min() + TURN_PART.top if len(xs) else None))
        r, g, _b = pygame.transform.average_color(harness.screen, corner)[:3]
        flash.append(r - g)
    count, x, y, _top = reds[2]
    assert count > 200 and abs(x - lost.rect.centerx) < 12 and y > total.rect.bottom, (reds[2], total.rect)
    assert min(top for *_rest, top in reds if top is not None) > total.rect.bottom, "the points never meet the line"
    assert reds[-1][0] == 0, "faded"
    assert (max(flash) > 25) != reduced and abs(flash[-1]) <= 2, flash   # a red flash, gone; the felt grey, not green
    kept = scene.panel.aside_centers()         # and the turn's kept planets in their column, lost with it
    assert kept
    for die in (*scene.panel.on_felt, *kept):  # the planets that busted, greyed where they lie, their numerals white
        cx, cy = scene.panel.die_center(die)
        top = pygame.surfarray.array3d(harness.screen.subsurface(pygame.Rect(cx - 12, cy - 12, 24, 24))).astype(int)
        assert (top.max(axis=2) - top.min(axis=2)).max() <= 3 and top.max() > 200, (die, top.max())
    # review 13: red words on the slate ribbon read at a moderate contrast; white words on a deep red ribbon read clearly
    words = next(line.rect for line in harness.drawn_lines() if line.text == "BUST – nothing scores")
    rgb = pygame.surfarray.array3d(harness.screen.subsurface(words)).reshape(-1, 3).astype(int)
    white = rgb[numpy.all(numpy.abs(rgb - numpy.array(theme.TEXT)) < 24, axis=1)]
    body = rgb[(rgb[:, 0] > rgb[:, 1] + 70) & (rgb[:, 0] > rgb[:, 2] + 50)]
    assert len(white) > words.width * 3 and len(body) > len(rgb) // 3, (len(white), len(body), len(rgb))

    def luminance(colour) -> float:
        linear = [(c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    assert (luminance(theme.TEXT) + 0.05) / (luminance(numpy.median(body, axis=0)) + 0.05) >= 4.5
    fallen = max(r[2] for r in reds if r[0] > 40) - y
    heights = {y for _x, y in ribbons}            # the banner over the planets jolts up and down with them
    if reduced:
        assert len(heights) == 1 and fallen <= 1, (heights, fallen)
    else:
        assert len(heights) > 3 and fallen > 20, (heights, fallen)


def test_hot_dice_set_aside_by_the_rules_go_back_to_the_cup(harness, monkeypatch):
    """Zehntausend sets the scoring planets aside itself: all six scoring, the moment shows on the felt, then the six
    wait in the cup to be rolled again. The last throw's planets (gathered, not thrown) no longer lie on the felt
    beside "Roll 6 planets" as if they were this throw, and none flies onto the felt while no throw is made (the final
    read of session 17: a glowing "5" flew to the felt's middle, over the cup)."""
    from game.scenes.tenthousand import hot_dice

    config = quick_match("zehntausend", people_devices=(KEYBOARD,), computers=0)
    scene = harness.push("zehntausend", match=config)
    harness.run_for(1.0)
    harness.press("roll")
    scene.panel.set_down((1, 1, 1, 5, 5, 5))        # all six score: the rules set them aside, they come back
    harness.run_for(0.5)
    assert "HOT DICE!" in harness.drawn_text()
    for _ in range(240):
        if "HOT DICE!" not in harness.drawn_text():
            break
        harness.tick()
    flown = []
    real = hot_dice._glowing_token
    monkeypatch.setattr(hot_dice, "_glowing_token", lambda *args: flown.append(args) or real(*args))
    for _ in range(30):   # (each frame drawn: the flights are drawn, not updated)
        harness.tick()
        shown = harness.drawn_text()
    assert "HOT DICE!" not in shown and "Roll the planets!" in shown, [line for line in shown if "Roll" in line or "DICE" in line]
    assert not flown and not scene.panel.rolling, len(flown)


def _grained_table() -> tuple[pygame.Rect, pygame.Surface]:
    """10000's felt on a screen with a grain of its own (a picture drawn over it must show it where it is see-through)."""
    if not pygame.font.get_init():
        pygame.font.init()
    table = pygame.Surface((1280, 720))
    for y in range(0, 720, 3):
        pygame.draw.line(table, (20 + y % 40, 90 + y % 17, 70), (0, y), (1279, y))
    return pygame.Rect(26, 74, 616, 450), table


def _column_of_six(felt: pygame.Rect):
    """What HOT DICE reads of a tray panel: the six set aside in its column (faces 1 to 6), not thrown since."""
    from types import SimpleNamespace

    column = pygame.Rect(660, 64, 196, 470)
    places = {die: (column.centerx, column.top + 40 + 70 * die) for die in range(6)}
    return SimpleNamespace(felt_rect=felt, aside_rect=column, throws=1, radius=33.0, rolling=False,
                           aside_centers=lambda: places, aside_face=lambda die: die + 1)


def test_the_hot_dice_stage_kept_over_the_bare_felt_equals_one_blended_in_its_frame():
    """HOT DICE's still part is made over the bare felt ahead (`HotDice.keep_felt`) and copied in its frame: the same
    pixels as the stage blended over the felt there, in either language."""
    from game.scenes.tenthousand.hot_dice import HotDice, stage

    felt, table = _grained_table()
    hot = HotDice(felt, "HOT DICE! All six again", 33.0)
    for label in ("HOT DICE! All six again", "ALLE SECHS! Nochmal mit allen"):
        hot.keep_felt(table, felt, label)
        hot.start(label, _column_of_six(felt))
        kept, fresh = table.copy(), table.copy()
        hot.draw_stage(kept, felt)
        fresh.blit(stage(felt.size), felt.topleft)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), label


def test_the_bust_cold_felt_kept_from_the_bare_felt_equals_one_made_in_its_frame():
    """The bust's cold felt is made ahead over the bare felt (`Bust.keep_felt`) and copied in the frame a throw busts:
    the same pixels as greying the felt there."""
    from game.scenes.tenthousand.bust import Bust

    felt, table = _grained_table()
    ahead, late = Bust(), Bust()
    ahead.keep_felt(table, felt)
    kept, fresh = table.copy(), table.copy()
    ahead.cold_felt(kept, felt)
    late.cold_felt(fresh, felt)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert pygame.image.tobytes(kept, "RGB") != pygame.image.tobytes(table, "RGB")   # (greyed: not the felt)


def test_the_bust_ribbon_stands_where_no_planet_lies():
    """Look review 13a: the BUST ribbon cut through the last die (the one that busted). It stands across the felt's
    middle when that is clear, else a third up or down, wherever it covers the fewest planets."""
    from game.scenes.tenthousand.bust import RIBBON, ribbon_lane

    tray = pygame.Rect(20, 70, 620, 450)

    def die(x: int, y: int) -> pygame.Rect:
        return pygame.Rect(x - 35, y - 35, 70, 70)

    def covers(lane, dice) -> int:
        band = pygame.Rect(tray.left, lane[1] - RIBBON // 2, tray.width, RIBBON)
        return sum(band.colliderect(d) for d in dice)

    assert ribbon_lane(tray, []) == tray.center
    assert ribbon_lane(tray, [die(200, 460)]) == tray.center                 # the middle is clear: there
    lone = [die(210, 290)]                                                     # (the tour's bust: one 4 in the middle)
    assert covers(ribbon_lane(tray, lone), lone) == 0
    crowded = [die(100, 290), die(300, 300), die(500, 180), die(200, 400)]
    assert covers(ribbon_lane(tray, crowded), crowded) == min(
        covers((tray.centerx, y), crowded) for y in range(tray.top + RIBBON // 2, tray.bottom - RIBBON // 2))



def test_the_hot_dice_moment_leaves_out_only_what_its_ribbon_hides(monkeypatch):
    """The sparks are not drawn under the title's opaque middle (`HotDice.covered`): the moment looks the same, pixel
    for pixel, as one drawn whole."""
    from game.scenes.tenthousand.hot_dice import HotDice

    felt, table = _grained_table()
    label = "HOT DICE! All six again"
    hot = HotDice(felt, label, 33.0)
    hot.start(label, _column_of_six(felt))
    for _ in range(50):
        hot.update(1 / 120)                                # the first shells of sparks in the air, the title down
    hidden = [at for _dot, at in hot.sparks()]
    assert len(hidden) > 10 and hot.covered().width > 300
    kept, whole = table.copy(), table.copy()
    hot.draw(kept)
    monkeypatch.setattr(HotDice, "covered", lambda self: pygame.Rect(0, 0, 0, 0))
    assert len(hot.sparks()) > len(hidden), "some sparks lie under the ribbon"
    hot.draw(whole)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert pygame.image.tobytes(kept, "RGB") != pygame.image.tobytes(table, "RGB")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_options_title_keeps_off_the_skys_planet(harness, language):
    """Look review 16: "10000 – the rules of this game" ran over the big planet's rim at the top right (in German
    too). The title, as drawn, keeps 12 px or more off the planet (a little smaller where it must be)."""
    import math

    from game import words
    from game.render import sky

    words.set_language(language)
    harness.push("title")
    navigation.open_mode(harness.app, "tenthousand")
    harness.tick(3)
    title = next(line.rect for line in harness.drawn_lines() if line.text.startswith("10000 –"))
    cx, cy, radius = sky.planet_circle(harness.app.size, harness.top.backdrop.mood)
    near = (min(max(cx, title.left), title.right), min(max(cy, title.top), title.bottom))
    assert math.dist(near, (cx, cy)) >= radius + 12, (title, (cx, cy, radius))


@pytest.mark.parametrize(("language", "heading"), [("en", "10000 – house rules"), ("de", "10000 – Hausregeln")])
def test_the_options_heading_is_short_and_names_house_rules(harness, language, heading):
    """Look review 25 (tenthousand_options at 7): "10000 – the rules of this game" was a long, weak heading over
    five option rows. The heading names what they are, house rules, in one short title."""
    from game import words

    words.set_language(language)
    harness.push("title")
    navigation.open_mode(harness.app, "tenthousand")
    harness.tick(3)
    titles = [line for line in harness.drawn_lines() if line.text.startswith("10000 –")]
    assert [line.text for line in titles] == [heading]
    assert titles[0].rect.width < harness.app.size[0] // 2, titles[0].rect
