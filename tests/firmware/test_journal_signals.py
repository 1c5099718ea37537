"""Decisions are never lost (issue 20): SIGTERM (systemd's stop, every
reboot) and SIGHUP end a game as ``q`` does, on every front end, even while
the journal refuses writes; a full disk that refuses the side file as well
is said on the board ("not saved anywhere"), and at the end the game is
printed on stderr as record lines (exit 2) instead of being lost; a side
file is whole or absent, never empty nor cut."""

import errno
import fcntl
import json
import os
import pty
import signal
import sqlite3
import struct
import subprocess
import sys
import termios

import pytest

import core
from core import record
from drivers.keyboard import KEYS
from firmware import journal as journal_mod
from firmware.journal import store, writers
from firmware.cli import main
from firmware.games.puerto_rico.table import Table
from firmware.journal import GameWriter, Journal, SheetWriter
from firmware.session import Signals, Stopped
from tests.support.screen_reader import shows
from tests.firmware.test_journal_writers import _play
from tests.firmware.test_modes import SHEET, sheet_keys

from tests.support import ROOT
from tests.support.child import wait_for
from tests.support.table import emulated

NAMES = ["Anne", "Bob"]
PLAY = ["play", "--new", "--names", ",".join(NAMES), "--seed", "4"]
FULL = "database or disk is full"
NO_ROOM = "no room left on the disk for j.sqlite3 (database or disk is full)"


# ---- the faults ----------------------------------------------------------------


class Refusing:
    """An sqlite3 connection whose COMMIT fails as on a full disk while
    ``Refusing.on`` (the class attribute switches every connection)."""

    on = False

    def __init__(self, db):
        self._db = db

    def execute(self, sql, *args):
        if Refusing.on and sql.strip().upper() == "COMMIT":
            raise sqlite3.OperationalError(FULL)
        return self._db.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self._db, name)


@pytest.fixture
def full_disk(monkeypatch):
    """``full_disk.journal = True``: the journal's commits fail; ``.files =
    True``: every os.write takes a few bytes, then fails with ENOSPC (a
    file is cut where the disk ran out)."""
    real_connect, real_write = sqlite3.connect, os.write

    class Disk:
        files = False

        @property
        def journal(self):
            return Refusing.on

        @journal.setter
        def journal(self, on):
            Refusing.on = on

    disk = Disk()

    def write(fd, data):
        if disk.files:
            if len(data) > 5:
                return real_write(fd, data[:5])
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(store.sqlite3, "connect", lambda *a, **k: Refusing(real_connect(*a, **k)))
    monkeypatch.setattr(writers.os, "write", write)
    yield disk
    Refusing.on = False


def _kept(folder):
    """The side files in ``folder`` (and any temporary one left behind)."""
    return sorted(f for f in os.listdir(str(folder)) if ".unsaved-" in f)


# ---- a side file is whole or absent ----------------------------------------------


def test_a_side_file_is_written_whole_or_not_at_all(tmp_path, full_disk):
    path = str(tmp_path / "j.sqlite3.unsaved-1.jsonl")
    full_disk.files = True
    assert journal_mod._write_whole(path, "a line that does not fit\n") == "No space left on device"
    assert os.listdir(str(tmp_path)) == []  # no empty file, no cut one, no temporary one
    full_disk.files = False
    assert journal_mod._write_whole(path, "one\n") is None
    full_disk.files = True
    assert journal_mod._write_whole(path, "one\ntwo\n") is not None
    with open(path) as f:
        assert f.read() == "one\n"  # the old whole file stays, not a cut new one
    assert os.listdir(str(tmp_path)) == [os.path.basename(path)]


def test_the_game_is_kept_beside_the_journal_while_it_refuses(tmp_path, full_disk):
    # before this, the side file was written only at the end: a kill, a
    # power cut or a full disk at that moment lost every waiting decision
    j = Journal(str(tmp_path / "j.sqlite3"))
    state = core.new_game(NAMES, seed=4)
    header = record.header(state)
    w = GameWriter(j, header)
    acts = _play(state, 3)
    assert w.append(acts[0])
    full_disk.journal = True
    assert not w.append(acts[1]) and not w.append(acts[2])
    assert w.pending == 2 and not w.nowhere
    assert _kept(tmp_path) == [os.path.basename(w.aside)]
    with open(w.aside) as f:
        assert f.read().splitlines() == [record.header_line(core.new_game(NAMES, seed=4))] + [
            record.action_line(a) for a in acts
        ]
    full_disk.journal = False
    assert w.flush() and w.pending == 0
    assert _kept(tmp_path) == []  # the journal has it all: no second copy to import
    assert j.actions(w.game_id) == acts
    j.close()


