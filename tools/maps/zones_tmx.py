"""A table with no board graph as a Tiled map: one object layer `zones` of named rectangles
with custom properties, plus map properties (the board scene's `ui_*` layout and the table's
own values). Dominion's and Itchy Feet's map generators write their maps with it."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr

from tools.maps.tiled import document, prop


def zones_tmx(properties: dict, zones: list) -> str:
    """The map's text: `properties` in order, then each (name, (x, y, w, h), props) zone."""
    objects = []
    for i, (name, (x, y, w, h), props) in enumerate(zones, start=1):
        inner = "".join(prop(k, v) for k, v in props.items())
        objects.append(f'  <object id="{i}" name={quoteattr(name)} x="{x}" y="{y}" '
                       f'width="{w}" height="{h}"><properties>{inner}</properties></object>')
    layer = [' <objectgroup id="1" name="zones">', *objects, ' </objectgroup>']
    return document(layer, properties, 1, len(objects) + 1)
