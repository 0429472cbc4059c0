"""Settings: kept between runs, written atomically, a corrupted file never stops the game."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st

from game.scenes.settings import SettingsScene
from game.storage.settings import Settings, load_settings, save_settings, settings_path

settings_values = st.builds(Settings, fullscreen=st.booleans(),
                            sound_volume=st.floats(0.0, 1.0, allow_nan=False),
                            music_volume=st.floats(0.0, 1.0, allow_nan=False), reduced_motion=st.booleans())


@hyp_settings(max_examples=25, deadline=None)
@given(settings_values)
def test_saved_settings_load_back_the_same(value):
    with tempfile.TemporaryDirectory(prefix="planet-dice-settings-") as folder:   # removed when the example ends
        path = Path(folder) / "settings.json"
        save_settings(value, path)
        loaded, notice = load_settings(path)
    assert notice is None
    assert loaded == value


def test_no_file_means_defaults_and_no_notice():
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is None


def test_saving_leaves_no_temporary_files_behind():
    save_settings(Settings(sound_volume=0.3))
    save_settings(Settings(sound_volume=0.4))
    folder = settings_path().parent
    assert sorted(os.listdir(folder)) == [".settings.json.lock", "settings.json"]   # the lock two copies share
    assert json.loads(settings_path().read_text())["sound_volume"] == 0.4


def test_a_file_that_is_not_json_is_kept_aside_and_defaults_are_used():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"fullscreen": tru', encoding="utf-8")
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert str(path) in notice and "settings.json.bad" in notice
    assert not path.exists()
    assert path.with_name("settings.json.bad").read_text() == '{"fullscreen": tru'


def test_a_wrong_value_names_the_key_and_keeps_the_good_ones():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"fullscreen": "yes", "music_volume": 0.2, "sound_volume": 7}), encoding="utf-8")
    loaded, notice = load_settings()
    assert "fullscreen" in notice and "true or false" in notice
    assert "sound_volume" in notice and "0 to 1" in notice
    assert loaded.music_volume == 0.2
    assert loaded.fullscreen is False and loaded.sound_volume == Settings().sound_volume
    assert path.with_name("settings.json.bad").exists()


def test_an_earlier_bad_copy_is_never_overwritten():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for text in ("[1, 2]", "not json"):
        path.write_text(text, encoding="utf-8")
        load_settings()
    assert path.with_name("settings.json.bad").read_text() == "[1, 2]"
    assert path.with_name("settings.json.bad.2").read_text() == "not json"


def test_the_game_starts_with_a_corrupted_file_and_tells_the_player(make_harness):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xfe garbage")
    harness = make_harness(seed=1)
    harness.push("title")
    harness.tick(10)
    assert harness.app.settings == Settings()
    assert any("settings.json.bad" in notice.message for notice in harness.app.notices)


def test_settings_scene_changes_values_with_left_right_and_saves_each_change(harness):
    scene = harness.push("settings")
    assert isinstance(scene, SettingsScene)
    harness.press("down")                      # Sound volume
    assert scene.menu.focused.label == "Sound volume"
    harness.press("left")
    harness.press("left")
    assert harness.app.settings.sound_volume == pytest.approx(0.6)
    assert json.loads(settings_path().read_text())["sound_volume"] == pytest.approx(0.6)
    assert harness.app.audio.sound_volume == pytest.approx(0.6)
    for _ in range(8):
        harness.press("right")
    assert harness.app.settings.sound_volume == 1.0   # stops at the top with the arrows
    harness.press("down")
    harness.press("down")
    assert scene.menu.focused.label == "Reduced motion"
    harness.press("confirm")
    assert harness.app.settings.reduced_motion is True
    harness.press("down")                      # Language
    harness.press("down")                      # Phones
    harness.press("down")
    harness.press("confirm")                   # Back
    assert harness.top is None
    loaded, _ = load_settings()
    assert loaded.reduced_motion is True and loaded.sound_volume == 1.0


def test_music_volume_by_mouse_click_on_the_slider_and_the_row(harness):
    scene = harness.push("settings")
    harness.tick()
    assert scene.menu.items[2].label == "Music volume"
    track = scene.menu.slider_rect(2)
    harness.click((track.left + track.width * 0.6, track.centery))
    assert harness.app.settings.music_volume == pytest.approx(0.6)
    assert scene.menu.focused.label == "Music volume"
    start = harness.app.settings.music_volume
    row = scene.menu.rects()[2]
    harness.click((row.left + 40, row.centery))     # the row itself cycles upwards, wrapping to 0
    assert harness.app.settings.music_volume == pytest.approx(start + 0.1)
    harness.app.settings.music_volume = 1.0
    harness.click((row.left + 40, row.centery))
    assert harness.app.settings.music_volume == 0.0


def test_fullscreen_setting_is_saved_and_kept_for_the_next_run(harness):
    scene = harness.push("settings")
    assert scene.menu.focused.label == "Fullscreen"
    harness.press("right")
    assert harness.app.settings.fullscreen is True
    assert load_settings()[0].fullscreen is True
    harness.post_key(__import__("pygame").K_F11)
    harness.tick()
    assert load_settings()[0].fullscreen is False


def test_the_notes_beside_the_settings_never_cover_each_other_or_the_key_hint_and_the_credits_are_the_games(harness):
    """Silent machine + Reduced motion focused: three notes in the card beside the settings (look review 12: a
    two-column screen, not a list over an empty lower half), all clear of each other; no credits on a setting's card
    (look review 21: the font credit sat in a gameplay panel; review 16: not inside a setting's help): they are on the
    game's own card, Back's ("Planet Dice"); both panels reach down to the key hint (review 20: an empty strip y 600-680
    under them)."""
    from game.render import key_caps, text
    from game.scenes import settings as settings_module

    harness.app.audio.notice = "No sound: no device. The game plays silent."
    harness.app.settings_not_saved = "the disk is full"   # (saving is told only when it fails: look review 23)
    scene = harness.push("settings")
    while scene.menu.focused.label != "Reduced motion":
        harness.press("down")
    with text.recording() as drawn:
        harness.tick()
    card = settings_module.CARD
    inside = [line for line in drawn if card.contains(line.rect)]
    for start in ("No audio device", "Reduced motion:", "Not saved: the disk is full"):
        assert any(line.text.startswith(start) for line in inside), start
    assert not [line.text for line in drawn if "Credits" in line.text or "License" in line.text]
    for i, line in enumerate(inside):
        for other in inside[i + 1:]:
            assert not line.rect.colliderect(other.rect), (line.text, other.text)
    assert not scene.panel.colliderect(card)
    shown = key_caps.words(settings_module.KEY_HINT)   # the key hint: its caps' names and its actions
    hint = [line for line in drawn if line.text in shown and line.rect.top > card.bottom - 40]
    assert [line.text for line in hint] == shown
    assert min(line.rect.top for line in hint) > max(card.bottom, scene.panel.bottom)
    assert min(card.bottom, scene.panel.bottom) >= min(line.rect.top for line in hint) - 48, "no empty strip over it"
    while scene.menu.focused.label != "Back":
        harness.press("down")
    with text.recording() as drawn:
        harness.tick()
    game = next(line for line in drawn if line.text == "Planet Dice")
    credits = [line for line in drawn if card.contains(line.rect) and line.rect.top > game.rect.bottom]
    assert [line.text for line in credits][-2:] == list(settings_module.about_lines()) == \
        ["Credits: the Quicksand font", "SIL Open Font License"]


def test_a_click_on_a_volume_slider_sets_the_level_there_and_saves_it(harness):
    import json

    scene = harness.push("settings")
    harness.tick()
    index = next(i for i, item in enumerate(scene.menu.items) if item.label == "Music volume")
    track = scene.menu.slider_rect(index)
    harness.click((track.left + track.width * 0.3, track.centery))
    assert harness.app.settings.music_volume == pytest.approx(0.3)
    assert json.loads(settings_path().read_text())["music_volume"] == pytest.approx(0.3)
    harness.click((track.right + 6, track.centery))   # just past the end: full
    assert harness.app.settings.music_volume == pytest.approx(1.0)
    harness.press("left")
    assert harness.app.settings.music_volume == pytest.approx(0.9), "the arrows still step it"


def test_the_settings_screen_shows_no_data_folder(harness):
    """A developer's trace: the folder where the files lie is not shown to players (README says it)."""
    from game.render import menu_type, text

    harness.push("settings")
    harness.tick()
    with text.recording() as drawn:
        harness.tick()
    folder = settings_path().parent
    assert not [line.text for line in drawn if folder.name in line.text or str(folder)[:12] in line.text]
    assert not [line for line in drawn if line.text.startswith("Credits:")], "not on a setting's card (review 21)"
    scene = harness.top
    scene.menu.focus = len(scene.menu.items) - 1     # Back: the game's own card
    with text.recording() as drawn:
        harness.tick()
    about = [line for line in drawn if line.text.startswith("Credits:")]   # (credits, not a trace: look review 13a)
    # on the game's card (not in the help area: look review 12; not inside a setting's notes: review 16; no panel of
    # their own: review 20), at the menus' smallest size (25 px: the 800x450 floor)
    from game.scenes.settings import CARD

    assert len(about) == 1 and about[0].px == text.pixel_size(menu_type.SMALL)
    assert CARD.contains(about[0].rect)


def test_the_card_beside_the_settings_pictures_the_focused_row_its_lit_parts_the_value(harness):
    """Look review 12 (a bare list): the card shows what the focused row changes (a speaker whose waves light with
    the volume, a globe, ...), at its head since review 13 (the card was mostly filler); Back has no picture."""
    import pygame

    from game.render import theme
    from game.scenes.settings import CARD, ICON

    scene = harness.push("settings")
    harness.run_for(0.5)             # (past the fade in)
    labels = [item.label for item in scene.menu.items]

    def picture(label: str) -> list:   # the card's middle, less every line of text drawn there (a note's words)
        scene.menu.focus = labels.index(label)
        harness.tick()
        words = [line.rect.inflate(4, 4) for line in harness.drawn_lines()]
        middle = pygame.Rect(CARD.left + 60, CARD.top + 10, CARD.width - 120, ICON + 80)
        return [harness.screen.get_at((x, y))[:3] for x in range(middle.left, middle.right, 2)
                for y in range(middle.top, middle.bottom, 2) if not any(r.collidepoint(x, y) for r in words)]

    def solid(colours: list) -> int:   # the pictures' lit solid parts: game.render.setting_icons.BODY's tone, shaded
        return sum(r > 100 and 12 <= b - r <= 36 and 0 <= g - r <= 10 for r, g, b in colours)

    assert solid(picture("Language")) > 200
    picture("Back")        # Back: no setting's picture, the game's planet dice over its name
    assert any(line.text == "Planet Dice" and CARD.contains(line.rect) for line in harness.drawn_lines())
    picture("Language")    # the card is headed by the focused setting's name, under its picture
    assert any(line.text == "Language" and CARD.contains(line.rect) for line in harness.drawn_lines())
    harness.app.settings.sound_volume = 1.0
    loud = picture("Sound volume").count(theme.ACCENT)
    harness.app.settings.sound_volume = 0.2
    assert 0 < picture("Sound volume").count(theme.ACCENT) < loud
