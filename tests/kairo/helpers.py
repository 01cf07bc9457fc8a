"""Positions of the spec's worked examples (§9), built directly: 4 players (turn positions A-D
are seats 0-3), predefined setup, customers red S1, green S2, blue S3, yellow S4, white S5,
purple off the board, 1 unit of every colour, empty hands unless a test says otherwise."""
from rules.kairo import GAME
from rules.kairo.data import COLOURS, NEUTRAL, PREDEFINED, START_SPACES, cell, cell_id

A, B, C, D = 0, 1, 2, 3
DRAW = ("red", "green", "blue", "yellow", "white")


def c(x, y):
    return cell_id(cell(x, y))


def start(players=4, seed=1, **variants):
    state = GAME.new(players, seed, {"setup": "predefined", **variants})
    state.start = state.turn = 0
    state.stalls = []
    for pos, colour, (sx, sy), (ex, ey) in PREDEFINED[players]:
        owner = NEUTRAL if pos == "neutral" else pos - 1
        state.stalls.append({"owner": owner, "colour": colour, "entrance": cell(ex, ey),
                             "tiles": [cell(sx, sy)]})
    state.customers = {colour: None for colour in COLOURS}
    for colour, space in zip(DRAW, START_SPACES):
        state.customers[colour] = space
    # every card back in the pile, known order; hands empty
    state.deck = sorted(state.deck + state.discard + [x for x in state.display if x]
                        + [x for h in state.hands for x in h])
    state.discard = []
    state.hands = [[] for _ in range(players)]
    state.display = [take(state, x) for x in ("P5-a", "P2-c", "P7-b", "J-E")]
    state.changed()
    state.touch()
    return state


def take(state, card):
    state.deck.remove(card)
    return card


def give(state, seat, *cards):
    for card in cards:
        for zone in (state.deck, state.discard):
            if card in zone:
                zone.remove(card)
                break
        else:
            slot = state.display.index(card)
            state.display[slot] = None
        state.hands[seat].append(card)
    state.touch()


def money(state, seat, **units):
    state.money[seat] = {colour: units.get(colour, 0) for colour in COLOURS}
    state.touch()


def add_tent(state, owner, colour, x, y):
    k = state.stall_of(owner, colour)
    state.stalls[k]["tiles"].append(cell(x, y))
    state.supply[colour] -= 1
    state.changed()
    state.touch()


def turn(state, seat):
    state.turn = seat
    state.touch()


def play(state, *ids):
    events = []
    for option_id in ids:
        events += state.apply(option_id)
    return events


def ids(state):
    return state.pending().ids


def prompt(state):
    return state.pending().prompt
