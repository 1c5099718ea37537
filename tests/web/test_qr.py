"""The pairing QR codes (firmware/web/qr.py, issue 24): read back from the
pixels, module by module, and compared with segno's own matrix."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from firmware.web import qr
from tests.support.qr_reader import read_modules, segno_rows

SEAT_URL = "http://192.168.1.23:8080/seat/" + "Ab3_-x" * 3 + "Zz9q"  # a 22-character token


def test_a_seat_url_is_a_version_3_code_at_2_pixels_a_module_that_fits_64_rows():
    img = qr.image(SEAT_URL)
    rows, scale, left = read_modules(img)
    assert rows == segno_rows(SEAT_URL)
    assert len(rows) == 29 and scale == 2  # version 3
    assert img.mode == "1" and img.size[0] == img.size[1] <= 64
    assert left >= 2  # a lit quiet zone of at least one module


def test_a_short_board_url_keeps_a_wider_quiet_zone():
    url = "http://192.168.1.23:8080/"
    img = qr.image(url)
    rows, scale, left = read_modules(img)
    assert rows == segno_rows(url)
    assert len(rows) == 25 and scale == 2 and left == 3 * 2  # version 2, 3 modules of quiet zone
    assert img.size == (62, 62)


def test_dark_modules_are_unlit_on_a_lit_square():
    img = qr.image(SEAT_URL)
    px = img.load()
    side = img.size[0]
    # the quiet zone is lit all round (an OLED's lit pixel is the paper)
    assert all(px[x, 0] == 1 and px[x, side - 1] == 1 for x in range(side))
    assert all(px[0, y] == 1 and px[side - 1, y] == 1 for y in range(side))
    # the top-left finder's corner module is dark, so unlit
    _, scale, left = read_modules(img)
    assert px[left, left] == 0


def test_a_longer_lan_address_fits_with_its_scheme_and_host_in_capitals():
    # 56 bytes: more than version 3 holds as they are
    url = "http://192.168.178.100:8080/seat/" + "Ab3_-x" * 3 + "Zz9q"
    assert qr.compact(url) == ["HTTP://192.168.178.100:8080", "/seat/" + "Ab3_-x" * 3 + "Zz9q"]
    rows, scale, _ = read_modules(qr.image(url))
    assert len(rows) == 29 and scale == 2
    assert rows == segno_rows(url)


def test_only_a_start_alphanumeric_mode_can_hold_is_put_in_capitals():
    assert qr.compact("http://[fd00::1]:8080/seat/x") is None  # "[" is not in it
    assert qr.compact("http://my_pi:8080/") is None
    assert qr.compact("not a url") is None
    assert qr.compact("http://pi.local:8080") == ["HTTP://PI.LOCAL:8080"]


def test_a_url_too_long_to_fit_is_refused_in_one_line_not_cut():
    url = "http://192.168.100.200:8080/seat/" + "t" * 30
    with pytest.raises(qr.QRTooLong) as e:
        qr.image(url)
    msg = str(e.value)
    assert "\n" not in msg and "(63 characters) is too long" in msg and "version 3 at most" in msg


def test_far_too_long_for_any_qr_code_is_the_same_one_line():
    with pytest.raises(qr.QRTooLong):
        qr.make("x" * 5000)


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=0x2FF), min_size=1, max_size=70))
def test_any_text_reads_back_whole_or_is_refused(url):
    try:
        img = qr.image(url)
    except qr.QRTooLong as e:
        assert "\n" not in str(e)
        assert len(url.encode("utf-8")) > 17  # version 1 holds at least 17 bytes
        return
    rows, _, _ = read_modules(img)
    assert rows == segno_rows(url)
    assert max(img.size) <= 64


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(0, 255), min_size=4, max_size=4),
    st.integers(1, 65535),
    st.text(alphabet="ABCXYZabcxyz0189-_", min_size=8, max_size=40),
)
def test_any_seat_address_reads_back_whole_or_is_refused(ip, port, token):
    url = "http://%s:%d/seat/%s" % (".".join(map(str, ip)), port, token)
    try:
        img = qr.image(url)
    except qr.QRTooLong:
        assert len(url) > 53  # what version 3 holds as it is always fits
        return
    assert read_modules(img)[0] == segno_rows(url)
