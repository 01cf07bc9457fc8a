"""Hover texts of the Hermagor board: the full facts of whatever is under the mouse."""
from __future__ import annotations

from rules.core.text import N_
from rules.hermagor import GAME
from rules.hermagor import data as D
from rules.hermagor import routes
from rules.hermagor.texts import BUILDING, GOOD, place

from ...i18n import _, list_join, ngettext, pgettext, tr

TILE_EFFECT = {
    D.SP_FLUCT: N_("Price Fluctuation: its winner raises the price of any one good by 1, "
                   "then the tile goes back into the bag."),
    D.SP_SIDEROAD: N_("Side Road: once this round, one move-and-sell pays only half the trip "
                      "(rounded down)."),
    D.SP_BLACKMARKET: N_("Black Market: this round, when its holder sells, the other posts in "
                         "that village earn nothing."),
    D.SP_GOODDEAL: N_("Good Deal: its winner takes 5 coins; the tile goes back into the bag."),
}


# ---- names of things, in the reader's language (the game's names table, translated) ----------
def good_name(good: str) -> str:
    return pgettext("hermagor", GOOD[good])


def building_name(building: str) -> str:
    return pgettext("hermagor", BUILDING[building])


def village_name(village: str) -> str:
    return pgettext("hermagor", D.VILLAGE_NAMES[village])


def tile_name(tile: str) -> str:
    return pgettext("hermagor", D.tile_name(tile))


def duchy_name(duchy: str) -> str:
    return pgettext("hermagor", duchy)


def tile_text(tile: str) -> str:
    if tile in TILE_EFFECT:
        return _(TILE_EFFECT[tile])
    goods = [good_name(g) for g in D.tile_goods(tile)]
    if D.is_single(tile):
        return _("Tile {n}: {good} (single). Its holder may sell {good} this round. Winning it "
                 "at the market lets the winner raise the price of {good} by 1.").format(
            n=D.tile_number(tile), good=goods[0])
    return _("Tile {n}: {goods} (double). Its holder may sell {goods} this round.").format(
        n=D.tile_number(tile), goods=list_join(goods))


def where(view: dict, pos: str) -> str:
    """A stall or lane space as the market shows it: by the tiles around it, never its id."""
    return tr(place(pos, view.get("stalls", {}), start=True), (), GAME)


def lane_name(lane: str) -> str:
    return (_("horizontal lane {n}") if lane.startswith("H")
            else _("vertical lane {n}")).format(n=lane[1:])


def names(adapter, view, colours) -> str:
    return _(", ").join(adapter.colour_name(view, c) for c in colours)


def describe(adapter, view: dict, thing) -> str | None:
    kind, key = thing
    fn = globals().get(f"_{kind}")
    return fn(adapter, view, key) if fn else None


def _village(adapter, view, key) -> str:
    me = view["players"][view["me"]]
    if key == D.CITY:
        return _("Hermagor, the city. Every merchant starts here; merchants may pass through, "
                 "but nobody sells or builds here. The main road runs through it.")
    good = D.SELLS[key]
    price = view["prices"][good]
    duchy = duchy_name(D.DUCHY[key])
    head = (_("{village} ({duchy} duchy, on the main road)") if key in D.MAIN_ROAD_VILLAGES
            else _("{village} ({duchy} duchy)"))
    lines = [head.format(village=village_name(key), duchy=duchy),
             _("Sells {good}: +{price} now.").format(good=good_name(good), price=price)]
    posts = view.get("posts", {}).get(key, [])
    if posts:
        lines.append(_("Posts: {names}.").format(names=names(adapter, view, posts)))
    else:
        lines.append(_("No posts yet."))
    lines.append(_("Borders {regions}.").format(
        regions="; ".join(region_name(r) for r in D.VILLAGE_REGIONS[key])))
    lines += enclosure_preview(adapter, view, key)
    start = me["merchant"]
    if start != key:
        path = routes.route(start, key)
        lines.append(_("Your merchant: trip {cost} from {village} ({path}).").format(
            cost=routes.trip_cost(start, key), village=village_name(start),
            path=" > ".join(village_name(n) for n in path)))
    else:
        lines.append(_("Your merchant is here."))
    here = [adapter.seat_name(p["seat"]) for p in view["players"]
            if p["merchant"] == key and p["seat"] != view["me"]]
    if here:
        lines.append(_("Merchants here: {names}.").format(names=_(", ").join(here)))
    return "\n".join(lines)


