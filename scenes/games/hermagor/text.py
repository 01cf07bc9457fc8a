"""Hover texts of the Hermagor board: the full facts of whatever is under the mouse."""
from __future__ import annotations

from rules.hermagor import GAME
from rules.hermagor import data as D
from rules.hermagor import routes
from rules.hermagor.texts import place

from ...i18n import tr

TILE_EFFECT = {
    D.SP_FLUCT: "Price Fluctuation: its winner raises the price of any one good by 1, "
                "then the tile goes back into the bag.",
    D.SP_SIDEROAD: "Side Road: once this round, one move-and-sell pays only half the trip "
                   "(rounded down).",
    D.SP_BLACKMARKET: "Black Market: this round, when its holder sells, the other posts in "
                      "that village earn nothing.",
    D.SP_GOODDEAL: "Good Deal: its winner takes 5 coins; the tile goes back into the bag.",
}


def tile_text(tile: str) -> str:
    if tile in TILE_EFFECT:
        return TILE_EFFECT[tile]
    goods = [D.GOOD_NAMES[g] for g in D.tile_goods(tile)]
    if D.is_single(tile):
        return (f"Tile {D.tile_number(tile)}: {goods[0]} (single). Its holder may sell "
                f"{goods[0].lower()} this round. Winning it at the market lets the winner raise "
                f"the {goods[0].lower()} price by 1.")
    return (f"Tile {D.tile_number(tile)}: {' + '.join(goods)} (double). Its holder may sell "
            f"{' and '.join(g.lower() for g in goods)} this round.")


def where(view: dict, pos: str) -> str:
    """A stall or lane space as the market shows it: by the tiles around it, never its id."""
    return tr(place(pos, view.get("stalls", {}), start=True), (), GAME)


def lane_name(lane: str) -> str:
    return (f"horizontal lane {lane[1:]}" if lane.startswith("H")
            else f"vertical lane {lane[1:]}")


def names(adapter, view, colours) -> str:
    return ", ".join(adapter.colour_name(view, c) for c in colours)


def describe(adapter, view: dict, thing) -> str | None:
    kind, key = thing
    fn = globals().get(f"_{kind}")
    return fn(adapter, view, key) if fn else None


def _village(adapter, view, key) -> str:
    me = view["players"][view["me"]]
    if key == D.CITY:
        return ("Hermagor, the city. Every merchant starts here; merchants may pass through, "
                "but nobody sells or builds here. The main road runs through it.")
    good = D.SELLS[key]
    price = view["prices"][good]
    lines = [f"{D.VILLAGE_NAMES[key]} ({D.DUCHY[key]} duchy"
             f"{', on the main road' if key in D.MAIN_ROAD_VILLAGES else ''})",
             f"Sells {D.GOOD_NAMES[good].lower()}: +{price} now."]
    posts = view.get("posts", {}).get(key, [])
    if posts:
        lines.append(f"Posts: {names(adapter, view, posts)}.")
    else:
        lines.append("No posts yet.")
    lines.append("Borders " + "; ".join(region_name(r) for r in D.VILLAGE_REGIONS[key]) + ".")
    lines += enclosure_preview(adapter, view, key)
    start = me["merchant"]
    if start != key:
        path = routes.route(start, key)
        lines.append(f"Your merchant: trip {routes.trip_cost(start, key)} from "
                     f"{D.VILLAGE_NAMES[start]} ({' > '.join(D.VILLAGE_NAMES[n] for n in path)}).")
    else:
        lines.append("Your merchant is here.")
    here = [adapter.seat_name(p["seat"]) for p in view["players"]
            if p["merchant"] == key and p["seat"] != view["me"]]
    if here:
        lines.append(f"Merchants here: {', '.join(here)}.")
    return "\n".join(lines)


def _road(adapter, view, key) -> str:
    a, b, cost, main = D.ROADS[key]
    text = f"Road {D.VILLAGE_NAMES[a]} - {D.VILLAGE_NAMES[b]}: toll {cost}."
    if main:
        text += " Part of the main road (8 villages: most posts there +5, fewest -5 at the end)."
    return text


def _region(adapter, view, key) -> str:
    buildings = D.REGION_BUILDINGS[key]
    villages = D.REGION_VILLAGES[key]
    if buildings:
        rows = ", ".join(f"{D.BUILDING_NAMES[b]} ({D.GOOD_NAMES[D.GOOD_OF[b]].lower()} row)"
                         for b in buildings)
        lines = [f"Region {key}: {rows}.",
                 "Whoever has a post on every village around it may place a production disc "
                 "in one of these rows."]
    else:
        lines = [f"Region {key}: nobility.",
                 "Whoever has a post on every village around it places a disc on the nobility "
                 "track (the leftmost free space pays its value)."]
    lines.append("Villages: " + ", ".join(D.VILLAGE_NAMES[v] for v in villages) + ".")
    posts = view.get("posts", {})
    enclosed = adapter.enclosures(view).get(key, [])
    for p in view["players"]:             # what each player still lacks to enclose it
        colour = p["colour"]
        if colour in enclosed:
            continue
        have = [v for v in villages if colour in posts.get(v, ())]
        missing = [D.VILLAGE_NAMES[v] for v in villages if v not in have]
        lines.append(f"{adapter.seat_name(p['seat'])}: {len(have)} of {len(villages)}, "
                     f"lacks {', '.join(missing)}.")
    if enclosed:
        lines.append(f"Enclosed by: {names(adapter, view, enclosed)}.")
    return "\n".join(lines)


