#!/usr/bin/env python3
"""Copy the seat module firmware to a Raspberry Pi Pico running MicroPython,
with mpremote, then check the version it reports. Run it as
scripts/flash-seat (which installs mpremote and pyserial into .venv).

    scripts/flash-seat                      the one Pico plugged in
    scripts/flash-seat --usb-serial E661... that one, among several
    scripts/flash-seat --port /dev/ttyACM1
    scripts/flash-seat --check              only read the version it runs
    scripts/flash-seat --pocket             the pocket table instead (a whole game on one Pico)

The Pico needs MicroPython first (hold BOOTSEL while plugging it in and
copy the .uf2 from micropython.org onto the drive that appears). A module
already running the seat firmware keeps its USB line for the link and
ignores Ctrl-C: hold ● while plugging it in, and it leaves the line to the
REPL, so mpremote can reach it.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

# (source in the repository, name on the Pico); main.py last: a copy cut
# short leaves no main.py importing a module not there yet
FILES = [
    ("drivers/link.py", "link.py"),
    ("firmware/seat/keys.py", "keys.py"),
    ("firmware/seat/ssd1306.py", "ssd1306.py"),
    ("firmware/seat/seat.py", "seat.py"),
    ("firmware/seat/main.py", "main.py"),
]
# the pocket table: core/ (staged, .py files only), the same drivers, its main.py
POCKET = [
    ("drivers/link.py", "link.py"),
    ("firmware/seat/keys.py", "keys.py"),
    ("firmware/seat/ssd1306.py", "ssd1306.py"),
    ("firmware/pocket/pocket.py", "pocket.py"),
    ("firmware/pocket/main.py", "main.py"),
]
CHECK = "import seat, link; print('doubloon-seat', '%d.%d.%d' % seat.FIRMWARE, link.VERSION)"
CHECK_POCKET = "import pocket, link, core; print('doubloon-seat', '%d.%d.%d' % pocket.FIRMWARE, link.VERSION)"
HOLD = "if it runs the seat firmware already, unplug it and plug it in again holding ● (select)"


class FlashError(Exception):
    pass


def expected(pocket=False):
    """(firmware version, protocol version) of the files in this tree."""
    path = ("firmware", "pocket", "pocket.py") if pocket else ("firmware", "seat", "seat.py")
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        fw = re.search(r"^FIRMWARE = \((\d+), (\d+), (\d+)\)", f.read(), re.M)
    from drivers import link

    return "%s.%s.%s" % fw.groups(), link.VERSION


def device(args, list_modules):
    """The mpremote device argument for the chosen Pico."""
    if args.port:
        return args.port
    if args.usb_serial:
        return "id:" + args.usb_serial
    found = list_modules()
    if len(found) == 1:
        return found[0][0]
    if not found:
        raise FlashError("no Raspberry Pi Pico plugged in (is MicroPython on it? see --help)")
    raise FlashError(
        "%d Picos plugged in, say which with --usb-serial: %s"
        % (len(found), ", ".join("%s (%s)" % (sn, dev) for dev, sn in found))
    )


def mpremote(dev, args, run):
    cmd = [sys.executable, "-m", "mpremote", "connect", dev] + args
    r = run(cmd, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        why = (r.stderr or r.stdout).strip().splitlines()
        raise FlashError(
            "mpremote on %s failed: %s; %s" % (dev, why[-1] if why else "exit %d" % r.returncode, HOLD)
        )
    return r.stdout


def version(dev, run, pocket=False):
    out = mpremote(dev, ["exec", CHECK_POCKET if pocket else CHECK], run)
    m = re.search(r"doubloon-seat (\d+\.\d+\.\d+) (\d+)", out)
    if not m:
        raise FlashError(
            "%s does not run the seat firmware (it said: %s)" % (dev, out.strip()[:80] or "nothing")
        )
    return m.group(1), int(m.group(2))


def stage_core(tmp):
    """core/ with its .py files only (no caches), in ``tmp``; its path."""
    dst = os.path.join(tmp, "core")
    for folder, dirs, files in os.walk(os.path.join(ROOT, "core")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        out = os.path.join(dst, os.path.relpath(folder, os.path.join(ROOT, "core")))
        os.makedirs(out, exist_ok=True)
        for f in sorted(files):
            if f.endswith(".py"):
                shutil.copy(os.path.join(folder, f), out)
    return dst


def main(argv=None, run=subprocess.run, list_modules=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = ap.add_mutually_exclusive_group()
    where.add_argument("--port", help="serial device of the Pico (/dev/ttyACM0)")
    where.add_argument(
        "--usb-serial", help="the Pico's USB serial number (python -m drivers.serial_seat lists them)"
    )
    ap.add_argument("--check", action="store_true", help="only read the firmware version the module runs")
    ap.add_argument("--pocket", action="store_true", help="the pocket table (a whole game on one Pico)")
    args = ap.parse_args(argv)
    if list_modules is None:
        from drivers.serial_seat import modules as list_modules
    want = expected(args.pocket)
    try:
        dev = device(args, list_modules)
        if not args.check:
            if args.pocket:
                with tempfile.TemporaryDirectory() as tmp:
                    mpremote(dev, ["cp", "-r", stage_core(tmp), ":"], run)
                print("copied core/ to :core")
            for src, dst in POCKET if args.pocket else FILES:
                mpremote(dev, ["cp", os.path.join(ROOT, src), ":" + dst], run)
                print("copied %s to :%s" % (src, dst))
        got = version(dev, run, args.pocket)
        if not args.check:
            mpremote(dev, ["reset"], run)
    except FlashError as e:
        print("flash-seat: %s" % e, file=sys.stderr)
        return 2
    if got != want:
        print(
            "flash-seat: %s runs firmware %s (protocol %d); this tree has %s (protocol %d)%s"
            % (dev, got[0], got[1], want[0], want[1], "" if args.check else ": the copy did not take"),
            file=sys.stderr,
        )
        return 1
    print("%s: seat firmware %s, protocol %d%s" % (dev, got[0], got[1], "" if args.check else ", restarted"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
