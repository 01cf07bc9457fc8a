"""Nauticus data tables (spec section 8). Plain constants: the engine, bots, tests and the
board scene read them from here. Values marked "designed" are gameshelf designs (spec section 7).
"""
from __future__ import annotations

# ---- tiles --------------------------------------------------------------------------------------
CRESTS = ["whale", "anchor", "helm", "compass"]          # "compass" is a designed name (G3)
HULLS = ["hull_single", "hull_bow", "hull_middle", "hull_stern"]
MASTS = [f"mast_{c}" for c in CRESTS]                    # normal masts, buyable
SAILS = [f"sail_{c}" for c in CRESTS]                    # normal sails, buyable
GOODS = ["good_fish", "good_grain", "good_coffee", "good_salt"]
CROWN_MAST = "mast_crown"
CROWN_SAIL = "sail_crown"

# Canonical order of every tile type (stock display, warehouse layout, option order).
TILE_ORDER = HULLS + MASTS + [CROWN_MAST] + SAILS + [CROWN_SAIL] + GOODS

STOCK = {                       # published stack sizes (8.1)
    "hull_single": 18, "hull_bow": 18, "hull_middle": 9, "hull_stern": 18,
    "mast_whale": 15, "mast_anchor": 15, "mast_helm": 15, "mast_compass": 15, "mast_crown": 12,
    "sail_whale": 15, "sail_anchor": 15, "sail_helm": 15, "sail_compass": 15, "sail_crown": 12,
    "good_fish": 12, "good_grain": 12, "good_coffee": 12, "good_salt": 12,
}

TILE_NAMES = {
    "hull_single": "single hull", "hull_bow": "bow", "hull_middle": "middle", "hull_stern": "stern",
    "mast_whale": "whale mast", "mast_anchor": "anchor mast", "mast_helm": "helm mast",
    "mast_compass": "compass mast", "mast_crown": "crowned mast",
    "sail_whale": "whale sail", "sail_anchor": "anchor sail", "sail_helm": "helm sail",
    "sail_compass": "compass sail", "sail_crown": "crowned sail",
    "good_fish": "fish", "good_grain": "grain", "good_coffee": "coffee", "good_salt": "salt",
}

WAREHOUSE_CAPACITY = 12         # units; a mast uses 2, everything else 1 (4.6)


def tile_kind(tile: str) -> str:
    """'hull', 'mast', 'sail' or 'good'."""
    return tile.split("_", 1)[0]


def tile_units(tile: str) -> int:
    return 2 if tile.startswith("mast_") else 1


def crest_of(tile: str) -> str:
    """The crest of a mast or sail id ('crown' for the wild ones)."""
    return tile.split("_", 1)[1]


# ---- board --------------------------------------------------------------------------------------
SPACE_IDS = [f"S{i}" for i in range(1, 9)]
SPACES = {                      # clockwise; bonus order published, direction and prices designed
    "S1": {"bonus": "bonus_3w", "price_row": [3, 2, 1, 0]},
    "S2": {"bonus": "bonus_mast", "price_row": [1, 0, 3, 2]},
    "S3": {"bonus": "bonus_sail", "price_row": [2, 3, 0, 1]},
    "S4": {"bonus": "bonus_2vp", "price_row": [0, 1, 2, 3]},
    "S5": {"bonus": "bonus_2w", "price_row": [1, 2, 0, 3]},
    "S6": {"bonus": "bonus_1w_good", "price_row": [3, 0, 2, 1]},
    "S7": {"bonus": "bonus_1w_1vp", "price_row": [0, 1, 3, 2]},
    "S8": {"bonus": "bonus_4t", "price_row": [2, 3, 1, 0]},
}

BONUSES = {                     # 8.2: what the chooser receives
    "bonus_3w": {"workers": 3},
    "bonus_mast": {"tile_choice": "mast"},
    "bonus_sail": {"tile_choice": "sail"},
    "bonus_2vp": {"vp": 2},
    "bonus_2w": {"workers": 2},
    "bonus_1w_good": {"workers": 1, "tile_choice": "good"},
    "bonus_1w_1vp": {"workers": 1, "vp": 1},
    "bonus_4t": {"taler": 4},
}
BONUS_NAMES = {
    "bonus_3w": "3 workers", "bonus_mast": "a mast", "bonus_sail": "a sail", "bonus_2vp": "2 VP",
    "bonus_2w": "2 workers", "bonus_1w_good": "1 worker and a good",
    "bonus_1w_1vp": "1 worker and 1 VP", "bonus_4t": "4 taler",
}
BONUS_TILE_CHOICES = {"mast": MASTS, "sail": SAILS, "good": GOODS}

WHEEL = [0, 1, 3, 2, 2, 1, 3, 2]  # blue workers clockwise from the anchor segment (designed, G5)
START_OFFSET = 1                  # round 1: the anchor segment faces S1


def space_index(space: str) -> int:
    return int(space[1:])


def blue_at(space: str, offset: int) -> int:
    """Blue workers facing space S_i when the anchor segment faces S_offset (4.2)."""
    return WHEEL[(space_index(space) - offset) % 8]


