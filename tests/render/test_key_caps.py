"""The controls line as key caps (game.render.key_caps): how a translated line is read into keys and actions, and
the kept row picture is the picture drawn afresh. How it shows on the screens: tests/scenes/test_menu_type.py and the
tour's layout and floor tests."""

from __future__ import annotations

import pygame

from game.render import key_caps, text, theme


def shown(line: str) -> list[str]:
    return [" ".join(f"[{words}]" if kind in (key_caps.CAP, key_caps.ARROW) else "|" if kind == key_caps.DIVIDER
                     else words for kind, words in control)
            for control in key_caps.parse(line)]


def test_a_line_is_read_into_its_keys_as_caps_and_its_actions_as_words_in_english_and_german():
    assert shown("Left/right: planets   Up/down: rows   Enter/A: lock or choose   Esc/Start: pause") == [
        "[←] [→] planets", "[↑] [↓] rows", "[Enter] [A] lock or choose", "[Esc] [Start] pause"]
    assert shown("Links/Rechts: Planeten  Auf/Ab: Zeilen  Enter/A: halten/wählen") == [
        "[←] [→] Planeten", "[↑] [↓] Zeilen", "[Enter] [A] halten/wählen"]
    # without a colon the keys are the leading words joined by "/" (or a short key's name alone)
    assert shown("Up/Down scroll   Left/Right or LB/RB page   Esc / B back   F11 fullscreen") == [
        "[↑] [↓] scroll", "[←] [→] or [LB] [RB] page", "[Esc] [B] back", "[F11] fullscreen"]
    assert shown("Q / E, LB / RB: players   A / Enter: join   R/X oder Becher: anzweifeln") == [
        "[Q] [E] [LB] [RB] players", "[A] [Enter] join", "[R] [X] oder Becher anzweifeln"]
    # what names no key stays words, whole; the mouse is never a cap (look review 21b: "Enter A Esc B click" in five
    # caps read as a key chord): its "or click ..." comes last, in words, after a divider
    assert shown("Hold H / Y (right mouse button) to peek at your dice   or click the arrows") == [
        "Hold H / Y (right mouse button) to peek at your dice", "| or click the arrows"]
    assert shown("Enter / A or Esc / B: back to the results   or click anywhere") == [
        "[Enter] [A] or [Esc] [B] back to the results", "| or click anywhere"]
    assert shown("Enter / A / click: start") == ["Enter / A / click: start"]   # (not a key: no cap at all)
    assert shown("Pfeile / Steuerkreuz: Planet wählen   Enter / A: spielen   oder Planeten anklicken") == [
        "[Pfeile] [Steuerkreuz] Planet wählen", "[Enter] [A] spielen", "| oder Planeten anklicken"]
    assert key_caps.words("Left/right: planets  Esc: pause") == ["←", "→", "planets", "Esc", "pause"]


def test_the_kept_row_is_the_row_drawn_afresh():
    line = "Left/right: planets   Up/down: rows   Enter/A: lock or choose   R/X: roll   H/Y: hint   Esc/Start: pause"
    kept = key_caps.picture(line, text.LABEL, 1240, theme.TEXT_DIM)
    assert key_caps.picture(line, text.LABEL, 1240, theme.TEXT_DIM) is kept
    key_caps.picture.cache_clear()
    fresh = key_caps.picture(line, text.LABEL, 1240, theme.TEXT_DIM)
    assert fresh is not kept and fresh.get_size() == kept.get_size()
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(kept, "RGBA")
    one, two = key_caps.height(line, text.LABEL, 1240), key_caps.height(line, text.LABEL, 600)
    assert one == kept.get_height() and two == 2 * one + key_caps.ROW_GAP - 2 * key_caps.MARGIN   # two rows


