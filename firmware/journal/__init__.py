"""The journal: every game on the table, kept in one SQLite file so that no
game is ever lost (power cut, pulled plug, crash) and finished games make a
history.

    j = Journal(default_path())               # the one writer (a lock)
    if j.problem: print(j.problem)            # e.g. a damaged file moved aside
    gid = j.new_game(record.header(state))
    seq = j.append(gid, ["role", "builder"])  # committed before it returns
    j.undo(gid); j.redo(gid)
    j.state(gid)                              # replay of header + live actions
    j.finish(gid, final_score(state))
    sid = j.save_sheet(sheet)                 # a scoring mode's scored sheet
    Journal(path, write=False).history()      # readers take no lock

Its rooms, one job each (``Journal`` is made of the first five):

  store.py    the file opened, checked and closed; the one transaction
              every write goes through (``Journal``)
  schema.py   the tables, versions and migrations, the checks at open
  locks.py    one table, one writer: the .lock file, the lock on the file
              itself, its other names, the commit count
  playing.py  the writes of a game: new game, decisions, undo, redo, end,
              sheets, records imported, games set aside
  queries.py  the reads: records, games to resume, history, statistics
  rows.py     what a stored row holds, read without stopping on damage
  writers.py  the table's writers that wait and retry, and the side file
  null.py     the journal of --no-journal
  paths.py    where the journal lives, the files that are its
  errors.py   its errors, and how an SQLite error is told apart

One table, one writer: a writing Journal holds an exclusive lock
(``fcntl.flock``, not waited for) on ``<name>.lock`` next to the file for
as long as it is open, so a second writer is refused (JournalBusy) instead
of interleaving its actions with ours; it also holds an flock on the
database file itself, so that a second name of the file (a hard link) is
refused too (locks.py), and no open nor write goes on while another
name of the file in its folder has a WAL of its own. The .lock file
records, after every commit (written and synced), the number of commits
and whether the writer closed cleanly. At open the writer compares that number with the
database's own count, before anything is written (an empty file counts
0): fewer commits in the database means SQLite dropped committed writes
at recovery (a damaged WAL frame discards every later one, a missing or
cut WAL all of them), the WAL is kept aside whole as -wal.lost-*, and
``problem`` says so. A WAL its writer did not close cleanly is first
opened read-only, by a reader and by the writer's first look, so that no
close checkpoints it away. A writer whose file is deleted or replaced
under it (JournalGone, ``still_here``) writes nothing more to it. The deep check (``PRAGMA integrity_check``,
whose cost grows with the file) runs only after an unclean close or on
request (``check=True``); every open checks the header, application id,
schema version and tables, which costs the same for any size.

Damaged files are never repaired and never overwritten: when the writer
finds a file that is not ours or cannot be read, it renames it
``<name>.broken-YYYYmmdd-HHMMSS`` (with its -wal and -shm companions),
starts a new journal, and ``problem`` says so in one line. A reader
(``write=False``) never moves anything: it raises JournalError.

Everything that makes the journal unusable (a folder that is a file, a
journal that is a folder or a FIFO, read-only files, a full disk, a lock
held too long) is a JournalError with a one-line message.
"""

from .errors import JournalBusy, JournalConflict, JournalError, JournalGone, UnknownGame
from .null import NullJournal
from .paths import FILENAME, _kind, _sync, data_dir, default_path, journal_file_named
from .rows import _summary
from .schema import APPLICATION_ID, DISCARDED, LIVE, MIGRATIONS, RECORD, SHEET, TABLES, UNDONE
from .store import BUSY_TIMEOUT, Journal
from .writers import GameWriter, SheetWriter, _write_whole, _Writer

# MIGRATIONS and BUSY_TIMEOUT are read where they are used: a test that
# changes one sets firmware.journal.schema.MIGRATIONS or
# firmware.journal.store.BUSY_TIMEOUT, not these names.
