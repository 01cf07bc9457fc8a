"""What the map generators share: Tiled's XML for properties and the map document around the
object layers, and writing the file."""
from __future__ import annotations

import pathlib
from xml.sax.saxutils import quoteattr


def prop(name: str, value) -> str:
    """One custom property; a tuple becomes "x,y,w,h" (rounded), the type follows the value."""
    kind = {bool: "bool", int: "int", float: "float"}.get(type(value))
    if isinstance(value, bool):
        value = str(value).lower()
    elif isinstance(value, tuple):
        value = ",".join(str(round(v)) for v in value)
    typed = f' type="{kind}"' if kind else ""
    return f'<property name="{name}"{typed} value={quoteattr(str(value))}/>'


def document(layer_lines: list, properties: dict, layers: int, next_object: int) -> str:
    """The .tmx text: a 1600 x 896 orthogonal map of 32 px tiles holding these object layers."""
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            'renderorder="right-down" width="50" height="28" tilewidth="32" tileheight="32" '
            f'infinite="0" nextlayerid="{layers + 1}" nextobjectid="{next_object}">\n'
            ' <properties>\n'
            + "".join(f"  {prop(k, v)}\n" for k, v in properties.items())
            + ' </properties>\n')
    return head + "\n".join(layer_lines) + "\n</map>\n"


def write(out: pathlib.Path, root: pathlib.Path, text: str, count: int) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out.relative_to(root)} ({count} objects)")
