"""What the table's web server (firmware.web.server) lets in: how many
connections and from where (``Guard``), by which names (``names``,
``host_name``), which requests (``refusal``, ``shaped``), and the page a
refusal is shown as (``PAGE``)."""

from __future__ import annotations

import asyncio
import socket
from typing import Any, Callable

from aiohttp import web

OWN = ("127.0.0.1", "::1", "::ffff:127.0.0.1")  # the machine's own addresses: its kiosk browser


class Guard(asyncio.Protocol):
    """One connection, handed to aiohttp's own protocol (``inner``) once
    it is let in: at most CONNECTIONS at once, CONNECTIONS_PER_CLIENT of
    them from one address (not the machine's own), and a client that has not
    sent its request's head within HEADER_WAIT seconds is dropped (aiohttp
    would wait for it for ever), so slow or idle clients never take the
    file handles the table's journal needs."""

    def __init__(self, open_: set, inner: Any, limits: tuple) -> None:
        self.open = open_
        self.inner = inner
        self.limits = limits  # (CONNECTIONS, CONNECTIONS_PER_CLIENT, HEADER_WAIT)
        self.transport: Any = None
        self.timer: Any = None
        self.tail = b""  # the last bytes received, until the head's end is seen
        self.client = ""  # the address it comes from

    def connection_made(self, transport: Any) -> None:
        peer = transport.get_extra_info("peername")
        self.client = str(peer[0]) if peer else ""
        # the client's connections (a few hundred at most to count: microseconds)
        mine = 0 if self.client in OWN else sum(1 for g in self.open if g.client == self.client)
        most, per_client, wait = self.limits
        if len(self.open) >= most or mine >= per_client:
            transport.abort()
            return
        self.open.add(self)
        self.transport = transport
        self.timer = asyncio.get_event_loop().call_later(wait, transport.abort)
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self.timer is not None:
            self.tail = (self.tail + data)[-4 - len(data) :]
            if b"\r\n\r\n" in self.tail:
                self.timer.cancel()
                self.timer = None
        self.inner.data_received(data)

    def eof_received(self) -> Any:
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is None:
            return  # never let in
        if self.timer is not None:
            self.timer.cancel()
        self.open.discard(self)
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


def names(host: str, lan_address: Callable[[], str], more: list) -> frozenset:
    """The names a request's Host may give (its port aside) for a server
    listening on ``host``: that address; on the loopback or every
    address, localhost and the loopback addresses; the machine's host
    name (and its ".local" name), on every address its addresses and
    ``lan_address()`` (the seats' QR codes hold it); and ``more``, the
    owner's. A page reached by another name (DNS rebinding: a foreign
    site's name pointed at the table) is refused."""
    host = host.lower()
    every = host in ("", "0.0.0.0", "::")
    found = {host, lan_address().lower() if every else host}
    if every or host in ("localhost", "::1") or host.startswith("127."):
        found |= {"localhost", "127.0.0.1", "::1"}
    machine = socket.gethostname().lower()
    found |= {machine, machine + ".local"}
    if every:  # the machine's other addresses too (Wi-Fi, cable)
        try:
            found |= set(socket.gethostbyname_ex(machine)[2])
        except OSError:
            pass
    found |= {n.strip().lower().strip("[]") for n in more if n.strip()}
    return frozenset(n.rstrip(".") for n in found if n)


def host_name(host: str) -> str:
    """A Host header's name, without its port: "[::1]:80" is "::1"."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    name, sep, port = host.rpartition(":")
    if sep and port.isdigit() and ":" not in name:
        host = name
    return host.rstrip(".")


def client(request: web.Request) -> str:
    """The address a request comes from ("" when unknown)."""
    peer = request.transport.get_extra_info("peername") if request.transport else None
    return str(peer[0]) if peer else ""


PAGE = """<!DOCTYPE html>
<html lang="%(lang)s"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>doubloon</title><link rel="stylesheet" href="/static/page.css"></head>
<body class="refusal"><header><h1>doubloon</h1></header>
<main><p class="said">%(text)s</p></main></body></html>
"""


def refusal(request: web.Request, names: frozenset) -> tuple[int, str] | None:
    """Why ``request`` is refused (status, words), None when it is not:
    its Host is not one of the table's ``names`` (421); a POST from
    another site's page (its Origin, when the browser gives one, not the
    page's own: 403) or whose body is not JSON (415)."""
    if host_name(request.headers.get("Host", "")) not in names:
        return 421, "not an address of this table"
    if request.method == "POST":
        origin = request.headers.get("Origin")
        if origin is not None and origin.lower() != "http://" + request.headers["Host"].lower():
            return 403, "not from this table's pages"
        if request.content_type != "application/json":
            return 415, "takes JSON (Content-Type: application/json)"
    return None


def shaped(body: Any, fields: dict) -> bool:
    """``body`` is a dict with exactly ``fields``, each of its type (True is no number)."""
    if not isinstance(body, dict) or set(body) != set(fields):
        return False
    for name, kind in fields.items():
        value = body[name]
        if isinstance(value, bool) or not isinstance(value, kind):  # True is no choice
            return False
    return True