def deal_spaces(offset: int) -> list[str]:
    """Spaces in dealing order: S_offset first, then clockwise (tiles[j] goes to the j-th)."""
    return [f"S{((offset - 1 + j) % 8) + 1}" for j in range(8)]


# ---- actions ------------------------------------------------------------------------------------
ACTIONS = ["act_hull", "act_mast", "act_sail", "act_goods",
           "act_transport", "act_money", "act_deliver", "act_crowns"]   # shuffle input order
ACTION_ITEMS = {                # paid actions: item types in tile order (designed, G8)
    "act_hull": HULLS, "act_mast": MASTS, "act_sail": SAILS, "act_goods": GOODS,
}
PAID_ACTIONS = list(ACTION_ITEMS)
ACTION_NAMES = {
    "act_hull": "Buy hulls", "act_mast": "Buy masts", "act_sail": "Buy sails",
    "act_goods": "Buy goods", "act_transport": "Transport", "act_money": "Take money",
    "act_deliver": "Deliver goods", "act_crowns": "Score crowns",
}
REPEAT_PRICE = 4                # second and later tile of a type in one purchase run
EXTRA_PRICE = 2                 # extra action: base price of the first tile of each type
EXTRA_WORKERS = 2               # workers taken when the extra action is used
MONEY_PER_WORKER = 2
CROWN_CAP = 15                  # per round, separately for the regular action and the extra action


def list_price(action: str, space: str, tile: str) -> int:
    return SPACES[space]["price_row"][ACTION_ITEMS[action].index(tile)]


# ---- players ------------------------------------------------------------------------------------
START_RESOURCES = {             # [taler, workers] by position clockwise from the first start player
    2: [[15, 4], [16, 4]],
    3: [[15, 4], [16, 4], [17, 5]],
    4: [[15, 4], [16, 4], [16, 5], [17, 6]],
}
VP_START = 10
ROUNDS = {2: 4, 3: 5, 4: 5}
PHASES = 7
PASS_TILES = [3, 2, 1]          # penalty values, turned largest first (G15)

# ---- rewards and scoring ------------------------------------------------------------------------
REWARDS = ["rw_crown_mast", "rw_crown_sail", "rw_3vp", "rw_7t", "rw_3w", "rw_2goods"]
REWARD_NAMES = {
    "rw_crown_mast": "a crowned mast", "rw_crown_sail": "a crowned sail", "rw_3vp": "3 VP",
    "rw_7t": "7 taler", "rw_3w": "3 workers", "rw_2goods": "2 different goods",
}
MAX_SAME_REWARD = 2

GOODS_GROUP_VP = [0, 2, 5, 9, 14, 20]
SHIP_VP = {1: 2, 2: 8, 3: 20, 4: 35}
TALER_PER_VP = 3


def goods_group_vp(n: int) -> int:
    return GOODS_GROUP_VP[n] if n <= 5 else 20 + 5 * (n - 5)


# ---- legal hull shapes (8.8), front to back -----------------------------------------------------
HULL_SHAPES_OPEN = [
    ["hull_bow"], ["hull_middle"], ["hull_stern"], ["hull_bow", "hull_middle"],
    ["hull_middle", "hull_middle"], ["hull_middle", "hull_stern"],
    ["hull_bow", "hull_middle", "hull_middle"], ["hull_middle", "hull_middle", "hull_stern"],
]
HULL_SHAPES_CLOSED = [
    ["hull_single"], ["hull_bow", "hull_stern"], ["hull_bow", "hull_middle", "hull_stern"],
    ["hull_bow", "hull_middle", "hull_middle", "hull_stern"],
]


# ---- board object ids (spec 8.11) ---------------------------------------------------------------
def board_object_ids(num_players: int) -> list[str]:
    """Every static object name the Tiled map must hold for this player count.

    Ships are laid out by the scene inside `p<s>_shipyard`; their ids (`p<s>_ship<n>`,
    `p<s>_ship<n>_slot<j>`, `p<s>_ship<n>_front`, `p<s>_ship<n>_back`, `p<s>_ship_new`) are dynamic
    and are not map objects (see README).
    """
    ids = ["board", "wheel", "anchor_tile", "start_player", "round_marker"]
    for s in SPACE_IDS:
        ids += [s, f"{s}_bonus", f"{s}_tile", f"{s}_blue"] + [f"{s}_price_{i}" for i in range(1, 5)]
    ids += [f"wheel_seg_{j}" for j in range(8)]
    ids += [f"round_{r}" for r in range(1, 6)]
    ids += [f"vp_{n}" for n in range(100)]
    ids += [f"supply_{t}" for t in TILE_ORDER]
    ids += list(REWARDS)
    for p in range(num_players):
        ids += [f"p{p}_warehouse_{c}" for c in range(WAREHOUSE_CAPACITY)]
        ids += [f"p{p}_warehouse", f"p{p}_shipyard"]
        ids += [f"p{p}_delivered_{g.split('_')[1]}" for g in GOODS]
        ids += [f"p{p}_pass_{v}" for v in PASS_TILES]
        ids += [f"p{p}_extra", f"p{p}_taler", f"p{p}_workers", f"p{p}_vp_badge"]
    return ids
