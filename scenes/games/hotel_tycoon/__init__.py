"""Hotel Tycoon at the table: the adapter (drawing, input), its animations and its art."""
from .adapter import HotelAdapter

ADAPTER = HotelAdapter
