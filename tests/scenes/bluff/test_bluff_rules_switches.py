"""The table rules show each on/off option as a switch (a knob on the left, off; on the right over a lit
track, on) and the points match as segments; the focused option's explanation under the rows; every word
at label size (11 px letters at 800x450)."""

from __future__ import annotations

import pygame
import pytest

from game.render import switches, text
from game.rules.bluff import Bid, Options, resolve
from game.scenes.bluff.options import OPTIONS, BluffSettings
from game.scenes.bluff.rules_panel import TableRulesPanel


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _picture(panel: TableRulesPanel) -> tuple[pygame.Surface, list]:
    surface = pygame.Surface(panel.size)
    with text.recording(surface) as drawn:
        panel.draw(surface, 0.0, True)
    return surface, drawn


def _knob_side(surface: pygame.Surface, row: pygame.Rect) -> str | None:
    """Where the switch's knob is in the row's right end: "left", "right" or None (no knob drawn)."""
    xs = [x for x in range(row.right - 100, row.right) for y in range(row.top, row.bottom)
          if surface.get_at((x, y))[:3] == switches.KNOB]
    if len(xs) < 60:
        return None
    middle = sum(xs) / len(xs)
    return "right" if middle > row.right - 18 - 34 else "left"


def test_each_on_off_option_is_a_switch_and_the_points_are_segments():
    panel = TableRulesPanel((1280, 720), BluffSettings(), 4)
    off, _ = _picture(panel)
    flags = [k for k, option in enumerate(OPTIONS) if option.values == (False, True)]
    assert len(flags) == 3
    for k in flags:
        assert _knob_side(off, panel.row_rect(k)) == "left"
        panel.switch(k, 1)
    on, drawn = _picture(panel)
    for k in flags:
        row = panel.row_rect(k)
        assert _knob_side(on, row) == "right"
        lit = sum(1 for x in range(row.right - 100, row.right) for y in range(row.top, row.bottom)
                  if on.get_at((x, y))[:3] == switches.ON_TRACK)
        assert lit > 200                     # the track lights when on
    words = {line.text for line in drawn}
    assert {"Off", "3 games", "5 games"} <= words                # the points match's three segments


def test_the_focused_options_explanation_and_every_word_at_label_size():
    panel = TableRulesPanel((1280, 720), BluffSettings(), 4)
    panel.focus = 0
    _, drawn = _picture(panel)
    words = " ".join(line.text for line in drawn)
    assert all(word in words for word in OPTIONS[0].explain(False).split())
    small = [(line.text, line.px) for line in drawn if line.px < text.pixel_size(text.LABEL)]
    assert not small


