"""The reads: a game's record and state, the games to resume, history and
the player statistics, a damaged row named (never a stopped query)."""

from __future__ import annotations

import json
from typing import Iterable

from core import record
from core.canon import dumps
from core.errors import BadInput
from core.scoring import score as score_sheet

from .errors import UnknownGame
from .rows import _expansions, _game_rank, _header_game, _json, _players, _read_summary, _shown, _text
from .schema import RECORD, SHEET


def _options(value: object) -> dict:
    """games.table_options read as a BLOB: its names and text values, {}
    for none or a damaged one (a resume must never stop on it)."""
    options = _json(value) if value is not None else None
    if not isinstance(options, dict):
        return {}
    return dict((k, v) for k, v in options.items() if isinstance(v, str))


class Queries:
    """The reading part of a Journal (firmware.journal.store)."""

    # ---- reading -----------------------------------------------------------

    def _action_texts(self, game_id: int) -> list[str]:
        # as BLOBs: bytes that are not UTF-8 (a damaged row) then fail the
        # replay, which names the line, instead of the query
        rows = self._rows(
            "SELECT seq, CAST(action AS BLOB) FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq",
            (game_id,),
        )
        self._tips[game_id] = rows[-1][0] if rows else 0
        return [_shown(r[1]) for r in rows]

    def _header(self, game_id: int) -> str:
        rows = self._rows("SELECT CAST(header AS BLOB) FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return _shown(rows[0][0])

    def damage(self, game_id: int) -> str | None:
        """Why the game's stored header cannot be given back (e.g. "its
        header does not read"), or None when it reads: a record's header
        must start a game, a sheet must score (UnknownGame if none)."""
        rows = self._rows(
            "SELECT CAST(header AS BLOB), CAST(kind AS BLOB) FROM games WHERE id = ?", (game_id,)
        )
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        text, kind = _text(rows[0][0]), _shown(rows[0][1])
        if kind not in (RECORD, SHEET):
            return "its kind is unknown"
        if text is None:
            return "its header does not read"
        try:
            if kind == RECORD:
                record.replay([text])
            else:
                sheet = json.loads(text)
                if not isinstance(sheet, dict):
                    return "its sheet does not read"
                score_sheet(sheet)
        except record.RecordError:
            return "its header does not read"
        except (ValueError, RecursionError, BadInput):
            return "its sheet does not read"
        return None

    def actions(self, game_id: int) -> list[list]:
        """The live actions of the game, in order: its decisions (lists)
        and event lines (dicts: a hint asked, core.record.split)."""
        self._header(game_id)
        return [json.loads(t) for t in self._action_texts(game_id)]

    def export(self, game_id: int) -> list[str]:
        """The game as a record: the header line, then one line per live
        action (core.record's JSON Lines, without newlines)."""
        return [self._header(game_id)] + self._action_texts(game_id)

    def state(self, game_id: int) -> dict:
        """The game's state: the replay of its header and live actions
        (core.record.RecordError when it does not replay)."""
        return record.replay(self.export(game_id))

    def unfinished(self) -> list[dict]:
        """Games played on the device (records; a sheet is not resumed
        here) not finished and not set aside, newest first: dicts id,
        created, game (as its header names it, None when it names none),
        players, actions (the number of live actions), options
        (the table's options stored by ``new_game``, {} for none or when
        they do not read: the game resumes all the same)."""
        rows = self._rows(
            "SELECT g.id, CAST(g.created AS BLOB), CAST(g.header AS BLOB), (SELECT COUNT(*) FROM actions a"
            " WHERE a.game_id = g.id AND a.undone = 0 AND substr(a.action, 1, 1) = '['),"
            " CAST(g.table_options AS BLOB) FROM games g"
            " WHERE g.finished IS NULL AND g.broken IS NULL AND g.kind = ?"
            " ORDER BY g.id DESC",
            (RECORD,),
        )
        return [
            {
                "id": r[0],
                "created": _shown(r[1]),
                "game": _header_game(_shown(r[2])),
                "players": _players(_shown(r[2])),
                "actions": r[3],
                "options": _options(r[4]),
            }
            for r in rows
        ]

    def set_aside_games(self) -> list[tuple[int, str]]:
        """Games set aside, oldest first: (id, reason)."""
        return [
            (gid, _shown(why))
            for gid, why in self._rows(
                "SELECT id, CAST(broken AS BLOB) FROM games WHERE broken IS NOT NULL ORDER BY id"
            )
        ]

    def history(self) -> list[dict]:
        """Finished games, newest first: dicts id, date (when it was
        finished), game, players (names in seat order), totals (the same
        order), winners, kind ("record": played on the device, "sheet":
        scored from its end-of-game sheet), and for a game played with
        expansions, expansions (their names). A game whose result does not
        read has ``damaged`` (why, e.g. "its result does not read"), game
        None and no players: it is listed, and counts in no statistics."""
        out = []
        # every text as a BLOB: one row of bytes that are not UTF-8 must not
        # stop the query (sqlite3 refuses to decode them)
        for gid, finished, summary, kind, header in self._rows(
            "SELECT id, CAST(finished AS BLOB), CAST(summary AS BLOB),"
            " CAST(kind AS BLOB), CAST(header AS BLOB) FROM games"
            " WHERE finished IS NOT NULL ORDER BY finished DESC, id DESC"
        ):
            g = {
                "id": gid,
                "date": finished.decode("utf-8", "replace") if type(finished) is bytes else finished,
                "kind": kind.decode("utf-8", "replace") if type(kind) is bytes else kind,
            }
            s = _read_summary(summary, None)
            if s is None:  # the whole result only then (it is large)
                result = self._one("SELECT CAST(result AS BLOB) FROM games WHERE id = ?", (gid,))
                s = _read_summary(None, result)
            if s is None:
                g.update(game=None, players=[], totals=[], winners=[], damaged="its result does not read")
                out.append(g)
                continue
            g.update(game=s[0], players=s[1], totals=s[2], winners=s[3])
            if b'"expansions"' in (header if isinstance(header, bytes) else b""):
                expansions = _expansions(_text(header))
                if expansions:
                    g["expansions"] = expansions
            out.append(g)
        return out

    def player_stats(self, games: list[dict] | None = None) -> list[dict]:
        """Per player name and game (scores of two games do not mix) over
        the finished games (``games``: history(), when the caller has it
        already; a damaged game counts in none): game, games, wins (a
        shared first place is a win for each), average score as text with
        one decimal (rounded half up, e.g. "41.5"), best score. Sorted by
        game, then wins, then games, then name."""
        stats = {}
        for g in self.history() if games is None else games:
            if g.get("damaged"):
                continue
            for name, total in zip(g["players"], g["totals"]):
                s = stats.setdefault(
                    (g["game"], name),
                    {"game": g["game"], "name": name, "games": 0, "wins": 0, "sum": 0, "best": None},
                )
                s["games"] += 1
                s["sum"] += total
                s["best"] = total if s["best"] is None else max(s["best"], total)
                if name in g["winners"]:
                    s["wins"] += 1
        out = []
        for s in stats.values():
            tenths = (20 * s["sum"] + s["games"]) // (2 * s["games"])
            out.append(
                {
                    "game": s["game"],
                    "name": s["name"],
                    "games": s["games"],
                    "wins": s["wins"],
                    "average": str(tenths // 10) + "." + str(tenths % 10),
                    "best": s["best"],
                }
            )
        out.sort(key=lambda s: (_game_rank(s["game"]), -s["wins"], -s["games"], s["name"]))
        return out

    # ---- queries for the commands -------------------------------------------

    def is_finished(self, game_id: int) -> bool:
        """True when the game has its final score (UnknownGame if none).
        Only the date is read: a damaged result must not stop an export."""
        rows = self._rows("SELECT finished IS NOT NULL FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return bool(rows[0][0])

    def find_record(self, lines: Iterable[str]) -> int | None:
        """The id of the game already in the journal that is this record
        (core.record lines), else None. The same game: the same header once
        made canonical (game, edition, players in seat order, seed, tiles,
        version) and the same live actions in the same order, each
        canonical; spacing, key order and blank lines do not count, undone
        actions of the stored game neither (an export never shows them).
        The record is replayed first: a bad line raises RecordError."""
        lines = [t.strip() for t in lines]
        state = record.replay(lines)
        actions = [dumps(json.loads(t)) for t in lines if t][1:]
        header = dumps(record.header(state))
        for (gid,) in self._db.execute(
            "SELECT id FROM games WHERE header = ? ORDER BY id", (header,)
        ).fetchall():
            if self._action_texts(gid) == actions:
                return gid
        return None
