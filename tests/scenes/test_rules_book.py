"""The rule book: every mode has a page, nothing is cut off, keys/pad/mouse reach everything."""

from __future__ import annotations

import pygame
import pytest

from game.render import text, theme
from game.render.panel import BRUSH as GRAIN  # levels two spots of a face a row apart may differ (its texture)
from game.scenes.rules_book import BODY_SIZE, BULLET_INDENT, RulesScene
from game.scenes.rules_pages import PAGES

MODES = {"dicetime", "revenge", "puzzle", "triple", "bluff", "tenthousand", "zehntausend"}


def test_every_mode_has_a_page_of_real_text():
    keys = {page.key for page in PAGES}
    assert MODES <= keys
    for page in PAGES:
        assert len(page.body.split()) > 60, page.key


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.key)
def test_no_line_is_wider_than_the_page_and_every_glyph_exists(harness, page):
    scene = harness.push(RulesScene)
    width = scene.view.width
    for paragraph in page.body.split("\n"):
        body = paragraph[2:] if paragraph.startswith(("# ", "- ")) else paragraph
        for line in text.wrap(body, BODY_SIZE, width - BULLET_INDENT):
            assert text.font(BODY_SIZE).size(line)[0] <= width - BULLET_INDENT
        assert all(text.has_glyph(ch) for ch in body), f"{page.key}: a glyph is missing"


def test_scrolling_reaches_the_end_of_every_page_and_stops_on_whole_lines(harness):
    harness.app.settings.reduced_motion = True     # no easing: the view jumps where it is sent
    scene = harness.push("rules")
    for index in range(len(PAGES)):
        assert scene.index == index
        breaks = scene.line_starts()
        for _ in range(30):
            harness.inject("down")
        harness.tick()
        assert scene.scroll == scene.max_scroll
        assert scene.scroll in breaks
        end = scene.visible_end(int(scene.scroll))
        assert end == scene.page_surface().get_height()   # the last line is shown, whole
        harness.press("right")
    assert scene.index == 0                 # wrapped round


def test_pages_turn_by_pad_shoulders_and_by_clicking_a_tab(harness, virtual_pads):
    scene = harness.push("rules", page="bluff")
    assert PAGES[scene.index].key == "bluff"
    pad = virtual_pads("P1")
    harness.tick()
    harness.tap(pad, "rightshoulder")
    assert PAGES[scene.index].key == "tenthousand"
    pad.tap("dpdown")
    harness.run_for(0.5)
    assert scene.scroll > 0
    harness.click(scene.tab_rect(0).center)
    assert scene.index == 0 and scene.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                         precise_y=-1.0, touch=False))
    harness.run_for(0.5)
    assert scene.scroll > 0
    harness.tap(pad, "b")
    assert harness.top is None


def test_the_back_button_closes_the_book(harness):
    harness.push("title")
    scene = harness.push("rules")
    harness.tick()
    harness.click(scene.back_rect().center)
    assert harness.top is not scene


def test_the_combinations_are_shown_with_the_games_own_dice():
    """Look review 23: the page is pictures, not paragraphs: each box is a row of the game's dice, an arrow into the box
    and what they score there, its name and one short line. Every such picture scores what the game's own rules say
    (the upper box by "in Fours"), and every box of the sheet has one."""
    from game.rules.dicetime import CATEGORIES, score

    page = next(p for p in PAGES if p.key == "dicetime")
    items = [[part.strip() for part in line[2:].split("|")] for line in page.body.split("\n") if line.startswith("> ")]
    boxes = {"3 of a kind": "three_kind", "4 of a kind": "four_kind", "Full house": "full_house",
             "Small straight": "small_straight", "Large straight": "large_straight", "5 of a kind": "five_kind",
             "Chance": "chance", "Ones to Sixes": "fours", "Write it in one empty box": "fives",
             "No fit: that box scores 0": "full_house"}
    shown = set()
    for dice, points, name, *_detail in items:
        if name in boxes:
            faces = tuple(int(v.rstrip("+")) for v in dice.split())
            assert len(faces) == 5 and score(boxes[name], faces) == int(points), (name, faces, points)
            shown.add(boxes[name])
    assert shown >= set(CATEGORIES[6:]) | {"fours"}, shown
    assert any(name.startswith("63 or more") and points == "35" for _dice, points, name, *_rest in items)
    from game import words
    from game.scenes.rules_book import item_lines

    for language in ("en", "de"):       # a picture and two short lines at most beside it, in either language, every page
        words.set_language(language)
        for line in (line for page in PAGES for line in page.body.split("\n")):
            assert not line.startswith("> ") or 1 <= len(item_lines(line[2:], 876)) <= 2, (language, line)


