"""The table's own web server (issue 24): the board page for a tablet or a
TV, a seat page per player for phones, served with aiohttp in a thread of
its own, with its own asyncio loop.

The table's main loop (firmware.app.App.step) stays where it is and never
waits on the network. Each pass it calls ``Web.serve(mode)`` on the main
thread: the phones' requests waiting in a thread-safe queue are checked
and applied there, through the table's own paths (``choose`` as a seat's
select does, the seat menu's undo), so the journal, undo and resume see a
phone decision exactly as a button one; then, when the game changed, the
new board and seat JSON (of the pages open only) and the board's
logbook entries added are handed to the server's loop
(call_soon_threadsafe, fire and forget), which pushes them to the open
pages as Server-Sent Events.

Each seat of a game has its own secret token (``secrets.token_urlsafe``),
made new for every game; the board page needs none and shows nothing
secret (firmware.web.views). A decision is taken only when its version is
the game's decision version now and its choice is one the table offers
that seat now: a replayed, stale or other seat's request changes nothing.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hmac
import html
import json
import logging
import os
import queue
import secrets
import socket
import threading
from typing import Any

from aiohttp import web

import core
from firmware import catalog
from firmware.web import guard, views
from firmware.web.errors import WebError
from firmware.web.answers import ANSWERS

from firmware.web.guard import Guard, client, shaped
from firmware.web.stream import BEAT as BEAT_NEWS, Stream

MAX_BODY = 8 * 1024  # bytes: a request body larger is refused (413)
BODY_WAIT = 10.0  # seconds a request's body may take to arrive; slower: 408
HOSTS_VARIABLE = "DOUBLOON_WEB_HOSTS"  # more host names the pages answer to, comma-separated
STREAMS = {"board": 16, "seat": 40}  # open event streams per page kind; more: 503
# board streams one client address may hold (a TV, a tablet, a laptop's
# tabs); more: 503, so one client cannot fill the board's room. The
# streams open stay open: the board already on the TV is never dropped
BOARD_STREAMS_PER_CLIENT = 4
# streams one seat's token may hold; a newer one ends its oldest (a phone
# that reloads its page gets in, whatever its old connection does), so
# every paired seat has room whatever else is open
STREAMS_PER_SEAT = 3
INBOX = 64  # requests waiting for the table's loop; more: 503
ANSWER_WAIT = 5.0  # seconds a request waits for the table's loop to answer
BEAT = 15.0  # seconds between keep-alive comments on an idle event stream
WRITE_WAIT = 20.0  # seconds a client may take to take one event; slower: dropped
WATCH = 1.0  # seconds between the watchdog's rounds (beats due, pages too slow)
CONNECTIONS = 256  # open connections at once; more are closed at once (file handles stay for the journal)
# open connections one client address may hold (a phone or a browser opens
# 6 or so); more are closed at once, so one machine on the Wi-Fi cannot
# take every place. The table's own machine (its kiosk browser) is not counted
CONNECTIONS_PER_CLIENT = 48
HEADER_WAIT = 10.0  # seconds a new connection has to send its request's head; slower: dropped
KEEP_ALIVE = 15.0  # seconds an idle connection is kept between requests
STATIC = os.path.join(os.path.dirname(__file__), "static")
TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
HEADERS = {
    # nothing from elsewhere, no framing, no referrer (a seat's URL holds its token)
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def lan_address() -> str:
    """This machine's address on its local network, for the seats' URLs
    when the server listens on every address: the address a UDP socket
    would send from (connect sends nothing, so no network is needed),
    else the host name."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return s.getsockname()[0]
    except OSError:
        return socket.gethostname()
    finally:
        s.close()


