# The pocket table's main loop under the WebAssembly port, driven by the
# test's commands on stdin, one per pass (as seat_harness.py):
#   p I L / t MS / k I MS   as in seat_harness.py
#   s       print "S <mode> <cursor> <peek> <line>|<line>|..."
#   q       quit
# Every action applied prints "A <canonical JSON>"; the end of the game
# prints "F <canonical JSON of the final score>". Argument: the seed, in
# the first line on stdin ("seed N").
import sys

sys.path.insert(0, "/pocket")

import js  # noqa: E402
import machine  # noqa: E402

import keys  # noqa: E402
import ssd1306  # noqa: E402
from core import canon  # noqa: E402
from core.puerto_rico.endgame import final_score  # noqa: E402
from pocket import Pocket  # noqa: E402

io = js.seatio
skew = 0


def now():
    return (int(io.now()) + skew) & 0x3FFFFFFF


line = ""
while not line:
    line = io.ctl()
    io.sleep(1)
seed = int(line.split()[1])
pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in (10, 11, 12)]
pocket = Pocket(
    ssd1306.SSD1306(machine.I2C(0)),
    keys.Keys(pins),
    seed=seed,
    on_action=lambda a: print("A", canon.dumps(a)),
)
print("R")
over = False
running = True
while running:
    line = io.ctl()
    if line:
        w = line.split()
        if w[0] == "p":
            machine.LEVELS[(10, 11, 12)[int(w[1])]] = int(w[2])
        elif w[0] == "t":
            skew += int(w[1])
        elif w[0] == "k":
            pin = (10, 11, 12)[int(w[1])]
            machine.LEVELS[pin] = 0
            pocket.step(now())
            skew += int(w[2])
            machine.LEVELS[pin] = 1
            pocket.step(now())
            skew += int(w[2])
        elif w[0] == "s":
            print("S", pocket.mode, pocket.cursor, int(pocket.peek), "|".join(pocket.lines))
        elif w[0] == "q":
            running = False
    pocket.step(now())
    if pocket.mode == "over" and not over:
        over = True
        print("F", canon.dumps(final_score(pocket.state)))
    io.sleep(1)