def _decide(emu, table):
    emu.press(KEYS[table.deciding()][2])


@pytest.mark.parametrize(
    "lang,nowhere,waiting",
    [
        ("en", "not saved anywhere: 2", "not saved: 2 waiting"),
        ("fr", "aucune sauvegarde : 2", "non enregistré : 2"),
    ],
)
def test_the_board_says_when_the_side_file_fails_too(tmp_path, full_disk, lang, nowhere, waiting):
    j = Journal(str(tmp_path / "j.sqlite3"))
    state = core.new_game(NAMES, seed=4)
    table = Table(state, lang=lang)
    said = []
    w = GameWriter(j, record.header(state), log=said.append)
    table.on_action = w.append
    emu = emulated(table, saving=lambda: w)
    full_disk.journal = full_disk.files = True
    _decide(emu, table)
    _decide(emu, table)
    board = emu.screens.rams["board"].image
    assert w.nowhere and shows(board(), 7, nowhere, invert=True)
    assert _kept(tmp_path) == []
    full_disk.files = False  # room for the side file again, not for the journal
    emu.clock.t += 1.1
    emu.app.step()  # tried again every second, the side file too
    assert not w.nowhere and shows(board(), 7, waiting, invert=True)
    assert _kept(tmp_path) == [os.path.basename(w.aside)]
    assert said == [
        "not saved ("
        + NO_ROOM
        + "): the decisions wait in memory and are written as soon as the journal takes them",
        "not kept in %s either (No space left on device): nothing saved anywhere" % w.aside,
        "kept in %s again" % w.aside,
    ]
    j.close()


# ---- a full disk to the end: the game on stderr, exit 2 ----------------------------


def _record_lines(err):
    """The record lines printed on stderr (the rest are 'doubloon ...' lines)."""
    return [t for t in err.splitlines() if t.startswith(("{", "["))]


def test_a_full_disk_to_the_end_prints_the_game_on_stderr_and_exits_2(tmp_path, capsys, full_disk):
    db = str(tmp_path / "j.sqlite3")
    Journal(db).close()
    full_disk.journal = full_disk.files = True
    assert main(PLAY + ["--keys", "ed" * 7, "--db", db]) == 2  # was 0, its decisions lost
    out, err = capsys.readouterr()
    assert _kept(tmp_path) == []  # no empty side file that looks like a save
    lines = _record_lines(err)
    n = len(lines) - 1  # the header, then the decisions
    assert n >= 7 and "Traceback" not in err
    assert err.splitlines()[-n - 2] == (
        "doubloon play: %d write(s) of a new game could not be saved (%s), nor kept in %s (No space"
        " left on device); the whole game is printed below on stderr (doubloon import takes it)"
        % (n, NO_ROOM, err.split("nor kept in ")[1].split(" ")[0])
    )
    full_disk.journal = full_disk.files = False
    pasted = tmp_path / "pasted.jsonl"
    pasted.write_text("\n".join(lines) + "\n")
    assert main(["import", str(pasted), "--db", db]) == 0
    capsys.readouterr()
    with Journal(db) as j:
        assert [g["actions"] for g in j.unfinished()] == [n]


def test_a_sheet_refused_to_the_end_is_printed_on_stderr_as_json(tmp_path, capsys, full_disk):
    db = str(tmp_path / "j.sqlite3")
    Journal(db).close()
    full_disk.journal = full_disk.files = True
    keys = "".join(sheet_keys(s, SHEET["players"][s]) for s in range(3))
    names = ",".join(p["name"] for p in SHEET["players"])
    assert main(["scoring", "--names", names, "--keys", keys, "--db", db]) == 2
    out, err = capsys.readouterr()
    assert _kept(tmp_path) == [] and "Final score" in out
    assert "the sheet could not be saved (" + NO_ROOM + "), nor kept in" in err
    sheet = err.splitlines()[-1]
    assert json.loads(sheet) == json.loads(json.dumps(SHEET))
    full_disk.journal = full_disk.files = False
    (tmp_path / "sheet.json").write_text(sheet + "\n")
    assert main(["score", "--format", "json", str(tmp_path / "sheet.json")]) == 0


