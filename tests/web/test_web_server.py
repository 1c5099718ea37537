"""Issue 24: the table's own web server (firmware.web). A real server on
127.0.0.1 (port 0: a free one) in its own thread, as ``play --web`` runs
it; the test's main thread plays the table's loop (``Web.serve``) while a
helper thread makes the requests, as a phone would.

Routes, tokens (new game, new tokens; a wrong, old or other seat's token
changes nothing), stale and replayed decisions refused with the state
left equal, a phone decision in the journal as a button one (and resumed
after), undo from the seat pages, limits (413, 400, 503), the command
line's --web, and a plain table run that never imports aiohttp."""

import concurrent.futures
import copy
import errno
import os
import http.client
import io
import json
import queue
import socket
import subprocess
import sys
import time

import pytest
from hypothesis import given, strategies as st

import core
from core import rng
from firmware.app import FrontEnd
from firmware.cli import main
from firmware.emulator.device import Emulated, VirtualClock
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan.table import Table as SanJuan
from firmware.journal import Journal
from firmware.session import Plan, Session
from firmware.web import server as web_server
from firmware.web import start
from tests.support import ROOT

NAMES = ["Anne", "Bob", "Cy", "Dee"]


class Loopback:
    """A server on the loopback address following ``table``; ``call``
    makes one request from another thread while this thread runs the
    table's loop, as the device does."""

    def __init__(self, table):
        self.web = start("127.0.0.1:0")
        self.table = table
        self.web.follow(table)
        self.pool = concurrent.futures.ThreadPoolExecutor(4)

    def close(self):
        self.web.stop()
        self.pool.shutdown()

    def pump(self, future):
        while not future.done():
            self.web.serve(self.table)
            time.sleep(0.002)
        return future.result()

    def call(self, method, path, body=None, headers=None):
        """(status, body as bytes) of one request; ``body``: bytes, or
        anything else sent as JSON."""
        if body is not None and not isinstance(body, bytes):
            body = json.dumps(body).encode()
        return self.pump(self.pool.submit(raw, self.web.port, method, path, body, headers))

    def json(self, method, path, body=None):
        status, data = self.call(method, path, body)
        return status, json.loads(data)

    def token(self, seat):
        return self.web.seat_url(seat).rsplit("/", 1)[1]

    def first_event(self, path):
        """The first state an event stream sends (its JSON)."""
        return self.pump(self.pool.submit(first_event, self.web.port, path))

    def act(self, seat, choice, version=None):
        v = self.web.decisions if version is None else version
        return self.json("POST", "/seat/%s/act" % self.token(seat), {"version": v, "choice": choice})


