"""Hotel Tycoon's procedural art: the airport ground and runway, the track squares, the hotel
plots with their buildings and stars, planes, entrances, dice and the deed cards.

Everything is drawn from the rules' data and the map's shapes; images that do not change are
cached (lru_cache keys are plain values)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame
from scenes import gfx

from rules.hotel_tycoon import data as D
from scenes import i18n, theme
from scenes.i18n import _, ngettext, pgettext
from scenes.table.palette import CREAM, GOLD, INK

GAME_ID = "hotel_tycoon"
# one colour per hotel (the deed's band, the plot's ground)
HOTEL_RGB = {"ARTIKA": (120, 178, 214), "REINE": (178, 150, 206), "DRAGON": (214, 96, 84),
             "ZEBRA": (206, 176, 110), "REEF": (76, 186, 178), "UPTOWN": (140, 150, 170),
             "COCONUT": (128, 190, 96), "ALKALIF": (226, 160, 70)}
SQUARE_RGB = {"purchase": (236, 196, 84), "permit": (232, 128, 60), "free_build": (92, 178, 104),
              "free_entrance": (84, 150, 220), "blank": (170, 170, 166)}
SQUARE_ICON = {"purchase": "hotel_tycoon.purchase", "permit": "hotel_tycoon.permit",
               "free_build": "hotel_tycoon.free_build", "free_entrance": "hotel_tycoon.entrance"}
FACE_RGB = {"green": (64, 170, 90), "red": (210, 64, 56), "free": (240, 240, 236),
            "double": (236, 196, 60)}
GRASS_TOP, GRASS_BOTTOM = (92, 122, 84), (70, 100, 70)
ASPHALT, ASPHALT_EDGE = (72, 74, 80), (44, 46, 52)
GREY = (120, 120, 124)


def hotel_name(plot: str) -> str:
    return pgettext(GAME_ID, D.HOTELS[plot]["name"])


def piece_name(plot: str, index: int) -> str:
    """The name of a deed's row: main building, building k, leisure facility."""
    if index == D.HOTELS[plot]["buildings"]:
        return _("Leisure facility")
    if index == 0:
        return _("Main building")
    return _("Building {n}").format(n=index + 1)


def money(amount: int) -> str:
    return i18n.money(amount)


# ---- the ground ---------------------------------------------------------------------------
def centroid(points) -> tuple:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def shrink(points, k: float) -> list:
    cx, cy = centroid(points)
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in points]


def draw_plot(surface, points, rgb) -> None:
    """A hotel plot: a shadow, its ground in the hotel's colour, a lighter inner lawn, a kerb."""
    shadow = [(x + 4, y + 5) for x, y in points]
    gfx.draw.polygon(surface, (40, 56, 40), shadow)
    gfx.draw.polygon(surface, theme.shade(rgb, 0.72), points)
    gfx.draw.polygon(surface, theme.shade(rgb, 0.9), shrink(points, 0.93))
    gfx.draw.polygon(surface, theme.shade(rgb, 1.02), shrink(points, 0.8))
    gfx.draw.polygon(surface, (236, 232, 214), points, 3)
    gfx.draw.polygon(surface, theme.shade(rgb, 0.45), points, 1)


