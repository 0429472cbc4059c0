"""Fixtures shared by the versus tests."""

from fake_play import play_scenes  # noqa: F401  (a fixture: tests here take it by name)
