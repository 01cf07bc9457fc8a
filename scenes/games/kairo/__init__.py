"""Kairo at the table: the adapter (drawing, input), its animations, art and hover texts."""
from .adapter import KairoAdapter

ADAPTER = KairoAdapter
