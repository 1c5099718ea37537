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
    """Deep copy of plain data (MicroPython has no copy module)."""
    if isinstance(obj, dict):
        return {k: copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [copy(x) for x in obj]
    return obj
