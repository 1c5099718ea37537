"""scripts/flash-seat: which files go where, in which order, and what it
says when the module is missing, several, silent or of another version.
mpremote's runs are recorded, not made: no Pico is plugged in here."""

import os
import subprocess
import sys

import pytest

from tests.support import ROOT

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import flash_seat  # noqa: E402

from drivers import link  # noqa: E402

ROOT = flash_seat.ROOT


class Mpremote:
    """Records mpremote's command lines; ``exec`` answers as a module of
    firmware ``version`` would."""

    def __init__(self, version=None, fail_on=None):
        self.calls = []
        self.version = version or "%s %d" % flash_seat.expected()
        self.fail_on = fail_on

    def __call__(self, cmd, **kw):
        args = cmd[cmd.index("connect") + 2 :]
        self.calls.append([cmd[cmd.index("connect") + 1]] + args)
        if self.fail_on == args[0]:
            return subprocess.CompletedProcess(cmd, 1, "", "mpremote: could not enter raw repl\n")
        out = "doubloon-seat %s\n" % self.version if args[0] == "exec" else ""
        return subprocess.CompletedProcess(cmd, 0, out, "")


one = lambda: [("/dev/ttyACM0", "E6614103E7452D2F")]


def test_copies_the_firmware_main_last_then_checks_and_restarts(capsys):
    mp = Mpremote()
    assert flash_seat.main([], run=mp, list_modules=one) == 0
    copies = [c for c in mp.calls if c[1] == "cp"]
    assert [c[3] for c in copies] == [":link.py", ":keys.py", ":ssd1306.py", ":seat.py", ":main.py"]
    assert copies[0][2] == os.path.join(ROOT, "drivers", "link.py")  # the protocol, shared with the Pi
    assert all(os.path.isfile(c[2]) for c in copies)
    assert [c[1] for c in mp.calls[-2:]] == ["exec", "reset"]
    assert {c[0] for c in mp.calls} == {"/dev/ttyACM0"}
    assert "seat firmware 1.0.0, protocol %d, restarted" % link.VERSION in capsys.readouterr().out


def test_a_pico_chosen_by_usb_serial(capsys):
    mp = Mpremote()
    assert flash_seat.main(["--usb-serial", "E661", "--check"], run=mp, list_modules=lambda: []) == 0
    assert mp.calls == [["id:E661", "exec", flash_seat.CHECK]]


@pytest.mark.parametrize(
    "found, message",
    [([], "no Raspberry Pi Pico plugged in"), (one() * 2, "2 Picos plugged in, say which with --usb-serial")],
)
def test_no_pico_or_several_is_one_line(capsys, found, message):
    mp = Mpremote()
    assert flash_seat.main([], run=mp, list_modules=lambda: found) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and mp.calls == []


def test_a_module_that_keeps_its_line_says_to_hold_select(capsys):
    assert flash_seat.main([], run=Mpremote(fail_on="cp"), list_modules=one) == 2
    err = capsys.readouterr().err
    assert "could not enter raw repl" in err and "holding ● (select)" in err


def test_another_version_is_named(capsys):
    assert flash_seat.main(["--check"], run=Mpremote(version="0.9.0 0"), list_modules=one) == 1
    assert "runs firmware 0.9.0 (protocol 0)" in capsys.readouterr().err


def test_the_check_runs_on_the_firmware_under_micropython(tmp_path):
    """The line flash-seat sends to the module works on the firmware's own
    files, under the real MicroPython."""
    from tests.support.micropython.seat import ModuleProcess

    script = tmp_path / "check.py"
    script.write_text(flash_seat.CHECK + "\n")
    m = ModuleProcess(script=str(script), ready=None)
    out = m.line()
    m.close()
    assert out == "doubloon-seat %s %d" % flash_seat.expected()


def test_the_pocket_table_gets_core_and_its_own_main(capsys):
    mp = Mpremote(version="%s %d" % flash_seat.expected(pocket=True))
    staged = []
    real_stage = flash_seat.stage_core

    def stage(tmp):
        path = real_stage(tmp)
        for folder, _dirs, files in os.walk(path):
            staged.extend(os.path.relpath(os.path.join(folder, f), path) for f in files)
        return path

    flash_seat.stage_core = stage
    try:
        assert flash_seat.main(["--pocket"], run=mp, list_modules=one) == 0
    finally:
        flash_seat.stage_core = real_stage
    assert mp.calls[0][1:3] == ["cp", "-r"] and mp.calls[0][4] == ":"
    assert "__init__.py" in staged and os.path.join("puerto_rico", "engine.py") in staged
    assert all(f.endswith(".py") for f in staged)
    copies = [c[2:] for c in mp.calls[1:] if c[1] == "cp"]
    assert copies[-1] == [os.path.join(ROOT, "firmware", "pocket", "main.py"), ":main.py"]
    assert [c for c in mp.calls if c[1] == "exec"][0][2] == flash_seat.CHECK_POCKET


def test_the_pocket_check_runs_on_the_pocket_under_micropython(tmp_path):
    from tests.support.micropython.seat import ModuleProcess

    script = tmp_path / "check.py"
    script.write_text("import sys\nsys.path.insert(0, '/pocket')\n" + flash_seat.CHECK_POCKET + "\n")
    m = ModuleProcess(script=str(script), ready=None)
    out = m.line()
    m.close()
    assert out == "doubloon-seat %s %d" % flash_seat.expected(pocket=True)
