"""A model of the SSD1306/SH1106 display RAM, fed by the bytes a driver
sends: the serial interface of the emulated screens and of the tests. What
the terminal shows is what a real panel would hold, bytes and all."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from drivers.const import sh1106 as SH1106, ssd1306 as SSD1306


class ControllerRAM:
    """Serial interface (luma's ``command``/``data``) that decodes the
    addressing commands both controllers use and keeps 8 x 128 bytes."""

    def __init__(
        self, width: int = 128, height: int = 64, kind: str = "ssd1306", page_offset: int = 2
    ) -> None:
        self.width, self.height, self.kind = width, height, kind
        self.pages = height // 8
        self.ram = [bytearray(width) for _ in range(self.pages)]
        self.offset = page_offset if kind == "sh1106" else 0
        self.col_lo, self.col_hi = 0, width - 1
        self.page_lo, self.page_hi = 0, self.pages - 1
        self.col, self.page = 0, 0
        self.commands: list[int] = []  # every command byte, in order
        self.data_bytes = 0  # data bytes received
        self.writes = 0  # data() calls
        self.fail: Exception | None = None  # set to emulate a dead bus

    def command(self, *cmd: int) -> None:
        if self.fail is not None:
            raise self.fail
        self.commands.extend(cmd)
        seq = list(cmd)
        while seq:
            c = seq.pop(0)
            if self.kind == "ssd1306" and c == SSD1306.COLUMNADDR and len(seq) >= 2:
                self.col_lo, self.col_hi = seq.pop(0), seq.pop(0)
                self.col = self.col_lo
            elif self.kind == "ssd1306" and c == SSD1306.PAGEADDR and len(seq) >= 2:
                self.page_lo, self.page_hi = seq.pop(0), seq.pop(0)
                self.page = self.page_lo
            elif SSD1306.SETPAGESTART <= c < SSD1306.SETPAGESTART + 8:
                self.page = c - SSD1306.SETPAGESTART
            elif self.kind == "sh1106" and SH1106.SETLOWCOLUMN <= c < SH1106.SETLOWCOLUMN + 16:
                self.col = (self.col & 0xF0) | (c - SH1106.SETLOWCOLUMN)
            elif self.kind == "sh1106" and SH1106.SETHIGHCOLUMN <= c < SH1106.SETHIGHCOLUMN + 16:
                self.col = ((c - SH1106.SETHIGHCOLUMN) << 4) | (self.col & 0x0F)

    def data(self, data: Sequence[int]) -> None:
        if self.fail is not None:
            raise self.fail
        self.writes += 1
        for b in data:
            self.data_bytes += 1
            x = self.col - self.offset
            if 0 <= x < self.width and 0 <= self.page < self.pages:
                self.ram[self.page][x] = b
            self.col += 1
            if self.kind == "ssd1306" and self.col > self.col_hi:
                self.col = self.col_lo
                self.page = self.page + 1 if self.page < self.page_hi else self.page_lo

    def cleanup(self) -> None:
        pass

    def image(self) -> Image.Image:
        """The panel's pixels as a mode-1 image."""
        img = Image.new("1", (self.width, self.height))
        px = img.load()
        for p in range(self.pages):
            row = self.ram[p]
            for x in range(self.width):
                b = row[x]
                if b:
                    for bit in range(8):
                        if b >> bit & 1:
                            px[x, p * 8 + bit] = 1
        return img
