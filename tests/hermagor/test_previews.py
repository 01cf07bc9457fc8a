"""Previews where a player would count by hand (issue 11, point 11): a village's hover text says
which region selling there encloses; a region's hover text lists the villages each player
still lacks."""
import copy

from rules.hermagor import data as D
from tests.hermagor.test_scene_support import open_board


def region_with_villages(n: int) -> str:
    return next(r for r in D.REGION_ORDER if len(D.REGION_VILLAGES[r]) == n)


def view_with_posts(board, colour_posts: dict) -> dict:
    view = copy.deepcopy(board.presented)
    posts = {v: [] for v in D.VILLAGE_ORDER}
    for colour, villages in colour_posts.items():
        for v in villages:
            posts[v].append(colour)
    view["posts"] = posts
    return view


def test_a_village_says_selling_there_encloses_a_region(home):
    d, board, match = open_board(3, 5)
    adapter = board.adapter
    region = region_with_villages(4)
    villages = list(D.REGION_VILLAGES[region])
    last = villages[-1]
    mine = board.presented["players"][0]["colour"]
    theirs = board.presented["players"][1]["colour"]
    view = view_with_posts(board, {mine: villages[:-1], theirs: villages[:-1]})
    text = adapter.tooltip(tuple(int(v) for v in adapter.xy[last]), view)
    assert f"Selling here encloses {region} (" in text
    assert f"{match.names[1]} selling here would enclose {region}" in text
    # where the post already stands, or another village is missing, nothing is promised
    text = adapter.tooltip(tuple(int(v) for v in adapter.xy[villages[0]]), view)
    assert "encloses" not in text and "would enclose" not in text


def test_a_region_lists_what_each_player_still_lacks(home):
    d, board, match = open_board(3, 5)
    adapter = board.adapter
    region = region_with_villages(4)
    villages = list(D.REGION_VILLAGES[region])
    mine = board.presented["players"][0]["colour"]
    view = view_with_posts(board, {mine: villages[:2]})
    text = adapter.tooltip(adapter.medallion_rect(region).center, view)
    lacking_mine = ", ".join(D.VILLAGE_NAMES[v] for v in villages[2:])
    assert f"{match.names[0]}: 2 of 4, lacks {lacking_mine}." in text
    everything = ", ".join(D.VILLAGE_NAMES[v] for v in villages)
    for seat in (1, 2):                # players without a post there lack all of them
        assert f"{match.names[seat]}: 0 of 4, lacks {everything}." in text
