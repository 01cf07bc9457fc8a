"""The in-game rules reference (F1): parsing and lookup, with no pygame so tests and tools use it.

Each game has `assets/rules/<game>/<lang>.md` for en, hu and et. A file is a `# Title` line and
sections: `## Heading {#anchor #more-anchors}` is a topic, `### Heading {#anchor}` an entry (a
card, a tile, a kind of space) inside the topic above it. Anchors are the same in every language;
the first one names the section, the others are aliases (decision prompts, component ids).

    section_for("dominion", "hu", "dominion.mine.gain")   # the section about a pending decision
    entry_for("hermagor", "et", "G05")                    # the entry a tooltip links to
    search("kairo", "hu", "arus")                         # accent-insensitive, best first

A section missing from a language falls back to the English one, so a half-translated file never
leaves a decision without help.
"""
from __future__ import annotations

import importlib
import pathlib
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

ROOT = pathlib.Path(__file__).resolve().parent.parent / "assets" / "rules"
FALLBACK_LANG = "en"
HEADING = re.compile(r"^(#{2,3})\s+(.*?)\s*\{((?:\s*#[\w.-]+)+)\s*\}\s*$")

# Component ids that name a whole family of things (tile G05, stall S23, village "hollin") open
# one shared entry. Patterns match the id as the rules spell it (case matters: V1 is a lane, v12
# a market space); a (module, attribute) pair names a table of ids in the rules' data.
ENTRY_FAMILIES = {
    "hermagor": ((r"G\d\d", "goods-tiles"), (r"A[3-6][ab]?|action_stack", "action-tiles"),
                 (r"E\d\d", "roads"), (r"R\d\d", "regions"), (r"[HV]\d", "market-income"),
                 (r"S\d\d|[hvx]\d\d", "market"), (r"(slot):.*", "production"),
                 (r"(price|arrow):.*", "prices"), (r"nobility:.*", "nobility"),
                 (r"bag", "market"), (r"panel:.*|start_tile", "overview"),
                 (("rules.hermagor.data", "VILLAGES"), "villages")),
    "nauticus": ((r"supply_(.*)", r"\1"), (r"hull_.*", "hulls"), (r"(mast|sail)_crown", "crowns"),
                 (r"mast_.*", "masts"), (r"sail_.*", "sails"), (r"good_.*", "goods"),
                 (r"S\d(_.*)?|bonus_.*", "action-spaces"), (r"wheel.*|anchor_tile", "wheel"),
                 (r"rw_.*", "rewards"), (r"p\d_warehouse.*", "warehouse"),
                 (r"p\d_ship.*", "shipyard"), (r"p\d_delivered_.*", "deliver"),
                 (r"p\d_pass_.*", "passing"), (r"p\d_extra", "extra"),
                 (r"p\d_(taler|workers)", "workers"), (r"p\d_vp_badge|vp_\d+", "end"),
                 (r"round_.*|round_marker|start_player|board", "round")),
    "hotel_tycoon": ((r"S\d\d-[A-Z]+", "entrances"), (r"S\d\d", "squares"),
                     (r"START.*", "movement"), (r"CONTROL[ _]TOWER", "tower")),
    "kairo": ((r"c\d\d_\d\d|label:P\d", "board"), (r"S[1-5]", "customers"),
              (r"P\d-[abc]", "building-cards"), (r"J-[NMSWCE]", "jokers"),
              (r"K\d|crier_space", "crier-cards"), (r"medal:.*", "medals"),
              (r"display:\d|deck|discard", "draw"), (r"supply:.*", "tents"),
              (r"tray:.*", "money")),
    "itchy_feet": ((r"([A-Z]{3})-[1-4]", r"\1"), (r"item:([A-Z]{3})", r"\1"),
                   (r"PP-[A-Z]{3}", "passports"), (r"FB-\d", "forbidden"),
                   (r"PC-\d", "postcards"), (r"special:([A-Z]+)", r"sp-\1"),
                   (r"me_.*|action_bar|log_panel|event_banner", "table")),
}


@dataclass(frozen=True)
class Section:
    anchors: tuple          # first = the section's id; the rest are aliases
    title: str
    level: int              # 2 = topic, 3 = entry
    body: str               # markdown: paragraphs and "- " bullets
    lang: str
    parent: str | None      # the topic an entry belongs to

    @property
    def anchor(self) -> str:
        return self.anchors[0]


@lru_cache(maxsize=4096)      # a search folds every section's title and body at each keystroke
def fold(text: str) -> str:
    """Lower case without accents, so "arus" finds "árus" and "oun" finds "õun"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def path_for(game: str, lang: str) -> pathlib.Path:
    return ROOT / game / f"{lang}.md"


def parse(text: str, lang: str = FALLBACK_LANG) -> tuple[str, list[Section]]:
    """The document title and its sections in order. Text before the first section is dropped."""
    title, sections, current, body, parent = "", [], None, [], None

    def close():
        if current is not None:
            sections.append(Section(current[0], current[1], current[2], "\n".join(body).strip(),
                                    lang, current[3]))

    for line in text.splitlines():
        if line.startswith("# ") and not title:
            title = line[2:].strip()
            continue
        match = HEADING.match(line)
        if match:
            close()
            level = len(match.group(1))
            anchors = tuple(a.lower() for a in match.group(3).replace("#", " ").split())
            if level == 2:
                parent = anchors[0]
            current, body = (anchors, match.group(2).strip(), level,
                             parent if level == 3 else None), []
        elif line.startswith("## ") or line.startswith("### "):
            raise ValueError(f"heading without anchor: {line!r}")
        elif current is not None:
            body.append(line)
    close()
    return title, sections


@lru_cache(maxsize=None)
def document(game: str, lang: str) -> tuple[str, tuple]:
    """(title, sections) of a game's reference in a language; English if the file is missing."""
    path = path_for(game, lang)
    if not path.exists():
        if lang == FALLBACK_LANG:
            raise FileNotFoundError(f"no rules reference for {game!r}: {path}")
        return document(game, FALLBACK_LANG)
    title, sections = parse(path.read_text(encoding="utf-8"), lang)
    return title, tuple(sections)


