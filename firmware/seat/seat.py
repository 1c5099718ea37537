"""The seat module: the link to the Pi, the screen, the buttons. Frames
from the Pi can only put pixels on the screen (P_PAGE) or ask who we are
(P_HELLO); anything else, or a page that does not fit, is counted and
dropped. No clock or hardware of its own: ``step(now)`` is one pass of the
main loop (main.py on the Pico, a harness in the tests)."""

import link
from link import ticks_diff

FIRMWARE = (1, 0, 0)
IDLE_MS = 20  # no byte for this long: a frame left half will never end


class Seat:
    """``stream``: read() -> bytes or None without waiting, write(bytes);
    ``screen``: ssd1306.SSD1306; ``keys``: keys.Keys; ``uid``: the
    module's serial number (str)."""

    def __init__(self, stream, screen, keys, uid, now):
        self.stream, self.screen, self.keys = stream, screen, keys
        self.uid = uid
        self.ep = link.Endpoint(link.PI_TYPES, link.M_ACK, link.M_BEAT, now)
        self.ep.beat_payload = self._beat
        self.heard_at = now
        self.linked = False
        self.pages = 0  # page spans taken
        self.dropped = 0  # button edges not sent (no link)
        self.ep.send(link.M_HELLO, self._hello(0, now), now)  # "I am here" at boot (nonce 0)
        self.waiting()

    def _hello(self, nonce, now):
        s = self.screen
        uid = self.uid.encode()[:32]
        head = (link.VERSION,) + FIRMWARE + (s.width, s.height, self.ep.next, self.ep.expect, nonce)
        return bytes(head) + link.u32(now) + uid

    def _beat(self, now):
        bad = min(self.ep.bad + self.ep.parser.bad, 0xFFFF)
        return link.u32(now) + bytes((bad >> 8, bad & 0xFF))

    def waiting(self):
        """Our own screen while no Pi talks to us."""
        fb = self.screen.fb
        fb.fill(0)
        fb.text("doubloon seat", 0, 0, 1)
        fb.text("v%d.%d.%d" % FIRMWARE, 0, 12, 1)
        fb.text("waiting for", 0, 32, 1)
        fb.text("the table...", 0, 44, 1)
        fb.text(self.uid[-16:], 0, 56, 1)
        self.screen.show()

    def step(self, now):
        data = self.stream.read()
        if data:
            self.heard_at = now
        idle = not data and ticks_diff(now, self.heard_at) > IDLE_MS
        for kind, payload in self.ep.feed(data or b"", now, idle):
            if kind == link.P_PAGE:
                self._page(payload)
            elif kind == link.P_HELLO and len(payload) >= 2:
                # a new session: edges from the last one are stale
                self.ep.unacked = []
                self.ep.queue = []
                self.ep.send(link.M_HELLO, self._hello(payload[1], now), now)
            elif kind == link.P_HELLO:
                self.ep.bad += 1
        linked = self.ep.alive(now)
        for i, pressed, t in self.keys.poll(now):
            if linked:
                self.ep.send(link.M_BUTTON, bytes((i, 1 if pressed else 0)) + link.u32(t), now)
            else:
                self.dropped += 1  # nobody to tell: a press must not wait for the next Pi
        if self.linked and not linked:
            self.waiting()
        self.linked = linked
        out = self.ep.poll(now)
        if out:
            self.stream.write(out)

    def _page(self, payload):
        s = self.screen
        n = len(payload) - 2
        if n < 1 or payload[0] >= s.pages or payload[1] + n > s.width:
            self.ep.bad += 1
            return
        s.span(payload[0], payload[1], payload[2:])
        self.pages += 1
