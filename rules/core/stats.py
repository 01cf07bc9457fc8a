"""The statistics the searches and their reports share."""
from __future__ import annotations

import math


def mean_error(values: list) -> tuple[float, float]:
    """Mean and standard error of the mean (0 for a single value)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)