def sections(game: str, lang: str) -> list[Section]:
    return list(document(game, lang)[1])


def _by_anchor(game: str, lang: str, anchor: str) -> Section | None:
    for section in document(game, lang)[1]:
        if anchor in section.anchors:
            return section
    return None


def find(game: str, lang: str, anchor: str) -> Section | None:
    """The section with this anchor, in the language or else in English."""
    anchor = anchor.lower()
    found = _by_anchor(game, lang, anchor)
    if found is None and lang != FALLBACK_LANG:
        found = _by_anchor(game, FALLBACK_LANG, anchor)
    return found


def prompt_anchors(game: str, prompt: str) -> list[str]:
    """Anchors to try for a decision prompt, most specific first: "dominion.mine.gain" gives
    "mine.gain", "mine", "gain" (a longer name before its parts; the game prefix dropped)."""
    key = prompt.lower()
    for prefix in (game + ".", game.split("_")[0] + "."):
        if key.startswith(prefix):
            key = key[len(prefix):]
            break
    parts = key.split(".")
    tries = [".".join(parts[:n]) for n in range(len(parts), 0, -1)]
    tries += [p for p in reversed(parts[1:])]
    return list(dict.fromkeys(tries))


def resolve(game: str, prompt: str, lang: str = FALLBACK_LANG) -> Section | None:
    """The section written for this prompt, or None (no generic fallback)."""
    for anchor in prompt_anchors(game, prompt):
        found = find(game, lang, anchor)
        if found is not None:
            return found
    return None


def section_for(game: str, lang: str, prompt: str | None) -> Section:
    """The best section to open for a pending decision; the overview when nothing fits (or no
    decision is pending)."""
    if prompt:
        found = resolve(game, prompt, lang)
        if found is not None:
            return found
    return find(game, lang, "overview") or sections(game, lang)[0]


def entry_for(game: str, lang: str, name: str) -> Section | None:
    """The entry about a card, tile or space: by id ("smithy", "G05", "SP_FLUCT"), by a family
    pattern (every village id opens "villages"), or by its title in that language or English."""
    key = name.strip().lower()
    found = find(game, lang, key) or find(game, lang, key.replace(" ", "_"))
    if found is not None:
        return found
    anchor = family_anchor(game, name.strip())
    if anchor is not None and anchor != name.strip():
        return find(game, lang, anchor) or entry_for(game, lang, anchor)
    if ":" in name:                     # option targets like "card:P1-a" or "action:grab"
        return entry_for(game, lang, name.split(":", 1)[1])
    wanted = fold(name)
    for language in dict.fromkeys((lang, FALLBACK_LANG)):
        for section in document(game, language)[1]:
            if _title_names(section.title, wanted):
                return find(game, lang, section.anchor)
    return None


def family_anchor(game: str, name: str) -> str | None:
    """The shared entry for a component id of a family, or None."""
    for pattern, anchor in ENTRY_FAMILIES.get(game, ()):
        if isinstance(pattern, tuple):
            if name in getattr(importlib.import_module(pattern[0]), pattern[1]):
                return anchor
        else:
            match = re.fullmatch(pattern, name)
            if match:
                return match.expand(anchor)
    return None


def blocks(body: str) -> list[tuple[str, str, list]]:
    """A section body as the overlay draws it: (kind, marker, runs) per paragraph or list item,
    kind "p", "bullet" or "number" (marker "3."), runs [(text, bold), ...] from **bold** marks.
    Lines of one paragraph are joined; a list item's continuation lines belong to it."""
    out, current = [], None
    for line in body.splitlines():
        text = line.strip()
        item = re.match(r"^(- |(\d+)\. )(.*)$", text)
        if not text:
            current = None
        elif item:
            current = ["number" if item.group(2) else "bullet",
                       f"{item.group(2)}." if item.group(2) else "", item.group(3)]
            out.append(current)
        elif current is None:
            current = ["p", "", text]
            out.append(current)
        else:
            current[2] += " " + text
    return [(kind, marker, _runs(text)) for kind, marker, text in out]


def _runs(text: str) -> list:
    parts = text.split("**")
    return [(part, i % 2 == 1) for i, part in enumerate(parts) if part]


def _title_names(title: str, wanted: str) -> bool:
    """A title like "Pince (Cellar)" names both "pince" and "cellar"."""
    names = [fold(part).strip() for part in re.split(r"[()/,]", title)]
    return wanted in [n for n in names if n]


def search(game: str, lang: str, query: str, limit: int = 20) -> list[Section]:
    """Sections containing every word of the query, ignoring case and accents; title hits first."""
    words = fold(query).split()
    if not words:
        return []
    scored = []
    for order, section in enumerate(document(game, lang)[1]):
        title, body = fold(section.title), fold(section.body)
        if all(w in title or w in body for w in words):
            names = [n.strip() for n in re.split(r"[()/,]", title)]
            score = (100 if " ".join(words) in names else 0) + \
                sum(10 for w in words if w in title) + sum(body.count(w) for w in words)
            scored.append((-score, order, section))
    scored.sort(key=lambda item: item[:2])
    return [section for _score, _order, section in scored[:limit]]