def raw(port, method, path, body=None, headers=None):
    """(status, body) of one request; a body is sent as JSON unless
    ``headers`` say otherwise, as the seat pages send theirs."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    sent = {"Content-Type": "application/json"} if body is not None else {}
    sent.update(headers or {})
    try:
        c.request(method, path, body=body, headers=sent)
        r = c.getresponse()
        return r.status, r.read()
    finally:
        c.close()


def first_event(port, path):
    """The first state an event stream sends (its JSON)."""
    stream = events(port, path)
    try:
        return next(stream)
    finally:
        stream.close()


@pytest.fixture
def loop():
    table = Table(core.new_game(NAMES[:3], seed=11))
    lb = Loopback(table)
    yield lb
    lb.close()


def snapshot(table):
    return copy.deepcopy((table.state, table.actions, table.undo_request))


# ---- routes ----------------------------------------------------------------------


def test_the_pages_and_their_files_are_served_with_no_outside_address(loop):
    status, page = loop.call("GET", "/")
    assert status == 200 and b'src="/static/board.js"' in page
    status, page = loop.call("GET", "/seat/" + loop.token(1))
    assert status == 200 and b'src="/static/seat.js"' in page
    for name in ("live.js", "board.js", "seat.js", "page.css"):
        status, body = loop.call("GET", "/static/" + name)
        assert status == 200 and body
        # no CDN, no web font: nothing the pages load comes from elsewhere
        assert b"http://" not in body and b"https://" not in body and b"//" + b"cdn" not in body
    assert loop.call("GET", "/static/board.html")[0] == 404
    assert loop.call("GET", "/static/..%2fserver.py")[0] == 404
    assert loop.call("GET", "/nothing/here")[0] == 404


def test_the_board_stream_sends_the_public_game_and_its_version(loop):
    board = loop.first_event("/board/events")
    assert board["kind"] == "board" and board["game"] == "puerto_rico"
    assert board["version"] == 0
    assert board["names"] == NAMES[:3]
    # what the page reads: the sections' words (no raw copy of the core's view is sent)
    assert "public" not in board
    doubloons = loop.table.state["players"][0]["doubloons"]
    lines = [line for s in board["sections"] for line in s["lines"]]
    assert any(line.startswith("*Anne") and line.endswith("%d doubloons" % doubloons) for line in lines)
    assert board["sections"] and board["deciding"]
    status, _ = loop.act(0, 0)
    assert status == 200
    assert loop.first_event("/board/events")["version"] == 1


def test_a_seat_stream_offers_that_seat_its_choices_in_the_games_words(loop):
    seat0 = loop.first_event("/seat/%s/events" % loop.token(0))
    assert seat0["decides"] and seat0["name"] == "Anne"
    labels = [c["label"] for c in seat0["choices"]]
    assert len(labels) == len(loop.table.options())
    assert "settler" in " ".join(labels).lower()
    seat1 = loop.first_event("/seat/%s/events" % loop.token(1))
    assert not seat1["decides"] and seat1["choices"] == []
    assert seat1["secret"] == ["VP chips: 0"] or seat1["secret"][0].startswith("VP")


def test_the_pages_follow_the_games_language():
    table = Table(core.new_game(NAMES[:3], seed=2), lang="fr")
    lb = Loopback(table)
    try:
        board = lb.first_event("/board/events")
        assert board["lang"] == "fr" and board["words"]["log"] == "journal de bord"
        seat = lb.first_event("/seat/%s/events" % lb.token(0))
        assert "planteur" in " ".join(c["label"] for c in seat["choices"]).lower()  # the settler, in French
    finally:
        lb.close()


# ---- decisions: only the current, legal, own ones --------------------------------


def test_a_phone_decision_is_the_seats_select(loop):
    t = loop.table
    expected = copy.deepcopy(t.state)
    core.apply(expected, t.options()[2])
    status, answer = loop.act(0, 2)
    assert (status, answer) == (200, {"version": 1})
    assert t.state == expected and len(t.actions) == 1


def test_a_replayed_request_is_refused_and_changes_nothing(loop):
    assert loop.act(0, 0)[0] == 200
    before = snapshot(loop.table)
    status, answer = loop.act(0, 0, version=0)  # the same body again: a second tap
    assert status == 409 and "moved on" in answer["error"]
    assert snapshot(loop.table) == before


def test_another_seats_choice_and_a_choice_not_offered_are_refused(loop):
    before = snapshot(loop.table)
    assert loop.act(1, 0)[0] == 403  # seat 1 does not decide now
    assert loop.act(0, len(loop.table.options()))[0] == 400  # no such choice
    assert loop.act(0, -1)[0] == 400
    status, _ = loop.json("POST", "/seat/%s/act" % loop.token(0), {"version": 0, "choice": True})
    assert status == 400  # true is no number
    assert snapshot(loop.table) == before


def test_wrong_and_old_tokens_change_nothing_and_a_new_game_has_new_tokens(loop):
    old = [loop.token(s) for s in range(3)]
    before = snapshot(loop.table)
    for token in ("", "x", old[0][:-1], old[0] + "A", old[0].upper(), "%00", "%C3%A9" * 22):
        status, _ = loop.call("POST", "/seat/%s/act" % token, {"version": 0, "choice": 0})
        assert status in (403, 404, 405), token
    assert snapshot(loop.table) == before
    new = Table(core.new_game(NAMES[:3], seed=12))
    loop.table = new
    loop.web.follow(new)
    assert not set(old) & {loop.token(s) for s in range(3)}
    assert loop.call("POST", "/seat/%s/act" % old[0], {"version": 0, "choice": 0})[0] == 404
    assert loop.call("GET", "/seat/" + old[0])[0] == 404
    assert new.actions == []
    assert loop.act(0, 0)[0] == 200 and len(new.actions) == 1


def test_a_page_from_before_an_undo_is_refused(loop):
    t = loop.table
    assert loop.act(0, 0)[0] == 200
    seen = loop.web.decisions
    ask = loop.json("POST", "/seat/%s/undo" % loop.token(1), {"version": seen, "answer": "ask"})
    assert ask[0] == 200 and t.undo_request == 1
    # the asker cannot confirm its own undo; another seat does
    assert loop.json("POST", "/seat/%s/undo" % loop.token(1), {"version": seen, "answer": "yes"})[0] == 403
    assert loop.json("POST", "/seat/%s/undo" % loop.token(2), {"version": seen, "answer": "yes"})[0] == 200
    assert t.actions == [] and t.undo_request is None
    before = snapshot(t)
    assert loop.act(0, 0, version=seen)[0] == 409  # the page still showed the undone decision
    assert snapshot(t) == before


def test_an_undo_refused_from_a_phone(loop):
    assert loop.act(0, 0)[0] == 200
    v = loop.web.decisions
    assert loop.json("POST", "/seat/%s/undo" % loop.token(0), {"version": v, "answer": "ask"})[0] == 200
    before = snapshot(loop.table)
    assert loop.act(0, 0)[0] == 409 or loop.act(0, 0)[0] == 403  # while asked: no choice
    assert loop.json("POST", "/seat/%s/undo" % loop.token(2), {"version": v, "answer": "no"})[0] == 200
    assert loop.table.undo_request is None
    assert loop.table.state == before[0] and loop.table.actions == before[1]


def test_help_from_a_seat_page_changes_nothing(loop):
    before = snapshot(loop.table)
    help_ = "/seat/%s/help"
    status, answer = loop.json("POST", help_ % loop.token(0), {"version": 0, "choice": 1})
    assert status == 200 and answer["lines"]
    assert "This choice: mayor." in answer["lines"]  # choice 1: the mayor, in full
    assert loop.json("POST", help_ % loop.token(2), {"version": 0, "choice": None})[0] == 200
    assert snapshot(loop.table) == before
    assert loop.act(0, 1)[0] == 200
    # a page from before that decision asks about its choice 1: not the new decision's
    status, answer = loop.json("POST", help_ % loop.token(1), {"version": 0, "choice": 1})
    assert status == 409 and "moved on" in answer["error"]
    assert loop.json("POST", help_ % loop.token(1), {"choice": 1})[0] == 400  # which decision: said


@pytest.mark.parametrize("make", [SanJuan, PortRoyal], ids=["San Juan", "Port Royal"])
def test_the_card_games_are_played_from_phones_too(make):
    game = "san_juan" if make is SanJuan else "port_royal"
    table = make(core.new_game(NAMES[:2], seed=4, game=game))
    lb = Loopback(table)
    try:
        board = lb.first_event("/board/events")
        assert board["game"] == game and board["sections"]
        for _ in range(6):
            s = table.deciding()
            seat = lb.first_event("/seat/%s/events" % lb.token(s))
            assert seat["decides"] and seat["choices"]
            assert lb.act(s, len(seat["choices"]) - 1)[0] == 200
        assert len(table.actions) == 6
    finally:
        lb.close()


# ---- limits ------------------------------------------------------------------------


def test_bad_bodies_are_refused(loop):
    path = "/seat/%s/act" % loop.token(0)
    before = snapshot(loop.table)
    assert loop.call("POST", path, b"{" * 9000)[0] == 413
    assert loop.call("POST", path, b"not json")[0] == 400
    assert loop.call("POST", path, b"[" * 3000 + b"]" * 3000)[0] == 400  # too deep for the parser
    assert loop.call("POST", path, b"\xff\xfe")[0] == 400
    assert loop.call("POST", path, {"version": 0})[0] == 400
    assert loop.call("POST", path, {"version": 0, "choice": 0, "more": 1})[0] == 400
    assert loop.call("POST", path, {"version": "0", "choice": 0})[0] == 400
    assert loop.call("GET", path)[0] == 405
    assert snapshot(loop.table) == before


def test_event_streams_are_capped_per_page_kind(loop, monkeypatch):
    monkeypatch.setitem(web_server.STREAMS, "board", 2)
    socks = [_open_stream(loop.web.port, "/board/events") for _ in range(2)]
    try:
        assert _wait(lambda: len(loop.web.streams["board"]) == 2)
        assert loop.call("GET", "/board/events")[0] == 503
        assert loop.first_event("/seat/%s/events" % loop.token(0))["kind"] == "seat"  # the other kind
    finally:
        for s in socks:
            s.close()


def test_hundreds_of_idle_connections_do_not_stop_the_table(loop):
    socks = []
    try:
        for _ in range(200):
            s = socket.create_connection(("127.0.0.1", loop.web.port))
            s.sendall(b"POST /seat/")  # a request never finished
            socks.append(s)
        assert loop.act(0, 0)[0] == 200
        assert len(loop.table.actions) == 1
    finally:
        for s in socks:
            s.close()


def test_a_request_the_table_does_not_answer_gets_503_and_is_never_applied_later(loop, monkeypatch):
    monkeypatch.setattr(web_server, "ANSWER_WAIT", 0.2)
    future = loop.pool.submit(
        raw, loop.web.port, "POST", "/seat/%s/act" % loop.token(0), b'{"version":0,"choice":0}'
    )
    assert future.result()[0] == 503  # the table's loop did not run meanwhile
    loop.web.serve(loop.table)
    assert loop.table.actions == []


def _open_stream(port, path):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path).encode())
    return s


def _wait(cond):
    for _ in range(500):
        if cond():
            return True
        time.sleep(0.01)
    return False


# ---- the session: a phone decision is a button decision ---------------------------


class Phones(FrontEnd):
    """The emulated device's loop runs (as the terminal's does) while
    ``play(web, table, keys)`` makes requests from another thread, and
    types on the seats' buttons the keys it puts in ``keys``; then the
    person leaves."""

    def __init__(self, play):
        self.play = play

    def run(self, mode):
        emu = Emulated(mode, clock=VirtualClock(), saving=self.saving)
        pool = concurrent.futures.ThreadPoolExecutor(1)
        keys = queue.Queue()
        try:
            emu.app.redraw()
            future = pool.submit(self.play, mode.web, mode, keys)
            while not future.done() or not keys.empty():
                while not keys.empty():
                    emu.press(keys.get())  # a seat's button, on the loop's own thread
                emu.app.step()
                time.sleep(0.002)
            future.result()
            self.left = True
        finally:
            pool.shutdown()
            emu.close()


def events(port, path):
    """The states an event stream sends, as they come."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        c.request("GET", path)
        r = c.getresponse()
        assert r.status == 200, r.status
        assert r.getheader("Content-Type").startswith("text/event-stream")
        while True:
            line = r.fp.readline()
            assert line, "the stream ended"
            if line.startswith(b"data: "):
                yield json.loads(line[6:])
    finally:
        c.close()


