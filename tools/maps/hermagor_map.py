"""Write `assets/maps/hermagor.tmx`: the Hermagor board as a Tiled map (run from the repo root).

    .venv/bin/python -m tools.maps.hermagor_map

The rules own the topology (villages, roads, costs, regions: `rules/hermagor/data.py`); this
script only places them on the 1600 x 900 canvas, by the spec's drawing hints
(`rules/hermagor/layout.py`, spec 8.6-8.8) fitted to the gameshelf screen:

    x 0..864   the map (the spec's 1000 x 900 map, scaled 0.84 x 0.915 below the prompt bar)
    x 870..1230  the market (top) and the price table with the nobility row (below it)
    x 1240..1596 one panel per player; the generic option list and buttons below them

Every object is named by its rules id (the board scene matches objects by name). Custom
properties follow the spec's table 8.8; `shape=ellipse` marks round rectangles and `r` the
radius of point objects (pytmx 3.32 exposes no ellipse/point flags).
"""
from __future__ import annotations

import math
import pathlib

from rules.hermagor import data as D
from rules.hermagor import layout as L

from .tmxwriter import Writer, _n

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "hermagor.tmx"

# ---- the screen arrangement ----------------------------------------------------------------------
PROMPT_H = 50
MAP_AREA = (0, PROMPT_H, 864, 900 - PROMPT_H)
# the spec's map coordinates (1000 x 900) -> screen
SX, SY, OX, OY = 0.84, 0.915, 6.0, 50.0


def to_screen(p) -> tuple:
    return (round(OX + SX * p[0], 1), round(OY + SY * p[1], 1))


# market: 4 columns x 5 rows of stalls with lanes between them
MARKET_X, MARKET_Y = 870, 90
STALL_W, STALL_H = 70, 40
LANE_W, LANE_H = 28, 26
MARKET_AREA = (866, 54, 368, 344)
SPACE_R = 13


def stall_rect(r: int, c: int) -> tuple:
    return (MARKET_X + (c - 1) * (STALL_W + LANE_W), MARKET_Y + (r - 1) * (STALL_H + LANE_H),
            STALL_W, STALL_H)


def h_lane_y(k: int) -> float:
    return MARKET_Y + k * STALL_H + (k - 1) * LANE_H + LANE_H / 2


def v_lane_x(j: int) -> float:
    return MARKET_X + j * STALL_W + (j - 1) * LANE_W + LANE_W / 2


def col_x(c: int) -> float:
    x, _, w, _ = stall_rect(1, c)
    return x + w / 2


def row_y(r: int) -> float:
    _, y, _, h = stall_rect(r, 1)
    return y + h / 2


def space_xy(sid: str) -> tuple:
    kind, a, b = sid[0], int(sid[1]), int(sid[2])
    if kind == "h":
        return (col_x(b), h_lane_y(a))
    if kind == "v":
        return (v_lane_x(a), row_y(b))
    return (v_lane_x(b), h_lane_y(a))


# price table: 8 goods rows, then the nobility row
PRICE_AREA = (866, 404, 368, 304)
PT_LABEL_X = 870                  # good token column 870..904
PT_HEAD_Y = 408                   # two header lines: prices, red end values
PT_ROW_Y, PT_ROW_STEP, PT_ROW_H = 450, 28, 25
SLOT_X, SLOT_STEP, SLOT_W = 908, 27, 25
PRICE_X, PRICE_STEP, PRICE_W = 1022, 35, 33
NOB_Y, NOB_H = 679, 27
NOB_X, NOB_STEP, NOB_W = 908, 40, 38


def row_top(i: int) -> int:
    return PT_ROW_Y + PT_ROW_STEP * i


def slot_rect(good: str, k: int) -> tuple:
    return (SLOT_X + SLOT_STEP * k, row_top(D.GOODS.index(good)), SLOT_W, PT_ROW_H)


