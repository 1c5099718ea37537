"""A model of the SSD1306/SH1106/SSD1309 and SSD1322 display RAM, fed by
the bytes a driver sends: the serial interface of the emulated screens and
of the tests. What the terminal shows is what a real panel would hold,
bytes and all."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from drivers.const import sh1106 as SH1106, ssd1306 as SSD1306, ssd1322 as SSD1322


class ControllerRAM:
    """Serial interface (luma's ``command``/``data``) that decodes the
    addressing commands both controllers use and keeps 8 x 128 bytes."""

    def __init__(
        self, width: int = 128, height: int = 64, kind: str = "ssd1306", page_offset: int = 2
    ) -> None:
        if kind == "ssd1309":  # the SSD1306's commands and RAM
            kind = "ssd1306"
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


class GreyRAM:
    """Serial interface modelling the SSD1322's RAM: 480 x 128 pixels of 4
    bits, columns addressed in groups of 4 pixels (2 bytes). luma sends a
    command's byte with ``command`` and its arguments with ``data``; the
    data after WRITERAM fills the column and row window, left to right
    then down (the horizontal increment luma sets). A 256-wide panel shows
    the columns from group ``(480 - width) / 8`` (28), as luma centres it."""

    GROUPS, ROWS = 120, 128

    def __init__(self, width: int = 256, height: int = 64) -> None:
        self.width, self.height, self.kind = width, height, "ssd1322"
        self.first_group = (480 - width) // 8
        self.ram = [bytearray(self.GROUPS * 2) for _ in range(self.ROWS)]
        self.col_lo, self.col_hi = 0, self.GROUPS - 1
        self.row_lo, self.row_hi = 0, self.ROWS - 1
        self.byte, self.row = 0, 0  # the write cursor: byte in the row, row
        self.cmd: int | None = None
        self.args: list[int] = []
        self.commands: list[int] = []  # every command byte, in order
        self.data_bytes = 0  # data bytes received (arguments too)
        self.writes = 0  # data() calls
        self.fail: Exception | None = None  # set to emulate a dead bus

    def command(self, *cmd: int) -> None:
        if self.fail is not None:
            raise self.fail
        self.commands.extend(cmd)
        for c in cmd:
            self.cmd, self.args = c, []
            if c == SSD1322.WRITERAM:
                self.byte, self.row = self.col_lo * 2, self.row_lo

    def data(self, data: Sequence[int]) -> None:
        if self.fail is not None:
            raise self.fail
        self.writes += 1
        self.data_bytes += len(data)
        if self.cmd == SSD1322.WRITERAM:
            for b in data:
                self._write(b)
            return
        self.args.extend(data)
        if len(self.args) >= 2 and self.cmd == SSD1322.SETCOLUMNADDR:
            self.col_lo, self.col_hi = self.args[0], self.args[1]
        elif len(self.args) >= 2 and self.cmd == SSD1322.SETROWADDR:
            self.row_lo, self.row_hi = self.args[0], self.args[1]

    def _write(self, b: int) -> None:
        if self.row < self.ROWS and self.byte < self.GROUPS * 2:
            self.ram[self.row][self.byte] = b
        self.byte += 1
        if self.byte > self.col_hi * 2 + 1:  # past the window's last group: next row
            self.byte = self.col_lo * 2
            self.row = self.row + 1 if self.row < self.row_hi else self.row_lo

    def cleanup(self) -> None:
        pass

    def image(self) -> Image.Image:
        """The panel's pixels as a mode-1 image (a pixel lit at any grey)."""
        start = self.first_group * 2
        shown = b"".join(bytes(row[start : start + self.width // 2]) for row in self.ram[: self.height])
        grey = Image.frombytes("L", (self.width, self.height), shown, "raw", "L;4")  # left pixel: high nibble
        return grey.point(lambda v: 255 if v else 0).convert("1", dither=Image.Dither.NONE)


def panel_ram(kind: str) -> ControllerRAM | GreyRAM:
    """The modelled RAM of a panel by its controller's name."""
    return GreyRAM() if kind == "ssd1322" else ControllerRAM(kind=kind)
