"""The files scripts/install-pi edits on the Pi, with the system's Python
(standard library only, before any venv exists), so that a rerun, an
update or a removal changes only what the installer itself added (issue
32):

    pi_files.py block CONFIG [LINE ...]     # config.txt: our block holds LINEs
    pi_files.py unblock CONFIG              # config.txt: our block taken out
    pi_files.py args DEFAULTS HARDWARE [WEB]  # DOUBLOON_ARGS: --hardware (and --web) set, the rest kept
    pi_files.py noconsole CMDLINE           # cmdline.txt: no serial console
    pi_files.py profile-copy SRC DEST       # the owner's profile copied into the install

Every change is said in one line starting "install-pi: "; ``--dry-run``
(first argument) says it without writing. Exit 2 with one line when a file
cannot be read or written.
"""

from __future__ import annotations

import os
import shutil
import sys

BEGIN = "# >>> doubloon: added by scripts/install-pi (scripts/install-pi --remove takes it out)"
END = "# <<< doubloon"
DRY = False


def say(text: str) -> None:
    print("install-pi: " + text)


def read(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            return f.read()
    except FileNotFoundError:
        return ""


def write(path: str, text: str) -> None:
    if DRY:
        say("would write %s" % path)
        return
    tmp = path + ".doubloon-new"
    with open(tmp, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    if os.path.exists(path):
        shutil.copymode(path, tmp)
    os.replace(tmp, path)


def split_block(text: str) -> tuple[list[str], list[str]]:
    """(the lines outside our block, the lines inside it)."""
    outside, inside, within = [], [], False
    for line in text.splitlines():
        if line == BEGIN:
            within = True
        elif within and line == END:
            within = False
        elif within:
            inside.append(line)
        else:
            outside.append(line)
    return outside, inside


def block(config: str, wanted: list[str]) -> int:
    """Our block in config.txt holds the ``wanted`` lines that the rest of
    the file does not already set, under [all] (the file may end inside a
    [pi4] section). Written only when that changes."""
    text = read(config)
    outside, inside = split_block(text)
    own = [w for w in wanted if w not in outside]
    for w in wanted:
        if w not in own or w in inside:
            say("%s already sets %s" % (config, w))
        else:
            say("%s: adding %s" % (config, w))
    new_inside = ["[all]"] + own if own else []
    if new_inside == inside:
        return 0
    lines = outside
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    if new_inside:
        lines = lines + ["", BEGIN] + new_inside + [END]
    write(config, "\n".join(lines) + "\n")
    return 0


def unblock(config: str) -> int:
    text = read(config)
    outside, inside = split_block(text)
    if not inside and BEGIN not in text.splitlines():
        say("%s has no lines of doubloon's" % config)
        return 0
    lines = outside
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    write(config, "\n".join(lines) + "\n")
    say("%s: took out %s" % (config, ", ".join(x for x in inside if x != "[all]") or "doubloon's block"))
    return 0


def _args_line(text: str) -> tuple[int, list[str]]:
    lines = text.splitlines()
    at = -1
    for i, line in enumerate(lines):
        if line.startswith("DOUBLOON_ARGS="):
            at = i
    return at, lines


def _set(words: list[str], option: str, value: str) -> list[str]:
    """``words`` with ``option value`` set (replaced where it is, else
    added)."""
    out, i, done = [], 0, False
    while i < len(words):
        w = words[i]
        if w == option:
            out += [option, value]
            i += 2
            done = True
            continue
        if w.startswith(option + "="):
            out += [option, value]
            done = True
        else:
            out.append(w)
        i += 1
    return out if done else out + [option, value]


def args(defaults: str, hardware: str, web: str = "") -> int:
    """DOUBLOON_ARGS with ``--hardware`` (and ``--web`` when the profile
    names a web page) set; every other word the owner put there is kept,
    and so is every other line of the file."""
    text = read(defaults)
    at, lines = _args_line(text)
    if at < 0:
        words = ["play", "--setup"]
        if not text:
            lines = ["# Arguments of the doubloon service (then: sudo systemctl restart doubloon)."]
        lines.append("")
        at = len(lines) - 1
    else:
        words = lines[at][len("DOUBLOON_ARGS=") :].strip().strip("\"'").split()
    new = _set(words, "--hardware", hardware)
    if web:
        new = _set(new, "--web", web)
    lines[at] = 'DOUBLOON_ARGS="%s"' % " ".join(new)
    if text and new == words:
        return 0
    if text:
        say("%s: DOUBLOON_ARGS now '%s' (the rest of it kept)" % (defaults, " ".join(new)))
    write(defaults, "\n".join(lines) + "\n")
    return 0


def noconsole(cmdline: str) -> int:
    """cmdline.txt without a console on the serial port (the seat
    module's UART)."""
    text = read(cmdline)
    if not text:
        return 0
    words = text.split()
    keep = [
        w
        for w in words
        if not (
            w.startswith("console=serial") or w.startswith("console=ttyAMA") or w.startswith("console=ttyS")
        )
    ]
    if keep == words:
        say("%s has no serial console" % cmdline)
        return 0
    say(
        "%s: took out the serial console (%s), the UART is the seat module's"
        % (cmdline, " ".join(w for w in words if w not in keep))
    )
    write(cmdline, " ".join(keep) + "\n")
    return 0


def profile_copy(src: str, dest: str) -> int:
    """The owner's profile copied into the install, readable by the
    service (a home folder is private on Bookworm); a copy already there
    and the same is left alone."""
    try:
        with open(src, "rb") as f:
            data = f.read()
    except OSError as e:
        print("install-pi: cannot read the profile %s (%s)" % (src, e.strerror or e), file=sys.stderr)
        return 2
    if os.path.realpath(src) == os.path.realpath(dest):
        return 0
    try:
        with open(dest, "rb") as f:
            if f.read() == data:
                return 0
    except OSError:
        pass
    say("profile %s copied to %s, which the service reads (edit that one from now on)" % (src, dest))
    if not DRY:
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest + ".doubloon-new", "wb") as f:
            f.write(data)
        os.chmod(dest + ".doubloon-new", 0o644)
        os.replace(dest + ".doubloon-new", dest)
    return 0


COMMANDS = {
    "block": block,
    "unblock": unblock,
    "args": args,
    "noconsole": noconsole,
    "profile-copy": profile_copy,
}


def main(argv: list[str]) -> int:
    global DRY
    if argv and argv[0] == "--dry-run":
        DRY = True
        argv = argv[1:]
    if not argv or argv[0] not in COMMANDS:
        print("usage: pi_files.py [--dry-run] {%s} ..." % "|".join(COMMANDS), file=sys.stderr)
        return 2
    fn = COMMANDS[argv[0]]
    try:
        if fn is block:
            return block(argv[1], argv[2:])
        return fn(*argv[1:])
    except (OSError, TypeError) as e:
        print("install-pi: %s: %s" % (argv[0], getattr(e, "strerror", None) or e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
