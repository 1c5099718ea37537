"""Issue 35, "a page a table can rely on": what the table's web server
refuses and how its pages hold on. A real server on 127.0.0.1 (port 0),
as tests/web/test_web_server.py runs it; floods are bounded and on the
loopback addresses only.

- a request by a name that is not the table's (DNS rebinding) is
  refused; the owner can add a name;
- a POST from another site's page, or whose body is not JSON, is
  refused and changes nothing;
- a body announced and never sent, or sent too slowly, does not hold a
  connection; a corrupt gzip body is a 400 with the security headers."""

import gzip
import http.client
import json
import socket
import time

import pytest

import core
from firmware.games.puerto_rico.table import Table
from firmware.web import server as web_server
from firmware.web import start
from tests.web.test_web_server import NAMES, Loopback, _closed_by_server, raw, snapshot


@pytest.fixture
def loop():
    table = Table(core.new_game(NAMES[:3], seed=11))
    lb = Loopback(table)
    yield lb
    lb.close()


def _act_body(lb):
    return json.dumps({"version": lb.web.decisions, "choice": 0}).encode()


# ---- the names the table answers to ------------------------------------------------


def test_a_foreign_host_name_gets_nothing(loop):
    for path in ("/", "/board/events", "/static/board.js", "/seat/" + loop.token(0)):
        status, body = loop.call("GET", path, headers={"Host": "evil.example:%d" % loop.web.port})
        assert status == 421, path
        assert b"board" not in body and loop.token(0).encode() not in body
    before = snapshot(loop.table)
    path = "/seat/%s/act" % loop.token(0)
    assert loop.call("POST", path, _act_body(loop), {"Host": "evil.example"})[0] == 421
    assert snapshot(loop.table) == before


def test_the_tables_own_names_are_answered(loop):
    port = loop.web.port
    for host in ("127.0.0.1:%d" % port, "localhost:%d" % port, "LOCALHOST", "[::1]:%d" % port, "localhost."):
        assert loop.call("GET", "/", headers={"Host": host})[0] == 200, host
    assert loop.call("GET", "/", headers={"Host": socket.gethostname()})[0] == 200


def test_on_every_address_the_qr_codes_address_and_the_machines_name_are_answered(monkeypatch):
    monkeypatch.setattr(web_server, "lan_address", lambda: "192.168.4.1")
    monkeypatch.delenv(web_server.HOSTS_VARIABLE, raising=False)
    names = web_server.Web("0.0.0.0", 8080).host_names()
    assert {"192.168.4.1", "localhost", "127.0.0.1", socket.gethostname().lower()} <= names
    assert "evil.example" not in names
    # on one address: that address, not the loopback's names
    assert "localhost" not in web_server.Web("192.168.4.1", 8080).host_names()


def test_the_owner_adds_a_name_by_the_environment(monkeypatch):
    monkeypatch.setenv(web_server.HOSTS_VARIABLE, "table.example, Kitchen.lan")
    web = start("127.0.0.1:0")
    try:
        for host in ("table.example", "kitchen.lan:%d" % web.port):
            assert raw(web.port, "GET", "/", headers={"Host": host})[0] == 200, host
        assert raw(web.port, "GET", "/", headers={"Host": "other.example"})[0] == 421
    finally:
        web.stop()
    assert "pi.home" in web_server.Web("127.0.0.1", 0, hosts=("pi.home",)).host_names()


# ---- a decision from the table's own page only -------------------------------------


def test_a_post_from_another_sites_page_changes_nothing(loop):
    path = "/seat/%s/act" % loop.token(0)
    before = snapshot(loop.table)
    for origin in (
        "http://evil.example",
        "null",
        "http://127.0.0.1:1",
        "https://127.0.0.1:%d" % loop.web.port,
    ):
        status, body = loop.call("POST", path, _act_body(loop), {"Origin": origin})
        assert status == 403, origin
    assert snapshot(loop.table) == before
    own = "http://127.0.0.1:%d" % loop.web.port
    assert loop.call("POST", path, _act_body(loop), {"Origin": own})[0] == 200
    assert len(loop.table.actions) == 1


