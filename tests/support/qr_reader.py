"""Reads a QR code back from a screen's pixels (tests only), as a phone
would: the lit square of its quiet zone, then the dark modules in it."""

from __future__ import annotations

import segno


def read_modules(img) -> tuple[list[list[int]], int, int]:
    """The modules of the QR code image ``img`` (its lit quiet zone all
    round): the dark pixels' box is the code (its corners are finder
    patterns), the top-left finder's first row is 7 modules, each module
    read at its centre. (matrix of 1 = dark, pixels a module, quiet zone
    in pixels on the left)."""
    w, h = img.size
    px = img.load()
    dark = [(x, y) for y in range(h) for x in range(w) if px[x, y] == 0]
    x0, y0 = min(x for x, _ in dark), min(y for _, y in dark)
    x1 = max(x for x, _ in dark)
    run = 0
    while px[x0 + run, y0] == 0:
        run += 1
    assert run % 7 == 0, "the finder's top row is 7 modules"
    scale = run // 7
    n = (x1 - x0 + 1) // scale
    rows = [
        [1 if px[x0 + c * scale + scale // 2, y0 + r * scale + scale // 2] == 0 else 0 for c in range(n)]
        for r in range(n)
    ]
    return rows, scale, x0


def on_screen(frame, width: int = 64):
    """The QR code drawn at the left of a screen's ``frame``: the lit box in
    its first ``width`` columns (the words beside it start further right),
    cut out; None when nothing there is lit."""
    box = frame.crop((0, 0, width, frame.size[1])).getbbox()
    return frame.crop(box) if box else None


def read(frame) -> list[list[int]] | None:
    """The modules of the QR code at the left of ``frame``, or None."""
    square = on_screen(frame)
    if square is None or square.size[0] != square.size[1] or square.size[0] < 21:
        return None
    px, side = square.load(), square.size[0]
    edge = [px[i, 0] for i in range(side)] + [px[i, side - 1] for i in range(side)]
    edge += [px[0, i] for i in range(side)] + [px[side - 1, i] for i in range(side)]
    if not all(edge):  # a code's quiet zone is lit all round: text is not
        return None
    return read_modules(square)[0]


def segno_rows(url: str) -> list[list[int]]:
    """segno's own matrix of ``url`` (1 = dark): the URL as it is when
    that fits version 3, else its scheme://host:port in capitals as a
    segment of its own and the rest as it is (firmware.web.qr's compact
    form)."""
    code = segno.make(url, error="l", micro=False, boost_error=True)
    if code.version > 3:
        scheme, _, rest = url.partition("://")
        host, slash, path = rest.partition("/")
        code = segno.make([(scheme + "://" + host).upper(), slash + path], error="l", micro=False)
    return [list(row) for row in code.matrix]
