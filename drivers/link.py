"""The seat link: frames between the Pi and a seat module over a serial line
(USB or UART). Format and messages in hardware/seat-link.md.

This module runs unchanged on CPython (the Pi side, drivers.serial_seat) and
on MicroPython (the Pico, firmware/seat/, where it is copied as link.py):
integers only, no typing, no dict order, no del on bytearray slices.

    frame = SYNC LEN TYPE SEQ PAYLOAD[LEN] CRC16(LEN..PAYLOAD, big-endian)

``Endpoint`` is one side's state machine, with no I/O and no clock of its
own: ``feed(bytes, now)`` gives the messages delivered in order (each
sequenced one once), ``send(type, payload, now)`` queues one, and
``poll(now)`` gives the bytes to write now (new frames, resends,
acknowledgements, heartbeats). ``now`` is in milliseconds, wrapping as
MicroPython's ``time.ticks_ms()``.
"""

VERSION = 1  # protocol version, in both hellos
SYNC = 0xA5
MAX_PAYLOAD = 136  # a whole 128-column page and its header, with room
HEAD = 4  # SYNC LEN TYPE SEQ
OVERHEAD = 6  # HEAD + CRC
FRAME_MAX = OVERHEAD + MAX_PAYLOAD  # the longest frame: the parser's buffer

# Module -> Pi (the Pi accepts only these)
M_HELLO = 0x01  # VERSION, fw major, minor, patch, width, height, next, expect, nonce, ms(4), uid...
M_BUTTON = 0x02  # button 0-2, pressed 0/1, module ms (4 bytes)  [sequenced]
M_BEAT = 0x03  # module ms (4 bytes), bad frames seen (2 bytes)
M_ACK = 0x04  # (no payload: SEQ is the last frame taken)
# Pi -> module (the module accepts only these)
P_HELLO = 0x81  # VERSION, nonce 1-255: "say who you are" (answered with the nonce)
P_PAGE = 0x82  # page, first column, column bytes...  [sequenced]
P_BEAT = 0x83  # (no payload)
P_ACK = 0x84  # (no payload: SEQ is the last frame taken)

SEQUENCED = (M_BUTTON, P_PAGE)  # numbered, acknowledged, resent
MODULE_TYPES = (M_HELLO, M_BUTTON, M_BEAT, M_ACK)
PI_TYPES = (P_HELLO, P_PAGE, P_BEAT, P_ACK)

PERIOD = 1 << 30  # time.ticks_ms() wraps here on MicroPython
WINDOW = 8  # sequenced frames in flight, unacknowledged
QUEUE = 32  # sequenced messages waiting for room in the window; more are dropped
RESEND_MS = 150  # no acknowledgement for this long: send the window again
BEAT_MS = 400  # nothing sent for this long: a heartbeat
LOST_MS = 1500  # nothing valid received for this long: the other side is gone


def ticks_ms():
    """Now in ms, wrapping as MicroPython's time.ticks_ms() (CPython side)."""
    import time

    return int(time.monotonic() * 1000) & (PERIOD - 1)


def ticks_diff(a, b):
    """a - b in ms, for clocks that wrap at PERIOD (as time.ticks_diff)."""
    return ((a - b + (PERIOD >> 1)) & (PERIOD - 1)) - (PERIOD >> 1)


def _table():
    t = []
    for i in range(256):
        c = i << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) if c & 0x8000 else (c << 1)
        t.append(c & 0xFFFF)
    return t


_CRC = _table()


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF): b"123456789" -> 0x29B1."""
    t = _CRC
    for b in data:
        crc = ((crc << 8) & 0xFF00) ^ t[(crc >> 8) ^ b]
    return crc


def frame(kind, seq, payload=b""):
    """One frame as bytes. ValueError for a payload over MAX_PAYLOAD."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("payload of %d bytes, at most %d" % (n, MAX_PAYLOAD))
    body = bytes((n, kind & 0xFF, seq & 0xFF)) + bytes(payload)
    c = crc16(body)
    return bytes((SYNC,)) + body + bytes((c >> 8, c & 0xFF))


