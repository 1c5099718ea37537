"""Pieces the game tables' screens share (firmware.modes.table.GameTable):
a board page with its title and bottom line, or the final ranking, the undo question on a seat,
the legal choices with the highlighted one, the entries of a seat menu,
the final ranking's order. Each game's screens draw the rest, and the
header of a seat, which says what is the game's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from firmware import catalog
from firmware.drawing import CHARS, ROWS, line, split, wrap

if TYPE_CHECKING:
    from PIL import ImageDraw


def page(draw: ImageDraw.ImageDraw, title: str, lines: Sequence[str], k: int, n: int, bottom: str) -> None:
    """Board page ``k`` of ``n``: ``title`` (and "k/n") on the top bar,
    the ``lines`` under it, ``bottom`` on the bottom bar (who decides
    what, or the device's first problem)."""
    line(draw, 0, split(title, str(k + 1) + "/" + str(n)), invert=True)
    for i in range(min(len(lines), ROWS - 2)):
        line(draw, 1 + i, lines[i])
    line(draw, ROWS - 1, bottom, invert=True)


def board(
    draw: ImageDraw.ImageDraw,
    screen: tuple[str, Sequence[str]] | None,
    k: int,
    n: int,
    status: Sequence[str],
    bottom: Callable[[], str],
    final: Callable[[ImageDraw.ImageDraw], None],
) -> None:
    """Board screen ``k`` of ``n``: ``screen`` is ``(title, lines)``, its
    bottom line the first of ``status`` (the device's problems, the undo
    question), else ``bottom()`` (who decides what); or None for the
    final ranking drawn by ``final(draw)``, the first of ``status`` over
    its last line."""
    if screen is None:
        final(draw)
        if status:  # a silent screen, an undo question: over the winner line
            line(draw, ROWS - 1, status[0], invert=True)
        return
    title, lines = screen
    page(draw, title, lines, k, n, status[0] if status else bottom())


def undo_wait(draw: ImageDraw.ImageDraw, lang: str, game: str, question: str, asked: bool) -> None:
    """A seat while an undo is asked, under its header: the question, or
    on the seat that asked it, that the others are asked."""
    text = catalog.text("undo_wait", lang, game) if asked else question
    for i, t in enumerate(wrap(text)[: ROWS - 2]):
        line(draw, 2 + i, t)


def tall_line(draw: ImageDraw.ImageDraw, row: int, text: str, most: int = 2) -> int:
    """``text`` on line ``row``, wrapped onto the next lines (up to
    ``most`` in all) rather than cut when it does not fit one; the lines
    it took. A "\\n" starts the next line."""
    rows = []
    for part in text.split("\n"):  # a part that fits keeps its spacing
        rows += [part] if len(part) <= CHARS else wrap(part)
    if len(rows) > most:  # the last line takes the rest, cut
        rows = rows[: most - 1] + [" ".join(rows[most - 1 :])]
    for i, t in enumerate(rows):
        line(draw, row + i, t)
    return len(rows)


def choices(
    draw: ImageDraw.ImageDraw,
    row: int,
    prompt: str,
    options: Sequence[Any],
    cursor: int,
    text: Callable[[Any], str],
    count: int,
) -> None:
    """The deciding seat's choices: ``prompt`` and "k/n" on line ``row``,
    then ``count`` of the ``options`` (each in words by ``text``), the
    highlighted one in view."""
    n = len(options)
    cur = min(cursor, n - 1)
    line(draw, row, split(prompt, str(cur + 1) + "/" + str(n)))
    first = cur - count + 1 if cur >= count else 0
    # the highlighted entry last: its bar covers the next line's tall letters
    order = [i for i in range(first, min(n, first + count)) if i != cur] + [cur]
    for i in order:
        line(draw, row + 1 + i - first, text(options[i]), invert=(i == cur))


def entries(draw: ImageDraw.ImageDraw, row: int, texts: Sequence[str], cursor: int | None) -> None:
    """A seat menu's ``texts`` from line ``row``, entry ``cursor``
    highlighted."""
    for i in range(len(texts)):
        line(draw, row + i, texts[i], invert=(i == cursor))


def log_rows(log: Sequence[Sequence[str]]) -> tuple[list[str], int]:
    """A logbook (one list of sentences per decision, oldest first) as
    screen rows, and the row where the newest decision starts."""
    out: list[str] = []
    newest = 0
    for group in log:
        newest = len(out)
        for s in group:
            out += wrap(s)
    return out, newest


def paged(title: str, rows: Sequence[str]) -> list[tuple[str, list[str]]]:
    """``rows`` as board pages of ``title``: as many as they fill (one,
    empty, when there are none)."""
    per = ROWS - 2
    return [(title, list(rows[i : i + per])) for i in range(0, max(1, len(rows)), per)]


def ranked(players: Sequence[dict]) -> list[int]:
    """The final score's players (``result["players"]``) best first: by
    rank, then in seat order."""
    return sorted(range(len(players)), key=lambda i: (players[i]["rank"], i))