def _phone_decides(web, seat, choice):
    """A phone's tap on choice ``choice`` of the page as it shows the
    game now (its stream followed until the page has the last decision)."""
    now = web.decisions
    seen = next(e for e in events(web.port, "/seat/%s/events" % web.tokens[seat]) if e["version"] == now)
    body = json.dumps({"version": seen["version"], "choice": choice}).encode()
    return raw(web.port, "POST", "/seat/%s/act" % web.tokens[seat], body)[0]


def test_phone_decisions_and_undo_go_to_the_journal_and_resume(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    chosen = []

    def play(web, table, keys):
        for n in range(5):
            s = table.deciding()
            k = n % 2
            chosen.append(table.options()[k])  # read only: the loop thread applies it
            assert _phone_decides(web, s, k) == 200
        v = web.decisions
        tok = web.tokens
        assert (
            raw(
                web.port,
                "POST",
                "/seat/%s/undo" % tok[0],
                json.dumps({"version": v, "answer": "ask"}).encode(),
            )[0]
            == 200
        )
        assert (
            raw(
                web.port,
                "POST",
                "/seat/%s/undo" % tok[1],
                json.dumps({"version": v, "answer": "yes"}).encode(),
            )[0]
            == 200
        )
        chosen.pop()

    web = start("127.0.0.1:0")
    try:
        s = Session(Phones(play), Journal(db), None, io.StringIO(), db=db, web=web)
        assert s.run(Plan(names=NAMES[:3], seed=8, resume="no")) == 0
    finally:
        web.stop()
    assert [list(a) for a in s.table.actions] == [list(a) for a in chosen]
    with Journal(db) as j:
        (game,) = j.unfinished()
        assert [list(a) for a in j.actions(game["id"])] == [list(a) for a in chosen]
    # resumed: the same game, as if the seats' buttons had made those decisions
    expected = core.new_game(NAMES[:3], seed=8)
    for a in chosen:
        core.apply(expected, a)

    class Look(FrontEnd):
        def run(self, table):
            self.state = copy.deepcopy(table.state)
            self.left = True

    look = Look()
    assert Session(look, Journal(db), None, io.StringIO(), db=db).run(Plan(resume="yes", lang=None)) == 0
    assert look.state == expected


# ---- the command line -----------------------------------------------------------------


def _play(args, tmp_path, capsys):
    rc = main(["play", "--db", str(tmp_path / "j.sqlite3"), "--names", "Ann,Bob,Cy", "--seed", "1"] + args)
    return rc, capsys.readouterr().err


@pytest.mark.parametrize("value", ["nonsense", "70000", "host:", ":", "a:b:80", "[::1]", "-1", "1.2.3.4:x"])
def test_a_bad_web_address_is_one_line_and_exit_2(value, tmp_path, capsys):
    rc, err = _play(["--keys", "e", "--web", value], tmp_path, capsys)
    assert rc == 2 and err.count("\n") == 1 and "--web" in err and "Traceback" not in err
    assert not (tmp_path / "j.sqlite3").exists() or Journal(str(tmp_path / "j.sqlite3")).unfinished() == []


def test_a_port_in_use_is_one_line_exit_2_and_no_game_stored(tmp_path, capsys):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        port = taken.getsockname()[1]
        rc, err = _play(["--keys", "e", "--web", "127.0.0.1:%d" % port], tmp_path, capsys)
    finally:
        taken.close()
    assert rc == 2 and err.count("\n") == 1
    assert err.startswith("doubloon play: --web 127.0.0.1:%d: cannot listen" % port)
    assert not (tmp_path / "j.sqlite3").exists() or Journal(str(tmp_path / "j.sqlite3")).unfinished() == []


def test_web_with_the_text_table_is_refused(tmp_path, capsys):
    rc, err = _play(["--emulator", "text", "--web", "0"], tmp_path, capsys)
    assert rc == 2 and err.count("\n") == 1 and "--emulator text" in err


def test_play_with_web_serves_while_the_keys_play_and_stops_after(tmp_path, capsys, monkeypatch):
    started = []
    real = web_server.Web.start

    def spy(self):
        real(self)
        started.append(self)

    monkeypatch.setattr(web_server.Web, "start", spy)
    rc, err = _play(["--keys", "ee", "--web", "127.0.0.1:0"], tmp_path, capsys)
    assert rc == 0, err
    (web,) = started
    assert "the board page is on http://127.0.0.1:%d/" % web.port in err
    assert web.loop is None and not web.thread.is_alive()  # stopped with the table
    assert web.decisions == 2  # the keys' decisions moved the pages' version on


def test_a_plain_table_run_never_imports_aiohttp(tmp_path):
    code = (
        "import sys, io, contextlib\n"
        "from firmware.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    rc = main(['play', '--no-journal', '--names', 'A,B,C', '--seed', '1', '--keys', 'eee'])\n"
        "print(rc, 'aiohttp' in sys.modules, 'firmware.web.server' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=str(_root())
    )
    assert out.stdout.split() == ["0", "False", "False"], out.stderr


def _root():
    import pathlib

    return pathlib.Path(ROOT)


def test_the_board_page_keeps_the_whole_logbook_of_the_game(loop):
    """The table keeps two rounds for its screens; the board page has
    every decision's news since the game started, oldest first."""
    t = loop.table
    first = t.news()
    while t.state["round"] < 4:
        t.choose(t.options()[-1])  # buttons' decisions: the pages follow them too
        loop.web.serve(t)
    board = loop.first_event("/board/events")
    assert board["log"][0] == [x for x in first]  # the set-up, round 1
    assert first not in [e.public() for e in t.logbook.entries]  # the table forgot it
    assert board["log"][-1] == t.news()
    assert len(board["log"]) > len(t.logbook.entries)


# ---- addresses ------------------------------------------------------------------------


def test_web_addresses_are_read_as_host_and_port():
    from firmware.web import address

    assert address("8080") == ("127.0.0.1", 8080)  # this machine only, unless said
    assert address("0.0.0.0:80") == ("0.0.0.0", 80)
    assert address("[::1]:8080") == ("::1", 8080)
    assert address("table.local:0") == ("table.local", 0)
    for bad in ("", "x", "80:", "::1:80", "a b:80", "65536", "host:+80", "[::1]"):
        with pytest.raises(ValueError):
            address(bad)


@given(st.text(max_size=40))
def test_any_web_address_is_read_or_refused_by_name(text):
    from firmware.web import address

    try:
        host, port = address(text)
    except ValueError as e:
        assert str(e)
        return
    assert 0 <= port <= 65535 and host and not any(c.isspace() for c in host)


def test_on_every_address_the_urls_name_the_machines_lan_address(monkeypatch):
    monkeypatch.setattr(web_server, "lan_address", lambda: "192.168.4.1")
    web = web_server.Web("0.0.0.0", 8080)
    web.follow(Table(core.new_game(NAMES[:3], seed=1)))
    assert web.board_url() == "http://192.168.4.1:8080/"
    assert web.seat_url(2) == "http://192.168.4.1:8080/seat/" + web.tokens[2]
    assert len(set(web.tokens)) == 3 and all(len(t) >= 22 for t in web.tokens)  # 16 random bytes each
    assert web_server.Web("::1", 8080).board_url() == "http://[::1]:8080/"


def test_the_lan_address_needs_no_network(monkeypatch):
    assert web_server.lan_address()

    def no_route(self, where):
        raise OSError("network unreachable")

    monkeypatch.setattr(socket.socket, "connect", no_route)
    assert web_server.lan_address() == socket.gethostname()


def _closed_by_server(sock):
    """True once the server has closed ``sock`` (it reads end of file or
    a reset), within 10 s."""
    sock.settimeout(10)
    try:
        return sock.recv(1024) == b""
    except ConnectionResetError:
        return True
    except socket.timeout:
        return False


def test_a_client_that_never_finishes_its_request_is_dropped(loop, monkeypatch):
    monkeypatch.setattr(web_server, "HEADER_WAIT", 0.3)
    slow = socket.create_connection(("127.0.0.1", loop.web.port))
    try:
        slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # the head never ends
        assert _closed_by_server(slow)
    finally:
        slow.close()
    assert loop.call("GET", "/")[0] == 200  # a whole request is served as before


def test_connections_over_the_cap_are_closed_and_the_table_goes_on(loop, monkeypatch):
    monkeypatch.setattr(web_server, "CONNECTIONS", 5)
    idle = [socket.create_connection(("127.0.0.1", loop.web.port)) for _ in range(5)]
    try:
        assert _wait(lambda: len(loop.web.connections) == 5)
        extra = socket.create_connection(("127.0.0.1", loop.web.port))
        assert _closed_by_server(extra)
        extra.close()
    finally:
        for s in idle:
            s.close()
    assert _wait(lambda: not loop.web.connections)
    assert loop.act(0, 0)[0] == 200  # room again: a phone's decision is taken


def test_an_idle_stream_gets_a_keep_alive_comment(loop, monkeypatch):
    monkeypatch.setattr(web_server, "BEAT", 0.2)
    monkeypatch.setattr(web_server, "WATCH", 0.05)

    def read(port):
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            c.request("GET", "/board/events")
            r = c.getresponse()
            lines = []
            while b": beat\n" not in lines:  # the first state, then beats while nothing changes
                lines.append(r.fp.readline())
                assert lines[-1], "the stream ended"
            return lines
        finally:
            c.close()

    lines = loop.pump(loop.pool.submit(read, loop.web.port))
    assert any(x.startswith(b"data: ") for x in lines)  # (between chunk sizes)
    assert _wait(lambda: not loop.web.streams["board"])


def test_a_page_that_stops_reading_is_dropped_and_the_others_go_on(loop, monkeypatch):
    monkeypatch.setattr(web_server, "WRITE_WAIT", 0.3)
    monkeypatch.setattr(web_server, "WATCH", 0.05)
    board = web_server.views.board
    # a state far larger than the socket buffers, so that a page that
    # never reads leaves its write waiting
    monkeypatch.setattr(web_server.views, "board", lambda *a, **k: dict(board(*a, **k), big="x" * (32 << 20)))
    stuck = socket.socket()
    stuck.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    stuck.connect(("127.0.0.1", loop.web.port))
    try:
        stuck.sendall(b"GET /board/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert _wait(lambda: loop.web.streams["board"])
        loop.web.serve(loop.table)  # the state is built and its write begins
        assert _wait(lambda: not loop.web.streams["board"])
    finally:
        stuck.close()
    assert loop.first_event("/seat/%s/events" % loop.token(0))["kind"] == "seat"
    assert loop.act(0, 0)[0] == 200


def test_before_a_game_the_board_page_says_so_and_no_seat_exists(loop):
    from firmware.modes.start import StartScreen

    old = loop.token(0)
    start_screen = StartScreen(5, lang="fr")
    loop.table = start_screen
    loop.web.follow(start_screen)
    board = loop.first_event("/board/events")
    assert board["game"] == "" and board["title"] == "pas encore de partie"
    assert loop.web.tokens == []
    assert loop.call("GET", "/seat/" + old)[0] == 404
    assert loop.call("POST", "/seat/%s/act" % old, {"version": 0, "choice": 0})[0] == 404


def test_a_page_that_cannot_be_made_never_stops_the_table(loop, monkeypatch):
    def broken(*args, **kwargs):
        raise KeyError("a bug in a page")

    monkeypatch.setattr(web_server.views, "board", broken)
    loop.web.watched = frozenset({"board"})  # a board page open: its JSON is made
    t = loop.table
    t.choose(t.options()[0])  # a button's decision
    loop.web.serve(t)  # does not raise: the pages keep their last state
    assert "a bug in a page" in loop.web.problem
    assert len(t.actions) == 1


def test_a_notice_without_a_decision_reaches_the_pages(loop):
    loop.table.notice = "game 3 set aside"  # as the session says it once the game is stored
    loop.web.serve(loop.table)  # the table's loop tells the pages
    assert loop.first_event("/board/events")["news"][0] == "game 3 set aside"


def test_a_head_request_holds_no_stream_open(loop):
    assert loop.call("HEAD", "/board/events")[0] == 200
    assert loop.call("HEAD", "/seat/%s/events" % loop.token(0))[0] == 200
    assert not loop.web.streams["board"] and not loop.web.streams["seat"]


def test_a_finished_port_royal_game_ends_with_its_score_not_a_traceback(tmp_path):
    """Its breakdown has no bonus: the session's final lines (and the
    board page's ranking, made from them) read it as none."""

    class Plays(FrontEnd):
        def run(self, table):
            g = rng.seed_state(7)
            for _ in range(5000):  # random legal choices: a game of two ends long before
                if table.result is not None:
                    return
                g, k = rng.below(g, len(table.options()))
                table.choose(table.options()[k])

    out = io.StringIO()
    session = Session(Plays(), Journal(str(tmp_path / "j.sqlite3")), None, out)
    assert session.run(Plan(names=["Anne", "Bob"], seed=7, game="port_royal", resume="no")) == 0
    first = sorted(session.table.result["players"], key=lambda p: p["rank"])[0]
    assert "  1. %s  %d  (tie-break" % (first["name"], first["total"]) in out.getvalue()


def test_an_address_not_of_this_machine_is_one_line_naming_why(tmp_path, capsys):
    rc, err = _play(["--keys", "e", "--web", "192.0.2.1:8080"], tmp_path, capsys)  # a documentation address
    assert rc == 2 and err.count("\n") == 1
    assert err == "doubloon play: --web 192.0.2.1:8080: cannot listen on 192.0.2.1 port 8080: %s\n" % (
        os.strerror(errno.EADDRNOTAVAIL).lower()
    )


def test_the_seats_urls_are_ready_when_the_front_end_opens_the_game(tmp_path):
    """web-pairing draws the QR codes from mode.web as the first frame is
    drawn: the session gives the mode its server and the game's tokens
    before the front end opens it."""

    class Opens(FrontEnd):
        def open(self, mode):
            self.urls = [mode.web.seat_url(s) for s in range(mode.seat_count)] + [mode.web.board_url()]

        def run(self, mode):
            self.left = True

    web = web_server.Web("127.0.0.1", 8080)  # not listening: only its addresses are asked
    front = Opens()
    session = Session(front, Journal(str(tmp_path / "j.sqlite3")), None, io.StringIO(), web=web)
    assert session.run(Plan(names=NAMES[:3], seed=1, resume="no")) == 0
    assert front.urls[:3] == ["http://127.0.0.1:8080/seat/" + t for t in web.tokens]
    assert front.urls[3] == "http://127.0.0.1:8080/"
    assert session.table.web is web


def test_the_pages_files_are_package_data_and_aiohttp_is_the_web_extra():
    """`pip install doubloon[web]` brings aiohttp and an installed
    package has the pages (not only an editable checkout)."""
    import fnmatch
    import re

    text = (_root() / "pyproject.toml").read_text()
    globs = re.search(r"^firmware = \[(.*)\]$", text, re.M).group(1)
    globs = [g.strip().strip('"') for g in globs.split(",")]
    static = _root() / "firmware" / "web" / "static"
    for f in static.iterdir():
        assert any(fnmatch.fnmatch("web/static/" + f.name, g) for g in globs), f.name
    assert re.search(r'^web = \["aiohttp>=3\.8,<4"', text, re.M)
    assert (
        '"aiohttp>=3.8,<4"' in text.split("[project.optional-dependencies]")[1].split("pygame =")[0]
    )  # test


def test_phones_and_buttons_mix_in_one_game_and_the_journal_has_it_all(tmp_path):
    """The first and third players play on phones, the second and fourth
    on their buttons (select: the choice highlighted first), over the first rounds of a 4-player
    game; the journal holds every decision in order, whoever made it."""
    from drivers.keyboard import KEYS

    db = str(tmp_path / "j.sqlite3")
    made = []

    def play(web, table, keys):
        for n in range(24):
            seat, before = table.deciding(), web.decisions
            if seat % 2 == 0:
                k = n % len(table.options())
                made.append(("phone", table.options()[k]))
                assert _phone_decides(web, seat, k) == 200
            else:
                made.append(("button", table.options()[0]))
                keys.put(KEYS[seat][2])  # its select
                assert _wait(lambda n=before + 1: web.decisions == n)  # journal written, pages told

    web = start("127.0.0.1:0")
    try:
        s = Session(Phones(play), Journal(db), None, io.StringIO(), db=db, web=web)
        assert s.run(Plan(names=NAMES, seed=5, resume="no")) == 0
    finally:
        web.stop()
    assert {who for who, _ in made} == {"phone", "button"}
    with Journal(db) as j:
        (game,) = j.unfinished()
        assert [list(a) for a in j.actions(game["id"])] == [list(a) for _, a in made]
    assert web.decisions == 24


def test_a_request_of_the_last_game_waiting_as_a_new_one_begins_changes_nothing(loop):
    """The token is checked again on the table's loop: a request that
    came in for the game just ended is not taken by the same seat of
    the new one (both at version 0)."""
    old = loop.token(0)
    answer = concurrent.futures.Future()
    loop.web.inbox.put((0, old, "act", {"version": 0, "choice": 0}, answer))
    new = Table(core.new_game(NAMES[:3], seed=13))
    loop.web.serve(new)  # the session follows the new game
    assert answer.result(0)[0] == 404
    assert new.actions == [] and loop.table.actions == []