class Parser:
    """Bytes in, whole frames out. A bad frame (bad CRC, oversized length)
    is counted in ``bad`` and only its start byte is dropped, so a real
    frame inside it is still found; bytes before a start byte are counted
    in ``junk``. ``idle()``: the line went quiet, so a frame left half
    (a module unplugged mid-frame) will never end: drop it.

    The buffer is allocated once, as micropython-lib's drivers do: frames
    whole in the bytes fed are read where they lie, and only a frame begun
    and not yet whole waits in ``_buf`` for the next ``feed``, so a feed
    allocates little more than what it hands out (the payloads)."""

    def __init__(self):
        self._buf = bytearray(FRAME_MAX)  # a frame begun: its first _n bytes
        self._view = memoryview(self._buf)
        self._n = 0
        self.bad = 0
        self.junk = 0
        self.frames = 0

    @property
    def buf(self):
        """The frame begun and not yet whole, as bytes."""
        return bytes(self._buf[: self._n])

    def feed(self, data):
        """The frames completed by ``data``: a list of (type, seq, payload)."""
        out = []
        if not data:
            return out  # the module's loop asks 1,000 times a second
        if type(data) is not bytes:
            data = bytes(data)  # for bytes.find (not every MicroPython bytearray has it)
        had = self._n
        if had > 1 and had + len(data) < HEAD + self._buf[1] + 2:
            self._buf[had : had + len(data)] = data  # still not whole: the common short feed
            self._n = had + len(data)
            return out
        i = 0
        if had:
            i = self._resume(data, out)
            if self._n:
                return out  # all of data went to the frame begun
        view = memoryview(data)
        end = len(data)
        while i < end:
            at = data.find(b"\xa5", i)
            if at < 0:
                self.junk += end - i
                return out
            self.junk += at - i
            i = at
            if end - i < 2:
                break
            n = data[i + 1]
            if n <= MAX_PAYLOAD and end - i < HEAD + n + 2:
                break  # the frame goes on in the next feed
            if self._take(view, i, n, out):
                i += HEAD + n + 2
            else:
                i += 1  # only the start byte: a real frame may begin inside
        self._n = end - i  # at most a frame begun: shorter than FRAME_MAX
        if self._n:
            self._view[: self._n] = view[i:end]
        return out

    def _take(self, view, i, n, out):
        """The frame of payload length ``n`` at ``view[i]``, whole unless
        ``n`` is too long, into ``out``; False (and counted bad) when it is
        not a frame."""
        body = HEAD + n
        if n > MAX_PAYLOAD or crc16(view[i + 1 : i + body]) != (view[i + body] << 8 | view[i + body + 1]):
            self.bad += 1
            return False
        out.append((view[i + 2], view[i + 3], bytes(view[i + HEAD : i + body])))
        self.frames += 1
        return True

    def _resume(self, data, out):
        """Finish the frame begun in an earlier feed with the first bytes
        of ``data``; how many it took (all of them while it is not whole).
        A bad frame gives back what it took of ``data``."""
        while self._n:
            had = self._n
            n = self._buf[1] if had > 1 else data[0]
            take = 0
            if n <= MAX_PAYLOAD:
                take = min(HEAD + n + 2 - had, len(data))
                # all of a short feed (the common case) is copied as it is
                self._buf[had : had + take] = data if take == len(data) else data[:take]
                if had + take < HEAD + n + 2:
                    self._n = had + take
                    return take
            if self._take(self._view, 0, n, out):
                self._n = 0
                return take
            out.extend(self._again(had))
        return 0

    def _again(self, had):
        """The frame that waited (its first ``had`` bytes) is not one: its
        start byte goes and the bytes behind it are read again (rarely: a
        copy is allocated). The frames found in them."""
        rest = bytes(self._buf[1:had])
        self._n = 0
        return self.feed(rest)

    def idle(self):
        """Drop a frame left half; returns the frames found behind it."""
        out = []
        while self._n:
            self.bad += 1
            out.extend(self._again(self._n))
        return out


