"""Final income (section 5) and the winner's tie-breaks, as functions of plain data."""
from __future__ import annotations

from rules.core import T, listing

from .data import BUILDING_OF, DUCHIES, DUCHY, GOODS, MAIN_ROAD_VILLAGES, end_value


def production_income(colour: str, rows: dict, prices: dict) -> dict:
    """good -> red end value, for every row holding at least one disc of this colour."""
    return {g: end_value(prices[g]) for g in GOODS if colour in rows[g]}


def duchy_counts(colour: str, posts: dict) -> dict:
    counts = {d: 0 for d in DUCHIES}
    for village, colours in posts.items():
        if colour in colours:
            counts[DUCHY[village]] += 1
    return counts


def duchy_income(colour: str, posts: dict, num_players: int) -> int:
    return min(duchy_counts(colour, posts).values()) * (4 if num_players == 5 else 3)


def main_road_counts(colours: list, posts: dict) -> list:
    return [sum(1 for v in MAIN_ROAD_VILLAGES if c in posts[v]) for c in colours]


def main_road_results(counts: list) -> list:
    """+5 for every player with the highest count, -5 for every player with the lowest."""
    hi, lo = max(counts), min(counts)
    return [(5 if n == hi else 0) - (5 if n == lo else 0) for n in counts]


def final_breakdown(colours: list, money: list, rows: dict, prices: dict, posts: dict,
                    num_players: int) -> list:
    """Per seat: money before scoring, production, dukedoms, main road, final."""
    road = main_road_results(main_road_counts(colours, posts))
    out = []
    for seat, colour in enumerate(colours):
        production = sum(production_income(colour, rows, prices).values())
        duchies = duchy_income(colour, posts, num_players)
        total = money[seat] + production + duchies + road[seat]
        out.append({"money": money[seat], "production": production, "dukedoms": duchies,
                    "main_road": road[seat], "final": total})
    return out


def explain_final(colours: list, money: list, rows: dict, prices: dict, posts: dict,
                  num_players: int) -> tuple:
    """(details, explain) per seat for the results screen: which price rows paid production,
    the posts per duchy and on the main road, and the arithmetic behind every column."""
    road_counts = main_road_counts(colours, posts)
    hi, lo = max(road_counts), min(road_counts)
    per_duchy = 4 if num_players == 5 else 3
    details, explain = [], []
    for seat, colour in enumerate(colours):
        paid = production_income(colour, rows, prices)
        rows_text = listing(*(T("{building} {n}", building=BUILDING_OF[g], n=v)
                              for g, v in paid.items())) or T("no row")
        counts = duchy_counts(colour, posts)
        duchy_text = listing(*(T("{duchy} {n}", duchy=d, n=counts[d]) for d in DUCHIES))
        road = road_counts[seat]
        details.append({"production_rows": rows_text, "duchy_posts": duchy_text,
                        "main_road_posts": road})
        if paid:
            production = T("{sum} = {total}", sum=" + ".join(str(v) for v in paid.values()),
                           total=sum(paid.values())) if len(paid) > 1 else str(sum(paid.values()))
            production = T("red end value of every row with your disc: {rows}: {sum}",
                           rows=rows_text, sum=production)
        else:
            production = T("no production disc on the price table")
        fewest = min(counts.values())
        dukedoms = T("posts per duchy: {counts}; the fewest ({n}) × {per} coins = {total}",
                     counts=duchy_text, n=fewest, per=per_duchy, total=fewest * per_duchy)
        if hi == lo:
            road_why = T("{n} posts on the main road, the same as everybody: +5 and -5 make 0", n=road)
        elif road == hi:
            road_why = T("{n} posts on the main road, the most: +5", n=road)
        elif road == lo:
            road_why = T("{n} posts on the main road, the fewest: -5", n=road)
        else:
            road_why = T("{n} posts on the main road, neither most nor fewest: 0", n=road)
        explain.append({"money": T("coins in hand when the last action tile was played: {n}",
                                   n=money[seat]),
                        "production": production, "dukedoms": dukedoms, "main_road": road_why})
    return details, explain


def discs_on_table(colour: str, rows: dict, nobility: list) -> int:
    return sum(row.count(colour) for row in rows.values()) + nobility.count(colour)


def best_nobility_index(colour: str, nobility: list) -> int:
    """Index of this colour's right-most nobility disc, -1 without one."""
    best = -1
    for i, c in enumerate(nobility):
        if c == colour:
            best = i
    return best


def ranking_keys(colours: list, finals: list, rows: dict, nobility: list) -> list:
    return [(finals[s], discs_on_table(c, rows, nobility), best_nobility_index(c, nobility))
            for s, c in enumerate(colours)]
