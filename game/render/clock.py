"""How a countdown reads on screen: whole seconds left, rounded up ('7:59'; '0:00' only at the end)."""

from __future__ import annotations

import math


def clock_text(seconds: float) -> str:
    """Whole seconds left, rounded up (the clock shows 0:00 only when the time is up): '7:59'."""
    whole = max(0, math.ceil(seconds - 1e-9))
    return f"{whole // 60}:{whole % 60:02d}"
