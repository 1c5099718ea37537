"""The standard streams as a shell may leave them: standard input closed
(``<&-``), standard output closed (``>&-``) or full (``/dev/full``), an
output encoding that cannot write a name (PYTHONIOENCODING=ascii). Each is
one line or a quiet end, never a traceback, and the journal is closed."""

import os
import subprocess
import sys

import pytest

import core
from core import record
from firmware.journal import Journal
from tests.support import ROOT, quick_few

NEW = ["--new", "--players", "3", "--seed", "5"]


def _run(tmp_path, argv, close=(), stdout=None, stdin_text=None, env=None):
    """``doubloon argv`` in a child with the descriptors ``close`` closed
    (as a shell's <&- and >&- leave them): (status, stdout, stderr)."""

    def closing():
        for fd in close:
            os.close(fd)

    e = dict(os.environ, PYTHONPATH=ROOT, DOUBLOON_DATA_DIR=str(tmp_path / "data"), **(env or {}))
    p = subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + argv,
        cwd=ROOT,
        env=e,
        input=None if stdin_text is None else stdin_text.encode(),
        stdin=None if stdin_text is not None or 0 in close else subprocess.DEVNULL,
        stdout=stdout if stdout is not None else (None if 1 in close else subprocess.PIPE),
        stderr=subprocess.PIPE,
        preexec_fn=closing,
        timeout=60,
    )
    out = p.stdout.decode("utf-8", "replace") if isinstance(p.stdout, bytes) else ""
    return p.returncode, out, p.stderr.decode("utf-8", "replace")


def _journal_with_a_game(tmp_path, names=("Anne", "Bob", "Cy")):
    db = tmp_path / "data" / "doubloon.sqlite3"
    db.parent.mkdir(exist_ok=True)
    with Journal(str(db)) as j:
        state = core.new_game(list(names), seed=5)
        gid = j.new_game(record.header(state))
        j.append(gid, core.legal_actions(state)[0])
    return str(db)


def _lock_line(tmp_path):
    with open(str(tmp_path / "data" / "doubloon.sqlite3.lock"), "rb") as f:
        return f.read()


STDIN_CLOSED = [
    ("text", ["play", "--emulator", "text"] + NEW),
    ("terminal", ["play"] + NEW),
    ("resume", ["play", "--emulator", "text", "--resume"]),
    ("import", ["import", "-"]),
]


@pytest.mark.parametrize("case,argv", quick_few(STDIN_CLOSED, [STDIN_CLOSED[1]]))
def test_a_closed_standard_input_reads_as_empty(tmp_path, case, argv):
    _journal_with_a_game(tmp_path)
    status, out, err = _run(tmp_path, argv, close=(0,))
    # before: AttributeError: 'NoneType' object has no attribute 'readline'
    assert "Traceback" not in err, err
    if case == "import":
        assert status == 2 and err == "doubloon import: -: line 1: header: empty record\n"
    else:
        assert status == 0, err
        assert b"closed" in _lock_line(tmp_path)  # the terminal's left "open"


STDOUT = [
    (how, name)
    for how in ("closed", "full")
    for name in ("history", "export", "text", "keys", "replay")
    if not (how == "closed" and name == "replay")
]


def _argv(name, tmp_path):
    if name == "history":
        return ["history"]
    if name == "export":
        return ["export", "1", "--reveal-unfinished"]
    if name == "replay":
        path = tmp_path / "g.jsonl"
        with Journal(str(tmp_path / "data" / "doubloon.sqlite3"), write=False) as j:
            path.write_text("\n".join(j.export(1)) + "\n")
        return ["replay", str(path)]
    if name == "text":
        return ["play", "--emulator", "text", "--resume"]
    return ["play", "--keys", "", "--resume"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("how,name", quick_few(STDOUT, [("closed", "history"), ("full", "text")]))
def test_a_closed_or_full_standard_output_is_one_line(tmp_path, how, name):
    _journal_with_a_game(tmp_path)
    argv = _argv(name, tmp_path)
    if how == "closed":
        status, _, err = _run(tmp_path, argv, close=(1,), stdin_text="q\n")
        said = "standard output is closed"
    else:
        with open("/dev/full", "wb") as full:
            status, _, err = _run(tmp_path, argv, stdout=full, stdin_text="q\n")
        said = "cannot write to standard output (No space left on device)"
    # before: a traceback, exit 1 or 120
    assert status == 2 and "Traceback" not in err and "Exception ignored" not in err, err
    assert err.count("\n") == 1 and said in err, err
    assert b"closed" in _lock_line(tmp_path)
    with Journal(str(tmp_path / "data" / "doubloon.sqlite3"), write=False) as j:
        assert j.unfinished()[0]["actions"] == 1  # nothing lost


ASCII = [
    ("new", ["play", "--emulator", "text", "--names", "Élodie,Zoë,François", "--lang", "fr", "--new"]),
    ("resume", ["play", "--emulator", "text", "--resume"]),
    ("history", ["history"]),
]


@pytest.mark.parametrize("case,argv", quick_few(ASCII, [ASCII[0]]))
def test_an_ascii_only_output_escapes_the_names(tmp_path, case, argv):
    if case != "new":
        db = _journal_with_a_game(tmp_path, names=("Élodie", "Zoë", "François"))
        if case == "history":
            with Journal(db) as j:
                _finish(j)
    status, out, err = _run(tmp_path, argv, stdin_text="q\n", env={"PYTHONIOENCODING": "ascii"})
    # before: UnicodeEncodeError, a traceback
    assert status == 0 and "Traceback" not in err, err
    assert "\\xc9lodie" in out, out[-500:]


def _finish(j):
    from core.puerto_rico.simulate import play_random

    acts = []
    end = play_random(["Élodie", "Zoë", "François"], 3, record=acts)
    j.import_record([record.header_line(end)] + [record.action_line(a) for a in acts])


BIG_EXPORT = r"""
import sys
from firmware.cli import main
from firmware.journal import Journal

real = Journal.export
Journal.export = lambda self, gid: real(self, gid) * 2000  # far over a pipe's 64 KiB
sys.exit(main(sys.argv[1:]))
"""


def test_an_unbuffered_output_into_a_closed_pipe_is_141(tmp_path):
    # before: PYTHONUNBUFFERED=1 doubloon export 1 | head -c 10 exited 0, the
    # rest of a write the pipe took in part dropped without a word
    import fcntl
    import termios
    import time

    _journal_with_a_game(tmp_path)
    env = dict(os.environ, PYTHONPATH=ROOT, DOUBLOON_DATA_DIR=str(tmp_path / "data"), PYTHONUNBUFFERED="1")
    p = subprocess.Popen(
        [sys.executable, "-c", BIG_EXPORT, "export", "1", "--reveal-unfinished"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        # the pipe full: the child is inside a write that has more to give
        deadline = time.time() + 60
        while True:
            waiting = fcntl.ioctl(p.stdout.fileno(), termios.FIONREAD, b"\0\0\0\0")
            if int.from_bytes(waiting, sys.byteorder) >= 65536:
                break
            assert time.time() < deadline and p.poll() is None, p.stderr.read()
            time.sleep(0.01)
        assert len(os.read(p.stdout.fileno(), 10)) == 10
        p.stdout.close()  # head -c 10 has what it wanted
        err = p.stderr.read().decode()
        assert p.wait(timeout=60) == 141 and err == "", err
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
