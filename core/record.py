"""Game records: JSON Lines, the save format of every later feature.

Line 1, the header (an object):
    {"record": "doubloon", "version": 2, "game": "puerto_rico",
     "edition": "classic", "players": ["Anne", "Bernie", "Christine"],
     "seed": 7, "tiles": "shuffle"}
Then one action per line, exactly as passed to ``apply`` (a JSON array),
for example ["role", "builder"] or ["load", "corn", 1]. Blank lines are
ignored. A record replays to the same state on every platform.
Versions are frozen: a change of meaning gets a new version number, and
readers keep accepting the old ones.
- Version 2 (written now): the mayor's privilege colonist is a choice
  (ruling A20), so a mayor pick is followed by ``["privilege"]`` or
  ``["decline"]`` whenever the supply has a colonist.
- Version 1: the privilege colonist was taken without asking; a version 1
  record replays that way (``mayor_privilege: "automatic"``) and is
  exported again as version 1, so it replays identically forever.
- Version 3 (San Juan only; core.san_juan.RECORD_VERSIONS): each seat
  checks its counts at the end; San Juan's versions 1 and 2 replay
  without that step. A game reads the versions in its RECORD_VERSIONS
  (1 and 2 when it has none).
- Version 4 (San Juan only): the 2-player library, the councillor's draw
  of the other players and the building the crane covers are asked; the
  deal variant (header "variant").
- Version 5 (Port Royal only; core.port_royal.RECORD_VERSIONS): the
  active player chooses his expedition discards; Port Royal's version 2
  replays with the device's pick.
- Version 6 (Puerto Rico with expansions only): issue 21's rulings (A14,
  A25-A31, D8); a version 1 or 2 record with expansions replays as played.
- Version 7 (San Juan only): the game ends at a round's end when no card
  can move any more (a [suggested] ruling); a version 4 record replays as played.
- Version 8 (San Juan only): the building a crane covers leaves the game
  (rules 6; before, it went to the discard pile), the councillor's and the
  prospector's own draw are asked like every other seat's (before, taken
  unasked), and the header's "tiles" says who draws the trading-house
  tiles: "shuffle" (the device) or "physical" (the table; the trader says
  which tile he turned up, ["tile", t]). A version 7 record replays as played.
- Version 9 (Port Royal only): a ship's colour is said in its reveal
  (["reveal", "ship", colour]) and a character taken may be named by a
  face entered before in the game (["face", id, cost, vp], a trader's
  colour after its id, a sailor's or pirate's swords last); a version 5
  record replays as played.

Two optional header fields, in any version, say how the table was played
and change nothing in the replay (so they need no new version; a record
without them was played by people only, without hints):
- ``"bots"``: one entry per player, ``null`` for a person or the level of
  the device's bot playing that seat (``"quick"``, ``"medium"``,
  ``"strongest"``: firmware.bots, core.advisor.LEVELS; docs/bots.md); the state keeps it as ``state["bots"]``.
- ``"hints"``: ``true`` when a seat could ask the device for a hint
  (``state["hints"]``).

An event line, in any version, tells what happened at the table between
two decisions without being one: a JSON object, never applied, skipped
by the replay (which checks it), so a record with events replays to the
same state as without them. One kind now:
- ``{"hint": 0}``: the seat (0 the first) asked the device for a hint
  (docs/bots.md), after the decisions above it. A game's logbook says
  "Anne asked for a hint" there. Only in a game with ``"hints"``.
"""

from .errors import DoubloonError, BadInput, IllegalAction
from .canon import dumps
from . import canon, inputs, jsonload
from .games import PLAYABLE, game as _game

VERSION = 2  # the version written
VERSIONS = (1, 2, 3, 4, 5, 6, 7, 8, 9)  # the versions read by some game (extend it, never shrink it)
GAME_VERSIONS = (1, 2)  # those read by a game without RECORD_VERSIONS
KEYS = ("game", "players", "record", "seed", "version")  # every game's header
TABLE_KEYS = ("bots", "hints")  # optional, any game: how the table played it (above)
MAX_LEVEL = 16  # characters of a bot's level name
MAX_LINE = 10000  # characters a line; a real one has under 300
MAX_DEPTH = 4  # nesting of a line; a real one has at most 2


class RecordError(DoubloonError):
    """A record line that cannot be used: ``line`` (1-based) and ``rule``."""

    def __init__(self, line, rule, message):
        super().__init__(inputs.one_line("line " + str(line) + ": " + rule + ": " + message))
        self.line = line
        self.rule = rule


def header(state):
    """The header line's fields: ``record``, ``game`` and those the game
    writes (its players, seed, options and version)."""
    h = _game(state["game"]).record_header(state)
    h["record"] = "doubloon"
    h["game"] = state["game"]
    if state.get("bots"):
        h["bots"] = list(state["bots"])
    if state.get("hints"):
        h["hints"] = True
    return h


def header_line(state):
    return dumps(header(state))


def action_line(action):
    # a decision (a list), or an event line (a dict: ``hint_event``)
    if isinstance(action, dict):
        return dumps(action)
    return dumps(list(action))


HINT = "hint"  # the event key of a hint asked


def hint_event(seat):
    # The event line's object: ``seat`` asked for a hint.
    return {HINT: seat}