def draw_runway(surface, start, centres: list, start_label: str) -> None:
    """The taxiway from the START apron and round the squares: asphalt with a dashed yellow
    centre line; the apron with its parking box."""
    loop = centres + centres[:1]
    for width, rgb in ((66, ASPHALT_EDGE), (58, ASPHALT)):
        gfx.draw.line(surface, rgb, start, centres[0], width)
        gfx.draw.lines(surface, rgb, False, loop, width)
        for p in loop:
            gfx.draw.circle(surface, rgb, p, width // 2)
    for a, b in zip(loop, loop[1:]):
        theme.dashed_line(surface, a, b, (230, 200, 80), 8, 10)
    gfx.draw.circle(surface, ASPHALT_EDGE, start, 44)
    gfx.draw.circle(surface, ASPHALT, start, 41)
    box = pygame.Rect(0, 0, 60, 60)
    box.center = start
    theme.dashed_outline(surface, theme.rect_corners(box), (236, 232, 214), 6)
    label = theme.halo_text(start_label, 15, CREAM, INK, "bold", 2)
    theme.blit_center(surface, label, (start[0], start[1] + 56))


@lru_cache(maxsize=64)
def square_tile(kind: str, number: int, angle: float) -> pygame.Surface:
    """A track square: a rounded plate in the colour of its kind, its icon and its number,
    turned along the direction of travel."""
    size = 44
    tile = gfx.Surface((size, size), pygame.SRCALPHA)
    rgb = SQUARE_RGB[kind]
    gfx.draw.rect(tile, theme.shade(rgb, 0.55), (0, 2, size, size - 2), border_radius=8)
    gfx.draw.rect(tile, rgb, (0, 0, size, size - 3), border_radius=8)
    gfx.draw.rect(tile, theme.shade(rgb, 1.18), (3, 2, size - 6, 12), border_radius=6)
    if kind in SQUARE_ICON:
        icon = theme.icon(SQUARE_ICON[kind], 26, INK)
        if icon is not None:
            tile.blit(icon, icon.get_rect(center=(size / 2, size / 2 - 1)))
    turned = gfx.transform.rotozoom(tile, -angle if abs(angle) < 100 else 180 - angle, 1)
    label = theme.halo_text(str(number), 13, CREAM, INK, "bold", 1)
    turned.blit(label, label.get_rect(bottomright=(turned.get_width() - 2,
                                                   turned.get_height() - 1)))
    return theme.convert(turned)


def draw_line_mark(surface, points, rgb) -> None:
    """The red hangar line or the yellow control-tower line painted across the track."""
    gfx.draw.line(surface, INK, points[0], points[1], 9)
    gfx.draw.line(surface, rgb, points[0], points[1], 5)


def draw_landmark(surface, center, role: str, rgb, label: str, radius: int = 30) -> None:
    gfx.draw.circle(surface, (0, 0, 0), (center[0] + 2, center[1] + 3), radius)
    gfx.draw.circle(surface, theme.shade(rgb, 0.6), center, radius)
    gfx.draw.circle(surface, rgb, center, radius - 3)
    theme.blit_icon(surface, role, (center[0], center[1] - 3), int(radius * 1.2), INK)
    text = theme.halo_text(label, 14, CREAM, INK, "bold", 2)
    theme.blit_center(surface, text, (center[0], center[1] + radius + 9))


# ---- pieces ----------------------------------------------------------------------------------
@lru_cache(maxsize=16)
def plane(seat: int, size: int = 40) -> pygame.Surface:
    """A seat's plane: the airplane icon in the seat's colour on a dark halo, with its shape."""
    rgb = theme.seat_color(seat)
    canvas = gfx.Surface((size + 8, size + 8), pygame.SRCALPHA)
    dark = theme.icon("hotel_tycoon.plane", size + 4, (20, 20, 24))
    body = theme.icon("hotel_tycoon.plane", size, rgb)
    if dark is not None and body is not None:
        canvas.blit(dark, dark.get_rect(center=(size / 2 + 4, size / 2 + 4)))
        canvas.blit(body, body.get_rect(center=(size / 2 + 4, size / 2 + 4)))
    else:
        gfx.draw.circle(canvas, rgb, (size / 2 + 4, size / 2 + 4), size / 2)
    theme.draw_shape(canvas, theme.seat_shape(seat), (size - 2, size - 2), 6, rgb)
    return theme.convert(canvas)


def draw_entrance(surface, center, seat: int, rgb) -> None:
    """An entrance on a slot: the owner's shape in the owner's colour round a little door in
    the hotel's colour."""
    theme.draw_shape(surface, theme.seat_shape(seat), center, 12, theme.seat_color(seat))
    door = pygame.Rect(0, 0, 8, 11)
    door.center = (center[0], center[1] + 1)
    gfx.draw.rect(surface, rgb, door, border_top_left_radius=4, border_top_right_radius=4)
    gfx.draw.rect(surface, INK, door, 1, border_top_left_radius=4, border_top_right_radius=4)


def draw_building(surface, base, w: int, h: int, rgb, ghost: bool = False) -> None:
    """One building as a small block seen from the front-right: front, side, roof, windows."""
    x, y = base                    # bottom-left of the front face
    depth = 6
    if ghost:
        rect = pygame.Rect(x, y - h, w, h)
        theme.dashed_outline(surface, theme.rect_corners(rect), (240, 236, 220), 4)
        return
    front = pygame.Rect(x, y - h, w, h)
    side = [(x + w, y - h), (x + w + depth, y - h - depth), (x + w + depth, y - depth), (x + w, y)]
    roof = [(x, y - h), (x + depth, y - h - depth), (x + w + depth, y - h - depth), (x + w, y - h)]
    gfx.draw.polygon(surface, (0, 0, 0, 80), [(x + 3, y + 2), (x + w + depth + 3, y + 2),
                                                 (x + w + depth + 3, y - depth + 2)])
    gfx.draw.rect(surface, theme.shade(rgb, 1.12), front)
    gfx.draw.polygon(surface, theme.shade(rgb, 0.7), side)
    gfx.draw.polygon(surface, theme.shade(rgb, 1.35), roof)
    for wy in range(y - h + 5, y - 4, 7):
        for wx in range(x + 3, x + w - 3, 6):
            gfx.draw.rect(surface, (252, 240, 170), (wx, wy, 3, 4))
    gfx.draw.rect(surface, INK, front, 1)
    gfx.draw.polygon(surface, INK, side, 1)
    gfx.draw.polygon(surface, INK, roof, 1)


def draw_facility(surface, center, ghost: bool = False) -> None:
    """The leisure facility: a swimming pool with its ladder."""
    rect = pygame.Rect(0, 0, 34, 20)
    rect.center = center
    if ghost:
        theme.dashed_outline(surface, theme.rect_corners(rect), (240, 236, 220), 4)
        return
    gfx.draw.rect(surface, (240, 236, 222), rect.inflate(6, 6), border_radius=7)
    gfx.draw.rect(surface, (60, 160, 220), rect, border_radius=5)
    gfx.draw.rect(surface, (150, 220, 250), rect.inflate(-10, -10), border_radius=3)
    gfx.draw.rect(surface, INK, rect.inflate(6, 6), 1, border_radius=7)


def building_size(plot: str, index: int) -> tuple:
    """The main building is the tallest; the others step down a little."""
    return (16, 34) if index == 0 else (14, 26 - min(index, 3) * 2)


def piece_spots(center, plot: str) -> list:
    """Where each piece of a hotel stands: the buildings' bottom-left corners in a row, then
    the centre of the pool."""
    total = D.HOTELS[plot]["buildings"]
    widths = [building_size(plot, i)[0] + 9 for i in range(total)]
    x = center[0] - (sum(widths) + 42) / 2
    base_y = round(center[1] + 18)
    spots = []
    for i in range(total):
        spots.append((round(x), base_y))
        x += widths[i]
    spots.append((round(x + 20), base_y - 10))
    return spots


def draw_piece(surface, center, plot: str, index: int, rgb, ghost: bool = False,
               rise: float = 1.0) -> None:
    """One piece of a hotel; `rise` < 1 draws a building part-way up (or the pool filling)."""
    spot = piece_spots(center, plot)[index]
    if index == D.HOTELS[plot]["buildings"]:
        draw_facility(surface, spot, ghost)
        return
    w, h = building_size(plot, index)
    draw_building(surface, spot, w, max(3, round(h * rise)), rgb, ghost)


def draw_hotel(surface, center, plot: str, level: int, rgb) -> None:
    """The plot's buildings in a row (placed ones solid, the rest as outlines) and the pool."""
    for i in range(D.pieces(plot)):
        draw_piece(surface, center, plot, i, rgb, ghost=i >= level)


def draw_stars(surface, center, count: int) -> None:
    for i in range(count):
        c = (center[0] + (i - (count - 1) / 2) * 17, center[1])
        pts = theme.shape_points("star", c, 8)
        gfx.draw.polygon(surface, GOLD, pts)
        gfx.draw.polygon(surface, INK, pts, 1)


# ---- dice --------------------------------------------------------------------------------------
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def draw_die(surface, rect, value: int, face: str | None = None, tilt: float = 0.0) -> None:
    """A die: pips for the movement and nights die; the permit die shows its coloured face
    (green tick, red cross, H, 2)."""
    rect = pygame.Rect(rect)
    die = gfx.Surface(rect.size, pygame.SRCALPHA)
    local = die.get_rect()
    fill = FACE_RGB[face] if face else (246, 242, 230)
    gfx.draw.rect(die, theme.shade(fill, 0.6), local, border_radius=10)
    gfx.draw.rect(die, fill, local.inflate(-4, -5).move(0, -2), border_radius=9)
    c, s = local.center, local.w * 0.26
    if face is None:
        for dx, dy in PIPS.get(value, []):
            gfx.draw.circle(die, INK, (c[0] + dx * s, c[1] - 1 + dy * s), local.w * 0.09)
    elif face == "green":
        gfx.draw.lines(die, CREAM, False, [(c[0] - s, c[1]), (c[0] - s * 0.2, c[1] + s * 0.8),
                                              (c[0] + s * 1.1, c[1] - s)], 6)
    elif face == "red":
        gfx.draw.line(die, CREAM, (c[0] - s, c[1] - s), (c[0] + s, c[1] + s), 6)
        gfx.draw.line(die, CREAM, (c[0] - s, c[1] + s), (c[0] + s, c[1] - s), 6)
    else:
        label = "H" if face == "free" else "2"
        theme.blit_center(die, theme.render(label, int(local.h * 0.6), INK, "bold"), c)
    if tilt:
        die = gfx.transform.rotozoom(die, tilt, 1)
    theme.blit_center(surface, die, rect.center)


# ---- the deed card -----------------------------------------------------------------------------
DEED_W = 490         # room for the longest piece name (Hungarian) beside three columns


def deed_scale() -> float:
    """The deed is reading text: it grows with the UI scale, as a whole (up to 760 wide)."""
    return min(theme.ui_scale(), 760 / DEED_W)


def deed_card(plot: str, level: int, owner_name: str | None, owner_seat: int | None,
              entrances: int) -> pygame.Surface:
    """The title deed: prices, then one row per piece (cost, stars, price per night), the row
    the hotel has reached highlighted; every length and size times deed_scale()."""
    u = deed_scale()

    def n(length: float) -> int:
        return round(length * u)
    hotel = D.HOTELS[plot]
    rows = hotel["pieces"]
    row_h = n(26)
    width = n(DEED_W)
    note = ngettext("{n} entrance. A stay costs the price per night times the nights rolled "
                    "(1-6).",
                    "{n} entrances. A stay costs the price per night times the nights rolled "
                    "(1-6).", entrances).format(n=entrances)
    note_img = theme.render(note, n(15), GREY, wrap=width - n(28))
    h = n(150) + row_h * len(rows) + note_img.get_height() + n(8)
    card = gfx.Surface((width, h), pygame.SRCALPHA)
    rgb = HOTEL_RGB[plot]
    gfx.draw.rect(card, (0, 0, 0, 90), card.get_rect().move(3, 4), border_radius=12)
    body = card.get_rect().inflate(-4, -4)
    gfx.draw.rect(card, CREAM, body, border_radius=12)
    band = pygame.Rect(body.x, body.y, body.w, n(42))
    gfx.draw.rect(card, rgb, band, border_top_left_radius=12, border_top_right_radius=12)
    theme.text(card, f"{hotel['number']}  {hotel_name(plot)}", (band.x + n(12), band.centery),
               n(22), INK, "bold", anchor="midleft", max_width=band.w - n(24))
    y = band.bottom + n(6)
    if owner_seat is None:
        owner = _("For sale: {price}").format(price=money(hotel["land"]))
        theme.text(card, owner, (body.x + n(12), y), n(17), INK, "bold")
    else:
        theme.draw_seat_badge(card, owner_seat, (body.x + n(20), y + n(11)), n(8))
        theme.text(card, owner_name or "", (body.x + n(34), y), n(17), INK, "bold",
                   max_width=body.w - n(190))
    theme.text(card, _("Entrance {amount}").format(amount=money(hotel["entrance"])),
               (body.right - n(12), y), n(16), INK, anchor="topright")
    y += n(24)
    prices = _("Land {land} · buy-out {buyout}").format(land=money(hotel["land"]),
                                                         buyout=money(hotel["buyout"]))
    theme.text(card, prices, (body.x + n(12), y), n(16), INK, max_width=body.w - n(24))
    y += n(28)
    cols = deed_columns(body, u)
    cost_x, stars_x = cols["cost"].right, cols["stars"].x
    theme.text(card, _("Cost"), (cost_x, y), n(15), GREY, "bold", anchor="topright")
    theme.text(card, _("Stars"), (stars_x, y), n(15), GREY, "bold")
    theme.text(card, _("Per night"), (body.right - n(12), y), n(15), GREY, "bold",
               anchor="topright")
    y += n(22)
    for i, piece in enumerate(rows):
        row = pygame.Rect(body.x + 4, y, body.w - 8, row_h - 2)
        if i + 1 == level:
            gfx.draw.rect(card, GOLD, row, border_radius=6)
            gfx.draw.rect(card, INK, row, 1, border_radius=6)
        elif i < level:
            gfx.draw.rect(card, theme.shade(rgb, 1.25), row, border_radius=6)
        theme.text(card, piece_name(plot, i), (row.x + n(8), row.centery), n(17), INK,
                   anchor="midleft", max_width=cols["name"].w)
        theme.text(card, money(piece["cost"]), (cost_x, row.centery), n(17), INK,
                   anchor="midright")
        for k in range(piece["stars"]):
            c = (stars_x + n(6) + n(12) * k, row.centery)
            gfx.draw.polygon(card, GOLD if i + 1 != level else INK,
                             theme.shape_points("star", c, n(6)))
            gfx.draw.polygon(card, INK, theme.shape_points("star", c, n(6)), 1)
        theme.text(card, money(piece["rate"]), (row.right - n(8), row.centery), n(17), INK,
                   "bold", anchor="midright")
        y += row_h
    card.blit(note_img, (body.x + n(12), y + n(6)))
    return theme.convert(card)


DEED_HEAD = 15          # the column headers' size (bold)
DEED_GAP = 12


def deed_columns(body: pygame.Rect, u: float = 1.0) -> dict:
    """The deed's columns from the right edge, each as wide as its header or its widest value
    (measured, so a long translated header never runs into its neighbour): name, cost, stars,
    rate (price per night); `u`: the deed's scale."""
    def head(label):
        return theme.font(round(DEED_HEAD * u), "bold").size(label)[0]
    widest_money = theme.font(round(17 * u), "bold").size(money(max(
        p[k] for h in D.HOTELS.values() for p in h["pieces"] for k in ("cost", "rate"))))[0]
    rate_w = max(head(_("Per night")), widest_money)
    stars_w = max(head(_("Stars")), round(12 * u) * max(p["stars"] for h in D.HOTELS.values()
                                                        for p in h["pieces"]))
    cost_w = max(head(_("Cost")), widest_money)
    gap, pad = round(DEED_GAP * u), round(12 * u)
    rate = pygame.Rect(body.right - pad - rate_w, 0, rate_w, 1)
    stars = pygame.Rect(rate.x - gap - stars_w, 0, stars_w, 1)
    cost = pygame.Rect(stars.x - gap - cost_w, 0, cost_w, 1)
    name = pygame.Rect(body.x + pad, 0, cost.x - gap - body.x - pad, 1)
    return {"name": name, "cost": cost, "stars": stars, "rate": rate}


@lru_cache(maxsize=16)
def deed_chip(plot: str, w: int = 36, h: int = 26) -> pygame.Surface:
    """A small deed card in a panel: the hotel's colour and number."""
    chip = gfx.Surface((w, h), pygame.SRCALPHA)
    rgb = HOTEL_RGB[plot]
    gfx.draw.rect(chip, (0, 0, 0, 90), chip.get_rect().move(1, 2), border_radius=5)
    body = chip.get_rect().inflate(-2, -2)
    gfx.draw.rect(chip, CREAM, body, border_radius=5)
    gfx.draw.rect(chip, rgb, (body.x, body.y, body.w, body.h // 2 + 2),
                  border_top_left_radius=5, border_top_right_radius=5)
    gfx.draw.rect(chip, INK, body, 1, border_radius=5)
    theme.blit_center(chip, theme.render(str(D.HOTELS[plot]["number"]), 15, INK, "bold"),
                      body.center)
    return theme.convert(chip)


def money_note(amount: int) -> pygame.Surface:
    """A banknote flying from payer to payee."""
    label = theme.render(money(amount), 15, INK, "bold")
    note = gfx.Surface((label.get_width() + 18, 24), pygame.SRCALPHA)
    gfx.draw.rect(note, (0, 0, 0, 80), note.get_rect().move(2, 2), border_radius=5)
    gfx.draw.rect(note, (170, 214, 150), note.get_rect().inflate(-2, -2), border_radius=5)
    gfx.draw.rect(note, (60, 110, 60), note.get_rect().inflate(-2, -2), 2, border_radius=5)
    note.blit(label, label.get_rect(center=note.get_rect().center))
    return theme.convert(note)


def angle_between(a, b) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
