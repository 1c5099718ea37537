"""Reading a child process's output in the tests that signal or race one."""

import os
import select
import time


def wait_for(fd, text, got=b"", count=1, timeout=120):
    """Read ``fd`` until ``text`` was seen ``count`` times; all read.

    (A generous wait: on a loaded 2-core machine the emulated table took
    over 30 s to start, and a wait is no timing assert.)"""
    deadline = time.time() + timeout
    while got.count(text) < count:
        left = deadline - time.time()
        assert left > 0, "never saw %r: %r" % (text, got[-500:])
        if select.select([fd], [], [], left)[0]:
            chunk = os.read(fd, 65536)
            assert chunk, "ended before %r: %r" % (text, got[-500:])
            got += chunk
    return got
