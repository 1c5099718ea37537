"""A fake ``machine`` module for the seat firmware under the MicroPython
WebAssembly port: Pins whose levels the test sets, an I2C bus with a model
of an SSD1306's RAM behind it (what the panel would show), and a UART whose
bytes go through the runner (seat_runner.mjs) to a pty or a pipe."""

import binascii

LEVELS = {}  # pin id -> level the test drives (pull-ups: 1 when untouched)


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1

    def __init__(self, n, mode=IN, pull=None):
        self.n = n
        LEVELS.setdefault(n, 1)

    def value(self):
        return LEVELS[self.n]


# SSD1306 commands that take arguments: how many
ARGS = {0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0xA8: 1, 0xD3: 1, 0xDA: 1, 0xD5: 1, 0xD9: 1, 0xDB: 1, 0x8D: 1}


class Panel:
    """SSD1306 RAM fed by I2C writes: horizontal addressing windows."""

    def __init__(self, width=128, height=64):
        self.width, self.pages = width, height // 8
        self.ram = bytearray(self.pages * width)
        self.args = []
        self.col_lo, self.col_hi, self.page_lo, self.page_hi = 0, width - 1, 0, self.pages - 1
        self.col, self.page = 0, 0
        self.bytes = 0

    def command(self, c):
        a = self.args
        a.append(c)
        if len(a) <= ARGS.get(a[0], 0):
            return  # its arguments are still to come
        if a[0] == 0x21:
            self.col_lo, self.col_hi, self.col = a[1], a[2], a[1]
        elif a[0] == 0x22:
            self.page_lo, self.page_hi, self.page = a[1], a[2], a[1]
        self.args = []

    def data(self, b):
        for x in b:
            self.ram[self.page * self.width + self.col] = x
            self.col += 1
            if self.col > self.col_hi:
                self.col = self.col_lo
                self.page = self.page + 1 if self.page < self.page_hi else self.page_lo


class I2C:
    def __init__(self, n=0, sda=None, scl=None, freq=400000):
        self.panels = {}

    def panel(self, addr):
        p = self.panels.get(addr)
        if p is None:
            p = self.panels[addr] = Panel()
        return p

    def writeto(self, addr, buf):
        p = self.panel(addr)
        p.bytes += len(buf)
        if buf[0] == 0x80:
            p.command(buf[1])
        elif buf[0] == 0x40:
            p.data(buf[1:])

    def writevto(self, addr, bufs):
        b = b""
        for x in bufs:
            b += bytes(x)
        self.writeto(addr, b)


class UART:
    """The link, through the runner's file descriptor (a pty or a pipe)."""

    def __init__(self, n=0, baud=921600, tx=None, rx=None, timeout=0):
        import js  # the WebAssembly port's bridge to node (seat_runner.mjs)

        self.io = js.seatio

    def read(self):
        h = self.io.read(512)
        return binascii.unhexlify(h) if h else None

    def write(self, data):
        self.io.write(binascii.hexlify(data).decode())
        return len(data)


def unique_id():
    return b"\xe6\x61\x41\x03\xe7\x45\x2d\x2f"
