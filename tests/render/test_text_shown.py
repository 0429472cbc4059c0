"""Where text shows (game/render/text.py): a line drawn into a kept picture travels with the picture
when it is blitted, and recording what a frame shows never changes what the frame draws (issue 21:
the recording used to make six screens draw their kept layers straight onto the frame)."""

from __future__ import annotations

import pygame
import pytest
from tour import load_tour

from game.app import App
from game.render import text

BACK = (10, 20, 30)


def _frame(size=(640, 360)) -> pygame.Surface:
    frame = pygame.Surface(size)
    frame.fill(BACK)
    return frame


def _inked(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether any pixel inside `rect` is not the background (the line's letters are there)."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return any(area.get_at((x, y))[:3] != BACK for x in range(area.get_width()) for y in range(area.get_height()))


def test_a_line_drawn_into_a_kept_picture_is_found_where_the_picture_is_shown():
    layer = pygame.Surface((200, 100), pygame.SRCALPHA)
    drawn = text.draw(layer, "Kept line", text.BODY, topleft=(10, 20))
    frame = _frame()
    with text.recording() as seen:              # started after the line went into the layer
        text.blit(frame, layer, (100, 50))
    [line] = text.lines_on(frame)
    assert (line.text, line.rect) == ("Kept line", drawn.move(100, 50))
    assert line.box == layer.get_rect().move(100, 50)
    assert [(each.text, each.rect) for each in seen] == [("Kept line", drawn.move(100, 50))]
    assert _inked(frame, line.rect) and not _inked(frame, line.rect.move(0, 60)), "the letters are where it says"

    # two kept pictures deep, onto a part of the frame (a subsurface): the offsets add up
    board = pygame.Surface((300, 200), pygame.SRCALPHA)
    text.blit(board, layer, (30, 40))
    other = _frame()
    text.blit(other.subsurface((200, 100, 300, 200)), board, (0, 0))
    assert [(each.text, each.rect) for each in text.lines_on(other)] == [("Kept line", drawn.move(230, 140))]
    assert _inked(other, drawn.move(230, 140))


def test_only_the_part_of_a_picture_shown_brings_its_lines():
    layer = pygame.Surface((200, 100), pygame.SRCALPHA)
    drawn = text.draw(layer, "Low line", text.BODY, topleft=(10, 60))
    frame = _frame()
    text.blit(frame, layer, (0, 0), pygame.Rect(0, 0, 200, 50))          # the top half only
    assert text.lines_on(frame) == []
    text.blit(frame, layer, (300, 10), pygame.Rect(0, 50, 200, 50))      # the bottom half, elsewhere
    assert [(each.text, each.rect) for each in text.lines_on(frame)] == [("Low line", drawn.move(300, -40))]
    assert _inked(frame, drawn.move(300, -40))


def test_an_opaque_picture_hides_the_lines_under_it_and_a_clear_one_does_not():
    frame = _frame()
    text.draw(frame, "Under", text.BODY, topleft=(20, 20))
    glass = pygame.Surface((200, 100), pygame.SRCALPHA)          # transparent: the line still shows
    text.blit(frame, glass, (0, 0))
    assert [each.text for each in text.lines_on(frame)] == ["Under"]
    card = pygame.Surface((200, 100), pygame.SRCALPHA)
    card.fill((40, 40, 40, 255))                                   # opaque where it lies
    text.blit(frame, card, (0, 0))
    assert text.lines_on(frame) == []


def test_a_picture_drawn_afresh_forgets_its_old_lines():
    layer = pygame.Surface((200, 100), pygame.SRCALPHA)
    text.draw(layer, "Old", text.BODY, topleft=(10, 10))
    layer.fill((0, 0, 0, 0))
    text.forget(layer)
    text.draw(layer, "New", text.BODY, topleft=(10, 10))
    frame = _frame()
    text.blit(frame, layer, (0, 0))
    assert [each.text for each in text.lines_on(frame)] == ["New"]


def test_a_picture_shown_every_frame_brings_the_lines_it_shows_now():
    """The still layer is copied onto the screen every frame (its lines carried the same way each time): the
    screen shows the layer's lines as they are at that frame: one drawn since, one gone, the copy moved."""
    layer = pygame.Surface((300, 100))
    text.draw(layer, "First", text.BODY, topleft=(10, 10))
    frame = _frame()

    def shown(at=(0, 0)) -> list[tuple[str, pygame.Rect]]:
        text.forget(frame)                  # as App.draw: every frame is drawn whole
        text.blit(frame, layer, at)
        return [(each.text, each.rect) for each in text.lines_on(frame)]

    first = shown()
    assert [line for line, _rect in first] == ["First"]
    assert shown() == first and shown() == first
    added = text.draw(layer, "Second", text.BODY, topleft=(10, 50))
    assert shown() == first + [("Second", added)]
    text.forget(layer, pygame.Rect(0, 0, 300, 40))           # "First" painted over
    assert shown() == [("Second", added)]
    assert shown((20, 30)) == [("Second", added.move(20, 30))]
    assert shown() == [("Second", added)]
    with text.recording() as seen:
        assert shown() == [("Second", added)]
    assert [(each.text, each.rect) for each in seen] == [("Second", added)]


def test_a_turned_picture_turns_its_lines_with_it():
    card = pygame.Surface((120, 120), pygame.SRCALPHA)
    drawn = text.draw(card, "Cup", text.CAPTION, center=(60, 30))      # above the middle
    turned = text.turned(card, pygame.transform.rotozoom(card, -90, 1.0), -90)   # a quarter turn clockwise
    [line] = text.lines_on(turned)
    assert line.rect.size == drawn.size
    middle = turned.get_width() / 2
    assert abs(line.rect.centerx - (middle + 30)) <= 1 and abs(line.rect.centery - middle) <= 1   # now right of it


# ------------------------------------------------------------------ whole screens
screens = load_tour()

# A screen for each place that drew differently while a recording ran: the title's kept menu, the
# campaign map's kept layer, a play scene's still layer with its kept score sheet, Bluff's seat cards on
# the still layer and a cup with its label (a kept picture).
def _bluff_to_roll(driver) -> None:
    driver.push("bluff")        # one keyboard person and three computers: the person's cup says to roll
    driver.tick(40)


SHOWN = {
    "title": (screens.title, "dice games with planets that really tumble"),
    "campaign_map": (screens.campaign_map, "1"),
    "dicetime_rolled": (screens.dicetime_rolled, "Chance"),
    "bluff": (_bluff_to_roll, "Press to roll"),
}


@pytest.mark.parametrize("shot", [pytest.param(name, marks=pytest.mark.solved_tables("dicetime"))
                                  if name.startswith("dicetime") else name for name in sorted(SHOWN)])
def test_recording_a_frame_draws_it_pixel_for_pixel_as_without(shot):
    driver = screens.Driver(1234, "en")
    try:
        make, expected = SHOWN[shot]
        make(driver)
        app, screen = driver.app, driver.app.screen
        before = None
        for _ in range(3):              # a kept picture may finish a deferred part on the next frame
            App.draw(app, 1.0)
            plain = pygame.image.tobytes(screen, "RGB")
            if plain == before:
                break
            before = plain
        with text.recording() as seen:
            App.draw(app, 1.0)
        recorded = pygame.image.tobytes(screen, "RGB")
        assert recorded == plain, f"{shot}: the frame drawn while recording differs from the one without"
        shown = [(line.text, tuple(line.rect)) for line in text.lines_on(screen)]
        assert [(line.text, tuple(line.rect)) for line in seen] == shown
        assert any(expected == line for line, _rect in shown), (shot, shown)
        if shot == "bluff":    # the seats' cards lie on the kept still layer
            assert any(line.startswith("CPU 2") for line, _rect in shown), shown
        if shot in ("bluff", "dicetime_rolled"):   # each mode's own felt (look review 14a): Bluff's green, Dicetime's teal
            scene = app.scenes.top
            felt = (scene.panels[0] if shot == "bluff" else scene.table.main_panel).felt_rect
            r, g, b = pygame.transform.average_color(screen, pygame.Rect(felt.left + 20, felt.bottom - 40, 20, 20))[:3]
            assert (g > r + 10 and g > b + 10) if shot == "bluff" else (g > r + 20 and g > b), (shot, (r, g, b))
        for line in text.lines_on(screen):   # where the lines are said to be, something is drawn
            assert line.rect.colliderect(screen.get_rect()), line
    finally:
        driver.close()


def test_a_covered_area_hides_its_lines_from_the_screen_and_from_a_recording():
    """`text.hide` (a level's results card blurs the table under it): the table's words no longer read there, neither
    on the screen's lines nor in a recording that runs (the tour's layout checks read those)."""
    from game.render import text_lines

    screen = pygame.Surface((400, 200))
    with text.recording() as drawn:
        text.draw(screen, "Fives", text.LABEL, topleft=(10, 10))
        text.draw(screen, "Total", text.LABEL, topleft=(10, 150))
        text_lines.hide(screen, pygame.Rect(0, 0, 400, 100))
        text.draw(screen, "Level complete!", text.LABEL, topleft=(10, 40))   # the card's words, drawn after
    assert [line.text for line in drawn] == ["Total", "Level complete!"]
    assert [line.text for line in text.lines_on(screen)] == ["Total", "Level complete!"]
