"""Hermagor's words: the names table the scenes fill rule texts with, and the log lines.

Every text here is an English template (`rules.core.text`): things are named by id in fields
({village:westford}, {good:book}, {tile:G07}) and the scenes show the name the board shows;
players are {seat:N}, never a colour word, so the table's one seat colour and shape apply.
Market positions are named by the tiles around them, as a player sees the market.
"""
from __future__ import annotations

from rules.core import N_, T, TN, Event

from . import data as D

# ---- names of things -----------------------------------------------------------------------------
GOOD = {"corn": N_("corn"), "salt": N_("salt"), "amulet": N_("amulets"), "book": N_("books"),
        "weapon": N_("weapons"), "blessing": N_("blessings"), "dragon_egg": N_("dragon eggs"),
        "relic": N_("relics")}
BUILDING = {"cornfield": N_("corn field"), "salt_mine": N_("salt mine"),
            "seer_tent": N_("seer's tent"), "library": N_("library"),
            "weaponsmith": N_("weaponsmith"), "temple": N_("temple"),
            "dragon_valley": N_("dragon valley"), "cemetery": N_("cemetery")}


def _tile_names() -> dict:
    """tile id -> what the tile shows: its number and goods ("Tile 7 (Book)")."""
    return {tile: D.tile_name(tile) for tile in [*D.GOODS_TILES, *D.SPECIAL_TILES]}


TILE = _tile_names()
NAMES = {"village": dict(D.VILLAGE_NAMES), "good": GOOD, "goods": GOOD, "building": BUILDING,
         "tile": TILE, "tiles": TILE, "duchy": {"north": N_("north"),
                                                  "southwest": N_("southwest"),
                                                  "east": N_("east")}}


def signed(n: int) -> str:
    """A change of money as it is read: "+2", "-1", "0" (never "-0" or "+0")."""
    return f"{n:+d}" if n else "0"


# ---- places on the market ------------------------------------------------------------------------
# How a lane space stands to each of its stalls (in the order of D.SPACES[space]["stalls"]),
# in the middle of a sentence and at its start.
_SIDE_H = (T("the space below {tile}"), T("the space above {tile}"))
_SIDE_V = (T("the space right of {tile}"), T("the space left of {tile}"))
_CROSSING = (T("the crossing below right of {tile}"), T("the crossing below left of {tile}"),
             T("the crossing above right of {tile}"), T("the crossing above left of {tile}"))
_START = {T("the space below {tile}"): T("Space below {tile}"),
          T("the space above {tile}"): T("Space above {tile}"),
          T("the space right of {tile}"): T("Space right of {tile}"),
          T("the space left of {tile}"): T("Space left of {tile}"),
          T("the crossing below right of {tile}"): T("Crossing below right of {tile}"),
          T("the crossing below left of {tile}"): T("Crossing below left of {tile}"),
          T("the crossing above right of {tile}"): T("Crossing above right of {tile}"),
          T("the crossing above left of {tile}"): T("Crossing above left of {tile}"),
          T("an empty stall"): T("An empty stall"), T("a lane space"): T("A lane space")}


def place(pos: str, stalls: dict, start: bool = False) -> str:
    """A stall or lane space as a rule text, named by the tiles the player sees around it
    (`start`: the form that begins a sentence or a label)."""
    def form(template: str) -> str:
        return _START.get(template, template) if start else template
    if pos in D.STALLS:
        tile = stalls.get(pos)
        return T("{tile}", tile=tile) if tile else form(T("an empty stall"))
    sp = D.SPACES[pos]
    forms = _CROSSING if sp["kind"] == "crossing" else (_SIDE_H if pos[0] == "h" else _SIDE_V)
    for stall, template in zip(sp["stalls"], forms):
        if stalls.get(stall):
            return form(template).replace("{tile}", "{tile:" + stalls[stall] + "}")
    return form(T("a lane space"))


# ---- the log -------------------------------------------------------------------------------------
TILE_REASON = {"majority": T("most buyers"), "on_tile": T("the buyer on the tile"),
               "sides": T("more buyers beside")}
