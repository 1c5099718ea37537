"""``doubloon play --emulator pygame``: the screens in a window, scaled
and OLED-coloured, and the keyboard as buttons with real key-down and
key-up, so holding a key is a long press as on the table.

pygame is optional (``pip install pygame``); the terminal emulator needs
nothing more than the rest of doubloon.
"""

from drivers.keyboard import key_map
from firmware.capture import sheet

TICK_MS = 20


def run_pygame(table, frames_limit=None, scale=3, events=None):
    """Run the table in a pygame window until it is closed (or, for tests,
    ``frames_limit`` loop passes; ``events``: [(pass, event)] to post)."""
    import pygame
    from firmware.emulator import Emulated
    emu = Emulated(table)
    keys = key_map(table.seat_count)
    pygame.init()
    try:
        order = list(emu.titles)
        first = sheet(emu.images(), order, scale)
        window = pygame.display.set_mode(first.size)
        pygame.display.set_caption("doubloon: " + "  ".join(emu.titles[n] for n in order))
        shown = None
        passes = 0
        emu.app.redraw()
        while frames_limit is None or passes < frames_limit:
            passes += 1
            for when, ev in events or ():
                if when == passes:
                    pygame.event.post(ev)
            for ev in pygame.event.get():
                if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                    return emu
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
        return emu
    finally:
        emu.close()
        pygame.quit()