def _road(adapter, view, key) -> str:
    a, b, cost, main = D.ROADS[key]
    text = _("Road {village} - {village2}: toll {cost}.").format(
        village=village_name(a), village2=village_name(b), cost=cost)
    if main:
        text += " " + _("Part of the main road (8 villages: most posts there +5, fewest -5 at "
                        "the end).")
    return text


def _region(adapter, view, key) -> str:
    buildings = D.REGION_BUILDINGS[key]
    villages = D.REGION_VILLAGES[key]
    if buildings:
        rows = _(", ").join(_("{building} ({good} row)").format(
            building=building_name(b), good=good_name(D.GOOD_OF[b])) for b in buildings)
        lines = [_("Region {region}: {rows}.").format(region=key, rows=rows),
                 _("Whoever has a post on every village around it may place a production disc "
                   "in one of these rows.")]
    else:
        lines = [_("Region {region}: nobility.").format(region=key),
                 _("Whoever has a post on every village around it places a disc on the "
                   "nobility track (the leftmost free space pays its value).")]
    lines.append(_("Villages: {villages}.").format(
        villages=_(", ").join(village_name(v) for v in villages)))
    posts = view.get("posts", {})
    enclosed = adapter.enclosures(view).get(key, [])
    for p in view["players"]:             # what each player still lacks to enclose it
        colour = p["colour"]
        if colour in enclosed:
            continue
        have = [v for v in villages if colour in posts.get(v, ())]
        missing = [village_name(v) for v in villages if v not in have]
        lines.append(_("{name}: {n} of {total}, lacks {villages}.").format(
            name=adapter.seat_name(p["seat"]), n=len(have), total=len(villages),
            villages=_(", ").join(missing)))
    if enclosed:
        lines.append(_("Enclosed by: {names}.").format(names=names(adapter, view, enclosed)))
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
    what = _(", ").join(building_name(x) for x in b) if b else _("nobility")
    return f"{rid} ({what})"


def enclosure_preview(adapter, view: dict, village: str) -> list:
    """Lines saying whose sale here would enclose which region: yours first."""
    lines = []
    me = view["me"]
    order = sorted(view["players"], key=lambda p: p["seat"] != me)
    for p in order:
        regions = regions_closed_by(view, village, p["colour"])
        if not regions:
            continue
        what = list_join([region_name(r) for r in regions])
        if p["seat"] == me:
            lines.append(_("Selling here encloses {regions} for you.").format(regions=what))
        else:
            lines.append(_("{name} selling here would enclose {regions}.").format(
                name=adapter.seat_name(p["seat"]), regions=what))
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
    lines = [_("{duchy} duchy: {n} villages, bounded by the rivers.").format(
                 duchy=duchy_name(key).capitalize(), n=len(villages)),
             _("At the end each player earns {n} x their smallest number of posts in one "
               "duchy.").format(n=mult)]
    lines.append(_("Posts here: {counts}.").format(counts=_(", ").join(
        f"{adapter.seat_name(view['colours'].index(c))} {n}" for c, n in counts.items())))
    return "\n".join(lines)