def test_the_controls_line_is_quiet_dim_words_and_caps_no_brighter_than_their_names():
    # look review 17: "every screen carries a large bar of key hints": no pixel of the line is as bright as the
    # screen's text, its words are dimmer than TEXT_DIM, and it is no taller than its type's line
    line = "Enter/A: lock or choose   Esc/Start: pause"
    image = key_caps.picture(line, text.LABEL, 1240, theme.TEXT_DIM)
    assert image.get_height() == key_caps.height(line, text.LABEL, 1240) <= text.line_height(text.LABEL)
    brightest = max(sum(image.get_at((x, y))[:3]) for x in range(image.get_width()) for y in range(image.get_height())
                    if image.get_at((x, y))[3] == 255)
    assert brightest <= sum(key_caps.QUIET_KEY) < sum(theme.TEXT), brightest


def test_the_controls_line_is_a_slim_band_that_fades_into_the_sky_with_soft_chips_for_its_keys():
    # review 25: "a key-hint bar on every screen ... a slimmer hint bar": its dense band (the rows the night covers
    # nearly whole) is 6 px or more shorter than its type's line (it was the line: 30 px, 19 at 800x450; now 22 and
    # 14), it fades into the sky over a few px with no line drawn round it, and its caps are soft chips, no outline
    line = "Arrows/WASD/d-pad: move   Enter/A: choose   Esc/B: back"
    image = key_caps.picture(line, text.LABEL, 1240, theme.TEXT_DIM)
    columns = range(key_caps.BAND_PAD, image.get_width() - key_caps.BAND_PAD)
    alphas = [[image.get_at((x, y))[3] for x in columns] for y in range(image.get_height())]
    dense = [y for y, row in enumerate(alphas) if min(row) >= key_caps.BAND_ALPHA - 10]
    assert 16 <= len(dense) <= text.line_height(text.LABEL) - 6, len(dense)
    fading = [y for y, row in enumerate(alphas) if 0 < min(row) < key_caps.BAND_ALPHA // 2]
    assert fading and all(y < min(dense) or y > max(dense) for y in fading), (fading, dense)
    enter = key_caps.picture("Enter: choose", text.LABEL, 1240, theme.TEXT_DIM)
    top = next(y for y in range(enter.get_height()) if any(enter.get_at((x, y))[:3] == key_caps.QUIET_FACE
                                                             for x in range(enter.get_width())))
    chip_top = [enter.get_at((x, top))[:3] for x in range(enter.get_width())]
    assert key_caps.QUIET_EDGE not in chip_top and chip_top.count(key_caps.QUIET_FACE) > 20


def test_the_controls_line_reads_on_any_sky_from_its_band_of_the_night():
    # look review 20: the title's footer, grey words straight on its purple sky, measured 3.9:1 and read faint. The row
    # lies on a soft dark band: its words 6:1 or more there, its caps' names brighter still, and still no pixel as
    # bright as the screen's text
    from game.render.colour_vision import contrast_ratio

    purple = (33, 31, 82)    # the title's sky behind its footer
    image = key_caps.picture("Arrows/WASD/d-pad: move   Enter/A: choose", text.LABEL, 1240, theme.TEXT_DIM)
    sky = pygame.Surface(image.get_size())
    sky.fill(purple)
    sky.blit(image, (0, 0))
    band = sky.get_at((key_caps.BAND_PAD // 2, image.get_height() // 2))[:3]
    assert sum(band) < sum(purple) - 40, band
    words = key_caps.quiet(theme.TEXT_DIM)
    assert contrast_ratio(words, band) >= 6.0, contrast_ratio(words, band)
    assert sum(words) < sum(key_caps.QUIET_KEY) < sum(theme.TEXT)
    # look review 24: "pause" sat on Triple's lit pink planet at 3.7:1; over the brightest planet a sky has under a
    # footer (Triple's, (236, 120, 220)) the band still holds the words at 5:1
    sky.fill((236, 120, 220))
    sky.blit(image, (0, 0))
    band = sky.get_at((key_caps.BAND_PAD // 2, image.get_height() // 2))[:3]
    assert contrast_ratio(words, band) >= 5.0, contrast_ratio(words, band)