def price_rect(good: str, p: int) -> tuple:
    return (PRICE_X + PRICE_STEP * (p - 5), row_top(D.GOODS.index(good)), PRICE_W, PT_ROW_H)


def nobility_rect(k: int) -> tuple:
    return (NOB_X + NOB_STEP * k, NOB_Y, NOB_W, NOB_H)


# header strip of the market: the action tiles and the bag
ACTION_RECT = (1040, 57, 96, 28)
BAG_RECT = (1148, 57, 80, 28)
LOG_INNER = (876, 746, 348, 148)
# a table button in the sea below the map for the one option without a board object
# (pass, skip the neutral piece, keep the price, keep the disc, keep one's money secret)
PASS_BUTTON = (672, 842, 186, 46)

# player panels (right column), one per seat; the option list starts below the last used one
PANEL_X, PANEL_Y, PANEL_W, PANEL_H, PANEL_STEP = 1240, 56, 356, 80, 84


def panel_rect(seat: int) -> tuple:
    return (PANEL_X, PANEL_Y + PANEL_STEP * seat, PANEL_W, PANEL_H)


# the land: a coastline round the outer ring (spec coordinates), and the three duchies as the
# sectors between the rivers (each river runs from Hermagor to the sea; extended off the map)
COAST = [(520, 8), (640, 24), (745, 48), (826, 74), (885, 128), (962, 188), (1004, 262),
         (1012, 352), (1020, 450), (1004, 545), (984, 640), (934, 712), (850, 758), (782, 842),
         (700, 880), (650, 894), (560, 893), (470, 896), (380, 874), (290, 852), (200, 796),
         (118, 726), (54, 652), (18, 562), (8, 452), (4, 340), (28, 250), (78, 178),
         (168, 118), (244, 58), (350, 36), (432, 14)]
RIVER_OUT = {"river_ne": (826, -60), "river_w": (-60, 328), "river_se": (664, 980)}
FRAME = {"nw": (-60, -60), "ne": (1100, -60), "se": (1100, 980), "sw": (-60, 980)}


def duchy_polygons() -> dict:
    ne = L.RIVERS["river_ne"]["points"] + [RIVER_OUT["river_ne"]]
    w = L.RIVERS["river_w"]["points"] + [RIVER_OUT["river_w"]]
    se = L.RIVERS["river_se"]["points"] + [RIVER_OUT["river_se"]]
    north = w + [FRAME["nw"]] + list(reversed(ne))[:-1]
    east = ne + [FRAME["ne"], FRAME["se"]] + list(reversed(se))[:-1]
    southwest = se + [FRAME["sw"]] + list(reversed(w))[:-1]
    return {"north": north, "east": east, "southwest": southwest}


DUCHY_LABEL = {"north": (140, 30), "east": (890, 52), "southwest": (130, 872)}
# The four small regions round Hermagor show only their token (their id is in the hover text).
COMPACT = ("R01", "R02", "R03", "R04")

# ---- placing names, medallions, posts and merchants without collisions ---------------------------
# Obstacles (roads, rivers, markers, tolls, then everything already placed) are drawn into a
# pygame mask; each label, region medallion, arc of posts and merchant spot takes the candidate
# position with the least overlap (and stays inside its region, for medallions).
MARKER_R, CITY_R = 17, 26
SOFT = (128, 128, 128)  # roads and rivers on the placement mask (see Placer.mask)
POST_RADIUS = 27         # trading posts stand this far from their village's centre
HARD = 8                # a pixel of anything else costs this many pixels of road
ROW_WEIGHT = 0.5        # a 4th and 5th post (4-5 players only) weigh this much of the first three
LABEL_FONT = 15
MEDALLION_H = 26


def _catmull(points, steps=12):
    from scenes.games.hermagor.art import catmull_rom
    return catmull_rom(points, steps)


def _crossing(a, b, curves):
    from scenes.games.hermagor.art import seg_intersection
    for curve in curves:
        for p, q in zip(curve[1:], curve[2:]):
            hit = seg_intersection(a, b, p, q)
            if hit:
                return hit
    return None


