"""What the tests share: the readers of the screens, the scripted games,
the MicroPython harness and the recorded data (tests/README.md)."""

import os

# the repository: tests sit one folder deeper than this file's parent
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "support", "data")
