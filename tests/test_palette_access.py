"""Colours everyone can read (issue 16.4).

Seat colours stay distinguishable under simulated protanopia, deuteranopia and tritanopia
(Machado, Oliveira & Fernandes 2009, severity 1.0, applied in linear RGB): every pair at least
MIN_SEAT_DELTA apart in CIEDE2000 (about five times a just-noticeable difference; each seat also
has its shape). Every text colour of the theme on every background it is drawn on has a WCAG 2
contrast of at least 4.5:1, and so do the seats' text colours and the pygame-gui theme's
button states. The colour maths here is written out independently of scenes/theme.py.
"""
from __future__ import annotations

import itertools
import json
import math

import pytest

from scenes import focus, theme

MIN_SEAT_DELTA = 10.0
MIN_TEXT_CONTRAST = 4.5

MACHADO = {     # severity 1.0, linear RGB (Machado et al. 2009, table of matrices)
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

TEXT_COLORS = {"TEXT": theme.TEXT, "TEXT_DIM": theme.TEXT_DIM, "ACCENT": theme.ACCENT,
               "GOOD": theme.GOOD, "BAD": theme.BAD}
BACKGROUNDS = {"BG": theme.BG, "BG_DEEP": theme.BG_DEEP, "PANEL": theme.PANEL,
               "PANEL_HI": theme.PANEL_HI}


# ---- colour maths ----------------------------------------------------------------------------
def to_linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(color, kind: str) -> tuple:
    linear = [to_linear(c) for c in color[:3]]
    return tuple(to_srgb(sum(m * v for m, v in zip(row, linear))) for row in MACHADO[kind])


def wcag_contrast(a, b) -> float:
    def lum(c):
        r, g, b_ = (to_linear(x) for x in c[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    high, low = sorted((lum(a), lum(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def lab(color) -> tuple:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in color[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-((h_bar - 275) / 25) ** 2)
    rc = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2
                     + rt * (dc / sc) * (dH / sh))


# ---- the maths itself, against published values -------------------------------------------------
@pytest.mark.parametrize("lab1, lab2, expected", [       # Sharma et al. 2005, test data 1, 7, 17
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
])
def test_ciede2000_matches_the_published_test_data(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_and_the_contrast_behave_as_published():
    assert wcag_contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert wcag_contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    # a protanope or deuteranope cannot tell red from green by hue: they come close
    red, green = (213, 94, 0), (0, 158, 115)
    normal = ciede2000(lab(red), lab(green))
    for kind in ("protanopia", "deuteranopia"):
        assert ciede2000(lab(simulate(red, kind)), lab(simulate(green, kind))) < normal / 2
    assert simulate((128, 128, 128), "tritanopia") == pytest.approx((128, 128, 128), abs=1)


# ---- the palette -------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["normal", *MACHADO])
def test_every_pair_of_seat_colours_stays_distinct(kind):
    seen = [color if kind == "normal" else simulate(color, kind) for color in theme.SEAT_COLORS]
    for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
        delta = ciede2000(lab(a), lab(b))
        assert delta >= MIN_SEAT_DELTA, \
            f"{kind}: seat {i} and seat {j} are only {delta:.1f} apart (CIEDE2000)"


def test_every_seat_has_its_own_shape():
    assert len(set(theme.SEAT_SHAPES)) == len(theme.SEAT_SHAPES) == len(theme.SEAT_COLORS)


@pytest.mark.parametrize("name", TEXT_COLORS)
def test_theme_text_reads_on_every_background(name):
    for bg_name, background in BACKGROUNDS.items():
        ratio = wcag_contrast(TEXT_COLORS[name], background)
        assert ratio >= MIN_TEXT_CONTRAST, f"{name} on {bg_name}: {ratio:.2f}:1"


@pytest.mark.parametrize("seat", range(len(theme.SEAT_COLORS)))
def test_a_seats_words_read_on_every_background(seat):
    color = theme.seat_text_color(seat)
    for bg_name, background in BACKGROUNDS.items():
        ratio = wcag_contrast(color, background)
        assert ratio >= MIN_TEXT_CONTRAST, f"seat {seat}'s words on {bg_name}: {ratio:.2f}:1"
    # lightened no more than needed: still nearest its own seat colour
    nearest = min(range(len(theme.SEAT_COLORS)),
                  key=lambda s: ciede2000(lab(color), lab(theme.SEAT_COLORS[s])))
    assert nearest == seat


def test_the_widget_theme_states_read():
    data = json.loads((theme.ASSETS / "ui" / "theme.json").read_text(encoding="utf-8"))
    defaults = data["defaults"]["colours"]

    def rgb(code):
        return tuple(int(code[i:i + 2], 16) for i in (1, 3, 5))
    checked = 0
    for section, block in data.items():
        colours = {**defaults, **block.get("colours", {})}
        for state in ("normal", "hovered", "selected", "active"):
            text, bg = colours.get(f"{state}_text"), colours.get(f"{state}_bg")
            if text and bg:
                ratio = wcag_contrast(rgb(text), rgb(bg))
                assert ratio >= MIN_TEXT_CONTRAST, f"{section} {state}: {ratio:.2f}:1"
                checked += 1
    assert checked >= 8


def test_the_focus_ring_stands_out_on_every_background():
    for bg_name, background in BACKGROUNDS.items():
        assert wcag_contrast(focus.RING, background) >= 3.0, bg_name
        assert wcag_contrast(focus.RING, focus.HALO) >= 3.0
