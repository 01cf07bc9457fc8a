"""Dominion at the table: the adapter (drawing, input, animation) and its art."""
from .adapter import DominionAdapter

ADAPTER = DominionAdapter
