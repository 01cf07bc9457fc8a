"""Itchy Feet at the table: the adapter (drawing, input), its animations and art."""
from .adapter import ItchyFeetAdapter

ADAPTER = ItchyFeetAdapter
