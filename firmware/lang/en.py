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
    # issue 22 item 4: the undo question names the decision; after it, the
    # table is told how to put the pieces back
    "undo_ask": "undo {name}'s {what}: {choice}? {asker} asks; any other seat: o yes, < no",
    "undo_ask_any": "undo the last decision? {asker} asks; any other seat: o yes, < no",
    "undone": "undone: {name}'s {what}: {choice}",
    "undone_any": "last decision undone",
    "undo_nothing": "nothing to put back",
    "undo_pieces": "put back the pieces the undone decision moved",
    "resumed": "game {n} resumed",
    "set_aside": "game {n} set aside",
    "not_saved": "not saved: {n} waiting",
    "not_saved_anywhere": "not saved anywhere: {n}",
    "screen_failed": "{screen} screen: no answer",
    # issue 22, played as a newcomer: the emulated table's key legend and
    # hint line (firmware/emulator/terminal.py), in the game's language
    "keys_buttons": "buttons < > o of {seats}",
    "keys_seat": "seat",
    "keys_seat_keys": "{n}: {keys}",
    "keys_shift": "Shift+o: seat menu, help   Shift+<: your VP, until the next key   b: board page",
    # a mode with no secret (San Juan, Port Royal, the start screen): no VP to show
    "keys_shift_plain": "Shift+o: seat menu, help   b: board page",
    "keys_shift_counter": "Shift+o: previous row   Shift+<: your VP chips (> still counts)",
    "keys_shift_scoring": "Shift+o: previous field   Shift+< Shift+>: 5 at a time",
    "keys_following": "following seat {n}",
    "keys_other_half": "0: other half",
    "keys_others": "Tab, {keys}: other screens",
    "keys_hide": "?: hide keys",
    "keys_show": "?: keys",
    "keys_quit": "Esc: quit",
    "keys_more_notes": "n: more notes ({k}/{n})",
    # the start screen: title, rows and their values, hints
    "title": "doubloon",
    "game": "game",
    "seat_name": "Seat {n}",
    "player_name": "Player {n}",
    "variant": "variant",
    "variant_standard": "standard",
    "variant_expedition": "expedition",
    "variant_deal": "deal 4+seat",
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
    # the start screen's expansion rows (Puerto Rico: one on/off row each)
    "new_buildings": "new buildings",
    "nobles": "nobles",
    "smuggler": "smuggler",
    "festival": "festival",
    "on": "on",
    "off": "off",
    "setup_buildings": "buildings",
    "buildings_draft": "draft",
    "buildings_random": "random",
    "buildings_base": "base game",
    "setup_start": "start: o",
    # the start screen's web page row (issue 24, firmware/modes/start.py)
    "web_page": "web page",
    "web_at": "web page at:",
    "web_in_use": "web: port in use",
    "web_not_here": "web: not this machine",
    "web_not_started": "web page not started",
    # the plain text table (firmware/emulator/text.py)
    # the seat's logbook and help index (firmware/games/*/screens)
    "log": "log",
    "log_read": "read the log",
    "log_empty": "nothing to move yet",
    "help_index": "help on anything",
    # the asker's own keys cancel the request, never the move (issue 36)
    "undo_wait": "You asked to undo.\nAnother seat answers:\no yes, < no.\n< or o here: cancel your request.",
    # leaving a game unfinished (Esc, q): saved or not, and how to resume (firmware/session.py)
    "left_no_journal": "the game is not saved (--no-journal): it cannot be resumed.",
    # (each command on its own line: firmware.leaving.fit wraps the words
    # at 80 columns, never a command)
    "left_nothing": "no decision was made, so nothing was saved. To start a new game:\n  {play}",
    "left_saved": "game {n} is saved ({decisions}). To resume it (the same command without"
    " --resume also offers it):\n  {play} --resume",
    "one_decision": "{k} decision",
    "n_decisions": "{k} decisions",
    "left_unsaved": "the game is NOT saved: {k} write(s) could not go to the journal ({problem})",
    "left_lost": ", nor to a file: the whole game is printed on stderr as record lines;"
    " put them in a file, then:\n  {importing} FILE",
    "left_kept": "; the whole game is in {file}. To resume it:\n  {importing} {file}\n  {play} --resume",
    # the final score on the terminal (firmware/session.py)
    "final_score": "Final score:",
    "score_line": "  {rank}. {name}  {total}  ({parts}{bonus}; tie-break {tiebreak})",
    "score_line_plain": "  {rank}. {name}  {total}  (tie-break {tiebreak})",
    "score_vp_chips": "chips",
    "score_buildings": "buildings",
    "score_chapel": "chapel",
    "score_bonus": ", bonus {bonus}",
    # ---- the final score's nobles (Puerto Rico expansion 2; branch scoring) ----
    "score_nobles": "nobles",
    # ---- issue 22 item 6 (branch cli): the unfinished game named, resume or a new one ----
    "resume_ask": "Unfinished game {n} ({about}). Resume it? Y: resume, n: a new game [Y/n] ",
    "resume_game": "{title}, {created}: {players}, {decisions}",
    "resume_kept": "a new game starts; game {n} ({about}) stays unfinished. To resume it:"
    "\n  {play} --resume {n}",
    # ---- issue 24 (branch web-server): the board page and the seat pages ----
    "web_board": "board",
    "web_to_do": "to do now",
    "web_log": "logbook",
    "web_hold": "hold to see your secret",
    "web_help": "help",
    "web_undo": "undo last decision",
    "web_undo_yes": "yes, undo",
    "web_undo_no": "no",
    "web_close": "close",
    "web_final": "final ranking",
    "web_offline": "connection to the table lost: trying again",
    "web_gone": "this seat is not in the game now: scan the seat's code on the table again",
    "web_not_sent": "not sent: the table did not answer. Choose again",
    "web_no_game": "no game yet",
    "web_refused": "refused",
    "web_problems": "the table",
    "web_glance": "at a glance",
    "web_own": "your place at the table",
    # ---- issue 24 (web-pairing): a phone joins a seat by a QR code ----
    "menu_phone": "phone",
    "pair_seat": "scan to play this seat on a phone",
    "pair_back": "any key: back",
    "pair_board_title": "web page",
    "pair_board": "the board on any screen:",
    "pair_seats": "seats: menu > phone",
}
