"""SSD1306 on machine.I2C for the seat module: a framebuf over the
controller's own layout (8 pages of 128 column bytes, bit 0 at the top:
framebuf.MONO_VLSB), so a page span from the Pi is copied in and sent to
the panel as it came, with no conversion. After micropython-lib's
ssd1306.py, cut to what the module needs."""

import framebuf

# commands (SSD1306 datasheet, section 10)
CONTRAST = 0x81
ENTIRE_ON = 0xA4
NORM_INV = 0xA6
DISP = 0xAE
MEM_ADDR = 0x20
COL_ADDR = 0x21
PAGE_ADDR = 0x22
DISP_START_LINE = 0x40
SEG_REMAP = 0xA0
MUX_RATIO = 0xA8
COM_OUT_DIR = 0xC0
DISP_OFFSET = 0xD3
COM_PIN_CFG = 0xDA
DISP_CLK_DIV = 0xD5
PRECHARGE = 0xD9
VCOM_DESEL = 0xDB
CHARGE_PUMP = 0x8D


class SSD1306:
    def __init__(self, i2c, addr=0x3C, width=128, height=64):
        self.i2c, self.addr = i2c, addr
        self.width, self.height = width, height
        self.pages = height // 8
        self.buf = bytearray(self.pages * width)  # allocated once
        self.fb = framebuf.FrameBuffer(self.buf, width, height, framebuf.MONO_VLSB)
        self._cmd = bytearray(2)
        self._cmd[0] = 0x80  # Co=1, D/C#=0: one command byte follows
        self._data = memoryview(self.buf)
        self.bytes_sent = 0
        for c in (
            DISP,  # off while set up
            MEM_ADDR, 0x00,  # horizontal addressing: a window fills row by row
            DISP_START_LINE,
            SEG_REMAP | 0x01,
            MUX_RATIO, height - 1,
            COM_OUT_DIR | 0x08,
            DISP_OFFSET, 0x00,
            COM_PIN_CFG, 0x02 if width > 2 * height else 0x12,
            DISP_CLK_DIV, 0x80,
            PRECHARGE, 0xF1,
            VCOM_DESEL, 0x30,
            CONTRAST, 0xFF,
            ENTIRE_ON,
            NORM_INV,
            CHARGE_PUMP, 0x14,
            DISP | 0x01,
        ):  # fmt: skip
            self.cmd(c)
        self.show()

    def cmd(self, c):
        self._cmd[1] = c
        self.i2c.writeto(self.addr, self._cmd)
        self.bytes_sent += 2

    def span(self, page, col, data):
        """Columns col.. of ``page`` become ``data``, in the buffer and on
        the panel. The caller has checked that they fit."""
        i = page * self.width + col
        self.buf[i : i + len(data)] = data
        self._send(page, col, col + len(data) - 1)

    def _send(self, page, lo, hi):
        for c in (COL_ADDR, lo, hi, PAGE_ADDR, page, page):
            self.cmd(c)
        i = page * self.width
        self.i2c.writevto(self.addr, (b"\x40", self._data[i + lo : i + hi + 1]))
        self.bytes_sent += 2 + hi - lo

    def show(self):
        """The whole buffer to the panel (after drawing with self.fb)."""
        for p in range(self.pages):
            self._send(p, 0, self.width - 1)
