# The seat firmware's main loop under the WebAssembly port, driven by the
# test's commands on stdin, one per pass of the loop (so each level set is
# seen by a step):
#   p I L   button I (0 ◀, 1 ▶, 2 ●) to level L (0 pressed)
#   t MS    the module's clock jumps MS ms ahead (a press without waiting)
#   k I MS  a press of button I lasting MS on the module's clock, then MS
#           more: down, a step, the jump, up, a step, the jump (all at once,
#           so the time the test machine takes does not lengthen the press)
#   s       print "S <panel RAM hex> <framebuf hex> <pages> <bad> <repeats> <resent> <dropped>"
#   g       from now on, measure the heap's high-water (a collection before
#           each pass and none during it: every byte a pass takes is counted)
#   m       print "M <heap after start> <high-water> <heap now>" (bytes over
#           the heap before the firmware was imported)
#   r       print "RT <us> <us>": real time from the release of the last k
#           press to the first and to the last page taken after it
#   q       quit
import gc

import js
import machine

io = js.seatio
gc.collect()
base = gc.mem_alloc()

import binascii  # noqa: E402

import keys  # noqa: E402
import ssd1306  # noqa: E402
from seat import Seat  # noqa: E402

skew = 0


def now():
    return (int(io.now()) + skew) & 0x3FFFFFFF


pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in (10, 11, 12)]
bus = machine.I2C(0)
screen = ssd1306.SSD1306(bus)
seat = Seat(machine.UART(0), screen, keys.Keys(pins), "E6614103E7452D2F", now())
gc.collect()
start = gc.mem_alloc() - base
top = start
measure = False
released = None  # us of the last k release, and the pages taken then
first = last = 0
print("R")
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
            seat.step(now())
            skew += int(w[2])
            machine.LEVELS[pin] = 1
            seat.step(now())
            released = (io.now_us(), seat.pages)
            first = last = 0
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
        elif w[0] == "g":
            measure = True
        elif w[0] == "m":
            print("M", start, top, gc.mem_alloc() - base)
        elif w[0] == "r":
            print("RT", first, last)
        elif w[0] == "q":
            running = False
    if measure:
        gc.collect()
        gc.disable()
        seat.step(now())
        a = gc.mem_alloc() - base
        gc.enable()
        if a > top:
            top = a
    else:
        seat.step(now())
    if released is not None and seat.pages > released[1]:
        last = io.now_us() - released[0]
        if not first:
            first = last
        released = (released[0], seat.pages)
    io.sleep(1)