def medallion_size(rid: str, font) -> tuple:
    if rid in COMPACT:
        return (26, 26)
    n = max(1, len(D.REGION_BUILDINGS[rid]))
    return (font.size(rid)[0] + 14 + 24 * n, MEDALLION_H)


class Placer:
    def __init__(self):
        import pygame
        pygame.font.init()
        from scenes import theme
        self.pg = pygame
        self.label_font = theme.font(LABEL_FONT, "bold")
        self.small_font = theme.font(14, "bold")
        self.names = []         # the region medallions' names (see medallions)
        self.xy = {n: to_screen(p) for n, p in L.NODE_XY.items()}
        x, y, w, h = MAP_AREA
        self.origin = (x, y)
        self.surf = pygame.Surface((w, h))
        self.curves = [_catmull([to_screen(p) for p in r["points"]]) for r in L.RIVERS.values()]
        self.tolls = {}
        self.bridges = {}

    def local(self, p):
        return (p[0] - self.origin[0], p[1] - self.origin[1])

    def block_rect(self, rect, grow=0):
        r = self.pg.Rect(rect).inflate(2 * grow, 2 * grow)
        self.pg.draw.rect(self.surf, (255, 255, 255), r.move(-self.origin[0], -self.origin[1]))

    def block_circle(self, c, r):
        self.pg.draw.circle(self.surf, (255, 255, 255), self.local(c), r)

    def mask(self):
        """Everything drawn so far, and (second) only what a label or a post must not cover:
        roads and rivers are drawn grey, the rest white (a road under a name still reads)."""
        self.surf.set_colorkey((0, 0, 0))
        return (self.pg.mask.from_surface(self.surf),
                self.pg.mask.from_threshold(self.surf, (255, 255, 255), (1, 1, 1, 255)))

    def base(self):
        pg = self.pg
        for curve in self.curves:
            pg.draw.lines(self.surf, SOFT, False, [self.local(p) for p in curve], 12)
        for rid, (a, b, _cost, main) in D.ROADS.items():
            pa, pb = self.xy[a], self.xy[b]
            pg.draw.line(self.surf, SOFT, self.local(pa), self.local(pb),
                         12 if main else 9)
            hit = _crossing(pa, pb, self.curves)
            t = 0.5
            if hit:
                self.bridges[rid] = hit[0]
                t = 0.27 if hit[1] > 0.5 else 0.73
            c = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
            self.tolls[rid] = (round(c[0], 1), round(c[1], 1))
            self.block_circle(c, 11)
        for key in D.NODES:
            self.block_circle(self.xy[key], (CITY_R if key == D.CITY else MARKER_R) + 3)

    def best_rect(self, size, candidates, inside=None):
        """The candidate centre (with its preference cost) whose rect overlaps least of all
        drawn so far, roads as much as anything."""
        return self.rated_rect(size, candidates, inside, hard=0)[1]

    def rated_rect(self, size, candidates, inside=None, m=None, hard=HARD):
        """(cost, centre) of the candidate whose rect overlaps least what the masks `m` (by
        default all drawn so far, see `mask`) hold, a pixel of anything but road or river
        counted 1 + `hard` times, its preference cost added."""
        pg = self.pg
        m, firm = self.mask() if m is None else m
        w, h = size
        box = pg.mask.Mask((w, h), fill=True)
        area = pg.Rect(0, 0, *self.surf.get_size()).inflate(-8, -8)
        best = None
        for (cx, cy), pref in candidates:
            x, y = round(cx - w / 2) - self.origin[0], round(cy - h / 2) - self.origin[1]
            cost = m.overlap_area(box, (x, y)) + pref
            if hard:
                cost += hard * firm.overlap_area(box, (x, y))
            rect = pg.Rect(x, y, w, h)
            cost += 50 * (w * h - rect.clip(area).w * rect.clip(area).h)
            if inside is not None:
                cost += 40 * (w * h - inside.overlap_area(box, (x, y)))
            if best is None or cost < best[0]:
                best = (cost, (cx, cy))
        return best

    def medallions(self) -> dict:
        pg = self.pg
        out = {}
        order = sorted(D.REGION_ORDER, key=lambda r: len(D.REGION_VILLAGES[r]))
        for rid in order:
            size = medallion_size(rid, self.small_font)
            poly = pg.Surface(self.surf.get_size())
            pts = [self.local(self.xy[n]) for n in D.REGIONS[rid][0]]
            pg.draw.polygon(poly, (255, 255, 255), pts)
            poly.set_colorkey((0, 0, 0))
            # shrink the region by the road width so the plate keeps off its border roads
            pg.draw.lines(poly, (0, 0, 0), True, pts, 14)
            inside = pg.mask.from_surface(poly)
            lx, ly = to_screen(L.REGION_LABEL_XY[rid])
            cands = []
            for dx in range(-60, 61, 4):
                for dy in range(-50, 51, 4):
                    cands.append(((lx + dx, ly + dy), 0.02 * (dx * dx + dy * dy) ** 0.5 * 10))
            c = self.best_rect((size[0], size[1] + 4), cands, inside)
            out[rid] = (round(c[0], 1), round(c[1], 1))
            plate = (c[0] - size[0] / 2, c[1] - size[1] / 2, *size)
            pill = (c[0] - 27, c[1] + size[1] / 2 - 3, 54, 18)   # the enclosers' shapes below
            self.block_rect(plate, 3)
            self.block_rect(pill, 1)
            if rid not in COMPACT:      # its name ("R08"): no post may stand on it
                self.names.append(pg.Rect(plate[0] + 5, plate[1], self.small_font.size(rid)[0] + 4,
                                          size[1]))
        return out

    def road_angles(self, key):
        angles = []
        for a, b, _c, _m in D.ROADS.values():
            if key in (a, b):
                other = b if a == key else a
                p, q = self.xy[key], self.xy[other]
                angles.append(math.atan2(q[1] - p[1], q[0] - p[0]))
        return sorted(angles)

    def gaps(self, key):
        """(first, last) angle of each free gap between a village's roads, going round."""
        angles = self.road_angles(key)
        for i, a in enumerate(angles):
            yield a, angles[(i + 1) % len(angles)] + (math.tau if i + 1 == len(angles) else 0)

    def villages(self) -> tuple:
        """Per village, its arc of posts (direction, radius) and its name's offset, chosen
        together: the arc in a free gap between its roads, the name beside the marker, each
        clear of what is already drawn (roads, their length badges, villages, medallions,
        earlier arcs and names) and of each other. Among clear arcs the roomiest, close to the
        village and above it rather than below; the name preferably below the marker."""
        pg = self.pg
        post = pg.mask.Mask((20, 20), fill=True)     # a post's house, roof to floor
        posts, labels = {}, {}
        r = MARKER_R + 3
        marker = pg.Surface((2 * r + 1, 2 * r + 1))
        pg.draw.circle(marker, (255, 255, 255), (r, r), r)
        marker.set_colorkey((0, 0, 0))
        marker = pg.mask.from_surface(marker)
        for key in D.VILLAGE_ORDER:
            m = self.mask()
            # the posts stand against their own village's marker: that is not a clash
            bare = (m[0].copy(), m[1].copy())
            at = self.local(self.xy[key])
            for mask in bare:
                mask.erase(marker, (round(at[0]) - r, round(at[1]) - r))
            size, cands = self.label_places(key)
            best = None
            for arc, room in self.arc_places(key):
                up = abs(math.remainder(math.radians(arc[0]) + math.pi / 2, math.tau))
                cost = self.arc_overlap(bare, key, arc) - 40 * room + 10 * up \
                    + 40 * (arc[1] - POST_RADIUS) \
                    + ROW_WEIGHT * self.arc_overlap(bare, key, arc, row=True)
                with_arc = (m[0].copy(), m[1].copy())
                for x, y in self.all_post_places(key, arc):
                    at = (round(x) - 10 - self.origin[0], round(y) - 10 - self.origin[1])
                    with_arc[0].draw(post, at)
                    with_arc[1].draw(post, at)
                name_cost, centre = self.rated_rect(size, cands, m=with_arc)
                if best is None or cost + name_cost < best[0]:
                    best = (cost + name_cost, arc, centre)
            _, posts[key], (x, y) = best
            for px, py in self.all_post_places(key, posts[key]):
                self.block_rect((px - 10, py - 10, 20, 20))
            cx, cy = self.xy[key]
            w, h = size
            labels[key] = (round(x - cx, 1), round(y - cy, 1))
            self.block_rect((x - w / 2, y - h / 2, w, h), 1)
        return posts, labels

    def arc_places(self, key):
        """((degrees, radius), room to the nearer road in radians) of the arcs tried for a
        village: the middle of each gap between its roads and eight places off the middle, at
        the usual radius and a little farther out (where a crowded village has no room)."""
        for a, b in self.gaps(key):
            for share in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.12, 0.88):
                mid = a + (b - a) * share
                for radius in (POST_RADIUS, POST_RADIUS + 7):
                    yield (round(math.degrees(mid) % 360, 1), radius), min(mid - a, b - mid)

    def arc_overlap(self, m, key, arc, row=False) -> int:
        """What an arc's three posts (20 x 20 each; with `row`, its fourth and fifth) cover of
        the masks `m` (see `mask`), a pixel of anything but road or river counted 1 + `HARD`
        times; a post on the digit of a road's length badge or on a region medallion's name
        costs a post's whole area over something hard, ten times (their area is too small to
        tell)."""
        box = self.pg.mask.Mask((20, 20), fill=True)
        cost = 0
        for x, y in self.post_places(key, arc, row):
            at = (round(x) - 10 - self.origin[0], round(y) - 10 - self.origin[1])
            cost += m[0].overlap_area(box, at) + HARD * m[1].overlap_area(box, at)
            if any(abs(tx - x) < 12 and abs(ty - y) < 12 for tx, ty in self.tolls.values()) \
                    or not row and self.pg.Rect(x - 8, y - 8, 16, 16).collidelist(self.names) >= 0:
                cost += 10 * HARD * 400
        return cost

    def post_places(self, key, arc, row=False):
        """The places of an arc's (degrees, radius) first three posts, or with `row` of its
        fourth and fifth: the adapter's post_positions (layout.post_offsets)."""
        degrees, radius = arc
        offsets = L.post_offsets(5)
        for turn, farther in (offsets[3:] if row else offsets[:3]):
            a = math.radians(degrees + turn)
            yield (self.xy[key][0] + (radius + farther) * math.cos(a),
                   self.xy[key][1] + (radius + farther) * math.sin(a))

    def all_post_places(self, key, arc):
        """All five post places of an arc: what a name and later villages must keep clear of."""
        yield from self.post_places(key, arc)
        yield from self.post_places(key, arc, row=True)

    def label_places(self, key) -> tuple:
        """A village name's size and its candidate centres (with their preference costs):
        below the marker first, then above, beside, and at the four corners."""
        w, h = self.label_font.size(D.VILLAGE_NAMES[key])
        w, h = w + 6, h + 2
        cx, cy = self.xy[key]
        r = MARKER_R + 3
        cands = []
        for dx, dy, pref in ((0, r + h / 2, 0), (0, -(r + h / 2), 40), (r + w / 2, 0, 60),
                             (-(r + w / 2), 0, 60), (r + w / 2 - 10, r + h / 2 - 6, 90),
                             (-(r + w / 2 - 10), r + h / 2 - 6, 90),
                             (r + w / 2 - 10, -(r + h / 2 - 6), 110),
                             (-(r + w / 2 - 10), -(r + h / 2 - 6), 110)):
            for shift in (0, -8, 8, -16, 16, -24, 24):
                sx, sy = (shift, 0) if dx == 0 else (0, shift / 2)
                for away in (0, 6, 12):            # a little farther out, at a small cost
                    ax, ay = (0, math.copysign(away, dy)) if dx == 0 else \
                        (math.copysign(away, dx), 0)
                    cands.append(((cx + dx + sx + ax, cy + dy + sy + ay),
                                  pref + abs(shift) * 3 + 4 * away))
        return (w, h), cands

    def merchants(self) -> dict:
        """Per node: where merchants stand (offset of the first; others fan out to the right)."""
        out = {}
        for key in D.NODES:
            cx, cy = self.xy[key]
            r = (CITY_R if key == D.CITY else MARKER_R) + 10
            cands = []
            for deg in range(0, 360, 15):
                a = math.radians(deg)
                c = (cx + r * math.cos(a) + 8, cy + r * math.sin(a))
                pref = 0.3 * abs(math.remainder(math.radians(deg - 20), math.tau)) * 20
                cands.append((c, pref))
            c = self.best_rect((40, 30), cands)
            out[key] = (round(c[0] - 8 - cx, 1), round(c[1] - cy, 1))
        return out


