"""The seat module's firmware on a Raspberry Pi Pico (MicroPython): copied
with scripts/flash-seat, started by MicroPython at power-on.

Wiring (hardware/README.md): screen on I2C0 (GP4 SDA, GP5 SCL), buttons
◀ ▶ ● from GP10, GP11, GP12 to GND; the link on the USB port (or on UART0,
GP0 TX / GP1 RX, with LINK = "uart").

Hold ● while plugging the module in to leave the USB line to the REPL
(mpremote), e.g. to flash it again."""

import binascii
import select
import sys
import time

import machine
import micropython

import keys
import ssd1306
from seat import Seat

LINK = "usb"  # or "uart"
UART_BAUD = 921600
I2C_PINS = (4, 5)  # SDA, SCL
KEY_PINS = (10, 11, 12)  # ◀ ▶ ●


class UsbStream:
    """The USB serial port (stdin/stdout) as the link, bytes as they are."""

    def __init__(self):
        self.poll = select.poll()
        self.poll.register(sys.stdin, select.POLLIN)
        self.inp = sys.stdin.buffer
        self.out = sys.stdout.buffer

    def read(self):
        b = bytearray()
        while len(b) < 512 and self.poll.poll(0):
            b += self.inp.read(1)
        return bytes(b) if b else None

    def write(self, data):
        self.out.write(data)


def main():
    pins = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in KEY_PINS]
    if pins[2].value() == 0:
        print("doubloon seat: select held at power-on, link off, REPL free")
        return
    i2c = machine.I2C(0, sda=machine.Pin(I2C_PINS[0]), scl=machine.Pin(I2C_PINS[1]), freq=400000)
    screen = ssd1306.SSD1306(i2c)
    if LINK == "uart":
        stream = machine.UART(0, UART_BAUD, tx=machine.Pin(0), rx=machine.Pin(1), timeout=0)
    else:
        micropython.kbd_intr(-1)  # link bytes include 0x03: no Ctrl-C on this line
        stream = UsbStream()
    uid = binascii.hexlify(machine.unique_id()).decode().upper()
    seat = Seat(stream, screen, keys.Keys(pins), uid, time.ticks_ms())
    while True:
        seat.step(time.ticks_ms())
        time.sleep_ms(1)


main()
