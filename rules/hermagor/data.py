"""Hermagor: every rule table as plain data (spec sections 2, 3, 8.1-8.7).

The map topology (villages, roads with costs, regions, duchies, main road) lives here; the Tiled
map only places graphics under the same ids. Drawing positions are in `layout.py`.
"""
from __future__ import annotations

import functools

# ---- colours and players -------------------------------------------------------------------
COLOURS = ("red", "blue", "yellow", "green", "white")
NEUTRAL_COLOUR = "white"          # the 2-player neutral colour (seats are red and blue)
START_MONEY = 20
START_MONEY_VARIANT = 10          # variant 6.3
POSTS_PER_COLOUR = 21
DISCS_PER_COLOUR = 9
BUYERS_PER_COLOUR = 4
NEUTRAL_BUYERS_PER_PLAYER = 2     # 2 players: each player gets 2 neutral buyers per phase 1
NEUTRAL_POSTS_PER_PLAYER = 2      # ... and 2 neutral posts per round

# ---- goods, buildings, prices (8.1, 8.4) ---------------------------------------------------
GOODS = ("corn", "salt", "amulet", "book", "weapon", "blessing", "dragon_egg", "relic")
GOOD_NAMES = {"corn": "Corn", "salt": "Salt", "amulet": "Amulet", "book": "Book",
              "weapon": "Weapon", "blessing": "Blessing", "dragon_egg": "Dragon egg",
              "relic": "Relic"}
BUILDING_OF = {"corn": "cornfield", "salt": "salt_mine", "amulet": "seer_tent",
               "book": "library", "weapon": "weaponsmith", "blessing": "temple",
               "dragon_egg": "dragon_valley", "relic": "cemetery"}
GOOD_OF = {b: g for g, b in BUILDING_OF.items()}
BUILDING_NAMES = {"cornfield": "Corn field", "salt_mine": "Salt mine",
                  "seer_tent": "Seer's tent", "library": "Library",
                  "weaponsmith": "Weaponsmith", "temple": "Temple",
                  "dragon_valley": "Dragon valley", "cemetery": "Cemetery"}

MIN_PRICE = 5
MAX_PRICE = 10
PRICES = (5, 6, 7, 8, 9, 10)
END_VALUE = {"5": 0, "6": 1, "7": 3, "8": 6, "9": 8, "10": 9}   # red end-game value per price

# Green production slots, index 0..3 left to right, value paid on placement.
SLOT_VALUES = (5, 3, 1, 0)
SLOTS_2P = (0, 2)                 # with 2 players only the "5" and "1" slots exist
SLOTS_3P = (0, 1, 2, 3)
# Highest price at which the arrow still hides a slot (None: never hidden).
SLOT_HIDDEN_UP_TO = (None, None, 5, 6)

# Nobility track (8.5 and G-21). The seed (Hungarian rules) places a nobility disc "on the most
# valuable empty space (i.e. left to right)": the track is filled from the left and its values
# DECREASE from left to right. The spec's designed values 2..9 are kept, in that order.
NOBILITY_VALUES = (9, 8, 7, 6, 5, 4, 3, 2)


def end_value(price: int) -> int:
    return END_VALUE[str(price)]


def slots_for(num_players: int) -> tuple:
    return SLOTS_2P if num_players == 2 else SLOTS_3P


def slot_hidden(slot: int, price: int) -> bool:
    limit = SLOT_HIDDEN_UP_TO[slot]
    return limit is not None and price <= limit


# ---- tiles (8.2, 8.3) ----------------------------------------------------------------------
# tile id -> (number, "S"/"D", goods)
GOODS_TILES = {
    "G01": (1, "S", ("corn",)),
    "G02": (2, "D", ("corn", "book")),
    "G03": (3, "S", ("salt",)),
    "G04": (4, "D", ("salt", "weapon")),
    "G05": (5, "S", ("amulet",)),
    "G06": (6, "D", ("amulet", "blessing")),
    "G07": (7, "S", ("book",)),
    "G08": (8, "D", ("book", "dragon_egg")),
    "G09": (9, "S", ("weapon",)),
    "G10": (10, "D", ("weapon", "relic")),
    "G11": (11, "S", ("blessing",)),
    "G12": (12, "D", ("blessing", "corn")),
    "G13": (13, "S", ("dragon_egg",)),
    "G14": (14, "D", ("dragon_egg", "salt")),
    "G15": (15, "S", ("relic",)),
    "G16": (16, "D", ("relic", "amulet")),
    "G17": (17, "D", ("corn", "salt")),
    "G18": (18, "D", ("amulet", "book")),
    "G19": (19, "D", ("weapon", "blessing")),
    "G20": (20, "D", ("dragon_egg", "relic")),
}
LARGE_GAME_TILES = ("G17", "G18", "G19", "G20")    # only with 4 or 5 players
SP_FLUCT = "SP_FLUCT"
SP_SIDEROAD = "SP_SIDEROAD"
SP_BLACKMARKET = "SP_BLACKMARKET"
SP_GOODDEAL = "SP_GOODDEAL"
SPECIAL_TILES = (SP_BLACKMARKET, SP_FLUCT, SP_GOODDEAL, SP_SIDEROAD)   # sorted by id
SPECIAL_NAMES = {SP_FLUCT: "Price Fluctuation", SP_SIDEROAD: "Side Road",
                 SP_BLACKMARKET: "Black Market", SP_GOODDEAL: "Good Deal"}