def is_event(entry):
    # True for an event line's object (a dict), False for a decision.
    return isinstance(entry, dict)


def check_event(state, item):
    # The event ``item`` (a parsed line's dict) as ("hint", seat);
    # BadInput when it is none ``state``'s game can have.
    keys = list(item)
    if keys != [HINT]:
        raise BadInput('an event is {"hint": seat}, not ' + inputs.shown(item))
    seat = item[HINT]
    if type(seat) is not int or not 0 <= seat < len(state["players"]):
        raise BadInput(
            "hint: a seat from 0 to " + str(len(state["players"]) - 1) + ", not " + inputs.shown(seat)
        )
    if not state.get("hints"):
        raise BadInput('hint: the game has no hints (its header says no "hints")')
    return HINT, seat


def split(entries):
    # (the decisions, the hints asked): ``entries`` as a journal keeps
    # them (decisions and events, in order); each hint as (the number of
    # decisions before it, the seat).
    actions = []
    asked = []
    for e in entries:
        if is_event(e):
            if HINT in e:
                asked.append((len(actions), e[HINT]))
        else:
            actions.append(e)
    return actions, asked


def merge(actions, asked):
    # ``split``'s inverse: the decisions with the hints asked between them.
    out = []
    for k in range(len(actions) + 1):
        for at, seat in asked:
            if at == k:
                out.append(hint_event(seat))
        if k < len(actions):
            out.append(actions[k])
    return out


def new_from_header(h):
    """A new game from a parsed header; BadInput when it is not one."""
    if not isinstance(h, dict) or h.get("record") != "doubloon":
        raise BadInput("not a doubloon record (first line must be the header)")
    version = h.get("version")
    if type(version) is not int or version not in VERSIONS:  # type(): true and 1.0 are not 1
        raise BadInput("unsupported record version " + inputs.shown(version))
    game = h.get("game")
    if not isinstance(game, str) or game not in PLAYABLE:
        raise BadInput("unsupported game " + inputs.shown(game))
    module = _game(game)
    if version not in getattr(module, "RECORD_VERSIONS", GAME_VERSIONS):
        raise BadInput("unsupported record version " + inputs.shown(version) + " for " + game)
    for k in h:
        if k not in KEYS and k not in TABLE_KEYS and k not in module.HEADER_KEYS:
            raise BadInput("unknown header field " + inputs.shown(k))
    players = h.get("players")
    if not isinstance(players, list):  # a record names its players
        raise BadInput("players: a list of names is required, not " + inputs.shown(players))
    state = module.from_header(h, version)
    table_options(state, h.get("bots"), h.get("hints"))
    return state


def table_options(state, bots=None, hints=None):
    """Set how the table plays ``state`` (the header's optional fields):
    ``bots``, None or one entry per player (None: a person; else a bot's
    level name), and ``hints`` (True: seats may ask for one); BadInput,
    and nothing set, when they are not that."""
    if bots is not None:
        if not isinstance(bots, list) or len(bots) != len(state["players"]):
            raise BadInput("bots: one entry per player (null or a level), not " + inputs.shown(bots))
        for b in bots:
            if b is not None and (not isinstance(b, str) or not 0 < len(b) <= MAX_LEVEL):
                raise BadInput("bots: a level is a short name, not " + inputs.shown(b))
    if hints is not None and hints is not True and hints is not False:
        raise BadInput("hints: true or false, not " + inputs.shown(hints))
    if bots is not None and [b for b in bots if b is not None]:
        state["bots"] = list(bots)
    else:
        state.pop("bots", None)
    if hints:
        state["hints"] = True
    else:
        state.pop("hints", None)


def replay(lines, watch=None, events=None):
    """Rebuild the state from an iterable of record lines; RecordError names
    the first bad line and the broken rule. ``watch(before, state)``, when
    given, sees the new game (``before`` None) and every decision (a copy
    of the state before it): the ledger of moves of a record.
    ``events(state, item)`` sees each event line (a hint asked)."""
    state = None
    number = 0
    play = None
    for text in lines:
        number += 1
        text = text.strip()
        if not text:
            continue
        if len(text) > MAX_LINE:
            raise RecordError(number, "json", "longer than " + str(MAX_LINE) + " characters")
        try:
            item = jsonload.loads(text, MAX_DEPTH)
        except BadInput as e:
            column = getattr(e, "column", None)
            raise RecordError(
                number, "json", str(e) if column is None else "column " + str(column) + ": " + e.reason
            )
        if state is None:
            try:
                state = new_from_header(item)
            except BadInput as e:
                raise RecordError(number, "header", str(e))
            play = _game(state["game"]).apply
            if watch is not None:
                watch(None, state)
            continue
        if isinstance(item, dict):  # an event line: checked, never applied
            try:
                check_event(state, item)
            except BadInput as e:
                raise RecordError(number, "event", str(e))
            if events is not None:
                events(state, item)
            continue
        if not isinstance(item, list):
            raise RecordError(number, "format", "an action line is a JSON array (or an event's object)")
        before = canon.copy(state) if watch is not None else None
        try:
            play(state, item)
        except IllegalAction as e:
            raise RecordError(number, e.rule, str(e))
        if watch is not None:
            watch(before, state)
    if state is None:
        raise RecordError(max(number, 1), "header", "empty record")
    return state