class Endpoint:
    """One side of the link. ``accept``: the message types this side takes
    (any other is a bad frame). SEQUENCED types are numbered, acknowledged
    and resent until acknowledged (go-back-N, WINDOW frames in flight; the
    receiver takes only the next number, acknowledges again a repeat and
    drops a frame from the future). ``ack``/``beat``: this side's
    acknowledgement and heartbeat types. The Pi takes the module's
    numbering from the answer to its hello (``renumber``).

    Counters: ``bad`` (frames dropped: bad CRC, wrong type), ``repeats``
    (sequenced frames already taken), ``resent``, ``overflow`` (messages
    dropped because the queue was full)."""

    def __init__(self, accept, ack, beat, now):
        self.accept = accept
        self.ack_type = ack
        self.beat_type = beat
        self.parser = Parser()
        self.next = 0  # number of our next sequenced frame
        self.expect = 0  # number of the peer's next sequenced frame
        self.unacked = []  # [(seq, frame bytes)], oldest first
        self.queue = []  # [(type, payload)] waiting for room in the window
        self.out = []  # frames to write at the next poll
        self.sent_at = now  # when we last wrote anything
        self.resend_at = now  # when the oldest unacked frame was (re)sent
        self.heard_at = now  # when we last took a valid frame
        self.heard = False  # anything valid since start (or since reset())
        self.must_ack = False
        self.bad = self.repeats = self.resent = self.overflow = 0

    # -- in ----------------------------------------------------------------
    def feed(self, data, now, idle=False):
        """Messages delivered by ``data``: a list of (type, payload), in
        order. ``idle``: the line has been quiet (drop a half frame)."""
        frames = self.parser.feed(data)
        if idle:
            frames += self.parser.idle()
        out = []
        for kind, seq, payload in frames:
            if kind not in self.accept:
                self.bad += 1
                continue
            self.heard_at = now
            self.heard = True
            if kind == M_ACK or kind == P_ACK:  # the peer's (accept filters)
                self._acked(seq, now)
            elif kind in SEQUENCED:
                if seq == self.expect:
                    self.expect = (seq + 1) & 0xFF
                    out.append((kind, payload))
                else:
                    self.repeats += 1
                self.must_ack = True  # a repeat: our acknowledgement was lost
            else:
                out.append((kind, payload))
        return out

    def _acked(self, seq, now):
        if not self.unacked:
            return
        d = (seq - self.unacked[0][0]) & 0xFF
        if d < len(self.unacked):
            self.unacked = self.unacked[d + 1 :]
            self.resend_at = now

    def renumber(self, peer_next, peer_expect):
        """Take the peer's numbering (from its answer to our hello, sent
        while we had nothing sequenced in flight). Our unacknowledged
        frames are dropped; the owner sends again what matters (the Pi:
        the whole screen)."""
        self.expect = peer_next
        self.next = peer_expect
        self.unacked = []
        self.queue = []

    # -- out ---------------------------------------------------------------
    def send(self, kind, payload, now):
        """Queue a message. A sequenced one waits for room in the window;
        False when the queue is full and it was dropped."""
        if kind not in SEQUENCED:
            self.out.append(frame(kind, 0, payload))
            return True
        if len(self.queue) >= QUEUE:
            self.overflow += 1
            return False
        self.queue.append((kind, payload))
        return True

    def room(self):
        """Sequenced messages that can still be queued without waiting."""
        return WINDOW - len(self.unacked) - len(self.queue)

    def busy(self):
        """Sequenced messages not yet acknowledged (queued or in flight)."""
        return len(self.unacked) + len(self.queue)

    def poll(self, now):
        """The bytes to write now."""
        parts = []
        if self.must_ack:
            parts.append(frame(self.ack_type, (self.expect - 1) & 0xFF))
            self.must_ack = False
        if self.unacked and ticks_diff(now, self.resend_at) >= RESEND_MS:
            for _, f in self.unacked:
                parts.append(f)
            self.resent += len(self.unacked)
            self.resend_at = now
        while self.queue and len(self.unacked) < WINDOW:
            kind, payload = self.queue.pop(0)
            f = frame(kind, self.next, payload)
            if not self.unacked:
                self.resend_at = now
            self.unacked.append((self.next, f))
            self.next = (self.next + 1) & 0xFF
            parts.append(f)
        parts += self.out
        self.out = []
        if not parts and ticks_diff(now, self.sent_at) >= BEAT_MS:
            parts.append(frame(self.beat_type, 0, self.beat_payload(now)))
        if parts:
            self.sent_at = now
        return b"".join(parts)

    def beat_payload(self, now):
        return b""

    def alive(self, now):
        """True while the peer has been heard within LOST_MS."""
        return self.heard and ticks_diff(now, self.heard_at) < LOST_MS


def u32(n):
    return bytes(((n >> 24) & 0xFF, (n >> 16) & 0xFF, (n >> 8) & 0xFF, n & 0xFF))


def get_u32(b, i):
    return (b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]