def test_a_body_that_is_not_json_is_refused(loop):
    """text/plain is what another site's form or fetch may send without
    asking first: refused, whatever the body holds."""
    path = "/seat/%s/act" % loop.token(0)
    before = snapshot(loop.table)
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        assert loop.call("POST", path, _act_body(loop), {"Content-Type": kind})[0] == 415, kind
    assert snapshot(loop.table) == before


# ---- bodies: bounded in size and time ----------------------------------------------


def _head(lb, length, more=""):
    return (
        "POST /seat/%s/act HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        "Content-Length: %d\r\n%s\r\n" % (lb.token(0), length, more)
    ).encode()


def _ends(sock, wait=2.0):
    """True when the server closes ``sock`` (whatever it sends first) within ``wait`` s."""
    sock.settimeout(wait)
    try:
        while sock.recv(65536):
            pass
        return True
    except ConnectionResetError:
        return True
    except socket.timeout:
        return False


def _status(sock):
    sock.settimeout(10)
    head = sock.recv(4096)
    return int(head.split(b" ", 2)[1]), head


def test_a_huge_announced_body_is_refused_at_once(loop):
    s = socket.create_connection(("127.0.0.1", loop.web.port))
    try:
        s.sendall(_head(loop, 99999999999))
        assert _status(s)[0] == 413  # without waiting for a byte of it
    finally:
        s.close()


def test_a_body_that_never_comes_is_dropped(loop, monkeypatch):
    monkeypatch.setattr(web_server, "BODY_WAIT", 0.3)
    s = socket.create_connection(("127.0.0.1", loop.web.port))
    try:
        s.sendall(_head(loop, 40) + b'{"version": 0,')  # the rest never sent
        status, head = _status(s)
        assert status == 408 and b"nosniff" in head
        assert _closed_by_server(s)
    finally:
        s.close()
    assert loop.table.actions == []
    assert loop.act(0, 0)[0] == 200


def test_a_corrupt_gzip_body_is_a_400_with_the_security_headers(loop):
    c = http.client.HTTPConnection("127.0.0.1", loop.web.port, timeout=10)
    try:
        for body in (b"not gzip at all", gzip.compress(_act_body(loop))[:-6] + b"xxxxxx"):
            c.request(
                "POST",
                "/seat/%s/act" % loop.token(0),
                body=body,
                headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
            )
            r = c.getresponse()
            r.read()
            assert r.status == 400
            assert r.getheader("X-Content-Type-Options") == "nosniff"
            assert r.getheader("Content-Security-Policy")
            c.close()
    finally:
        c.close()
    assert loop.table.actions == []


# ---- a seat's address as people type it, and after its game ------------------------


def test_a_seat_address_with_a_slash_added_leads_to_its_page(loop):
    c = http.client.HTTPConnection("127.0.0.1", loop.web.port, timeout=10)
    try:
        c.request("GET", "/seat/%s/" % loop.token(1))
        r = c.getresponse()
        r.read()
        assert r.status == 308 and r.getheader("Location") == "/seat/" + loop.token(1)
    finally:
        c.close()
    status, page = loop.call("GET", "/seat/%s" % loop.token(1))
    assert status == 200 and b"seat.js" in page


@pytest.mark.parametrize("lang, said", [("en", "scan the seat's code"), ("fr", "scannez à nouveau")])
def test_a_seat_of_a_game_no_longer_played_is_a_page_saying_to_scan_again(lang, said):
    lb = Loopback(Table(core.new_game(NAMES[:3], seed=11), lang=lang))
    try:
        old = lb.token(0)
        new = Table(core.new_game(NAMES[:3], seed=12), lang=lang)  # as after Esc and --resume
        lb.table = new
        lb.web.follow(new)
        c = http.client.HTTPConnection("127.0.0.1", lb.web.port, timeout=10)
        c.request("GET", "/seat/" + old, headers={"Accept": "text/html"})
        r = c.getresponse()
        page = r.read().decode()
        c.close()
        assert r.status == 404 and r.getheader("Content-Type").startswith("text/html")
        assert said in page.replace("&#x27;", "'") and "{" not in page
        assert r.getheader("X-Content-Type-Options") == "nosniff"
        # its stream and its requests are still refused, as JSON
        assert lb.call("HEAD", "/seat/%s/events" % old)[0] == 404
    finally:
        lb.close()


