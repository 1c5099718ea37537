"""Pieces the game tables' screens share (firmware.modes.table.GameTable):
the board's screens (its default page "at a glance", then its pages, as
many side by side as the board is wide), a board page with its title and
bottom line, or the final ranking, the undo question on the board and on a seat,
the legal choices with the highlighted one, the entries of a seat menu,
the final ranking's order. Each game's screens draw the rest, and the
header of a seat, which says what is the game's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from firmware import catalog
from firmware.layout import clip
from firmware.drawing import CHAR_W, CHARS, PITCH, ROWS, line, split, width_of, wrap

if TYPE_CHECKING:
    from PIL import ImageDraw


BODY = ROWS - 2  # a board page's lines, between its title and bottom bars
GLANCE = ROWS - 1  # the default page has no title bar: its lines, then the bottom bar
NEWS_MIN = 2  # the default page keeps at least this many lines for the moves

# A board column is ``(title, lines)``, CHARS wide: a 128-px board shows
# one, a 256-px board two side by side. The default page's columns have
# no title bar: their title is None, or on the moves' column, when the
# moves go on at the next press, the line of their last row there (an int),
# or when they turn by themselves (k, n): turn k of n shown.
Column = tuple


COLUMN_X = (CHARS + 1) * CHAR_W  # a column's left edge from the one before: a character apart


def columns_of(width: int) -> int:
    """How many board columns a board ``width`` pixels wide shows."""
    return max(1, (width + CHAR_W) // COLUMN_X)


def narrowed(screen: list[Column] | None, width: int) -> list[Column] | None:
    """A board screen's columns that a panel ``width`` pixels wide shows
    (a wide board's screen on a seat's 128-px screen: its first)."""
    return None if screen is None else list(screen[: columns_of(width)])


def board_screens(
    todo: str,
    news: Sequence[str],
    facts: Sequence[str],
    wide_facts: Sequence[str],
    pages: Sequence[tuple[str, list[str]]],
    cols: int = 1,
    bottom: str = "",
    aside: Sequence[int] = (),
    turn: int = 0,
    whole: bool = False,
) -> list[list[Column]]:
    """The board's screens, in the order its button steps them, each a
    list of up to ``cols`` columns. First the default page: the moves of
    the last decision (``news``, sentences) on top and the facts players ask
    most (``facts``, rows) at the bottom; on a two-column board the moves
    keep the left column and ``wide_facts`` the right, the ships and
    roles never pushed off by a long decision (issue 36). Moves that do not
    fit go on in pages titled ``todo`` right after it (never dropped, and
    a sentence is never split over two screens when it fits on one);
    facts that do not fit are cut (each is in full on its page). Then
    ``pages``, already cut into columns. ``bottom``: the default page's
    bottom line (who decides what), which it wraps rather than cut.
    ``aside``: the moves (indices in ``news``) a waiting seat's screen
    shows whole, its player's own: when all the moves do not fit the
    default page, it leaves those to the seats (each player moves their
    own pieces, the board says the rest) and the pages after it tell
    them all, in order. When the moves still do not fit, its rows of
    moves turn by themselves (``turn``: how many times they have turned;
    ``glance_turns`` says how many turns there are): each turn whole
    sentences, a dot a turn right of them (the current one a square), so
    every move is read without a press. ``whole``: on a board of more
    than one column each kind of page (a run of columns under one title)
    starts a screen, its last screen maybe narrower: where a kind
    starts does not hang on how many columns the kinds before it take."""
    lines = GLANCE + 1 - len(bottom_rows(bottom, cols))
    kept = list(range(len(news)))
    for i in aside:  # in order, only as many as the page needs
        if not glance_too_long([news[k] for k in kept], lines):
            break
        kept.remove(i)
    told = [news[k] for k in kept]
    need = sum(len(wrap(s)) for s in told)
    if need > lines and len(wrap(run_on(told))) <= lines:
        told = [run_on(told)]  # one after the other on the rows: all on the page
        need = len(wrap(told[0]))
    if cols == 1:
        # the moves first: the facts under them give way (each is on its page)
        room = max(min(need, lines), lines - min(len(facts), lines - NEWS_MIN))
    else:  # the moves keep the left column, the facts the right one
        room = lines
    parts = news_screens(told, room, ROWS - 2)
    shown = parts[0]
    later = parts[1:] if len(kept) == len(news) else news_screens(news, ROWS - 2, ROWS - 2)
    more = max(len(shown) - 1, 0) if later else None
    if cols == 1:
        glance = [(more, shown + [""] * (room - len(shown)) + list(facts[: lines - room]))]
    else:
        glance = [(more, shown), (None, list(wide_facts[:lines]))]
    if need > lines:  # more than the page even so: its rows turn
        glance = _turning(told, lines, turn)
        if cols > 1:
            glance.append((None, list(wide_facts[:lines])))
    rest = [(todo, p) for p in later] + list(pages)
    if not whole:
        return [glance] + [rest[i : i + cols] for i in range(0, len(rest), cols)]
    out: list[list[Column]] = [glance]
    for i, col in enumerate(rest):
        if i and col[0] == rest[i - 1][0] and len(out[-1]) < cols:
            out[-1].append(col)
        else:
            out.append([col])
    return out


def _turning(told: Sequence[str], lines: int, turn: int) -> list[Column]:
    """The default page's moves column when the moves ``told`` are more
    than its ``lines`` rows: turn ``turn`` (modulo their count) of the
    moves cut into turns of whole sentences; the column's title is
    (k, n), turn k of n, which ``_turns_mark`` draws."""
    parts = turns_of(told, lines)
    k = turn % len(parts)
    return [((k, len(parts)), parts[k])]


def turns_of(sentences: Sequence[str], rows: int) -> list[list[str]]:
    """``sentences`` cut into turns of at most ``rows`` rows each, every
    sentence whole within one turn (run on when a turn holds more so;
    one longer than a whole turn goes on in the next)."""
    groups: list[list[str]] = [[]]
    for s in sentences:
        if groups[-1] and not _fits(groups[-1] + [s], rows):
            groups.append([])
        groups[-1].append(s)
    out = []
    for g in groups:
        told = [r for s in g for r in wrap(s)]
        if len(told) > rows:
            told = wrap(run_on(g))
        out += [told[i : i + rows] for i in range(0, len(told), rows)]
    return out


def _fits(sentences: Sequence[str], rows: int) -> bool:
    return sum(len(wrap(s)) for s in sentences) <= rows or len(wrap(run_on(sentences))) <= rows


def glance_turns(screens: Sequence[Any]) -> int:
    """How many turns the default page of ``screens`` (``board_screens``)
    shows its moves in: 1 when they fit."""
    first = screens[0] if screens else None
    title = first[0][0] if first else None
    return title[1] if isinstance(title, tuple) else 1


def run_on(sentences: Sequence[str]) -> str:
    """``sentences`` one after the other, not each on rows of its own
    (the default page's moves when they fit it only so): a ";" after
    each that does not end in a full stop (or a colon: a heading)."""
    return " ".join(s if s.endswith((".", "!", "?", ":")) else s + ";" for s in sentences[:-1]) + (
        " " + sentences[-1] if len(sentences) > 1 else sentences[0] if sentences else ""
    )


def glance_too_long(news: Sequence[str], lines: int = GLANCE - 1) -> bool:
    """True when the moves ``news`` take more rows than the default page
    has for them (``lines``, its moves' column; by default the fewest:
    two bottom bars): the board then leaves each player's own to its seat."""
    return sum(len(wrap(s)) for s in news) > lines


def news_screens(sentences: Sequence[str], first: int, per: int) -> list[list[str]]:
    """``sentences`` wrapped to rows and cut into screens: ``first`` rows
    on the first, ``per`` on each after. A sentence that does not fit in
    what is left of a screen starts the next one, unless it is longer
    than a whole screen (or the screen is still empty): read across a
    table, a sentence cut in two is a move half told."""
    out: list[list[str]] = [[]]
    cap = first
    for s in sentences:
        rows = wrap(s)
        if out[-1] and len(out[-1]) + len(rows) > cap and len(rows) <= per:
            out.append([])
            cap = per
        for r in rows:
            if len(out[-1]) == cap:
                out.append([])
                cap = per
            out[-1].append(r)
    return out


def bottom_rows(bottom: str, cols: int) -> list[str]:
    """The default page's bottom line, wrapped to the board's width: a
    long name and decision take two bars rather than be cut."""
    return wrap(bottom, cols * (CHARS + 1) - 1)[:2] or [""]


def page(draw: ImageDraw.ImageDraw, title: str, lines: Sequence[str], k: int, n: int, bottom: str) -> None:
    """Board page ``k`` of ``n``: ``title`` (and "k/n") on the top bar,
    the ``lines`` under it, ``bottom`` on the bottom bar (who decides
    what, or the device's first problem)."""
    screen(draw, [(title, lines)], k, n, bottom)


def screen(draw: ImageDraw.ImageDraw, columns: Sequence[Column], k: int, n: int, bottom: str) -> None:
    """Board screen ``k`` of ``n``: its ``columns`` side by side, each
    its title on the top bar ("k/n" at the right end) and lines under it;
    the default page's have no title bar, and a mark at the foot of the
    moves when they go on. ``bottom`` on the bottom bar, the whole width
    (on the default page wrapped over two bars when it is longer)."""
    glance = not isinstance(columns[0][0], str)
    # a page's one bar repeats the default page's: whole words that fit
    bars = bottom_rows(bottom, len(columns)) if glance else [clip(bottom, width_of(draw) // CHAR_W)]
    if not glance:
        line(draw, 0, "", invert=True)  # one bar under every title
    for c, col in enumerate(columns):
        x = c * COLUMN_X  # on the characters' grid: a wide line reads as one
        top = 0 if glance else 1
        if not glance:
            title = col[0] if c == 0 or col[0] != columns[c - 1][0] else ""  # one title over both
            if c == len(columns) - 1:
                title = split(title, str(k + 1) + "/" + str(n), CHARS)
            line(draw, 0, title, x=x, invert=True, width=CHARS)
        rows = col[1]
        for i in range(min(len(rows), ROWS - len(bars) - top)):
            line(draw, top + i, rows[i], x=x, width=CHARS)
        if glance and isinstance(col[0], tuple):
            _turns_mark(draw, x, *col[0])
        elif glance and col[0] is not None:
            _more(draw, x, col[0])
    for i, bar in enumerate(bars):
        line(draw, ROWS - len(bars) + i, bar, invert=True)


def _more(draw: ImageDraw.ImageDraw, x: int, row: int) -> None:
    """A small down-pointing triangle right of line ``row`` of the
    column at ``x``: the moves go on at the next press."""
    left = x + CHARS * CHAR_W
    y = row * PITCH + PITCH - 4
    for i in range(3):
        draw.line((left, y + i, left + 2 - i, y + i), fill=1)


def _turns_mark(draw: ImageDraw.ImageDraw, x: int, k: int, n: int) -> None:
    """Right of the column at ``x``, top down, a dot for each of the
    ``n`` turns of the moves, turn ``k``'s a 3x3 square, the others one
    pixel: the moves turn by themselves, and where they are."""
    left = x + CHARS * CHAR_W
    for i in range(min(n, (ROWS - 1) * PITCH // 4)):
        y = 1 + 4 * i
        if i == k:
            draw.rectangle((left, y, left + 2, y + 2), fill=1)
        else:
            draw.point((left + 1, y + 1), fill=1)


def question_screen(draw: ImageDraw.ImageDraw, question: str, bottom: str) -> None:
    """The undo question over the whole board, wrapped (never cut), in
    black on white bars; the bottom bar: who decides, or the device's
    first problem."""
    rows = wrap(question, width_of(draw) // CHAR_W)
    for i in range(min(len(rows), ROWS - 1)):  # one white block: seen across the table
        line(draw, i, rows[i], invert=True)
    line(draw, ROWS - 1, clip(bottom, width_of(draw) // CHAR_W), invert=True)


def board(
    draw: ImageDraw.ImageDraw,
    columns: Sequence[Column] | None,
    k: int,
    n: int,
    status: Sequence[str],
    bottom: Callable[[], str],
    final: Callable[[ImageDraw.ImageDraw], None],
    question: str | None = None,
) -> None:
    """Board screen ``k`` of ``n``: ``columns`` (see ``screen``), its
    bottom line the first of ``status`` (the device's problems), else
    ``bottom()`` (who decides what); or None for the final ranking drawn
    by ``final(draw)``, the first of ``status`` over its last line. An
    undo ``question`` is drawn whole over the page meanwhile."""
    if question:
        question_screen(draw, question, status[0] if status else bottom())
        return
    if columns is None:
        final(draw)
        if status:  # a silent screen: over the winner line
            line(draw, ROWS - 1, status[0], invert=True)
        return
    screen(draw, columns, k, n, status[0] if status else bottom())


def undo_wait(
    draw: ImageDraw.ImageDraw, lang: str, game: str, question: str, asked: bool, top: int = 2
) -> None:
    """A seat while an undo is asked, under its header (``top``: the first
    line under it): the question, or on the seat that asked it, that the
    others are asked."""
    text = catalog.text("undo_wait", lang, game) if asked else question
    for i, t in enumerate(wrap(text)[: ROWS - top]):
        line(draw, top + i, t)


def tall_rows(text: str, most: int = 2) -> list[str]:
    """The lines ``tall_line`` draws ``text`` on."""
    rows = []
    for part in text.split("\n"):  # a part that fits keeps its spacing
        rows += [part] if len(part) <= CHARS else wrap(part)
    if len(rows) > most:  # the last line takes the rest, cut
        rows = rows[: most - 1] + [" ".join(rows[most - 1 :])]
    return rows


def tall_line(draw: ImageDraw.ImageDraw, row: int, text: str, most: int = 2) -> int:
    """``text`` on line ``row``, wrapped onto the next lines (up to
    ``most`` in all) rather than cut when it does not fit one; the lines
    it took. A "\\n" starts the next line."""
    rows = tall_rows(text, most)
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


def own_start(texts: Sequence[str], mine: Sequence[bool], start: int, window: int) -> int:
    """The row a waiting seat's logbook shows first after a decision:
    ``start``, where the decision's ``texts`` begin, unless the ones that
    are the seat's own (``mine``: its player's moves) do not all fit the
    ``window`` from there; then the first of its own, so that a player
    reads his own moves without a press."""
    row, first, last = start, None, start
    for t, m in zip(texts, mine):
        n = len(wrap(t))
        if m:
            first = row if first is None else first
            last = row + n
        row += n
    return start if first is None or last - start <= window else first


def own_order(texts: Sequence[str], mine: Sequence[bool], window: int) -> list[int]:
    """The order (indices of ``texts``) in which a waiting seat's logbook
    tells a decision: as told, unless the seat's own sentences (``mine``:
    its player's moves) do not all fit the ``window`` from the first of
    them (after an undo, at a round's end, the bank's lie between); then
    its own together first, after the decision's first sentence (what
    was done, or undone) when that fits with them, the rest after, each
    in its order: a player reads his own pieces to move without a press
    (issue 36)."""
    rows = [len(wrap(t)) for t in texts]
    own = [i for i, m in enumerate(mine) if m]
    if not own or sum(rows[own[0] : own[-1] + 1]) <= window:
        return list(range(len(texts)))
    head = [0] if own[0] > 0 and rows[0] + sum(rows[i] for i in own) <= window else []
    return head + own + [i for i in range(len(texts)) if i not in own and i not in head]


def seen_from(texts: Sequence[str], mine: Sequence[bool], start: int, window: int) -> list[str]:
    """The ``texts`` of a decision, told from row ``start``, whole in a
    waiting seat's ``window`` as it opens (at ``own_start``)."""
    top = own_start(texts, mine, start, window)
    out, row = [], start
    for t in texts:
        n = len(wrap(t))
        if top <= row and row + n <= top + window:
            out.append(t)
        row += n
    return out


def packed(head: str, items: Sequence[str], sep: str, width: int = CHARS) -> list[str]:
    """``head`` then ``items`` joined by ``sep`` as board rows, an item
    never cut over two rows (nor, each row a line, over two screens)."""
    out: list[str] = []
    cur = head
    for i, item in enumerate(items):
        part = item + (sep.rstrip() if i < len(items) - 1 else "")
        if cur and len(cur) + 1 + len(part) > width:
            out.append(cur)
            cur = ""
        if len(part) > width:  # longer than a row: wrapped, alone
            rows = wrap(part, width)
            out += rows[:-1]
            part = rows[-1]
        cur = cur + " " + part if cur else part
    out.append(cur)
    return [r for r in out if r] or ["-"]


def paged(title: str, rows: Sequence[str]) -> list[tuple[str, list[str]]]:
    """``rows`` as board pages of ``title``: as many as they fill (one,
    empty, when there are none)."""
    per = BODY
    return [(title, list(rows[i : i + per])) for i in range(0, max(1, len(rows)), per)]


def ranked(players: Sequence[dict]) -> list[int]:
    """The final score's players (``result["players"]``) best first: by
    rank, then in seat order."""
    return sorted(range(len(players)), key=lambda i: (players[i]["rank"], i))