def _stall(adapter, view, key) -> str:
    if key not in adapter.used_stalls:
        return _("This stall is not used with {n} players.").format(n=adapter.n)
    tile = view.get("stalls", {}).get(key)
    lines = [f"{where(view, key)}." if tile else _("An empty stall.")]
    if tile:
        lines.append(tile_text(tile))
    buyers = view.get("buyers", {})
    near = D.STALL_SPACES[key]
    counted = []
    if key in buyers:
        counted.append(_("{name} on the tile").format(
            name=adapter.colour_name(view, buyers[key])))
    for sid in near["sides"]:
        if sid in buyers:
            counted.append(_("{name} beside").format(name=adapter.colour_name(view, buyers[sid])))
    for sid in near["corners"]:
        if sid in buyers:
            counted.append(_("{name} on a corner").format(
                name=adapter.colour_name(view, buyers[sid])))
    if counted:
        lines.append(_("Counting buyers: {buyers}.").format(buyers="; ".join(counted)))
    lead = view.get("stall_leaders", {}).get(key)
    if lead and lead.get("reason") != "no_buyers":
        if lead.get("winner"):
            why = {"majority": N_("most buyers"),
                   "on_tile": N_("tie, but has the buyer on the tile"),
                   "sides": N_("tie, but more buyers beside")}.get(lead["reason"], lead["reason"])
            lines.append(_("Would go to {name} now ({why}).").format(
                name=adapter.colour_name(view, lead["winner"]), why=_(why)))
        else:
            lines.append(_("Tied now: nobody would win it."))
    lines.append(_("Most buyers (tile, beside, corners) wins; a tie goes to the buyer on the "
                   "tile, then to the most buyers beside."))
    return "\n".join(lines)


def _space(adapter, view, key) -> str:
    sp = D.SPACES[key]
    if key not in adapter.usable:
        return _("This lane space is not used with {n} players.").format(n=adapter.n)
    tiles = [tile_name(t) for t in (view.get("stalls", {}).get(st) for st in sp["stalls"]) if t]
    lines = [_("{place} (on the {lanes}): a buyer here costs {cost}.").format(
        place=where(view, key), lanes=list_join([lane_name(lane) for lane in sp["lanes"]]),
        cost=sp["cost"])]
    if tiles:
        lines.append(_("Counts for {tiles}.").format(tiles=_(", ").join(tiles)))
    buyers = view.get("buyers", {})
    if key in buyers:
        lines.append(_("Taken by {name}.").format(name=adapter.colour_name(view, buyers[key])))
    mine = view["colour"]
    gains = []
    for lane in sp["lanes"]:
        have = sum(1 for pos, c in buyers.items() if c == mine and pos in D.SPACES
                   and lane in D.SPACES[pos]["lanes"])
        if have < 4:
            gains.append(_("{lane}: {n} of yours, one more adds {more} income").format(
                lane=lane_name(lane).capitalize(), n=have,
                more=D.LANE_INCOME[have + 1] - D.LANE_INCOME[have]))
    if gains:
        lines.append("; ".join(gains) + ".")
    lines.append(_("Lane income after phase 1: 1, 3, 6, 10 for 1-4 own buyers on a lane."))
    return "\n".join(lines)


def _good(adapter, view, key) -> str:
    price = view["prices"][key]
    row = view["rows"][key]
    lines = [_("{good}: price {price} (a sale pays {price}); end value {end} for every player "
               "with a disc in this row.").format(good=good_name(key).capitalize(), price=price,
                                                  end=D.end_value(price)),
             _("Building: {building}. Sold in {villages}.").format(
                 building=building_name(D.BUILDING_OF[key]),
                 villages=_(", ").join(village_name(v) for v in D.VILLAGES_SELLING[key]))]
    discs = [f"\"{D.SLOT_VALUES[k]}\": {adapter.colour_name(view, c)}" for k, c in enumerate(row)
             if c is not None]
    if discs:
        lines.append(_("Discs: {discs}.").format(discs=_(", ").join(discs)))
    nxt = None
    for k in adapter.slots:
        if row[k] is None:
            nxt = k
            break
    if nxt is None:
        lines.append(_("The row is full."))
    elif D.slot_hidden(nxt, price):
        lines.append(_("Next slot \"{value}\" is hidden by the arrow until the price rises: no "
                       "disc can go here now.").format(value=D.SLOT_VALUES[nxt]))
    else:
        lines.append(_("Next disc here takes slot \"{value}\" (+{value}).").format(
            value=D.SLOT_VALUES[nxt]))
    return "\n".join(lines)


