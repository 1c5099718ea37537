# Untrusted JSON (``loads``): a record line, a score sheet, a
# hardware profile. Bounded: BadInput with one short line instead of
# ``RecursionError`` (deep nesting), ``ValueError``/``OverflowError``
# (integers of thousands of digits) or silently keeping the last of two
# duplicate keys. A module of its own so that a game, which reads no JSON,
# does not hold this code on a device's heap.
#
# MicroPython: its ``json.loads`` has no ``object_pairs_hook``; there a
# duplicate key is not detected (the last one wins), everything else holds.

import json

from .errors import BadInput
from .inputs import shown, MAX_SEED

MAX_DEPTH = 32  # nesting of arrays and objects; records need 2
MAX_INT = MAX_SEED  # |int| must be below it: every seed fits (19 digits)


def _too_deep(text, limit):
    # True when arrays/objects nest deeper than ``limit``: a scan outside
    # strings, run only when there are enough brackets to matter.
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_str = False
    esc = False
    for c in text:
        if in_str:
            if esc:
                esc = False
            elif c == "\\":
                esc = True
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == "[" or c == "{":
            depth += 1
            if depth > limit:
                return True
        elif c == "]" or c == "}":
            depth -= 1
    return False


def _refuse_duplicates(pairs):
    d = {}
    for k, v in pairs:
        if k in d:
            raise BadInput("key " + shown(k) + " given twice")
        d[k] = v
    return d


def _check_numbers(value):
    # Refuse ints out of range and non-finite floats, anywhere (depth is
    # already bounded, so the recursion is too).
    t = type(value)
    if t is int:
        if value >= MAX_INT or value <= -MAX_INT:
            raise BadInput("a number too large: " + shown(value))
    elif t is float:
        if value != value or value in (float("inf"), float("-inf")):
            raise BadInput("a number too large: " + shown(value))
    elif t is list:
        for x in value:
            _check_numbers(x)
    elif t is dict:
        for k in value:
            _check_numbers(value[k])


def loads(text, max_depth=MAX_DEPTH, pairs_hook=None, numbers=True):
    # The JSON value of ``text``, or BadInput (one short line). Duplicate
    # keys are refused unless ``pairs_hook`` (CPython's object_pairs_hook)
    # says otherwise; ``numbers=False`` leaves the range of numbers to the
    # caller (which can then name the field).
    if _too_deep(text, max_depth):
        raise BadInput("nested more than " + str(max_depth) + " levels deep")
    hook = pairs_hook or _refuse_duplicates
    try:
        try:
            value = json.loads(text, object_pairs_hook=hook)
        except TypeError:  # MicroPython: no object_pairs_hook
            value = json.loads(text)
    except BadInput:
        raise
    except ValueError as e:  # also CPython's limit of 4300 digits per int
        raise _json_error(e)
    except (RuntimeError, OverflowError, MemoryError):  # pragma: no cover - bounded above
        # RecursionError is a RuntimeError (and MicroPython has no RecursionError)
        raise BadInput("too large or nested too deeply")
    if numbers:
        _check_numbers(value)
    return value


def _json_error(e):
    # BadInput for a json ValueError; where CPython says where, with
    # ``column`` and ``reason`` for a caller that knows the line already.
    line = getattr(e, "lineno", None)
    msg = getattr(e, "msg", None)
    if line is None or msg is None:
        text = str(e)
        if "digits" in text or "limit" in text:
            return BadInput("a number too large")
        return BadInput("not valid JSON")
    err = BadInput("line " + str(line) + ", column " + str(e.colno) + ": not valid JSON: " + msg)
    err.column = e.colno
    err.reason = "not valid JSON: " + msg
    return err
