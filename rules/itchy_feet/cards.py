"""Itchy Feet's card data (spec §8): ids, `ord` keys, kinds, countries, capitals, characters."""
from __future__ import annotations

import math

from rules.core import N_

ITEMS = ("SUN", "SWM", "MOS", "BOO", "COA", "UMB", "CAM", "PHR", "ADP")
ITEM_NAME = {"SUN": N_("Sunscreen"), "SWM": N_("Swimsuit"), "MOS": N_("Mosquito Repellent"),
             "BOO": N_("Hiking Boots"), "COA": N_("Winter Coat"), "UMB": N_("Umbrella"),
             "CAM": N_("Camera"), "PHR": N_("Phrasebook"), "ADP": N_("Plug Adapter")}

WHITE = [f"{kind}-{copy}" for kind in ITEMS for copy in range(1, 5)]
FORBIDDEN = ["FB-1", "FB-2", "FB-3"]
SPECIAL = ["SP-MOUSETRAP", "SP-CREDIT", "SP-GUIDE", "SP-TPOST", "SP-MAP"]
EVENTS = ["EV-UNREST", "EV-LOST", "EV-MIXUP", "EV-TOURIST", "EV-SECURITY", "EV-OVERWEIGHT"]
POSTCARDS = ["PC-1", "PC-2", "PC-3", "PC-4"]
PASSPORTS = ["PP-EST", "PP-DEU", "PP-ITA", "PP-USA", "PP-AUS", "PP-MEX"]

ORD: dict[str, int] = {}
ORD.update({c: i + 1 for i, c in enumerate(WHITE)})
ORD.update({c: 37 + i for i, c in enumerate(FORBIDDEN + SPECIAL + EVENTS + POSTCARDS)})
ORD.update({c: 61 + i for i, c in enumerate(PASSPORTS)})

CARD_NAME = {
    "FB-1": N_("Pocket Knife"), "FB-2": N_("Fireworks"), "FB-3": N_("Undeclared Parrot"),
    "SP-MOUSETRAP": N_("The Mousetrap"), "SP-CREDIT": N_("Mom's Credit Card"),
    "SP-GUIDE": N_("The Local Guide"), "SP-TPOST": N_("Trading Post"),
    "SP-MAP": N_("The Poorly Drawn Map"),
    "EV-UNREST": N_("Civil Unrest"), "EV-LOST": N_("Lost Luggage"),
    "EV-MIXUP": N_("Baggage Mix-up"), "EV-TOURIST": N_("Tourist Season"),
    "EV-SECURITY": N_("Security Check"), "EV-OVERWEIGHT": N_("Overweight Baggage"),
    "PC-1": N_("Postcard"), "PC-2": N_("Postcard"), "PC-3": N_("Postcard"),
    "PC-4": N_("Postcard"),
    "PP-EST": N_("Estonian passport"), "PP-DEU": N_("German passport"),
    "PP-ITA": N_("Italian passport"), "PP-USA": N_("US passport"),
    "PP-AUS": N_("Australian passport"), "PP-MEX": N_("Mexican passport"),
}
CARD_NAME.update({c: ITEM_NAME[c[:3]] for c in WHITE})

PASSPORT_CAPITAL = {"PP-EST": (59.4370, 24.7536), "PP-DEU": (52.5200, 13.4050),
                    "PP-ITA": (41.9028, 12.4964), "PP-USA": (38.9072, -77.0369),
                    "PP-AUS": (-35.2809, 149.1300), "PP-MEX": (19.4326, -99.1332)}

# code -> (required items, capital lat, lon), in `ord` order 71..82
COUNTRIES = {
    "THA": (("SUN", "SWM", "MOS"), 13.7563, 100.5018),
    "NOR": (("BOO", "COA", "UMB"), 59.9139, 10.7522),
    "JPN": (("CAM", "PHR", "ADP"), 35.6762, 139.6503),
    "PER": (("SUN", "BOO", "CAM"), -12.0464, -77.0428),
    "ISL": (("SWM", "COA", "PHR"), 64.1466, -21.9426),
    "IND": (("MOS", "UMB", "ADP"), 28.6139, 77.2090),
    "CHE": (("SUN", "COA", "ADP"), 46.9480, 7.4474),
    "BRA": (("SWM", "UMB", "CAM"), -15.7939, -47.8828),
    "KEN": (("MOS", "BOO", "PHR"), -1.2921, 36.8219),
    "VNM": (("SUN", "UMB", "PHR"), 21.0285, 105.8542),
    "NZL": (("SWM", "BOO", "ADP"), -41.2865, 174.7762),
    "CAN": (("MOS", "COA", "CAM"), 45.4215, -75.6972),
}
COUNTRY_ORDER = list(COUNTRIES)
COUNTRY_NAME = {"THA": N_("Thailand"), "NOR": N_("Norway"), "JPN": N_("Japan"),
                "PER": N_("Peru"), "ISL": N_("Iceland"), "IND": N_("India"),
                "CHE": N_("Switzerland"), "BRA": N_("Brazil"), "KEN": N_("Kenya"),
                "VNM": N_("Vietnam"), "NZL": N_("New Zealand"), "CAN": N_("Canada")}