def test_triples_columns_are_pictured_at_their_weight():
    """Triple's weights as two pictures: each box holds what the dice score in the named box times its column's weight."""
    from game.rules.dicetime import score

    page = next(p for p in PAGES if p.key == "triple")
    items = [[part.strip() for part in line[2:].split("|")] for line in page.body.split("\n") if line.startswith("> ")]
    boxes, weights = {"Chance": "chance", "Large straight": "large_straight"}, {"two": 2, "three": 3}
    assert len(items) == 2
    for dice, points, name, _detail in items:
        box, column = name.split(" in column ")
        assert int(points) == weights[column] * score(boxes[box], [int(v) for v in dice.split()]), name


def test_bluffs_doubts_are_pictured_with_what_the_rules_take():
    """Look review 23: Bluff's doubting, three pictures of a table after a bid of four 4s (a "*" die is the star): each
    box holds the dice the game's own rules take, from the one the words name."""
    from game.rules.bluff import Bid, resolve

    page = next(p for p in PAGES if p.key == "bluff")
    items = [[part.strip() for part in line[2:].split("|")] for line in page.body.split("\n") if line.startswith("> ")]
    assert len(items) == 3
    for dice, lost, name, detail in items:
        table = [int(v.replace("*", "6")) for v in dice.split()]
        changes = resolve(Bid(4, 4), 0, 1, [[1, 2, 3, 5, 5], [1, 2, 3, 5, 5], table])     # bidder 0, doubter 1
        loser = "bidder" if changes[0] else "doubter"
        assert lost == f"−{-min(changes)}" and loser in detail, (name, changes)


def test_the_controls_page_shows_each_control_as_key_caps_beside_what_it_does():
    """Look review 23 (pictures, not paragraphs): the controls page lists each control as the game's key caps (each
    key a cap of its own, as the screens' hint bars draw them) with what it does beside them, in both languages."""
    from game import words
    from game.scenes.rules_book import KEYS_WORDS, layout_page

    page = next(p for p in PAGES if p.key == "controls")
    for language, throw in (("en", "throw"), ("de", "würfeln")):
        words.set_language(language)
        with text.recording() as drawn:
            layout_page(page, 876)
        said: dict = {}
        for line in drawn:
            said.setdefault(line.text, line.rect)      # (the first: the keyboard's)
        assert all(key in said and said[key].right < KEYS_WORDS for key in ("R", "Esc", "F11", "Alt", "X", "Y")), said
        assert said[throw].left == KEYS_WORDS and abs(said[throw].centery - said["R"].centery) <= 2


def test_a_held_die_in_a_picture_wears_the_games_lock_and_the_others_none():
    """'= 5+ 5+ 5+ 2 6' under "Lock the planets you like": the first three with the lock, the last two without."""
    import pygame

    from game.scenes.rules_book import BULLET_INDENT, DIE_SIZE, DIE_STEP, layout_page
    from game.scenes.rules_pages import RulesPage

    page = RulesPage("held", "Held", "- Lock the planets you like.\n= 5+ 5+ 5+ 2 6")
    surface, *_ = layout_page(page, 600)
    top = surface.get_height() - DIE_STEP - 4

    def lock_pixels(i: int) -> int:
        x = BULLET_INDENT + i * DIE_STEP
        box = pygame.Rect(x, top, DIE_SIZE, DIE_STEP)
        return sum(1 for px in range(box.left, box.right) for py in range(box.top, box.bottom)
                   if sum(abs(a - b) for a, b in zip(surface.get_at((px, py))[:3], theme.LOCKED[:3], strict=True)) < 40
                   and surface.get_at((px, py))[3] > 200)

    counts = [lock_pixels(i) for i in range(5)]
    assert all(count > 40 for count in counts[:3]) and counts[3:] == [0, 0], counts


def test_scrolled_the_view_never_begins_on_a_picture_of_dice(harness):
    """Look review 16: scrolled down, the held dice's picture sat at the view's top edge, its locks cut and faded.
    Step by step down the Dicetime page, the view's top band (where a scrolled page fades in) shows no lock."""
    from game.scenes.rules_book import FADE

    harness.app.settings.reduced_motion = True
    scene = harness.push("rules")
    harness.tick()
    seen = []
    while scene.scroll < scene.max_scroll:
        harness.inject("down")
        harness.tick()
        view = scene.view
        band = pygame.surfarray.array3d(harness.screen)[view.left:view.right, view.top:view.top + FADE].astype(int)
        red, green, blue = band[..., 0], band[..., 1], band[..., 2]
        lock = int(((green > red + 30) & (green > blue + 30)).sum())    # the lock's green, however faded
        seen.append((scene.scroll, lock))
    assert len(seen) >= 3 and all(lock == 0 for _scroll, lock in seen), seen


