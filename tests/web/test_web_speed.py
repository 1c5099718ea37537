"""Issue 24's CPU target (web-speed): the table sends the pages only
what is new. The board's logbook goes as the entries added since the
last message (a page joining gets it whole, a logbook that is not the
last one with entries added goes whole again), and a page's JSON is
built only while that page is open (built when it joins)."""

import http.client
import json
import queue
import socket
import threading
import time

import core
from firmware.games.puerto_rico.table import Table
from firmware.web import server as web_server
from firmware.web import start

NAMES = ["Anne", "Bob", "Cy", "Dee"]


class Events:
    """One page's event stream, read in a thread of its own: ``next``
    runs the table's loop until the page's next message comes."""

    def __init__(self, web, path):
        self.messages = queue.Queue()
        self.conn = http.client.HTTPConnection("127.0.0.1", web.port, timeout=10)
        self.conn.request("GET", path)
        self.sock = self.conn.sock  # kept: the reply holds it once the connection lets it go
        self.reply = self.conn.getresponse()
        assert self.reply.status == 200
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            for line in iter(self.reply.fp.readline, b""):
                if line.startswith(b"data: "):
                    self.messages.put(json.loads(line[6:]))
        except (OSError, ValueError):
            pass  # closed by the test

    def next(self, web, table):
        end = time.monotonic() + 10
        while time.monotonic() < end:
            web.serve(table)
            try:
                return self.messages.get(timeout=0.005)
            except queue.Empty:
                pass
        raise AssertionError("no message")

    def close(self):
        """The page goes away (its socket shut: the server's end sees it)."""
        self.sock.shutdown(socket.SHUT_RDWR)
        self.conn.close()


def game(seed=5):
    return Table(core.new_game(NAMES[:3], seed=seed))


def play(web, table, n):
    for _ in range(n):
        table.choose(table.options()[0])  # buttons' decisions: the pages follow them
        web.serve(table)


def test_a_board_page_joining_late_gets_the_whole_logbook_then_only_whats_new():
    web, t = start("127.0.0.1:0"), game()
    try:
        web.follow(t)
        play(web, t, 6)
        page = Events(web, "/board/events")
        first = page.next(web, t)
        assert first["log_from"] == 0 and first["log"] == web.history.entries
        assert len(first["log"]) > 1
        play(web, t, 1)
        second = page.next(web, t)
        # the second decision's message holds its new entry only, not the whole logbook
        assert second["log_from"] == len(first["log"])
        assert second["log"] == web.history.entries[len(first["log"]) :] and len(second["log"]) == 1
        # the page's logbook (live.js: kept up to log_from, the new entries added) is the game's
        assert first["log"][: second["log_from"]] + second["log"] == web.history.entries
        page.close()
    finally:
        web.stop()


def test_a_logbook_that_changed_is_sent_whole_again_and_an_undo_is_added():
    web, t = start("127.0.0.1:0"), game()
    try:
        web.follow(t)
        play(web, t, 3)
        page = Events(web, "/board/events")
        first = page.next(web, t)
        # an undo: its notice is one entry more (History keeps what was undone)
        t.undo()
        undone = page.next(web, t)
        assert undone["log_from"] == len(first["log"]) and undone["log"] == web.history.entries[-1:]
        # a logbook that shrank (not the one sent with entries added): whole again
        del web.history.entries[1:]
        play(web, t, 1)
        again = page.next(web, t)
        assert again["log_from"] == 0 and again["log"] == web.history.entries
        # a new game: its own logbook, whole
        other = game(seed=6)
        web.follow(other)
        new = page.next(web, other)
        assert new["log_from"] == 0 and new["log"] == web.history.entries and new["version"] == 0
        page.close()
    finally:
        web.stop()


def test_a_seats_json_is_built_only_while_its_page_is_open(monkeypatch):
    built = []
    seat, board = web_server.views.seat, web_server.views.board

    def seat_counted(mode, s, version, **kwargs):
        built.append(s)
        return seat(mode, s, version, **kwargs)

    def board_counted(*args, **kwargs):
        built.append("board")
        return board(*args, **kwargs)

    monkeypatch.setattr(web_server.views, "seat", seat_counted)
    monkeypatch.setattr(web_server.views, "board", board_counted)
    web, t = start("127.0.0.1:0"), game()
    try:
        web.follow(t)
        play(web, t, 2)
        assert built == []  # no page open: nothing built
        page = Events(web, "/seat/%s/events" % web.seat_url(1).rsplit("/", 1)[1])
        joined = page.next(web, t)  # built when it joins, for the game as it is now
        assert built == [1]
        assert joined["seat"] == 1 and joined["version"] == web.decisions == 2
        play(web, t, 1)
        assert page.next(web, t)["version"] == 3
        assert built == [1, 1]  # the other seats and the board: still none
        page.close()
    finally:
        web.stop()
