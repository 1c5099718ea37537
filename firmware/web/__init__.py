"""The table's own web page (issue 24): ``doubloon play --web [HOST:]PORT``
serves the board page and the phones' seat pages from the device itself
(firmware.web.server, with aiohttp; the JSON of the pages:
firmware.web.views; the pages: static/).

Nothing here imports aiohttp: a table without --web never loads it.
"""

from __future__ import annotations

import errno
import importlib.util
from typing import Any

from firmware.web.errors import WebError

DEFAULT_HOST = "127.0.0.1"  # only this machine, unless an address is given
# the start screen's "web page: on" without --web: this machine only (a
# kiosk browser on the Pi's HDMI output, or the laptop's own browser)
ADDRESS = "127.0.0.1:8080"


def address(text: str) -> tuple[str, int]:
    """``[HOST:]PORT`` as (host, port); ValueError naming what is wrong.
    HOST may be a name, an IPv4 address or a bracketed IPv6 one ("[::1]:8080")."""
    text = text.strip()
    host, sep, port = text.rpartition(":")
    if not sep:
        host = DEFAULT_HOST
    elif host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif ":" in host or not host:
        raise ValueError("not HOST:PORT")
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError("port takes 0 to 65535")
    if not host or any(c.isspace() or c in "/?#@[]" for c in host):
        raise ValueError("not a host")
    return host, int(port)


def installed() -> bool:
    """The web extra is here (aiohttp and segno), found without importing
    them: a table that does not serve its page never loads them."""
    return all(importlib.util.find_spec(name) is not None for name in ("aiohttp", "segno"))


def shown(text: str) -> str:
    """``[HOST:]PORT`` as HOST:PORT, short enough for a screen line."""
    host, port = address(text)
    return ("[%s]:%d" if ":" in host else "%s:%d") % (host, port)


def why(e: WebError) -> str:
    """Why the server did not start, as a catalog key: the port is taken,
    the address is not this machine's, or something else."""
    said = {errno.EADDRINUSE: "web_in_use", errno.EADDRNOTAVAIL: "web_not_here"}
    return said.get(e.errno, "web_not_started")


def start(text: str) -> Any:
    """The server for ``--web TEXT``, listening (firmware.web.server.Web);
    WebError (one line) when aiohttp is missing or it cannot listen."""
    host, port = address(text)
    try:
        from firmware.web import server
    except ImportError:
        raise WebError(
            "--web needs aiohttp: pip install 'doubloon[web]' (Raspberry Pi OS: apt install python3-aiohttp)"
        )
    web = server.Web(host, port)
    try:
        web.start()
    except WebError as e:
        raise WebError("--web %s: %s" % (text, e), e.errno)
    return web