# ---- event streams: no client can fill the board's room -----------------------------


def _stream_from(port, path, source):
    """An event stream opened from the loopback address ``source``."""
    s = socket.socket()
    s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path).encode())
    return s


def test_one_client_cannot_fill_the_boards_room(loop):
    """16 idle board streams from one address (another machine on the
    Wi-Fi: 127.0.0.2 here) take a few places only: the TV's new board
    page still gets the game."""
    flood = [_stream_from(loop.web.port, "/board/events", "127.0.0.2") for _ in range(16)]
    try:
        refused = sum(1 for s in flood if _status(s)[0] == 503)
        assert refused == 16 - web_server.BOARD_STREAMS_PER_CLIENT
        assert len(loop.web.streams["board"]) == web_server.BOARD_STREAMS_PER_CLIENT
        assert loop.first_event("/board/events")["kind"] == "board"
    finally:
        for s in flood:
            s.close()


def test_a_seats_page_always_gets_in_and_its_oldest_streams_give_way(loop):
    path = "/seat/%s/events" % loop.token(1)
    held = [_stream_from(loop.web.port, path, "127.0.0.2") for _ in range(8)]
    try:
        assert all(_status(s)[0] == 200 for s in held)
        assert loop.first_event(path)["kind"] == "seat"
        assert sum(1 for s in loop.web.streams["seat"] if not s.ending) <= web_server.STREAMS_PER_SEAT
        # the oldest were ended, their connections closed, not left to hang
        assert sum(1 for s in held if _ends(s)) >= len(held) + 1 - web_server.STREAMS_PER_SEAT
    finally:
        for s in held:
            s.close()


# ---- a phone's answer is never a key press ------------------------------------------


def test_a_phones_undo_yes_is_taken_while_its_screen_shows_its_code(loop):
    t = loop.table
    assert loop.act(0, 0)[0] == 200
    v = loop.web.decisions
    assert loop.json("POST", "/seat/%s/undo" % loop.token(1), {"version": v, "answer": "ask"})[0] == 200
    t.seats[2].pairing = True  # seat 3's screen still shows its QR code
    assert loop.json("POST", "/seat/%s/undo" % loop.token(2), {"version": v, "answer": "yes"})[0] == 200
    assert t.actions == [] and t.undo_request is None  # undone, not only the code closed


def test_a_seats_page_opening_closes_the_code_on_its_screen(loop):
    t = loop.table
    t.seats[1].pairing = True
    t.seats[2].pairing = True
    assert loop.first_event("/seat/%s/events" % loop.token(1))["kind"] == "seat"
    loop.web.serve(t)
    assert t.seats[1].pairing is False  # paired: its phone is its buttons now
    assert t.seats[2].pairing is True  # no page opened for seat 3


def test_one_client_cannot_take_every_connection(loop):
    """About 260 idle connections from one machine on the Wi-Fi
    (127.0.0.2 here) once dropped every new one: now that machine holds
    a few dozen, and the table's TV and phones (other addresses, and the
    machine's own kiosk) are served."""
    flood = []
    try:
        for _ in range(260):
            s = socket.socket()
            s.bind(("127.0.0.2", 0))
            s.connect(("127.0.0.1", loop.web.port))
            flood.append(s)
        assert _wait_for(lambda: len(loop.web.connections) == web_server.CONNECTIONS_PER_CLIENT)
        for source in ("127.0.0.3", "127.0.0.1"):
            c = socket.socket()
            c.bind((source, 0))
            c.connect(("127.0.0.1", loop.web.port))
            c.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            assert _status(c)[0] == 200, source
            c.close()
        assert loop.act(0, 0)[0] == 200
    finally:
        for s in flood:
            s.close()


def _wait_for(cond):
    end = time.monotonic() + 10
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.01)
    return False
