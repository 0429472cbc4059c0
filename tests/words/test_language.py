"""Choosing the language: the system's at the first start, the Language setting (saved, and in effect at
the next frame everywhere), `--lang` for one run; numbers and plurals in each language's form."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game import words
from game.storage.settings import load_settings, settings_path


@pytest.mark.parametrize(("environ", "expected"), [
    ({}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "de_AT"}, "de"),
    ({"LC_ALL": "de_CH.utf8", "LANG": "en_GB.UTF-8"}, "de"), ({"LC_ALL": "en_US.UTF-8", "LANG": "de_DE"}, "en"),
    ({"LANGUAGE": "de:en", "LANG": "en_US"}, "de"), ({"LANGUAGE": "fr", "LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LC_MESSAGES": "de_DE@euro"}, "de"), ({"LANG": ""}, "en"),
])
def test_the_system_language_is_read_as_gettext_reads_it(environ, expected):
    assert words.system_language(environ) == expected


def test_numbers_plurals_and_days_in_each_language():
    from game.words import common

    assert (words.number(10000), words.number(350), words.number(2.5, 1)) == ("10,000", "350", "2.5")
    assert (common.day("2026-11-21"), common.day("2027-05-03"), common.day("not a day")) == (
        "21 Nov 2026", "3 May 2027", "not a day")
    assert words.ngettext("{n} reroll", "{n} rerolls", 1) == "{n} reroll"
    words.set_language("de")
    assert (words.number(10000), words.number(1234567), words.number(2.5, 1)) == ("10.000", "1.234.567", "2,5")
    assert words._("Settings") == "Einstellungen"
    assert (common.day("2026-11-21"), common.day("2027-05-03")) == ("21. Nov. 2026", "3. Mai 2027")
    assert words.set_language("fr") == "en" and words._("Settings") == "Settings"


def test_the_first_start_follows_the_system_and_a_choice_in_the_settings_is_kept(make_harness, monkeypatch):
    monkeypatch.delenv("LANGUAGE")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    harness = make_harness()
    harness.push("title")
    harness.tick()
    assert "Einstellungen" in harness.drawn_text() and "Settings" not in harness.drawn_text()
    assert harness.app.settings.language == ""    # not chosen: the system's language, until the player chooses


def test_switching_in_the_settings_shows_at_once_everywhere_and_is_saved(harness):
    harness.push("title")
    harness.push("settings")
    harness.tick()
    assert "Settings" in harness.drawn_text()
    for _step in range(4):
        harness.press("down")
    assert harness.app.scenes.top.menu.focused.label == "Language"
    harness.press("right")                                   # English -> Deutsch
    shown = harness.drawn_text()
    assert {"Einstellungen", "Sprache", "Zurück"} <= set(shown) and "Deutsch" in shown, shown
    assert json.loads(settings_path().read_text())["language"] == "de"
    harness.press("back")                                    # the title beneath speaks German too
    assert {"Beenden", "Einstellungen", "Regeln"} <= set(harness.drawn_text())
    harness.close()
    assert load_settings()[0].language == "de"


def test_lang_overrides_for_a_run_without_saving(make_harness):
    from game.app import App

    app = App(headless=True, seed=1, language="de")
    app.start()
    try:
        assert words.language() == "de" and app.settings.language == ""
        assert not settings_path().exists()
    finally:
        app.shutdown()


def test_the_command_line_takes_en_and_de_and_refuses_the_rest():
    run = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "1", "--lang", "fr"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "--lang" in run.stderr and "'de'" in run.stderr
    from game.__main__ import parse_args

    assert parse_args(["--lang", "de"]).lang == "de" and parse_args([]).lang is None
