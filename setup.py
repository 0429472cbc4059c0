"""The package list for setuptools (the rest of the configuration is pyproject.toml): every package
under game/, found, plus the top-level assets/ and levels/ folders, which pyproject.toml's package-dir
installs as game/assets and game/levels. (pyproject.toml alone cannot both find packages and add
mapped ones: its `packages` is either a list or a find.)"""

from setuptools import find_packages, setup

DATA_PACKAGES = ["game.assets", "game.levels"]

setup(packages=find_packages(include=["game", "game.*"]) + DATA_PACKAGES)
