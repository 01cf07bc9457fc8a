import rules, time
from rules.core import RandomBot
g = rules.get('itchy_feet')
t=time.time(); total=0
for players in (2, 4, 6):
    state = g.new(players, 1)
    bots = [RandomBot(s, 1) for s in range(players)]
    while (d := state.pending()) is not None:
        total += 1
        state.apply(bots[d.seat].choose(None, d).id)
print(total, time.time()-t)
