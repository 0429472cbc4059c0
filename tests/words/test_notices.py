"""A notice about a damaged file speaks the player's language on screen (the file, the key and what is
wrong shown as they are), while the log keeps its English (the notice as a str)."""

from __future__ import annotations

import json

import pygame
import pytest

from game import words
from game.render import text
from game.storage import highscores
from game.storage import players as store
from game.storage.settings import load_settings, settings_path
from game.ui import toasts


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(tmp_path))
    return tmp_path


def shown(notice: str) -> str:
    """What the toast draws for `notice`."""
    pygame.font.init()
    with text.recording() as drawn:
        toasts.draw(pygame.Surface((1280, 720)), [toasts.Notice(notice, 5.0)], (1280, 720))
    return " ".join(line.text for line in drawn)


def test_a_damaged_settings_file_is_told_in_german_and_logged_in_english(folder):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"sound_volume": "loud", "reduced_motion": true}')
    _settings, notice = load_settings()
    assert str(notice).startswith("Settings file ") and "kept aside as settings.json.bad" in notice
    words.set_language("de")
    german = words._(notice)
    assert german.startswith(f"Einstellungsdatei {settings_path()}: sound_volume")   # file and key as they are
    assert "beiseitegelegt" in german and "gültigen Werte" in german and "kept aside" not in german
    assert "Einstellungsdatei" in shown(notice)
    assert str(notice).startswith("Settings file ")        # the str (the log) is still English
    words.set_language("en")
    assert words._(notice) == str(notice) and "Settings file" in shown(notice)


def test_what_was_kept_is_counted_in_the_language(folder):
    store.update(lambda p: store.add(p, "Gus"))
    store.update(lambda p: store.add(p, "Hal"))
    path = store.PLAYERS.path()
    document = json.loads(path.read_text())
    document["players"][1]["name"] = ""
    path.write_text(json.dumps(document))
    _found, notice = store.load()
    assert "1 player and their games are kept" in notice
    words.set_language("de")
    assert "Spielerdatei" in words._(notice) and "1 Spieler und seine Spiele bleiben erhalten" in words._(notice)


def test_many_problems_are_counted_in_german(folder):
    table = highscores.table_file("dicetime")
    table.path().parent.mkdir(parents=True, exist_ok=True)
    entries = [{"initials": "ANA", "score": -1, "date": "2026-11-21"}] * 6 + [{"initials": "BEN", "score": 10, "date": "2026-11-21"}]
    table.path().write_text(json.dumps({"mode": "dicetime", "entries": entries}))
    notice = table.load().notice
    assert notice is not None and "and 3 more" in notice
    words.set_language("de")
    german = words._(notice)
    assert "Datei der Bestenliste" in german and "und 3 weitere" in german and "1 gültiger Eintrag" in german


def test_the_bluff_wins_line_is_german():
    from game.storage import bluff_wins

    records = {"Ana": bluff_wins.PlayerRecord(name="Ana", wins=1, played=3),
               "Ben": bluff_wins.PlayerRecord(name="Ben", wins=2, played=2)}
    assert bluff_wins.summary(records, ["Ana", "Ben"]) == "Ana 1 win of 3 · Ben 2 wins of 2"
    words.set_language("de")
    assert bluff_wins.summary(records, ["Ana", "Ben"]) == "Ana: 1 von 3 gewonnen · Ben: 2 von 2 gewonnen"