class Web:
    """The server and its link to the table. Main thread: ``start``,
    ``follow(mode)`` (the mode now played: a new game gets new tokens),
    ``serve(mode)`` (every loop pass), ``seat_url``, ``board_url``,
    ``stop``. Everything else runs in the server's thread."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, hosts: tuple = ()) -> None:
        self.host = host
        self.port = port
        self.more_hosts = tuple(hosts)  # host names the owner adds (and HOSTS_VARIABLE's)
        self.names: frozenset = frozenset()  # the Host names answered to, set by start
        self.lang = "en"
        self.mode: Any = None  # the mode followed
        self.tokens: list[str] = []  # one per seat of the game followed
        self.decisions = 0  # the decision version: +1 on every decision and undo
        self.inbox: queue.Queue = queue.Queue(maxsize=INBOX)
        self._key: Any = None  # what the last published JSON was made of
        self.history: views.History | None = None  # the game's whole logbook
        self.problem: str | None = None  # why the pages could not be told the last change
        self._built: set = set()  # the pages' JSON built for the game as it is now ("board", seats)
        # the History whose entries the server has, how many, the last as sent
        self._log_of, self._log_sent, self._last = None, 0, []
        # the pages open ("board", seats): the server thread's, a new frozenset each time
        self.watched: frozenset = frozenset()
        self._was_watched: frozenset = self.watched  # as the last pass saw it
        # the server thread's
        self.board_text: str | None = None  # the board's JSON without its logbook
        self.seat_texts: dict[int, str] = {}
        self.log: list[str] | None = None  # the board's logbook, each entry as JSON
        self.log_epoch = 0  # +1 when the logbook is not the one before with entries added
        self.streams: dict[str, set] = {"board": set(), "seat": set()}
        self.opened = 0  # streams opened so far (each stream's number: which is oldest)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.runner: web.AppRunner | None = None
        self.listener: Any = None  # the listening asyncio server
        self.watchdog: asyncio.Task | None = None
        self.connections: set = set()  # the Guards let in
        self.files: dict[str, tuple[bytes, str]] = {}

    # -- the main thread's side ------------------------------------------------
    def start(self) -> None:
        """Listen on ``host``:``port`` (0: any free port; ``port`` is then
        the one given); WebError when it cannot."""
        for name in sorted(os.listdir(STATIC)):
            with open(os.path.join(STATIC, name), "rb") as f:
                self.files[name] = (f.read(), TYPES.get(os.path.splitext(name)[1], "text/plain"))
        self.names = self.host_names()
        quiet = logging.getLogger("aiohttp")
        quiet.addHandler(logging.NullHandler())
        quiet.propagate = False  # the terminal table's screen is no log
        ready = threading.Event()
        problem: list[tuple] = []  # (the line, the system's error number or None)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, args=(ready, problem), name="web", daemon=True)
        self.thread.start()
        ready.wait()
        if problem:
            self.thread.join(5)
            self.loop = None
            raise WebError(*problem[0])

    def stop(self) -> None:
        loop = self.loop
        if loop is None:
            return
        self.loop = None
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(5)
        except Exception:  # a server that will not stop must not keep the table from ending
            pass
        loop.call_soon_threadsafe(loop.stop)
        if self.thread is not None:
            self.thread.join(5)

    def follow(self, mode: Any) -> None:
        """``mode`` is played now: a game gets one new token per seat, its
        decisions and undos move the decision version on (its callbacks
        are wrapped, after the journal's), and the pages are told."""
        if mode is self.mode:
            return
        self.mode = mode
        self.lang = getattr(mode, "lang", None) or "en"  # the refusal pages' language
        self.decisions = 0
        self._key = None
        game = hasattr(mode, "state")
        self.tokens = [secrets.token_urlsafe(16) for _ in range(mode.seat_count)] if game else []
        self.history = views.History(mode) if game else None
        if game:
            self._watch(mode)
        self.publish(mode)

    def _watch(self, mode: Any) -> None:
        for name in ("on_action", "on_undo"):
            inner = getattr(mode, name)

            def hook(*args: Any, _inner: Any = inner) -> None:
                if _inner is not None:
                    _inner(*args)
                self.decisions += 1

            setattr(mode, name, hook)

    def serve(self, mode: Any) -> None:
        """One pass of the table's loop: answer the requests waiting, then
        tell the pages what changed. Never waits."""
        if mode is not self.mode:
            self.follow(mode)
        self._paired(mode)
        done = []
        while True:
            try:
                seat, token, what, body, answer = self.inbox.get_nowait()
            except queue.Empty:
                break
            if not answer.set_running_or_notify_cancel():
                continue  # its page gave up waiting
            if self._seat_of(token) != seat:  # a new game began since it came in: not its seat
                done.append((answer, (404, {"error": "no such seat in this game"})))
            else:
                done.append((answer, self._answer(mode, seat, what, body, answer)))
        self.publish(mode)
        # answered after the new state is on its way: a page that hears
        # "done" then finds the state it caused, never the one before
        for answer, result in done:
            answer.set_result(result)

    def _paired(self, mode: Any) -> None:
        """A seat whose page has just opened is paired: its screen stops
        showing its QR code (its phone is its buttons now)."""
        watched = self.watched
        if watched is self._was_watched:
            return
        new = watched - self._was_watched
        self._was_watched = watched
        for s in new:
            if (
                s != "board"
                and s < len(getattr(mode, "seats", ()))
                and getattr(mode.seats[s], "pairing", False)
            ):
                mode.seats[s].pairing = False
                mode.changed()

    def _answer(self, mode: Any, seat: int, what: str, body: dict, answer: Any) -> tuple:
        try:
            return ANSWERS[what](self, mode, seat, body)
        except core.DoubloonError as e:  # the core refused: nothing changed
            return 409, {"error": str(e).splitlines()[0][:200]}
        except BaseException:
            answer.set_result((500, {"error": "the table failed"}))
            raise  # as a button's press would: the session ends and says why

    def publish(self, mode: Any) -> None:
        """New JSON for the pages open when the game changed (a page opened
        later gets its own next pass); the logbook as its entries added."""
        game = hasattr(mode, "state")
        if game:
            key: tuple = (id(mode), self.decisions, mode.undo_request, tuple(mode.status), mode.told)
        else:
            key = (id(mode),)
        fresh = key != self._key
        if fresh:
            if game and self._key is not None:
                self.history.update(mode)
            self._key = key
            self._built = set()
        want = [p for p in self.watched if p not in self._built and (p == "board" or p < len(self.tokens))]
        if not fresh and not want:
            return
        # once per state even when it fails: not tried again every pass
        self._built.update(want)
        log = self._log_news() if fresh else False
        texts = {}
        try:
            now = views.Now(mode) if game and want else None  # one for all the pages
            for p in want:
                if p == "board":
                    view = views.board(mode, self.decisions, log=False, now=now, labels=False)
                    # the picture's labels, made once (a third of the board's JSON)
                    texts[p] = views.dumped(view, views.labels_text(mode) if game else None)
                else:
                    texts[p] = views.dumped(views.seat(mode, p, self.decisions, now=now))
        except Exception as e:  # the pages keep their last state: a page never stops the table
            self.problem = "%s: %s" % (type(e).__name__, e)
            texts = {}
        loop = self.loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self._push, fresh, texts, log, list(self.tokens))
            except RuntimeError:  # the loop is closing: the table ends too
                pass

    def _log_news(self) -> tuple | None:
        """(start, the logbook's entries the server has not got); start 0:
        the whole (a new game, or not the last one with entries added)."""
        history = self.history
        if history is None:
            self._log_of = None
            return None
        entries = history.entries
        start = self._log_sent
        if self._log_of is not history or start > len(entries) or entries[start - 1 : start] != self._last:
            start = 0
        items = [json.dumps(e, ensure_ascii=False) for e in entries[start:]]
        self._log_of, self._log_sent = history, len(entries)
        self._last = [list(e) for e in entries[-1:]]
        return start, items

    def host_names(self) -> frozenset:
        """The names the pages answer to (firmware.web.guard.names), with
        the owner's own (``hosts``, and HOSTS_VARIABLE's)."""
        more = list(self.more_hosts) + os.environ.get(HOSTS_VARIABLE, "").split(",")
        return guard.names(self.host, lan_address, more)

    def seats(self) -> range:
        return range(len(self.tokens))

    def board_url(self) -> str:
        return "http://%s/" % self._where()

    def seat_url(self, seat: int) -> str:
        """Seat ``seat``'s page, with its token: for its QR code only."""
        return "http://%s/seat/%s" % (self._where(), self.tokens[seat])

    def _where(self) -> str:
        host = self.host
        if host in ("", "0.0.0.0", "::"):
            host = lan_address()
        if ":" in host:
            host = "[%s]" % host
        return "%s:%d" % (host, self.port)

    # -- the server's thread ------------------------------------------------------
    def _run(self, ready: threading.Event, problem: list) -> None:
        loop = self.loop
        asyncio.set_event_loop(loop)
        # a page that went away mid-write is no news for the table's terminal
        loop.set_exception_handler(lambda loop, context: None)
        try:
            loop.run_until_complete(self._listen())
        except OSError as e:
            problem.append(("cannot listen on %s port %d: %s" % (self.host, self.port, _why(e)), e.errno))
        except Exception as e:  # an address aiohttp refuses: one line all the same
            problem.append(("cannot listen on %s port %d: %s" % (self.host, self.port, e), None))
        ready.set()
        if not problem:
            loop.run_forever()
        loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guard])
        app.router.add_get("/", self._board_page)
        app.router.add_get("/board/events", self._board_events)
        app.router.add_get("/static/{name}", self._static)
        app.router.add_get("/seat/{token}", self._seat_page)
        app.router.add_get("/seat/{token}/", self._seat_slash)
        app.router.add_get("/seat/{token}/events", self._seat_events)
        for what in ("act", "undo", "help", "hint"):  # a seat's requests (hint: issue 34)
            app.router.add_post("/seat/{token}/" + what, getattr(self, "_" + what))
        # lingering_time=0: a body not read whole (refused) is not read on
        # for 10 s after the answer: its connection closes at once
        self.runner = web.AppRunner(
            app, handle_signals=False, access_log=None, keepalive_timeout=KEEP_ALIVE, lingering_time=0
        )
        await self.runner.setup()
        # aiohttp's low-level server (its Server is the protocol factory),
        # each connection behind a Guard
        server = self.runner.server
        loop = asyncio.get_running_loop()
        self.listener = await loop.create_server(
            lambda: Guard(self.connections, server(), (CONNECTIONS, CONNECTIONS_PER_CLIENT, HEADER_WAIT)),
            self.host,
            self.port,
            backlog=128,
        )
        if self.port == 0:
            self.port = self.listener.sockets[0].getsockname()[1]
        self.watchdog = loop.create_task(self._watchdog())

    async def _watchdog(self) -> None:
        """Every WATCH seconds: a keep-alive for each stream idle BEAT
        seconds (a page whose connection died is found), and a page that
        has not taken an event in WRITE_WAIT seconds is dropped. One task
        for all the streams, not a timer per event (a timer per write was
        a tenth of the server's CPU)."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(WATCH)
            now = loop.time()
            for kind in self.streams:
                for stream in list(self.streams[kind]):
                    if stream.writing is not None and now - stream.writing > WRITE_WAIT:
                        stream.transport.abort()  # its write returns (or fails), then
                        stream.offer(None)  # its stream ends
                    elif stream.writing is None and now - stream.written > BEAT and stream.queue.empty():
                        stream.offer(BEAT_NEWS)

    async def _shutdown(self) -> None:
        if self.listener is not None:
            self.listener.close()  # no new connection
        if self.watchdog is not None:
            self.watchdog.cancel()
        for kind in self.streams:
            for stream in list(self.streams[kind]):
                stream.offer(None)  # the stream ends
        if self.runner is not None:
            await self.runner.cleanup()

    def _push(self, fresh: bool, texts: dict, log: Any, tokens: list[str]) -> None:
        """``texts``: the pages' JSON built (``fresh``: of a new state, the
        others forgotten); ``log``: (start, entries added), False: none,
        None: no logbook. What a stream is sent is made as it is written."""
        if fresh:
            self.board_text = texts.get("board")
            self.seat_texts = {}
        elif "board" in texts:
            self.board_text = texts["board"]
        self.seat_texts.update((s, t) for s, t in texts.items() if s != "board")
        if log is None:
            self.log = None
        elif log is not False:
            start, items = log
            if self.log is None or start != len(self.log):
                self.log_epoch += 1  # not the same logbook with entries added: pages get it whole
            self.log = (self.log or [])[:start] + items
        for stream in list(self.streams["board"]):
            stream.offer(True)
        for stream in list(self.streams["seat"]):
            s = stream.seat
            if s < len(tokens) and tokens[s] == stream.token:
                stream.offer(True)
            else:
                stream.offer(None)  # a token of another game: its page is over

    def _watching(self) -> None:
        seats = frozenset(s.seat for s in self.streams["seat"])
        self.watched = seats | ({"board"} if self.streams["board"] else set())

    def _seat_of(self, token: str) -> int | None:
        """The seat ``token`` is the token of, or None. Every token is
        compared in constant time, so the time taken tells nothing."""
        given = token.encode("utf-8", "replace")
        found = None
        for s, t in enumerate(list(self.tokens)):
            if hmac.compare_digest(given, t.encode()):
                found = s
        return found

    # -- the routes ---------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Every request, before its route (firmware.web.guard.refusal)."""
        refused = guard.refusal(request, self.names)
        return await handler(request) if refused is None else _refused(*refused)

    def _file(self, name: str) -> web.Response:
        body, kind = self.files[name]
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=HEADERS)

    async def _board_page(self, request: web.Request) -> web.Response:
        return self._file("board.html")

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in self.files or name.endswith(".html"):
            raise web.HTTPNotFound()
        return self._file(name)

    async def _seat_page(self, request: web.Request) -> web.Response:
        if self._seat_of(request.match_info["token"]) is None:
            return self._page(404, "web_gone")
        return self._file("seat.html")

    async def _seat_slash(self, request: web.Request) -> web.Response:
        """``/seat/TOKEN/`` (a slash added): the seat's page, at its own address."""
        raise web.HTTPPermanentRedirect("/seat/" + request.match_info["token"], headers=HEADERS)

    def _page(self, status: int, key: str) -> web.Response:
        """A refusal a browser shows as a page, not as JSON (a seat's
        address loaded again after its game ended): ``key``'s words in
        the game's language."""
        text = catalog.text(key, self.lang)
        body = guard.PAGE % {"lang": html.escape(self.lang), "text": html.escape(text)}
        return web.Response(status=status, text=body, content_type="text/html", headers=HEADERS)

    async def _board_events(self, request: web.Request) -> web.StreamResponse:
        return await self._events(request, "board", None, None)

    async def _seat_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        seat = self._seat_of(token)
        if seat is None:
            return _refused(404, "no such seat in this game")
        return await self._events(request, "seat", seat, token)

    async def _events(
        self, request: web.Request, kind: str, seat: int | None, token: str | None
    ) -> web.StreamResponse:
        if request.method != "GET":  # HEAD: the headers only, not a stream held open
            return web.Response(headers=dict(HEADERS, **{"Content-Type": "text/event-stream"}))
        streams = self.streams[kind]
        where = client(request)
        if kind == "seat":
            same = sorted((s for s in streams if s.token == token and not s.ending), key=lambda s: s.opened)
            for old in same[: max(0, len(same) - STREAMS_PER_SEAT + 1)]:
                old.ending = True
                old.offer(None)  # its page, if still there, comes back as the newest
        elif sum(1 for s in streams if s.client == where) >= BOARD_STREAMS_PER_CLIENT:
            return _refused(503, "too many pages open from one address")
        if len(streams) >= STREAMS[kind]:
            return _refused(503, "too many pages open")
        resp = web.StreamResponse(headers=dict(HEADERS, **{"Content-Type": "text/event-stream"}))
        resp.force_close()  # a stream's connection ends with it: never kept for another request
        await resp.prepare(request)
        stream = Stream(seat, token, request.transport)
        stream.client = where
        self.opened += 1
        stream.opened = self.opened
        stream.written = asyncio.get_running_loop().time()
        streams.add(stream)
        self._watching()  # the table builds this page's JSON from now on
        try:
            news: Any = True
            while news is not None:
                if news is BEAT_NEWS:
                    await self._write(stream, resp, b": beat\n\n")
                else:
                    text = stream.text(self.board_text, self.seat_texts, self.log, self.log_epoch)
                    if text is not None:
                        await self._write(stream, resp, ("data: %s\n\n" % text).encode())
                news = await stream.queue.get()
        except (ConnectionError, RuntimeError):
            pass  # the page went away, or took too long to read (the watchdog dropped it)
        finally:
            streams.discard(stream)
            self._watching()
        return resp

    async def _write(self, stream: Stream, resp: web.StreamResponse, data: bytes) -> None:
        """``data`` to ``stream``'s page, timed by the watchdog."""
        loop = asyncio.get_running_loop()
        stream.writing = loop.time()
        await resp.write(data)
        stream.writing, stream.written = None, loop.time()

    async def _act(self, request: web.Request) -> web.Response:
        return await self._request(request, "act", {"version": int, "choice": int})

    async def _undo(self, request: web.Request) -> web.Response:
        return await self._request(request, "undo", {"version": int, "answer": str})

    async def _help(self, request: web.Request) -> web.Response:
        return await self._request(request, "help", {"version": int, "choice": (int, type(None))})

    async def _hint(self, request: web.Request) -> web.Response:
        return await self._request(request, "hint", {"version": int})

    async def _request(self, request: web.Request, what: str, fields: dict) -> web.Response:
        """A seat's POST: its token, then its JSON body (a dict with exactly
        ``fields``, of their types), handed to the table's loop; its answer."""
        token = request.match_info["token"]
        seat = self._seat_of(token)
        if seat is None:
            return _refused(404, "no such seat in this game")
        if (request.content_length or 0) > MAX_BODY:
            return _refused(413, "request too large")  # not waited for
        try:
            body = json.loads(await asyncio.wait_for(request.read(), BODY_WAIT))
        except web.HTTPRequestEntityTooLarge:
            return _refused(413, "request too large")
        except asyncio.TimeoutError:
            return _refused(408, "the request's body did not come")
        except (ValueError, RecursionError):
            return _refused(400, "not JSON")
        except web.RequestPayloadError:  # a body its encoding cannot read (a corrupt gzip)
            return _refused(400, "a body that cannot be read")
        if not shaped(body, fields):
            return _refused(400, "takes %s" % ", ".join(sorted(fields)))
        answer: concurrent.futures.Future = concurrent.futures.Future()
        try:
            self.inbox.put_nowait((seat, token, what, body, answer))
        except queue.Full:
            return _refused(503, "the table is busy")
        try:
            status, data = await asyncio.wait_for(asyncio.wrap_future(answer), ANSWER_WAIT)
        except asyncio.TimeoutError:
            answer.cancel()
            return _refused(503, "the table is not answering")
        return web.json_response(data, status=status, headers=HEADERS)


def _refused(status: int, why: str) -> web.Response:
    return web.json_response({"error": why}, status=status, headers=HEADERS)


def _why(e: OSError) -> str:
    """The system's words for ``e`` ("address already in use"), without
    asyncio's "error while attempting to bind on address ..." around them."""
    if e.errno and e.errno > 0 and not isinstance(e, socket.gaierror):
        return os.strerror(e.errno).lower()
    return (e.strerror or str(e)).lower()
