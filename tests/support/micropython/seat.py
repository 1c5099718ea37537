"""A seat module for the tests: the firmware (firmware/seat/) running under
the real MicroPython (the WebAssembly port, run by node) with a fake
``machine`` module, its UART on the master side of a pty pair. The Pi side
opens ``port`` (the slave side) with pyserial, as it opens /dev/ttyACM0."""

import os
import select
import subprocess
import time
import tty

from tests.support.micropython.harness import ROOT, MicroPythonFailed, missing

RUNNER = os.path.join(ROOT, "tests", "support", "micropython", "seat_runner.mjs")
HARNESS = os.path.join(ROOT, "tests", "support", "micropython", "seat_harness.py")
SHORT_MS = 40  # a short press on the module's clock (past the 30 ms debounce)


class ModuleProcess:
    def __init__(self, script=HARNESS, heap=None, ready="R"):
        why = missing()
        if why:
            raise MicroPythonFailed(why)
        master, self.slave = os.openpty()
        tty.setraw(self.slave)  # no echo of the module's bytes back to it
        os.set_blocking(master, False)
        self.port = os.ttyname(self.slave)
        r, self.ctl = os.pipe()
        os.set_blocking(r, False)
        args = ["node", RUNNER, script, str(master)] + ([str(heap)] if heap else [])
        self.proc = subprocess.Popen(
            args, stdin=r, stdout=subprocess.PIPE, stderr=subprocess.PIPE, pass_fds=[master], cwd=ROOT
        )
        os.close(r)
        os.close(master)  # the module holds it now: when it dies the Pi sees the port vanish
        self._buf = b""
        if ready:
            self.expect(ready)

    def send(self, *lines):
        os.write(self.ctl, "".join(line + "\n" for line in lines).encode())

    def line(self, timeout=30.0):
        end = time.monotonic() + timeout
        out = self.proc.stdout.fileno()
        while b"\n" not in self._buf:
            left = end - time.monotonic()
            if left <= 0 or self.proc.poll() is not None and not select.select([out], [], [], 0)[0]:
                raise MicroPythonFailed(
                    "seat module said nothing: " + self.proc.stderr.read().decode()[-2000:]
                )
            if select.select([out], [], [], min(left, 0.5))[0]:
                chunk = os.read(out, 1 << 16)
                if not chunk:
                    raise MicroPythonFailed("seat module ended: " + self.proc.stderr.read().decode()[-2000:])
                self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        return line.decode()

    def expect(self, tag):
        while True:
            line = self.line()
            if line.split()[:1] == [tag]:
                return line.split()[1:]

    def press(self, index, ms=SHORT_MS):
        """Press and release button ``index`` for ``ms`` on the module's
        clock (then as long again, past the debounce)."""
        self.send("k %d %d" % (index, ms))

    def status(self):
        w = self.expect_after("s", "S")
        return {
            "panel": bytes.fromhex(w[0]),
            "buffer": bytes.fromhex(w[1]),
            "pages": int(w[2]),
            "bad": int(w[3]),
            "repeats": int(w[4]),
            "resent": int(w[5]),
            "dropped": int(w[6]),
        }

    def heap(self):
        """(heap after start, high-water, heap now) in bytes (see the harness)."""
        return tuple(int(x) for x in self.expect_after("m", "M"))

    def round_trip(self):
        """(first, last) µs from the last press's release to its pages."""
        return tuple(int(x) for x in self.expect_after("r", "RT"))

    def expect_after(self, command, tag):
        self.send(command)
        return self.expect(tag)

    def kill(self):
        """Pull the plug: the process ends, the pty's master closes."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def close(self):
        if self.proc.poll() is None:
            try:
                self.send("q")
                self.proc.wait(5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for fd in (self.ctl, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass
        self.proc.stdout.close()
        self.proc.stderr.close()