GOOD_DEAL_COINS = 5


def is_goods_tile(tile: str) -> bool:
    return tile in GOODS_TILES


def tile_goods(tile: str) -> tuple:
    entry = GOODS_TILES.get(tile)
    return entry[2] if entry else ()


def tile_number(tile: str) -> int | None:
    entry = GOODS_TILES.get(tile)
    return entry[0] if entry else None


def is_single(tile: str) -> bool:
    entry = GOODS_TILES.get(tile)
    return bool(entry) and entry[1] == "S"


def tile_name(tile: str) -> str:
    if tile in SPECIAL_NAMES:
        return SPECIAL_NAMES[tile]
    number, kind, goods = GOODS_TILES[tile]
    return f"Tile {number} ({' + '.join(GOOD_NAMES[g] for g in goods)})"     # as printed


def tiles_in_play(num_players: int) -> list:
    goods = [t for t in GOODS_TILES if num_players >= 4 or t not in LARGE_GAME_TILES]
    return sorted(goods + list(SPECIAL_TILES))


ACTION_TILES = {"A3": 3, "A4a": 4, "A4b": 4, "A5a": 5, "A5b": 5, "A6": 6}
ACTION_SETS = {2: ("A3", "A4a", "A4b", "A5a", "A5b"),
               3: ("A3", "A4a", "A4b", "A5a", "A5b"),
               4: ("A4a", "A4b", "A5a", "A5b"),
               5: ("A3", "A4a", "A5a", "A5b")}


def action_set(num_players: int, six_actions: bool = False) -> list:
    """The action tiles for a player count, sorted by id (variant 6.2 replaces A4a by A6)."""
    tiles = list(ACTION_SETS[num_players])
    if six_actions:
        tiles[tiles.index("A4a")] = "A6"
    return sorted(tiles)


# ---- market (8.6) --------------------------------------------------------------------------
TILE_COST = 2
LANE_INCOME = (0, 1, 3, 6, 10)
LANES = ("H1", "H2", "H3", "H4", "V1", "V2", "V3")
STALLS = tuple(f"S{r}{c}" for r in range(1, 6) for c in range(1, 5))   # reading order
USED_ROWS = {2: (2, 3, 4), 3: (2, 3, 4), 4: (2, 3, 4, 5), 5: (1, 2, 3, 4, 5)}


def _spaces() -> dict:
    """space id -> {kind, lanes, cost, stalls}."""
    h_cost = {"h22": 3, "h23": 3, "h32": 3, "h33": 3}
    v_cost = {"v22": 3, "v23": 3, "v24": 3}
    x_cost = {"x11": 3, "x12": 4, "x13": 3, "x21": 4, "x22": 5, "x23": 4,
              "x31": 4, "x32": 5, "x33": 4, "x41": 3, "x42": 4, "x43": 3}
    out = {}
    for k in range(1, 5):
        for c in range(1, 5):
            sid = f"h{k}{c}"
            out[sid] = {"kind": "side", "lanes": [f"H{k}"], "cost": h_cost.get(sid, 2),
                        "stalls": [f"S{k}{c}", f"S{k + 1}{c}"]}
    for j in range(1, 4):
        for r in range(1, 6):
            sid = f"v{j}{r}"
            out[sid] = {"kind": "side", "lanes": [f"V{j}"], "cost": v_cost.get(sid, 2),
                        "stalls": [f"S{r}{j}", f"S{r}{j + 1}"]}
    for k in range(1, 5):
        for j in range(1, 4):
            sid = f"x{k}{j}"
            out[sid] = {"kind": "crossing", "lanes": [f"H{k}", f"V{j}"], "cost": x_cost[sid],
                        "stalls": [f"S{k}{j}", f"S{k}{j + 1}", f"S{k + 1}{j}",
                                   f"S{k + 1}{j + 1}"]}
    return out