def regions_closed_by(view: dict, village: str, colour: str) -> list:
    """The regions a post of `colour` in `village` (a sale places one) would enclose: those
    around the village whose other villages all hold a post of that colour already."""
    posts = view.get("posts", {})
    if colour in posts.get(village, ()):
        return []
    return [rid for rid in D.VILLAGE_REGIONS[village]
            if all(colour in posts.get(v, ()) for v in D.REGION_VILLAGES[rid] if v != village)]


def region_name(rid: str) -> str:
    b = D.REGION_BUILDINGS[rid]
    return f"{rid} ({', '.join(D.BUILDING_NAMES[x] for x in b) if b else 'nobility'})"


def enclosure_preview(adapter, view: dict, village: str) -> list:
    """Lines saying whose sale here would enclose which region: yours first."""
    lines = []
    me = view["me"]
    order = sorted(view["players"], key=lambda p: p["seat"] != me)
    for p in order:
        regions = regions_closed_by(view, village, p["colour"])
        if not regions:
            continue
        what = " and ".join(region_name(r) for r in regions)
        if p["seat"] == me:
            lines.append(f"Selling here encloses {what} for you.")
        else:
            lines.append(f"{adapter.seat_name(p['seat'])} selling here would enclose {what}.")
    return lines


def duchy_counts(view: dict, duchy: str) -> dict:
    counts = {c: 0 for c in view["colours"]}
    for village, colours in view.get("posts", {}).items():
        if D.DUCHY[village] == duchy:
            for c in colours:
                if c in counts:
                    counts[c] += 1
    return counts


def _duchy(adapter, view, key) -> str:
    villages = [v for v in D.VILLAGE_ORDER if D.DUCHY[v] == key]
    mult = 4 if len(view["colours"]) == 5 else 3
    counts = duchy_counts(view, key)
    lines = [f"{key.capitalize()} duchy: {len(villages)} villages, bounded by the rivers.",
             f"At the end each player earns {mult} x their smallest number of posts in one duchy."]
    lines.append("Posts here: " + ", ".join(f"{adapter.seat_name(view['colours'].index(c))} {n}"
                                             for c, n in counts.items()) + ".")
    return "\n".join(lines)


def _stall(adapter, view, key) -> str:
    if key not in adapter.used_stalls:
        return f"This stall is not used with {adapter.n} players."
    tile = view.get("stalls", {}).get(key)
    lines = [f"{where(view, key)}." if tile else "An empty stall."]
    if tile:
        lines.append(tile_text(tile))
    buyers = view.get("buyers", {})
    near = D.STALL_SPACES[key]
    counted = []
    if key in buyers:
        counted.append(f"{adapter.colour_name(view, buyers[key])} on the tile")
    for sid in near["sides"]:
        if sid in buyers:
            counted.append(f"{adapter.colour_name(view, buyers[sid])} beside")
    for sid in near["corners"]:
        if sid in buyers:
            counted.append(f"{adapter.colour_name(view, buyers[sid])} on a corner")
    if counted:
        lines.append("Counting buyers: " + "; ".join(counted) + ".")
    lead = view.get("stall_leaders", {}).get(key)
    if lead and lead.get("reason") != "no_buyers":
        if lead.get("winner"):
            why = {"majority": "most buyers", "on_tile": "tie, but has the buyer on the tile",
                   "sides": "tie, but more buyers beside"}.get(lead["reason"], lead["reason"])
            lines.append(f"Would go to {adapter.colour_name(view, lead['winner'])} now ({why}).")
        else:
            lines.append("Tied now: nobody would win it.")
    lines.append("Most buyers (tile, beside, corners) wins; a tie goes to the buyer on the tile, "
                 "then to the most buyers beside.")
    return "\n".join(lines)


