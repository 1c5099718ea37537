# Untrusted input: bounded JSON and values shown in error messages.
#
# JSON that came from outside is read by core.jsonload (``loads``), which
# a game does not load. ``shown(value)`` is how any such value appears in a message:
# cut to about 40 characters, control characters escaped, so an error line
# never echoes a huge input back nor lets it clear the terminal.
# ``well_formed(action)`` and ``checked_action(action)`` are every game
# engine's check of an action's form (IllegalAction, rule "format");
# ``player_names``, ``check_names`` and ``check_seed`` every game's checks
# of what ``new_game`` is given.

from .errors import BadInput, IllegalAction

SHOWN = 40  # characters of a value shown in a message
_BIG = 10**30


_HEX = "0123456789abcdef"


def _escape(s):
    out = []
    for c in s:
        o = ord(c)
        if (
            o < 0x20
            or 0x7F <= o <= 0x9F
            or o == 0x2028
            or o == 0x2029
            or 0x202A <= o <= 0x202E
            or 0x2066 <= o <= 0x2069
            or 0x200B <= o <= 0x200F
            or 0xD800 <= o <= 0xDFFF  # a lone surrogate cannot be printed
        ):
            if o < 0x100:
                out.append("\\x" + _HEX[o >> 4] + _HEX[o & 15])
            else:
                out.append("\\u" + _HEX[o >> 12] + _HEX[(o >> 8) & 15] + _HEX[(o >> 4) & 15] + _HEX[o & 15])
        else:
            out.append(c)
    return "".join(out)


def _show(v, out, budget):  # noqa: C901 - one branch per JSON type, each stopping at the budget
    # Append a JSON-like rendering of ``v`` to ``out``, stopping once
    # ``budget`` characters are written (never renders a huge value whole).
    if budget[0] <= 0:
        return
    t = type(v)
    if t is str:
        s = '"' + _escape(v[: budget[0]]) + ('"' if len(v) <= budget[0] else "")
    elif v is None:
        s = "null"
    elif v is True:
        s = "true"
    elif v is False:
        s = "false"
    elif t is int:
        # str() of a 5000-digit int is slow, and refused on CPython 3.11+
        s = str(v) if -_BIG < v < _BIG else "<a number of over 30 digits>"
    elif t is float:
        s = repr(v)
    elif t is list or t is tuple:
        out.append("[")
        budget[0] -= 1
        first = True
        for x in v:
            if budget[0] <= 0:
                return
            if not first:
                out.append(",")
                budget[0] -= 1
            first = False
            _show(x, out, budget)
        s = "]"
    elif t is dict:
        out.append("{")
        budget[0] -= 1
        first = True
        for k in v:
            if budget[0] <= 0:
                return
            if not first:
                out.append(",")
                budget[0] -= 1
            first = False
            _show(k, out, budget)
            out.append(":")
            budget[0] -= 1
            _show(v[k], out, budget)
        s = "}"
    else:
        s = "<" + _escape(t.__name__) + ">"
    out.append(s)
    budget[0] -= len(s)


def shown(value, width=SHOWN):
    # ``value`` as a message shows it: JSON-like, control characters
    # escaped, at most about ``width`` characters ("..." marks a cut).
    out = []
    _show(value, out, [width + 1])
    s = "".join(out)
    if len(s) > width:
        s = s[: width - 3] + "..."
    return s


def one_line(message, width=300):
    # An error message as one terminal line of at most ``width`` characters.
    s = _escape(str(message))
    return s if len(s) <= width else s[: width - 3] + "..."


# ---- actions, seeds and player names ----------------------------------------
# Comments here, not docstrings: every game imports this module, and on
# MicroPython compiling docstrings adds to the heap's high-water at import.

MAX_ELEMENT = 2**31  # no action number comes near it
MAX_WORD = 40  # nor any name (the longest id has 18 characters)