@pytest.mark.parametrize("scene_name", ["rules", "highscores"])
def test_the_current_tab_wears_the_one_focus_look_and_the_chosen_look_apart(harness, scene_name):
    """Issue 28: one focus style everywhere (look review 13: the tabs' chevron plus ring was a second style). The
    current tab, which the person's keys move, wears the one focus mark, the white ring hugging it, and no chevron.
    It is drawn as every focused key is: lifted on the keys' lacquer, never an outline of the selection colour
    (look review 18: "show 'selected' with a different cue, not a second outline"), no underline bar: ring and bar on
    one tab read as a double marker (look review 20); and not pressed in (looks reviews 28a d3, 28b d5: the black
    pressed-in face under the ring was a focus look of its own)."""
    from focus_looks import edge_pixels, underline_pixels

    from game.render import marks, theme

    scene = harness.push(scene_name)
    harness.run_for(0.5)
    harness.drawn_text()
    index = scene.index if scene_name == "rules" else scene.modes.index(scene.mode)
    rect = scene.tab_rect(index)
    grown = marks.lifted(rect)
    screen = harness.screen
    if scene_name == "rules":     # a column of tabs: where a chevron pointed from, the left
        beyond = [screen.get_at((x, rect.centery))[:3] for x in range(grown.left - 18, grown.left - 7)]
    else:                         # a row of tabs: from above
        beyond = [screen.get_at((rect.centerx, y))[:3] for y in range(grown.top - 16, grown.top - 7)]
    assert theme.FOCUS not in beyond
    ring = [screen.get_at((rect.centerx, y))[:3] for y in range(rect.top - 3, rect.top + 3)]
    assert theme.FOCUS in ring
    assert underline_pixels(screen, rect) == 0, "one marker: the ring, no underline under it (look review 20)"
    assert edge_pixels(screen, rect.inflate(-2, -2), theme.SELECTED, 3) == 0, "no outline in the selection colour"
    other = scene.tab_rect(index + 1)
    assert edge_pixels(screen, other, theme.FOCUS, 3) == underline_pixels(screen, other) == 0
    from game.render import title_mark  # the title between two planets on their orbits (look review 21: planet motifs)
    title = next(line.rect for line in harness.drawn_lines() if line.text in ("Rules", "High scores"))
    for x in (title.left - title_mark.GAP - title_mark.PLANET - 3, title.right + title_mark.GAP + title_mark.PLANET + 2):
        r, g, b = screen.get_at((x, title.centery))[:3]
        assert r > 150 and r > b + 60, (x, (r, g, b))   # the orbit's gold
    # lifted as a focused key (28a d3, 28b d5): its face the keys' lacquer, lighter than the quiet tabs' beside it, and
    # bigger than its tab, the ring round the bigger face
    face, quiet = (sum(screen.get_at((r.left + 8, r.centery))[:3]) for r in (rect, other))
    assert face > quiet + 40, (face, quiet)
    assert grown.width > rect.width and screen.get_at((grown.left - 1, rect.centery))[:3] == theme.FOCUS


def test_a_scrolled_page_fades_at_its_cut_edges_so_a_cut_line_reads_as_more_above_or_below(harness):
    """Issue 28: a page scrolled down began mid-sentence at a hard edge ("box, the box scores 0."). Scrolled,
    the first line shown fades in from the page's edge: its ink is dim at the top of the view and full
    further down; unscrolled, the first line is whole and bright. (A heading at the top never fades: review 25.)"""
    harness.app.settings.reduced_motion = True
    scene = harness.push("rules", page="puzzle")   # (review 25: Dicetime's stops begin with headings, never faded)
    harness.run_for(0.5)

    def brightest(top: int, bottom: int) -> int:
        view = scene.view
        return max(max(harness.screen.get_at((x, y))[:3]) for x in range(view.left, view.right - 30, 2)
                   for y in range(top, bottom))

    harness.drawn_text()
    top_unscrolled = brightest(scene.view.top, scene.view.top + 12)
    scene.target = scene.line_starts()[1]   # (its second line, mid-paragraph: the page's first line above it)
    harness.tick()
    assert scene.scroll > 0
    harness.drawn_text()
    assert brightest(scene.view.top, scene.view.top + 12) < 170 < top_unscrolled
    assert brightest(scene.view.top + 60, scene.view.bottom) > 220

    def last_line() -> int:       # the ink of the last row shown (look review 14a: it stopped mid-sentence, hard-cut)
        offset = round(scene.scroll)
        end = scene.view.top + scene.visible_end(offset) - offset
        return brightest(end - 10, end)

    assert scene.scroll < scene.max_scroll and last_line() < 170     # more below: the last line shown fades out
    for _ in range(40):
        harness.inject("down")
    harness.tick()
    assert scene.scroll == scene.max_scroll and last_line() > 220    # the page's end: its last line whole and bright


