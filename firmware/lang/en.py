"""The device's own words in English, shared by every game: the start screen,
the seat menu, undo, board problems, the final screens' headings.

Plain data, read by firmware.catalog; a game's words are in its own
folder (firmware/games/<game>/lang/). Keys are the same in every language,
with the same ``{fields}``. Latin-1 only (the screens' bitmap font).
"""

WORDS = {
    # the table: screens that do not answer, the seat menu, undo, resume
    "screen_board": "board",
    "screen_seat": "seat {n}",
    "waiting": "{name} decides",
    "game_over": "game over",
    "winner": "{name} wins",
    "total": "total",
    "help": "help",
    "undo_last": "undo last decision",
    "close": "close",
    "undo": "undo",
    "undo_ask": "undo for {name}? o yes, < no",
    "resumed": "game {n} resumed",
    "set_aside": "game {n} set aside",
    "not_saved": "not saved: {n} waiting",
    "screen_failed": "{screen} screen: no answer",
    # the start screen: title, rows and their values, hints
    "title": "doubloon",
    "seat_name": "Seat {n}",
    "game": "game",
    "puerto_rico": "Puerto Rico",
    "port_royal": "Port Royal",
    "variant": "variant",
    "variant_standard": "standard",
    "variant_expedition": "expedition",
    "mode": "mode",
    "play": "play",
    "mode_counter": "counter mode",
    "mode_scoring": "scoring mode",
    "players": "players",
    "edition": "edition",
    "classic": "classic",
    "edition_1897": "1897",
    "language": "language",
    "language_name": "English",
    "tiles": "tiles",
    "shuffle": "shuffle",
    "physical": "physical",
    "start": "start",
    "setup_next": "< > next: o",
    "setup_start": "start: o",
    # the plain text table (firmware/emulator/text.py)
    "resume_ask": "Unfinished game {id} from {created}: {players}, {actions} decisions. Resume it? [Y/n] ",
    # the seat's logbook and help index (firmware/games/*/screens)
    "log": "log",
    "log_read": "read the log",
    "log_empty": "nothing to move yet",
    "help_index": "help on anything",
    "undo_wait": "You asked to undo. Waiting for another seat to confirm it. < or o: take it back.",
}
