"""Final scoring (spec section 5) and the ranking with its tie-breaks."""
from __future__ import annotations

from rules.core import T, Result, listing, rank_by

from .data import GOODS, SHIP_VP, TALER_PER_VP, goods_group_vp


def player_score(player: dict) -> dict:
    """The full breakdown of one player's final score (spec 5)."""
    goods_vp = {g.split("_", 1)[1]: goods_group_vp(player["delivered"][g]) for g in GOODS}
    ship_vps = [SHIP_VP[len(s["slots"])] for s in player["ships"] if s["finished"]]
    warehouse_tiles = sum(player["warehouse"].values())
    unfinished_parts = 0
    goods_aboard = 0
    for ship in player["ships"]:
        for slot in ship["slots"]:
            if slot["good"] is not None:
                goods_aboard += 1
            if not ship["finished"]:
                unfinished_parts += 1 + (slot["mast"] is not None) + (slot["sail"] is not None)
    total_taler = (player["taler"] + player["workers"] + warehouse_tiles + unfinished_parts
                   + goods_aboard)
    conversion = total_taler // TALER_PER_VP
    remainder = total_taler % TALER_PER_VP
    goods_total = sum(goods_vp.values())
    ships_total = sum(ship_vps)
    final = player["vp"] + goods_total + ships_total + conversion
    return {
        "track": player["vp"],
        "goods": goods_total,
        **{f"goods_{k}": v for k, v in goods_vp.items()},
        "ships": ships_total,
        "ship_list": ship_vps,
        "leftover_cash": player["taler"],
        "leftover_workers": player["workers"],
        "leftover_warehouse": warehouse_tiles,
        "leftover_unfinished_parts": unfinished_parts,
        "leftover_goods_aboard": goods_aboard,
        "total_taler": total_taler,
        "conversion": conversion,
        "remainder": remainder,
        "final": final,
    }


def result(state) -> Result:
    rows = [player_score(p) for p in state.players]
    keys = [(r["final"], r["remainder"], r["total_taler"]) for r in rows]
    ranking = rank_by(keys)
    tiebreak = None
    by_score = rank_by([(k[0],) for k in keys])
    notes = []
    for group in by_score:
        if len(group) < 2:
            continue
        sub = rank_by([keys[s][:2] for s in group])
        if len(sub) > 1:
            notes.append(T("more unconverted taler"))
        full = rank_by([keys[s] for s in group])
        if len(full) > len(sub):
            notes.append(T("more taler in total"))
        if any(len(g) > 1 for g in full):
            notes.append(T("shared place: equal score and taler"))
    if notes:
        tiebreak = listing(*dict.fromkeys(notes))
    breakdown = [{k: r[k] for k in POINTS} for r in rows]
    details = [{**{k: r[k] for k in DETAILS},
                "ship_list": ", ".join(map(str, r["ship_list"])) or T("none")} for r in rows]
    return Result([r["final"] for r in rows], ranking, breakdown, tiebreak, details, LABELS,
                  reason=T("The last round is over"), explain=[explain(r) for r in rows])


def explain(row: dict) -> dict:
    """The arithmetic behind each column of one player's score, for the results screen."""
    goods = listing(*(T("{goods} {n}", goods="good_" + g, n=row[f"goods_{g}"])
                      for g in GOOD_KEYS))
    ships = ", ".join(map(str, row["ship_list"]))
    return {
        "track": T("victory points moved on the track during the game: {n}", n=row["track"]),
        "goods": T("each kind of goods delivered scores by its count: {goods}", goods=goods),
        "ships": T("finished ships: {ships}", ships=ships) if ships
        else T("no finished ship"),
        "conversion": T("{cash} taler + {workers} workers + {tiles} warehouse tiles + "
                        "{parts} unfinished parts + {aboard} goods aboard = {total} taler; "
                        "{total} ÷ 3 = {vp} VP, {left} left over",
                        cash=row["leftover_cash"], workers=row["leftover_workers"],
                        tiles=row["leftover_warehouse"], parts=row["leftover_unfinished_parts"],
                        aboard=row["leftover_goods_aboard"], total=row["total_taler"],
                        vp=row["conversion"], left=row["remainder"]),
    }


GOOD_KEYS = ("fish", "grain", "coffee", "salt")


POINTS = ("track", "goods", "ships", "conversion")
DETAILS = ("goods_fish", "goods_grain", "goods_coffee", "goods_salt", "leftover_cash",
           "leftover_workers", "leftover_warehouse", "leftover_unfinished_parts",
           "leftover_goods_aboard", "total_taler", "remainder")
LABELS = {"track": T("VP track"), "goods": T("Delivered goods"),
          "ships": T("Finished ships"), "conversion": T("Taler converted (3 = 1 VP)"),
          "goods_fish": T("Fish VP"), "goods_grain": T("Grain VP"),
          "goods_coffee": T("Coffee VP"), "goods_salt": T("Salt VP"), "ship_list": T("Ship VP"),
          "leftover_cash": T("Taler left"), "leftover_workers": T("Workers left"),
          "leftover_warehouse": T("Warehouse tiles"),
          "leftover_unfinished_parts": T("Unfinished parts"),
          "leftover_goods_aboard": T("Goods aboard"), "total_taler": T("Taler in all"),
          "remainder": T("Taler not converted")}
