"""Caches of drawn pictures bounded by the memory they hold, not by how many they hold.

`functools.lru_cache(maxsize=N)` bounds a cache by its number of entries, which says little when an
entry is a picture: 64 full-screen fills are 225 MiB, 512 die shadows up to 90 MiB. Such a cache
kept filling long after the soak's warm-up (benchmarks/soak.py: rare shadow sizes and angles turning
up demo after demo), so the process grew although every cache was "bounded".
`surface_cache(max_mib)` keeps the most recently used pictures while their pixels fit in `max_mib`
MiB: it reaches its size within the first games and stays there.

    @surface_cache(max_mib=8)
    def _shadow(size: int, angle_step: int) -> pygame.Surface: ...

A cached function returns a `pygame.Surface`, or a tuple holding some (the other items cost nothing).
Callers must not draw on what they get: it is shared. `cache_info()` and `cache_clear()` work as on
`lru_cache`; `cache_info()` also gives the bytes held.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

ALL: list[SurfaceCache] = []   # every cache made (memory reports in benchmarks and tests)


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    max_bytes: int
    currsize: int
    bytes: int


def surface_bytes(value: Any) -> int:
    """The pixel memory of a Surface (pitch x height), or of the Surfaces in a tuple."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, tuple):
        return sum(surface_bytes(item) for item in value)
    return 0


class SurfaceCache:
    """`func` memoised on its (hashable) arguments, least recently used pictures dropped past `max_bytes`."""

    def __init__(self, func: Callable[..., Any], max_bytes: int) -> None:
        functools.update_wrapper(self, func)
        self._func = func
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Any, tuple[Any, int]] = OrderedDict()
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        ALL.append(self)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        entry = self._entries.get(key)
        if entry is not None:
            self.hits += 1
            self._entries.move_to_end(key)
            return entry[0]
        self.misses += 1
        value = self._func(*args, **kwargs)
        size = surface_bytes(value)
        self._entries[key] = (value, size)
        self.bytes += size
        while self.bytes > self.max_bytes and len(self._entries) > 1:   # the newest always stays
            _old, (_value, old_size) = self._entries.popitem(last=False)
            self.bytes -= old_size
        return value

    def has(self, *args: Any) -> bool:
        """Whether the picture for ``args`` is kept (neither made nor counted)."""
        return args in self._entries

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.max_bytes, len(self._entries), self.bytes)

    def cache_clear(self) -> None:
        self._entries.clear()
        self.bytes = self.hits = self.misses = 0


def surface_cache(max_mib: float) -> Callable[[Callable[..., Any]], SurfaceCache]:
    """Decorator: memoise a picture-making function within `max_mib` MiB of pixels."""
    def wrap(func: Callable[..., Any]) -> SurfaceCache:
        return SurfaceCache(func, int(max_mib * 1024 * 1024))
    return wrap
