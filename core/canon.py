"""Canonical JSON: sorted keys, no spaces, the same bytes on CPython and
MicroPython (whose json has no sort_keys and escapes differently)."""


def _str(s):
    out = ['"']
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif o < 0x20:
            h = "0123456789abcdef"
            out.append("\\u00" + h[o >> 4] + h[o & 15])
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dumps(obj):
    """Serialise ints, strs, bools, None, lists/tuples and str-keyed dicts."""
    if obj is None:
        return "null"
    if obj is True:
        return "true"
    if obj is False:
        return "false"
    if isinstance(obj, int):
        return str(obj)
    if isinstance(obj, str):
        return _str(obj)
    if isinstance(obj, (list, tuple)):
        return "[" + ",".join([dumps(x) for x in obj]) + "]"
    if isinstance(obj, dict):
        keys = sorted(obj.keys())  # JSON keys are text: int keys as digits
        return (
            "{"
            + ",".join([_str(k if isinstance(k, str) else str(k)) + ":" + dumps(obj[k]) for k in keys])
            + "}"
        )
    raise TypeError("cannot serialise " + str(type(obj)))


def copy(obj):
    """Deep copy of plain data (MicroPython has no copy module): dicts and
    lists copied all the way down, the rest (str, int, bool, None) shared.
    ``core.copy``: a game state's copy for search, so a loop, not a
    comprehension (one call less a container: about 2x)."""
    if type(obj) is dict:
        d = {}
        for k in obj:
            v = obj[k]
            t = type(v)
            d[k] = copy(v) if t is dict or t is list else v
        return d
    if type(obj) is not list:
        return obj
    out = []
    append = out.append
    for v in obj:
        t = type(v)
        append(copy(v) if t is dict or t is list else v)
    return out
