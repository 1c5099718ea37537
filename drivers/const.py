"""The controllers' command bytes by name: luma.oled's own table
(``luma/oled/const.py``), plus the one command it writes as a bare number.

luma's SH1106 ``display()`` selects a page with ``0xB0 + page``; the
datasheets call it "Set Page Start Address" (SSD1306, page addressing mode)
and "Set Page Address" (SH1106). As in luma, the SH1106 shares the SSD1306's
names.
"""

from luma.oled import const as _luma


class ssd1306(_luma.ssd1306):
    SETPAGESTART = 0xB0  # + page (0-7)


sh1106 = ssd1306


class ssd1322(_luma.ssd1322):
    """The SSD1322's window and write commands (luma writes them as bare
    numbers); a command's arguments go as data bytes (D/C high)."""

    SETCOLUMNADDR = 0x15  # first, last column group (4 pixels each, 0-119)
    SETROWADDR = 0x75  # first, last row (0-127)
    WRITERAM = 0x5C  # the data that follows goes into the window
