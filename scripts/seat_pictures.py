#!/usr/bin/env python3
"""Pictures of a seat module's screen for hardware/README.md, read back
from the module's panel (the firmware under MicroPython, its SSD1306 RAM
kept by the fake I2C bus), and of the board naming an unplugged module.

    .venv/bin/python scripts/seat_pictures.py [--out hardware/screens]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "hardware", "screens"))
    args = ap.parse_args()
    from PIL import Image

    import core
    from drivers.serial_seat import SerialSeat
    from firmware.app import screen_failed
    from firmware.emulator.capture import sheet
    from firmware.games.puerto_rico.frames import board_frame, seat_frame
    from firmware.games.puerto_rico.table import Table
    from tests.support.micropython.seat import ModuleProcess

    def panel_image(raw):
        img = Image.new("1", (128, 64))
        px = img.load()
        for p in range(8):
            for x in range(128):
                b = raw[p * 128 + x]
                for bit in range(8):
                    if b >> bit & 1:
                        px[x, p * 8 + bit] = 1
        return img

    shots = []
    m = ModuleProcess()
    shots.append(("seat-module-waiting", panel_image(m.status()["panel"])))
    table = Table(core.new_game(["Anne", "Bernie", "Chris", "David"], seed=5))
    seat = SerialSeat(port=m.port)
    seat.start()
    end = time.monotonic() + 20
    while seat.fault() and time.monotonic() < end:
        time.sleep(0.01)
    seat.display(seat_frame(table, table.deciding()))
    while (seat.ep.busy() or seat._sent != seat._target) and time.monotonic() < end:
        time.sleep(0.01)
    shots.append(("seat-module-pick-role", panel_image(m.status()["panel"])))
    seat.close()
    m.close()
    table.set_status([screen_failed(2, "en")])
    shots.append(("board-seat-module-unplugged", board_frame(table)))
    for name, img in shots:
        path = os.path.join(args.out, name + ".png")
        sheet({"x": img}, ["x"], 3).save(path)
        print(path)


if __name__ == "__main__":
    main()
