"""``doubloon play --emulator pygame``: the screens in a window, scaled
and OLED-coloured, and the keyboard as buttons with real key-down and
key-up, so holding a key is a long press as on the table.

pygame is optional (``pip install pygame``); the terminal emulator needs
nothing more than the rest of doubloon.
"""

from __future__ import annotations

from typing import Any, Callable, TextIO

from drivers.keyboard import key_map
from firmware.app import FrontEnd, FrontEndError
from firmware.emulator.capture import sheet
from firmware.emulator.device import Emulated
from firmware.emulator.terminal import ask_resume
from firmware.modes.base import Mode

TICK_MS = 20


def run_pygame(
    mode: Mode,
    frames_limit: int | None = None,
    scale: int = 3,
    events: list[tuple] | None = None,
    saving: Callable[[], Any] | None = None,
    board: str = "ssd1306",
) -> bool:
    """Run ``mode`` in a pygame window until it is closed or done (or, for
    tests, ``frames_limit`` loop passes; ``events``: [(pass, event)] to
    post; ``saving``: the session's journal writer; ``board``: the
    emulated board screen). True when the window was closed."""
    import pygame  # optional: only this front end needs it

    emu = Emulated(mode, saving=saving, board=board)
    keys = key_map(mode.seat_count)
    pygame.init()
    try:
        order = list(emu.titles)
        first = sheet(emu.images(), order, scale)
        window = pygame.display.set_mode(first.size)
        pygame.display.set_caption("doubloon: " + "  ".join(emu.titles[n] for n in order))
        shown = None
        passes = 0
        emu.app.redraw()
        while (frames_limit is None or passes < frames_limit) and not mode.done:
            passes += 1
            for when, ev in events or ():
                if when == passes:
                    pygame.event.post(ev)
            for ev in pygame.event.get():
                if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                    return True
                if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.unicode.lower() in keys:
                    pin = emu.keys.pins[keys[ev.unicode.lower()]]
                    (pin.drive_low if ev.type == pygame.KEYDOWN else pin.drive_high)()
            emu.app.step()
            images = emu.images()
            key = b"".join(images[n].tobytes() for n in order)
            if key != shown:
                shown = key
                pic = sheet(images, order, scale)
                window.blit(pygame.image.fromstring(pic.tobytes(), pic.size, "RGB"), (0, 0))
                pygame.display.flip()
            pygame.time.wait(TICK_MS)
        return False
    finally:
        emu.close()
        pygame.quit()


class Window(FrontEnd):
    """The pygame front end; FrontEndError when pygame is not installed.
    An unfinished game is offered on the terminal it was started from."""

    def __init__(self, stdin: TextIO, out: TextIO, board: str = "ssd1306") -> None:
        self.board = board
        try:
            import pygame  # noqa: F401  (optional: checked before anything is stored)
        except ImportError:
            raise FrontEndError("--emulator pygame needs pygame (pip install pygame)")
        self.stdin = stdin
        self.out = out

    def wants_resume(self, game: dict, lang: str = "en") -> bool:
        return self.stdin.isatty() and ask_resume(game, self.stdin, self.out, lang)

    def run(self, mode: Mode) -> None:
        self.left = run_pygame(mode, saving=self.saving, board=self.board)