STAYS_REASON = {"no_buyers": T("no buyers"), "tie": T("a tie")}
NO_DISC = {"no discs left": T("no discs left"),
           "no open production slot": T("no open production slot"),
           "nobility track full": T("the nobility track is full")}
MONEY_REASON = {"market": T("lane income"), "good_deal": T("Good Deal"),
                "trip": T("trip"), "sale": T("sale"), "rent": T("rent"),
                "production": T("production"), "nobility": T("nobility"), "buyer": T("buyer"),
                "final_production": T("final production"), "final_dukedoms": T("dukedoms"),
                "final_main_road": T("main road")}
NEUTRAL = T("The neutral colour")


def _owner(d: dict) -> str:
    """The seat field of a piece's owner, or the neutral colour (2 players)."""
    seat = d.get("seat")
    return NEUTRAL if seat is None else T("{seat}", seat=seat)


def _tile_move(d: dict) -> str:
    src, dest, tile = d["from"], d["to"], d["tile"]
    if dest == "bag":
        return T("{tile} goes back into the bag", tile=tile)
    if dest.startswith("panel:"):
        return T("{seat} takes {tile}", seat=int(dest[6:]), tile=tile)
    if src == "bag":
        return T("{tile} is laid out on the market", tile=tile)
    return T("{tile} moves on the market", tile=tile)


