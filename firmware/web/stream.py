"""One open event stream of the web server (firmware.web.server): what
is waiting for it and what its page already holds, so that each message
carries only what is new to that page."""

from __future__ import annotations

import asyncio
from typing import Any


BEAT = "beat"  # the news that a keep-alive comment is due (a "something new" replaces it)


class Stream:
    """One open event stream: a "something new" signal waiting for it (a
    second one before the first is taken is one: a slow page skips to the
    newest state), and what it was last sent (``shown``; for the board,
    how much of the logbook: ``epoch``, ``sent``)."""

    def __init__(self, seat: int | None = None, token: str | None = None, transport: Any = None) -> None:
        self.seat = seat
        self.token = token
        self.transport = transport  # its connection: dropped (aborted) when it reads too slowly
        self.client = ""  # the address its page is at
        self.opened = 0  # its number among the streams opened (the oldest: the smallest)
        self.ending = False  # told to end (a newer page of its seat took its place)
        self.queue: asyncio.Queue = asyncio.Queue(maxsize=1)
        # the server's watchdog reads these (firmware.web.server.Web._watchdog):
        # when the write under way began (None: none), when the last one ended
        self.writing: float | None = None
        self.written = 0.0
        self.shown: Any = None
        self.epoch = -1  # the logbook's epoch its page holds: none yet
        self.sent = 0  # entries of that logbook its page holds

    def offer(self, news: bool | str | None) -> None:
        """True: the state changed; BEAT: a keep-alive is due; None: the stream ends."""
        if self.queue.full():
            self.queue.get_nowait()
        self.queue.put_nowait(news)

    def text(self, board: str | None, seat_texts: dict, log: list | None, epoch: int) -> str | None:
        """What ``stream`` is to be sent now, None when nothing new: a
        seat's JSON, or the board's with the logbook entries its page has
        not got and the index they start at ("log_from": 0, the whole)."""
        if self.seat is not None:
            text = seat_texts.get(self.seat)
            if text is None or text == self.shown:
                return None
            self.shown = text
            return text
        if board is None:
            return None
        start = self.sent if self.epoch == epoch and log is not None else 0
        if board == self.shown and (log is None or start == len(log)):
            return None
        self.shown = board
        if log is None:
            return board
        self.epoch, self.sent = epoch, len(log)
        return '%s,"log_from":%d,"log":[%s]}' % (board[:-1], start, ",".join(log[start:]))
