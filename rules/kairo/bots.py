"""Kairo's bots (spec §10.1)."""
from __future__ import annotations

from rules.core import PriorityBot


class SimpleBot(PriorityBot):
    name = "simple"
