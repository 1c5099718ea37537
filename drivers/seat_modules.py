"""The seat modules plugged in, and a hardware profile with them (issue 32):
the shipped serial profiles hold placeholder USB serial numbers.

    python -m drivers.seat_modules                         # list them
    python -m drivers.seat_modules --write my-table.json [--like pi-serial-5seat]

On the Pi, ``doubloon seat-modules`` runs it with the install's Python.
Needs pyserial (and the standard library); a missing one is one line.
"""

from __future__ import annotations

import json
import os
import sys

from drivers import profile, serial_seat


def main(argv: list[str] | None = None) -> int:
    """List the seat modules plugged in; with --write FILE, also a profile
    (--like's, pi-serial-5seat by default) whose seat modules are these, in
    the order listed."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="doubloon seat-modules",
        description="List the seat modules (Raspberry Pi Pico) plugged in, with their USB serial numbers.",
    )
    parser.add_argument("--write", metavar="FILE", help="write a profile with these modules' serial numbers")
    parser.add_argument(
        "--like",
        metavar="PROFILE",
        default="pi-serial-5seat",
        help="the profile whose seat modules they are (default pi-serial-5seat)",
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    status = serial_seat.main([])
    if status or not args.write:
        return status
    return write_profile(args.write, args.like, [n for _, n in serial_seat.modules()])


def write_profile(path: str, like: str, serials: list[str]) -> int:
    """A profile at ``path``: ``like``'s, its seat modules on USB given
    ``serials`` in order; seat modules left over (fewer plugged in) are
    dropped. One line and exit 2 when it cannot be made."""
    try:
        profile.load(like)  # its one-line error, if any
        with open(profile._path(like)[0], encoding="utf-8") as f:
            base = json.load(f)  # as written, its notes too
    except (profile.ProfileError, OSError, ValueError) as e:
        print(e, file=sys.stderr)
        return 2
    usb = [i for i, s in enumerate(base["seats"]) if "serial" in s and s["serial"].get("usb_serial")]
    if len(serials) > len(usb):
        print(
            "%d seat modules plugged in, %s has %d: use --like with a profile of as many"
            % (len(serials), like, len(usb)),
            file=sys.stderr,
        )
        return 2
    seats = []
    for i, seat in enumerate(base["seats"]):
        if i in usb:
            if usb.index(i) >= len(serials):
                continue  # not plugged in: the table has fewer seats
            seat = {"serial": dict(seat["serial"], usb_serial=serials[usb.index(i)])}
        seats.append(seat)
    name = os.path.splitext(os.path.basename(path))[0]
    d = dict(base)
    d.update(
        name=name, description="%s, with the seat modules plugged in (from %s)" % (name, like), seats=seats
    )
    if os.path.exists(path):
        print("%s exists: not written over (give another name)" % path, file=sys.stderr)
        return 2
    try:
        profile.validate(json.loads(json.dumps(d)), path)
        with open(path, "x", encoding="utf-8") as f:
            f.write(json.dumps(d, indent=1) + "\n")
    except (profile.ProfileError, OSError) as e:
        print("cannot write %s: %s" % (path, getattr(e, "strerror", None) or e), file=sys.stderr)
        return 2
    print(
        "wrote %s: %d seats, the seat modules in the order listed (swap their usb_serial lines to"
        " reorder; a waiting module shows its number); install it: sudo scripts/install-pi --profile %s"
        % (path, len(seats), path)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