def place() -> dict:
    placer = Placer()
    placer.base()
    medallions = placer.medallions()
    posts, labels = placer.villages()
    merchants = placer.merchants()
    return {"medallions": medallions, "posts": posts, "labels": labels, "merchants": merchants,
            "tolls": placer.tolls, "bridges": placer.bridges}


# ---- TMX writing: tools/maps/tmxwriter.py -------------------------------------------------------
def _rect_str(rect) -> str:
    return ",".join(_n(v) for v in rect)


def _points_str(points) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def build() -> Writer:
    w = Writer()
    xy = {n: to_screen(p) for n, p in L.NODE_XY.items()}
    spots = place()

    w.layer("duchies")
    for duchy, pts in duchy_polygons().items():
        w.poly(f"duchy:{duchy}", "duchy", [to_screen(p) for p in pts], True,
               {"key": duchy, "label_x": to_screen(DUCHY_LABEL[duchy])[0],
                "label_y": to_screen(DUCHY_LABEL[duchy])[1]})

    w.layer("regions")
    for rid in D.REGION_ORDER:
        boundary, buildings, nobility = D.REGIONS[rid]
        lx, ly = spots["medallions"][rid]
        w.poly(rid, "region", [xy[n] for n in boundary], True,
               {"ref": rid, "buildings": ",".join(buildings), "nobility": nobility,
                "label_x": lx, "label_y": ly, "compact": rid in COMPACT})

    w.layer("rivers")
    for rid, river in L.RIVERS.items():
        w.poly(rid, "river", [to_screen(p) for p in river["points"]], False, {"ref": rid})

    w.layer("roads")
    for rid, (a, b, cost, main) in D.ROADS.items():
        props = {"ref": rid, "a": a, "b": b, "cost": cost, "main_road": main,
                 "toll_x": spots["tolls"][rid][0], "toll_y": spots["tolls"][rid][1]}
        if rid in spots["bridges"]:
            props["bridge_x"], props["bridge_y"] = (round(v, 1) for v in spots["bridges"][rid])
        w.poly(rid, "road", [xy[a], xy[b]], False, props)

    w.layer("cities")
    mx, my = spots["merchants"][D.CITY]
    w.point(D.CITY, "city", xy[D.CITY], 26, {"key": D.CITY, "main_road": True,
                                             "merchant_dx": mx, "merchant_dy": my})

    w.layer("villages")
    for key in D.VILLAGE_ORDER:
        vid, name, duchy, good, main = D.VILLAGES[key]
        w.point(key, "village", xy[key], 19,
                {"ref": vid, "key": key, "title": name, "duchy": duchy, "sells": good,
                 "main_road": main, "ring": L.RING[key],
                 "label_dx": spots["labels"][key][0], "label_dy": spots["labels"][key][1],
                 "posts_angle": spots["posts"][key][0],
                 "posts_radius": float(spots["posts"][key][1]),
                 "merchant_dx": spots["merchants"][key][0],
                 "merchant_dy": spots["merchants"][key][1]})

    w.layer("market")
    for stall in D.STALLS:
        r, c = int(stall[1]), int(stall[2])
        w.rect(stall, "stall", stall_rect(r, c), {"ref": stall, "row": r, "col": c})
    for sid in D.SPACE_ORDER:
        sp = D.SPACES[sid]
        rows = {int(s[1]) for s in sp["stalls"]}
        min_players = 5 if 1 in rows else (4 if 5 in rows else 2)
        w.point(sid, "space", space_xy(sid), SPACE_R,
                {"ref": sid, "kind": sp["kind"], "cost": sp["cost"],
                 "lanes": ",".join(sp["lanes"]), "stalls": ",".join(sp["stalls"]),
                 "min_players": min_players})
    w.rect("action_stack", "zone", ACTION_RECT, {"kind": "action_stack"})
    w.rect("bag", "zone", BAG_RECT, {"kind": "bag"})

    w.layer("price_table")
    for good in D.GOODS:
        for k in range(4):
            w.rect(D.slot_id(good, k), "slot", slot_rect(good, k),
                   {"good": good, "index": k, "value": D.SLOT_VALUES[k]})
        for p in D.PRICES:
            w.rect(D.price_cell_id(good, p), "price_cell", price_rect(good, p),
                   {"good": good, "price": p, "end_value": D.end_value(p)})
        x0 = price_rect(good, 5)[0]
        x1 = price_rect(good, 10)[0] + PRICE_W
        y0 = row_top(D.GOODS.index(good))
        w.rect(D.arrow_id(good), "arrow", (x0, y0, x1 - x0, PT_ROW_H), {"good": good})
    for k, value in enumerate(D.NOBILITY_VALUES):
        w.rect(D.nobility_id(k), "nobility_space", nobility_rect(k), {"index": k, "value": value})

    w.layer("buttons")
    w.rect("button:pass", "button", PASS_BUTTON, {"kind": "pass"})

    w.layer("panels")
    for seat in range(D.COLOURS.__len__()):
        w.rect(D.panel_id(seat), "panel", panel_rect(seat), {"seat": seat})
    return w


