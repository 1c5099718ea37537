"""The web page's one error (firmware.web): what the server and the
command line both name, apart from both so neither imports the other."""

from __future__ import annotations


class WebError(Exception):
    """--web cannot be served as asked: one line, exit 2. ``errno``: the
    system's error number when listening failed, else None."""

    def __init__(self, line: str, errno: int | None = None) -> None:
        super().__init__(line)
        self.errno = errno
