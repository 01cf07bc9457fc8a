"""The UI monkey: random mouse moves, clicks, wheel turns, keys and typing, fed to the real app loop
(headless), many events per frame, with bots in the other seats.

A run aims at one scene (built by a factory): events are counted while that scene is on top; when
the monkey has wandered off (to the title, a load list, a results screen) for a few frames the
scene is built again. After every frame every game on the stack is checked: its invariants hold,
and every `apply` the app made was of an option the pending decision listed; every few frames, and
at the end, the game's log replays from its setup to the very same state.
"""
from __future__ import annotations

import random

import pygame
import pygame_gui

import rules
from rules.core import IllegalMove
from scenes.table.board import BoardScene
from scenes.table.match import Match
from tools import shelf

EVENTS_PER_FRAME = 100
OFF_TARGET_FRAMES = 1
REPLAY_EVERY = 25

KEYS = ([getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"] +
        [pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB,
         pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
         pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
         pygame.K_F11, pygame.K_F1, pygame.K_MINUS, pygame.K_PLUS])
TEXTS = ["a", "Z", "7", " ", "é", "ő", "ß", "Ж", "中", "😀", "\u202e", "\t", "0123456789",
         "Anna", "x" * 40, "<b>", "'; --", "%s%n"]


class Checked:
    """Wraps one Match: records every applied option with the options that were legal then."""

    def __init__(self, match: Match):
        self.match = match
        self.applied = 0
        self.problems: list[str] = []
        real = match.apply

        def apply(option_id: str):
            decision = match.state.pending()
            legal = set(decision.ids) if decision is not None else set()
            events = real(option_id)           # raises IllegalMove for what it refuses
            if option_id not in legal:
                self.problems.append(f"applied {option_id!r}, which was not among "
                                     f"{sorted(legal)[:8]}")
            self.applied += 1
            return events

        match.apply = apply

    def check(self, replay: bool) -> None:
        match = self.match
        problems = match.game.invariants(match.state)
        if problems:
            self.problems.append(f"invariants after {match.state.steps} decisions: {problems}")
        if replay:
            again = match.setup.new_state()
            for seat, option_id in match.state.history:
                decision = again.pending()
                if decision is None or decision.find(option_id) is None or seat != decision.seat:
                    self.problems.append(f"the log does not replay at {option_id!r}")
                    return
                again.apply(option_id)
            if again.to_dict() != match.state.to_dict():
                self.problems.append("the log replays to a different state")


class Run:
    """One monkey run against the scene `factory(run)` builds (and pushes) on the driver's app."""

    def __init__(self, driver, target: type, factory, seed: str, events: int,
                 rebuild_every: int | None = None):
        self.d = driver
        self.target = target
        self.factory = factory
        self.rng = random.Random(seed)
        self.seed = seed
        self.wanted = events
        self.rebuild_every = rebuild_every      # frames on target before a fresh build
        self.on_target = 0
        self.total = 0
        self.frames = 0
        self.builds = 0
        self.pops = 0
        self.checked: dict[int, Checked] = {}
        self.games_seen = 0
        self.decisions = 0
        self.finished_games = 0
        self.counter = 0

    # -- helpers for factories --
    def next_seed(self) -> int:
        self.counter += 1
        return 1000 + self.counter

    def match(self, game, humans: int = 1, players: int | None = None,
              late: float = 0.0) -> Match:
        """A new match: seat 1 (and 2 with humans=2) people, bots elsewhere; with chance `late`
        it starts from a position well into a random game, so that games reach their end."""
        players = players or self.rng.randint(game.min_players, game.max_players)
        seed = self.next_seed()
        variants, _ = shelf.variants_for(game, players, seed)
        setup = shelf.bot_setup(game, players, seed, variants, bots="simple", humans=humans)
        if self.rng.random() < late:
            state, _ = shelf.play_to(game, players, seed, "random", variants,
                                     fraction=self.rng.uniform(0.85, 0.99))
            return Match(setup, state)
        return Match(setup)

    # -- the events --
    def pos(self):
        r = self.rng.random()
        top = self.d.top
        if r < 0.35 and top is not None and top._ui is not None:
            elements = [e for e in top.ui.get_sprite_group().sprites()
                        if getattr(e, "visible", True) and e.rect.w > 0]
            if elements:
                rect = self.rng.choice(elements).rect
                return (min(1599, max(0, rect.centerx + self.rng.randint(-8, 8))),
                        min(899, max(0, rect.centery + self.rng.randint(-5, 5))))
        if r < 0.55 and isinstance(top, BoardScene):
            shapes = list(top.adapter.target_shapes(top.presented).values())
            if shapes:
                return tuple(map(int, self.rng.choice(shapes).center))
        return (self.rng.randrange(1600), self.rng.randrange(900))

    def events(self) -> list:
        out = []
        for _ in range(EVENTS_PER_FRAME):
            r = self.rng.random()
            if r < 0.38:
                pos = self.pos()
                pygame.mouse.set_pos(pos)
                out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                              buttons=(0, 0, 0), touch=False))
            elif r < 0.68:
                pos = self.pos()
                button = self.rng.choice([1, 1, 1, 1, 2, 3])
                pygame.mouse.set_pos(pos)
                out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button,
                                              touch=False))
                if self.rng.random() < 0.9:
                    out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button,
                                                  touch=False))
            elif r < 0.78:
                y = self.rng.choice([-3, -1, 1, 2])
                out.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                              precise_x=0.0, precise_y=float(y), touch=False,
                                              which=0))
            elif r < 0.94:
                key = self.rng.choice(KEYS)
                mod = self.rng.choice([0, 0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT])
                name = pygame.key.name(key)
                uni = name if len(name) == 1 else ""
                out.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni,
                                              scancode=0))
                out.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni,
                                              scancode=0))
            else:
                out.append(pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXTS)))
        return out

    # -- the run --
    def build(self) -> None:
        self.builds += 1
        self.factory(self)
        self.d.frame()

    def back_to_target(self) -> None:
        """Close what the monkey opened over the scene, or build the scene again if it is gone."""
        stack = self.d.app.stack
        if any(isinstance(s, self.target) for s in stack):
            while not isinstance(self.d.app.top, self.target):
                self.d.app.stack[-1].exit()
                self.d.app.stack.pop()
            self.d.app.top.resume()
            self.pops += 1
        else:
            self.build()

    def boards(self) -> list:
        return [s for s in self.d.app.stack if isinstance(s, BoardScene)]

    def watch(self) -> None:
        for board in self.boards():
            key = id(board.match)
            if key not in self.checked:
                self.checked[key] = Checked(board.match)
                self.games_seen += 1

    def check(self, final: bool = False) -> None:
        replay = final or self.frames % REPLAY_EVERY == 0
        for key, checked in list(self.checked.items()):
            live = any(b.match is checked.match for b in self.boards())
            if live or final:
                checked.check(replay)
            if checked.problems:
                raise AssertionError(f"monkey {self.seed}, frame {self.frames}: "
                                     + "; ".join(checked.problems[:5]))
            if not live:
                if checked.match.pending() is None:
                    self.finished_games += 1
                self.decisions += checked.applied
                del self.checked[key]

    def go(self) -> "Run":
        self.build()
        off = since_build = 0
        limit = self.wanted // EVENTS_PER_FRAME * 6 + 200
        while self.on_target < self.wanted:
            if self.frames > limit:
                raise AssertionError(f"monkey {self.seed}: only {self.on_target} events reached "
                                     f"{self.target.__name__} in {self.frames} frames")
            self.d.app.running = True          # Quit and Escape on the title just stop the loop
            self.watch()
            batch = self.events()
            on = isinstance(self.d.top, self.target)
            try:
                self.d.frame(batch, dt=self.rng.choice([0.016, 0.05, 0.1, 0.25]))
            except Exception as exc:
                raise AssertionError(f"monkey {self.seed}, frame {self.frames} on "
                                     f"{type(self.d.top).__name__}: {type(exc).__name__}: "
                                     f"{exc}") from exc
            self.frames += 1
            self.total += len(batch)
            if on:
                self.on_target += len(batch)
                off = 0
                since_build += 1
            else:
                off += 1
            if self.rebuild_every and since_build >= self.rebuild_every:
                self.build()
                since_build = 0
                continue
            self.watch()
            self.check()
            if off >= OFF_TARGET_FRAMES or not self.d.app.stack:
                if not any(isinstance(s, self.target) for s in self.d.app.stack):
                    since_build = 0
                self.back_to_target()
                off = 0
        self.check(final=True)
        self.decisions += sum(c.applied for c in self.checked.values())
        return self

    def summary(self) -> str:
        return (f"{self.seed}: {self.on_target} events on {self.target.__name__} "
                f"({self.total} in all, {self.frames} frames, {self.builds} builds, {self.pops} returns, "
                f"{self.games_seen} games, {self.decisions} decisions, {self.finished_games} finished)")


_FINISHED: dict = {}


def finished_match(game, seed: int) -> Match:
    """A game played to its end by bots (one of three per game: the fewest players, a middle
    count, the most), as the results screen gets it. Each is played once per test process (a
    whole game of simple bots is most of what a results or replay monkey costs), then copied."""
    which = seed % 3
    players = (game.min_players, (game.min_players + game.max_players) // 2,
               game.max_players)[which]
    key = (game.id, which)
    if key not in _FINISHED:
        state, _ = shelf.play_to(game, players, which, "simple")
        _FINISHED[key] = (game.load(state.to_dict()),
                          shelf.bot_setup(game, players, which, state.variants, bots="simple",
                                          humans=1))
    state, setup = _FINISHED[key]
    return Match(setup, state.copy(), autosave=False)   # copy: as independent as a load


__all__ = ["Run", "Checked", "finished_match", "IllegalMove", "rules", "pygame_gui"]
