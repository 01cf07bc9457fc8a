"""The in-game rules reference: every game in every language, with the same anchors, a section for
every decision prompt and an entry for every card, tile and space."""
import pathlib
import re

import pytest

import rules
from scenes import reference_text as R

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = ("dominion", "nauticus", "hermagor", "hotel_tycoon", "kairo", "itchy_feet")
LANGS = ("en", "hu", "et")

# Decision prompts of the games whose rules are not on the shelf yet: Hotel Tycoon 4.13 and Itchy
# Feet 4.18 of their specs; Kairo's as its rules branch names them (the spec's 4.10 only sketches
# the steps). Once a game is registered its prompt literals in the rules package are checked too.
SPEC_PROMPTS = {
    "hotel_tycoon": ["roll", "purchase", "permit", "free_build", "free_entrance", "extras",
                     "sell", "bid"],
    "itchy_feet": ["itchy.turn", "itchy.guide.take", "itchy.tpost.pay", "itchy.smuggle.card",
                   "itchy.smuggle.to", "itchy.backpacker.discard", "itchy.recycle.take",
                   "itchy.recycle.pay", "itchy.trade.partner", "itchy.trade.give",
                   "itchy.trade.ask", "itchy.trade.answer", "itchy.steal.victim",
                   "itchy.steal.pay", "itchy.travel.pay", "itchy.dump.forbidden",
                   "itchy.dump.pay", "itchy.limit", "itchy.event.lost",
                   "itchy.event.overweight", "itchy.event.mixup", "itchy.event.security",
                   "itchy.after_action", "itchy.bucket.country", "itchy.bucket.pay"],
    "kairo": ["action", "permit", "wildcard", "build_kind", "colour", "stall", "entrance",
              "cell", "fee", "own", "other", "customer", "criers", "target", "draw1", "draw2",
              "discard", "final_action", "setup_colour", "setup_neutral"],
}


def registered():
    return {g.id: g for g in list(rules.GAMES.values()) + rules.coming()}


def code_prompts(game_id):
    """Every prompt key literal ("dominion.mine.gain") in a game's rules package."""
    prefixes = "|".join({game_id, game_id.split("_")[0]})      # Itchy Feet's keys are "itchy.*"
    found = set()
    for path in (ROOT / "rules" / game_id).rglob("*.py"):
        found |= set(re.findall(rf"[\"']((?:{prefixes})\.[a-z_.]+[a-z_])[\"']", path.read_text()))
    return found


def all_prompts(game_id):
    spec = {p if "." in p else f"{game_id}.{p}" for p in SPEC_PROMPTS.get(game_id, ())}
    return sorted(spec | (code_prompts(game_id) if game_id in registered() else set()))


def component_names(game_id):
    """Cards, tiles and spaces a tooltip may link to."""
    if game_id == "dominion":
        from rules.dominion import cards
        return list(cards.CARDS)
    if game_id == "hermagor":
        from rules.hermagor import data as D
        return (list(D.GOODS) + list(D.BUILDING_NAMES) + list(D.SPECIAL_TILES)
                + list(D.GOODS_TILES) + list(D.ACTION_TILES) + list(D.LANES)
                + list(D.DUCHIES) + D.board_object_ids(5))
    if game_id == "nauticus":
        from rules.nauticus import data as D
        return (list(D.TILE_ORDER) + list(D.ACTIONS) + list(D.REWARDS) + list(D.BONUSES)
                + D.board_object_ids(4))
    return SPEC_COMPONENTS[game_id]


