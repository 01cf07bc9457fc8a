"""Writing a Tiled map (.tmx) from a generator in tools/maps: object layers of named rectangles,
points, polygons and polylines with custom properties, and the map's own properties.

    w = Writer(); w.layer("track"); w.rect("S01", "square", (x, y, w, h), {"index": 1})
    w.write(path, {"ui_board": "0,56,1190,844"})
"""
from __future__ import annotations

import pathlib
from xml.sax.saxutils import quoteattr


class Writer:
    def __init__(self):
        self.layers: list[str] = []
        self.next_id = 1
        self.layer_id = 1
        self.current: list[str] | None = None

    def layer(self, name: str) -> None:
        self.current = []
        self.layers.append((self.layer_id, name, self.current))
        self.layer_id += 1

    @staticmethod
    def _props(props: dict) -> str:
        if not props:
            return ""
        out = []
        for key, value in props.items():
            if isinstance(value, bool):
                out.append(f'<property name="{key}" type="bool" value="{str(value).lower()}"/>')
            elif isinstance(value, int):
                out.append(f'<property name="{key}" type="int" value="{value}"/>')
            elif isinstance(value, float):
                out.append(f'<property name="{key}" type="float" value="{value}"/>')
            else:
                out.append(f"<property name=\"{key}\" value={quoteattr(str(value))}/>")
        return "<properties>" + "".join(out) + "</properties>"

    def _add(self, name, otype, x, y, extra_attrs="", inner="", props=None):
        props = self._props(props or {})
        line = (f'  <object id="{self.next_id}" name={quoteattr(name)} type="{otype}" '
                f'x="{_n(x)}" y="{_n(y)}"{extra_attrs}>{props}{inner}</object>')
        self.next_id += 1
        self.current.append(line)

    def rect(self, name, otype, rect, props=None, ellipse=False):
        x, y, w, h = rect
        props = dict(props or {})
        if ellipse:
            props["shape"] = "ellipse"
        self._add(name, otype, x, y, f' width="{_n(w)}" height="{_n(h)}"', "", props)

    def point(self, name, otype, xy, r, props=None):
        props = dict(props or {})
        props["r"] = float(r)
        self._add(name, otype, xy[0], xy[1], "", "<point/>", props)

    def poly(self, name, otype, points, closed, props=None):
        x0, y0 = points[0]
        rel = " ".join(f"{_n(px - x0)},{_n(py - y0)}" for px, py in points)
        tag = "polygon" if closed else "polyline"
        self._add(name, otype, x0, y0, "", f'<{tag} points="{rel}"/>', props)

    def write(self, path: pathlib.Path, props: dict) -> None:
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
                 'renderorder="right-down" width="50" height="28" tilewidth="32" tileheight="32" '
                 f'infinite="0" nextlayerid="{self.layer_id}" nextobjectid="{self.next_id}">',
                 " " + self._props(props)]
        for lid, name, objects in self.layers:
            lines.append(f' <objectgroup id="{lid}" name="{name}">')
            lines.extend(objects)
            lines.append(" </objectgroup>")
        lines.append("</map>")
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _n(v) -> str:
    v = round(float(v), 1)
    return str(int(v)) if v == int(v) else str(v)
