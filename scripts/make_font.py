"""Regenerate the screens' font, firmware/fonts/5x8.pil + 5x8.pbm, from the
X11 misc-fixed 5x8 font (public domain; Debian package xfonts-base):

    apt-get install -y xfonts-base
    .venv/bin/python scripts/make_font.py [path/to/5x8-ISO8859-1.pcf.gz]

Pillow's own PcfFontFile converts it; the result is committed, so an
install needs neither the X11 font nor this script."""

from __future__ import annotations

import gzip
import io
import os
import sys

from PIL import PcfFontFile

SOURCE = "/usr/share/fonts/X11/misc/5x8-ISO8859-1.pcf.gz"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "firmware", "fonts", "5x8")


def main(argv: list[str]) -> int:
    src = argv[1] if len(argv) > 1 else SOURCE
    try:
        with open(src, "rb") as f:
            raw = f.read()
    except OSError as e:
        print("make_font: %s (apt-get install -y xfonts-base)" % e, file=sys.stderr)
        return 2
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    # the file is ISO 8859-1 already: its code points are Latin-1's
    PcfFontFile.PcfFontFile(io.BytesIO(raw), "iso8859-1").save(os.path.normpath(OUT))
    print(os.path.normpath(OUT) + ".pil")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
