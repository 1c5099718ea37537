# The seat firmware's main loop under the WebAssembly port, driven by the
# test's commands on stdin (one per line):
#   p I L   button I (0 ◀, 1 ▶, 2 ●) to level L (0 pressed)
#   t MS    the module's clock jumps MS ms ahead (a press without waiting)
#   k I MS  a press of button I lasting MS on the module's clock, then MS
#           more: down, a step, the jump, up, a step, the jump (all at once,
#           so the time the test machine takes does not lengthen the press)
#   s       print "S <panel RAM hex> <framebuf hex> <pages> <bad> <repeats> <resent> <dropped>"
#   m       print "M <heap high-water since start> <heap now>"
#   q       quit
# One command a pass of the main loop, so each level set is seen by a step.
import binascii
import gc

import js
import machine

import keys
import ssd1306
from seat import Seat

io = js.seatio
skew = 0


def now():
    return (int(io.now()) + skew) & 0x3FFFFFFF


gc.collect()
base = gc.mem_alloc()
pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in (10, 11, 12)]
bus = machine.I2C(0)
screen = ssd1306.SSD1306(bus)
seat = Seat(machine.UART(0), screen, keys.Keys(pins), "E6614103E7452D2F", now())
top = gc.mem_alloc() - base
print("R")
running = True
while running:
    line = io.ctl()
    if line:  # one command a pass: a step sees each level the test sets
        w = line.split()
        if w[0] == "p":
            machine.LEVELS[(10, 11, 12)[int(w[1])]] = int(w[2])
        elif w[0] == "t":
            skew += int(w[1])
        elif w[0] == "k":
            pin = (10, 11, 12)[int(w[1])]
            machine.LEVELS[pin] = 0
            seat.step(now())
            skew += int(w[2])
            machine.LEVELS[pin] = 1
            seat.step(now())
            skew += int(w[2])
        elif w[0] == "s":
            ep = seat.ep
            print(
                "S",
                binascii.hexlify(bus.panel(0x3C).ram).decode(),
                binascii.hexlify(screen.buf).decode(),
                seat.pages,
                ep.bad + ep.parser.bad,
                ep.repeats,
                ep.resent,
                seat.dropped,
            )
        elif w[0] == "m":
            print("M", top, gc.mem_alloc() - base)
        elif w[0] == "q":
            running = False
    seat.step(now())
    a = gc.mem_alloc() - base
    if a > top:
        top = a
    io.sleep(1)
