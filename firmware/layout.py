"""Text layout for the screens' lines, for every game (their width is
firmware.drawing.CHARS; the plain text table wraps wider)."""

from __future__ import annotations


def wrap(text: object, width: int) -> list[str]:
    """Greedy word wrap into lines of at most ``width`` characters; "\\n"
    starts a new line, a word longer than a line is cut. A French ":" never
    starts a line: it takes the word before it along."""
    out = []
    for para in str(text).split("\n"):
        cur = []
        size = 0
        for word in para.split():
            while len(word) > width:
                if cur:
                    out.append(" ".join(cur))
                    cur, size = [], 0
                out.append(word[:width])
                word = word[width:]
            if not word:
                continue
            if not cur:
                cur, size = [word], len(word)
            elif size + 1 + len(word) <= width:
                cur.append(word)
                size += 1 + len(word)
            elif word in (":", ";", "!", "?") and len(cur) > 1 and len(cur[-1]) + 1 + len(word) <= width:
                last = cur.pop()
                out.append(" ".join(cur))
                cur = [last, word]
                size = len(last) + 1 + len(word)
            else:
                out.append(" ".join(cur))
                cur, size = [word], len(word)
        if cur:
            out.append(" ".join(cur))
    return out


def clip(text: object, width: int) -> str:
    """``text`` on one line of at most ``width`` characters: the whole
    words that fit (a bar that repeats what a page says in full, such as
    a board page's "who decides what"), never part of a word; a word or
    mark left alone at the end (":", "?") goes too. A first word longer
    than the line is cut (wrap's rule)."""
    text = " ".join(str(text).split())
    if len(text) <= width:
        return text
    kept = text[: width + 1].rsplit(" ", 1)[0] if " " in text[: width + 1] else ""
    if not kept:
        return text[:width]
    parts = kept.split(" ")
    while len(parts) > 1 and not any(c.isalnum() for c in parts[-1]):
        parts.pop()
    return " ".join(parts).rstrip(":,;")