def test_a_sheet_writer_keeps_the_sheet_beside_the_journal_meanwhile(tmp_path, full_disk):
    j = Journal(str(tmp_path / "j.sqlite3"))
    w = SheetWriter(j)
    full_disk.journal = True
    assert not w.store(SHEET, True) and not w.nowhere
    with open(w.aside) as f:
        assert json.loads(f.read()) == json.loads(json.dumps(SHEET))
    full_disk.journal = False
    assert w.flush() and _kept(tmp_path) == [] and w.close() is None
    j.close()


# ---- the signals, in this process ---------------------------------------------------


def test_a_signal_waits_for_the_write_it_interrupts():
    s = Signals()
    s.install()
    try:
        with pytest.raises(Stopped) as e:
            with s.hold():
                os.kill(os.getpid(), signal.SIGTERM)
                done = True  # not cut: the signal waits for the end of the step
        assert done and e.value.signum == signal.SIGTERM
        os.kill(os.getpid(), signal.SIGTERM)  # a second one only waits for the save
    finally:
        s.restore()
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


def test_an_ignored_hangup_stays_ignored(monkeypatch):
    # nohup doubloon play: the terminal closing must not end the table
    old = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        s = Signals()
        s.install()
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) == s._on
        s.restore()
        assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
    finally:
        signal.signal(signal.SIGHUP, old)


# ---- the signals, to a real process ---------------------------------------------------

# The child: firmware.cli with optional faults. "full": the journal's commits
# and every file write fail (a full disk); "kill_after": N, the process sends
# itself SIGTERM while its N-th decision is being committed; "hardware": the
# Pi's screens on a fake I2C bus, and the game's first decision taken before
# the Pi's loop runs (no one presses the mock buttons); "say_reading": a line
# on stderr when the keys start to be read from standard input; "nohup": the
# child starts with SIGHUP ignored, as ``nohup doubloon play`` does. Without
# it SIGHUP is the default, as in a terminal's shell, whatever this test run
# inherited: a run started under nohup (SIGHUP ignored, and kept ignored by
# every process it starts) once saw the text table go on after a SIGHUP,
# read EOF and exit 0 (firmware.signals keeps an ignored hangup ignored).
CHILD = r"""
import errno, json, os, signal, sqlite3, sys
from firmware import journal
from firmware.cli import main
from firmware.journal import store, writers

how = json.loads(sys.argv[1])
signal.signal(signal.SIGHUP, signal.SIG_IGN if how.get("nohup") else signal.SIG_DFL)
journal._Writer.WAIT = 0.05  # the first refused write waits less for the lock: a quicker test
if how.get("full"):
    from tests.firmware.test_journal_signals import Refusing
    Refusing.on = True
    real = sqlite3.connect
    store.sqlite3.connect = lambda *a, **k: Refusing(real(*a, **k))

    def write(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    writers.os.write = write
if how.get("kill_after"):
    real_append = journal.GameWriter.append
    n = [0]

    def append(self, action):
        n[0] += 1
        if n[0] == how["kill_after"]:
            os.kill(os.getpid(), signal.SIGTERM)
        return real_append(self, action)

    journal.GameWriter.append = append
if how.get("hardware"):
    import firmware.app
    import drivers.hardware as hw
    from tests.drivers.test_hardware import FakeBus

    firmware.app.open_displays = lambda prof: hw.open_displays(prof, bus=FakeBus())
    real_run = firmware.app.Hardware.run

    def run(self, mode):
        mode.choose(mode.options()[0])
        return real_run(self, mode)

    firmware.app.Hardware.run = run
if how.get("say_reading"):  # a line on stderr once the journal is open and the keys are read
    import firmware.front_ends
    real_front_end = firmware.front_ends.front_end

    def front_end(*a, **k):
        sys.stderr.write("reading the keys\n")
        sys.stderr.flush()
        return real_front_end(*a, **k)

    firmware.front_ends.front_end = front_end
sys.exit(main(sys.argv[2:]))
"""


