"""The statistics screen and the name entry, driven as a player would."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.stats.sample import fill
from game.storage import players as store

pytestmark = pytest.mark.solved_tables("dicetime", "coach-dicetime")  # the session's shared copies (tests/solved_tables.py)


@pytest.fixture(autouse=True)
def _table(optimal_table):
    return optimal_table


def _text(harness) -> str:
    return "\n".join(harness.drawn_text())


def test_a_players_figures_and_switching_players(harness):
    anna, _ben = fill(6)
    found, _ = store.load()
    games = found.find(anna).modes["dicetime"].recent
    harness.push("stats")
    harness.tick(2)
    shown = _text(harness)
    assert "Ana" in shown and "Ben" in shown and "Dicetime" in shown
    mean = sum(g.score for g in games) / len(games)
    assert f"{mean:,.1f}" in shown and f"{max(g.score for g in games):,}" in shown
    wins, versus = sum(g.won for g in games), sum(g.seats > 1 for g in games)
    assert "Wins vs. others" in shown and f"{wins} of {versus}" in shown
    harness.press("next")
    ben = next(p for p in store.load()[0].players if p.name == "Ben")
    assert f"{max(g.score for g in ben.modes['dicetime'].recent):,}" in _text(harness)


def test_rename_through_the_on_screen_keyboard_and_delete_with_a_confirmation(harness):
    fill(2)
    scene = harness.push("stats")
    harness.tick(40)                            # (risen out of the entry's fade)
    scene.buttons.focus = 0                     # Rename
    harness.press("confirm")
    assert type(harness.top).__name__ == "NameEntryScene"
    # the keyboard covers the buttons beneath, and they keep no focus ring: the Rename button's outline peeked
    # out under it (review 17)
    from game.scenes.players.name_entry import PANEL
    assert all(PANEL.contains(rect) for rect in scene.buttons.rects())
    beneath = pygame.Surface((1280, 720))
    scene.draw(beneath, 0.0)
    rename = scene.buttons.rects()[0]
    assert max(max(beneath.get_at((x, rename.top + 1))[:3]) for x in range(rename.left, rename.right)) < 240
    # mid critique 18: the keys were one generic grid: the letters, the digits (a row of their own under the letters)
    # and the punctuation (set off after the last letters) are groups apart; look review 22: in three unrelated
    # styles. Every key is one button, of one height; the groups are apart by spacing alone; look review 24: the keys
    # (ivory dice then) differed from every other button: each is the game's raised button
    entry = harness.top
    harness.tick()
    keys, screen = dict(entry.keys), harness.screen
    letters, digits = [keys[c] for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"], [keys[c] for c in "0123456789"]
    every = [rect for index, (key, rect) in enumerate(entry.keys) if index != entry.focus and key != "ok"]   # (the
    # focused one: lifted, ringed; OK the main action's teal)
    from game.render import marks

    def game_button(size):
        button = pygame.Surface(size)
        marks.button(button, button.get_rect(), "", 20)
        return button.get_at((6, size[1] // 2))[:3]
    faces = {screen.get_at((r.left + 6, r.centery))[:3] == game_button(r.size) for r in every}
    assert faces == {True}, faces     # (the game's button, every key alike)
    assert {r.height for key, r in entry.keys if len(key) == 1} == {keys["A"].height}
    assert min(r.top for r in digits) > max(r.bottom for r in letters) + 8
    assert all(keys[c].left > keys["Z"].right + 20 for c in "-'.!")
    # look review 26: "a plain on-screen keyboard grid, no flair": the keys are set in a deck (a tray, its floor
    # darker than the card round it), the words' row on the letters' grid (Space from under A, OK ending under J, the
    # keys between on its columns), OK the screen's main action in the action's teal
    from game.scenes.players import name_entry

    deck = entry.deck()
    assert all(deck.inflate(-20, -20).contains(rect) for _key, rect in entry.keys)
    assert screen.get_at((deck.left + 8, deck.centery))[:3] == name_entry.DECK_FLOOR
    assert keys["space"].left == keys["A"].left and keys["ok"].right == keys["J"].right
    assert {keys[word].left for word in ("shift", "delete", "ok")} <= {keys[c].left for c in "ABCDEFGHIJ"}
    assert screen.get_at((keys["ok"].left + 6, keys["ok"].centery))[:3] != game_button(keys["ok"].size)
    # look review 22: "Esc B delete" clashed with "Esc = back" everywhere else: X (or Backspace) takes a letter back,
    # and the help says so
    help_line = _text(harness)
    assert "Backspace" in help_line and "X" in help_line and "delete" in help_line
    harness.post_key(pygame.K_BACKSPACE)       # (a real key, through the bindings)
    harness.tick()
    assert entry.name == "An"
    for _ in range(2):
        harness.press("roll")                   # X: "Ana" deleted letter by letter
    harness.press("confirm")                    # the focus starts on A: "A"
    harness.press("right")
    harness.press("confirm")                    # then a small b: "Ab"
    harness.press("pause")                      # done
    assert type(harness.top).__name__ == "StatsScene"
    assert [p.name for p in store.load()[0].players] == ["Ab", "Ben"]
    scene.buttons.focus = 0
    harness.press("confirm")                    # Rename again, then Esc: back, the name as it was (not "A")
    harness.press("back")
    assert type(harness.top).__name__ == "StatsScene" and [p.name for p in store.load()[0].players] == ["Ab", "Ben"]
    scene.buttons.focus = 1                     # Delete
    harness.press("confirm")
    assert "Delete Ab and every game they played?" in _text(harness)
    harness.press("back")                       # kept
    assert len(store.load()[0].players) == 2
    harness.press("confirm")
    harness.press("right")
    harness.press("confirm")                    # Delete
    assert [p.name for p in store.load()[0].players] == ["Ben"]


def test_no_players_yet(harness):
    harness.push("stats")
    harness.tick()
    assert "No players yet" in _text(harness)


def test_the_campaign_tab_names_each_level_as_the_map_does_in_the_players_language(harness):
    from game import words

    def write(everyone: store.Players) -> None:
        player = store.add(everyone, "Cleo")
        store.record(everyone, player.id, "campaign", store.GameSummary(
            id=store.new_id(), score=240, level="inner/first-orbit", seconds=100, stars=2))
        store.record(everyone, player.id, "campaign", store.GameSummary(
            id=store.new_id(), score=90, level="gone/a-level-no-longer-there", seconds=80, stars=1))

    store.update(write)
    harness.push("stats")
    harness.tick()
    shown = _text(harness)
    assert "First Orbit" in shown and "inner/first-orbit" not in shown
    assert "gone/a-level-no-longer-there" in shown      # a level no longer found keeps its id
    words.set_language("de")
    harness.tick()
    assert "Erste Umlaufbahn" in _text(harness)


def test_the_figures_and_charts_are_drawn_once_and_kept_until_something_changes(harness, monkeypatch):
    """~70 blits of figures and charts were drawn every frame of a still screen; they are drawn once per
    player, mode and language, and the kept picture (with its lines of text) shows on later frames."""
    from game.scenes.stats import view

    fill(2)
    calls = []
    real = view.draw_mode
    monkeypatch.setattr(view, "draw_mode", lambda *args: calls.append(args[1]) or real(*args))
    harness.push("stats")
    harness.tick(6, each_drawn=True)
    assert len(calls) == 1
    assert "Wins vs. others" in _text(harness)      # the kept picture's lines still show
    harness.press("next")                               # another player: drawn afresh
    harness.tick(3, each_drawn=True)
    assert len(calls) == 2


def test_what_a_player_leaves_against_perfect_play_is_said_by_the_one_chart_and_no_error_bars_are_shown(harness):
    """Review 7: one word for one thing ("Points lost a game" beside "Given up"). Look review 28b d17: "Given up, your
    last 30 games / --- 9.4 per game" did not say what was given up, and change 2: "stats: one hero number and one chart".
    The one chart (your results beside the perfect player's) says beside its legend what the player leaves per game
    against perfect play; no second chart, no "Given up"."""
    fill(6)
    harness.push("stats")
    harness.tick(2)
    shown = _text(harness)
    assert "Given up" not in shown and " lost" not in shown.lower(), shown
    anna = next(p for p in store.load()[0].players if p.name == "Ana").modes["dicetime"]
    priced = [g.given_up for g in anna.recent if g.given_up is not None]
    lines = harness.drawn_lines()
    from game.scenes.stats import view

    said = next(line for line in lines if line.text.startswith("Points left vs perfect play"))
    assert said.text == f"Points left vs perfect play: {sum(priced) / len(priced):.1f} per game", said
    assert view.CHART.contains(said.rect)
    legend = next(line for line in lines if line.text == "Perfect player")
    assert said.rect.left > legend.rect.right and abs(said.rect.centery - legend.rect.centery) <= 2
    # one chart: the histogram spans the chart's card; no numbered axis of a second chart right of it
    ticks = [line for line in lines if view.CHART.contains(line.rect) and line.text.isdigit()]
    assert min(int(line.text) for line in ticks) >= 50, [line.text for line in ticks]   # (the scores' axis alone)
    # one main number (look review 16): the mean, the largest type of the figures, at their left
    mean = next(line for line in lines if line.text == f"{sum(g.score for g in anna.recent) / len(anna.recent):,.1f}")
    figures = [line for line in lines if view.FIGURES.contains(line.rect)]
    assert mean.px == max(line.px for line in figures) and mean.px >= 2 * max(
        line.px for line in figures if line is not mean), mean
    assert mean.rect.left < min(line.rect.left for line in figures if line.px > 25 and line is not mean), mean
    # how many games the perfect player's chart took and its error bars are no player's business (look review 12)
    assert "games, each bar" not in shown and "±" not in shown and "Perfect player" in shown


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_chart_line_fits_in_both_languages(harness, language):
    """German is longer: what is left against perfect play goes under the legend where it does not fit beside it, and
    every line stays whole inside the chart's card."""
    from game import words
    from game.scenes.stats import view

    fill(6)
    words.set_language(language)
    try:
        harness.push("stats")
        harness.tick(2)
        inside = [line for line in harness.drawn_lines() if view.CHART.colliderect(line.rect)]
        assert all(view.CHART.contains(line.rect) for line in inside), inside
        assert not [line.text for line in inside if line.text.endswith("…")]
        said = next(line for line in inside if words._(view.words.LEFT_VS_PERFECT["points"]).split("{")[0] in line.text)
        assert view.CHART.inflate(-28, -28).contains(said.rect), said
        assert not [line.text for line in inside if line is not said and line.rect.colliderect(said.rect)]
    finally:
        words.set_language("en")


def _focus_pixels(harness, rect) -> int:
    """Pixels of the focus ring's colour on the inner edge of `rect` (a tab's or button's face covers the sky)."""
    from game.render import theme

    screen, inner = harness.screen, rect.inflate(-8, -8)
    return sum(screen.get_at((x, y))[:3] == theme.FOCUS for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom) if not inner.collidepoint(x, y))


