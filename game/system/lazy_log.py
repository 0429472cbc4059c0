"""A logger that imports `logging` when it is first used.

`logging` (with what it pulls in) costs ~1.5 ms of the start-up and nothing is logged before the
first frame when all is well, so the modules on the way to it (the app, the audio, the devices)
take their logger from here. It is the same logger as `logging.getLogger(name)`: handlers,
levels and caplog see no difference.
"""

from __future__ import annotations

from typing import Any


class LazyLogger:
    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, attribute: str) -> Any:
        import logging

        return getattr(logging.getLogger(self.name), attribute)


def get_logger(name: str) -> LazyLogger:
    return LazyLogger(name)
