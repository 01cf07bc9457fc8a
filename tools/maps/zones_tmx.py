"""A table with no board graph as a Tiled map: one object layer `zones` of named rectangles
with custom properties, plus map properties (the board scene's `ui_*` layout and the table's
own values). Dominion's and Itchy Feet's map generators write their maps with it."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr


def prop(name: str, value) -> str:
    """One Tiled custom property (bool and int typed, anything else a string)."""
    if isinstance(value, bool):
        return f'<property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{name}" type="int" value="{value}"/>'
    return f'<property name="{name}" value={quoteattr(str(value))}/>'


def zones_tmx(properties: dict, zones: list) -> str:
    """The map's text: `properties` in order, then each (name, (x, y, w, h), props) zone."""
    objects = []
    for i, (name, (x, y, w, h), props) in enumerate(zones, start=1):
        inner = "".join(prop(k, v) for k, v in props.items())
        objects.append(f'  <object id="{i}" name={quoteattr(name)} x="{x}" y="{y}" '
                       f'width="{w}" height="{h}"><properties>{inner}</properties></object>')
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            'renderorder="right-down" width="50" height="28" tilewidth="32" tileheight="32" '
            f'infinite="0" nextlayerid="2" nextobjectid="{len(objects) + 1}">\n'
            ' <properties>\n'
            + "".join(f'  {prop(k, v)}\n' for k, v in properties.items())
            + ' </properties>\n'
            ' <objectgroup id="1" name="zones">\n')
    return head + "\n".join(objects) + "\n </objectgroup>\n</map>\n"