def test_the_one_focus_ring_is_on_the_buttons_the_current_player_and_mode_are_pressed_in(harness):
    """Players (Q/E), modes (up/down) and buttons (left/right, Enter) move apart: a ring on each read as three
    focuses (look review 18). The ring is on the focused button alone; the current player and mode are pressed in,
    with no mark of their own: no outline and no bar of the selection colour (look review 23: "the selected player tab
    and mode use a blue underline while buttons use the white ring, a second focus style"); the others raised, their
    names dimmed; the other player's tab neither."""
    from focus_looks import edge_pixels, underline_pixels

    from game.render import theme
    from game.scenes.stats import view

    fill(2)
    scene = harness.push("stats")
    harness.run_for(1.0)          # (past the screen's fade in)
    lines = harness.drawn_lines()
    tabs = view.player_tabs(2) + view.mode_tabs(1)
    assert all(_focus_pixels(harness, rect) == 0 for rect in tabs)
    assert _focus_pixels(harness, scene.buttons.rects()[scene.buttons.focus]) > 100
    screen = harness.screen
    for rect in tabs + [scene.buttons.rects()[scene.buttons.focus]]:
        assert underline_pixels(screen, rect) == 0 and edge_pixels(screen, rect, theme.SELECTED) == 0, rect
        assert edge_pixels(screen, rect, theme.SELECTED, width=rect.height // 2) == 0, rect
    def brightest(name):   # the brightest pixel of a tab's name: white on the chosen tabs, dimmed on the others
        rect = next(line.rect for line in lines if line.text == name).clip(screen.get_rect())
        return max(sum(screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))
    assert brightest("Ana") == brightest("Dicetime") == sum(theme.TEXT) and brightest("Ben") <= sum(theme.TEXT_DIM)
    # look review 21 ("settle one highlight language"): the current player's tab is pressed in, darker than the raised
    # tab beside it and than the focused button's face, in shadow under its top edge; never a fill that glows
    def face(rect, dy=0):
        return sum(screen.get_at((rect.left + 14, rect.centery + dy))[:3])
    back = scene.buttons.rects()[scene.buttons.focus]
    # look review 26: the near-black pressed-in "Ana" beside the dark, ringed Back read as the focus: the hollow is
    # washed in the player's own colour (whose page this is), unlike the raised tab beside it and the focused Back
    from game.render.rockets import seat_colour

    def hue_gap(rect):   # how far a face's colour, brightness aside, is from the chosen player's
        shown, own = screen.get_at((rect.right - 16, rect.centery + 6))[:3], seat_colour(scene.players[0].colour)
        return sum(abs(a / max(1, sum(shown)) - b / max(1, sum(own))) for a, b in zip(shown, own, strict=True))
    # and the chosen mode in the chosen state's calm blue (a picked score box's), not a dark hollow ringed by its rim
    # (its green lifted over its red as SELECTED's is; the dark hollow and the purple Back have none)
    mode_face, back_face = (screen.get_at((r.right - 16, r.centery + 6))[:3] for r in (tabs[2], back))
    assert mode_face[1] > mode_face[0] + 20 and back_face[1] <= back_face[0] + 5, (mode_face, back_face)
    assert hue_gap(tabs[0]) < 0.35 and hue_gap(tabs[1]) > 0.4 and hue_gap(back) > 0.4, (
        hue_gap(tabs[0]), hue_gap(tabs[1]), hue_gap(back))
    assert face(tabs[0]) < face(tabs[1]) + 60, "pressed in, never a bright fill"
    from game.render.faces import rim_width

    under_rim = tabs[0].top + rim_width(tabs[0].height) + 1     # (its wooden rim is its top edge)
    assert sum(screen.get_at((tabs[0].centerx, under_rim))[:3]) < face(tabs[0]), "its top edge's shadow in it"


def test_each_players_tab_wears_the_rocket_of_their_last_game_in_its_colour(harness):
    """Look review 12: a player's statistics had nothing of the player but a name. Their tab shows the rocket they
    last played with, in that seat's colour; a player who never sat in a seat (none kept) shows the name alone."""
    from game.render import rockets
    from game.scenes.stats import sample, view

    fill(2)
    store.update(lambda everyone: store.add(everyone, "Cleo"))
    harness.push("stats")
    harness.run_for(1.0)          # (past the screen's fade in)
    tabs = view.player_tabs(3)

    def colours(rect) -> set:
        return {harness.screen.get_at((x, y))[:3] for x in range(rect.left + 8, rect.left + 40)
                for y in range(rect.top + 4, rect.bottom - 4)}

    def near(colour, seen) -> bool:     # (a smooth rocket, lit and shaded: near its seat's colour, look review 24)
        import numpy

        return bool((numpy.abs(numpy.array(list(seen)) - numpy.array(colour)).sum(axis=1) < 30).any())

    for name, rect in zip(("Ana", "Ben"), tabs, strict=False):
        assert near(rockets.seat_colour(sample.LOOKS[name][0]), colours(rect)), name
    assert not any(near(rockets.seat_colour(c), colours(tabs[2])) for c in range(6))
    # Her charts wear her colour too (look review 14a: Anna orange at the table, violet in her charts): the legend's
    # swatch for her results is her seat's colour.
    swatch = {harness.screen.get_at((x, y))[:3] for x in range(view.HISTOGRAM.left + 14, view.HISTOGRAM.left + 30)
              for y in range(view.HISTOGRAM.top + 16, view.HISTOGRAM.top + 26)}
    assert rockets.seat_colour(sample.LOOKS["Ana"][0]) in swatch


def test_the_modes_stand_on_a_captioned_card_and_no_figure_caption_runs_into_the_next(harness):
    """Look review 13a: the mode column (one tab and a picture on the sky) looked like a placeholder, and "Wins
    against others" ran into the next column's caption. The tabs and the picture stand on a card with its caption;
    each figure's caption ends at least 12 px before the next column's starts."""
    from game.scenes.stats import view

    fill(2)
    harness.push("stats")
    harness.run_for(1.0)          # (past the screen's fade in)
    lines = harness.drawn_lines()
    caption = next(line for line in lines if line.text == "Modes played")
    tab = next(line for line in lines if line.text == "Dicetime")
    assert view.COLUMN.contains(caption.rect) and view.COLUMN.contains(view.mode_tabs(1)[0]) and caption.rect.bottom <= tab.rect.top
    assert harness.screen.get_at((view.COLUMN.left + 6, view.COLUMN.centery))[:3] != harness.screen.get_at((6, 400))[:3]
    # Under the played mode, the title's modes not played yet, each named (look review 15: "a large empty space in
    # the 'Modes played' column"), above the current mode's picture
    under = [line.text for line in lines if view.COLUMN.contains(line.rect) and line.rect.top > tab.rect.bottom]
    assert under[:7] == ["Not played yet", "Triple", "Puzzle", "Puzzle levels", "Bluff", "10000", "Zehntausend"], under
    # their names in one column right of every icon, a pair of dice's too (look review 16: 10000's pair ran into its name)
    from game.render import mode_icons

    names = [line for line in lines if line.text in ("Triple", "Puzzle", "Puzzle levels", "Bluff", "10000", "Zehntausend")]
    assert len({line.rect.left for line in names}) == 1, names
    assert names[0].rect.left >= view.MODES_LEFT + mode_icons.icon_width("tenthousand", view.UNPLAYED_ICON, True) + 10
    # look review 26: "labels hug the panel borders (~6 px)" and change 3, "cut each card to one headline number and
    # one line of text"; look review 28b d17: "five boxes of numbers": the figures stand on one card, side by side, each
    # one figure over one line saying what it is, every word 14 px or more inside its place; the mean first, the largest
    cards = view.figure_tiles(view.TILES)
    assert [card.left for card in cards] == sorted(card.left for card in cards) and all(
        a.right <= b.left for a, b in zip(cards, cards[1:], strict=False))
    assert all(view.FIGURES.contains(card) for card in cards)
    for k, card in enumerate(cards):
        inside = sorted((line for line in lines if card.colliderect(line.rect)), key=lambda line: line.rect.top)
        assert len(inside) == 2 and inside[0].px > inside[1].px, (k, [line.text for line in inside])
        for line in inside:
            assert card.inflate(-28, -28).contains(line.rect), (line.text, line.rect, card)
    assert max((line for line in lines if cards[0].colliderect(line.rect)), key=lambda line: line.rect.top).text == \
        "Mean score"
    for caption in ("Modes played", "Not played yet", "Triple", "Zehntausend"):   # (the modes' card too)
        line = next(line for line in lines if line.text == caption)
        assert view.COLUMN.inflate(-28, -28).contains(line.rect), (caption, line.rect)
        assert line.rect.right <= view.MODES_LEFT + view.MODE_WIDTH, caption   # (whole: no name cut short)
    # Each played mode's tab shows the mode's own icon (the title's) left of its name, and how many games its figures
    # are of; no picture stands under the list (look review 23: the big purple "5" die under it read as an unexplained
    # placeholder); the mode is named once (look review 22: "'Dicetime' appears twice in the left column")
    column = sorted((line for line in lines if view.COLUMN.contains(line.rect)), key=lambda line: line.rect.top)
    assert [line.text for line in column].count("Dicetime") == 1, column
    foot = pygame.Rect(view.MODES_LEFT, column[-1].rect.bottom + 4, view.MODE_WIDTH, 0)
    foot.height = view.COLUMN.bottom - 12 - foot.top
    assert foot.height > 20 and max(sum(harness.screen.get_at((x, y))[:3]) for x in range(foot.left, foot.right, 2)
                                    for y in range(foot.top, foot.bottom, 2)) < 150, "a picture under the list"
    spare = pygame.Surface((1280, 720))   # (where the screen put it: drawn again as the scene draws it)
    icon, = view.draw_mode_tabs(spare, ["dicetime"], 0, [2])
    tab = view.mode_tabs(1)[0]
    games = next(line for line in column if line.text == "2 games")
    assert tab.contains(icon) and tab.contains(games.rect) and icon.right < games.rect.left and icon.height >= 40
    screen = harness.screen
    assert screen.get_at(icon.center)[:3] == spare.get_at(icon.center)[:3] != screen.get_at((icon.left - 3, icon.centery))[:3]


def test_the_mean_accuracy_wears_the_reviews_grade_of_stars(harness):
    """Review 25: the statistics "read like reports rather than a game": the mean accuracy wears the same three-star
    grade as a game's review, right of its figure, the stars it earns gold and the rest hollow."""
    from game.coach.review import stars_earned
    from game.render import theme
    from game.scenes.stats import view

    fill(6)
    harness.push("stats")
    harness.run_for(1.0)   # (past the entry's fade)
    lines = harness.drawn_lines()
    caption = next(line for line in lines if line.text == "Mean accuracy")
    figure = next(line for line in lines if abs(line.rect.centerx - caption.rect.centerx) <= 2 and
                  line.rect.bottom <= caption.rect.top)   # (the figure over its caption, on its card)
    earned = stars_earned(float(figure.text[:-1]))
    assert 1 <= earned <= 3, figure
    x, y = view.grade_centre(figure.rect)
    for i in range(3):
        middle = tuple(harness.screen.get_at((round(x + (i - 1) * (2 * view.GRADE_STAR + 1)), y))[:3])
        assert middle == (theme.TITLE if i < earned else theme.SPACE), (i, middle, figure)
    assert view.FIGURES.collidepoint(x + 3 * view.GRADE_STAR + 2, y)


def _red_edge(screen, face: pygame.Rect) -> int:
    """Pixels of the danger red along a key's left edge (a few px in from its side, where a red edge lies)."""
    from game.render import theme
    from game.render.colour_vision import perceptual_difference

    return sum(perceptual_difference(tuple(screen.get_at((x, face.centery)))[:3], theme.DANGER) < 12
               for x in range(face.left - 2, face.left + 8))


def test_delete_is_marked_as_destructive_and_rename_and_back_are_not(harness):
    """Look reviews 27a/27b #4: "use red only for destructive actions (Delete ...)"; 28a d3: a red outline read as a
    second focus ring. Delete's words are red with an icon before them, no key has a red edge."""
    fill(2)
    scene = harness.push("stats")
    harness.tick(40)
    scene.buttons.focus = 2    # (Back: no ring near Delete)
    harness.drawn_lines()
    rename, delete, back = scene.buttons.rects()
    assert _red_edge(harness.screen, delete) == _red_edge(harness.screen, rename) == _red_edge(harness.screen, back) == 0
    from key_looks import red_words

    assert red_words(harness, "Delete") and not red_words(harness, "Rename") and not red_words(harness, "Back")
