"""Nauticus at the table: the adapter (drawing, input, animation) and its art."""
from .adapter import NauticusAdapter

ADAPTER = NauticusAdapter