def _nobility(adapter, view, key) -> str:
    track = view.get("nobility", [])
    lines = [_("Nobility track: enclosing a nobility region puts a disc on the leftmost free "
               "space, paying its value once. Ties at the end favour the disc furthest right.")]
    if key is not None:
        owner = track[key] if key < len(track) else None
        value = D.NOBILITY_VALUES[key]
        lines.append(_("Space {n}: +{value}, taken by {name}.").format(
            n=key + 1, value=value, name=adapter.colour_name(view, owner)) if owner else
            _("Space {n}: +{value}, free.").format(n=key + 1, value=value))
    return "\n".join(lines)


def _panel(adapter, view, seat) -> str:
    p = view["players"][seat]
    name = adapter.seat_name(seat)
    if seat == view["me"]:
        name = _("{name} (you)").format(name=name)
    money = (ngettext("{n} coin", "{n} coins", p["money"]).format(n=p["money"])
             if p["money"] is not None
             else _("some coins (money is hidden; every payment is in the log)"))
    on_map = sum(1 for colours in view.get("posts", {}).values() if p["colour"] in colours)
    lines = [f"{name}: {money}.",
             _("Posts: {hand} in hand, {supply} in supply, {map} on the map. Discs left: "
               "{discs}.").format(hand=p["posts_in_hand"], supply=p["posts_in_supply"],
                                  map=on_map, discs=p["discs_left"]),
             _("Merchant at {village}.").format(village=village_name(p["merchant"]))]
    if p["held"]:
        lines.append(_("Tiles: {tiles}.").format(
            tiles=_(", ").join(tile_name(t) for t in p["held"])))
    counts = [duchy_counts(view, d)[p["colour"]] for d in D.DUCHIES]
    mult = 4 if len(view["colours"]) == 5 else 3
    lines.append(_("Posts per duchy: north {north}, southwest {southwest}, east {east} (worth "
                   "{worth} now).").format(north=counts[0], southwest=counts[1], east=counts[2],
                                           worth=mult * min(counts)))
    road = sum(1 for v in D.MAIN_ROAD_VILLAGES if p["colour"] in view.get("posts", {}).get(v, ()))
    lines.append(_("Main-road posts: {n} of 8.").format(n=road))
    if p.get("start_player"):
        lines.append(_("Start player."))
    if p.get("neutral_buyers") or p.get("neutral_posts"):
        lines.append(_("Neutral pieces in hand: {buyers} buyers, {posts} posts.").format(
            buyers=p["neutral_buyers"], posts=p["neutral_posts"]))
    return "\n".join(lines)


def _button(adapter, view, key) -> str | None:
    option = adapter.pass_option(view)
    return tr(option["label"], (), GAME) if option else None


def _tile(adapter, view, key) -> str:
    return tile_text(key)


def _bag(adapter, view, key) -> str:
    bag = view.get("bag", [])
    return _("The bag: {n} tiles (everything not on a stall or in a hand): {tiles}.").format(
        n=len(bag), tiles=_(", ").join(tile_name(t) for t in bag))


def _action_stack(adapter, view, key) -> str:
    left = view.get("actions_left", [])
    text = _("Action tiles: this round {n} actions per player.").format(n=view.get("actions", 0))
    if left:
        text += " " + _("Still face down: {tiles} (order hidden).").format(
            tiles=", ".join(map(str, left)))
    else:
        text += " " + _("This is the last round.")
    return text
