#!/usr/bin/env python3
# The table of Puerto Rico's extension points for docs/rules-core.md, from
# their declarations (core/puerto_rico/points.py) and the layers that fill
# them (core/puerto_rico/layers.py). tests/core/test_expansion_points.py
# checks that the page holds this table as printed.
#
#     .venv/bin/python scripts/points_table.py

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core.puerto_rico import layers  # noqa: E402
from core.puerto_rico.points import POINTS  # noqa: E402


def table():
    fill = {}
    for _key, points in layers.LAYERS:
        for point, module in points.items():
            fill.setdefault(point, []).append(module)
    out = ["| point | kind | arguments | filled by | meaning |", "|---|---|---|---|---|"]
    for name, (kind, args, _caller, meaning) in POINTS.items():
        where = ", ".join(fill.get(name, [])) or "—"
        out.append("| `%s` | %s | %s | %s | %s |" % (name, kind, ", ".join(args), where, meaning))
    return "\n".join(out)


if __name__ == "__main__":
    print(table())