def well_formed(action):
    # Only short strs and non-bool ints: ``in`` would take True for 1 and
    # 1.0 for 1, and a list or dict would reach the rules' lookups.
    if len(action) > 6:
        return False
    for x in action:
        t = type(x)
        if t is str:
            if len(x) > MAX_WORD:
                return False
        elif t is not int or not -MAX_ELEMENT < x < MAX_ELEMENT:
            return False
    return True


def not_a_list(action):
    # The IllegalAction for an action that is not a non-empty list.
    return IllegalAction("an action is a non-empty list, got " + shown(action), "format")


def not_well_formed(action):
    # The IllegalAction for a list that holds more than names and numbers.
    return IllegalAction("an action is a list of names and whole numbers, not " + shown(action), "format")


def checked_action(action):
    # ``action`` as a list (a tuple is taken as one), or IllegalAction
    # "format": the checks of an engine that judges the form first.
    if isinstance(action, tuple):
        action = list(action)
    if type(action) is not list or not action:
        raise not_a_list(action)
    if not well_formed(action):
        raise not_well_formed(action)
    return action


# |seed| below it, for every game: a seed must fit the journal's SQLite
# integer and the record reader (core.jsonload.MAX_INT), or its game
# could never be resumed or imported again.
MAX_SEED = 2**63
SEEDS = "a whole number from -(2**63 - 1) to 2**63 - 1"  # what a seed takes


def seed_ok(seed):
    # Whether ``seed`` is a seed every game takes (an int, not a bool).
    return type(seed) is int and -MAX_SEED < seed < MAX_SEED


def check_seed(seed):
    # BadInput unless ``seed`` is a seed (seed_ok).
    if not seed_ok(seed):
        raise BadInput("seed: must be " + SEEDS + ", not " + shown(seed))


def player_names(players, counts, sized):
    # The names ``new_game`` was given: ``players`` a count (one of
    # ``counts``: "Player 1", "Player 2"...) or a list of names, not yet
    # checked. ``sized`` says the counts: "Puerto Rico is for 2 to 5 players".
    if isinstance(players, int) and not isinstance(players, bool):
        if players not in counts:
            raise BadInput("players: " + sized + ", not " + shown(players))
        return ["Player " + str(i + 1) for i in range(players)]
    if isinstance(players, (list, tuple)):
        return list(players)
    raise BadInput("players: give a count or a list of names")


def _bad_char(o):
    # Why character ``o`` cannot be in a name, or None: the screens' font
    # is Latin-1, and control characters (C0 with ESC, newline and tab, DEL,
    # C1) would garble a screen or a terminal.
    if o < 0x20 or 0x7F <= o <= 0x9F:
        return "a control character"
    if o > 0xFF:
        return "a letter the screens cannot show (Latin-1 only: a-z, accents like é, ü, ç)"
    return None


def check_names(names, max_name, counts, sized):
    # The one check of player names, for every game and every way names
    # come in (the commands' --names, record headers on replay, import and
    # resume): as many names as ``counts`` allows (``sized`` says it), each
    # text of 1 to ``max_name`` Latin-1 characters without control
    # characters, not blank, no leading or trailing space, no two alike.
    # Raises BadInput (one line, the name shown escaped).
    if not isinstance(names, (list, tuple)):
        raise BadInput("players: a list of names is required, not " + shown(names))
    n = len(names)
    if n not in counts:
        raise BadInput("players: " + sized + ", not " + str(n))
    for i in range(n):
        name = names[i]
        which = "players: name " + str(i + 1)
        if not isinstance(name, str):
            raise BadInput(which + " must be text, not " + shown(name))
        if len(name) > max_name:
            raise BadInput(
                which
                + " "
                + shown(name)
                + " is longer than "
                + str(max_name)
                + " characters (a seat's header)"
            )
        for c in name:
            why = _bad_char(ord(c))
            if why:
                raise BadInput(which + " " + shown(name) + " has " + why)
        if not name.strip(" \xa0"):
            raise BadInput(which + " is empty")
        if name[0] in " \xa0" or name[-1] in " \xa0":
            raise BadInput(which + " " + shown(name) + " starts or ends with a space")
        if name in names[:i]:
            raise BadInput("players: two players are called " + shown(name))