# Component ids of the games not on the shelf yet, from their specs' data sections.
SPEC_COMPONENTS = {
    "hotel_tycoon": ["ARTIKA", "REINE", "DRAGON", "ZEBRA", "REEF", "UPTOWN", "COCONUT",
                     "ALKALIF", "HANGAR", "CONTROL TOWER", "TOWER", "START", "START_APRON"]
                    + [f"S{i:02d}" for i in range(1, 32)] + ["S13-UPTOWN", "S07-DRAGON"],
    "kairo": ["c07_06", "c00_05", "label:P5", "S1", "S5", "P1-a", "P9-c", "J-N", "J-E", "K1",
              "crier_space", "medal:red:gold", "medal:purple:silver", "display:0", "deck",
              "discard", "supply:white", "tray:blue", "red", "green", "blue", "yellow", "white",
              "purple"],
    "itchy_feet": ["SUN-1", "ADP-4", "item:PHR", "FB-1", "FB-3", "PC-2", "PP-EST", "PP-MEX",
                   "passport", "forbidden", "postcard", "special:TPOST", "SP-MOUSETRAP",
                   "SP-CREDIT", "SP-GUIDE", "SP-TPOST", "SP-MAP", "EV-UNREST", "EV-LOST",
                   "EV-MIXUP", "EV-TOURIST", "EV-SECURITY", "EV-OVERWEIGHT", "CH-BACKPACKER",
                   "CH-HIPPIE", "CH-PICKPOCKET", "CH-DIPLOMAT", "CH-OVERPACKER", "CH-FLYER",
                   "CH-SMUGGLER", "THA", "NOR", "JPN", "PER", "ISL", "IND", "CHE", "BRA", "KEN",
                   "VNM", "NZL", "CAN", "draw_pile", "discard_pile", "centre_country",
                   "me_hand"],
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_language_file_exists_and_parses(game, lang):
    path = R.path_for(game, lang)
    assert path.exists(), path
    title, sections = R.parse(path.read_text(encoding="utf-8"), lang)
    assert title and sections
    assert sections[0].anchor == "overview"
    for section in sections:
        assert section.body.strip(), f"{game}/{lang}: empty section {section.anchor}"
        assert section.title.strip()


@pytest.mark.parametrize("game", GAMES)
def test_same_sections_in_every_language(game):
    def shape(lang):
        _title, sections = R.parse(R.path_for(game, lang).read_text(encoding="utf-8"), lang)
        return [(s.level, s.anchors) for s in sections]
    english = shape("en")
    anchors = [a for _level, group in english for a in group]
    assert len(anchors) == len(set(anchors)), "an anchor is used twice"
    for lang in LANGS[1:]:
        assert shape(lang) == english, f"{game}/{lang} differs from en"


@pytest.mark.parametrize("game", GAMES)
def test_every_prompt_has_its_section(game):
    prompts = all_prompts(game)
    assert prompts
    for lang in LANGS:
        for prompt in prompts:
            found = R.resolve(game, prompt, lang)
            assert found is not None, f"{game}/{lang}: no section for {prompt}"
            assert found.lang == lang
            assert R.section_for(game, lang, prompt) is found


def test_registered_games_are_all_covered():
    assert set(registered()) <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_component_has_an_entry(game):
    for lang in LANGS:
        for name in component_names(game):
            entry = R.entry_for(game, lang, name)
            assert entry is not None, f"{game}/{lang}: no entry for {name}"
            assert entry.lang == lang


def test_section_for_falls_back_to_the_overview():
    for lang in LANGS:
        assert R.section_for("dominion", lang, None).anchor == "overview"
        assert R.section_for("dominion", lang, "dominion.no_such_choice").anchor == "overview"


def test_prompt_resolution_goes_from_specific_to_general():
    assert R.prompt_anchors("dominion", "dominion.mine.gain") == ["mine.gain", "mine", "gain"]
    assert R.section_for("dominion", "en", "dominion.mine.gain").anchor == "mine"
    assert R.section_for("dominion", "hu", "dominion.buy").title.startswith("Vásárlás")
    assert R.section_for("dominion", "et", "dominion.throne_room").anchor == "throne_room"


def test_entries_by_id_and_by_name():
    assert R.entry_for("dominion", "hu", "cellar").title.startswith("Pince")
    assert R.entry_for("dominion", "hu", "Pince").anchor == "cellar"
    assert R.entry_for("dominion", "et", "Cellar").anchor == "cellar"
    assert R.entry_for("dominion", "en", "no such card") is None


def test_missing_section_falls_back_to_english(monkeypatch):
    title, sections = R.parse("# T\n\n## Overview {#overview}\n\nShort.\n", "hu")
    assert title == "T" and sections[0].body == "Short."
    original = R.document

    def hungarian_overview_only(game, lang):
        return (title, tuple(sections)) if lang == "hu" else original(game, lang)
    monkeypatch.setattr(R, "document", hungarian_overview_only)
    found = R.find("dominion", "hu", "smithy")
    assert found is not None and found.lang == "en"
    assert R.section_for("dominion", "hu", "dominion.buy").lang == "en"
    assert R.section_for("dominion", "hu", None).lang == "hu"


def test_heading_without_anchor_is_an_error():
    with pytest.raises(ValueError):
        R.parse("# T\n\n## Overview\n\ntext\n")


@pytest.mark.parametrize("game,lang,accented,plain", [
    ("dominion", "hu", "Várárok", "vararok"), ("dominion", "hu", "győzelmi", "gyozelmi"),
    ("dominion", "et", "Võidupunkt", "voidupunkt"), ("dominion", "et", "käsi", "kasi"),
    ("hermagor", "hu", "Áringadozás", "aringadozas"), ("nauticus", "hu", "árboc", "ARBOC"),
    ("kairo", "hu", "kikiáltókártya", "kikialtokartya"), ("itchy_feet", "et", "hiirelõks",
                                                           "hiireloks"),
    ("hotel_tycoon", "et", "väljaost", "valjaost"), ("hermagor", "et", "Õnnistus", "onnistus")])
def test_search_ignores_accents(game, lang, accented, plain):
    hits_plain = R.search(game, lang, plain)
    hits_accented = R.search(game, lang, accented)
    assert hits_plain and hits_plain == hits_accented
    assert all(R.fold(accented) in R.fold(s.title + " " + s.body) for s in hits_plain)


def test_search_ranks_titles_first_and_needs_every_word():
    hits = R.search("dominion", "en", "moat")
    assert hits[0].anchor == "moat"
    assert R.search("dominion", "en", "moat xyzzy") == []
    assert R.search("dominion", "en", "   ") == []


@pytest.mark.parametrize("game", GAMES)
def test_search_finds_words_in_every_language(game):
    for lang in LANGS:
        entry = R.sections(game, lang)[-1]
        word = max(re.findall(r"\w+", entry.title), key=len)
        assert entry in R.search(game, lang, R.fold(word))


@pytest.mark.parametrize("game_id", sorted(registered()))
def test_a_played_game_finds_its_prompts_and_option_targets(game_id):
    """Every prompt met in play has its section, and every board object a decision points at (a
    card, a tile, a space) links to an entry, except the seats' own areas."""
    import random
    game = registered()[game_id]
    state, chooser, seen, prompts = game.new(game.max_players, 7), random.Random(7), set(), set()
    for _ in range(300):
        decision = state.pending()
        if decision is None:
            break
        seen |= {o.target for o in decision.options if o.target}
        prompts.add(decision.prompt)
        state.apply(chooser.choice(decision.options))
    assert all(R.resolve(game_id, p, "en") is not None for p in prompts), prompts
    seen = {t for t in seen if not re.match(r"(seat|panel):\d", t)}
    assert seen
    for lang in LANGS:
        missing = sorted(t for t in seen if R.entry_for(game_id, lang, t) is None)
        assert not missing, f"{game_id}/{lang}: {missing}"


def test_blocks_split_paragraphs_lists_and_bold():
    body = "First line\nsame paragraph.\n\n- **Bold** item\n  continued\n- second\n\n1. one\n2. two"
    assert R.blocks(body) == [
        ("p", "", [("First line same paragraph.", False)]),
        ("bullet", "", [("Bold", True), (" item continued", False)]),
        ("bullet", "", [("second", False)]),
        ("number", "1.", [("one", False)]),
        ("number", "2.", [("two", False)])]


@pytest.mark.parametrize("game", GAMES)
def test_every_section_renders_to_blocks_without_stray_marks(game):
    for lang in LANGS:
        for section in R.sections(game, lang):
            parts = R.blocks(section.body)
            assert parts, section.anchor
            assert section.body.count("**") % 2 == 0, f"{game}/{lang}: unpaired ** in {section.anchor}"
            for _kind, _marker, runs in parts:
                assert all("**" not in text and "{#" not in text for text, _bold in runs)


def test_every_character_of_the_reference_has_a_glyph():
    """The overlay draws the reference with the bundled DejaVu Sans (regular and bold): no
    character of any file may fall back to the .notdef box."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.font.init()
    chars = set()
    for game in GAMES:
        for lang in LANGS:
            chars |= set(R.path_for(game, lang).read_text(encoding="utf-8")) - set(" \n")
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.font.Font(str(ROOT / "assets" / "fonts" / name), 20)

        def image(ch):
            surf = font.render(ch, True, (255, 255, 255), (0, 0, 0))
            return surf.get_size(), pygame.image.tobytes(surf, "RGB")
        notdef = image("\ue000")
        missing = sorted(ch for ch in chars if image(ch) == notdef)
        assert not missing, f"{name} lacks {missing}"