SPACES = _spaces()
SPACE_ORDER = tuple(SPACES)        # h11..h44, v11..v35, x11..x43


def market_cost(pos: str) -> int:
    """What a buyer costs on a market position: a lane space's printed cost, a tile's 2."""
    return SPACES[pos]["cost"] if pos in SPACES else TILE_COST


def _stall_neighbours() -> dict:
    sides = {s: [] for s in STALLS}
    corners = {s: [] for s in STALLS}
    for sid, sp in SPACES.items():
        for stall in sp["stalls"]:
            (sides if sp["kind"] == "side" else corners)[stall].append(sid)
    return {s: {"sides": sides[s], "corners": corners[s]} for s in STALLS}


STALL_SPACES = _stall_neighbours()


def stall_row(stall: str) -> int:
    return int(stall[1])


def used_stalls(num_players: int) -> list:
    return list(_used_stalls(num_players))


def usable_spaces(num_players: int) -> list:
    return list(_usable_spaces(num_players))


@functools.cache               # every copy of a state asks (the search makes thousands)
def _used_stalls(num_players: int) -> tuple:
    rows = USED_ROWS[num_players]
    return tuple(s for s in STALLS if stall_row(s) in rows)


@functools.cache
def _usable_spaces(num_players: int) -> tuple:
    rows = USED_ROWS[num_players]
    return tuple(sid for sid in SPACE_ORDER
                 if all(stall_row(st) in rows for st in SPACES[sid]["stalls"]))


# ---- map (8.7) -----------------------------------------------------------------------------
CITY = "hermagor"
DUCHIES = ("north", "southwest", "east")
# key -> (number id, name, duchy, good sold, on the main road)
VILLAGES = {
    "hollin": ("V01", "Hollin", "north", "book", False),
    "brackwell": ("V02", "Brackwell", "north", "amulet", False),
    "ashcombe": ("V03", "Ashcombe", "north", "salt", False),
    "dunmere": ("V04", "Dunmere", "north", "dragon_egg", False),
    "carrow": ("V05", "Carrow", "north", "weapon", False),
    "fenwick": ("V06", "Fenwick", "north", "salt", False),
    "aldermoor": ("V07", "Aldermoor", "north", "corn", True),
    "greywater": ("V08", "Greywater", "north", "blessing", False),
    "kestrel": ("V09", "Kestrel", "north", "relic", False),
    "mirefield": ("V10", "Mirefield", "north", "corn", False),
    "westford": ("V11", "Westford", "southwest", "blessing", True),
    "larkby": ("V12", "Larkby", "southwest", "amulet", False),
    "southbarrow": ("V13", "Southbarrow", "southwest", "corn", False),
    "ravensbridge": ("V14", "Ravensbridge", "southwest", "book", True),
    "thornwick": ("V15", "Thornwick", "southwest", "relic", False),
    "pellham": ("V16", "Pellham", "southwest", "salt", False),
    "quarrow": ("V17", "Quarrow", "southwest", "dragon_egg", False),
    "sealmouth": ("V18", "Sealmouth", "southwest", "dragon_egg", True),
    "oxmere": ("V19", "Oxmere", "southwest", "weapon", True),
    "tallowby": ("V20", "Tallowby", "southwest", "amulet", False),
    "underfell": ("V21", "Underfell", "southwest", "blessing", False),
    "eastbrook": ("V22", "Eastbrook", "east", "salt", True),
    "kingsholm": ("V23", "Kingsholm", "east", "corn", False),
    "yewdale": ("V24", "Yewdale", "east", "book", False),
    "juniper": ("V25", "Juniper", "east", "amulet", True),
    "nettlebed": ("V26", "Nettlebed", "east", "weapon", False),
    "wyncombe": ("V27", "Wyncombe", "east", "weapon", False),
    "ivybridge": ("V28", "Ivybridge", "east", "dragon_egg", False),
    "brightsea": ("V29", "Brightsea", "east", "blessing", False),
    "highcliff": ("V30", "Highcliff", "east", "relic", True),
    "vellmouth": ("V31", "Vellmouth", "east", "book", False),
    "zennor": ("V32", "Zennor", "east", "relic", False),
}
VILLAGE_ORDER = tuple(VILLAGES)                      # V01..V32
NODES = (CITY,) + VILLAGE_ORDER
SELLS = {v: VILLAGES[v][3] for v in VILLAGE_ORDER}
DUCHY = {v: VILLAGES[v][2] for v in VILLAGE_ORDER}
VILLAGE_NAMES = {v: VILLAGES[v][1] for v in VILLAGE_ORDER}
VILLAGE_NAMES[CITY] = "Hermagor"
MAIN_ROAD_VILLAGES = tuple(v for v in VILLAGE_ORDER if VILLAGES[v][4])
MAIN_ROAD = ("sealmouth", "oxmere", "ravensbridge", "westford", "hermagor", "eastbrook",
             "juniper", "highcliff", "aldermoor")
