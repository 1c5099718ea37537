"""The pocket table on a Raspberry Pi Pico (MicroPython): a whole game on
one screen and three buttons, wired as a seat module (hardware/README.md).
Copied with ``scripts/flash-seat --pocket``, with core/ beside it."""

import time

import machine

import keys
import ssd1306
from pocket import Pocket

I2C_PINS = (4, 5)  # SDA, SCL
KEY_PINS = (10, 11, 12)  # ◀ ▶ ●


def main():
    pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in KEY_PINS]
    i2c = machine.I2C(0, sda=machine.Pin(I2C_PINS[0]), scl=machine.Pin(I2C_PINS[1]), freq=400000)
    pocket = Pocket(ssd1306.SSD1306(i2c), keys.Keys(pins))
    while True:
        pocket.step(time.ticks_ms())
        time.sleep_ms(5)


main()