def test_a_modes_page_has_its_picture_beside_its_title(harness):
    """Look review 12: the first page was a wall of text. A mode's page wears the mode's picture (the title's) beside
    its title; a page without a mode (Controls) none."""
    from game.render import mode_icons
    from game.scenes.rules_pages import page_index

    scene = harness.push(RulesScene)
    harness.run_for(0.5)            # (past the fade in)
    for key, mode in (("dicetime", "dicetime"), ("revenge", "dicetime"), ("bluff", "bluff"), ("controls", None)):
        scene.index = page_index(key)
        title = next(line for line in harness.drawn_lines()
                     if line.rect.top < scene.view.top and line.px > 30 and line.rect.left >= scene.view.left)
        spot = (title.rect.right + 16 + 27, title.rect.centery)   # the picture's middle
        beside = harness.screen.get_at(spot)[:3]
        if mode is None:
            plain = harness.screen.get_at((spot[0] + 40, spot[1]))[:3]    # the panel's plain face (its fine grain)
            assert max(abs(a - b) for a, b in zip(beside, plain, strict=True)) <= GRAIN, key
        else:
            icon = mode_icons.mode_icon(mode, 54)
            assert beside == icon.get_at((27, 27))[:3], key


def test_the_modes_tabs_come_in_the_title_menus_order(harness):
    """Look review 13: the rule book listed Puzzle before Triple while the title's menu has Triple before Puzzle (and
    the high scores put Bluff last). Read as a player sees them: the mode names down the title's menu, down the rule
    book's tabs and across the high scores' tabs."""
    from game import modes

    names = [mode.label for mode in modes.MODES.values() if mode.menu]   # (English: the harness's language)
    harness.push("title")
    on_title = [line.text for line in sorted(harness.drawn_lines(), key=lambda line: line.rect.top)
                if line.text in names]
    harness.app.scenes.pop()
    scene = harness.push(RulesScene)
    tabs = [line.text for line in sorted(harness.drawn_lines(), key=lambda line: line.rect.top)
            if line.text in names and scene.tabs_rect.collidepoint(line.rect.center)]
    assert len(on_title) == len(names) >= 5, on_title
    assert tabs == on_title
    harness.app.scenes.pop()
    scene = harness.push("highscores")                    # the high scores' tabs too (a mode without a table: none)
    tabs = [line.text for line in sorted(harness.drawn_lines(), key=lambda line: line.rect.left)
            if line.text in names and line.rect.bottom < scene.row_rect(0).top]
    assert len(tabs) >= 5 and tabs == [name for name in on_title if name in tabs], tabs


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_scroll_fade_covers_a_heading(harness, language):
    """Review 25 (the tour's rules_boxes): scrolled to "The boxes", the page's top fade greyed its heading out. On every
    page, at every stop the view scrolls to, each heading shown keeps its whole colour: as many of its pixels in the
    headings' colour as the heading drawn alone has solid pixels (the fades draw the panel's face over what they
    cover)."""
    from game import words
    from game.scenes.rules_book import HEADING_SIZE

    words.set_language(language)
    try:
        harness.app.settings.reduced_motion = True     # no easing: the view jumps where it is sent
        scene = harness.push("rules")
        seen = 0
        for _page in range(len(PAGES)):
            for _step in range(12):
                harness.tick()
                view = scene.view
                for line in harness.drawn_lines():
                    if line.px != text.pixel_size(HEADING_SIZE) or not view.contains(line.rect):
                        continue
                    alone = text.render(line.text, HEADING_SIZE, theme.ACCENT, bold=True)
                    want = pygame.mask.from_surface(alone, 230).count()   # (its glyphs' solid cores)
                    shown = harness.screen.subsurface(line.rect.clip(harness.screen.get_rect()))
                    got = pygame.mask.from_threshold(shown, theme.ACCENT, (24, 24, 24, 255)).count()
                    assert got >= 0.9 * want, (PAGES[scene.index].key, line.text, scene.scroll, got, want)
                    seen += scene.scroll > 0
                harness.press("down")
            harness.press("right")
        assert seen >= 3, seen    # (headings seen on scrolled pages: at the view's top and its foot among them)
    finally:
        words.set_language("en")