VILLAGES_SELLING = {g: tuple(v for v in VILLAGE_ORDER if SELLS[v] == g) for g in GOODS}

# road id -> (a, b, cost, main road)
ROADS = {
    "E01": ("hermagor", "eastbrook", 2, True),
    "E02": ("hermagor", "hollin", 3, False),
    "E03": ("hermagor", "westford", 2, True),
    "E04": ("hermagor", "southbarrow", 3, False),
    "E05": ("eastbrook", "kingsholm", 2, False),
    "E06": ("kingsholm", "hollin", 3, False),
    "E07": ("hollin", "brackwell", 2, False),
    "E08": ("brackwell", "westford", 2, False),
    "E09": ("westford", "larkby", 2, False),
    "E10": ("larkby", "southbarrow", 3, False),
    "E11": ("southbarrow", "yewdale", 2, False),
    "E12": ("yewdale", "eastbrook", 2, False),
    "E13": ("juniper", "nettlebed", 3, False),
    "E14": ("nettlebed", "ashcombe", 3, False),
    "E15": ("ashcombe", "dunmere", 4, False),
    "E16": ("dunmere", "carrow", 3, False),
    "E17": ("carrow", "fenwick", 5, False),
    "E18": ("fenwick", "ravensbridge", 3, False),
    "E19": ("ravensbridge", "thornwick", 3, False),
    "E20": ("thornwick", "pellham", 3, False),
    "E21": ("pellham", "quarrow", 4, False),
    "E22": ("quarrow", "wyncombe", 3, False),
    "E23": ("wyncombe", "ivybridge", 3, False),
    "E24": ("ivybridge", "juniper", 2, False),
    "E25": ("brightsea", "highcliff", 4, False),
    "E26": ("highcliff", "aldermoor", 4, True),
    "E27": ("aldermoor", "greywater", 5, False),
    "E28": ("greywater", "kestrel", 5, False),
    "E29": ("kestrel", "mirefield", 4, False),
    "E30": ("mirefield", "sealmouth", 5, False),
    "E31": ("sealmouth", "oxmere", 3, True),
    "E32": ("oxmere", "tallowby", 5, False),
    "E33": ("tallowby", "underfell", 4, False),
    "E34": ("underfell", "vellmouth", 5, False),
    "E35": ("vellmouth", "zennor", 4, False),
    "E36": ("zennor", "brightsea", 5, False),
    "E37": ("eastbrook", "juniper", 3, True),
    "E38": ("kingsholm", "nettlebed", 3, False),
    "E39": ("hollin", "dunmere", 4, False),
    "E40": ("brackwell", "carrow", 3, False),
    "E41": ("westford", "ravensbridge", 3, True),
    "E42": ("larkby", "thornwick", 4, False),
    "E43": ("southbarrow", "quarrow", 3, False),
    "E44": ("yewdale", "wyncombe", 4, False),
    "E45": ("juniper", "highcliff", 3, True),
    "E46": ("nettlebed", "highcliff", 4, False),
    "E47": ("ashcombe", "greywater", 4, False),
    "E48": ("dunmere", "kestrel", 4, False),
    "E49": ("fenwick", "mirefield", 4, False),
    "E50": ("ravensbridge", "oxmere", 3, True),
    "E51": ("thornwick", "tallowby", 4, False),
    "E52": ("pellham", "tallowby", 4, False),
    "E53": ("wyncombe", "vellmouth", 4, False),
    "E54": ("ivybridge", "brightsea", 5, False),
}


def _road_index() -> dict:
    index = {}
    for rid, (a, b, _cost, _main) in ROADS.items():
        index[f"{a}|{b}"] = rid
        index[f"{b}|{a}"] = rid
    return index


_ROAD_BY_ENDS = _road_index()


def road_between(a: str, b: str) -> str | None:
    return _ROAD_BY_ENDS.get(f"{a}|{b}")


ADJACENT = {n: [] for n in NODES}
for _rid, (_a, _b, _cost, _main) in ROADS.items():
    ADJACENT[_a].append([_b, _cost, _rid])
    ADJACENT[_b].append([_a, _cost, _rid])
for _n in NODES:
    ADJACENT[_n].sort()

