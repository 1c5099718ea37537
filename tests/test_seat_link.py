"""The seat link's frames and state machine (drivers.link) on CPython:
the format, and that no byte sequence makes either side crash or deliver
anything but the frames that were sent, each once and in order."""

import random

from hypothesis import given, settings, strategies as st

from drivers import link

pi_ep = lambda: link.Endpoint(link.MODULE_TYPES, link.P_ACK, link.P_BEAT, 0)
module_ep = lambda: link.Endpoint(link.PI_TYPES, link.M_ACK, link.M_BEAT, 0)
payloads = st.binary(max_size=link.MAX_PAYLOAD)


def test_crc_is_ccitt_false():
    assert link.crc16(b"123456789") == 0x29B1


def test_frame_layout():
    f = link.frame(link.P_PAGE, 7, b"\x02\x10\xff")
    assert f[:4] == bytes((0xA5, 3, 0x82, 7))
    assert f[4:7] == b"\x02\x10\xff"
    assert f[7:] == link.crc16(f[1:7]).to_bytes(2, "big")
    assert len(f) == 3 + link.OVERHEAD


def test_oversized_payload_refused():
    try:
        link.frame(link.P_PAGE, 0, bytes(link.MAX_PAYLOAD + 1))
    except ValueError as e:
        assert "137" in str(e)
    else:
        raise AssertionError("no error")


@given(
    st.lists(st.tuples(st.integers(0, 255), st.integers(0, 255), payloads), max_size=8), st.integers(1, 50)
)
def test_frames_round_trip_in_any_chunks(frames, chunk):
    data = b"".join(link.frame(k, s, p) for k, s, p in frames)
    p = link.Parser()
    out = []
    for i in range(0, len(data), chunk):
        out += p.feed(data[i : i + chunk])
    assert out == [(k, s, pl) for k, s, pl in frames]
    assert p.bad == 0 and p.junk == 0


@given(st.binary(max_size=600), st.binary(max_size=600))
def test_a_frame_behind_any_junk_is_found(junk, junk2):
    good = link.frame(link.M_BUTTON, 3, b"\x01\x01\x00\x00\x00\x05")
    p = link.Parser()
    out = p.feed(junk + good + junk2)
    out += p.idle()  # the line went quiet: a half frame in the junk is dropped
    assert (link.M_BUTTON, 3, b"\x01\x01\x00\x00\x00\x05") in out
    assert p.buf == b""


def test_bad_crc_truncated_and_oversized_are_counted_and_dropped():
    good = link.frame(link.P_PAGE, 0, b"\x00\x00\x01")
    bad_crc = good[:-1] + bytes((good[-1] ^ 1,))
    oversized = bytes((0xA5, link.MAX_PAYLOAD + 1, 0x82, 0))
    p = link.Parser()
    assert p.feed(bad_crc + oversized + good[:5]) == []
    assert p.bad == 2
    assert p.idle() == []  # the module stopped mid-frame
    assert p.bad == 3
    assert p.feed(good) == [(0x82, 0, b"\x00\x00\x01")]


@given(st.binary(max_size=2000))
@settings(max_examples=300)
def test_random_bytes_deliver_nothing(data):
    """Random bytes (a CRC match aside, which hypothesis does not craft)
    deliver no message to either side and raise nothing."""
    for ep in (pi_ep(), module_ep()):
        assert ep.feed(data, 10, idle=True) == []
        ep.poll(20)  # answering never fails either


def test_wrong_direction_frames_are_bad():
    ep = module_ep()  # the module takes only the Pi's types
    out = ep.feed(link.frame(link.M_BUTTON, 0, b"\x00\x01\x00\x00\x00\x00"), 0)
    assert out == [] and ep.bad == 1


def test_replays_are_taken_once_and_acknowledged_again():
    ep = module_ep()
    f = link.frame(link.P_PAGE, 0, b"\x00\x00\x01")
    assert ep.feed(f, 0) == [(link.P_PAGE, b"\x00\x00\x01")]
    assert ep.feed(f + f, 1) == []
    assert ep.repeats == 2
    acks = link.Parser().feed(ep.poll(2))
    assert acks == [(link.M_ACK, 0, b"")]


def test_a_frame_from_the_future_is_dropped():
    ep = module_ep()
    assert ep.feed(link.frame(link.P_PAGE, 5, b"\x00\x00\x01"), 0) == []
    assert ep.expect == 0


def _run_channel(msgs, seed, loss, dup):
    """Send ``msgs`` from the Pi to the module over a channel that drops,
    repeats and cuts frames; returns what the module took."""
    r = random.Random(seed)
    a, b = pi_ep(), module_ep()
    got = []
    for m in msgs:
        a.send(link.P_PAGE, m, 0)
    now = 0
    for _ in range(3000):
        now += 10
        for src, dst in ((a, b), (b, a)):
            data = src.poll(now)
            chunks = []
            p = link.Parser()
            for k, s, pl in p.feed(data):
                f = link.frame(k, s, pl)
                if r.random() < loss:
                    f = f[: r.randrange(len(f))]  # lost, or cut short
                chunks.append(f)
                if r.random() < dup:
                    chunks.append(link.frame(k, s, pl))
            for c in chunks:
                for _kind, payload in dst.feed(c, now, idle=True):
                    if dst is b:
                        got.append(payload)
        if len(got) == len(msgs) and not a.busy():
            break
    return got, a


@given(
    # no more than the queue holds: more is refused by design (tested below)
    st.lists(st.binary(min_size=3, max_size=40), max_size=link.QUEUE),
    st.integers(0, 2**32),
    st.sampled_from([0.0, 0.2, 0.5]),
)
@settings(max_examples=60, deadline=None)
def test_every_message_arrives_once_in_order_over_a_bad_line(msgs, seed, loss):
    got, sender = _run_channel(msgs, seed, loss, dup=loss / 2)
    assert got == msgs
    assert not sender.busy()


def test_queue_overflow_drops_and_counts():
    ep = pi_ep()
    results = [ep.send(link.P_PAGE, b"\x00\x00\x01", 0) for _ in range(link.QUEUE + 3)]
    assert results.count(False) == 3 and ep.overflow == 3


def test_heartbeat_when_quiet_and_lost_after_silence():
    ep = pi_ep()
    assert ep.poll(link.BEAT_MS - 1) == b""
    beat = link.Parser().feed(ep.poll(link.BEAT_MS))
    assert beat == [(link.P_BEAT, 0, b"")]
    assert not ep.alive(0)  # never heard
    ep.feed(link.frame(link.M_BEAT, 0, bytes(6)), 100)
    assert ep.alive(100 + link.LOST_MS - 1)
    assert not ep.alive(100 + link.LOST_MS)


def test_clock_wraps_like_ticks_ms():
    assert link.ticks_diff(5, link.PERIOD - 5) == 10
    assert link.ticks_diff(link.PERIOD - 5, 5) == -10