def map_properties() -> dict:
    return {
        "game": "hermagor",
        "prompt_h": PROMPT_H,
        "area_map": _rect_str(MAP_AREA),
        "area_market": _rect_str(MARKET_AREA),
        "area_price_table": _rect_str(PRICE_AREA),
        "log": _rect_str(LOG_INNER),
        "panel_step": PANEL_STEP,
        "coast": _points_str([to_screen(p) for p in COAST]),
        "price_head_y": PT_HEAD_Y,
        "token_x": PT_LABEL_X,
        # the board scene's layout (scenes/table/tmx.py); the option list's top moves down
        # below the seat panels, as many as there are seats
        "ui_prompt": _rect_str((0, 0, 1600, PROMPT_H)),
        "ui_board": _rect_str(MAP_AREA),
        "ui_options": _rect_str((1246, 56, 344, 780)),
        "ui_log": _rect_str(LOG_INNER),
        "ui_buttons": _rect_str((1240, 846, 356, 50)),
    }


def main(out: pathlib.Path | None = None) -> pathlib.Path:
    out = pathlib.Path(out or OUT)
    out.parent.mkdir(parents=True, exist_ok=True)
    build().write(out, map_properties())
    print(f"wrote {out}")
    return out


if __name__ == "__main__":
    main()