# region id -> (boundary in drawing order, buildings, nobility flag)
REGIONS = {
    "R01": (("hermagor", "eastbrook", "kingsholm", "hollin"), ("cornfield",), False),
    "R02": (("eastbrook", "hermagor", "southbarrow", "yewdale"), (), True),
    "R03": (("hermagor", "westford", "larkby", "southbarrow"), ("temple",), False),
    "R04": (("hermagor", "hollin", "brackwell", "westford"), (), True),
    "R05": (("hollin", "kingsholm", "nettlebed", "ashcombe", "dunmere"),
            ("library", "dragon_valley"), False),
    "R06": (("kingsholm", "eastbrook", "juniper", "nettlebed"), ("cemetery", "salt_mine"), False),
    "R07": (("eastbrook", "yewdale", "wyncombe", "ivybridge", "juniper"),
            ("library", "weaponsmith"), False),
    "R08": (("yewdale", "southbarrow", "quarrow", "wyncombe"), ("cemetery",), False),
    "R09": (("southbarrow", "larkby", "thornwick", "pellham", "quarrow"),
            ("salt_mine", "seer_tent"), False),
    "R10": (("larkby", "westford", "ravensbridge", "thornwick"), ("weaponsmith",), False),
    "R11": (("westford", "brackwell", "carrow", "fenwick", "ravensbridge"),
            ("seer_tent", "library"), False),
    "R12": (("brackwell", "hollin", "dunmere", "carrow"),
            ("cemetery", "weaponsmith", "cornfield"), False),
    "R13": (("ashcombe", "nettlebed", "highcliff", "aldermoor", "greywater"),
            ("cornfield", "cemetery"), False),
    "R14": (("nettlebed", "juniper", "highcliff"), (), True),
    "R15": (("juniper", "ivybridge", "brightsea", "highcliff"), ("dragon_valley",), False),
    "R16": (("ivybridge", "wyncombe", "vellmouth", "zennor", "brightsea"),
            ("temple", "salt_mine", "seer_tent"), False),
    "R17": (("quarrow", "pellham", "tallowby", "underfell", "vellmouth", "wyncombe"),
            ("cornfield", "dragon_valley", "temple"), False),
    "R18": (("pellham", "thornwick", "tallowby"), (), True),
    "R19": (("thornwick", "ravensbridge", "oxmere", "tallowby"), ("seer_tent",), False),
    "R20": (("ravensbridge", "fenwick", "mirefield", "sealmouth", "oxmere"),
            ("weaponsmith", "dragon_valley"), False),
    "R21": (("carrow", "dunmere", "kestrel", "mirefield", "fenwick"),
            ("temple", "salt_mine", "library"), False),
    "R22": (("dunmere", "ashcombe", "greywater", "kestrel"), (), True),
}
REGION_ORDER = tuple(REGIONS)
# Villages a colour needs a post on to enclose each region (Hermagor never needs one).
REGION_VILLAGES = {r: tuple(v for v in REGIONS[r][0] if v != CITY) for r in REGION_ORDER}
REGION_BUILDINGS = {r: REGIONS[r][1] for r in REGION_ORDER}
REGION_NOBILITY = {r: REGIONS[r][2] for r in REGION_ORDER}
VILLAGE_REGIONS = {v: tuple(r for r in REGION_ORDER if v in REGION_VILLAGES[r])
                   for v in VILLAGE_ORDER}

# ---- board object ids (targets and event zone ids) -------------------------------------------


def slot_id(good: str, slot: int) -> str:
    return f"slot:{good}:{slot}"


def price_cell_id(good: str, price: int) -> str:
    return f"price:{good}:{price}"


def arrow_id(good: str) -> str:
    return f"arrow:{good}"


def nobility_id(index: int) -> str:
    return f"nobility:{index}"


def panel_id(seat: int) -> str:
    return f"panel:{seat}"


def board_object_ids(num_players: int = 5) -> list:
    """Every board-object id the rules use as a target or zone (the Tiled map's object names).

    Market stalls and spaces that the given player count does not use are still on the board
    (drawn greyed), so all are listed; `panel:<seat>` only for the seats in play.
    """
    ids = [CITY, *VILLAGE_ORDER, *ROADS, *REGION_ORDER, *STALLS, *SPACE_ORDER]
    for good in GOODS:
        ids += [slot_id(good, k) for k in range(4)]
        ids += [price_cell_id(good, p) for p in PRICES]
        ids.append(arrow_id(good))
    ids += [nobility_id(k) for k in range(len(NOBILITY_VALUES))]
    ids += [panel_id(s) for s in range(num_players)]
    ids += ["bag", "action_stack"]
    return ids