def describe(event: Event, names: list) -> str | None:
    d = event.data
    kind = event.kind
    seat = d.get("seat")
    if kind == "round_started":
        return T("Round {n} of {rounds} begins", n=d["round"], rounds=d["rounds"])
    if kind == "action_revealed":
        return TN("Action tile: {n} action this round", "Action tile: {n} actions this round",
                  d["actions"])
    if kind == "tile_moved":
        return _tile_move(d)
    if kind == "posts_taken":
        return TN("{seat} takes {n} trading post", "{seat} takes {n} trading posts",
                  d["count"], seat=seat)
    if kind == "neutral_taken":
        return T("{seat} takes {posts} and {buyers}", seat=seat,
                 posts=TN("{n} neutral post", "{n} neutral posts", d["posts"]),
                 buyers=TN("{n} neutral buyer", "{n} neutral buyers", d["buyers"]))
    if kind == "buyer_placed":
        where = d.get("where") or T("the market")
        if seat is None:
            return T("{seat} places a neutral buyer on {where}", seat=d["by"], where=where)
        return T("{seat} places a buyer on {where} for {n}", seat=seat, where=where,
                 n=d["cost"])
    if kind == "buyer_passed":
        return T("{seat} passes with a buyer", seat=seat)
    if kind == "market_income":
        return T("{seat} earns {n} from the lanes", seat=seat, n=d["amount"])
    if kind == "tile_won":
        return T("{who} wins {tile} ({why})", who=_owner(d), tile=d["tile"],
                 why=TILE_REASON.get(d["reason"], T("most buyers")))
    if kind == "tile_stays":
        return T("{tile} stays on the market ({why})", tile=d["tile"],
                 why=STAYS_REASON.get(d["reason"], T("a tie")))
    if kind == "price_raised":
        return T("The price of {good} rises from {n} to {m}", good=d["good"], n=d["from"],
                 m=d["to"])
    if kind == "compensation":
        if d["tile"] is None:
            return T("{seat} draws nothing: no goods tile left in the bag", seat=seat)
        return T("{seat} draws {tile} as compensation", seat=seat, tile=d["tile"])
    if kind == "start_namer":
        return T("{seat} holds the lowest tile and names the start player", seat=seat)
    if kind == "start_player":
        if d["by"] == seat:
            return T("{seat} stays the start player", seat=seat) if d.get("before") == seat \
                else T("{seat} becomes the start player", seat=seat)
        return T("{seat} makes {seat2} the start player", seat=d["by"], seat2=seat)
    if kind == "tax_revealed":
        return TN("{seat} reveals {n} coin to the tax official",
                  "{seat} reveals {n} coins to the tax official", d["money"], seat=seat)
    if kind == "tax_passed":
        return T("{seat} keeps their money secret", seat=seat)
    if kind == "merchant_moved":
        return TN("{seat} travels from {village} to {village2} (trip {n} coin)",
                  "{seat} travels from {village} to {village2} (trip {n} coins)", d["cost"],
                  seat=seat, village=d["path"][0], village2=d["path"][-1])
    if kind == "sold":
        return T("{seat} sells {good} in {village} for {n}", seat=seat, good=d["good"],
                 village=d["village"], n=d["price"])
    if kind == "rent" and d.get("black_market"):
        return T("{seat} gets nothing for a post in {village} (Black Market)", seat=seat,
                 village=d["village"])
    if kind == "rent":
        return T("{seat} gets {n} for a post in {village}", seat=seat, n=d["amount"],
                 village=d["village"])
    if kind == "post_placed":
        if seat is None:
            return T("{seat} places a neutral post in {village}", seat=d["by"],
                     village=d["village"])
        return T("{seat} places a post in {village}", seat=seat, village=d["village"])
    if kind == "post_returned":
        return T("{seat} returns a post to the supply", seat=seat)
    if kind == "passed":
        return T("{seat} passes", seat=seat)
    if kind == "side_road":
        return T("{seat} uses the Side Road: pays {n} instead of {m}", seat=seat, n=d["paid"],
                 m=d["full"])
    if kind == "region_enclosed":
        return T("{who} encloses region {region}", who=_owner(d), region=d["region"])
    if kind == "disc_placed":
        if seat is None:
            return T("{who} places a production disc on the {building} row: slot {slot}",
                     who=_owner(d), building=d["building"], slot=D.SLOT_VALUES[d["slot"]])
        return T("{seat} places a production disc on the {building} row: slot {slot}, {value}",
                 seat=seat, building=d["building"], slot=D.SLOT_VALUES[d["slot"]],
                 value=signed(d["value"]))
    if kind == "nobility_placed":
        if seat is None:
            return T("{who} joins the nobility on space {n}", who=_owner(d), n=d["index"] + 1)
        return T("{seat} joins the nobility on space {n}: {value}", seat=seat,
                 n=d["index"] + 1, value=signed(d["value"]))
    if kind == "no_disc":
        return T("Region {region} gives nothing: {why}", region=d["region"],
                 why=NO_DISC.get(d["why"], T("no disc can be placed")))
    if kind == "disc_declined":
        return T("{seat} keeps the disc for region {region}", seat=seat, region=d["region"])
    if kind == "money":
        why = MONEY_REASON.get(d["reason"], T("money"))
        n = abs(d["delta"])
        if "total" in d:
            if d["delta"] > 0:
                return TN("{seat} gets {n} coin ({why}), now {total}",
                          "{seat} gets {n} coins ({why}), now {total}", n, seat=seat, why=why,
                          total=d["total"])
            return TN("{seat} pays {n} coin ({why}), now {total}",
                      "{seat} pays {n} coins ({why}), now {total}", n, seat=seat, why=why,
                      total=d["total"])
        if d["delta"] > 0:
            return TN("{seat} gets {n} coin ({why})", "{seat} gets {n} coins ({why})", n,
                      seat=seat, why=why)
        return TN("{seat} pays {n} coin ({why})", "{seat} pays {n} coins ({why})", n,
                  seat=seat, why=why)
    if kind == "final_income":
        return T("{seat}: production {production}, dukedoms {dukedoms}, main road {road}: "
                 "{final} in all", seat=seat, production=d["production"],
                 dukedoms=d["dukedoms"], road=signed(d["main_road"]), final=d["final"])
    if kind == "round_ended":
        return T("Round {n} ends: all tiles go back into the bag", n=d["round"])
    if kind == "phase":
        return T("Phase {n} of round {round}", n=d["phase"], round=d["round"])
    if kind == "buyers_home":
        return T("All buyers leave the market")
    if kind == "neutral_returned":
        return TN("{n} unused neutral post goes back", "{n} unused neutral posts go back",
                  d["posts"])
    if kind == "game_over":
        return T("Game over: the last action tile has been played")
    return None


__all__ = ["NAMES", "describe", "place", "signed"]
