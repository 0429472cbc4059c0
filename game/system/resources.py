"""Where the bundled assets and levels live, installed or in a source checkout.

`pip install .` puts the top-level ``assets/`` and ``levels/`` folders inside the
package as ``game/assets`` and ``game/levels``; a source checkout keeps them next
to ``game/``. Both layouts resolve here, so nothing else needs to care.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]   # game/


def _folder(name: str) -> Path:
    installed = _PACKAGE / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def assets_dir() -> Path:
    return _folder("assets")


def levels_dir() -> Path:
    return _folder("levels")


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)