def _space(adapter, view, key) -> str:
    sp = D.SPACES[key]
    if key not in adapter.usable:
        return f"This lane space is not used with {adapter.n} players."
    tiles = [D.tile_name(t) for t in (view.get("stalls", {}).get(st) for st in sp["stalls"]) if t]
    lines = [f"{where(view, key)} (on the {' and the '.join(map(lane_name, sp['lanes']))}): "
             f"a buyer here costs {sp['cost']}."]
    if tiles:
        lines.append(f"Counts for {', '.join(tiles)}.")
    buyers = view.get("buyers", {})
    if key in buyers:
        lines.append(f"Taken by {adapter.colour_name(view, buyers[key])}.")
    mine = view["colour"]
    gains = []
    for lane in sp["lanes"]:
        have = sum(1 for pos, c in buyers.items() if c == mine and pos in D.SPACES
                   and lane in D.SPACES[pos]["lanes"])
        if have < 4:
            gains.append(f"{lane_name(lane).capitalize()}: {have} of yours, one more adds "
                         f"{D.LANE_INCOME[have + 1] - D.LANE_INCOME[have]} income")
    if gains:
        lines.append("; ".join(gains) + ".")
    lines.append("Lane income after phase 1: 1, 3, 6, 10 for 1-4 own buyers on a lane.")
    return "\n".join(lines)


def _good(adapter, view, key) -> str:
    price = view["prices"][key]
    row = view["rows"][key]
    name = D.GOOD_NAMES[key]
    lines = [f"{name}: price {price} (a sale pays {price}); end value {D.end_value(price)} "
             f"for every player with a disc in this row.",
             f"Building: {D.BUILDING_NAMES[D.BUILDING_OF[key]]}. Sold in "
             + ", ".join(D.VILLAGE_NAMES[v] for v in D.VILLAGES_SELLING[key]) + "."]
    discs = [f"\"{D.SLOT_VALUES[k]}\": {adapter.colour_name(view, c)}" for k, c in enumerate(row)
             if c is not None]
    if discs:
        lines.append("Discs: " + ", ".join(discs) + ".")
    nxt = None
    for k in adapter.slots:
        if row[k] is None:
            nxt = k
            break
    if nxt is None:
        lines.append("The row is full.")
    elif D.slot_hidden(nxt, price):
        lines.append(f"Next slot \"{D.SLOT_VALUES[nxt]}\" is hidden by the arrow until the price "
                     f"rises: no disc can go here now.")
    else:
        lines.append(f"Next disc here takes slot \"{D.SLOT_VALUES[nxt]}\" (+{D.SLOT_VALUES[nxt]}).")
    return "\n".join(lines)


def _nobility(adapter, view, key) -> str:
    track = view.get("nobility", [])
    lines = ["Nobility track: enclosing a nobility region puts a disc on the leftmost free "
             "space, paying its value once. Ties at the end favour the disc furthest right."]
    if key is not None:
        owner = track[key] if key < len(track) else None
        lines.append(f"Space {key + 1}: +{D.NOBILITY_VALUES[key]}"
                     + (f", taken by {adapter.colour_name(view, owner)}." if owner else ", free."))
    return "\n".join(lines)


def _panel(adapter, view, seat) -> str:
    p = view["players"][seat]
    name = adapter.seat_name(seat)
    you = " (you)" if seat == view["me"] else ""
    money = (f"{p['money']} coins" if p["money"] is not None
             else "some coins (money is hidden; every payment is in the log)")
    on_map = sum(1 for colours in view.get("posts", {}).values() if p["colour"] in colours)
    lines = [f"{name}{you}: {money}.",
             f"Posts: {p['posts_in_hand']} in hand, {p['posts_in_supply']} in supply, "
             f"{on_map} on the map. Discs left: {p['discs_left']}.",
             f"Merchant at {D.VILLAGE_NAMES[p['merchant']]}."]
    if p["held"]:
        lines.append("Tiles: " + ", ".join(D.tile_name(t) for t in p["held"]) + ".")
    counts = [duchy_counts(view, d)[p["colour"]] for d in D.DUCHIES]
    mult = 4 if len(view["colours"]) == 5 else 3
    lines.append(f"Posts per duchy: north {counts[0]}, southwest {counts[1]}, east {counts[2]} "
                 f"(worth {mult * min(counts)} now).")
    road = sum(1 for v in D.MAIN_ROAD_VILLAGES if p["colour"] in view.get("posts", {}).get(v, ()))
    lines.append(f"Main-road posts: {road} of 8.")
    if p.get("start_player"):
        lines.append("Start player.")
    if p.get("neutral_buyers") or p.get("neutral_posts"):
        lines.append(f"Neutral pieces in hand: {p['neutral_buyers']} buyers, "
                     f"{p['neutral_posts']} posts.")
    return "\n".join(lines)


def _button(adapter, view, key) -> str | None:
    option = adapter.pass_option(view)
    return tr(option["label"], (), GAME) if option else None


def _tile(adapter, view, key) -> str:
    return tile_text(key)


def _bag(adapter, view, key) -> str:
    bag = view.get("bag", [])
    return (f"The bag: {len(bag)} tiles (everything not on a stall or in a hand): "
            + ", ".join(D.tile_name(t) for t in bag) + ".")


def _action_stack(adapter, view, key) -> str:
    left = view.get("actions_left", [])
    text = f"Action tiles: this round {view.get('actions', 0)} actions per player."
    if left:
        text += f" Still face down: {', '.join(map(str, left))} (order hidden)."
    else:
        text += " This is the last round."
    return text