CHARACTERS = ["CH-BACKPACKER", "CH-HIPPIE", "CH-PICKPOCKET", "CH-DIPLOMAT", "CH-OVERPACKER",
              "CH-FLYER", "CH-SMUGGLER"]
CHARACTER_NAME = {"CH-BACKPACKER": N_("The Backpacker"), "CH-HIPPIE": N_("The Hippie"),
                  "CH-PICKPOCKET": N_("The Pickpocket"), "CH-DIPLOMAT": N_("The Diplomat"),
                  "CH-OVERPACKER": N_("The Overpacker"), "CH-FLYER": N_("The Frequent Flyer"),
                  "CH-SMUGGLER": N_("The Smuggler")}

KIND_NAME = {**{f"item:{k}": ITEM_NAME[k] for k in ITEMS},
             "passport": N_("a passport"), "forbidden": N_("a Forbidden Item"),
             "special:MOUSETRAP": N_("The Mousetrap"), "special:CREDIT": N_("Mom's Credit Card"),
             "special:GUIDE": N_("The Local Guide"), "special:TPOST": N_("Trading Post"),
             "special:MAP": N_("The Poorly Drawn Map"), "postcard": N_("a Postcard"),
             "any": N_("any card")}

# the playing-card corner index of §8.7 (cosmetic)
_RANKS = {"SUN": "2", "SWM": "3", "MOS": "4", "BOO": "5", "COA": "6", "UMB": "7", "CAM": "8",
          "PHR": "9", "ADP": "10"}
_SUITS = "♠♥♦♣"
INDEX = {c: _RANKS[c[:3]] + _SUITS[int(c[4:]) - 1] for c in WHITE}
INDEX.update(zip(FORBIDDEN + SPECIAL + EVENTS + POSTCARDS,
                 ["J♠", "J♥", "J♦", "J♣", "Q♠", "Q♥", "Q♦", "Q♣", "K♠", "K♥", "K♦", "K♣",
                  "A♠", "A♥", "A♦", "A♣", "Joker (red)", "Joker (black)"]))


def kind_of(card: str) -> str:
    """A card's kind as trade asks name it (§8.1 card_kinds)."""
    prefix = card[:3]
    if prefix == "PP-":
        return "passport"
    if prefix == "FB-":
        return "forbidden"
    if prefix == "SP-":
        return "special:" + card[3:]
    if prefix == "PC-":
        return "postcard"
    if prefix == "EV-":
        return "event"
    return "item:" + prefix


_ITEM_OF = {card: card[:3] for card in WHITE}


def item_of(card: str) -> str | None:
    """The item kind of a white card (SUN), else None (a lookup: the search asks millions
    of times)."""
    return _ITEM_OF.get(card)


def is_forbidden(card: str) -> bool:
    return card.startswith("FB-")


def is_event(card: str) -> bool:
    return card.startswith("EV-")


def is_passport(card: str) -> bool:
    return card.startswith("PP-")


def by_ord(cards) -> list:
    return sorted(cards, key=ORD.__getitem__)


def needs(country: str) -> tuple:
    return COUNTRIES[country][0]


def distance_km(a, b) -> float:
    """Great-circle distance (haversine, §8.3) between (lat, lon) points in degrees."""
    r = 6371.0
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + \
        math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def country_distance(a: str, b: str) -> float:
    return distance_km(COUNTRIES[a][1:], COUNTRIES[b][1:])


def trade_kinds(variants: dict) -> list:
    """The card kinds a trade may ask for with these extensions (§8.1 order), then "any"."""
    kinds = [f"item:{k}" for k in ITEMS] + ["passport"]
    if variants.get("ext_forbidden"):
        kinds.append("forbidden")
    if variants.get("ext_special"):
        kinds += ["special:" + c[3:] for c in SPECIAL]
    if variants.get("ext_postcards"):
        kinds.append("postcard")
    return kinds + ["any"]


def deck_extras(variants: dict) -> list:
    """The extension cards shuffled into the draw pile, in canonical order (§3.2 step 6)."""
    cards = []
    if variants.get("ext_forbidden"):
        cards += FORBIDDEN
    if variants.get("ext_special"):
        cards += SPECIAL
    if variants.get("ext_events"):
        cards += [e for e in EVENTS if e != "EV-SECURITY" or variants.get("ext_forbidden")]
    if variants.get("ext_postcards"):
        cards += POSTCARDS
    return cards


def eligible_characters(variants: dict) -> list:
    return [c for c in CHARACTERS if c != "CH-SMUGGLER" or variants.get("ext_forbidden")]
