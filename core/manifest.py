# MicroPython manifest: freeze the rules core into a firmware image, e.g.
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/doubloon/core/manifest.py
# or cross-compile it with mpy-cross and copy it with mpremote
# (scripts/ does that for the seat modules). This file is read by
# MicroPython's build tools, never imported: ``package`` and ``metadata``
# are theirs.
metadata(description="doubloon rules core: each game as plain data and functions", version="0.1.0")  # noqa: F821

# The whole package, with its subpackages; base_path is this folder's parent.
package("core", base_path="..", opt=3)  # noqa: F821