def _child(how, argv, **kw):
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, json.dumps(how)] + argv,
        cwd=ROOT,
        stderr=subprocess.PIPE,
        **kw,
    )


class Held:
    """Another program (an sqlite3 shell in a transaction) holds the
    journal's write lock: every write of the table is refused until
    ``release()``."""

    def __init__(self, db):
        self.db = db
        self.other = sqlite3.connect(db, isolation_level=None)
        self.other.execute("BEGIN IMMEDIATE")

    def release(self):
        if self.other is not None:
            self.other.execute("ROLLBACK")
            self.other.close()
            self.other = None


@pytest.fixture
def locked(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    Journal(db).close()
    held = Held(db)
    yield held
    held.release()


def _imported(tmp_path, locked, n):
    """The one side file holds the game with ``n`` decisions, and doubloon
    import takes it once the lock is let go."""
    locked.release()
    db = locked.db
    kept = _kept(tmp_path)
    assert len(kept) == 1 and kept[0].endswith(".jsonl"), kept
    path = str(tmp_path / kept[0])
    with open(path) as f:
        assert len(f.read().splitlines()) == n + 1
    assert main(["import", path, "--db", db]) == 0
    with Journal(db, write=False) as j:
        assert [g["actions"] for g in j.unfinished()] == [n]


def _text_table_signalled(locked, sig, how=None):
    """The text table with 3 decisions waiting (the journal locked), then
    ``sig`` and its standard input closed: (the child, its stdout, stderr)."""
    p = _child(
        how or {},
        PLAY + ["--emulator", "text", "--db", locked.db],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    try:
        out = wait_for(p.stdout.fileno(), b"\n> ")
        for n in (2, 3, 4):
            p.stdin.write(b"1\n")
            p.stdin.flush()
            out = wait_for(p.stdout.fileno(), b"\n> ", out, count=n)
        p.send_signal(sig)
        rest, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    return p, rest, err.decode()


@pytest.fixture
def hangup_ignored():
    """This test run started under nohup: SIGHUP ignored, as every process
    it starts inherits it unless told otherwise."""
    old = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    yield
    signal.signal(signal.SIGHUP, old)


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_the_text_table_keeps_the_waiting_decisions(tmp_path, locked, sig, hangup_ignored):
    # the run's own SIGHUP ignored (nohup ./.ci/run): the table, started as
    # from a terminal, still ends at the hangup (it went on to EOF, exit 0)
    p, rest, err = _text_table_signalled(locked, sig)
    assert p.returncode == 128 + sig, err  # 143 for SIGTERM, 129 for SIGHUP; was -15 / -1
    assert "Traceback" not in err
    assert "3 write(s) of a new game could not be saved (j.sqlite3 is locked by another program" in err
    assert b"the whole game is in" in b" ".join(rest.split())  # what q says, on standard output
    _imported(tmp_path, locked, 3)


@pytest.mark.slow
def test_a_table_started_under_nohup_outlives_a_hangup(tmp_path, locked):
    """``nohup doubloon play``: the hangup is ignored (firmware.signals);
    the table ends only at the end of its input, exit 0, the game kept."""
    p, rest, err = _text_table_signalled(locked, signal.SIGHUP, {"nohup": True})
    assert p.returncode == 0, err
    assert "Traceback" not in err and "3 write(s) of a new game could not be saved" in err
    _imported(tmp_path, locked, 3)


@pytest.mark.slow
def test_sigterm_to_the_terminal_keeps_the_waiting_decision(tmp_path, locked):
    state = core.new_game(NAMES, seed=4)
    key = KEYS[core.pending(state)["player"]][2].encode()
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
    p = _child({}, PLAY + ["--db", locked.db], stdin=slave, stdout=slave)
    os.close(slave)
    try:
        wait_for(master, b"Esc: quit")  # the screens are drawn: the keys are read
        os.write(master, key)
        wait_for(p.stderr.fileno(), b"doubloon play: not saved (")
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        os.close(master)
    assert p.returncode == 143
    _imported(tmp_path, locked, 1)


def test_sigterm_to_the_pi_keeps_the_waiting_decision(tmp_path, locked):
    p = _child(
        {"hardware": True}, PLAY + ["--hardware", "emulated", "--db", locked.db], stdout=subprocess.PIPE
    )
    try:
        wait_for(p.stderr.fileno(), b"doubloon play: not saved (")
        p.send_signal(signal.SIGTERM)
        out, _ = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 143 and b"the whole game is in" in b" ".join(out.split())
    _imported(tmp_path, locked, 1)


@pytest.mark.slow
@pytest.mark.parametrize("full", [False, True])
def test_sigterm_during_a_decision_of_scripted_keys(tmp_path, full):
    db = str(tmp_path / "j.sqlite3")
    Journal(db).close()
    p = _child(
        {"kill_after": 3, "full": full}, PLAY + ["--keys", "ed" * 9, "--db", db], stdout=subprocess.PIPE
    )
    out, err = p.communicate(timeout=60)
    err = err.decode()
    assert "Traceback" not in err
    if full:
        # nowhere to keep them: on stderr, exit 2
        assert p.returncode == 2, err
        assert len(_record_lines(err)) == 4 and _kept(tmp_path) == []
    else:
        # the journal took the 3 decisions, the third one whole: the signal waited for it
        assert p.returncode == 143, err
        with Journal(db) as j:
            assert [g["actions"] for g in j.unfinished()] == [3]


def test_sigterm_while_scripted_keys_are_read_closes_the_journal_cleanly(tmp_path):
    # keys piped on standard input are read before the session runs, the
    # journal already open: the signal ended the process where it stood,
    # the .lock said "open", and the next start ran the deep check
    db = str(tmp_path / "j.sqlite3")
    p = _child({"say_reading": True}, PLAY + ["--db", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        wait_for(p.stderr.fileno(), b"reading the keys\n")
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        p.stdin.close()
    assert p.returncode == 143 and p.stderr.read() == b""
    assert "closed, pid %d" % p.pid in _lock_line(db)
    with Journal(db, write=False) as j:
        assert j.unfinished() == []


def _lock_line(db):
    try:
        with open(db + ".lock") as f:
            return f.read()
    except OSError:
        return ""


# ---- a real full disk: a 1 MiB tmpfs ---------------------------------------------------


@pytest.fixture
def tiny_disk(tmp_path):
    """A 1 MiB tmpfs (root only; skipped where it cannot be mounted)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk)], capture_output=True)
    if r.returncode:
        pytest.skip("cannot mount a tmpfs here: " + r.stderr.decode().strip())
    yield disk
    subprocess.run(["umount", str(disk)], capture_output=True)


def _fill(folder):
    """Fill the disk: a file grows until the disk says no."""
    with open(str(folder / "filler"), "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"x" * 4096)
        except OSError as e:
            assert e.errno == errno.ENOSPC


@pytest.mark.slow
def test_a_real_full_disk_loses_no_decision(tiny_disk, tmp_path):
    # the case: on a 1 MiB tmpfs, 6 of 7 decisions were lost, a
    # 0-byte side file was left and the exit status was 0
    db = str(tiny_disk / "j.sqlite3")
    Journal(db).close()
    p = _child({}, PLAY + ["--emulator", "text", "--db", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        out = wait_for(p.stdout.fileno(), b"\n> ")
        p.stdin.write(b"1\n")  # stored
        p.stdin.flush()
        out = wait_for(p.stdout.fileno(), b"\n> ", out, count=2)
        _fill(tiny_disk)
        for n in range(3, 9):
            p.stdin.write(b"1\n")
            p.stdin.flush()
            out = wait_for(p.stdout.fileno(), b"\n> ", out, count=n)
        rest, err = p.communicate(b"q\n", timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    err = err.decode()
    assert p.returncode == 2, err
    assert [f for f in os.listdir(str(tiny_disk)) if ".unsaved-" in f] == []  # no empty "save"
    lines = _record_lines(err)
    assert len(lines) == 8  # the header and the 7 decisions
    os.remove(str(tiny_disk / "filler"))
    pasted = tmp_path / "pasted.jsonl"
    pasted.write_text("\n".join(lines) + "\n")
    assert main(["import", str(pasted), "--db", db]) == 0
    with Journal(db) as j:
        assert sorted(g["actions"] for g in j.unfinished()) == [1, 7]  # the first game stopped at 1
