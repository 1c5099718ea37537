"""The front ends by name: the real hardware (firmware.app.Hardware) and
the emulated ones (firmware.emulator), each a view and an input source of
one session (firmware.session), which asks for one here.
"""

from __future__ import annotations

import sys
from typing import TextIO

from firmware.app import FrontEnd, FrontEndError, Hardware
from firmware.emulator.capture import Captured
from firmware.emulator.pygame_window import Window
from firmware.emulator.script import Script
from firmware.emulator.terminal import Terminal
from firmware.emulator.text import Text


def front_end(
    name: str = "terminal",
    stdin: TextIO | None = None,
    out: TextIO | None = None,
    keys: str | None = None,
    hardware: str | None = None,
    capture_dir: str = "out/capture",
    keeps: bool = True,
    setup: bool = False,
    board: str | None = None,
) -> FrontEnd:
    """The front end by name, as luma's ``create_device`` picks a device:
    ``hardware`` (a profile) wins; then "pygame", "capture", "text" (a game
    in plain text; with ``setup`` the start screen needs the device's
    screens, so the terminal or the keys run everything); else scripted
    keys (``keys``, or standard input when it is not a terminal) or the
    interactive terminal. ``board``: the emulated board screen
    (drivers.oled.DEVICES: "ssd1322" is 256x64; None: the SSD1306); the
    profile says it for ``hardware``, the text table draws no screens.
    FrontEndError when it cannot start."""
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    if board is not None and hardware:
        raise FrontEndError("--board is for the emulator: the profile %s says which board screen" % hardware)
    if board is not None and name == "text" and not setup:
        raise FrontEndError("--board: the text table draws no screens; leave out --emulator text")
    board = board or "ssd1306"
    if hardware:
        return Hardware(hardware)
    if name == "pygame":
        return Window(stdin, out, board=board)
    if name == "capture":
        return Captured(keys or "", capture_dir, out, board=board)
    if name == "text" and not setup:
        return Text(stdin, out, keeps=keeps)
    if keys is not None or not stdin.isatty():
        return Script(keys if keys is not None else stdin.read(), out, board=board)
    return Terminal(stdin, out, board=board)