def test_beside_the_rows_a_card_shows_the_cup_the_options_planets_and_what_it_does():
    """Look review 12: the table rules were a plain list. A card beside the rows: the cup, the focused option's
    planets under it, and its explanation (what Start or Back does, on a button)."""
    from game.render import mode_icons
    from game.scenes.bluff.rules_panel import CARD

    panel = TableRulesPanel((1280, 720), BluffSettings(), 4)
    panel.focus = 1
    surface, drawn = _picture(panel)
    in_card = " ".join(line.text for line in drawn if CARD.contains(line.rect))
    assert in_card.startswith(" ".join(text.wrap(OPTIONS[1].explain(False), text.LABEL, CARD.width - 32)))
    # look review 28b (change 2: one line per option): no other option's explanation anywhere, nor the other value's
    everything = " ".join(line.text for line in drawn)
    others = [option.explain(value).partition(": ")[2] or option.explain(value)
              for k, option in enumerate(OPTIONS) for value in option.values if (k, value) != (1, False)]
    assert not [other for other in others if other in everything]
    assert not any(panel.row_rect(k).colliderect(CARD) for k in range(panel.rows))
    cup = mode_icons.mode_icon("bluff", 92)
    shown = cup.get_rect(midtop=(CARD.centerx, CARD.top + 14 + panel.card_offset()))
    middle = (cup.get_width() // 2, cup.get_height() // 2)
    assert surface.get_at((shown.left + middle[0], shown.top + middle[1]))[:3] == cup.get_at(middle)[:3]
    row_of_planets = {surface.get_at((x, CARD.top + 140 + panel.card_offset()))[:3]
                      for x in range(CARD.left + 20, CARD.right - 20)}
    assert len(row_of_planets) > 12


def test_under_what_start_does_the_card_says_the_game_in_short_where_it_has_room():
    """Look review 13a: the card stood mostly empty beside the rows. Under what the focused row does, at the card's
    foot, the game in three quiet lines, when they fit under the explanation (a long one keeps the card to itself)."""
    from game.scenes.bluff.rules_panel import BASICS, CARD

    panel = TableRulesPanel((1280, 720), BluffSettings(), 4)
    _, drawn = _picture(panel)                         # (the focus starts on Start)
    in_card = [line for line in drawn if CARD.contains(line.rect)]
    said = [line for line in in_card if line.text in BASICS]
    assert [line.text for line in said] == list(BASICS)
    explanation = [line for line in in_card if line.text not in BASICS]
    assert explanation and max(line.rect.bottom for line in explanation) + 16 <= min(line.rect.top for line in said)
    assert min(line.px for line in said) >= text.pixel_size(text.LABEL)
    panel.focus = 1
    _, drawn = _picture(panel)
    in_card = [line for line in drawn if CARD.contains(line.rect)]
    said = [line for line in in_card if line.text in BASICS]
    assert not said or max(line.rect.bottom for line in in_card if line not in said) <= min(line.rect.top for line in said)


def _example_outcome(options: Options) -> str:
    """What the example's cups-up step must say: Ana (seat 0) bid three 4s, Ben (seat 1) doubted, three 4s lay
    under the cups (a third seat at the table); the changes as game.rules.bluff resolves them, in words."""
    changes = resolve(Bid(3, 4), 0, 1, [(4, 6, 2), (4, 1), (3, 5)], options)
    lost = "all but Ana lose" if changes[2] < 0 else "Ben loses"
    if changes[0] > 0:
        return "three 4s: Ana +1 die, all others −1" if changes[2] < 0 else "three 4s: Ben's die goes to Ana"
    return f"three 4s: {lost} a die"


@pytest.mark.parametrize("language", ["en", "de"])
def test_under_the_rows_a_round_is_worked_through_in_three_steps(language):
    """Look review 13: the lower third of the table rules was empty. Under the buttons and the card, a round in
    three steps: the bid with its planets, the doubt, the cups lifted (the star among the planets) and who loses a
    die; every line whole inside the picture, over the keys' line, in English and German."""
    from game import words
    from game.scenes.bluff.rules_panel import CARD, EXAMPLE

    words.set_language(language)
    try:
        for hits, pays in ((False, False), (True, False), (False, True), (True, True)):
            settings = BluffSettings(Options(exact_hits_everyone=hits, exact_pays_bidder=pays))
            surface, drawn = _picture(TableRulesPanel((1280, 720), settings, 4))
            keys = max(drawn, key=lambda line: line.rect.top)
            steps = [line for line in drawn if line.text[:2] in ("1.", "2.", "3.") and line.rect.top > CARD.bottom]
            assert [line.text[:2] for line in sorted(steps, key=lambda line: line.rect.left)] == ["1.", "2.", "3."]
            below = [line for line in drawn if EXAMPLE.contains(line.rect)]
            assert len(below) >= 5 and not any(line.text.endswith("…") for line in below)
            assert all(line.rect.right <= EXAMPLE.right - 8 and line.rect.bottom < keys.rect.top for line in below)
            # look review 20: the German row ended ~14 px from the frame; the caption in front, air at both ends
            assert words._("For example:") in [line.text for line in below]
            ink = [line.rect.inflate(-6, 0) for line in below]   # (a line's box holds a few px of the side bearing)
            assert min(r.left for r in ink) - EXAMPLE.left >= 24 and EXAMPLE.right - max(r.right for r in ink) >= 24, \
                (min(r.left for r in ink) - EXAMPLE.left, EXAMPLE.right - max(r.right for r in ink))
            # look review 23: German's words fell to the strip's smaller size (~10 px at 800x450): never smaller
            assert min(line.px for line in below) >= text.pixel_size(text.LABEL), \
                [(line.text, line.px) for line in below if line.px < text.pixel_size(text.LABEL)]
            if language == "en":   # look review 22: the example follows the switches as the rules resolve it
                said = max(below, key=lambda line: line.rect.right).text
                assert said == _example_outcome(settings.options), (hits, pays, said)
    finally:
        words.set_language("en")
    star = sum(1 for x in range(EXAMPLE.left, EXAMPLE.right, 2) for y in range(EXAMPLE.centery, EXAMPLE.bottom, 2)
               if (lambda c: c.r < 160 and c.g > 180 and c.b > 220)(surface.get_at((x, y))))   # (the joker's cyan)
    assert star > 5, "the star among the planets lifted"


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_option_is_explained_for_its_value_and_fits_the_card(language):
    """Look mid18: "'Exact hits everyone' means nothing on its own, and the panel shows generic text": the card says
    what the focused option does with the value it has, in a player's words (each value its own words: what happens
    with the rule, what happens without), inside the card at label size, in English and German."""
    from game import words
    from game.scenes.bluff.rules_panel import CARD

    words.set_language(language)
    try:
        for index, option in enumerate(OPTIONS):
            said = {value: option.explain(value) for value in option.values}
            assert len(set(said.values())) == len(said), said   # (on and off: not one text for both)
            settings = BluffSettings()
            for value in option.values:
                panel = TableRulesPanel((1280, 720), settings, 4)
                panel.focus = index
                _, drawn = _picture(panel)
                in_card = [line for line in drawn if line.rect.colliderect(CARD)]
                shown = " ".join(line.text for line in in_card)
                assert shown.startswith(" ".join(text.wrap(said[value], text.LABEL, CARD.width - 32))), (option.name, value)
                assert all(CARD.contains(line.rect) for line in in_card), [(line.text, line.rect) for line in in_card]
                assert min(line.px for line in in_card) >= text.pixel_size(text.LABEL)
                # look review 28b (change 2: fewer words): the focused option's one explanation, nothing else in the card
                assert shown == " ".join(text.wrap(said[value], text.LABEL, CARD.width - 32)), shown
                settings = settings.stepped(option.name)
    finally:
        words.set_language("en")
