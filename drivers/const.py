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
