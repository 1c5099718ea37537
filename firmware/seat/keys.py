"""The module's three buttons (◀ ▶ ●) on machine.Pin, pulled up, pressed
= low. Sampled on every pass of the main loop and debounced by level: a
button's new level is taken once BOUNCE_MS have passed since its last
change, so bouncing contacts give one edge and a release in the bounce
window is still seen on a later pass."""

from link import ticks_diff

BOUNCE_MS = 30  # as drivers.buttons.ButtonHub on the Pi


class Keys:
    def __init__(self, pins, bounce_ms=BOUNCE_MS):
        self.pins = pins
        self.bounce = bounce_ms
        self.down = [False] * len(pins)
        self.at = [None] * len(pins)  # ms of the last edge taken

    def poll(self, now):
        """Edges since the last poll: [(index, pressed, ms)]."""
        out = []
        for i in range(len(self.pins)):
            pressed = self.pins[i].value() == 0
            if pressed == self.down[i]:
                continue
            if self.at[i] is not None and ticks_diff(now, self.at[i]) < self.bounce:
                continue
            self.down[i] = pressed
            self.at[i] = now
            out.append((i, pressed, now))
        return out

    def held(self, i):
        return self.pins[i].value() == 0
